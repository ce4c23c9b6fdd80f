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

ThrottleDecision DirtyThrottle::decide(double dirty, double dirty_ratelimit, double bytes_pending) const
{
  ThrottleDecision d;
  if (dirty <= limits_.freerun)
    return d;
  d.throttled = true;
  d.pos_ratio = pos_ratio(dirty);
  d.task_rate = dirty_ratelimit * d.pos_ratio;
  // At or over the limit the rate is 0: the task sleeps MAX_PAUSE and retries.
  const double pause = d.task_rate > 0 ? bytes_pending / d.task_rate : max_pause_;
  d.pause = std::min(pause, max_pause_);
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
