#include "DirectLoop.hpp"

#include "ExtentTree.hpp"
#include "InodeLock.hpp"
#include "NvmeDevice.hpp"
#include "StripedVolume.hpp"

#include <algorithm>
#include <memory>

namespace wbsim {

namespace {
// fio preallocates the file (fallocate=native): the first pass writes into
// unwritten extents, and each IO's completion converts its range in a kworker
// (iomap's dio end_io: ext4_convert_unwritten_extents,
// xfs_iomap_write_unwritten) before fio sees it complete. At QD1 that is the
// same latency as charging it to the submitter; deeper queues overlap the
// conversions with the next submissions instead of serialising them (charged
// in the submitter, a qd16 16 KiB job came out 205 MB/s against fio's 361).
double convert_seconds(const Params& p, IoDir dir)
{
  return dir == IoDir::Write && p.has_unwritten_extents() ? p.fs_unwritten_convert : 0.0;
}
} // namespace

JobThread::DirectLoop::DirectLoop(JobThread& job)
    : job_(job),
      ctx_(job.ctx_),
      spec_(job.spec_),
      bs_(spec_.block_size),
      ios_per_pass_(spec_.ios_per_pass()),
      async_engine_(spec_.engine == IoEngine::Libaio || spec_.engine == IoEngine::IoUring),
      depth_(async_engine_ ? std::max(1, spec_.iodepth) : 1),
      commands_(ctx_.device_spec.commands_for(bs_)),
      cost_(ctx_.write_cost.direct_cost(bs_, commands_)),
      kick_(ctx_.write_cost.kick_cost(commands_)),
      engine_cpu_(ctx_.write_cost.engine_cost(spec_.engine)),
      // fio's buffer is contiguous within a page (malloc, mmap, shm) or a 2
      // MiB huge page (mem=shmhuge, mmaphuge): the command's data segments.
      segments_each_(DeviceSpec::segments(static_cast<double>(bs_) / static_cast<double>(commands_),
                                          spec_.huge_buffers ? 2.0 * 1024 * 1024 : ctx_.params.pc_page_size)),
      convert_(convert_seconds(ctx_.params, spec_.dir)),
      // ext4 splits a fresh IO's range into an unwritten extent of its own at
      // submission and converts it at completion, both under the inode's
      // i_data_sem taken for writing. xfs maps its unwritten extents under a
      // shared lock, so its conversions alone run in the kworkers, side by side.
      data_sem_(ctx_.params.fs() == FsType::Ext4 && spec_.dir == IoDir::Write && ctx_.params.has_unwritten_extents() &&
                (convert_ > 0 || ctx_.params.fs_unwritten_split > 0)),
      split_(data_sem_ ? ctx_.params.fs_unwritten_split : 0.0),
      nfiles_(std::max<size_t>(1, spec_.files.size())),
      syncs_(spec_.fsync_every, spec_.fdatasync_every)
{
  if (data_sem_)
    open_extent_files();
}

void JobThread::DirectLoop::open_extent_files()
{
  const uint64_t blocks_per_io = std::max<uint64_t>(1, bs_ / 4096); // ext4's 4 KiB blocks
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
    extent_files_.push_back(&it->second);
  }
}

void JobThread::DirectLoop::run()
{
  while (true) {
    const double now = ctx_.now();
    const bool more = !job_.deadline_passed(now) && (issued_in_pass_ < ios_per_pass_ || spec_.time_based);
    if (!more && inflight_ == 0)
      break;
    if (more && sync_due_ != SyncKind::None && spec_.dir == IoDir::Write) {
      issue_sync();
      continue;
    }
    if (more && inflight_ < depth_) {
      submit_one();
      continue;
    }
    // The queue is full, or the job has no more to submit: fio reaps.
    reap_or_wait();
  }
  // fio's end_fsync with direct=1: nothing dirty in the page cache, but the
  // log force and the device cache flush (which waits for a volatile write
  // cache to drain).
  if (spec_.end_fsync && spec_.dir == IoDir::Write) {
    const double t0 = ctx_.now();
    for (size_t i = 0; i < spec_.files.size(); ++i) {
      job_.run_fsync_cpu();
      job_.log_force_and_flush(i, SyncKind::Fsync);
    }
    job_.result_.end_fsync_time = ctx_.now() - t0;
  }
}

