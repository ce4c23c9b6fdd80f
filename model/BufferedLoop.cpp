#include "BufferedLoop.hpp"

#include "BatchSize.hpp"
#include "FsFront.hpp"
#include "IoWq.hpp"
#include "SimContext.hpp"

#include <simgrid/s4u/Actor.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>

namespace sg4 = simgrid::s4u;

namespace wbsim {

namespace {
// The share of a file's bytes in the page cache (dirty, under writeback or clean).
double cached_share(const CachedFile& f)
{
  return (f.dirty + f.writeback + f.clean) / std::max(1.0, f.size);
}
// A write's syscall entry and exit (KFunc::Syscall), which an io-wq worker
// running it does not pay.
double syscall_cpu(const WriteBatch& b)
{
  return b.cpu.seconds[static_cast<size_t>(KFunc::Syscall)];
}
} // namespace

JobThread::BufferedLoop::BufferedLoop(JobThread& job)
    : job_(job),
      ctx_(job.ctx_),
      spec_(job.spec_),
      p_(job.ctx_.params),
      bs_(spec_.block_size),
      stride_(spec_.block_size + spec_.skip),
      ios_per_file_(spec_.ios_per_file()),
      ios_per_pass_(spec_.ios_per_pass()),
      nfiles_(job.files_.size()),
      done_in_pass_(nfiles_, 0),
      lru_tail_(p_.pc_lru_batch_move),
      fault_tail_(p_.mem_fault_block, p_.mem_fault_in_bw),
      // Only written blocks are read (fio's own layout is unwritten extents,
      // written once a previous run's dirty data went back at open); FUSE
      // reads through its daemon, which the model does not run for this.
      partial_(spec_.block_size, p_.pc_page_size, p_.fs() != FsType::Fuse && blocks_written(job),
               p_.dev_read_latency + p_.pc_page_size / p_.dev_read_bw),
      slice_tail_(p_.cpu_sched_slice),
      interrupts_(p_.cpu_interrupt_gap, p_.cpu_interrupt_time),
      syncs_(spec_.fsync_every, spec_.fdatasync_every),
      async_engine_(spec_.engine == IoEngine::Libaio || spec_.engine == IoEngine::IoUring),
      uring_(spec_.engine == IoEngine::IoUring),
      depth_(uring_ ? std::max(1, spec_.iodepth) : 1),
      reaper_(async_engine_ ? spec_.iodepth : 1, // FioReaper clamps to >= 1
              // A reaped clat is the time of the depth-1 writes behind it, so
              // the interruptions of all of them stretch it (InterruptTail on
              // their CPU time): a compound Poisson sum over depth-1 writes.
              [this, &job](double clat, double slat, uint64_t n, double first, double last) {
                const double cpu = std::min(clat, static_cast<double>(std::max(0, spec_.iodepth - 1)) * reap_cpu_);
                for (const auto& q : interrupts_.spread(n, clat, cpu))
                  job.record_write(slat + q.latency, q.count, slat, first, last);
              },
              async_engine_ ? &job.result_ : nullptr),
      // So is a punted write's: fio's submits and the worker's writes run
      // through it (both are busy in the steady state at depth).
      punt_reaper_(depth_,
                   [this, &job](double clat, double slat, double cpu, double reaped) {
                     for (const auto& q : interrupts_.spread(1, clat, std::min(clat, cpu)))
                       job.record_write(slat + q.latency, q.count, slat, reaped, reaped);
                   }),
      wakeup_(p_.cpu_wakeup, p_.cpu_wakeup_jitter,
              std::hash<std::string>{}(spec_.name) ^
                  ((job.files_.empty() ? 0 : job.files_[0] + 1) * 0x9E3779B97F4A7C15ull),
              p_.cpu_wakeup_tail_share, p_.cpu_wakeup_tail),
      long_wakes_(0, p_.cpu_wakeup_tail),
      refill_(depth_),
      inline_try_(uring_inline_try(p_, spec_.force_async, spec_.preallocate)),
      dirtier_((uring_ && inline_try_.always_punted) ? 0 : 1)
{
}

void JobThread::BufferedLoop::run()
{
  ctx_.dirtiers += dirtier_;
  while (true) {
    // Aggregated, punted writes go in quarter-queue batches (BatchSize), and
    // a full queue frees its slots a worker batch at a time: fio's next batch
    // waits here for a quarter of the queue, before it is sized, or it would
    // take the one slot free and stay one write a batch. RefillClock dates
    // each write from the completion that freed its slot, so clat is fio's.
    const double ready = ctx_.now();
    if (p_.sim_aggregate && uring_ && outstanding_ + punt_batch_cap(depth_) > depth_) {
      reaper_.drain(ctx_.now());
      wait_reaped([&] { return outstanding_ + punt_batch_cap(depth_) <= depth_ || outstanding_ == 0; });
    }
    const double now = ctx_.now();
    if (job_.deadline_passed(now) || !next_file())
      break;
    issue_due_sync();
    take_sync_share();
    const size_t wslot = slot_;
    const size_t fid = job_.files_[wslot];
    const uint64_t index = done_in_pass_[slot_];
    WriteBatch batch = shape_batch(fid, index);
    const CpuWork engine_cpu = ctx_.write_cost.engine_cost(spec_.engine); // fio and the engine's syscalls, per IO
    batch.cpu += engine_cpu;
    // Only a job whose writes read partial pages looks up what is cached.
    const double uncached = partial_.per_write() > 0 ? uncached_share(batch) : 0.0;
    const double per_write = write_time(batch) + partial_.per_write() * partial_.read_time() * uncached;
    const double new_dirty = std::max(1.0, batch.shape.bytes_new_dirty);
    // io_uring: with FMODE_BUF_WASYNC the write is tried inline with
    // IOCB_NOWAIT and punted to io-wq on -EAGAIN (it would be throttled, or
    // btrfs refuses a file without preallocated extents); without it every
    // buffered write is punted. force_async=1 sets IOSQE_ASYNC: punted
    // without the inline try (UringInlineTry).
    const bool punt = uring_ && (inline_try_.always_punted || ctx_.dirty_and_writeback() > ctx_.limits.freerun);
    const bool serial = punt && serial_punts(fid);
    // A punted write's pace set by the io-wq worker alone (QD1 cycles, or a
    // queue it drains while fio keeps it full) is a steady state: its
    // batches span sim.fluid_time, still cut at every threshold.
    // Not where its i_pages holds are a fair part of the write's time
    // (sim.fluid_lock_share): the lock's contention with the flusher and
    // the completions follows how the holds are grouped.
    const double cycle = serial ? per_write - syscall_cpu(batch) + serial_cycle_extra() : per_write;
    const bool quiet_lock = batch.shape.folios_new * p_.lock_insert + batch.shape.folios_dirtied * p_.lock_mark_dirty <
                            p_.sim_fluid_lock_share * cycle;
    const bool span = punt && !serial && quiet_lock && saturated_queue(fid, batch, engine_cpu);
    const double steady_time = quiet_lock ? std::max(p_.sim_batch_time, p_.sim_fluid_time) : p_.sim_batch_time;
    uint64_t k = 1;
    if (p_.sim_aggregate) {
      k = batch_writes(index, cycle, new_dirty,
                       punt && !serial && !span, now, serial || span ? steady_time : p_.sim_batch_time);
      if (span && k <= static_cast<uint64_t>(depth_)) // too short to be worth a span: a quarter-queue batch
        k = batch_writes(index, per_write, new_dirty, true, now, p_.sim_batch_time);
    }
    const bool run_span = span && k > static_cast<uint64_t>(depth_);
    if (k > 1 && batch.fresh && spec_.pattern != IoPattern::Sequential) {
      // Sub-page random blocks fill the file's pages as the batch goes: its
      // mean shape over k writes, not the first write's (same for any bs >=
      // a page). The CPU follows the shape: the first write's cost out, the mean's in.
      const CachedFile& cf = ctx_.cache.file(fid);
      const WriteShape mean = ctx_.write_cost.random_block_shape(bs_, std::min(1.0, cached_share(cf)), k, cf.size);
      batch.cpu += write_cpu(mean, true);
      batch.cpu += write_cpu(batch.shape, true).scaled(-1.0);
      batch.shape = mean;
    }
    batch.reads = partial_.reads(k, uncached);
    done_in_pass_[slot_] += k;
    done_this_pass_ += k;
    if (!sync_share_.empty())
      sync_share_[slot_] -= std::min(k, sync_share_[slot_]);
    if (sync_share_.empty() || sync_share_[slot_] == 0)
      slot_ = (slot_ + 1) % nfiles_;
    if (serial && k > 1)
      run_serial_punts(batch, k, engine_cpu);
    else if (run_span)
      run_queue_span(batch, k, engine_cpu, ready);
    else if (punt)
      submit_punted(batch, k, engine_cpu, ready);
    else
      write_inline(batch, k);
    job_.wrote(wslot); // mtime, as the batch's last write sets it
    if (const SyncKind due = syncs_.count(k); due != SyncKind::None) {
      sync_due_ = due;
      // fio syncs the file of the write that made the sync due; its round
      // robin moves one file per write, so that is the pass's last write's
      // file, not the batch's (an aggregated batch writes one file): with
      // nrfiles=2 and fsync=64 every sync falls on the second file.
      sync_slot_ = static_cast<size_t>((done_this_pass_ - 1) % nfiles_);
    }
  }
  wait_reaped([&] { return outstanding_ == 0; });
  reaper_.drain(ctx_.now());
  punt_reaper_.drain(ctx_.now());
  ctx_.dirtiers -= dirtier_;
  if (spec_.end_fsync) {
    const double t0 = ctx_.now();
    for (size_t i = 0; i < job_.files_.size(); ++i)
      job_.do_fsync(i, false);
    job_.result_.end_fsync_time = ctx_.now() - t0;
  }
}

void JobThread::BufferedLoop::take_sync_share()
{
  if (!p_.sim_aggregate || nfiles_ < 2 || syncs_.writes_until_due() == UINT64_MAX)
    return;
  // Moves slot_ to the next file with writes left in its share and in its pass.
  auto find_open = [&] {
    for (size_t tries = 0; tries < nfiles_; ++tries, slot_ = (slot_ + 1) % nfiles_)
      if (sync_share_[slot_] > 0 && done_in_pass_[slot_] < ios_per_file_)
        return true;
    return false;
  };
  if (!sync_share_.empty() && find_open())
    return;
  // A new window (or the old one's shares are held by files that ended their pass).
  sync_share_ = round_robin_shares(done_this_pass_, syncs_.writes_until_due(), nfiles_);
  if (find_open())
    return;
  // Files that ended their pass hold the rest of the window: write as the plain loop does.
  sync_share_.clear();
  next_file();
}

bool JobThread::BufferedLoop::next_file()
{
  size_t tries = 0;
  while (tries < nfiles_ && done_in_pass_[slot_] >= ios_per_file_) {
    slot_ = (slot_ + 1) % nfiles_;
    ++tries;
  }
  if (tries == nfiles_ || done_this_pass_ >= ios_per_pass_) {
    if (!spec_.time_based)
      return false;
    ++pass_; // time_based: loop over the files again, from their starts
    std::fill(done_in_pass_.begin(), done_in_pass_.end(), 0);
    done_this_pass_ = 0;
    slot_ = 0;
  }
  return true;
}

void JobThread::BufferedLoop::issue_due_sync()
{
  const SyncKind kind = sync_due_;
  if (kind == SyncKind::None)
    return;
  sync_due_ = SyncKind::None;
  if (!uring_) {
    wait_reaped([&] { return outstanding_ == 0; }); // fio orders the sync after the writes
    // libaio runs the sync in fio's thread once nothing is left unsubmitted
    // (fio_libaio_queue: FIO_Q_BUSY only while ld->queued), not once all is
    // reaped: the depth-1 writes in flight are reaped after it, one per new
    // write, their clat holding the sync (fio 3.33, 32 KiB qd8 fsync=32: the
    // 7 writes before each point 1035 us, the others 63-76).
    job_.do_fsync(sync_slot_, true, kind);
    return;
  }
  // fio's io_uring engine queues the sync as one more SQE (IORING_OP_FSYNC,
  // engines/io_uring.c) without draining the queue; it takes a slot until it
  // completes, and io-wq runs it unhashed, beside the file's writes. Long
  // syncs so fill the queue and leave the writes few slots (fio: p50 35 us
  // for 64 KiB writes at qd8 with fsync=16). Up to fio 3.37 it queues
  // another sync into every slot that frees until one of them completes
  // (engine.sync_repeat), and no write meanwhile.
  const uint64_t point = ++sync_points_;
  do {
    const double ready = ctx_.now();
    wait_reaped([&] { return outstanding_ < depth_ || syncs_completed_ >= point; });
    if (syncs_completed_ >= point)
      break;
    refill_.submit(1, ready, ctx_.now());
    punt_reaper_.submit(ctx_.now());
    ++outstanding_;
    if (job_.measuring(ctx_.now())) {
      job_.result_.mark_depth(std::min<uint64_t>(static_cast<uint64_t>(depth_), punt_reaper_.in_flight()), 1);
      job_.result_.mark_submit(1);
      job_.result_.mark_complete(1);
    }
    job_.uring_fsyncs_.start([this, slot = sync_slot_, kind, point] {
      job_.do_fsync(slot, true, kind);
      refill_.complete(ctx_.now());
      punt_reaper_.complete(ctx_.now(), ctx_.now(), 0, 0, false); // its latency is the sync's own
      --outstanding_;
      syncs_completed_ = std::max(syncs_completed_, point);
      reaped_.notify_all();
    });
    ++ctx_.activities;
  } while (p_.engine_sync_repeat);
}

WriteBatch JobThread::BufferedLoop::shape_batch(size_t fid, uint64_t index) const
{
  const CachedFile& cf = ctx_.cache.file(fid);
  WriteBatch batch;
  batch.file = fid;
  batch.bs = bs_;
  batch.fresh = pass_ == 0 && ctx_.first_and_only_writer(fid, spec_.group_id);
  batch.pattern = spec_.pattern;
  // Random offsets are multiples of bs, so every write has the folio shape of
  // an aligned one; the sequential stream's own position is used as is.
  const uint64_t pos = spec_.offset + (spec_.pattern == IoPattern::Sequential ? index * stride_ : bs_);
  const double resident = batch.fresh ? 0.0 : std::min(1.0, cached_share(cf));
  batch.shape = spec_.pattern == IoPattern::Sequential
                    ? ctx_.write_cost.sequential_shape(pos, bs_, stride_, index > 0 ? pos - stride_ + bs_ : 0, resident)
                : batch.fresh ? ctx_.write_cost.random_block_shape(bs_, std::min(1.0, cached_share(cf)))
                              : ctx_.write_cost.shape(pos, bs_, 0, resident);
  batch.cpu = write_cpu(batch.shape, batch.fresh);
  return batch;
}

// The job's files hold written blocks at its start: an earlier run's files
// (fs.files_exist), or fio's layout that the open's writeback just wrote.
bool JobThread::BufferedLoop::blocks_written(const JobThread& job)
{
  if (!job.ctx_.params.fresh_layout())
    return true;
  return !job.files_.empty() && std::all_of(job.files_.begin(), job.files_.end(), [&job](size_t fid) {
    return !job.ctx_.cache.file(fid).first_writeback();
  });
}

double JobThread::BufferedLoop::uncached_share(const WriteBatch& batch) const
{
  const CachedFile& cf = ctx_.cache.file(batch.file);
  if (!batch.fresh)
    return 1.0 - std::min(1.0, cached_share(cf));
  // A first pass finds only what a previous run left cached and fio kept (invalidate=0).
  const auto it = ctx_.cached_at_start.find(cf.path);
  return it == ctx_.cached_at_start.end() ? 1.0 : 1.0 - std::min(1.0, it->second / std::max(1.0, cf.size));
}

CpuWork JobThread::BufferedLoop::write_cpu(const WriteShape& s, bool fresh) const
{
  CpuWork w = ctx_.write_cost.cost(s);
  // A first write into a file fio did not preallocate reserves its new blocks.
  if (fresh && !spec_.preallocate && p_.fresh_layout())
    w.add(KFunc::FsBlock, s.pages_new * p_.fs_hole_block);
  if (spec_.unaligned_buffers())
    w.add(KFunc::Copy, s.bytes * p_.cpu_copy_unaligned);
  return w;
}

double JobThread::BufferedLoop::write_time(const WriteBatch& batch) const
{
  return batch.cpu.total() + ctx_.fs->write_wait(ctx_, bs_); // FUSE write-through: its round trips
}

uint64_t JobThread::BufferedLoop::batch_writes(uint64_t index, double per_write, double new_dirty, bool punt,
                                               double now, double max_time)
{
  BatchLimits b;
  b.per_write = per_write;
  b.max_time = max_time;
  b.ios_left_in_file = static_cast<double>(ios_per_file_ - index);
  b.ios_left_in_pass = static_cast<double>(ios_per_pass_ - done_this_pass_);
  b.ios_per_pass = static_cast<double>(ios_per_pass_);
  b.pass_batches = p_.sim_pass_batches;
  // Several files: this file's share of the writes before the sync (take_sync_share).
  b.writes_until_sync = static_cast<double>(sync_share_.empty() ? syncs_.writes_until_due() : sync_share_[slot_]);
  b.until_deadline = job_.deadline_ > 0 ? job_.deadline_ - now : -1.0;
  b.until_measuring = job_.measure_from_ - now;
  b.new_dirty = new_dirty;
  b.dirtiers = ctx_.dirtiers;
  b.dirty_and_writeback = ctx_.dirty_and_writeback();
  b.freerun = ctx_.limits.freerun;
  b.polls_per_batch = p_.sim_polls_per_batch;
  // The kernel's check interval below freerun (dirty_poll_interval():
  // 2^(ilog2(room in pages)/2) pages); above it, the room to the next pause.
  if (b.dirty_and_writeback < b.freerun)
    b.poll_bytes = ctx_.throttle.poll_interval_bytes(b.dirty_and_writeback, p_.pc_page_size);
  else
    b.room_to_pause = ctx_.throttle.bytes_until_pause(b.dirty_and_writeback, ctx_.dirty_ratelimit()) - pending_;
  b.warm = p_.mem_page_reporting ? ctx_.memory.warm(now) : -1.0;
  b.dirty = ctx_.cache.dirty();
  b.bg_thresh = ctx_.limits.bg_thresh;
  b.punt = punt;
  b.depth = depth_;
  b.outstanding = outstanding_;
  return batch_size(b);
}

void JobThread::BufferedLoop::submit_punted(WriteBatch batch, uint64_t k, const CpuWork& engine_cpu, double ready)
{
  reaper_.drain(ctx_.now()); // the inline completions leave fio's queue first
  // The submitter only prepares SQEs; the write runs in the inode's io-wq
  // worker. fio was ready at `ready`, before any wait for free slots.
  wait_reaped([&] { return outstanding_ + static_cast<int>(k) <= depth_ || outstanding_ == 0; });
  const double t0 = ctx_.now();
  // fio's loop, the SQE and the reap run in fio's thread, beside the worker:
  // only the write and iowq.punt are in the worker's serial chain. The first
  // write wakes the worker if it sleeps.
  const uint64_t wakes = ctx_.iowq->idle(batch.file) ? 1 : 0;
  const double slat = run_submits(engine_cpu, k, wakes);
  batch.cpu += engine_cpu.scaled(-1.0);
  const double submitted = ctx_.now();
  run_failed_tries(k, wakes);
  const bool measure = job_.measuring(t0);
  if (measure) {
    // Each write is its own submit into fio's queue, which holds the
    // completed writes it has not reaped (PuntReaper); reaped one by one.
    for (uint64_t i = 1; i <= k; ++i)
      job_.result_.mark_depth(std::min<uint64_t>(static_cast<uint64_t>(depth_), punt_reaper_.in_flight() + i), 1);
    job_.result_.mark_submit(k);
    job_.result_.mark_complete(1, k);
  }
  outstanding_ += static_cast<int>(k);
  PuntedWrite w = to_worker(batch, k);
  w.submitted = submitted;
  w.wake_lead = static_cast<double>(wakes) * p_.cpu_wake_send;
  // Behind a span (run_queue_span) the writes are dated at completion, in
  // queue order, as the span's are; fio's reaps into their slots with them.
  const bool deferred = deferred_ > 0;
  deferred_ += deferred ? 1 : 0;
  std::vector<double> submits;
  if (!deferred) {
    submits = refill_.submit(k, ready, w.submitted);
    for (const double s : submits)
      punt_reaper_.submit(s);
  }
  w.done = [this, k, slat, measure, submitted, ready, deferred, submits = std::move(submits),
            worker_cpu = w.batch.cpu.total()](double start, double end, double) {
    complete_punted(k, start, end, [&](uint64_t i, double done) {
      if (!deferred)
        return std::min(submitted, submits[i] + slat);
      const double s = refill_.next_refill(ready);
      punt_reaper_.submit(s);
      return std::min(done, s + slat);
    }, slat, worker_cpu, measure);
    deferred_ -= deferred ? 1 : 0;
    outstanding_ -= static_cast<int>(k);
    reaped_.notify_all();
  };
  ctx_.iowq->queue(std::move(w));
}

void JobThread::BufferedLoop::complete_punted(uint64_t k, double start, double end,
                                              const std::function<double(uint64_t, double)>& clat_from, double slat,
                                              double worker_cpu, bool measure)
{
  // The writes of the batch complete one after another during [start, end];
  // each waited from its own (refill) submission. fio's clat runs from the
  // submit call's return (its slat after the prep at the refill time), its
  // lat from the prep, to the reap that frees its slot (PuntReaper). A
  // completion that finds fio asleep is seen once fio has woken: fio wakes
  // at the batch's first completion, not its last.
  const double kd = static_cast<double>(k);
  const double woken = asleep_ ? wake_delay(start + (end - start) / kd) : 0.0;
  for (uint64_t i = 0; i < k; ++i) {
    const double done = std::max(start + (end - start) * static_cast<double>(i + 1) / kd + woken, reap_from_);
    const double from = clat_from(i, done); // before this write's completion is recorded
    refill_.complete(done);
    // Its clat holds at most the depth writes' CPU, fio's and the worker's.
    punt_reaper_.complete(done, from, slat, static_cast<double>(depth_) * (slat + worker_cpu), measure);
  }
  if (measure) {
    job_.result_.write.io_bytes += bs_ * k;
    job_.result_.write.total_ios += k;
  }
}

double JobThread::BufferedLoop::run_submits(const CpuWork& engine_cpu, uint64_t k, uint64_t wakes)
{
  // One io_uring_enter per write: fio submits each as its slot frees
  // (iodepth_batch_submit=1), whatever the model's batch. A write punted
  // without an inline try wakes a sleeping worker inside it (cpu.wake_send).
  const double kd = static_cast<double>(k);
  CpuWork submit = engine_cpu.scaled(kd);
  submit.add(KFunc::Syscall, p_.cpu_syscall * kd);
  if (!(inline_try_.failed_try_cpu > 0))
    submit.add(KFunc::WakeRemote, p_.cpu_wake_send * static_cast<double>(wakes));
  const double t0 = ctx_.now();
  ctx_.run_cpu(submit);
  return (ctx_.now() - t0) / kd;
}

void JobThread::BufferedLoop::run_failed_tries(uint64_t k, uint64_t wakes)
{
  // A write that was tried inline reaches io-wq only after its failed try
  // and async-poll rounds, which fio's thread runs in io_uring_enter's wait
  // (task_work): in the write's clat, not its slat, and so is its wake of
  // a sleeping worker.
  if (inline_try_.failed_try_cpu > 0) { // 0 under force_async: no inline try
    CpuWork retry;
    retry.add(KFunc::UringRetry, inline_try_.failed_try_cpu * static_cast<double>(k));
    retry.add(KFunc::WakeRemote, p_.cpu_wake_send * static_cast<double>(wakes));
    ctx_.run_cpu(retry);
  }
}

bool JobThread::BufferedLoop::saturated_queue(size_t fid, const WriteBatch& batch, const CpuWork& engine_cpu) const
{
  // One file, one writer of it, no fsync=N (fio queues its syncs among the
  // writes), and the worker past fio's first queue (IoWq::steady).
  if (!p_.sim_aggregate || !(p_.sim_fluid_time > p_.sim_batch_time) || depth_ < 2 || nfiles_ != 1 || span_running_ ||
      syncs_.writes_until_due() != UINT64_MAX || ctx_.group_writers.at({fid, spec_.group_id}) != 1 ||
      !ctx_.iowq->steady(fid))
    return false;
  const double worker_each = write_time(batch) - engine_cpu.total() - syscall_cpu(batch) +
                             (spec_.force_async ? p_.iowq_unhashed_punt : p_.iowq_punt) +
                             static_cast<double>(bs_) / p_.iowq_remote_copy_bw;
  const double submit_each = engine_cpu.total() + p_.cpu_syscall + inline_try_.failed_try_cpu;
  return punt_queue_saturated(depth_, worker_each, submit_each, p_.cpu_wakeup);
}

void JobThread::BufferedLoop::run_queue_span(WriteBatch batch, uint64_t k, const CpuWork& engine_cpu, double ready)
{
  // fio's queue stays full and the inode's io-wq worker, the bottleneck,
  // runs the span's k writes back to back behind those already queued. fio
  // submits each one when the completion `depth` writes before it frees a
  // slot (RefillClock::next_refill), so its submissions overlap the
  // worker's run: the span is queued at once and fio's CPU for it runs
  // beside the worker.
  reaper_.drain(ctx_.now());
  const double t0 = ctx_.now();
  const bool measure = job_.measuring(t0);
  batch.cpu += engine_cpu.scaled(-1.0); // the engine's share runs in fio's thread below
  PuntedWrite w = to_worker(batch, k);
  w.submitted = t0;
  auto slat = std::make_shared<double>(0.0); // known once fio's CPU has run, before the worker ends
  // While the span runs, fio keeps refilling: the span holds all but a
  // quarter of the queue, and fio queues the next quarter behind it at
  // once, so the worker finds work when the span ends (a span that drained
  // the queue cost the worker fio's and its own wake-up per span: 1-4% on
  // short cache-only jobs of this project's VM). The writes queued behind
  // it are dated at completion too (deferred_).
  const int held = depth_ - punt_batch_cap(depth_);
  outstanding_ += held;
  ++deferred_;
  span_running_ = true;
  w.done = [this, k, measure, ready, slat, held, worker_cpu = w.batch.cpu.total()](double start, double end, double) {
    complete_punted(k, start, end, [&](uint64_t, double done) {
      const double s = refill_.next_refill(ready);
      punt_reaper_.submit(s);
      return std::min(done, s + *slat);
    }, *slat, worker_cpu, measure);
    outstanding_ -= held;
    --deferred_;
    span_running_ = false;
    reaped_.notify_all();
  };
  ctx_.iowq->queue(std::move(w));
  *slat = run_submits(engine_cpu, k, 0); // the worker is running the queue
  run_failed_tries(k, 0);
  if (measure) {
    job_.result_.mark_depth(static_cast<uint64_t>(depth_), k); // each goes into a full queue
    job_.result_.mark_submit(k);
    job_.result_.mark_complete(1, k);
  }
}

PuntedWrite JobThread::BufferedLoop::to_worker(const WriteBatch& batch, uint64_t k) const
{
  PuntedWrite w;
  w.batch = batch;
  w.batch.count = k;
  // io_write calls the file's ->write_iter from the worker, a kernel
  // thread: the syscall's entry and exit are fio's io_uring_enter's, paid in
  // run_submits, not the write's.
  w.batch.cpu.seconds[static_cast<size_t>(KFunc::Syscall)] = 0;
  w.hashed = !spec_.force_async;
  w.scrambled = spec_.scramble_buffers;
  // What fio queues before io-wq's new worker first runs: its whole depth.
  w.first_queue_bytes = static_cast<double>(std::min<uint64_t>(static_cast<uint64_t>(depth_) * bs_, spec_.size));
  return w;
}

bool JobThread::BufferedLoop::serial_punts(size_t fid)
{
  // Another job's punted writes to the inode would run between ours, one
  // cycle at a time: batching ours would hand the worker over per batch.
  if (!p_.sim_aggregate || depth_ != 1 || ctx_.group_writers.at({fid, spec_.group_id}) != 1)
    return false;
  // The write before must be reaped first, as fio does at QD1 (the batch's
  // timing starts from fio's wake-up).
  if (outstanding_ > 0) {
    reaper_.drain(ctx_.now());
    wait_reaped([&] { return outstanding_ == 0; });
  }
  punt_reaper_.drain(ctx_.now()); // the cycles record their own writes
  return ctx_.iowq->idle(fid);
}

double JobThread::BufferedLoop::serial_cycle_extra() const
{
  return p_.cpu_syscall + inline_try_.failed_try_cpu + std::max(p_.iowq_wakeup, p_.cpu_wake_send) +
         (spec_.force_async ? p_.iowq_unhashed_punt : p_.iowq_punt) + p_.iowq_idle_punt +
         static_cast<double>(bs_) / p_.iowq_remote_copy_bw + p_.cpu_wakeup;
}

void JobThread::BufferedLoop::run_serial_punts(WriteBatch batch, uint64_t k, const CpuWork& engine_cpu)
{
  // At QD1 fio submits a write only after it has reaped the one before, so
  // punted writes never overlap. Each is a cycle: fio's submit (slat), its
  // failed inline try if any, the idle worker's wake-up and punt, the write,
  // and fio's wake-up to reap it. The fine-grained mode runs every cycle
  // with both actors; here fio's thread runs the batch's k cycles itself,
  // phase by phase, holding the inode's io-wq bucket as the worker would.
  // The time and CPU are the same sums; each write keeps its own wake-up
  // draw in the latency distributions.
  const double kd = static_cast<double>(k);
  const double t0 = ctx_.now();
  const bool measure = job_.measuring(t0);
  // Only the batch's first write can find the worker past its idle CPU's polling
  // window, or io-wq without a worker yet (a queue of one at QD1).
  const double first_extra = ctx_.deep_wakeup(ctx_.iowq->slept(batch.file)) +
                            ctx_.iowq->start(batch.file, static_cast<double>(bs_)) + // a queue of one
                            ctx_.iowq->first_queue(batch.file, static_cast<double>(bs_));
  ctx_.iowq->hold(batch.file);
  const double slat = run_submits(engine_cpu, k, k);
  const double t1 = ctx_.now();
  run_failed_tries(k, k);
  // The worker's wake-up runs from the wake, beside the waker's cpu.wake_send.
  if (const double rest = p_.iowq_wakeup - p_.cpu_wake_send; rest > 0)
    sg4::this_actor::sleep_for(rest * kd);
  batch.cpu += engine_cpu.scaled(-1.0); // the engine's share ran in fio's submit above
  const PuntedWrite w = to_worker(batch, k);
  ctx_.run_cpu(ctx_.iowq->punt_cost(w, k)); // every write finds the worker asleep
  const double to_write = (ctx_.now() - t1) / kd;
  if (first_extra > 0)
    sg4::this_actor::sleep_for(first_extra);
  const double t2 = ctx_.now();
  const WriteOutcome out = ctx_.iowq->write(w.batch);
  const double each = (ctx_.now() - t2 - out.pause) / kd;
  const double deep = ctx_.deep_wakeup(to_write + each, k); // fio asleep through each cycle's write
  // Each cycle ends with fio's wake-up; drawn per write unless they do not
  // vary but for the long ones, which the closed form places (long_wakes_).
  // The worker's wake-up may be a long one too: its draw goes with fio's.
  const bool fixed_wake = wakeup_.fixed();
  const double long_mu = 2 * wakeup_.tail_share();
  std::vector<double> woken(fixed_wake ? 0 : k);
  double asleep = 0;
  if (fixed_wake)
    asleep = (wakeup_.body() + long_mu * wakeup_.tail() + deep) * kd;
  for (auto& x : woken)
    asleep += (x = wakeup_.next() + wakeup_.long_extra() + deep);
  if (asleep > 0)
    sg4::this_actor::sleep_for(asleep);
  ctx_.iowq->release(batch.file);
  reap_from_ = ctx_.now();
  // The writes that enter a cold block carry its fault-in (FaultInTail),
  // spread evenly through the batch; the pause lands on the last write.
  const auto pts = fault_tail_.split(k, each, out.cold);
  const uint64_t stalled = pts[1].count;
  double t = t0, sum = 0, first_done = 0;
  if (fixed_wake && stalled == 0) {
    // All alike but the first (io-wq's start, a deep wake-up) and the last
    // (the pause): three classes in closed form, not a loop over k writes.
    const double base = to_write + pts[0].latency + asleep / kd;
    const double first = base + first_extra + (k == 1 ? out.pause : 0.0);
    sum = base * kd + first_extra + out.pause;
    t = t0 + slat * kd + sum;
    first_done = t0 + slat + first;
    if (measure) {
      job_.record_latency(slat + first, 1, slat);
      if (k > 2)
        for (const auto& q : long_wakes_.spread_events(k - 2, base, long_mu))
          job_.record_latency(slat + q.latency, q.count, slat);
      if (k > 1)
        job_.record_latency(slat + base + out.pause, 1, slat);
    }
  } else {
    // Runs of equal latencies go to the distributions as one sample each.
    double run_latency = 0;
    uint64_t run = 0;
    for (uint64_t i = 0; i < k; ++i) {
      const bool cold = stalled > 0 && (i + 1) * stalled / k > i * stalled / k;
      const double clat =
          to_write + (i == 0 ? first_extra : 0.0) + (cold ? pts[1].latency : pts[0].latency) +
          (i + 1 == k ? out.pause : 0.0) + (fixed_wake ? asleep / kd : woken[i]);
      t += slat + clat;
      if (i == 0)
        first_done = t;
      sum += clat;
      if (measure && run > 0 && slat + clat != run_latency) {
        job_.record_latency(run_latency, run, slat);
        run = 0;
      }
      run_latency = slat + clat;
      ++run;
    }
    if (measure && run > 0)
      job_.record_latency(run_latency, run, slat);
  }
  refill_.serial_cycles(k, t0, t);
  if (measure) {
    JobResult& r = job_.result_;
    r.log_io({first_done, ctx_.now(), k, slat + sum / kd, slat}); // the log keeps the batch's mean
    r.mark_depth(1, k);
    r.mark_submit(k);
    r.mark_complete(1, k);
    r.write.io_bytes += bs_ * k;
    r.write.total_ios += k;
  }
}

void JobThread::BufferedLoop::write_inline(WriteBatch batch, uint64_t k)
{
  const double kd = static_cast<double>(k);
  const double t0 = ctx_.now();
  punt_reaper_.drain(t0); // punted writes before a drop below freerun leave fio's queue first
  batch.count = k;
  const WriteOutcome out = perform_buffered_write(ctx_, batch, pending_);
  const double elapsed = ctx_.now() - t0;
  // Every write of the batch took the same time; the pause lands on the last one.
  const double each = (elapsed - out.pause) / kd;
  const bool measure = job_.measuring(t0);
  if (async_engine_) {
    reap_cpu_ = batch.cpu.total();
    issue_to_reaper(k, t0, each, out.cold, out.pause, measure);
  } else if (measure) {
    record_sync_writes(batch, k, t0, each, out);
  }
  if (measure) {
    job_.result_.write.io_bytes += bs_ * k;
    job_.result_.write.total_ios += k;
  }
}

void JobThread::BufferedLoop::issue_to_reaper(uint64_t k, double t0, double each, double cold, double pause,
                                              bool measure)
{
  // Completed inside the submit call, reaped when fio's queue is full. The
  // writes that enter a cold block carry its fault-in (FaultInTail), spread
  // evenly through the batch as the blocks are; the pause lands on the last.
  const auto pts = fault_tail_.split(k, each, cold);
  const uint64_t stalled = pts[1].count;
  if (stalled == 0) {
    reaper_.issue(t0, each, k - 1, measure);
    reaper_.issue(t0 + each * (static_cast<double>(k) - 1), each + pause, 1, measure);
    return;
  }
  const uint64_t warm = pts[0].count;
  double t = t0;
  for (uint64_t i = 0; i < stalled; ++i) {
    const uint64_t run = warm * (i + 1) / stalled - warm * i / stalled; // warm writes before this block's first
    reaper_.issue(t, pts[0].latency, run, measure);
    t += pts[0].latency * static_cast<double>(run);
    const bool last = i + 1 == stalled;
    reaper_.issue(t, pts[1].latency + (last ? pause : 0.0), 1, measure);
    t += pts[1].latency;
  }
}

void JobThread::BufferedLoop::record_sync_writes(const WriteBatch& batch, uint64_t k, double t0, double each,
                                                 const WriteOutcome& out)
{
  const double kd = static_cast<double>(k);
  JobResult& r = job_.result_;
  r.mark_depth(1, k); // a sync engine: one write at a time
  r.mark_submit(k);
  r.mark_complete(1, k);
  // The writes that enter a cold block carry its fault-in (FaultInTail), those
  // that fill a folio batch its move (FolioBatchTail); interruptions spread
  // each write's time (InterruptTail); the preempted writes wait out a slice
  // (SliceTail); the throttle pause lands on the last write.
  // The writes that read a page first carry the read (PartialPageRead),
  // shared between the fault split's parts in proportion.
  std::array<PeriodicTail::Point, 8> pts{}; // no allocation per batch: at most 2 x 2 x 2 points, the rest count 0
  size_t n = 0;
  uint64_t before = 0;
  for (const auto& f : fault_tail_.split(k, each, out.cold)) {
    if (!f.count)
      continue;
    const uint64_t reads = batch.reads * (before + f.count) / k - batch.reads * before / k;
    before += f.count;
    for (const auto& rd : partial_.split(f.count, f.latency, reads))
      if (rd.count)
        for (const auto& pt :
             lru_tail_.split(rd.count, rd.latency, batch.shape.folios_new - batch.shape.folios_new_large))
          pts[n++] = pt;
  }
  auto& last = *std::find_if(pts.rbegin(), pts.rend(), [](const auto& pt) { return pt.count > 0; });
  last.count -= 1;
  const double wait_each = out.core_wait / kd;
  for (const auto& pt : pts)
    if (pt.count)
      for (const auto& q : interrupts_.spread(pt.count, pt.latency, batch.cpu.total()))
        for (const auto& w : slice_tail_.split(q.count, q.latency, wait_each * static_cast<double>(q.count)))
          if (w.count)
            job_.record_write(w.latency, w.count, 0, t0 + each, t0 + each * (kd - 1));
  for (const auto& q : interrupts_.spread(1, last.latency, batch.cpu.total()))
    for (const auto& w : slice_tail_.split(1, q.latency, wait_each))
      if (w.count)
        job_.record_write(w.latency + out.pause, 1, 0, ctx_.now(), ctx_.now());
}

void JobThread::BufferedLoop::wait_reaped(const std::function<bool()>& ready)
{
  if (ready())
    return;
  asleep_ = true;
  asleep_since_ = ctx_.now();
  reaped_.wait_until(ready);
  asleep_ = false;
  const double w = wake_delay(ctx_.now());
  next_wake_ = -1;
  reap_from_ = ctx_.now() + w;
  if (w > 0)
    sg4::this_actor::sleep_for(w);
}

double JobThread::BufferedLoop::wake_delay(double woken_at)
{
  // Drawn when the completion comes, so a wait past cpu.idle_poll (a sync's,
  // a long write's) finds fio's CPU in its deep idle.
  if (next_wake_ < 0)
    next_wake_ = wakeup_.next() + ctx_.deep_wakeup(woken_at - asleep_since_);
  return next_wake_;
}

} // namespace wbsim
