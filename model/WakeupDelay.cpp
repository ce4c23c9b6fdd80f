#include "WakeupDelay.hpp"

#include <algorithm>

namespace wbsim {

WakeupDelay::WakeupDelay(double mean, double jitter, uint64_t seed)
    : fixed_(std::max(0.0, mean - std::clamp(jitter, 0.0, std::max(0.0, mean)))),
      jitter_(std::clamp(jitter, 0.0, std::max(0.0, mean))), rng_(seed)
{
}

double WakeupDelay::next()
{
  if (jitter_ <= 0)
    return fixed_;
  return fixed_ + std::exponential_distribution<double>(1.0 / jitter_)(rng_);
}

} // namespace wbsim
