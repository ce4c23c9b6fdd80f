// FolioBatchTail: where the per-CPU folio batch puts its cost among buffered
// writes. A new folio goes onto the LRU through a per-CPU folio_batch of
// PAGEVEC_SIZE (31) folios (folio_add_lru, mm/swap.c); the write whose folio
// fills the batch moves all 31 under the lruvec lock (folio_batch_move_lru).
// So 1 in 31 folio-allocating writes is slower by pc.lru_batch_move: fio's
// clat of 4 KiB psync writes steps up at p96.8 (measured: p50 2.96 us,
// p97-p98 6.2-6.3 us). The mean is the batch's own (its time is inside
// pc.add_folio's average); this policy only places it, the same way for an
// aggregated batch of k writes and for k single writes, so both modes give
// the same percentiles.
#pragma once

#include "PeriodicTail.hpp"

#include <array>
#include <cstdint>

namespace wbsim {

class FolioBatchTail {
public:
  static constexpr double kBatchFolios = 31; // PAGEVEC_SIZE (include/linux/pagevec.h)

  explicit FolioBatchTail(double batch_move_seconds) : tail_(kBatchFolios, batch_move_seconds) {}

  using Point = PeriodicTail::Point;
  // k writes that took `each` seconds on average and added `folios` new
  // folios each: the writes that did not fill a batch, then those that did
  // (counts sum to k). With a batch filled by every write (31+ folios per
  // write) the cost is spread evenly and both points are `each`.
  std::array<Point, 2> split(uint64_t k, double each, double folios);

private:
  PeriodicTail tail_; // folios into the current batch, carried across calls
};

} // namespace wbsim
