// Reclaimer: kswapd for the jobs' page cache. When free dirtyable memory
// falls below mem.min_free it drops clean folios (shrink_folio_list,
// __remove_mapping under the mapping's i_pages lock) until twice that is
// free. A writer that finds memory full reclaims for itself (direct reclaim).
#pragma once

#include "Signal.hpp"

namespace wbsim {

struct SimContext;

class Reclaimer {
public:
  explicit Reclaimer(SimContext& ctx) : ctx_(ctx) {}

  void wake();
  void run(); // the actor body (kswapd)
  // Drops up to `bytes` of clean cache from the calling actor, file by file,
  // with its CPU and lock costs; returns the bytes dropped.
  static double reclaim(SimContext& ctx, double bytes, const char* who);
  // Bytes over the low watermark that must go (0 when memory is fine).
  static double deficit(const SimContext& ctx, double headroom);
  // What kswapd still has to reclaim: the deficit to the high watermark
  // (twice mem.min_free), which it reclaims to once woken.
  static double kswapd_deficit(const SimContext& ctx);

private:
  SimContext& ctx_;
  Signal wakeup_;
  bool kicked_ = false;
};

} // namespace wbsim
