#include "FioReaper.hpp"

#include <algorithm>

namespace wbsim {

FioReaper::FioReaper(int depth, Record record, JobResult* stats)
    : depth_(std::max(1, depth)), record_(std::move(record)), stats_(stats)
{
}

void FioReaper::reap_oldest(double now)
{
  const Pending p = pending_.front();
  pending_.pop_front();
  if (!p.measure)
    return;
  record_(std::max(0.0, now - p.done), p.slat, 1, now, now);
  if (stats_)
    stats_->mark_complete(1);
}

void FioReaper::drain(double now)
{
  while (!pending_.empty())
    reap_oldest(now);
}

void FioReaper::issue(double start, double each, uint64_t count, bool measure)
{
  const auto depth = static_cast<uint64_t>(depth_);
  double t = start;
  // One write at a time until the queue holds only this batch's writes;
  // from there on every reap is of a write depth-1 places ahead.
  for (uint64_t i = 0; i < std::min(count, depth); ++i) {
    t += each;
    pending_.push_back({t, each, measure});
    if (measure && stats_) {
      stats_->mark_depth(pending_.size(), 1);
      stats_->mark_submit(1);
    }
    if (pending_.size() >= depth)
      reap_oldest(t);
  }
  if (count > depth)
    issue_steady(t, each, count - depth, measure);
}

void FioReaper::issue_steady(double t, double each, uint64_t count, bool measure)
{
  const auto depth = static_cast<uint64_t>(depth_);
  const double n = static_cast<double>(count);
  if (measure) {
    record_(static_cast<double>(depth - 1) * each, each, count, t + each, t + n * each);
    if (stats_) {
      stats_->mark_depth(depth, count);
      stats_->mark_submit(count);
      stats_->mark_complete(1, count);
    }
  }
  // Those reaped left the queue, which keeps the last depth-1 writes.
  const auto popped = static_cast<long>(std::min<uint64_t>(count, pending_.size()));
  pending_.erase(pending_.begin(), pending_.begin() + popped);
  const uint64_t keep = std::min<uint64_t>(depth - 1, count);
  for (uint64_t i = keep; i > 0; --i)
    pending_.push_back({t + (n - static_cast<double>(i - 1)) * each, each, measure});
}

} // namespace wbsim
