#include "MemoryState.hpp"

#include <algorithm>
#include <cmath>

namespace wbsim {

MemoryState::MemoryState(const Params& p, double free_bytes)
    : reporting_on_(p.mem_page_reporting), delay_(p.mem_report_delay), threshold_(p.mem_report_threshold),
      report_bw_(p.mem_report_bw), fault_bw_(p.mem_fault_in_bw),
      report_block_(p.pc_page_size * std::ldexp(1.0, static_cast<int>(p.mem_report_order))), page_bytes_(p.pc_page_size)
{
  other_cached_ = std::min(p.mem_start_cached, free_bytes);
  // The job files' dirty pages hold memory too (the page cache counts them).
  const double free_now = std::max(0.0, free_bytes - other_cached_ - p.mem_start_job_dirty);
  const double warm = reporting_on_ ? std::min(p.mem_start_warm + p.mem_start_freed, free_now) : free_now;
  // Of the warm memory, the job files' cached pages that fio's invalidate
  // frees as the job starts are freed memory of any order; the rest is small
  // blocks (machine-state: buddyinfo below page_reporting_order).
  freed_ = reporting_on_ ? std::min(p.mem_start_job_cached + p.mem_start_freed, warm) : warm;
  const int report_order = static_cast<int>(p.mem_report_order);
  const double small = warm - freed_;
  const double by_order[kOrders] = {p.mem_warm_o0, p.mem_warm_o1, p.mem_warm_o2, p.mem_warm_o3, p.mem_warm_o4,
                                    p.mem_warm_o5, p.mem_warm_o6, p.mem_warm_o7, p.mem_warm_o8, p.mem_warm_o9};
  double listed = 0;
  for (int o = 0; o < kOrders && o < report_order; ++o)
    listed += by_order[o];
  if (listed > 0) {
    // The per-order state, scaled to the small-block total (they are read
    // together; a hand-set mem.start_warm that disagrees wins).
    for (int o = 0; o < kOrders && o < report_order; ++o)
      small_[o] = by_order[o] * small / listed;
  } else {
    small_[0] = small;
    any_order_ = true;
  }
  cold_ = free_now - warm;
  // The freed memory waits from time 0 like memory freed during the run.
  if (reporting_on_ && freed_ >= threshold_ && freed_ > 0)
    waiting_since_ = 0;
  fig_.start_warm = warm;
  fig_.start_cold = cold_;
  fig_.start_cached = other_cached_;
  fig_.start_job_dirty = p.mem_start_job_dirty;
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
  const double moved = std::min(freed_, report_bw_ * (now - t));
  freed_ -= moved;
  cold_ += moved;
  fig_.reported += moved;
  if (freed_ <= 0) {
    freed_ = 0;
    passing_ = false;
    waiting_since_ = -1;
  }
}

MemoryState::Allocation MemoryState::allocate(double bytes, double now, double folio_bytes)
{
  advance(now);
  Allocation a;
  // The buddy allocator splits the smallest block that fits: small blocks
  // first, those of the folio's order or more, smallest first (the pieces of
  // a split block serve the following folios of the same order).
  double from_small = 0;
  if (folio_bytes < report_block_) {
    const double pages = std::max(1.0, folio_bytes / page_bytes_);
    const int k = any_order_ ? 0 : std::clamp(static_cast<int>(std::ceil(std::log2(pages) - 1e-9)), 0, kOrders - 1);
    for (int o = k; o < kOrders && from_small < bytes; ++o) {
      const double take = std::min(bytes - from_small, small_[o]);
      small_[o] -= take;
      from_small += take;
    }
  }
  const double from_freed = std::min(bytes - from_small, freed_);
  freed_ -= from_freed;
  a.warm = from_small + from_freed;
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
  freed_ += bytes;
  if (reporting_on_ && !passing_ && waiting_since_ < 0 && freed_ >= threshold_)
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
  return small_total() + freed_;
}

double MemoryState::small_total() const
{
  double t = 0;
  for (double b : small_)
    t += b;
  return t;
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
