#include "DirtyThrottle.hpp"

#include <algorithm>
#include <cmath>

namespace wbsim {

DirtyLimits DirtyLimits::from(const Params& p)
{
  return from_thresholds(p.dirty_threshold(), p.background_threshold());
}

DirtyLimits DirtyLimits::from_thresholds(double thresh, double bg_thresh)
{
  DirtyLimits l;
  l.thresh = thresh;
  l.bg_thresh = bg_thresh;
  l.freerun = (thresh + bg_thresh) / 2;
  l.limit = thresh;
  l.setpoint = (l.freerun + l.limit) / 2;
  return l;
}

double DirtyThrottle::pos_ratio(double dirty) const
{
  const double span = limits_.limit - limits_.setpoint;
  if (span <= 0)
    return dirty < limits_.limit ? 2.0 : 0.0;
  const double x = (limits_.setpoint - dirty) / span;
  return std::clamp(1.0 + x * x * x, 0.0, 2.0);
}

double DirtyThrottle::pool_max_pause(double dirty, double write_bw) const
{
  if (write_bw <= 0)
    return max_pause_;
  constexpr double kSafety = 0.128; // roundup_pow_of_two(1 + HZ/8) / HZ for HZ = 1000 (and 250)
  constexpr double kJiffy = 0.001;
  return std::min(max_pause_, kSafety * dirty / write_bw + kJiffy);
}

double DirtyThrottle::poll_interval_bytes(double dirty, double page_size) const
{
  const double room = std::floor((limits_.freerun - dirty) / page_size);
  if (room < 1)
    return page_size;
  const int ilog2 = static_cast<int>(std::floor(std::log2(room)));
  return std::ldexp(1.0, ilog2 / 2) * page_size;
}

ThrottleDecision DirtyThrottle::decide(double dirty, double dirty_ratelimit, double bytes_pending,
                                       double write_bw) const
{
  ThrottleDecision d;
  if (dirty <= limits_.freerun)
    return d;
  d.throttled = true;
  d.pos_ratio = pos_ratio(dirty);
  d.task_rate = dirty_ratelimit * d.pos_ratio;
  // At or over the limit the rate is 0: the task sleeps MAX_PAUSE and retries.
  const double cap = pool_max_pause(dirty, write_bw);
  const double pause = d.task_rate > 0 ? bytes_pending / d.task_rate : cap;
  d.pause = std::min(pause, cap);
  if (d.pause < min_pause_ && dirty < limits_.limit)
    d.pause = 0;
  return d;
}

double DirtyThrottle::bytes_until_pause(double dirty, double dirty_ratelimit) const
{
  if (dirty <= limits_.freerun)
    return HUGE_VAL;
  return dirty_ratelimit * pos_ratio(dirty) * min_pause_;
}

} // namespace wbsim
