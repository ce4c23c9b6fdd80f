#include "FaultInTail.hpp"

#include <algorithm>
#include <cmath>

namespace wbsim {

std::array<FaultInTail::Point, 2> FaultInTail::split(uint64_t k, double each, double cold)
{
  if (k == 0 || !(cold > 0) || !(block_ > 0) || !(fault_bw_ > 0))
    return {Point{each, k}, Point{each, 0}};
  const double kd = static_cast<double>(k);
  const double per_write = cold / kd / block_; // blocks entered per write, on average
  if (per_write >= 1)
    return {Point{each, k}, Point{each, 0}};
  const double total = filled_ + cold;
  const double blocks = std::floor(total / block_);
  filled_ = total - blocks * block_;
  const auto m = static_cast<uint64_t>(std::min(blocks, kd));
  // The others are faster by their mean share; a stall longer than the
  // writes it is spread over is capped (the batch's time is all there is).
  const double stall = std::min(block_ / fault_bw_, each / per_write);
  const double base = each - stall * per_write;
  return {Point{base, k - m}, Point{base + stall, m}};
}

} // namespace wbsim
