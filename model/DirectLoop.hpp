// JobThread::DirectLoop: the IO loop of a direct (O_DIRECT) fio job, as one
// object so that each step is its own short function. Each turn issues a due
// fsync=N, submits one IO to the device while the engine's queue has room
// (fio's files in turn), or waits for a completion. On the first pass into
// a preallocated file each completion converts its unwritten extent in a
// kworker before fio sees it (ext4 under i_data_sem, with the extent tree's
// leaf coming and going: ExtentTree). The loop lives until its last IO has
// completed, so the callbacks that capture it stay valid.
#pragma once

#include "JobThread.hpp"
#include "SimContext.hpp"
#include "SyncSchedule.hpp"

#include <cstdint>
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
  // The IO submitted at t0 (handed to the device at `submitted`) is done.
  void finish(double t0, double submitted, bool measure);
  // After a first-pass IO: the kworker converts its unwritten extent, then finish.
  void convert_then_finish(double seconds, SimContext::ExtentFile* file, uint64_t index, double t0, double submitted,
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
  int inflight_ = 0;
  SyncSchedule syncs_;
  bool sync_due_ = false; // fsync=N / fdatasync=N: a sync goes before the next write
};

} // namespace wbsim
