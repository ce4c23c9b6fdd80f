#include "NativeReplay.hpp"

#include "DiskStats.hpp"
#include "ReplayEngine.hpp"
#include "ReplayJob.hpp"

#include <csignal>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <memory>
#include <set>
#include <thread>

namespace wbsim {

namespace {

// 0, or the errno that stops every job (EINTR from SIGINT, ENOSPC). A
// lock-free atomic is safe to store from a signal handler.
std::atomic<int> g_stop{0};
std::atomic<bool> g_running{false};
static_assert(std::atomic<int>::is_always_lock_free, "the SIGINT flag must be lock-free");

std::atomic<int> g_signal{SIGINT}; // which signal set EINTR, for the message

extern "C" void on_sigint(int sig)
{
  int expected = 0;
  if (g_stop.compare_exchange_strong(expected, EINTR))
    g_signal.store(sig);
}

// Installs the handler for the run and restores the previous one after.
// SA_RESETHAND: a second Ctrl-C kills the process as usual.
class SigintGuard {
public:
  explicit SigintGuard(bool install) : installed_(install)
  {
    if (!installed_)
      return;
    struct sigaction sa {};
    sa.sa_handler = on_sigint;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESETHAND | SA_RESTART;
    sigaction(SIGINT, &sa, &old_);
    // SIGTERM (kill, timeout, a scheduler) stops the jobs the same way, so
    // the scratch files are removed on that exit path too.
    sigaction(SIGTERM, &sa, &old_term_);
  }
  ~SigintGuard()
  {
    if (!installed_)
      return;
    sigaction(SIGINT, &old_, nullptr);
    sigaction(SIGTERM, &old_term_, nullptr);
  }
  SigintGuard(const SigintGuard&) = delete;
  SigintGuard& operator=(const SigintGuard&) = delete;

private:
  bool installed_;
  struct sigaction old_ {};
  struct sigaction old_term_ {};
};

class RunningFlag {
public:
  RunningFlag()
  {
    if (g_running.exchange(true))
      throw ReplayError("a native replay is already running in this process");
  }
  ~RunningFlag() { g_running = false; }
  RunningFlag(const RunningFlag&) = delete;
  RunningFlag& operator=(const RunningFlag&) = delete;
};

const char* stop_name(int err)
{
  return err == EINTR ? (g_signal.load() == SIGTERM ? "SIGTERM" : "SIGINT") : err == ENOSPC ? "ENOSPC (the filesystem is full)" : std::strerror(err);
}

} // namespace

NativeReplay::NativeReplay(Workload workload, ReplayOptions options)
    : workload_(std::move(workload)), options_(std::move(options))
{
}

void NativeReplay::request_stop(int err)
{
  int expected = 0;
  g_stop.compare_exchange_strong(expected, err);
}

ReplayOutcome NativeReplay::run()
{
  RunningFlag running;
  g_stop = 0;
  g_signal = SIGINT;
  SigintGuard sigint(options_.catch_sigint);

  // Every check before the first byte is written.
  ScratchFiles files(options_.safety);
  files.plan(workload_);
  if (options_.check_space)
    files.check_space();
  std::vector<std::unique_ptr<ReplayEngine>> engines;
  for (const auto& spec : workload_.jobs) {
    try {
      engines.push_back(make_replay_engine(spec.engine, spec.iodepth, spec.force_async));
    } catch (const ReplayError& e) {
      throw ReplayError("job '" + spec.name + "': " + e.what());
    }
  }

  ReplayOutcome out;
  out.directory = files.directory();
  for (const auto& f : files.files())
    out.files.push_back(f.path);
  DiskStats disk(files.directory());
  out.disk_note = disk.note();

  files.create(&g_stop);
  for (const auto& f : files.files())
    if (f.sparse)
      out.notes.push_back(f.path + ": could not preallocate (fio's fallocate=native); the file is sparse");

  const double epoch = replay_clock();
  disk.start();
  std::vector<std::unique_ptr<ReplayJob>> jobs;
  for (size_t i = 0; i < workload_.jobs.size(); ++i)
    jobs.push_back(std::make_unique<ReplayJob>(workload_.jobs[i], std::move(engines[i]), files, g_stop, epoch,
                                                 options_.submit_batch));

  // Stonewall groups run one after the other; the jobs of a group together.
  std::set<int> groups;
  for (const auto& spec : workload_.jobs)
    groups.insert(spec.group_id);
  for (int g : groups) {
    std::vector<std::thread> threads;
    for (size_t i = 0; i < jobs.size(); ++i)
      if (workload_.jobs[i].group_id == g)
        threads.emplace_back([&job = *jobs[i]] { job.run(); });
    for (auto& t : threads)
      t.join();
  }
  out.wall_time = replay_clock() - epoch;
  if (disk.available())
    out.result.disks.push_back(disk.finish(out.wall_time));

  for (auto& job : jobs) {
    if (!job->note().empty())
      out.notes.push_back(job->note());
    if (job->result().error != 0)
      out.partial = true;
    out.result.jobs.push_back(job->result());
  }
  jobs.clear(); // closes the files before they are removed
  out.stop_errno = g_stop.load();
  if (out.stop_errno != 0) {
    out.partial = true;
    if (out.stop_errno == EINTR)
      out.stop_signal = stop_name(EINTR);
    out.notes.insert(out.notes.begin(), std::string("stopped by ") + stop_name(out.stop_errno) +
                                            ": the results are partial");
  }
  out.result.profile = "measured";
  out.result.sim_time = out.wall_time;
  out.result.wall_time = out.wall_time;

  if (!options_.safety.keep_files) {
    const auto left = files.remove();
    out.files_removed = left.empty();
    for (const auto& l : left)
      out.notes.push_back("could not remove " + l);
  } else {
    files.remove(); // keep_files: releases nothing on disk
    out.notes.push_back("files kept (--keep-files) in " + files.directory());
  }
  return out;
}

} // namespace wbsim
