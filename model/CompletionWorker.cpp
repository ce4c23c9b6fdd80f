#include "CompletionWorker.hpp"

#include "ActorGuard.hpp"
#include "ContendedLock.hpp"
#include "Reclaimer.hpp"
#include "SimContext.hpp"

#include <simgrid/s4u/Actor.hpp>

namespace sg4 = simgrid::s4u;

namespace wbsim {

void CompletionWorker::post(const WritebackDone& done)
{
  if (!ctx_.params.wb_serial_completion) {
    // A kworker per completion: they run concurrently and contend on the lock.
    sg4::Actor::create("kworker/end_io", ctx_.cpu, ActorGuard::wrap([this, done] { complete(done); }))->daemonize();
    ++ctx_.activities;
    return;
  }
  auto& q = queues_[done.file];
  if (!q)
    q = std::make_unique<InodeQueue>();
  q->pending.push_back(done);
  if (!q->worker) {
    q->worker = true;
    const size_t file = done.file;
    sg4::Actor::create("xfs-end-io", ctx_.cpu, ActorGuard::wrap([this, file] { serve(file); }))->daemonize();
  }
  q->work.notify_all();
}

void CompletionWorker::serve(size_t file)
{
  InodeQueue& q = *queues_.at(file);
  while (true) {
    q.work.wait_until([&q] { return !q.pending.empty(); });
    const WritebackDone done = q.pending.front();
    q.pending.pop_front();
    complete(done);
  }
}

void CompletionWorker::complete(const WritebackDone& done)
{
  const Params& p = ctx_.params;
  CpuWork w;
  w.add(KFunc::FolioEndWb, done.folios * p.wb_folio_end);
  w.add(KFunc::IoendComplete, done.ioends * p.wb_ioend_complete);
  // The first writeback of fio's preallocated file lands in unwritten
  // extents: each ioend converts its range (xfs_end_ioend, ext4_end_io_rsv_work).
  const CachedFile& f = ctx_.cache.file(done.file);
  if (p.has_unwritten_extents() && f.written_back < f.size)
    w.add(KFunc::Unwritten, done.ioends * p.fs_unwritten_convert);
  ctx_.run_cpu(w);
  ctx_.mapping_lock(done.file).hold("folio_end_writeback", done.folios, p.lock_wb_end);
  ctx_.cache.end_writeback(done.file, done.bytes);
  ctx_.written_back += done.bytes;
  ctx_.figures.flusher.bytes += static_cast<uint64_t>(done.bytes);
  ctx_.refresh_bandwidth();
  ctx_.writeback_done.notify_all();
}

} // namespace wbsim
