// PeriodicTail: a cost paid once every `period` units of something the writes
// add (folios to a per-CPU batch, cold bytes to a host huge page), placed on
// the write that crosses a period boundary. The mean is the caller's: the
// batch's time already holds the cost's share, so the other writes are
// faster by it. The partial period is carried across calls, so an aggregated
// batch of k writes and k single writes give the same percentiles. Shared by
// FolioBatchTail and FaultInTail. Pure: no SimGrid.
#pragma once

#include <array>
#include <cstdint>

namespace wbsim {

class PeriodicTail {
public:
  // period: units between payments; cost: seconds per payment (0 disables).
  // filled: units already into the first period (0: the first payment comes
  // after a whole period).
  PeriodicTail(double period, double cost, double filled = 0) : period_(period), cost_(cost), filled_(filled) {}

  struct Point {
    double latency = 0; // seconds
    uint64_t count = 0;
  };
  // k writes that took `each` seconds on average, crossing `per_write`
  // periods each on average and adding `units` in all: the writes that crossed
  // no boundary, then those that did (counts sum to k). Writes that cross a
  // boundary each (per_write >= 1), or no units, give `each` for all.
  std::array<Point, 2> split(uint64_t k, double each, double per_write, double units);

private:
  double period_, cost_;
  double filled_; // units into the current period, carried across calls
};

} // namespace wbsim
