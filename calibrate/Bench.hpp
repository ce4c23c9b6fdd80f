// Bench: `wbsim bench` (the speed benchmarks B1-B5), the simulator's own speed on the
// benchmarks of scenarios/bench/ (B1-B5, one .scenario file each: a job file
// plus the machine and kernel facts, the grammar of scenarios/published/).
//
//   wbsim bench [DIR] [--quick | --scale F] [--only NAME,...] [--repeat N]
//               [--set k=v] [--wbsim PATH] [--json FILE] [--dry-run]
//
// Each benchmark runs as a child `wbsim run ... --output-format=json`, one at
// a time (a concurrent one would share the cores it is timed on). Per
// benchmark it prints the simulated seconds and the SimGrid activities (from
// the run's "wbsim" section), the child's wall seconds (spawn to exit, what a
// user waits) and CPU seconds, the speed-up simulated/wall and the child's
// peak RSS (wait4's rusage, the getrusage(RUSAGE_CHILDREN) figure of that one
// child), and the model's write bandwidth (to compare modes or builds). With
// --repeat N each figure is the median of N runs. --quick runs every job at
// 1/256 of its size and runtime with 1/256 of the RAM (as validate --scale):
// a smoke test of the runner, not a speed figure. --wbsim PATH times another
// build's `run` (the baseline of an older commit).
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace wbsim {

struct BenchRun {
  double sim_s = 0;        // simulated seconds at the end of the run
  double wall_s = 0;       // host seconds, spawn to exit
  double cpu_s = 0;        // the child's user + system CPU seconds (steadier than wall on a shared machine)
  double simulate_s = 0;   // host seconds inside simulate() (the run's wall_time_s)
  double activities = 0;   // SimGrid activities the run started
  double peak_rss = 0;     // bytes
  double write_bw = 0;     // the model's answer: write bw_bytes summed over the jobs (B/s)
  double speedup() const { return wall_s > 0 ? sim_s / wall_s : 0.0; }
};

struct BenchRow {
  std::string name; // the scenario file's stem
  std::string description;
  std::vector<BenchRun> runs;
  std::string error; // a run that failed: what it said
};

// Field-wise medians of the runs (an even count: mean of the middle two).
BenchRun bench_median(const std::vector<BenchRun>& runs);
// One run's figures from its `wbsim run --output-format=json` document, wall
// time and peak RSS. Throws std::runtime_error naming a missing figure.
BenchRun bench_run_from(const nlohmann::json& doc, double wall_s, double cpu_s, double peak_rss);

std::string bench_text(const std::vector<BenchRow>& rows, double scale, int repeat);
nlohmann::json bench_json(const std::vector<BenchRow>& rows, double scale, int repeat);

// Exit 0 when every benchmark ran, 1 when one failed, 2 on a usage error.
int cmd_bench(const std::vector<std::string>& args);

} // namespace wbsim
