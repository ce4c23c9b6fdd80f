#include "WriteCache.hpp"

#include <algorithm>

namespace wbsim {

namespace {
constexpr double kByte = 0.5; // below half a byte the cache is empty (doubles)
}

WriteCache::WriteCache(double capacity, double drain_bw, double delay)
    : capacity_(capacity), drain_bw_(drain_bw), delay_(std::max(0.0, delay))
{
}

void WriteCache::drain(double bytes)
{
  cached_ = std::max(0.0, cached_ - bytes);
  while (bytes > 0 && !chunks_.empty()) {
    const double d = std::min(bytes, chunks_.front().bytes);
    chunks_.front().bytes -= d;
    bytes -= d;
    if (chunks_.front().bytes <= kByte)
      chunks_.pop_front();
  }
  if (chunks_.empty() || cached_ <= kByte) {
    chunks_.clear();
    cached_ = 0;
  }
}

void WriteCache::advance(double now)
{
  // The drain runs in intervals: forced (a flush, or more than capacity
  // cached) from t_, or in the background once the oldest chunk is `delay`
  // old. Each step ends where the reason to drain may change.
  while (t_ < now && cached_ > kByte) {
    const bool flushing = t_ < forced_until_;
    const bool full = cached_ > capacity_;
    double start = t_;
    double end = now;
    if (flushing) {
      end = std::min(end, forced_until_);
    } else if (full) {
      end = std::min(end, t_ + (cached_ - capacity_) / drain_bw_);
    } else {
      start = std::max(t_, chunks_.front().time + delay_);
      if (start >= now)
        break;
      end = std::min(end, start + chunks_.front().bytes / drain_bw_);
    }
    drain((end - start) * drain_bw_);
    t_ = end;
  }
  t_ = std::max(t_, now);
}

double WriteCache::write(double now, double bytes)
{
  if (!enabled() || bytes <= 0)
    return 0;
  advance(now);
  chunks_.push_back({now, bytes});
  cached_ += bytes;
  return cached_ > capacity_ ? (cached_ - capacity_) / drain_bw_ : 0.0;
}

double WriteCache::flush(double now)
{
  if (!enabled())
    return 0;
  advance(now);
  // Oldest first: what is cached now is on media after cached_/drain_bw,
  // whatever is written meanwhile.
  const double d = cached_ / drain_bw_;
  forced_until_ = std::max(forced_until_, now + d);
  return std::max(0.0, forced_until_ - now);
}

double WriteCache::take(double now)
{
  if (!enabled())
    return 0;
  advance(now);
  const double seconds = cached_ / drain_bw_;
  drain(cached_);
  return seconds;
}

double WriteCache::cached(double now)
{
  if (!enabled())
    return 0;
  advance(now);
  return cached_;
}

} // namespace wbsim
