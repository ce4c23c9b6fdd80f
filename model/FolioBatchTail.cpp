#include "FolioBatchTail.hpp"

#include <algorithm>
#include <cmath>

namespace wbsim {

std::array<FolioBatchTail::Point, 2> FolioBatchTail::split(uint64_t k, double each, double folios)
{
  const double per_write = folios / kBatchFolios; // batch moves per write, on average
  if (k == 0 || !(move_ > 0) || !(folios > 0) || per_write >= 1)
    return {Point{each, k}, Point{each, 0}};
  // Integer batch boundaries crossed by these k writes, carrying the partial
  // batch to the next call.
  const double total = filled_ + static_cast<double>(k) * folios;
  const double moves = std::floor(total / kBatchFolios);
  filled_ = total - moves * kBatchFolios;
  const auto m = static_cast<uint64_t>(std::min(moves, static_cast<double>(k)));
  // The batch's time is part of the average: the other writes are faster by
  // its share. A move longer than the writes it is spread over is capped.
  const double move = std::min(move_, each / per_write);
  const double base = each - move * per_write;
  return {Point{base, k - m}, Point{base + move, m}};
}

} // namespace wbsim
