#include "SliceTail.hpp"

namespace wbsim {

std::array<SliceTail::Point, 2> SliceTail::split(uint64_t k, double each, double waited)
{
  if (k == 0 || !(slice_ > 0) || !(waited > 0))
    return {Point{each, k}, Point{each, 0}};
  // Slices waited per write, on average.
  return tail_.split(k, each, waited / static_cast<double>(k) / slice_, waited);
}

} // namespace wbsim
