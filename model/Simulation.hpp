// Simulation: builds one simulated host (CPU cores, one NVMe device behind
// its PCIe link) on SimGrid, starts the actors for a Workload and collects
// the RunResult. SimGrid keeps global state, so a process runs at most one
// simulation (DESIGN §7): callers that need many start a process for each.
#pragma once

#include "Params.hpp"
#include "Results.hpp"
#include "Workload.hpp"

#include <string>
#include <vector>

namespace wbsim {

struct SimOptions {
  bool progress = false;          // progress line on stderr
  std::string profile_name = "default";
  std::vector<std::string> simgrid_args; // --cfg=/--log= given by the user
  std::string trace_file;                // --trace: Chrome trace-event JSON
  bool check = false; // --check: model invariants at every sample, not only at the end (always in debug builds)
  // fio's --status-interval (seconds, 0 = off): the jobs' figures so far every
  // interval of simulated time, in RunResult::status.
  double status_interval = 0;
};

RunResult simulate(const Workload& workload, const Params& params, const SimOptions& options = {});

} // namespace wbsim
