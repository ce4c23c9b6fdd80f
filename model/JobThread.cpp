#include "JobThread.hpp"

#include "ContendedLock.hpp"
#include "FioReaper.hpp"
#include "FaultInTail.hpp"
#include "FolioBatchTail.hpp"
#include "Flusher.hpp"
#include "FuseDaemon.hpp"
#include "InodeLock.hpp"
#include "InterruptTail.hpp"
#include "IoWq.hpp"
#include "UringInlineTry.hpp"
#include "StripedVolume.hpp"
#include "Reclaimer.hpp"
#include "RefillClock.hpp"
#include "SimContext.hpp"
#include "SyncSchedule.hpp"
#include "WakeupDelay.hpp"

#include <simgrid/s4u/Actor.hpp>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>

namespace sg4 = simgrid::s4u;

namespace wbsim {

namespace {
// The share of a file's bytes in the page cache (dirty, under writeback or clean).
double cached_share(const CachedFile& f)
{
  return (f.dirty + f.writeback + f.clean) / std::max(1.0, f.size);
}
} // namespace

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
  // Every job keeps its completions: fio's bw and iops samples come from
  // them (FioLog), and so do its logs.
  if (count > 0)
    result_.io_log.push_back({first_done, last_done, count, latency, slat});
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
  // fio opens the files inside the job's time and, with invalidate=1, drops
  // their cached pages first (td_io_open_file -> file_invalidate_cache).
  if (spec_.invalidate) {
    double bytes = 0;
    for (const auto& path : spec_.files)
      if (auto it = ctx_.cached_at_start.find(path); it != ctx_.cached_at_start.end()) {
        bytes += it->second;
        it->second = 0;
      }
    if (bytes > 0) {
      // The folios are those this job's writes make: the cache a previous
      // run of the same job left.
      const Params& p = ctx_.params;
      const WriteShape sh = ctx_.write_cost.shape(spec_.block_size, spec_.block_size, 0, 0.0);
      const double folio = sh.folios_new > 0 && sh.pages_new > 0 ? sh.pages_new * p.pc_page_size / sh.folios_new
                                                                 : p.pc_page_size;
      CpuWork w;
      w.add(KFunc::Invalidate, bytes / folio * p.pc_invalidate_folio + bytes / p.pc_page_size * p.pc_invalidate_page);
      ctx_.run_cpu(w);
    }
  }
  if (spec_.direct)
    run_direct();
  else
    run_buffered();
  result_.end_time = std::max(ctx_.now(), measure_from_);
  groups_.job_done(spec_.group_id);
}

