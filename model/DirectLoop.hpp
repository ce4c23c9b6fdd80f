// JobThread::DirectLoop: the IO loop of a direct (O_DIRECT) fio job, as one
// object so that each step is its own short function. Each turn issues a due
// fsync=N, submits one IO to the device while the engine's queue has room
// (fio's files in turn), or reaps one completion, waiting for it if none is
// done. An async engine's IO counts against iodepth until fio reaps it, and
// its clat ends there: fio reaps one IO a call and only with the queue full
// (FioReaper.hpp), so a job bound by its own thread sees clat of about
// iodepth IOs of that thread's time, not the device's service. On the first pass into
// a preallocated file each completion converts its unwritten extent in a
// kworker before fio sees it (ext4 under i_data_sem, with the extent tree's
// leaf coming and going: ExtentTree). The loop lives until its last IO has
// completed, so the callbacks that capture it stay valid.
#pragma once

#include "JobThread.hpp"
#include "SimContext.hpp"
#include "SyncSchedule.hpp"

#include <cstdint>
#include <deque>
#include <vector>

namespace wbsim {

class JobThread::DirectLoop {
public:
  explicit DirectLoop(JobThread& job);
  void run();

private:
  void open_extent_files(); // ext4's i_data_sem and extent tree per file
  void issue_sync();        // fsync=N / fdatasync=N before the next write
  void submit_one();
  // The IO started at t0 (its submit call returned at `issued`) is done in
  // the device: a sync engine's returns, an async engine's waits to be reaped.
  void finish(double t0, double issued, bool measure);
  // fio takes the oldest completion, or waits until one is done (or an IO
  // that needs no reap leaves).
  void reap_or_wait();
  void record(double t0, double issued, bool measure, double seen);
  // After a first-pass IO: the kworker converts its unwritten extent, then finish.
  void convert_then_finish(double seconds, SimContext::ExtentFile* file, uint64_t index, double t0, double issued,
                           bool measure);

  JobThread& job_;
  SimContext& ctx_;
  const JobSpec& spec_;
  const uint64_t bs_;
  const uint64_t ios_per_pass_; // fio's size, at most the files' blocks
  const bool async_engine_;
  const int depth_;
  const uint64_t commands_;
  const CpuWork cost_;
  const CpuWork kick_;   // the doorbell: per IO, or only when the device is idle (dev.kick_suppression)
  const CpuWork engine_cpu_; // fio's loop and the engine's own calls per IO, outside clat
  const double segments_each_;
  const double convert_; // seconds of KFunc::Unwritten per first-pass IO
  const bool data_sem_;
  const double split_;   // seconds of KFunc::UnwrittenSplit per first-pass IO (ext4), under i_data_sem
  const size_t nfiles_;
  std::vector<SimContext::ExtentFile*> extent_files_;
  bool first_pass_ = true;
  uint64_t issued_in_pass_ = 0;
  int inflight_ = 0; // submitted and not yet reaped
  struct Reapable {
    double t0;
    double issued;
    bool measure;
  };
  std::deque<Reapable> reapable_; // done in the device, oldest first
  SyncSchedule syncs_;
  SyncKind sync_due_ = SyncKind::None; // fsync=N / fdatasync=N: a sync goes before the next write
  size_t sync_slot_ = 0;                // the file it syncs
  // io_uring's queued syncs: the sync points so far, and the latest point
  // one of whose syncs has completed (engine.sync_repeat).
  uint64_t sync_points_ = 0, syncs_completed_ = 0;
};

} // namespace wbsim