void JobThread::DirectLoop::issue_sync()
{
  const SyncKind kind = sync_due_;
  sync_due_ = SyncKind::None;
  if (spec_.engine != IoEngine::IoUring) {
    // fio 3.33's libaio queues no sync: it calls fsync() itself, with the
    // submitted writes still in flight (strace of a libaio job with direct=1
    // fsync=16: 63 fsync() beside 1024 io_submit); the sync engines have
    // nothing in flight.
    job_.direct_sync(sync_slot_, kind);
    return;
  }
  // IORING_OP_FSYNC: one more SQE, run by io-wq beside the writes in flight
  // (fio does not drain the ring), holding a slot until done. Up to fio 3.37
  // another goes into every slot that frees until one completes
  // (engine.sync_repeat), and no write meanwhile.
  const uint64_t point = ++sync_points_;
  do {
    while (inflight_ >= depth_ && syncs_completed_ < point)
      reap_or_wait();
    if (syncs_completed_ >= point)
      break;
    inflight_++;
    if (job_.measuring(ctx_.now())) {
      job_.result_.mark_depth(static_cast<uint64_t>(inflight_), 1);
      job_.result_.mark_submit(1);
      job_.result_.mark_complete(1);
    }
    job_.uring_fsyncs_.start([this, slot = sync_slot_, kind, point] {
      job_.direct_sync(slot, kind);
      inflight_--;
      syncs_completed_ = std::max(syncs_completed_, point);
      job_.io_done_.notify_all();
    });
    ++ctx_.activities;
  } while (ctx_.params.engine_sync_repeat);
}

void JobThread::DirectLoop::submit_one()
{
  if (issued_in_pass_ >= ios_per_pass_) {
    issued_in_pass_ = 0; // time_based: next loop
    first_pass_ = false;
  }
  // fio's own loop (get_io_u, offsets, the engine's submit and reap calls)
  // runs on the submitting thread, as for buffered writes, and clat leaves
  // it out. A sync engine's loop runs between one IO's return and the next;
  // an async engine's after the submission, beside the IOs in flight (before
  // it, fio would submit into a queue the device had already half drained).
  // A direct job that keeps fio's thread busy is bound by it (16 KiB random
  // writes at qd32 on this project's VM: fio at 80-92% of a CPU).
  if (!async_engine_)
    ctx_.run_cpu(engine_cpu_);
  const double t0 = ctx_.now();
  ctx_.run_cpu(cost_);
  // fio's files take IOs in turn (file_service_type=roundrobin).
  SimContext::ExtentFile* ef = first_pass_ && !extent_files_.empty() ? extent_files_[issued_in_pass_ % nfiles_] : nullptr;
  const uint64_t index = issued_in_pass_ / nfiles_; // the IO's place in its file
  if (ef) {
    ef->data_sem->lock(1);
    if (split_ > 0) {
      CpuWork w;
      w.add(KFunc::UnwrittenSplit, split_);
      ctx_.run_cpu(w);
    }
    if (ef->tree && index < spec_.ios_per_file() && ef->tree->split(index))
      job_.extent_block(false);
    ef->data_sem->unlock();
  }
  auto req = std::make_unique<IoRequest>();
  req->dir = spec_.dir;
  req->commands = commands_;
  req->bytes_each = static_cast<double>(bs_) / static_cast<double>(commands_);
  req->segments_each = segments_each_;
  req->fresh = first_pass_ && spec_.dir == IoDir::Write && ctx_.params.fresh_layout(); // fio laid the file out
  req->allocates = req->fresh;
  req->one_io = true;
  // file_update_time() before the IO; a fresh block's conversion at its
  // completion dirties the inode for fdatasync too.
  const size_t slot = issued_in_pass_ % nfiles_;
  job_.wrote(slot, req->allocates, index);
  const bool measure = job_.measuring(t0);
  const double convert_this = first_pass_ ? convert_ : 0.0;
  inflight_++;
  issued_in_pass_++;
  if (const SyncKind due = syncs_.count(); due != SyncKind::None) {
    sync_due_ = due;
    sync_slot_ = slot; // fio syncs the file of the write that made it due
  }
  if (measure) {
    job_.result_.mark_depth(static_cast<uint64_t>(inflight_), 1);
    job_.result_.mark_submit(1);
    job_.result_.mark_complete(1); // fio reaps one IO a call (FioReaper.hpp)
  }
  // The doorbell: a device already taking commands will find this one too.
  if (!(ctx_.params.dev_kick_suppression && ctx_.device->taking_commands()))
    ctx_.run_cpu(kick_);
  // fio stamps an async IO's issue time when its submit call returns
  // (fio_libaio_queued, fio_ioring_queued): slat holds the submission, clat
  // runs from there to the reap.
  const double issued = ctx_.now();
  req->on_complete = [this, t0, issued, measure, convert_this, ef, index](IoRequest&) {
    if (convert_this > 0)
      convert_then_finish(convert_this, ef, index, t0, issued, measure);
    else
      finish(t0, issued, measure);
  };
  ctx_.device->submit(std::move(req));
  if (async_engine_)
    ctx_.run_cpu(engine_cpu_);
}