void JobThread::run_buffered()
{
  const Params& p = ctx_.params;
  const uint64_t bs = spec_.block_size;
  const uint64_t stride = bs + spec_.skip;
  for (const auto& path : spec_.files)
    files_.push_back(ctx_.file_ids.at(path)); // opened by the simulation, which made their locks
  const uint64_t ios_per_file = spec_.ios_per_file();
  const size_t nfiles = files_.size();
  std::vector<uint64_t> done_in_pass(nfiles, 0);
  const uint64_t ios_per_pass = spec_.ios_per_pass(); // fio's size: may end a pass before the files' ends
  uint64_t done_this_pass = 0;
  uint64_t pass = 0;
  FolioBatchTail lru_tail(p.pc_lru_batch_move);
  FaultInTail fault_tail(p.mem_fault_block, p.mem_fault_in_bw);
  InterruptTail interrupts(p.cpu_interrupt_gap, p.cpu_interrupt_time);
  SyncSchedule syncs(spec_.fsync_every, spec_.fdatasync_every);
  double pending = 0; // bytes this task dirtied since its last throttle pause
  size_t slot = 0;
  bool sync_due = false; // an fsync=N sync waits for the next write
  size_t sync_slot = 0;
  const bool async_engine = spec_.engine == IoEngine::Libaio || spec_.engine == IoEngine::IoUring;
  const bool uring = spec_.engine == IoEngine::IoUring;
  const int depth = uring ? std::max(1, spec_.iodepth) : 1;
  FioReaper reaper(async_engine ? spec_.iodepth : 1, // FioReaper clamps to >= 1
                   [this](double clat, double slat, uint64_t n, double first, double last) {
                     record_write(slat + clat, n, slat, first, last);
                   },
                   async_engine ? &result_ : nullptr);
  int outstanding = 0; // punted io_uring writes not completed yet
  Signal reaped;
  // fio sleeps in io_uring_enter(GETEVENTS) while it waits for punted writes:
  // a completion that finds it asleep is reaped cpu.wakeup later, and so is
  // every write that completes while fio is still waking (it reaps them all
  // when it runs; dating those at their completion put fio's mean clat at
  // qd8 at 23 us where its full queue gives 8 x 5.1 = 41, and fio 40-46).
  bool asleep = false;
  double reap_from = 0; // fio runs, and reaps, no earlier than this
  // The completion that wakes fio draws the wake-up's length; fio sleeps that long.
  // Seeded by the job's name and first file, so a run repeats and clones differ.
  WakeupDelay wakeup(p.cpu_wakeup, p.cpu_wakeup_jitter,
                     std::hash<std::string>{}(spec_.name) ^ ((files_.empty() ? 0 : files_[0] + 1) * 0x9E3779B97F4A7C15ull));
  double next_wake = -1;
  auto wake_delay = [&wakeup, &next_wake] {
    if (next_wake < 0)
      next_wake = wakeup.next();
    return next_wake;
  };
  auto wait_reaped = [&](const std::function<bool()>& ready) {
    if (ready())
      return;
    asleep = true;
    reaped.wait_until(ready);
    asleep = false;
    const double w = wake_delay();
    next_wake = -1;
    reap_from = ctx_.now() + w;
    if (w > 0)
      sg4::this_actor::sleep_for(w);
  };
  RefillClock refill(depth); // when fio would have submitted each punted write
  // io_uring's inline try: whether every write ends in io-wq, and what a
  // write that is tried and punted costs the submitter first.
  const UringInlineTry inline_try = uring_inline_try(p, spec_.force_async, spec_.preallocate);
  // A submitter whose writes are all punted dirties nothing itself: the io-wq worker does.
  const int dirtier = (uring && inline_try.always_punted) ? 0 : 1;

  ctx_.dirtiers += dirtier;
  while (true) {
    double now = ctx_.now();
    if (deadline_passed(now))
      break;
    // Next file with IO left in this pass (fio's file_service_type=roundrobin).
    size_t tries = 0;
    while (tries < nfiles && done_in_pass[slot] >= ios_per_file) {
      slot = (slot + 1) % nfiles;
      ++tries;
    }
    if (tries == nfiles || done_this_pass >= ios_per_pass) {
      if (!spec_.time_based)
        break;
      ++pass; // time_based: loop over the files again, from their starts
      std::fill(done_in_pass.begin(), done_in_pass.end(), 0);
      done_this_pass = 0;
      slot = 0;
    }
    // fio issues fsync=N's sync before the write that follows the Nth
    // (get_io_u), so a job that ends on a multiple of N does not sync again.
    if (sync_due && uring) {
      // fio's io_uring engine queues the sync as one more SQE
      // (IORING_OP_FSYNC, engines/io_uring.c) without draining the queue; it
      // takes a slot until it completes, and io-wq runs it unhashed, beside
      // the file's writes. Long syncs so fill the queue and leave the writes
      // few slots (fio: p50 35 us for 64 KiB writes at qd8 with fsync=16).
      const double ready = ctx_.now();
      wait_reaped([&] { return outstanding < depth; });
      refill.submit(1, ready, ctx_.now());
      ++outstanding;
      if (measuring(ctx_.now())) {
        result_.mark_depth(static_cast<uint64_t>(outstanding), 1);
        result_.mark_submit(1);
        result_.mark_complete(1);
      }
      uring_fsyncs_.start([this, slot = sync_slot, &outstanding, &reaped, &refill] {
        do_fsync(slot, true);
        refill.complete(ctx_.now());
        --outstanding;
        reaped.notify_all();
      });
      ++ctx_.activities;
      sync_due = false;
    } else if (sync_due) {
      wait_reaped([&] { return outstanding == 0; }); // fio orders the sync after the writes
      reaper.drain(ctx_.now());
      do_fsync(sync_slot, true);
      sync_due = false;
    }
    const size_t fid = files_[slot];
    const CachedFile& cf = ctx_.cache.file(fid);
    WriteBatch batch;
    batch.file = fid;
    batch.bs = bs;
    const auto& first = ctx_.first_writers.at(fid);
    batch.fresh = pass == 0 && first.first == spec_.group_id && first.second == 1;
    batch.pattern = spec_.pattern;
    const uint64_t index = done_in_pass[slot];
    // Random offsets are multiples of bs, so every write has the folio shape of
    // an aligned one; the sequential stream's own position is used as is.
    const uint64_t pos = spec_.offset + (spec_.pattern == IoPattern::Sequential ? index * stride : bs);
    const double resident = batch.fresh ? 0.0 : std::min(1.0, cached_share(cf));
    batch.shape = spec_.pattern == IoPattern::Sequential
                      ? ctx_.write_cost.sequential_shape(pos, bs, stride, index > 0 ? pos - stride + bs : 0, resident)
                  : batch.fresh ? ctx_.write_cost.random_block_shape(bs, std::min(1.0, cached_share(cf)))
                                : ctx_.write_cost.shape(pos, bs, 0, resident);
    batch.cpu = ctx_.write_cost.cost(batch.shape);
    const CpuWork engine_cpu = ctx_.write_cost.engine_cost(spec_.engine); // fio and the engine's syscalls, per IO
    batch.cpu += engine_cpu;
    double per_write = batch.cpu.total();
    if (ctx_.fuse && !p.fuse_writeback_cache) {
      // Write-through: the write() also waits for its round trips to the daemon.
      const FusePolicy& fp = ctx_.fuse->policy();
      const auto n = static_cast<double>(fp.requests_for(static_cast<double>(bs)));
      const double each = static_cast<double>(bs) / n;
      per_write += n * (p.fuse_request_cpu + fp.service_time(each) +
                        ctx_.device_spec.service_time(IoDir::Write, each, DeviceSpec::segments(each, p.pc_page_size)));
    }
    const double new_dirty = std::max(1.0, batch.shape.bytes_new_dirty);

    // io_uring: with FMODE_BUF_WASYNC the write is tried inline with
    // IOCB_NOWAIT and punted to io-wq on -EAGAIN (it would be throttled, or
    // btrfs refuses a file without preallocated extents); without it every
    // buffered write is punted. force_async=1 sets IOSQE_ASYNC: punted
    // without the inline try (UringInlineTry).
    const bool punt =
        uring && (inline_try.always_punted || ctx_.dirty_and_writeback() > ctx_.limits.freerun);

    // How many identical writes to simulate as one activity.
    uint64_t k = 1;
    if (p.sim_aggregate) {
      double kmax = std::max(1.0, std::floor(p.sim_batch_time / std::max(per_write, 1e-12)));
      kmax = std::min(kmax, static_cast<double>(ios_per_file - index));
      kmax = std::min(kmax, static_cast<double>(ios_per_pass - done_this_pass));
      kmax = std::min(kmax, static_cast<double>(syncs.writes_until_due()));
      if (deadline_ > 0)
        kmax = std::min(kmax, std::max(1.0, std::ceil((deadline_ - now) / per_write)));
      if (now < measure_from_)
        kmax = std::min(kmax, std::max(1.0, std::ceil((measure_from_ - now) / per_write)));
      // Stop at the thresholds where behaviour changes: the flusher's wake-up
      // and the start of throttling; once throttled, at the next pause.
      // The room up to a threshold is shared by every task dirtying pages:
      // batches that each took all of it would land together and overshoot
      // it by the number of writers (into the 200 ms pauses at the limit).
      const double dw = ctx_.dirty_and_writeback();
      const double share = new_dirty * std::max(1, ctx_.dirtiers);
      if (dw < ctx_.limits.freerun) {
        kmax = std::min(kmax, std::floor((ctx_.limits.freerun - dw) / share) + 1);
        // Close to freerun, batch at most sim.polls_per_batch of the kernel's check intervals
        // there (dirty_poll_interval(): 2^(ilog2(room in pages)/2) pages):
        // the check that crosses freerun charges the batch, and larger
        // batches lowered the early bandwidth estimate and stretched pauses
        // (4 throttled writers on 4 GiB: -23% against fine-grained, now -2%;
        // 1 interval gives -1% but 4x the activities of a 100 GiB job).
        const double poll = ctx_.throttle.poll_interval_bytes(dw, p.pc_page_size);
        kmax = std::min(kmax, std::max(1.0, std::floor(p.sim_polls_per_batch * poll / new_dirty)));
      }
      else
        kmax = std::min(kmax, std::max(1.0, std::floor((ctx_.throttle.bytes_until_pause(dw, ctx_.dirty_ratelimit()) -
                                                        pending) / new_dirty)));
      // Stop where warm memory runs out: the writes after it stall on faults.
      if (p.mem_page_reporting) {
        const double warm = ctx_.memory.warm(now);
        if (warm > 0)
          kmax = std::min(kmax, std::floor(warm / new_dirty) + 1);
      }
      if (ctx_.cache.dirty() < ctx_.limits.bg_thresh)
        kmax = std::min(kmax, std::floor((ctx_.limits.bg_thresh - ctx_.cache.dirty()) / share) + 1);
      // Punted writes: batches of a quarter of the queue depth, so the worker
      // still has queued writes when fio, woken by a completion, refills (fio
      // refills per completion). With half-depth batches the worker drained
      // its queue before fio's wake-up arrived and both wake-ups fell in
      // series: with cpu.wakeup 22 us, 4.1 us per 4 KiB IO at qd16 against
      // fio's 2.7-2.8 on this project's VM (quarter: 2.7).
      if (punt)
        kmax = std::min({kmax, std::max(1.0, std::floor(depth / 4.0)), std::max(1.0, static_cast<double>(depth - outstanding))});
      k = static_cast<uint64_t>(std::max(1.0, kmax));
    }
    if (k > 1 && batch.fresh && spec_.pattern != IoPattern::Sequential) {
      // Sub-page random blocks fill the file's pages as the batch goes: its
      // mean shape over k writes, not the first write's (same for any bs >=
      // a page). The CPU follows the shape: the first write's cost out, the mean's in.
      const WriteShape mean = ctx_.write_cost.random_block_shape(bs, std::min(1.0, cached_share(cf)), k, cf.size);
      batch.cpu += ctx_.write_cost.cost(mean);
      batch.cpu += ctx_.write_cost.cost(batch.shape).scaled(-1.0);
      batch.shape = mean;
    }
    const double kd = static_cast<double>(k);
    done_in_pass[slot] += k;
    done_this_pass += k;
    slot = (slot + 1) % nfiles;

    if (punt) {
      reaper.drain(ctx_.now()); // the inline completions leave fio's queue first
      // The submitter only prepares SQEs; the write runs in the inode's io-wq worker.
      const double ready = ctx_.now(); // before waiting for free slots
      wait_reaped([&] { return outstanding + static_cast<int>(k) <= depth || outstanding == 0; });
      const double t0 = ctx_.now();
      // fio's loop, the SQE and the reap run in fio's thread, beside the
      // worker: only the write and iowq.punt are in the worker's serial chain.
      CpuWork submit = engine_cpu.scaled(kd);
      submit.add(KFunc::Syscall, p.cpu_syscall);
      ctx_.run_cpu(submit);
      batch.cpu += engine_cpu.scaled(-1.0);
      const double slat = (ctx_.now() - t0) / kd;
      const double submitted = ctx_.now();
      // A write that was tried inline reaches io-wq only after its failed
      // try and async-poll rounds, which fio's thread runs in
      // io_uring_enter's wait (task_work): in the write's clat, not its slat.
      if (inline_try.failed_try_cpu > 0) { // 0 under force_async: no inline try
        CpuWork retry;
        retry.add(KFunc::UringRetry, inline_try.failed_try_cpu * kd);
        ctx_.run_cpu(retry);
      }
      const bool measure = measuring(t0);
      if (measure) {
        // Each write is its own submit; the worker completes them one by one.
        for (uint64_t i = 1; i <= k; ++i)
          result_.mark_depth(static_cast<uint64_t>(outstanding) + i, 1);
        result_.mark_submit(k);
        result_.mark_complete(1, k);
      }
      outstanding += static_cast<int>(k);
      PuntedWrite w;
      w.batch = batch;
      w.batch.count = k;
      w.submitted = submitted;
      w.hashed = !spec_.force_async;
      w.scrambled = spec_.scramble_buffers;
      w.done = [this, &outstanding, &reaped, &refill, &asleep, &reap_from, &wake_delay, k, kd, bs, slat, measure,
                submits = refill.submit(k, ready, w.submitted)](double start, double end, double) {
        // The writes of the batch complete one after another during [start, end];
        // each waited from its own (refill) submission, and is reaped when fio
        // runs again.
        const double woken = asleep ? wake_delay() : 0.0;
        for (uint64_t i = 0; i < k; ++i) {
          const double done =
              std::max(start + (end - start) * static_cast<double>(i + 1) / kd + woken, reap_from);
          refill.complete(done);
          if (measure)
            record_write(slat + (done - submits[i]), 1, slat, done, done);
        }
        if (measure) {
          result_.write.io_bytes += bs * k;
          result_.write.total_ios += k;
        }
        outstanding -= static_cast<int>(k);
        reaped.notify_all();
      };
      ctx_.iowq->queue(std::move(w));
    } else {
      const double t0 = ctx_.now();
      batch.count = k;
      const WriteOutcome out = perform_buffered_write(ctx_, batch, pending);
      const double elapsed = ctx_.now() - t0;
      // Every write of the batch took the same time; the pause lands on the last one.
      const double each = (elapsed - out.pause) / kd;
      const bool measure = measuring(t0);
      if (async_engine) {
        // Completed inside the submit call, reaped when fio's queue is full.
        reaper.issue(t0, each, k - 1, measure);
        reaper.issue(t0 + each * (kd - 1), each + out.pause, 1, measure);
      } else if (measure) {
        result_.mark_depth(1, k); // a sync engine: one write at a time
        result_.mark_submit(k);
        result_.mark_complete(1, k);
        // The writes that fill a folio batch carry its move, interruptions
        // spread each write's time (InterruptTail); the throttle pause lands
        // on the last write.
        // The writes that enter a cold block carry its fault-in (FaultInTail).
        std::vector<FolioBatchTail::Point> pts;
        for (const auto& f : fault_tail.split(k, each, out.cold))
          if (f.count)
            for (const auto& pt : lru_tail.split(f.count, f.latency, batch.shape.folios_new))
              pts.push_back(pt);
        auto& last = *std::find_if(pts.rbegin(), pts.rend(), [](const auto& pt) { return pt.count > 0; });
        last.count -= 1;
        for (const auto& pt : pts)
          if (pt.count)
            for (const auto& q : interrupts.spread(pt.count, pt.latency, batch.cpu.total()))
              record_write(q.latency, q.count, 0, t0 + each, t0 + each * (kd - 1));
        for (const auto& q : interrupts.spread(1, last.latency, batch.cpu.total()))
          record_write(q.latency + out.pause, 1, 0, ctx_.now(), ctx_.now());
      }
      if (measure) {
        result_.write.io_bytes += bs * k;
        result_.write.total_ios += k;
      }
    }

    if (syncs.count(k)) {
      sync_due = true;
      sync_slot = slot == 0 ? nfiles - 1 : slot - 1;
    }
  }
  wait_reaped([&] { return outstanding == 0; });
  reaper.drain(ctx_.now());
  ctx_.dirtiers -= dirtier;

  if (spec_.end_fsync) {
    const double t0 = ctx_.now();
    for (size_t i = 0; i < files_.size(); ++i)
      do_fsync(i, false);
    result_.end_fsync_time = ctx_.now() - t0;
  }
}

