#include "WakeupDelay.hpp"

#include <algorithm>

namespace wbsim {

WakeupDelay::WakeupDelay(double mean, double jitter, uint64_t seed, double tail_share, double tail)
    : fixed_(std::max(0.0, mean - std::clamp(jitter, 0.0, std::max(0.0, mean)))),
      jitter_(std::clamp(jitter, 0.0, std::max(0.0, mean))), share_(tail > 0 ? std::clamp(tail_share, 0.0, 1.0) : 0.0),
      tail_(share_ > 0 ? tail : 0.0), rng_(seed)
{
}

double WakeupDelay::long_extra()
{
  if (!(share_ > 0) || std::uniform_real_distribution<double>(0.0, 1.0)(rng_) >= share_)
    return 0;
  return std::exponential_distribution<double>(1.0 / tail_)(rng_);
}

double WakeupDelay::next()
{
  const double body = jitter_ <= 0 ? fixed_ : fixed_ + std::exponential_distribution<double>(1.0 / jitter_)(rng_);
  return body + long_extra();
}

} // namespace wbsim
