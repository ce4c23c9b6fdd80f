// Results: what one simulation (or one native replay) produced, before it is
// formatted as fio text or JSON. Plain data, seconds and bytes.
#pragma once

#include "LatencyStats.hpp"
#include "MemoryState.hpp"
#include "Params.hpp"
#include "RateWindows.hpp"
#include "Workload.hpp"

#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace wbsim {

// One data direction of one job, as fio's "read"/"write" objects.
struct DirResult {
  uint64_t io_bytes = 0;
  uint64_t total_ios = 0;
  LatencyStats slat; // submission latency (async engines only; N=0 for sync engines, as fio)
  LatencyStats clat; // completion latency
  LatencyStats lat;  // total latency
};

struct JobResult {
  JobSpec spec;
  DirResult write;
  DirResult read;
  LatencyStats sync; // fsync/fdatasync latencies (fio's "sync" object)
  uint64_t sync_ios = 0;     // fsyncs: fio's "sync" total_ios (DDIR_SYNC)
  uint64_t datasync_ios = 0; // fdatasyncs: in "sync" lat_ns, left out of its total_ios
  // One fsync or fdatasync of `seconds`, counted as fio counts it.
  void add_sync(double seconds, bool datasync)
  {
    sync.add(seconds);
    (datasync ? datasync_ios : sync_ios)++;
  }
  double start_time = 0; // simulated seconds: first IO after ramp_time
  double end_time = 0;   // last IO (and end_fsync) done
  double runtime() const { return end_time > start_time ? end_time - start_time : 0; }
  double end_fsync_time = 0; // seconds spent in the final fsync
  int error = 0;             // errno, as fio's "error"
  // Completions as they came (IoRecord): counted into the bw and iops sample
  // windows, and kept whole only where fio needs every IO (a log, or samples
  // per IO), so the memory does not grow with the job's size.
  std::vector<IoRecord> io_log; // fio's logs and per-IO samples (FioLog)
  RateWindows bw_windows, iops_windows;
  bool keeps_io_log() const
  {
    return spec.logs.any() || spec.logs.bw_window() == 0 || spec.logs.iops_window() == 0;
  }
  void log_io(const IoRecord& r)
  {
    bw_windows.add(r, start_time, spec.logs.bw_window());
    iops_windows.add(r, start_time, spec.logs.iops_window());
    if (keeps_io_log())
      io_log.push_back(r);
  }
  // Simulated CPU seconds the job's own thread ran (io-wq workers, the
  // flusher and IO completion are other tasks, as for fio's getrusage):
  // user = fio and its engine (KFunc::Engine), sys = the rest.
  double cpu_usr = 0, cpu_sys = 0;
  // fio's queue-depth distributions (stat.c io_u_mark_depth/_submit/
  // _complete): IOs by the depth in flight when they were submitted, and
  // submit and reap calls by how many IOs each carried, in fio's buckets
  // (depth: 1, 2, 4, 8, 16, 32, >=64; calls: 0, 4, 8, 16, 32, 64, >=64).
  std::array<uint64_t, 7> depth{}, submit{}, complete{};
  void mark_depth(uint64_t in_flight, uint64_t ios)
  {
    // 1 | 2-3 | 4-7 | 8-15 | 16-31 | 32-63 | >=64
    static constexpr uint64_t kFrom[] = {2, 4, 8, 16, 32, 64};
    size_t i = 0;
    while (i < 6 && in_flight >= kFrom[i])
      ++i;
    depth[i] += ios;
  }
  static size_t call_bucket(uint64_t n)
  {
    // 0 | 1-4 | 5-8 | 9-16 | 17-32 | 33-64 | >64
    static constexpr uint64_t kUpTo[] = {0, 4, 8, 16, 32, 64};
    size_t i = 0;
    while (i < 6 && n > kUpTo[i])
      ++i;
    return i;
  }
  // `calls` submit calls of one IO each, which reaps of `reaped` IOs each.
  void mark_submit(uint64_t calls) { submit[1] += calls; }
  void mark_complete(uint64_t reaped, uint64_t calls = 1) { complete[call_bucket(reaped)] += calls; }
};

// fio's disk_util[] entry for one device.
struct DiskResult {
  std::string name;
  uint64_t read_ios = 0, write_ios = 0;
  uint64_t read_bytes = 0, write_bytes = 0;
  double read_ticks = 0, write_ticks = 0; // seconds summed over commands
  double busy_time = 0;                   // seconds with at least one command in flight
  double in_queue = 0;                    // seconds summed over commands (queue + service)
  double util = 0;                        // busy_time / run time, 0..1
  uint64_t discards = 0;                  // one-block discards (NvmeDevice::discard)
  double discard_ticks = 0;               // seconds summed over the discards
};

// One time-series point of the page cache and writeback state.
struct Sample {
  double time = 0;
  double dirty = 0;     // bytes dirty
  double writeback = 0; // bytes under writeback
  double cached = 0;    // bytes of clean page cache of the jobs' files
  double write_bw_estimate = 0; // the bdi's avg_write_bandwidth (B/s)
  int throttled = 0;    // tasks sleeping in balance_dirty_pages
  double device_inflight = 0; // bytes in flight at the device
};

