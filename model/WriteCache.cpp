#include "WriteCache.hpp"

#include <algorithm>
#include <limits>

namespace wbsim {

namespace {
constexpr double kByte = 0.5; // below half a byte the cache is empty (doubles)
}

WriteCache::WriteCache(double capacity, double drain_bw, double delay, double background)
    : capacity_(capacity), drain_bw_(drain_bw), delay_(std::max(0.0, delay)),
      background_(background > 0 ? background : std::numeric_limits<double>::infinity())
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
  // old. Each step ends where the reason to drain may change. The over-capacity
  // and background steps drain their bytes whole, not as time x rate: a few
  // bytes over capacity late in a run take less than one ulp of t_, and a
  // step of zero seconds drained nothing and never ended (a time_based direct
  // job hung 3 s into its run, 2026-12-04).
  while (t_ < now && cached_ > kByte) {
    if (t_ < forced_until_) {
      const double end = std::min(now, forced_until_);
      drain((end - t_) * drain_bw_);
      t_ = end;
      continue;
    }
    // Over capacity or over the background threshold, it drains from t_ down
    // to the lower of the two that it is over.
    const double floor = cached_ > background_ ? std::min(background_, capacity_) : capacity_;
    const bool over = cached_ > floor;
    const double start = over ? t_ : std::max(t_, chunks_.front().time + delay_);
    if (start >= now)
      break;
    const double target = over ? cached_ - floor : chunks_.front().bytes;
    const double bytes = std::min(target, (now - start) * drain_bw_);
    drain(bytes);
    if (bytes < target) {
      t_ = now;
      break;
    }
    if (over)
      cached_ = std::min(cached_, floor); // no rounding residue left over the floor
    t_ = start + bytes / drain_bw_;
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
