// MemoryState: where new page cache comes from. Free memory is warm (resident)
// or cold: on a VM with free page reporting (mm/page_reporting.c, virtio-balloon
// VIRTIO_BALLOON_F_REPORTING) free pages are handed back to the host once
// enough of them have waited mem.report_delay, and the first touch after
// they are reallocated faults them in again. Other files' clean page cache
// is memory too, which reclaim gives back (warm). Pure state, no SimGrid.
#pragma once

#include "Params.hpp"

#include <array>

namespace wbsim {

struct MemoryFigures {
  double start_warm = 0;     // bytes of resident free memory at the start
  double start_cold = 0;     // bytes of reported free memory at the start
  double start_cached = 0;   // other files' clean cache at the start
  double faulted_in = 0;     // cold bytes that new page cache faulted in
  double fault_time = 0;     // task-seconds those faults stalled writers
  double reported = 0;       // warm bytes reported to the host during the run
  double other_reclaimed = 0; // other files' clean cache reclaimed
  double start_job_dirty = 0; // the job files' dirty pages at the start
  double open_writeback = 0;  // ... of which fio's invalidate=1 wrote back as the jobs opened the files
  double open_writeback_time = 0; // task-seconds the opens spent submitting it
};

class MemoryState {
public:
  // `free_bytes`: dirtyable memory not holding page cache at the start.
  MemoryState(const Params& p, double free_bytes);

  struct Allocation {
    double warm = 0;
    double cold = 0;
  };
  // `bytes` of new page cache in folios of `folio_bytes` at `now`: resident
  // memory first (the buddy allocator hands out unreported pages before
  // reported ones), then cold. Folios of mem.report_order or more cannot
  // come from the small blocks that are never reported.
  Allocation allocate(double bytes, double now, double folio_bytes = 0);
  // Memory freed at `now` (reclaim, truncation): resident until reported.
  void release(double bytes, double now);
  // Reclaim takes other files' clean cache first (it is older on the LRU):
  // returns the bytes taken, which the caller releases after its cost.
  double take_other_cached(double bytes);

  double other_cached() const { return other_cached_; }
  double warm(double now);
  double cold(double now);
  // Seconds one task stalls faulting in `cold_bytes`.
  double fault_time(double cold_bytes) const;
  const MemoryFigures& figures() const { return fig_; }
  void note_fault_time(double seconds) { fig_.fault_time += seconds; }
  void note_open_writeback(double bytes, double seconds)
  {
    fig_.open_writeback += bytes;
    fig_.open_writeback_time += seconds;
  }

private:
  void advance(double now); // runs the reporting passes up to `now`

  bool reporting_on_;
  double delay_, threshold_, report_bw_, fault_bw_;
  double report_block_; // bytes of a block of mem.report_order
  double page_bytes_;
  // Warm memory is in small blocks (below mem.report_order: never reported,
  // only for smaller folios) or freed recently (any order, reported once
  // enough of it has waited). small_[o]: bytes in free blocks of order o;
  // without a per-order state (mem.warm_o* all 0) it is all in small_[0]
  // and any_order_ lets every folio below the report order use it.
  static constexpr int kOrders = 10;
  std::array<double, kOrders> small_{};
  bool any_order_ = false;
  double freed_ = 0, cold_ = 0, other_cached_ = 0;
  double small_total() const;
  double waiting_since_ = -1; // when warm memory last reached the threshold; -1: below it
  bool passing_ = false;      // a reporting pass is draining warm memory
  double last_ = 0;
  MemoryFigures fig_;
};

} // namespace wbsim
