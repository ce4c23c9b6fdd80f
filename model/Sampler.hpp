// Sampler: records the dirty/writeback time series at sim.sample_interval
// (halving its resolution when sim.max_samples is reached, so memory stays
// bounded), tracks the peak, and prints the progress line on a terminal.
#pragma once

#include <chrono>

namespace wbsim {

class Invariants;

struct SimContext;

class Sampler {
public:
  Sampler(SimContext& ctx, bool progress);
  void run(); // the actor body (a daemon)
  void sample();
  void finish_progress();
  // Checks the continuous invariants at every sample (--check).
  void watch(Invariants* invariants) { watch_ = invariants; }

private:
  void print_progress(bool final_line);

  SimContext& ctx_;
  bool progress_;
  double interval_;
  std::chrono::steady_clock::time_point wall_start_;
  std::chrono::steady_clock::time_point last_print_;
  bool printed_ = false;
  Invariants* watch_ = nullptr;
};

} // namespace wbsim
