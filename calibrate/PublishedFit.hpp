// PublishedFit: `wbsim calibrate --published FILE.csv --fit KEY,...`. Fits a
// few model parameters jointly to published results, one shared set over
// every scenario of the table (DESIGN §5), with the same Levenberg–Marquardt
// code as the device curve.
//
// - Parameters are fitted in log space (costs and bandwidths are positive and
//   span decades), bounded by their ParamTable range; a range starting at 0
//   is bounded below at default/1000 instead.
// - Residuals are relative: (model - published) / published, one per row.
// - Each evaluation simulates every scenario of the table; SimGrid keeps
//   global state, so each simulation is a child `wbsim run ... --output-format
//   =json` of the wbsim binary, several at once. The Jacobian is by forward
//   differences (a relative step of the parameter, large enough to move a
//   discrete-event result), its columns simulated in parallel.
#pragma once

#include "PublishedData.hpp"

#include <functional>
#include <string>
#include <vector>

namespace wbsim {

struct PublishedFitConfig {
  std::string program = "/proc/self/exe"; // the wbsim binary the simulations run
  std::string profile;                    // base profile (empty: built-in default)
  std::vector<std::string> base_sets;     // further --set key=value on every run
  std::vector<std::string> fit_keys;
  unsigned parallel = 0;                  // simultaneous simulations; 0: the online CPUs
  int max_iterations = 20;                // Jacobian evaluations of LM
  double fd_step = 0.02;                  // forward-difference step in log space
  std::function<void(const std::string&)> log; // progress lines, may be empty
};

struct PublishedPointResult {
  PublishedPoint point;
  double before = 0; // the model at the starting parameters (SI)
  double after = 0;  // at the fitted parameters
  double residual_before = 0; // (model - published) / published
  double residual_after = 0;
};

struct PublishedFitResult {
  std::vector<std::string> keys;
  std::vector<double> start, fitted; // SI
  std::vector<bool> at_bound;
  std::vector<PublishedPointResult> points;
  double rms_before = 0, rms_after = 0; // RMS of the relative residuals
  double r_squared = 0;      // of log(model) against log(published), after the fit
  int iterations = 0;
  int simulations = 0;       // child runs in all
  bool converged = false;
  std::string reason;
};

// Checks that every key exists and is a continuous quantity (Size, Time,
// Rate, Real) with a positive start value, and that no scenario states it as
// a fact. Throws UsageError naming the key and what is accepted.
void check_fit_keys(const PublishedTable& table, const PublishedFitConfig& config);

// The `wbsim run` arguments of one scenario at parameter values `values`
// (SI, one per fit key): validate_run_args with the base profile and the
// base sets, then the fitted values.
std::vector<std::string> scenario_run_args(const PublishedScenario& s, const PublishedFitConfig& config,
                                           const std::vector<double>& values);

// The table without the points `skip` names (a scenario, a metric, or
// scenario/metric), and without the scenarios no point is left on. Throws
// UsageError for a name that matches no point, or when nothing is left.
PublishedTable without_points(const PublishedTable& table, const std::vector<std::string>& skip);

// Simulates every scenario at `values` and returns each point's model value
// (SI). Throws PublishedError when a run fails or lacks a metric.
std::vector<double> evaluate_published(const PublishedTable& table, const PublishedFitConfig& config,
                                       const std::vector<double>& values, int* simulations = nullptr);

PublishedFitResult fit_published(const PublishedTable& table, const PublishedFitConfig& config);

// The profile text: the fitted values with their provenance, R², and each
// point's residual; range-checked like calibration_profile.
std::string published_profile(const PublishedTable& table, const PublishedFitConfig& config,
                              const PublishedFitResult& result, const std::string& command_line);

} // namespace wbsim