void JobThread::do_fsync(size_t file_slot, bool record)
{
  const size_t fid = files_[file_slot];
  const double t0 = ctx_.now();
  run_fsync_cpu();
  // filemap_write_and_wait_range(): write back in this task, then wait for all
  // writeback of the file, including what the flusher had in flight.
  while (ctx_.cache.file(fid).dirty > 0.5)
    Flusher::write_back(ctx_, fid, HUGE_VAL);
  ctx_.writeback_done.wait_until([this, fid] { return ctx_.cache.file(fid).writeback <= 0.5; });
  log_force_and_flush();
  if (record && measuring(t0)) {
    result_.sync.add(ctx_.now() - t0);
    result_.sync_ios++;
  }
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

void JobThread::direct_sync()
{
  // A sync after direct writes finds no dirty page cache: the log force
  // and the device cache flush are all of it (as do_fsync's tail).
  const double t0 = ctx_.now();
  run_fsync_cpu();
  log_force_and_flush();
  if (measuring(t0)) {
    result_.sync.add(ctx_.now() - t0);
    result_.sync_ios++;
  }
}

void JobThread::run_fsync_cpu()
{
  CpuWork w;
  w.add(KFunc::Syscall, ctx_.params.cpu_syscall);
  w.add(KFunc::Fsync, ctx_.params.fs_fsync_cpu);
  ctx_.run_cpu(w);
}

void JobThread::log_force_and_flush()
{
  const Params& p = ctx_.params;
  // fuse: FUSE_FSYNC is one round trip; the daemon fsyncs its backing file
  // (the device cache flush below). Otherwise the log force: a journal write,
  // then the device cache flush.
  if (ctx_.fuse) {
    ctx_.fuse->call(1, 0.0);
  } else if (p.fs_log_write > 0) {
    bool done = false;
    auto* req = new IoRequest;
    req->dir = IoDir::Write;
    req->commands = 1;
    req->bytes_each = p.fs_log_write;
    req->segments_each = DeviceSpec::segments(p.fs_log_write, p.pc_page_size); // journal buffers, a page each
    ctx_.log_bytes += req->bytes();
    Signal* signal = &io_done_;
    req->on_complete = [&done, signal](IoRequest& r) {
      done = true;
      signal->notify_all();
      delete &r;
    };
    ctx_.device->submit(req);
    io_done_.wait_until([&done] { return done; });
  }
  // The device cache flush: its fixed part and whatever the volatile write
  // cache still holds (dev.cache_drain_bw).
  ctx_.device->flush(p.dev_flush_latency);
}

void JobThread::run_direct()
{
  const uint64_t bs = spec_.block_size;
  const uint64_t ios_per_pass = spec_.ios_per_pass(); // fio's size, at most the files' blocks
  const bool async_engine = spec_.engine == IoEngine::Libaio || spec_.engine == IoEngine::IoUring;
  const int depth = async_engine ? std::max(1, spec_.iodepth) : 1;
  const uint64_t commands = ctx_.device_spec.commands_for(bs);
  const CpuWork cost = ctx_.write_cost.direct_cost(bs, commands);
  // fio's buffer is contiguous within a page (malloc, mmap, shm) or a 2 MiB
  // huge page (mem=shmhuge, mmaphuge): the command's data segments.
  const double segments_each = DeviceSpec::segments(static_cast<double>(bs) / static_cast<double>(commands),
                                                    spec_.huge_buffers ? 2.0 * 1024 * 1024 : ctx_.params.pc_page_size);
  // fio preallocates the file (fallocate=native): the first pass writes into
  // unwritten extents, and each IO's completion converts its range in a
  // kworker (iomap's dio end_io: ext4_convert_unwritten_extents,
  // xfs_iomap_write_unwritten) before fio sees it complete. At QD1 that is
  // the same latency as charging it to the submitter; deeper queues overlap
  // the conversions with the next submissions instead of serialising them
  // (charged in the submitter, a qd16 16 KiB job came out 205 MB/s against
  // fio's 361).
  const double convert = spec_.dir == IoDir::Write && ctx_.params.has_unwritten_extents()
                             ? ctx_.params.fs_unwritten_convert
                             : 0.0; // seconds of KFunc::Unwritten per first-pass IO
  bool first_pass = true;
  // ext4 splits a fresh IO's range into an unwritten extent of its own at
  // submission and converts it at completion, both under the inode's
  // i_data_sem taken for writing; the tree's leaf comes and goes as the
  // extent count crosses what the inode holds (model/ExtentTree). xfs maps
  // its unwritten extents under a shared lock, so its conversions alone run
  // in the kworkers, side by side.
  const bool data_sem = convert > 0 && ctx_.params.fs_type == "ext4";
  const size_t nfiles = std::max<size_t>(1, spec_.files.size());
  std::vector<SimContext::ExtentFile*> extent_files;
  if (data_sem) {
    const uint64_t blocks_per_io = std::max<uint64_t>(1, bs / 4096); // ext4's 4 KiB blocks
    for (const auto& path : spec_.files) {
      auto [it, added] = ctx_.extent_files.try_emplace(path);
      if (added) {
        it->second.data_sem = std::make_unique<InodeLock>("i_data_sem:" + path, "ext4_map_blocks");
        if (spec_.pattern == IoPattern::Sequential)
          it->second.tree = std::make_unique<ExtentTree>(spec_.ios_per_file(), blocks_per_io);
      } else {
        // A second job on the same file: ExtentTree follows one writer's
        // order, so the leaf is not modelled for shared files.
        it->second.tree.reset();
      }
      extent_files.push_back(&it->second);
    }
  }

  uint64_t issued_in_pass = 0;
  int inflight = 0;
  SyncSchedule syncs(spec_.fsync_every, spec_.fdatasync_every);
  bool sync_due = false; // fsync=N / fdatasync=N: a sync goes before the next write
  while (true) {
    const double now = ctx_.now();
    const bool more = !deadline_passed(now) && (issued_in_pass < ios_per_pass || spec_.time_based);
    if (!more && inflight == 0)
      break;
    if (more && sync_due && spec_.dir == IoDir::Write) {
      sync_due = false;
      if (spec_.engine == IoEngine::IoUring) {
        // IORING_OP_FSYNC: one more SQE, run by io-wq beside the writes in
        // flight (fio does not drain the ring), holding a slot until done.
        io_done_.wait_until([&inflight, depth] { return inflight < depth; });
        inflight++;
        if (measuring(ctx_.now())) {
          result_.mark_depth(static_cast<uint64_t>(inflight), 1);
          result_.mark_submit(1);
          result_.mark_complete(1);
        }
        uring_fsyncs_.start([this, &inflight] {
          direct_sync();
          inflight--;
          io_done_.notify_all();
        });
        ++ctx_.activities;
      } else {
        // fio 3.33's libaio queues no sync: it calls fsync() itself, with
        // the submitted writes still in flight (strace of a libaio job with
        // direct=1 fsync=16: 63 fsync() beside 1024 io_submit); the sync
        // engines have nothing in flight.
        direct_sync();
      }
      continue;
    }
    if (more && inflight < depth) {
      if (issued_in_pass >= ios_per_pass) {
        issued_in_pass = 0; // time_based: next loop
        first_pass = false;
      }
      const double t0 = ctx_.now();
      ctx_.run_cpu(cost);
      // fio's files take IOs in turn (file_service_type=roundrobin).
      SimContext::ExtentFile* ef =
          first_pass && !extent_files.empty() ? extent_files[issued_in_pass % nfiles] : nullptr;
      const uint64_t index = issued_in_pass / nfiles; // the IO's place in its file
      if (ef) {
        ef->data_sem->lock(1);
        if (ef->tree && index < spec_.ios_per_file() && ef->tree->split(index))
          extent_block(false);
        ef->data_sem->unlock();
      }
      const double submitted = ctx_.now();
      auto* req = new IoRequest;
      req->dir = spec_.dir;
      req->commands = commands;
      req->bytes_each = static_cast<double>(bs) / static_cast<double>(commands);
      req->segments_each = segments_each;
      req->fresh = first_pass && spec_.dir == IoDir::Write && ctx_.params.fresh_layout(); // fio laid the file out
      const bool measure = measuring(t0);
      const double convert_this = first_pass ? convert : 0.0;
      req->on_complete = [this, &inflight, t0, submitted, measure, bs, async_engine, convert_this, ef,
                          index](IoRequest& r) {
        auto finish = [this, &inflight, t0, submitted, measure, bs, async_engine] {
          const double done = ctx_.now();
          if (measure) {
            record_write(done - t0, 1, async_engine ? submitted - t0 : 0, done, done);
            DirResult& d = spec_.dir == IoDir::Write ? result_.write : result_.read;
            d.io_bytes += bs;
            d.total_ios++;
          }
          ctx_.bytes_done += static_cast<double>(bs);
          (spec_.dir == IoDir::Write ? ctx_.direct_write_bytes : ctx_.direct_read_bytes) += static_cast<double>(bs);
          inflight--;
          io_done_.notify_all();
        };
        const double seconds = convert_this;
        JobThread* self = this;
        SimContext::ExtentFile* const file = ef;
        const uint64_t at = index;
        delete &r; // this lambda lives in r: only locals from here on
        if (!(seconds > 0)) {
          finish();
          return;
        }
        self->dio_converts_.start([self, seconds, finish, file, at] {
          if (file)
            file->data_sem->lock(1);
          CpuWork work;
          work.add(KFunc::Unwritten, seconds);
          self->ctx_.run_cpu(work);
          if (file && file->tree && at < self->spec_.ios_per_file() && file->tree->convert(at))
            self->extent_block(true);
          if (file)
            file->data_sem->unlock();
          finish();
        });
        ++self->ctx_.activities;
      };
      inflight++;
      issued_in_pass++;
      if (syncs.count())
        sync_due = true;
      if (measure) {
        // Completions arrive one by one and fio reaps each as it comes.
        result_.mark_depth(static_cast<uint64_t>(inflight), 1);
        result_.mark_submit(1);
        result_.mark_complete(1);
      }
      ctx_.device->submit(req);
      continue;
    }
    const int before = inflight;
    io_done_.wait_until([&inflight, before] { return inflight < before; });
  }
  // fio's end_fsync with direct=1: nothing dirty in the page cache, but the
  // log force and the device cache flush (which waits for a volatile write
  // cache to drain).
  if (spec_.end_fsync && spec_.dir == IoDir::Write) {
    const double t0 = ctx_.now();
    for (size_t i = 0; i < spec_.files.size(); ++i) {
      run_fsync_cpu();
      log_force_and_flush();
    }
    result_.end_fsync_time = ctx_.now() - t0;
  }
}

} // namespace wbsim
