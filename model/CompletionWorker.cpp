#include "CompletionWorker.hpp"

#include "ActorGuard.hpp"
#include "ContendedLock.hpp"
#include "Reclaimer.hpp"
#include "SimContext.hpp"

#include <simgrid/s4u/Actor.hpp>

#include <algorithm>

namespace sg4 = simgrid::s4u;

namespace wbsim {

bool CompletionWorker::per_inode(const WritebackDone& done) const
{
  const Params& p = ctx_.params;
  const CachedFile& f = ctx_.cache.file(done.file);
  return p.wb_serial_completion || (p.has_unwritten_extents() && f.first_writeback());
}

void CompletionWorker::post(const WritebackDone& done)
{
  if (per_inode(done)) {
    enqueue(make_once(queues_, done.file), done, 1, "xfs-end-io");
    return;
  }
  enqueue(pool_, done, std::max(1, static_cast<int>(ctx_.params.cpu_cores)), "kworker/end_io");
}

void CompletionWorker::enqueue(Queue& q, const WritebackDone& done, int max_workers, const char* name)
{
  q.pending.push_back(done);
  // A new worker only when every existing one is busy, up to the bound.
  if (q.workers - q.busy < static_cast<int>(q.pending.size()) && q.workers < max_workers) {
    q.workers++;
    sg4::Actor::create(name, ctx_.cpu, ActorGuard::wrap([this, &q] { serve(q); }))->daemonize();
    ++ctx_.activities;
  }
  q.work.notify_all();
}

void CompletionWorker::serve(Queue& q)
{
  while (true) {
    q.work.wait_until([&q] { return !q.pending.empty(); });
    const WritebackDone done = q.pending.front();
    q.pending.pop_front();
    q.busy++;
    complete(done);
    q.busy--;
  }
}

void CompletionWorker::complete(const WritebackDone& done)
{
  const Params& p = ctx_.params;
  const ContendedLock::Loop loop(ctx_.mapping_lock(done.file), LockRole::WritebackEnd);
  CpuWork w;
  w.add(KFunc::FolioEndWb, done.folios * p.wb_folio_end);
  w.add(KFunc::IoendComplete, done.ioends * p.wb_ioend_complete);
  // The first writeback of fio's preallocated file lands in unwritten
  // extents: each ioend converts its range (xfs_end_ioend, ext4_end_io_rsv_work).
  const CachedFile& f = ctx_.cache.file(done.file);
  if (p.has_unwritten_extents() && f.first_writeback()) {
    w.add(KFunc::Unwritten, done.ioends * p.fs_unwritten_convert);
    // The conversion changes the inode's extents: an fdatasync must write
    // it, and random ranges split them into the extent tree's leaves.
    if (const auto it = ctx_.inodes.find(f.path); it != ctx_.inodes.end()) {
      InodeSync& s = it->second->sync;
      const double unit = static_cast<double>(std::max<uint64_t>(1, f.block_size));
      if (f.pattern == IoPattern::Random && f.size > 0)
        s.converted_random(f.size / unit, f.written_back / f.size, done.bytes / unit);
      else
        s.allocated();
    }
  }
  ctx_.run_cpu(w);
  ctx_.mapping_lock(done.file).hold("folio_end_writeback", done.folios, p.lock_wb_end);
  ctx_.cache.end_writeback(done.file, done.bytes);
  ctx_.written_back += done.bytes;
  ctx_.figures.flusher.bytes += static_cast<uint64_t>(done.bytes);
  ctx_.refresh_bandwidth();
  ctx_.writeback_done.notify_all();
}

} // namespace wbsim
