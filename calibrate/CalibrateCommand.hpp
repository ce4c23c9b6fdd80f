// `wbsim calibrate --directory DIR -o machine.profile [--quick]`: runs the
// Calibrator's microbenchmarks under DIR and writes the fitted parameters as
// a profile (written to a temporary file and renamed, so -o never holds a
// partial profile).
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <functional>
#include <string>
#include <vector>

namespace wbsim {

// Exit status: 0 done, 1 refused or stopped (SIGINT, ENOSPC), 2 usage error.
int cmd_calibrate(const std::vector<std::string>& args);

// The value in [lo, hi] at which `predict`, falling as the value grows,
// meets `target` (bisection, boost::math::tools::bisect, `iterations`
// halvings at most). Where the target is out of reach, the nearer bound:
// clamped -1 at lo (predict(lo) <= target), +1 at hi (predict(hi) >= target),
// with the prediction there in at_bound. A target within `slack` (a
// fraction) below predict(lo) does not constrain the value: the model meets
// it with the value at lo, and what the bisection would find is wherever the
// prediction first bends, not a measurement (unconstrained, at lo). How
// calibrate fits a parameter by simulation (PhaseCheck::fit_key).
struct MatchResult {
  double value = 0;
  int clamped = 0;
  double at_bound = 0;
  bool unconstrained = false;
};
MatchResult match_decreasing(const std::function<double(double)>& predict, double target, double lo, double hi,
                             int iterations, double slack = 0);

// The bandwidth a self-check predicts from a `wbsim run --output-format=json`
// document: the bytes of all jobs over the longest runtime, fio's group line
// (B/s), timed by the exact simulated time where fio's whole-millisecond
// runtime rounds it.
double group_bw(const nlohmann::json& doc);

// The latency a ClatTail self-check predicts from the same document: the
// first job's longest write clat less its median, in seconds.
double clat_tail(const nlohmann::json& doc);

} // namespace wbsim
