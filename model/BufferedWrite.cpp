#include "BufferedWrite.hpp"

#include "ContendedLock.hpp"
#include "Flusher.hpp"
#include "FsFront.hpp"
#include "InodeLock.hpp"
#include "Reclaimer.hpp"
#include "SimContext.hpp"
#include "StripedVolume.hpp"
#include "Tracer.hpp"

#include <simgrid/s4u/Actor.hpp>

#include <algorithm>

namespace sg4 = simgrid::s4u;

namespace wbsim {

namespace {

// balance_dirty_pages(): the task's pause for its `pending` dirtied bytes, if
// any, slept here; returns it (seconds).
double balance_dirty_pages(SimContext& ctx, double& pending)
{
  ctx.refresh_bandwidth();
  const ThrottleDecision d =
      ctx.throttle.decide(ctx.dirty_and_writeback(), ctx.dirty_ratelimit(), pending, ctx.bandwidth.bandwidth());
  if (!d.throttled) {
    pending = 0;
    return 0;
  }
  if (!(d.pause > 0))
    return 0;
  pending = 0;
  ctx.throttled++;
  const double slept_at = ctx.now();
  sg4::this_actor::sleep_for(d.pause);
  ctx.throttled--;
  if (ctx.tracer)
    ctx.tracer->span("throttle", "balance_dirty_pages", slept_at, ctx.now());
  ctx.activities++;
  auto& tf = ctx.figures.throttle;
  tf.pauses++;
  tf.total_pause += d.pause;
  tf.max_pause = std::max(tf.max_pause, d.pause);
  return d.pause;
}

// write_begin's reads of partly covered pages (PartialPageRead): one page
// each, one after another, each waited for; returns the seconds they took.
double read_partial_pages(SimContext& ctx, uint64_t reads)
{
  const Params& p = ctx.params;
  const double t0 = ctx.now();
  CpuWork w;
  w.add(KFunc::NvmeCmd, static_cast<double>(reads) * p.dev_cmd_cpu);
  w.add(KFunc::DeviceKick, static_cast<double>(reads) * p.dev_kick);
  ctx.run_cpu(w);
  Signal done_signal;
  for (uint64_t i = 0; i < reads; ++i) {
    bool done = false;
    auto req = std::make_unique<IoRequest>();
    req->dir = IoDir::Read;
    req->bytes_each = p.pc_page_size;
    req->on_complete = [&done, &done_signal](IoRequest&) {
      done = true;
      done_signal.notify_all();
    };
    ctx.device->submit(std::move(req));
    done_signal.wait_until([&done] { return done; });
  }
  ctx.figures.partial_reads += reads;
  ctx.figures.partial_read_time += ctx.now() - t0;
  return ctx.now() - t0;
}

} // namespace

WriteOutcome perform_buffered_write(SimContext& ctx, const WriteBatch& b, double& pending)
{
  const Params& p = ctx.params;
  const double k = static_cast<double>(b.count);
  const double t0 = ctx.now();
  const bool started_free = ctx.dirty_and_writeback() <= ctx.limits.freerun;
  // Allocating the folios may need memory back first: direct reclaim in this
  // task when the cache is full, kswapd in the background when it is low.
  const double over = ctx.memory_in_use() + b.shape.bytes_new_dirty * k - ctx.cache.capacity();
  if (over > 0)
    Reclaimer::reclaim(ctx, over, "__remove_mapping (direct)");
  if (Reclaimer::deficit(ctx, p.mem_min_free) > 0)
    ctx.reclaimer->wake();
  WriteOutcome out;
  // XFS holds the inode lock exclusively across the buffered write, and the
  // mapping's i_pages lock once per folio inserted and per folio dirtied.
  InodeLock& inode = ctx.inode_lock(b.file);
  inode.lock(k);
  out.core_wait = ctx.run_cpu(b.cpu.scaled(k));
  ContendedLock& mapping = ctx.mapping_lock(b.file);
  mapping.hold("filemap_add_folio", b.shape.folios_new * k, p.lock_insert);
  mapping.hold("__folio_mark_dirty", b.shape.folios_dirtied * k, p.lock_mark_dirty);
  WriteEffect effect = ctx.cache.write(b.file, b.fresh ? b.shape.bytes_new_dirty * k : static_cast<double>(b.bs) * k,
                                       b.fresh, ctx.now(), static_cast<double>(b.bs) * k);
  ctx.cache.note_folios(b.file, b.shape.folios_new * k, b.fresh ? b.shape.bytes_new_dirty * k : effect.inserted);
  // New folios come from warm memory first; cold (reported) memory stalls
  // the copy while the host faults it in, which the writer pays.
  const double folio_bytes =
      b.shape.folios_new > 0 ? b.shape.pages_new / b.shape.folios_new * p.pc_page_size : p.pc_page_size;
  const MemoryState::Allocation mem = ctx.memory.allocate(effect.inserted, ctx.now(), folio_bytes);
  out.fault = ctx.memory.fault_time(mem.cold);
  out.cold = out.fault > 0 ? mem.cold : 0;
  if (out.fault > 0) {
    out.fault = ctx.fault_in(out.fault);
    ctx.memory.note_fault_time(out.fault);
  }
  if (b.reads > 0)
    out.read_time = read_partial_pages(ctx, b.reads);
  ctx.fs->after_write(ctx, b, effect);
  inode.unlock();
  if (ctx.tracer)
    ctx.tracer->span("write", "write() x " + std::to_string(b.count), t0, ctx.now());
  if (ctx.cache.dirty() > ctx.limits.bg_thresh)
    ctx.flusher->wake();
  ctx.bytes_done += static_cast<double>(b.bs) * k;

  out.cpu_time = ctx.now() - t0;
  // balance_dirty_pages_ratelimited() after the batch.
  pending += effect.new_dirty;
  // A batch that crosses freerun is charged like the one write that crossed
  // it (what checking after every write charges), not for the writes made
  // while the task ran free: that over-charge made long pauses that left
  // the device idle in the aggregated mode.
  if (started_free && k > 1)
    pending = std::min(pending, std::max(effect.new_dirty / k, ctx.dirty_and_writeback() - ctx.limits.freerun));
  out.pause = balance_dirty_pages(ctx, pending);
  return out;
}

} // namespace wbsim
