// TestbedCheck: `wbsim testbed --check`. Predicts every measured first-write
// cell with the model (a child `wbsim run` per cell, with
// testbed-vm+testbed-<fs> from the profiles directory), and compares: IOPS
// and bandwidth error, p50/p99, the engine ordering per filesystem, the
// io_uring inline/punt ratio on XFS and btrfs, the top-5 perf functions'
// shares against the simulated CPU profile, and the spin-lock shares with
// the model's bottleneck verdict for 1 and 4 writers. Overwrite cells are
// listed as not predicted (the model has no layout pass).
#pragma once

#include "Testbed.hpp"

#include <nlohmann/json.hpp>

#include <string>

namespace wbsim {

struct CheckTolerances {
  double median_error = 0.10;   // median |IOPS error| over the cells
  double worst_error = 0.30;    // no cell worse
  double punt_ratio_error = 0.10; // io_uring inline/punt ratio, XFS and btrfs
  double share_points = 5.0;    // top-5 functions: |measured - simulated| share, percentage points
};

struct CheckRow {
  double measured = 0, predicted = 0;
  double error() const { return measured > 0 ? (predicted - measured) / measured : 0.0; }
};

// Pure: the verdicts on measured and predicted IOPS per cell key.
struct CheckVerdict {
  double median_abs_error = 0, worst_abs_error = 0;
  std::string worst_cell;
  std::vector<std::string> ordering_misses;   // "xfs/4k/1j: measured psync > io_uring, predicted <"
  std::vector<std::string> punt_ratio_misses; // "xfs/4k/1j: measured 3.6x, predicted 1.9x"
  bool pass = false;
};
CheckVerdict judge(const std::vector<MatrixCell>& cells, const std::vector<CheckRow>& rows,
                   const std::vector<Spread>& measured_spread, const CheckTolerances& tol);

struct TestbedCheck {
  std::string table;
  nlohmann::json json;
  bool pass = false;
};
// Throws UsageError naming the first of testbed-vm.profile and
// testbed-<fs>.profile (for each of `filesystems`) missing from `profiles_dir`
// (empty: scenarios/profiles), and what writes them.
void require_testbed_profiles(const std::string& profiles_dir, const std::vector<std::string>& filesystems);
// Throws UsageError if a profile is missing.
TestbedCheck check_testbed(const TestbedRecord& rec, const std::string& profiles_dir,
                           const CheckTolerances& tol = {});

} // namespace wbsim