void JobThread::DirectLoop::finish(double t0, double issued, bool measure)
{
  const double done = ctx_.now();
  ctx_.bytes_done += static_cast<double>(bs_);
  (spec_.dir == IoDir::Write ? ctx_.direct_write_bytes : ctx_.direct_read_bytes) += static_cast<double>(bs_);
  if (async_engine_) {
    // Done in the device; fio sees it when its loop next reaps.
    reapable_.push_back({t0, issued, measure});
  } else {
    record(t0, issued, measure, done);
    inflight_--;
  }
  job_.io_done_.notify_all();
}

void JobThread::DirectLoop::reap_or_wait()
{
  if (reapable_.empty()) {
    const int before = inflight_; // a sync engine's IO or an io_uring fsync leaves without a reap
    job_.io_done_.wait_until([this, before] { return inflight_ < before || !reapable_.empty(); });
    return;
  }
  const Reapable r = reapable_.front();
  reapable_.pop_front();
  record(r.t0, r.issued, r.measure, ctx_.now());
  inflight_--;
}

void JobThread::DirectLoop::record(double t0, double issued, bool measure, double seen)
{
  if (!measure)
    return;
  job_.record_write(seen - t0, 1, async_engine_ ? issued - t0 : 0, seen, seen);
  DirResult& d = spec_.dir == IoDir::Write ? job_.result_.write : job_.result_.read;
  d.io_bytes += bs_;
  d.total_ios++;
}

void JobThread::DirectLoop::convert_then_finish(double seconds, SimContext::ExtentFile* file, uint64_t index,
                                                double t0, double issued, bool measure)
{
  job_.dio_converts_.start([this, seconds, file, index, t0, issued, measure] {
    if (file)
      file->data_sem->lock(1);
    CpuWork work;
    work.add(KFunc::Unwritten, seconds);
    ctx_.run_cpu(work);
    if (file && file->tree && index < spec_.ios_per_file() && file->tree->convert(index))
      job_.extent_block(true);
    if (file)
      file->data_sem->unlock();
    finish(t0, issued, measure);
  });
  ++ctx_.activities;
}

} // namespace wbsim
