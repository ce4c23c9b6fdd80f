#include "Flusher.hpp"

#include "CompletionWorker.hpp"
#include "ContendedLock.hpp"
#include "FsFront.hpp"
#include "FuseDaemon.hpp"
#include "Reclaimer.hpp"
#include "StripedVolume.hpp"
#include "SimContext.hpp"
#include "Tracer.hpp"

#include <algorithm>
#include <cmath>
#include <memory>

namespace wbsim {

namespace {
// Bytes of writeback the aggregated mode moves as one group: sim.batch_bytes,
// but at most 1/sim.band_groups of the throttle's control band (freerun to
// limit), so that completions lower dirty+writeback in steps the dirty
// throttle can follow on small machines as it does in the fine-grained mode.
double batch_bytes(const SimContext& ctx)
{
  const double band = ctx.limits.limit - ctx.limits.freerun;
  const double bytes = std::min(ctx.params.sim_batch_bytes, band / ctx.params.sim_band_groups);
  return bytes >= ctx.params.sim_batch_bytes ? bytes : std::max(1.0, std::floor(bytes / 1048576.0)) * 1048576.0;
}

// Writeback an fsync waits for: its CPU, the device (or daemon) and the
// completions overlap, and a group runs them in series, so the aggregated
// mode cuts the file's dirty data into sim.sync_groups groups of whole
// `unit`s (ioends, FUSE requests) and only the last one's series shows.
double sync_group_cap(const SimContext& ctx, size_t file, double unit)
{
  return std::ceil(ctx.cache.file(file).dirty / unit / ctx.params.sim_sync_groups) * unit;
}

// Bytes one writeback group moves: a whole number of ioends.
// Fine-grained: one ioend per group, each command its own request.
// Aggregated: ioends up to sim.batch_bytes per group, and writeback an fsync
// waits for in at least sim.sync_groups groups; ioends of
// sim.own_completion or more up to sim.free_merge_bytes while neither the
// throttle, reclaim nor an fsync waits on the completions (below freerun,
// memory short of its reclaim headroom, background writeback), else one per
// group.
double group_bytes(SimContext& ctx, size_t file, double ioend_bytes, double max_bytes, bool waited)
{
  const Params& p = ctx.params;
  double group_cap = 0;
  if (p.sim_aggregate && ioend_bytes < p.sim_own_completion) {
    group_cap = batch_bytes(ctx);
    if (waited)
      group_cap = std::min(group_cap, sync_group_cap(ctx, file, ioend_bytes));
  } else if (p.sim_aggregate && !waited && ctx.dirty_and_writeback() < ctx.limits.freerun &&
           Reclaimer::kswapd_deficit(ctx) <= 0)
    group_cap = std::min(p.sim_free_merge_bytes, batch_bytes(ctx));
  return ioend_bytes * std::max(1.0, std::floor(std::min(group_cap, max_bytes) / ioend_bytes));
}

// The CPU that starts writeback of one group: marking the folios, building
// the bios and NVMe commands, the doorbells, and ext4's extent splits.
CpuWork start_group_work(const Params& p, const CachedFile& f, const WritebackPlan& plan, double ioends)
{
  CpuWork w;
  w.add(KFunc::FolioStartWb, plan.folios * p.wb_folio_start);
  w.add(KFunc::BioBuild, plan.bios * p.wb_bio_build);
  w.add(KFunc::NvmeCmd, plan.commands * p.dev_cmd_cpu);
  // wb_writeback plugs its submissions: one doorbell per plug flush (a
  // share of one here; the plug spans the groups of one writepages call).
  w.add(KFunc::DeviceKick, plan.commands / static_cast<double>(p.blk_plug_requests) * p.dev_kick);
  // ext4 maps each dirty run of fio's preallocated file into its unwritten
  // extent as it submits it (mpage_map_and_submit_extent, split per extent
  // as for a direct write); the completion converts it (CompletionWorker).
  if (p.fs() == FsType::Ext4 && p.has_unwritten_extents() && f.first_writeback())
    w.add(KFunc::UnwrittenSplit, ioends * p.fs_unwritten_split);
  return w;
}
} // namespace

void Flusher::wake()
{
  if (running_ || kicked_)
    return;
  kicked_ = true;
  wakeup_.notify_all();
}

bool Flusher::has_work(double now) const
{
  if (ctx_.cache.dirty() > ctx_.limits.bg_thresh)
    return true;
  // The periodic (kupdate) pass: any file dirtied longer ago than dirty_expire.
  for (size_t i = 0; i < ctx_.cache.file_count(); ++i) {
    const auto& f = ctx_.cache.file(i);
    if (f.dirty > 0 && f.dirtied_when >= 0 && f.dirtied_when <= now - ctx_.params.vm_dirty_expire)
      return true;
  }
  return false;
}

void Flusher::run()
{
  const Params& p = ctx_.params;
  while (true) {
    wakeup_.wait_for([this] { return kicked_; }, p.vm_dirty_writeback_interval);
    kicked_ = false;
    double now = ctx_.now();
    if (!has_work(now))
      continue;
    running_ = true;
    started_ = now;
    ctx_.figures.flusher.runs++;
    while (has_work(now)) {
      const bool background = ctx_.cache.dirty() > ctx_.limits.bg_thresh;
      const auto file = background ? ctx_.cache.next_dirty() : ctx_.cache.next_dirty(now - p.vm_dirty_expire);
      if (!file)
        break;
      const double chunk = ctx_.writeback_policy.chunk_bytes(ctx_.bandwidth.bandwidth(), ctx_.limits.thresh);
      write_back(ctx_, *file, chunk);
      ctx_.figures.flusher.chunks++;
      now = ctx_.now();
    }
    busy_ += ctx_.now() - started_;
    if (ctx_.tracer)
      ctx_.tracer->span("flusher", "wb_writeback", started_, ctx_.now());
    running_ = false;
  }
}

double Flusher::write_back(SimContext& ctx, size_t file, double max_bytes, bool waited)
{
  const Params& p = ctx.params;
  const CachedFile& f = ctx.cache.file(file);
  return ctx.fs->write_back(ctx, file, max_bytes, f.avg_folio_bytes(p.pc_page_size), waited);
}

double Flusher::write_back_blocks(SimContext& ctx, size_t file, double max_bytes, double folio, bool waited)
{
  const Params& p = ctx.params;
  const CachedFile& f = ctx.cache.file(file);
  const double run = WritebackPolicy::dirty_run_bytes(f.pattern, f.block_size, f.skip, ctx.cache.dirty_density(file));
  const double ioend_bytes = ctx.writeback_policy.ioend_bytes(folio, run, max_bytes);
  const double group_target = group_bytes(ctx, file, ioend_bytes, max_bytes, waited);
  double submitted = 0;
  while (submitted < max_bytes) {
    const double piece = ctx.cache.start_writeback(file, std::min(group_target, max_bytes - submitted));
    if (piece <= 0)
      break;
    const WritebackPlan plan = ctx.writeback_policy.plan(piece, run, folio);
    const double ioends = std::ceil(piece / ioend_bytes - 1e-9);
    // The run may end while the bios are built, or while an earlier request
    // of the group waits for room in the device's queue: until its request
    // is handed to the device, a byte is still being built.
    ctx.writeback_building += piece;
    const ContendedLock::Loop loop(ctx.mapping_lock(file), LockRole::WritebackStart);
    const CpuWork work = start_group_work(p, f, plan, ioends);

    // The group completes when its last command does. Aggregated, it goes
    // out in requests of at most a quarter of the queue, each as soon as its
    // share of the CPU has built it, so the flusher builds the next while
    // the device serves the last, as command by command: built whole and
    // sent in requests of a full queue each, the flusher waited for the
    // device between them (B4 at 1/4 of its size, 16 random 4 KiB writers:
    // -17% against the fine-grained mode). The fine-grained mode keeps one
    // CPU step per group (one ioend).
    const auto commands = static_cast<uint64_t>(std::max(1.0, std::round(plan.commands)));
    const uint64_t per_request =
        p.sim_aggregate ? std::min<uint64_t>(commands, std::max<uint64_t>(1, static_cast<uint64_t>(p.dev_queue_depth) / 4))
                        : 1;
    const uint64_t requests = (commands + per_request - 1) / per_request;
    // Builds `share` of the group: its CPU and its folio_start_writeback holds.
    auto build = [&](double share) {
      ctx.run_cpu(work.scaled(share));
      ctx.mapping_lock(file).hold("folio_start_writeback", plan.folios * share, p.lock_wb_start);
    };
    const bool interleave = p.sim_aggregate && !p.fs_no_data_io && !waited;
    if (!interleave)
      build(1.0);
    auto pending = std::make_shared<uint64_t>(requests);
    const WritebackDone done{file, piece, plan.folios, plan.bios, ioends};
    CompletionWorker* completions = ctx.completions;
    ctx.figures.flusher.bios += static_cast<uint64_t>(std::round(plan.bios));
    ctx.figures.flusher.commands += commands;
    ctx.figures.flusher.ioends += ioends;
    const double bytes_each = piece / static_cast<double>(commands);
    if (p.fs_no_data_io) {
      // bcachefs no_data_io: the data bio is completed without reaching the device.
      ctx.writeback_building -= piece;
      completions->post(done);
      submitted += piece;
      continue;
    }
    for (uint64_t left = commands; left > 0;) {
      auto req = std::make_unique<IoRequest>();
      req->dir = IoDir::Write;
      req->commands = std::min(left, per_request);
      req->bytes_each = bytes_each;
      req->segments_each = std::max(1.0, plan.folios / static_cast<double>(commands)); // a folio is contiguous
      req->fresh = ctx.params.fresh_layout() && f.first_writeback();
      left -= req->commands;
      if (interleave)
        build(static_cast<double>(req->commands) / static_cast<double>(commands));
      req->on_complete = [completions, done, pending](IoRequest&) {
        if (--*pending == 0)
          completions->post(done);
      };
      ctx.writeback_building -= req->bytes(); // the volume counts it from here
      ctx.device->submit(std::move(req));
    }
    submitted += piece;
  }
  return submitted;
}

double Flusher::write_back_fuse(SimContext& ctx, FuseDaemon& daemon, size_t file, double max_bytes, double folio,
                                bool waited)
{
  // fuse_writepages: dirty folios become FUSE_WRITE requests of at most
  // max_pages, sent in the background; writeback of a folio ends when the
  // daemon replies to its request. No bios: the daemon writes the device.
  const Params& p = ctx.params;
  const CachedFile& f = ctx.cache.file(file);
  // Whole requests per group, so request counts match the fine-grained mode;
  // an fsync's in sim.sync_groups groups (sync_group_cap), so that the CPU
  // sending one group's requests overlaps the daemon serving the group before,
  // as request by request in the fine-grained mode (one group a sync had put
  // all the CPU first: property seed 30, syncs 904 us against 806).
  double group_cap = batch_bytes(ctx);
  if (waited)
    group_cap = std::min(group_cap, sync_group_cap(ctx, file, p.fuse_max_request));
  const double group_target =
      p.sim_aggregate ? std::min(std::max(1.0, std::floor(group_cap / p.fuse_max_request)) * p.fuse_max_request, max_bytes)
                      : p.fuse_max_request;
  double submitted = 0;
  while (submitted < max_bytes) {
    // Dirty density as written: data already handed to the daemon still counts,
    // so a pass cut into pieces sees the density its writes left.
    const double density = f.size > 0 ? std::min(1.0, (f.dirty + f.writeback) / f.size) : 0.0;
    const double piece = ctx.cache.start_writeback(file, std::min(group_target, max_bytes - submitted));
    if (piece <= 0)
      break;
    const auto [pattern, bs] = daemon.dirtied_by(file, f.pattern, f.block_size);
    const FuseWritebackPlan plan =
        daemon.policy().plan_writeback(piece, pattern, static_cast<double>(bs), f.skip, folio, density);
    const double folios = std::ceil(piece / folio);
    const auto requests = static_cast<uint64_t>(std::max(1.0, std::round(plan.requests)));
    const ContendedLock::Loop loop(ctx.mapping_lock(file), LockRole::WritebackStart);
    CpuWork w;
    w.add(KFunc::FolioStartWb, folios * p.wb_folio_start);
    w.add(KFunc::FuseSendWrite, static_cast<double>(requests) * p.fuse_request_cpu);
    ctx.run_cpu(w);
    ctx.mapping_lock(file).hold("folio_start_writeback", folios, p.lock_wb_start);
    const WritebackDone done{file, piece, folios, 0.0, 0.0};
    CompletionWorker* completions = ctx.completions;
    FuseFigures* figures = &ctx.figures.fuse;
    // Counted on reply, like the bytes the daemon wrote, so requests still in
    // flight at the end do not skew the amplification.
    daemon.submit(requests, plan.io_bytes / static_cast<double>(requests), [completions, done, figures] {
      figures->dirty_bytes += done.bytes;
      completions->post(done);
    });
    submitted += piece;
  }
  return submitted;
}

} // namespace wbsim