struct ThrottleFigures {
  uint64_t pauses = 0;
  double total_pause = 0; // seconds, summed over tasks
  double max_pause = 0;
  double time_over_freerun = 0; // seconds with dirty above (thresh+bg)/2
};

struct FlusherFigures {
  uint64_t runs = 0;         // wakeups that wrote something
  uint64_t chunks = 0;       // writeback chunks
  uint64_t bios = 0;         // bios submitted
  uint64_t commands = 0;     // device commands after splitting
  double ioends = 0;         // iomap ioends (completion units)
  uint64_t bytes = 0;        // bytes written back (flusher and fsync)
  double busy_time = 0;      // seconds the flusher thread was running or waiting on the queue
  double utilisation = 0;    // busy_time / run time
};

// One lock and one caller (the kernel function that takes it).
struct LockFigures {
  std::string lock;   // "i_pages:<file>" or "i_rwsem:<file>"
  std::string caller; // filemap_add_folio, __folio_mark_dirty, folio_start_writeback, ...
  double acquisitions = 0;
  double hold = 0;        // seconds held by this caller
  double wait = 0;        // seconds this caller waited (spinning or sleeping)
  double utilisation = 0; // the lock's busy fraction of the run (all callers)
  // The busiest sim.sample_interval window: a file's lock may be saturated
  // only while the flusher writes that file back, which the run average hides.
  double peak_utilisation = 0;
  double mean_contenders = 0; // tasks holding or spinning on it, averaged over its busy time
  int max_contenders = 0;
};

struct Bottleneck {
  std::string verdict; // device, host-io, cpu, open-writeback, copy, throttle, flusher, lock, io-wq, daemon, fsync, latency, none
  std::string evidence;
};

// fs.type=fuse: the requests the daemon served.
struct FuseFigures {
  bool active = false;      // fs.type=fuse
  bool writeback_cache = false;
  double write_requests = 0; // FUSE_WRITE requests
  double round_trips = 0;   // all requests answered (FUSE_WRITE and FUSE_FSYNC)
  double bytes = 0;         // payload bytes sent to the daemon (and written by it)
  double dirty_bytes = 0;   // page-cache bytes those requests carried the data of
  double busy_time = 0;     // thread-seconds the daemon spent on requests
  double utilisation = 0;   // busy_time / (daemon threads usable * run time)
  double wait_time = 0;     // seconds writers waited for replies (write-through)
  double amplification() const { return dirty_bytes > 0 ? bytes / dirty_bytes : 1.0; }
};

struct ModelFigures {
  double dirty_threshold = 0;
  double background_threshold = 0;
  double freerun = 0;
  double peak_dirty = 0;
  std::vector<Sample> timeseries;
  double sample_interval = 0; // final interval after down-sampling
  ThrottleFigures throttle;
  FlusherFigures flusher;
  std::map<std::string, double> cpu_time; // kernel function -> simulated CPU seconds
  std::vector<LockFigures> locks;
  uint64_t iowq_punts = 0; // io_uring writes run by io-wq workers
  uint64_t iowq_idle_starts = 0; // punted writes that found their io-wq worker asleep
  double iowq_start_stall = 0; // s the first punted writes waited for io-wq's start (IoWq::start, IoWq::first_queue)
  uint64_t deep_wakeups = 0;     // wake-ups after a sleep past cpu.idle_poll (io-wq workers and fio)
  uint64_t partial_reads = 0;     // pages read before a write that covers part of them (PartialPageRead)
  uint64_t log_forces = 0;        // syncs that wrote the inode (InodeSync; FUSE_FSYNC on fuse)
  uint64_t cache_flushes = 0;     // device cache flushes issued by syncs
  double extent_blocks = 0;       // extent-tree leaves those log forces wrote (ext4, InodeSync)
  double partial_read_time = 0;   // task-seconds the writers waited for them
  FuseFigures fuse;
  MemoryFigures memory;
  double cpu_busy = 0;                    // total CPU seconds / (cores * run time)
  double host_io_utilisation = 0;         // the busier direction's bytes / (host.io_bw * run time); 0 if unlimited
  Bottleneck bottleneck;
};

struct RunResult {
  std::vector<JobResult> jobs;
  std::vector<DiskResult> disks;
  ModelFigures model;
  Params params;
  std::string profile;       // profile name or "default"
  std::vector<std::pair<std::string, std::string>> global_options; // fio's "global options"
  double sim_time = 0;       // simulated seconds at the end
  double wall_time = 0;      // host seconds the simulation took
  uint64_t activities = 0;   // SimGrid activities started (cost of the run)
  // --status-interval: the jobs and disks as they stood at each interval
  // (running jobs end "now"), for fio's periodic reports; model figures unset.
  std::vector<RunResult> status;
};

} // namespace wbsim
