#include "Bottleneck.hpp"
#include "WriteCost.hpp"

#include <algorithm>
#include <cstdio>
#include <map>
#include <string>

namespace wbsim {

namespace {
std::string pct(double x)
{
  char b[32];
  std::snprintf(b, sizeof b, "%.0f%%", x * 100);
  return b;
}

struct LockPressure {
  double util = 0;         // the qualifying lock's peak utilisation
  double contenders = 0;   // tasks on it when busy
  double wait_threads = 0; // thread-seconds of lock waiting per second of run
  std::string busiest;
  bool limits = false;     // the waiting is on the run's critical path
  // Lock waiting by who waits, in seconds (seed 002's thread names all four:
  // write(), writeback IO submission, IO completion and memory reclaim).
  double writers = 0, submission = 0, completion = 0, reclaim = 0;
};

// Who waits, as seed 002's thread names them: "write(), writeback IO
// submission, writeback IO completion and multiple memory reclaim tasks".
std::string waiters_text(const LockPressure& lp)
{
  const double all = lp.writers + lp.submission + lp.completion + lp.reclaim;
  if (all <= 0)
    return "";
  const std::pair<const char*, double> parts[] = {{"writers' write()", lp.writers},
                                                  {"writeback submission", lp.submission},
                                                  {"IO completion", lp.completion},
                                                  {"reclaim", lp.reclaim}};
  std::string out = "; of the waiting: ";
  bool first = true;
  for (const auto& [who, wait] : parts) {
    if (wait <= 0)
      continue;
    out += (first ? "" : ", ") + std::string(who) + " " + pct(wait / all);
    first = false;
  }
  return out;
}

LockPressure lock_pressure(const RunResult& r, double job_time, double throttle_share)
{
  // Lock pressure: the busiest lock's utilisation in its busiest window (a
  // file's mapping lock can be saturated only while the flusher writes that
  // file, so the run average of one of N files hides it), and the time tasks
  // spent waiting on locks relative to the run (threads' worth of waiting).
  // A lock limits a run only if tasks wait for it: a busy lock nobody waits
  // for is a lock doing its work, and a lock verdict with ~0 s of waiting is a
  // contradiction. So a lock qualifies only when its own waiting is at least
  // a tenth of its hold, and the verdict needs kMinLockWait of the run.
  std::map<std::string, std::pair<double, double>> per_lock; // lock -> (hold, wait) over callers
  for (const auto& l : r.model.locks) {
    per_lock[l.lock].first += l.hold;
    per_lock[l.lock].second += l.wait;
  }
  LockPressure lp;
  double lock_wait = 0;
  for (const auto& l : r.model.locks) {
    lock_wait += l.wait;
    const auto& [hold, wait] = per_lock[l.lock];
    if (l.peak_utilisation > lp.util && wait > 0.1 * hold) {
      lp.util = l.peak_utilisation;
      lp.contenders = l.mean_contenders;
      lp.busiest = l.lock;
    }
  }
  lp.wait_threads = r.sim_time > 0 ? lock_wait / r.sim_time : 0.0;
  const bool lock_waited = lp.wait_threads >= kMinLockWait;
  // The waiting must be on the run's critical path: the jobs' own write()s
  // waiting (kMinJobLockWait of their time), or writeback's tasks (flusher,
  // completion, reclaim) waiting while the writers are held back by
  // writeback in balance_dirty_pages. A single writer whose write()s wait a
  // few percent of their time is not lock-bound however busy the lock (the
  // testbed's perf profiles of one writer show no queued_spin_lock_slowpath).
  for (const auto& l : r.model.locks) {
    const bool submission = l.caller == "folio_start_writeback", completion = l.caller == "folio_end_writeback",
               reclaim = l.caller.rfind("__remove_mapping", 0) == 0;
    (submission ? lp.submission : completion ? lp.completion : reclaim ? lp.reclaim : lp.writers) += l.wait;
  }
  const double job_wait = lp.writers, background_wait = lp.submission + lp.completion + lp.reclaim;
  const bool writes_wait = job_time > 0 && job_wait >= kMinJobLockWait * job_time;
  const bool writeback_waits = throttle_share > 0.3 && background_wait >= kMinLockWait * r.sim_time;
  lp.limits = lock_waited && (writes_wait || writeback_waits);
  return lp;
}

// The FUSE daemon's verdict: its threads' load, its round trips and, under
// write-through, the writers' wait for its replies.
std::string daemon_evidence(const FuseFigures& f, double job_time, double dev_util)
{
  char buf[200];
  std::snprintf(buf, sizeof buf, "%.0f FUSE round trips, %.3g MiB per write request", f.round_trips,
                f.write_requests > 0 ? f.bytes / f.write_requests / 1048576.0 : 0.0);
  std::string evidence = std::string("fuse daemon threads busy ") + pct(f.utilisation) + "; " + buf;
  if (!f.writeback_cache && job_time > 0 && f.wait_time > 0)
    evidence += "; writers waited " + pct(f.wait_time / job_time) + " of their time for daemon replies (write-through)";
  return evidence + "; device busy " + pct(dev_util);
}
} // namespace

namespace {
// What the verdict is read from, gathered once from the run.
struct RunFigures {
  double job_time = 0;       // the jobs' runtimes summed
  bool any_direct = false, all_direct = true;
  double thread_share = 0;   // simulated CPU seconds per job second
  double dev_util = 0;       // the busiest member of the volume
  double throttle_share = 0; // of the jobs' time in balance_dirty_pages
  double flusher_util = 0;
  double copy_share = 0;     // copy_from_user per job second
  double sync_share = 0;     // of the jobs' time in fsync/fdatasync (end_fsync included)
  double open_share = 0;     // of the jobs' time writing back a previous run's dirty data at open
  uint64_t syncs = 0;
  double sync_time = 0;      // seconds, summed over the jobs
  uint64_t ios = 0;          // writes the jobs made
  bool iowq_bound = false;   // most writes punted to io-wq
  LockPressure lock;
};

RunFigures run_figures(const RunResult& r)
{
  RunFigures f;
  for (const auto& j : r.jobs) {
    f.job_time += j.runtime();
    f.any_direct = f.any_direct || j.spec.direct;
    f.all_direct = f.all_direct && j.spec.direct;
    f.sync_time += j.sync.mean() * static_cast<double>(j.sync.count()) + j.end_fsync_time;
    f.syncs += j.sync.count() + (j.end_fsync_time > 0 ? 1 : 0);
    f.ios += j.write.total_ios;
  }
  // With only direct jobs every simulated CPU second is theirs but the
  // unwritten-extent conversions, which completion work items run.
  double cpu_total = 0;
  for (const auto& [name, seconds] : r.model.cpu_time)
    if (name != kfunc_name(KFunc::Unwritten, r.params.fs()))
      cpu_total += seconds;
  const auto per_job_second = [&f](double x) { return f.job_time > 0 ? x / f.job_time : 0.0; };
  f.thread_share = per_job_second(cpu_total);
  for (const auto& d : r.disks)
    f.dev_util = std::max(f.dev_util, d.util);
  f.throttle_share = per_job_second(r.model.throttle.total_pause);
  f.flusher_util = r.model.flusher.utilisation;
  f.copy_share = per_job_second(r.model.cpu_time.count("copy_from_user") ? r.model.cpu_time.at("copy_from_user") : 0.0);
  f.sync_share = per_job_second(f.sync_time);
  f.open_share = per_job_second(r.model.memory.open_writeback_time);
  f.lock = lock_pressure(r, f.job_time, f.throttle_share);
  // io_uring punts: one io-wq worker per inode runs the writes serially.
  f.iowq_bound = f.ios > 0 && r.model.iowq_punts * 2 > f.ios;
  return f;
}
} // namespace

Bottleneck diagnose(const RunResult& r)
{
  Bottleneck b;
  if (r.jobs.empty() || r.sim_time <= 0) {
    b.verdict = "none";
    b.evidence = "no IO was simulated";
    return b;
  }
  const RunFigures f = run_figures(r);
  const double dev_util = f.dev_util, throttle_share = f.throttle_share;
  const LockPressure& lp = f.lock;
  // The path all devices share (host.io_bw) saturated before any of them:
  // the devices are busy only because they wait on it.
  if (r.model.host_io_utilisation > 0.85) {
    b.verdict = "host-io";
    b.evidence = "the devices' shared path (host.io_bw) carried " + pct(r.model.host_io_utilisation) +
                 " of its bandwidth over the run; device busy " + pct(dev_util);
    if (throttle_share > 0.05)
      b.evidence += "; writers spent " + pct(throttle_share) + " of their time throttled in balance_dirty_pages";
  } else if (f.all_direct && f.thread_share > 0.85) {
    // A deep queue keeps the device holding commands all the time (iostat's
    // %util), so that alone does not say who waits: fio's thread at 4 KiB
    // qd32 on a VM is on CPU all the time (a doorbell VM exit per IO) and
    // the device takes a third more when batched.
    b.verdict = "cpu";
    b.evidence = "the direct jobs' threads were on CPU " + pct(f.thread_share) +
                 " of their time (submission, doorbell, completion, fio's loop) while the device held commands " +
                 pct(dev_util) + " of the run";
  } else if (f.open_share > 0.3) {
    // The jobs waited at open for the previous run's dirty data to be
    // written: the run measures that writeback more than its own writes.
    b.verdict = "open-writeback";
    const auto mib = static_cast<long long>(r.model.memory.open_writeback / 1048576.0);
    b.evidence = "the jobs spent " + pct(f.open_share) + " of their time opening their files while fio's " +
                 "invalidate=1 (posix_fadvise DONTNEED) wrote back " + std::to_string(mib) +
                 " MiB a previous run left dirty; device busy " + pct(dev_util) +
                 " (sync before the run, or set invalidate=0, to measure the job alone)";
  } else if (dev_util > 0.85) {
    b.verdict = "device";
    b.evidence = "device busy " + pct(dev_util) + " of the run";
    if (throttle_share > 0.05)
      b.evidence += "; writers spent " + pct(throttle_share) + " of their time throttled in balance_dirty_pages";
  } else if (r.model.fuse.active &&
             (r.model.fuse.utilisation > 0.85 || (f.job_time > 0 && r.model.fuse.wait_time > 0.5 * f.job_time))) {
    // The daemon: its threads saturated, or writers waiting on its replies
    // most of their time (write-through sends every write() synchronously).
    b.verdict = "daemon";
    b.evidence = daemon_evidence(r.model.fuse, f.job_time, dev_util);
  } else if (f.iowq_bound) {
    b.verdict = "io-wq";
    b.evidence = std::to_string(r.model.iowq_punts) + " of " + std::to_string(f.ios) +
                 " writes were punted to io-wq, where writes to one inode run one at a time; device busy " +
                 pct(dev_util);
  } else if (lp.limits && (lp.util > 0.7 || lp.wait_threads > 1.0)) {
    b.verdict = "lock";
    char buf[200];
    std::snprintf(buf, sizeof buf, " at its peak, %.1f tasks on it when busy; tasks waited %.1f thread-seconds per second on locks",
                  lp.contenders, lp.wait_threads);
    b.evidence = lp.busiest + " busy " + pct(lp.util) + buf + waiters_text(lp);
    // The thread's profile: the flusher's CPU, spent waiting for the lock,
    // limits IO submission (Dave Chinner, seed 002).
    if (f.flusher_util > 0.85)
      b.evidence += "; the writeback flusher ran " + pct(f.flusher_util) + " of the run, so it limits IO submission";
    b.evidence += "; device busy only " + pct(dev_util);
  } else if (throttle_share > 0.3 && f.flusher_util > 0.85) {
    b.verdict = "flusher";
    b.evidence = "writers throttled " + pct(throttle_share) + " of their time while the flusher ran " +
                 pct(f.flusher_util) + " of the run and the device was busy only " + pct(dev_util);
  } else if (throttle_share > 0.3) {
    b.verdict = "throttle";
    b.evidence = "writers spent " + pct(throttle_share) + " of their time in balance_dirty_pages; device busy " +
                 pct(dev_util);
  } else if (f.sync_share > 0.3) {
    // The writes wait for their own writeback: fsync writes the dirty pages
    // back and waits for them and the device's cache flush.
    // Whether the device's rate or its latency bounds the syncs: its busy
    // time against the time one job spent in them.
    b.verdict = "fsync";
    const double per_job = f.sync_time / static_cast<double>(r.jobs.size());
    b.evidence = "writers spent " + pct(f.sync_share) + " of their time in " + std::to_string(f.syncs) +
                 " fsync/fdatasync calls (writing back their dirty pages and flushing the device's cache); device busy " +
                 pct(dev_util) + " of the run, " + pct(std::min(1.0, dev_util * r.sim_time / per_job)) +
                 " of a job's time in sync" +
                 (dev_util * r.sim_time >= 0.85 * per_job ? ": the device's write rate bounds them"
                                                           : ": per-command and flush latency bound them");
  } else if (f.any_direct) {
    b.verdict = "latency";
    b.evidence = "device busy only " + pct(dev_util) + ": the queue depth does not cover the per-command latency";
  } else {
    b.verdict = "copy";
    b.evidence = "writers ran on CPU without throttling; copy_from_user took " + pct(f.copy_share) +
                 " of their time, device busy " + pct(dev_util);
  }
  return b;
}

} // namespace wbsim
