#include "JobThread.hpp"

#include "BufferedLoop.hpp"
#include "ContendedLock.hpp"
#include "DirectLoop.hpp"
#include "Flusher.hpp"
#include "FsFront.hpp"
#include "StripedVolume.hpp"
#include "Reclaimer.hpp"
#include "SimContext.hpp"

#include <simgrid/s4u/Actor.hpp>

#include <algorithm>
#include <cmath>
#include <memory>

namespace sg4 = simgrid::s4u;

namespace wbsim {

JobGroups::JobGroups(const Workload& w)
{
  for (const auto& j : w.jobs) {
    if (static_cast<size_t>(j.group_id) >= remaining.size())
      remaining.resize(static_cast<size_t>(j.group_id) + 1, 0);
    remaining[static_cast<size_t>(j.group_id)]++;
  }
}

void JobGroups::wait_for_previous(int group)
{
  changed.wait_until([this, group] {
    for (int g = 0; g < group; ++g)
      if (remaining[static_cast<size_t>(g)] > 0)
        return false;
    return true;
  });
}

void JobGroups::job_done(int group)
{
  remaining[static_cast<size_t>(group)]--;
  changed.notify_all();
}

JobThread::JobThread(SimContext& ctx, const JobSpec& spec, JobResult& result, JobGroups& groups)
    : ctx_(ctx),
      spec_(spec),
      result_(result),
      groups_(groups),
      uring_fsyncs_("iou-wrk-fsync", ctx.cpu),
      dio_converts_("dio-convert", ctx.cpu)
{
}

bool JobThread::deadline_passed(double now) const
{
  return deadline_ > 0 && now >= deadline_ - 1e-12;
}

void JobThread::record_write(double latency, uint64_t count, double slat, double first_done, double last_done)
{
  // fio's bw and iops samples come from the completions (FioLog), and so do its logs.
  if (count > 0)
    result_.log_io({first_done, last_done, count, latency, slat});
  record_latency(latency, count, slat);
}

void JobThread::record_latency(double latency, uint64_t count, double slat)
{
  DirResult& d = spec_.dir == IoDir::Write ? result_.write : result_.read;
  if (slat > 0 || spec_.engine == IoEngine::Libaio || spec_.engine == IoEngine::IoUring) {
    d.slat.add(slat, count);
    d.clat.add(latency - slat, count);
  } else {
    d.clat.add(latency, count);
  }
  d.lat.add(latency, count);
}

void JobThread::run()
{
  groups_.wait_for_previous(spec_.group_id);
  if (spec_.start_delay > 0)
    sg4::this_actor::sleep_for(spec_.start_delay);
  const double start = ctx_.now();
  measure_from_ = start + spec_.ramp_time;
  if (spec_.runtime > 0)
    deadline_ = measure_from_ + spec_.runtime;
  result_.start_time = measure_from_;
  ctx_.job_actors[static_cast<long>(sg4::this_actor::get_pid())] = &result_;
  for (const auto& path : spec_.files)
    inodes_.push_back(&make_once(ctx_.inodes, path));
  // fio opens the files inside the job's time and, with invalidate=1, drops
  // their cached pages first (td_io_open_file -> file_invalidate_cache).
  if (spec_.invalidate)
    invalidate_files();
  ++ctx_.jobs_running;
  if (spec_.direct)
    run_direct();
  else
    run_buffered();
  --ctx_.jobs_running;
  result_.end_time = std::max(ctx_.now(), measure_from_);
  groups_.job_done(spec_.group_id);
}

void JobThread::invalidate_files()
{
  double bytes = 0; // clean bytes dropped
  for (const auto& path : spec_.files) {
    if (auto it = ctx_.cached_at_start.find(path); it != ctx_.cached_at_start.end()) {
      bytes += it->second;
      it->second = 0;
    }
    // posix_fadvise(DONTNEED) first starts writeback of the file's dirty
    // pages in this task (WB_SYNC_NONE), then drops what is clean by then.
    // blk-wbt lets a buffered writeback have only a few requests in flight
    // (wb_normal: 8 at its default depth of 16), so the submission returns
    // as the last ones go out: the open takes about the whole writeback
    // (this VM, 2026-12-05: 512 MiB dirty, fadvise 0.174 s, Writeback 0 kB
    // right after). The model waits for it to end.
    const auto id = ctx_.file_ids.find(path);
    if (spec_.direct || id == ctx_.file_ids.end() || !(ctx_.cache.file(id->second).dirty > 0))
      continue;
    const size_t fid = id->second;
    const double t0 = ctx_.now();
    const double sent = Flusher::write_back(ctx_, fid, ctx_.cache.file(fid).dirty, true);
    ctx_.writeback_done.wait_until([this, fid] { return ctx_.cache.file(fid).writeback <= 0.5; });
    ctx_.memory.note_open_writeback(sent, ctx_.now() - t0);
    const double dropped = ctx_.cache.drop_clean(fid, ctx_.cache.file(fid).clean);
    ctx_.memory.release(dropped, ctx_.now());
    bytes += dropped;
  }
  if (!(bytes > 0))
    return;
  // The folios are those this job's writes make: the cache a previous run
  // of the same job left.
  const Params& p = ctx_.params;
  const double folio = ctx_.write_cost.folio_bytes(spec_.block_size);
  CpuWork w;
  w.add(KFunc::Invalidate, bytes / folio * p.pc_invalidate_folio + bytes / p.pc_page_size * p.pc_invalidate_page);
  ctx_.run_cpu(w);
}

void JobThread::run_buffered()
{
  for (const auto& path : spec_.files)
    files_.push_back(ctx_.file_ids.at(path)); // opened by the simulation, which made their locks
  BufferedLoop(*this).run();
}

void JobThread::do_fsync(size_t file_slot, bool record, SyncKind kind)
{
  const size_t fid = files_[file_slot];
  const double t0 = ctx_.now();
  run_fsync_cpu();
  // filemap_write_and_wait_range(): write back in this task, then wait for all
  // writeback of the file, including what the flusher had in flight.
  while (ctx_.cache.file(fid).dirty > 0.5)
    Flusher::write_back(ctx_, fid, HUGE_VAL, true);
  ctx_.writeback_done.wait_until([this, fid] { return ctx_.cache.file(fid).writeback <= 0.5; });
  log_force_and_flush(file_slot, kind);
  if (record)
    record_sync(t0, kind);
}

void JobThread::record_sync(double t0, SyncKind kind)
{
  if (!measuring(t0))
    return;
  result_.add_sync(ctx_.now() - t0, kind == SyncKind::Fdatasync);
}

void JobThread::extent_block(bool freed)
{
  // Allocating or freeing the leaf: mballoc's CPU; a freed block on a
  // -o discard mount is discarded at once, and the caller (holding
  // i_data_sem) waits for the device.
  CpuWork w;
  w.add(KFunc::Unwritten, ctx_.params.fs_extent_block);
  ctx_.run_cpu(w);
  if (freed && ctx_.params.fs_discard)
    ctx_.device->discard(ctx_.params.dev_discard_latency);
}

void JobThread::direct_sync(size_t file_slot, SyncKind kind)
{
  // A sync after direct writes finds no dirty page cache: the log force
  // and the device cache flush are all of it (as do_fsync's tail).
  const double t0 = ctx_.now();
  run_fsync_cpu();
  log_force_and_flush(file_slot, kind);
  record_sync(t0, kind);
}

void JobThread::run_fsync_cpu()
{
  CpuWork w;
  w.add(KFunc::Syscall, ctx_.params.cpu_syscall);
  w.add(KFunc::Fsync, ctx_.params.fs_fsync_cpu);
  ctx_.run_cpu(w);
}

void JobThread::wrote(size_t file_slot, bool allocates, uint64_t written_before)
{
  SyncedInode& ino = *inodes_[file_slot];
  ino.sync.wrote(ctx_.now(), ctx_.params.fs_timestamp_tick);
  if (!allocates)
    return;
  if (spec_.pattern == IoPattern::Random) {
    // A random direct write into fio's unwritten layout: one piece of the
    // file converted, its place in the pass the share written before.
    const double units = static_cast<double>(std::max<uint64_t>(1, spec_.ios_per_file()));
    ino.sync.converted_random(units, static_cast<double>(written_before) / units, 1);
  } else {
    ino.sync.allocated();
  }
}

void JobThread::log_force_and_flush(size_t file_slot, SyncKind kind)
{
  const Params& p = ctx_.params;
  SyncedInode& ino = *inodes_[file_slot];
  // The filesystem's log force (a journal write, or FUSE_FSYNC) when the
  // inode holds what the sync must persist (InodeSync), then the device
  // cache flush. A block filesystem's sync that finds a force of the file
  // running waits for it (fio 3.33's repeated io_uring syncs,
  // engine.sync_repeat: XFS's sequence being committed, ext4's inode being
  // written), and needs no force of its own unless a write came since (fio,
  // direct io_uring 16 KiB qd8 with fsync=16: 2330-2728 syncs, 976-1166
  // device flushes, 6144 writes).
  const bool fuse = p.fs() == FsType::Fuse;
  if (!fuse)
    ino.forced.wait_until([&ino] { return !ino.forcing; });
  if (ino.sync.must_write(p.fs(), kind)) {
    const double leaves = ino.sync.extent_blocks();
    ino.sync.written(); // what comes after this point dirties it again
    ino.forcing = !fuse;
    ++ctx_.figures.log_forces;
    ctx_.fs->log_force(ctx_, io_done_, leaves);
    ino.forcing = false;
    ino.forced.notify_all();
  }
  // The device cache flush: its fixed part and whatever the volatile write
  // cache still holds (dev.cache_drain_bw).
  ++ctx_.figures.cache_flushes;
  ctx_.device->flush(p.dev_flush_latency);
}

void JobThread::run_direct()
{
  DirectLoop(*this).run();
}

} // namespace wbsim
