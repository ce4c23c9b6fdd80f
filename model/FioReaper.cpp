#include "FioReaper.hpp"

#include <algorithm>

namespace wbsim {

FioReaper::FioReaper(int depth, Record record, JobResult* stats)
    : depth_(std::max(1, depth)), record_(std::move(record)), stats_(stats)
{
  pending_.reserve(static_cast<size_t>(depth_));
}

void FioReaper::reap(double now)
{
  if (stats_ && !pending_.empty() && pending_.back().measure)
    stats_->mark_complete(pending_.size());
  for (const auto& p : pending_)
    if (p.measure)
      record_(std::max(0.0, now - p.done), p.slat, 1, now, now);
  pending_.clear();
}

void FioReaper::drain(double now)
{
  reap(now);
}

void FioReaper::issue(double start, double each, uint64_t count, bool measure)
{
  const auto depth = static_cast<uint64_t>(depth_);
  double t = start;
  while (count > 0) {
    if (pending_.empty() && count >= depth) {
      // Whole cycles with the same per-write time: the write at position c
      // (0-based) of each cycle waits for the depth-1-c writes after it.
      const uint64_t cycles = count / depth;
      const double cycle = static_cast<double>(depth) * each; // each cycle is reaped at its end
      if (measure)
        for (uint64_t c = 0; c < depth; ++c)
          record_(static_cast<double>(depth - 1 - c) * each, each, cycles, t + cycle,
                  t + static_cast<double>(cycles) * cycle);
      if (measure && stats_) {
        for (uint64_t c = 1; c <= depth; ++c)
          stats_->mark_depth(c, cycles);
        stats_->mark_submit(cycles * depth);
        stats_->mark_complete(depth, cycles);
      }
      t += static_cast<double>(cycles * depth) * each;
      count -= cycles * depth;
      continue;
    }
    t += each;
    pending_.push_back({t, each, measure});
    if (measure && stats_) {
      stats_->mark_depth(pending_.size(), 1);
      stats_->mark_submit(1);
    }
    --count;
    if (pending_.size() >= depth)
      reap(t);
  }
}

} // namespace wbsim
