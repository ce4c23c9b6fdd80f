#include "MemoryState.hpp"

#include <algorithm>

namespace wbsim {

MemoryState::MemoryState(const Params& p, double free_bytes)
    : reporting_on_(p.mem_page_reporting), delay_(p.mem_report_delay), threshold_(p.mem_report_threshold),
      report_bw_(p.mem_report_bw), fault_bw_(p.mem_fault_in_bw)
{
  other_cached_ = std::min(p.mem_start_cached, free_bytes);
  const double free_now = std::max(0.0, free_bytes - other_cached_);
  warm_ = reporting_on_ ? std::min(p.mem_start_warm, free_now) : free_now;
  cold_ = free_now - warm_;
  // The warm memory was freed just before the start (fio's invalidate, a
  // deleted file): it waits from time 0 like memory freed during the run.
  if (reporting_on_ && warm_ >= threshold_ && warm_ > 0)
    waiting_since_ = 0;
  fig_.start_warm = warm_;
  fig_.start_cold = cold_;
  fig_.start_cached = other_cached_;
}

void MemoryState::advance(double now)
{
  if (!reporting_on_ || now <= last_) {
    last_ = std::max(last_, now);
    return;
  }
  double t = last_;
  last_ = now;
  if (!passing_) {
    if (waiting_since_ < 0)
      return;
    const double start = waiting_since_ + delay_;
    if (start >= now)
      return;
    passing_ = true;
    t = std::max(t, start);
  }
  // A pass reports everything that waits, at the reporting rate.
  const double moved = std::min(warm_, report_bw_ * (now - t));
  warm_ -= moved;
  cold_ += moved;
  fig_.reported += moved;
  if (warm_ <= 0) {
    warm_ = 0;
    passing_ = false;
    waiting_since_ = -1;
  }
}

MemoryState::Allocation MemoryState::allocate(double bytes, double now)
{
  advance(now);
  Allocation a;
  a.warm = std::min(bytes, warm_);
  warm_ -= a.warm;
  a.cold = std::min(bytes - a.warm, cold_);
  cold_ -= a.cold;
  if (reporting_on_) {
    fig_.faulted_in += a.cold;
  } else {
    a.warm += a.cold; // no reporting: all free memory is resident
    a.cold = 0;
  }
  return a;
}

void MemoryState::release(double bytes, double now)
{
  advance(now);
  if (bytes <= 0)
    return;
  warm_ += bytes;
  if (reporting_on_ && !passing_ && waiting_since_ < 0 && warm_ >= threshold_)
    waiting_since_ = now;
}

double MemoryState::take_other_cached(double bytes)
{
  const double take = std::clamp(bytes, 0.0, other_cached_);
  other_cached_ -= take;
  fig_.other_reclaimed += take;
  return take;
}

double MemoryState::warm(double now)
{
  advance(now);
  return warm_;
}

double MemoryState::cold(double now)
{
  advance(now);
  return cold_;
}

double MemoryState::fault_time(double cold_bytes) const
{
  return reporting_on_ && cold_bytes > 0 ? cold_bytes / fault_bw_ : 0.0;
}

} // namespace wbsim
