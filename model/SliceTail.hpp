// SliceTail: where the wait for a core lands among buffered writes when more
// job threads want the CPU than there are cores. The kernel shares cores in
// time slices, not by slowing every task down: a write runs at a busy core's
// speed unless its thread is preempted, and that write then waits out a
// slice of another thread (cpu.sched_slice). fio's four 64 KiB pvsync writers
// on 2 vCPUs (2026-12-04): clat p50 12.5-15 us, as with one writer, and
// p99.9 4.08 ms, one 250 Hz tick; spreading the wait evenly made every write
// twice as slow. The batch's time already holds the mean wait
// (SimContext::run_cpu); this policy only places it, carrying the partial
// slice across calls, so an aggregated batch of k writes and k single writes
// give the same percentiles. Pure: no SimGrid.
#pragma once

#include "PeriodicTail.hpp"

#include <array>
#include <cstdint>

namespace wbsim {

class SliceTail {
public:
  // slice: seconds a preempted thread waits (0 spreads every wait evenly).
  // A thread starts half a slice from its first preemption on average, so
  // a job's waits are not biased low by the slice it has not finished.
  explicit SliceTail(double slice) : slice_(slice), tail_(slice, slice, slice / 2) {}

  using Point = PeriodicTail::Point;
  // k writes that took `each` seconds on average, `waited` seconds of them in
  // all waiting for a core: the writes that were not preempted, then those
  // that were (counts sum to k). Waits of a slice or more per write, or no
  // wait, give `each` for all.
  std::array<Point, 2> split(uint64_t k, double each, double waited);

private:
  double slice_;
  PeriodicTail tail_; // seconds of waiting into the current slice, carried across calls
};

} // namespace wbsim
