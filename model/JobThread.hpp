// JobThread: one fio job as the kernel sees it: a task issuing write()s
// (psync/sync/pvsync; libaio and io_uring copy inline on buffered files) into
// the page cache, paced by balance_dirty_pages(), with fsync every N writes
// and at the end; or direct IO straight to the device with its engine's
// queue depth. Runs of identical writes become one CPU activity when
// sim.aggregate is on.
#pragma once

#include "SyncSchedule.hpp"

#include "ActorPool.hpp"
#include "Results.hpp"
#include "Signal.hpp"
#include "Workload.hpp"

#include <cstdint>
#include <vector>

namespace wbsim {

struct SimContext;
struct SyncedInode;

// fio's stonewall groups: group g starts when every job of the groups before it is done.
struct JobGroups {
  explicit JobGroups(const Workload& w);
  void wait_for_previous(int group);
  void job_done(int group);

  std::vector<int> remaining;
  Signal changed;
};

class JobThread {
public:
  JobThread(SimContext& ctx, const JobSpec& spec, JobResult& result, JobGroups& groups);
  void run(); // the actor body

private:
  class BufferedLoop; // the buffered write loop (BufferedLoop.hpp)
  class DirectLoop;   // the direct IO loop (DirectLoop.hpp)
  void invalidate_files(); // fio invalidate=1 at open: posix_fadvise(DONTNEED)
  void run_buffered();
  void run_direct();
  // `record`: in fio's sync statistics, as `kind` (end_fsync is not).
  void do_fsync(size_t file_slot, bool record, SyncKind kind = SyncKind::Fsync);
  // The fsync syscall's own CPU (entry and the filesystem's fsync path).
  void run_fsync_cpu();
  void direct_sync(size_t file_slot, SyncKind kind); // fsync=N or fdatasync=N between direct writes
  void record_sync(double t0, SyncKind kind);
  // ext4 allocates (or frees, freed=true) the extent tree's leaf block under i_data_sem.
  void extent_block(bool freed);
  // The log force (a journal write; FUSE_FSYNC for fuse) when the file's
  // inode needs one (InodeSync), and the device cache flush.
  void log_force_and_flush(size_t file_slot, SyncKind kind);
  // A write to the file in `file_slot` now (mtime); `allocates`: into
  // blocks it allocates or converts, after `written_before` of the file's
  // IOs in this pass (random writes split its extents, InodeSync).
  void wrote(size_t file_slot, bool allocates = false, uint64_t written_before = 0);
  bool deadline_passed(double now) const;
  bool measuring(double now) const { return now >= measure_from_; }
  // `count` IOs with these latencies, completed one after another from
  // first_done to last_done (simulated seconds; the logs place them there).
  void record_write(double latency, uint64_t count, double slat, double first_done, double last_done);
  // The statistics part of record_write alone: a batch whose writes differ
  // in latency keeps each in the distributions and one mean in the log.
  void record_latency(double latency, uint64_t count, double slat);

  SimContext& ctx_;
  const JobSpec& spec_;
  JobResult& result_;
  JobGroups& groups_;
  std::vector<size_t> files_; // page-cache ids of the job's files
  double measure_from_ = 0;   // end of ramp_time
  double deadline_ = 0;       // end of runtime (0 = none)
  Signal io_done_;            // direct IO completions
  std::vector<SyncedInode*> inodes_; // per file slot (SimContext::inodes)
  ActorPool uring_fsyncs_;    // io-wq workers running io_uring's queued fsyncs
  ActorPool dio_converts_;    // kworkers converting unwritten extents after direct writes
};

} // namespace wbsim
