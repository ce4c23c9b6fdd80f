#include "PeriodicTail.hpp"

#include <algorithm>
#include <cmath>

namespace wbsim {

std::array<PeriodicTail::Point, 2> PeriodicTail::split(uint64_t k, double each, double per_write, double units)
{
  if (k == 0 || !(cost_ > 0) || !(period_ > 0) || !(units > 0) || per_write >= 1)
    return {Point{each, k}, Point{each, 0}};
  // Integer period boundaries crossed by these k writes.
  const double total = filled_ + units;
  const double crossed = std::floor(total / period_);
  filled_ = total - crossed * period_;
  const auto m = static_cast<uint64_t>(std::min(crossed, static_cast<double>(k)));
  // A cost longer than the writes it is spread over is capped (the batch's
  // time is all there is).
  const double cost = std::min(cost_, each / per_write);
  const double base = each - cost * per_write;
  return {Point{base, k - m}, Point{base + cost, m}};
}

} // namespace wbsim
