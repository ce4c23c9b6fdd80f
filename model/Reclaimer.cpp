#include "Reclaimer.hpp"

#include "ContendedLock.hpp"
#include "SimContext.hpp"

#include <algorithm>

namespace wbsim {

double Reclaimer::deficit(const SimContext& ctx, double headroom)
{
  return std::max(0.0, ctx.memory_in_use() - (ctx.cache.capacity() - headroom));
}

double Reclaimer::kswapd_deficit(const SimContext& ctx)
{
  return deficit(ctx, 2 * ctx.params.mem_min_free);
}

void Reclaimer::wake()
{
  if (kicked_)
    return;
  kicked_ = true;
  wakeup_.notify_all();
}

double Reclaimer::reclaim(SimContext& ctx, double bytes, const char* who)
{
  const Params& p = ctx.params;
  // Other files' clean cache is older on the LRU: it goes first, at the
  // per-folio cost of its 4 KiB folios, under its own mappings' locks.
  double dropped = ctx.memory.take_other_cached(bytes);
  if (dropped > 0) {
    CpuWork w;
    w.add(KFunc::Reclaim, dropped / p.pc_page_size * p.reclaim_folio);
    ctx.run_cpu(w);
    ctx.memory.release(dropped, ctx.now());
  }
  for (size_t i = 0; i < ctx.cache.file_count() && dropped < bytes; ++i) {
    const size_t id = (ctx.reclaim_cursor + i) % ctx.cache.file_count();
    const double take = ctx.cache.drop_clean(id, bytes - dropped);
    if (take <= 0)
      continue;
    const double folios = take / ctx.cache.file(id).avg_folio_bytes(p.pc_page_size);
    CpuWork w;
    w.add(KFunc::Reclaim, folios * p.reclaim_folio);
    ctx.run_cpu(w);
    ctx.mapping_lock(id).hold(who, folios, p.lock_reclaim);
    ctx.memory.release(take, ctx.now());
    dropped += take;
    ctx.reclaim_cursor = id;
  }
  return dropped;
}

void Reclaimer::run()
{
  const Params& p = ctx_.params;
  while (true) {
    wakeup_.wait_until([this] { return kicked_; });
    kicked_ = false;
    // Reclaim to the high watermark (twice the low one), as kswapd does.
    double need = kswapd_deficit(ctx_);
    while (need > 0) {
      const double got = reclaim(ctx_, std::min(need, p.sim_batch_bytes), "__remove_mapping (kswapd)");
      if (got <= 0)
        break; // nothing clean left: writeback has to finish first
      need = kswapd_deficit(ctx_);
    }
  }
}

} // namespace wbsim
