// SimContext: the state one simulated host shares between its actors (job
// threads, flusher, IO completion, device, sampler): the pure policies, the
// page cache, and the statistics being collected. One per simulation.
#pragma once

#include "BandwidthEstimator.hpp"
#include "DeviceService.hpp"
#include "DirtyThrottle.hpp"
#include "ExtentTree.hpp"
#include "InodeSync.hpp"
#include "MemoryState.hpp"
#include "PageCache.hpp"
#include "Params.hpp"
#include "Results.hpp"
#include "Signal.hpp"
#include "WriteCost.hpp"
#include "WritebackPolicy.hpp"

#include <array>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace simgrid::s4u {
class Host;
}

namespace wbsim {

class StripedVolume;
class Flusher;
class CompletionWorker;
class Reclaimer;
class IoWq;
class FsFront;
class Tracer;
class ContendedLock;
class InodeLock;

// A file's inode as fsync sees it: what a sync must write beyond the data
// (InodeSync), and whether a log force of it is running, which a sync of
// the same file waits for (the jbd2 commit of its tid, XFS's iclog, the
// inode's I_SYNC write).
struct SyncedInode {
  InodeSync sync;
  bool forcing = false;
  Signal forced;
};

struct SimContext {
  explicit SimContext(const Params& p);
  ~SimContext();

  ContendedLock& mapping_lock(size_t file) { return *mapping_locks.at(file); }
  InodeLock& inode_lock(size_t file) { return *inode_locks.at(file); }

  const Params& params;
  DirtyLimits limits;
  DirtyThrottle throttle;
  BandwidthEstimator bandwidth;
  WritebackPolicy writeback_policy;
  WriteCost write_cost;
  DeviceSpec device_spec;
  PageCache cache;
  MemoryState memory; // warm, cold and other cached memory behind new page cache

  simgrid::s4u::Host* cpu = nullptr;
  simgrid::s4u::Host* fault_host = nullptr; // shared fault-in (mem.fault_in_shared)
  StripedVolume* device = nullptr; // one NVMe device or several striped
  Flusher* flusher = nullptr;
  CompletionWorker* completions = nullptr;
  Reclaimer* reclaimer = nullptr;
  IoWq* iowq = nullptr;
  FsFront* fs = nullptr; // the filesystem in front of the page cache (Simulation owns it)
  Tracer* tracer = nullptr; // --trace; null when off
  // Per file (page-cache id): the mapping's i_pages lock and the inode lock.
  std::vector<std::unique_ptr<ContendedLock>> mapping_locks;
  std::vector<std::unique_ptr<InodeLock>> inode_locks;
  std::map<std::string, size_t> file_ids; // path -> page-cache id
  // Per path of a direct job's file on ext4: the inode's i_data_sem, which
  // the submission's extent split and the completion's conversion both take
  // for writing, and, while sequential writes fill a fresh file, its extent
  // tree (JobThread::run_direct).
  struct ExtentFile {
    std::unique_ptr<InodeLock> data_sem;
    std::unique_ptr<ExtentTree> tree; // null: random writes (the tree is deep from the start)
  };
  std::map<std::string, ExtentFile> extent_files;
  std::map<std::string, std::unique_ptr<SyncedInode>> inodes; // per path; make_once (Signal)
  // Per path: the job file's clean cached bytes at the start (its share of
  // mem.start_job_cached), dropped by the first job that opens it.
  std::map<std::string, double> cached_at_start;
  // Per (file id, stonewall group): how many of the group's jobs write the file.
  std::map<std::pair<size_t, int>, int> group_writers;
  // Whether a job of `group` writes file `id` alone in the earliest group
  // writing it: only its first pass finds the page cache fresh; later groups
  // find the file cached.
  bool first_and_only_writer(size_t id, int group) const;
  size_t reclaim_cursor = 0;

  Signal writeback_done; // notified whenever writeback of some bytes completes
  double written_back = 0; // bytes whose writeback completed (feeds the estimate)

  int dirtiers = 0;  // job threads currently dirtying pages (dirty_ratelimit share)
  int throttled = 0; // tasks asleep in balance_dirty_pages now
  double log_bytes = 0;  // fsync journal writes sent to the device (model/Invariants: device bytes)
  double bytes_done = 0; // for the progress line
  // Direct IO the jobs completed, ramp_time included (what reached the device;
  // fio's io_bytes leaves the ramp out): model/Invariants.
  double direct_write_bytes = 0, direct_read_bytes = 0;
  // Bytes the FUSE daemon's backing writes sent to the device, counted at
  // submission (fuse.bytes counts them on reply, after the device).
  double fuse_device_bytes = 0;
  // Writeback a flusher has started (folios marked) and is still building
  // bios for: not yet submitted to the device (model/Invariants: device bytes).
  double writeback_building = 0;
  double bytes_total = 0;

  // Job threads by SimGrid actor id: run_cpu charges their own CPU to them
  // (fio's per-job usr/sys come from getrusage of the job's thread).
  std::unordered_map<long, JobResult*> job_actors;

  ModelFigures figures;
  std::array<double, kKFuncCount> cpu_time{};
  uint64_t activities = 0;

  // Job threads between their start and their end (JobThread::run).
  int jobs_running = 0;

  // Runs `work` on one core of the simulated CPU (shared fairly when more
  // threads than cores are runnable) and charges it to its kernel functions.
  // Returns the time the task waited for a core: when more job threads run
  // than there are cores, the time beyond what `work` takes on a busy core
  // (cpu.smp_efficiency), which the kernel spends running the others in
  // slices (model/SliceTail places it); otherwise 0.
  double run_cpu(const CpuWork& work);
  // Charges `work` to its kernel functions and to the calling job's user and
  // system time, without running it (run_cpu runs it too).
  void charge(const CpuWork& work);
  // The calling task stalls while the host faults `seconds` (at
  // mem.fault_in_bw) of cold memory in; with mem.fault_in_shared the tasks
  // faulting at once share the host's rate. Charged to host_fault_in and to
  // the task's system time, as the guest sees it. Returns the stall.
  double fault_in(double seconds);
  // What `tasks` wake-ups after `slept` seconds of sleep cost beyond an
  // ordinary one (cpu.deep_wakeup past cpu.idle_poll, WakeupDelay's rule),
  // each counted in figures.deep_wakeups.
  double deep_wakeup(double slept, uint64_t tasks = 1);
  // The per-task rate balance_dirty_pages() starts from: the bdi's write
  // bandwidth shared among the tasks dirtying pages (the balanced ratelimit).
  double dirty_ratelimit() const;
  // Global dirty + writeback bytes, the quantity balance_dirty_pages() paces on.
  double dirty_and_writeback() const { return cache.dirty() + cache.writeback(); }
  // Dirtyable memory in use: the jobs' page cache and other files' clean cache.
  double memory_in_use() const { return cache.dirty() + cache.writeback() + cache.clean() + memory.other_cached(); }
  void refresh_bandwidth();
  double now() const;
};

} // namespace wbsim
