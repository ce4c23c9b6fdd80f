#include "SimContext.hpp"

#include "ContendedLock.hpp"
#include "InodeLock.hpp"
#include "WakeupDelay.hpp"

#include <simgrid/s4u/Actor.hpp>
#include <simgrid/s4u/Engine.hpp>
#include <simgrid/s4u/Exec.hpp>

#include <algorithm>
#include <limits>

namespace sg4 = simgrid::s4u;

namespace wbsim {

// Each core of the CPU host runs at 1e9 flops/s: one flop is one nanosecond of work.
constexpr double kFlopsPerSecond = 1e9;

namespace {
// fuse with the writeback cache: strictlimit on a bdi capped at
// fuse.bdi_max_ratio of the thresholds; its writers are paced on that share.
DirtyLimits dirty_limits(const Params& p)
{
  const DirtyLimits global = DirtyLimits::from(p);
  if (p.fs() != FsType::Fuse || !p.fuse_writeback_cache || p.fuse_bdi_max_ratio >= 100)
    return global;
  const double share = p.fuse_bdi_max_ratio / 100.0;
  return DirtyLimits::from_thresholds(global.thresh * share, global.bg_thresh * share);
}
} // namespace

SimContext::SimContext(const Params& p)
    : params(p),
      limits(dirty_limits(p)),
      throttle(limits, p.throttle_max_pause, p.throttle_min_pause),
      bandwidth(p.throttle_init_bw, p.throttle_bw_interval, p.throttle_bw_period),
      writeback_policy(p),
      write_cost(p),
      device_spec(DeviceSpec::from(p)),
      cache(p.dirtyable_memory()),
      memory(p, p.dirtyable_memory())
{
  figures.dirty_threshold = limits.thresh;
  figures.background_threshold = limits.bg_thresh;
  figures.freerun = limits.freerun;
}

SimContext::~SimContext() = default;

bool SimContext::first_and_only_writer(size_t id, int group) const
{
  // The map orders a file's groups from the earliest.
  const auto it = group_writers.lower_bound({id, std::numeric_limits<int>::min()});
  return it != group_writers.end() && it->first == std::make_pair(id, group) && it->second == 1;
}

void SimContext::charge(const CpuWork& work)
{
  for (size_t i = 0; i < kKFuncCount; ++i)
    cpu_time[i] += work.seconds[i];
  const double total = work.total();
  if (total <= 0 || job_actors.empty())
    return;
  if (auto it = job_actors.find(static_cast<long>(sg4::this_actor::get_pid())); it != job_actors.end()) {
    const double usr = work.seconds[static_cast<size_t>(KFunc::Engine)];
    it->second->cpu_usr += usr;
    it->second->cpu_sys += total - usr;
  }
}

double SimContext::run_cpu(const CpuWork& work)
{
  charge(work);
  const double total = work.total();
  if (total <= 0)
    return 0;
  ++activities;
  const double t0 = now();
  // At most one core's speed: the CPU host is all cores as one resource.
  sg4::this_actor::exec_init(total * kFlopsPerSecond)->set_bound(kFlopsPerSecond)->wait();
  if (jobs_running <= params.cpu_cores)
    return 0;
  // A busy core's speed: the CPU host's capacity over the cores.
  const double busy = std::min(1.0, params.cpu_capacity() / static_cast<double>(params.cpu_cores));
  return std::max(0.0, now() - t0 - total / busy);
}

double SimContext::deep_wakeup(double slept, uint64_t tasks)
{
  const double extra = deep_wakeup_extra(params.cpu_idle_poll, params.cpu_deep_wakeup, slept);
  if (extra > 0)
    figures.deep_wakeups += tasks;
  return extra;
}

double SimContext::fault_in(double seconds)
{
  if (seconds <= 0)
    return 0;
  CpuWork w;
  if (!params.mem_fault_in_shared || !fault_host) {
    w.add(KFunc::FaultIn, seconds);
    run_cpu(w);
    return seconds;
  }
  // The wait runs on the host's fault-in resource, not on a guest core: a
  // stalled vCPU runs nothing else, but with one writer per vCPU nothing else
  // wants it (u2's single writer moves 0.3% against run_cpu).
  const double t0 = now();
  ++activities;
  sg4::this_actor::exec_init(seconds * kFlopsPerSecond)->set_host(fault_host)->set_bound(kFlopsPerSecond)->wait();
  const double stall = now() - t0;
  w.add(KFunc::FaultIn, stall);
  charge(w);
  return stall;
}

double SimContext::dirty_ratelimit() const
{
  return bandwidth.bandwidth() / std::max(1, dirtiers);
}

void SimContext::refresh_bandwidth()
{
  bandwidth.update(now(), written_back);
}

double SimContext::now() const
{
  return sg4::Engine::get_clock();
}

} // namespace wbsim
