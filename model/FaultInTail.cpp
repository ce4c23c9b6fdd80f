#include "FaultInTail.hpp"

namespace wbsim {

std::array<FaultInTail::Point, 2> FaultInTail::split(uint64_t k, double each, double cold)
{
  if (k == 0 || !(block_ > 0))
    return {Point{each, k}, Point{each, 0}};
  // Blocks entered per write, on average.
  return tail_.split(k, each, cold / static_cast<double>(k) / block_, cold);
}

} // namespace wbsim
