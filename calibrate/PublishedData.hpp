// PublishedData: the inputs of `wbsim calibrate --published` (published results):
// a table of published results and the scenarios it names.
//
// The table is CSV with the header  scenario,metric,value,unit,source
//   scenario  a scenario file NAME.scenario next to the CSV (or a path)
//   metric    a short name (write_bw, write_iops, write_clat_mean,
//             write_clat_p50, write_clat_p99, write_runtime, and read_*), or a
//             JSON pointer into `wbsim run --output-format=json`'s document
//             ("/jobs/0/write/bw_bytes", unit "raw": compared as it is)
//   value     the published number, in `unit`
//   source    where the number was published (free text, may be quoted)
// Bandwidths add up over the job entries (fio's numjobs without
// group_reporting prints one per clone, the published figure is the sum);
// IOPS too; latencies and runtime are the mean over the entries.
//
// A scenario file uses the profile grammar: a [scenario] section with
// job=FILE (relative to the scenario file), optional description= and
// args= (extra fio options, space-separated, e.g. --size=8G), and then
// hardware and kernel facts as profile keys ([dev] count=4, kernel=6.4).
// Facts only: never a constant fitted to hit the scenario's own number
// (DESIGN §5).
#pragma once

#include "InputError.hpp"

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>
#include <vector>

namespace wbsim {

class PublishedError : public InputError {
public:
  explicit PublishedError(const std::string& what) : InputError(what, kCommandScoped, 1) {}
};

struct PublishedScenario {
  std::string name;                 // as the CSV names it
  std::string path;                 // the .scenario file
  std::string job;                  // the job file, resolved
  std::string description;
  std::vector<std::string> args;    // extra fio options
  std::vector<std::string> facts;   // "key=value" for --set, in file order
};

struct PublishedPoint {
  std::string scenario;
  std::string metric;  // as written
  double value = 0;    // SI (bytes/s, seconds, 1/s), or raw for a JSON pointer
  std::string unit;
  std::string source;
  std::string where;   // "file:line"
};

struct PublishedTable {
  std::string path;
  std::vector<PublishedPoint> points;
  std::vector<PublishedScenario> scenarios; // each named scenario once, in order of first use
  size_t scenario_index(const std::string& name) const;
};

// Reads and checks the CSV and every scenario it names. Throws PublishedError
// "file:line: ..." naming the problem and what is accepted.
PublishedTable read_published(const std::string& csv_path);
PublishedTable parse_published(const std::string& csv_text, const std::string& origin, const std::string& base_dir);
PublishedScenario read_scenario(const std::string& path, const std::string& name);

// The metric's value in SI units from a fio JSON document. Throws
// PublishedError when the document lacks it.
double metric_value(const nlohmann::json& doc, const std::string& metric);
// One CSV record: fields split on commas, "quoted, fields" with "" for a quote.
// Throws PublishedError "where: ..." on an unterminated quote.
std::vector<std::string> split_csv_record(const std::string& line, const std::string& where);
// SI value of one `unit` of `metric` (MB/s: 1e6); 0 when the unit does not fit.
double metric_unit_factor(const std::string& metric, const std::string& unit);
// Accepted short metric names, for messages.
std::string accepted_metrics();

} // namespace wbsim
