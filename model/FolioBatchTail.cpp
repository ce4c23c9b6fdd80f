#include "FolioBatchTail.hpp"

namespace wbsim {

std::array<FolioBatchTail::Point, 2> FolioBatchTail::split(uint64_t k, double each, double folios)
{
  // Batch moves per write, on average, and the folios these writes add.
  return tail_.split(k, each, folios / kBatchFolios, static_cast<double>(k) * folios);
}

} // namespace wbsim
