// PublishedValidate: `wbsim validate DIR` (the seed threads as regression tests). Holds the model to
// the published results of a directory like scenarios/published/: every row
// of its CSV (PublishedData) and every before/after pair is simulated, and the
// prediction is compared with the published figure within a tolerance.
//
// DIR holds one table NAME.csv (PublishedData's format) and, optionally, a
// companion NAME.validate.csv that states tolerances and pairs:
//   kind,scenario,before,metric,tolerance,published,source
//   kind       absolute: a row of NAME.csv (scenario + metric), for its own
//              tolerance; ratio: scenario (after) over before, both simulated
//   before     ratio rows: the "before" scenario (empty for absolute rows)
//   tolerance  relative, "10%" or "0.1"; empty: the default (absolute 15%,
//              ratio 10%, the published table's targets)
//   published  ratio rows: the published ratio; empty: the quotient of the
//              two rows of NAME.csv. Absolute rows: empty (the table has it).
//   source     where the number was published
// Rows of NAME.csv the companion does not name are absolute rows with the
// default tolerance. A ratio row may name scenarios that have no absolute row
// (seed 004's relative IOPS change on an unpublished machine).
//
// `--scale F` runs every job at F times its size with F times the RAM (mem.
// total and mem.reserved), so the dirty thresholds keep their proportion to
// the data and writeback reaches the same steady state in less simulated
// time (the test suite's reduced sizes). Simulations run as child processes.
#pragma once

#include "PublishedData.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace wbsim {

struct ValidateRow {
  enum class Kind { Absolute, Ratio };
  Kind kind = Kind::Absolute;
  std::string scenario; // absolute: the row's scenario; ratio: the "after" scenario
  std::string before;   // ratio only
  std::string metric;
  std::string unit;     // absolute: the CSV row's unit; ratio: "x"
  double published = 0; // absolute: SI; ratio: after / before
  double published_before = 0, published_after = 0; // ratio rows from the table (SI), else 0
  double tolerance = 0; // relative
  std::string source;
  std::string where; // file:line
  std::string name() const;
};

struct ValidatePlan {
  std::string directory;
  std::string csv;
  std::string companion; // empty when there is none
  PublishedTable table;  // scenarios: the CSV's, then those only the companion names
  std::vector<ValidateRow> rows;
};

constexpr double kDefaultAbsoluteTolerance = 0.15; // the published table's target
constexpr double kDefaultRatioTolerance = 0.10;

// Reads DIR's table and companion. Throws PublishedError naming file:line and
// what is accepted.
ValidatePlan read_validate_plan(const std::string& directory);
// Keeps the rows named in `only`: a row's name() selects that row only; a
// scenario name that is no row's selects every row that simulates it. Throws
// UsageError naming an unknown one.
void select_rows(ValidatePlan& plan, const std::vector<std::string>& only);

struct ValidateConfig {
  std::string program = "/proc/self/exe";
  std::string profile; // empty: built-in defaults
  std::vector<std::string> sets; // --set on every run, after the scenario's facts
  double scale = 1.0;
  unsigned parallel = 0; // 0: the online CPUs
};

struct ValidateRowResult {
  ValidateRow row;
  double predicted = 0; // absolute: SI; ratio: after / before
  double predicted_before = 0, predicted_after = 0; // ratio rows
  double error = 0;     // (predicted - published) / published
  bool pass = false;
  std::string bottleneck, evidence;       // of the (after) scenario
  std::string bottleneck_before;          // ratio rows
};

struct ValidateResult {
  std::vector<ValidateRowResult> rows;
  bool pass = true;
  double r_squared = 0; // log(model) against log(published), absolute rows but cpu_share (0 with fewer than 2)
  int simulations = 0;
};

// The `wbsim run` arguments of one scenario under `config` (scaled).
std::vector<std::string> validate_run_args(const PublishedScenario& s, const ValidateConfig& config);
ValidateResult run_validate(const ValidatePlan& plan, const ValidateConfig& config);
// Compares model values with the plan; `reports` holds each scenario's run
// report (fio JSON) in plan.table.scenarios order. Pure: the tests use it.
ValidateResult judge_validate(const ValidatePlan& plan, const std::vector<nlohmann::json>& reports);

std::string validate_text(const ValidatePlan& plan, const ValidateConfig& config, const ValidateResult& r);
nlohmann::json validate_json(const ValidatePlan& plan, const ValidateConfig& config, const ValidateResult& r);

// `wbsim validate DIR [options]`: exit 0 when every row is within its
// tolerance, 1 when one is not (or a scenario fails), 2 on a usage error.
int cmd_validate(const std::vector<std::string>& args);

} // namespace wbsim
