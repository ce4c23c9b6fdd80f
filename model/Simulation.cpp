#include "Simulation.hpp"

#include "ActorGuard.hpp"
#include "Bottleneck.hpp"
#include "CompletionWorker.hpp"
#include "ContendedLock.hpp"
#include "LockPolicy.hpp"
#include "InodeLock.hpp"
#include "Invariants.hpp"
#include "IoWq.hpp"
#include "Reclaimer.hpp"
#include "Flusher.hpp"
#include "FsFront.hpp"
#include "FuseDaemon.hpp"
#include "JobThread.hpp"
#include "NvmeDevice.hpp"
#include "Sampler.hpp"
#include "StripedVolume.hpp"
#include "Tracer.hpp"
#include "Units.hpp"
#include "SimContext.hpp"

#include <simgrid/s4u.hpp>

#include <algorithm>
#include <chrono>
#include <map>
#include <memory>
#include <stdexcept>

namespace sg4 = simgrid::s4u;

namespace wbsim {

namespace {

bool g_simulated = false;

// SimGrid reads only its own options; wbsim hands it these and nothing else.
std::unique_ptr<sg4::Engine> make_engine(const std::vector<std::string>& user_args)
{
  static std::vector<std::string> args = {
      "wbsim",
      "--log=root.thres:critical",
      // CM02: a transfer takes latency + size / bandwidth, shared max-min fairly,
      // with no TCP window or cross-traffic terms: the NVMe model, exactly.
      "--cfg=network/model:CM02",
      "--cfg=network/crosstraffic:0",
      "--cfg=network/TCP-gamma:0",
  };
  args.insert(args.end(), user_args.begin(), user_args.end());
  static std::vector<char*> argv;
  argv.clear();
  for (auto& a : args)
    argv.push_back(a.data());
  int argc = static_cast<int>(argv.size());
  return std::make_unique<sg4::Engine>(&argc, argv.data());
}

struct Platform {
  sg4::Host* cpu;
  std::vector<sg4::Host*> nvme;        // one per striped device
  std::vector<sg4::Link*> media_write; // its media link (SLC cache switches it)
  std::vector<sg4::Host*> locks;       // one per buffered file: its i_pages lock
  sg4::Host* fault_in = nullptr;       // the host's fault-in of cold memory (mem.fault_in_shared)
};

// Distinct files written through the page cache, in first-use order.
std::vector<std::string> buffered_files(const Workload& w)
{
  std::vector<std::string> files;
  for (const auto& j : w.jobs)
    if (!j.direct)
      for (const auto& f : j.files)
        if (std::find(files.begin(), files.end(), f) == files.end())
          files.push_back(f);
  return files;
}

Platform build_platform(const Params& p, const DeviceSpec& dev, size_t nfiles)
{
  Platform pf;
  auto* zone = sg4::create_full_zone("host");
  // One resource of cores x efficiency, each task bounded to one core's speed
  // (SimContext::run_cpu): the same sharing as a host of cpu.cores cores when
  // the efficiency is 1, and fewer cycles when all are busy on a VM.
  pf.cpu = zone->create_host("cpu", 1e9 * p.cpu_capacity())->seal();
  const double tag_factor = tag_handoff_factor(static_cast<int>(p.cpu_sockets), p.lock_remote_handoff,
                                              (p.lock_wb_start + p.lock_wb_end) / 2);
  for (size_t i = 0; i < nfiles; ++i)
    pf.locks.push_back(
        zone->create_host("i_pages." + std::to_string(i), ContendedLock::pstate_speeds(p.lock_contention, tag_factor))->seal());
  // One second of a task's fault-in at mem.fault_in_bw is 1e9 "flops" of
  // this host: tasks faulting at once share mem.fault_in_parallel of them,
  // each bounded to one (SimContext::fault_in).
  pf.fault_in = zone->create_host("host.fault_in", 1e9 * p.mem_fault_in_parallel)->seal();
  auto* loopback = zone->create_link("loopback", 1e18)->set_latency(0)->seal();
  zone->add_route(pf.cpu->get_netpoint(), pf.cpu->get_netpoint(), nullptr, nullptr, {sg4::LinkInRoute(loopback)}, true);
  // The path every device shares (host.io_bw: an adapter's uplink, the root
  // port or memory), one link per direction; absent when unlimited.
  sg4::Link* host_down = nullptr;
  sg4::Link* host_up = nullptr;
  if (p.host_io_bw > 0) {
    host_down = zone->create_link("host.io.down", p.host_io_bw)->set_latency(0)->seal();
    host_up = zone->create_link("host.io.up", p.host_io_bw)->set_latency(0)->seal();
  }
  for (int d = 0; d < static_cast<int>(p.dev_count); ++d) {
    const std::string n = std::to_string(d);
    auto* nvme = zone->create_host("nvme" + n, 1e9)->seal();
    // Each direction of the device's PCIe link, then the media with its command latency.
    auto* link_w = zone->create_link("pcie.down." + n, dev.link_bw)->set_latency(0)->seal();
    auto* link_r = zone->create_link("pcie.up." + n, dev.link_bw)->set_latency(0)->seal();
    auto* media_w = zone->create_link("media.write." + n, dev.write_bw)->set_latency(dev.write_latency)->seal();
    auto* media_r = zone->create_link("media.read." + n, dev.read_bw)->set_latency(dev.read_latency)->seal();
    std::vector<sg4::LinkInRoute> down{sg4::LinkInRoute(link_w), sg4::LinkInRoute(media_w)};
    std::vector<sg4::LinkInRoute> up{sg4::LinkInRoute(media_r), sg4::LinkInRoute(link_r)};
    if (host_down) {
      down.insert(down.begin(), sg4::LinkInRoute(host_down));
      up.emplace_back(host_up);
    }
    zone->add_route(pf.cpu->get_netpoint(), nvme->get_netpoint(), nullptr, nullptr, down, false);
    zone->add_route(nvme->get_netpoint(), pf.cpu->get_netpoint(), nullptr, nullptr, up, false);
    pf.nvme.push_back(nvme);
    pf.media_write.push_back(media_w);
  }
  zone->seal();
  return pf;
}

// The counters the end-of-run invariants are checked on (model/Invariants).
EndFigures end_figures(const RunResult& r, const SimContext& ctx, const StripedVolume& device)
{
  EndFigures f;
  const PageCacheTotals& pc = ctx.cache.totals();
  for (const auto& j : r.jobs) {
    f.job_bytes += static_cast<double>(j.write.io_bytes + j.read.io_bytes);
    f.ramp = f.ramp || j.spec.ramp_time > 0;
  }
  // What the direct jobs performed, not what fio reports (ramp_time leaves
  // the first IOs out of io_bytes, not out of the device's bytes).
  f.direct_bytes = ctx.direct_write_bytes;
  f.direct_read_bytes = ctx.direct_read_bytes;
  f.performed_bytes = ctx.bytes_done;
  f.buffered_bytes = pc.written;
  f.dirtied = pc.dirtied;
  f.written_back = pc.writeback_ended;
  f.dirty_end = ctx.cache.dirty();
  f.writeback_end = ctx.cache.writeback();
  f.writeback_started = pc.writeback_started;
  f.writeback_ended_requested = pc.writeback_end_asked;
  for (const auto& d : r.disks) {
    f.device_completed += static_cast<double>(d.read_bytes + d.write_bytes);
    f.device_written += static_cast<double>(d.write_bytes);
    f.device_ios += static_cast<double>(d.read_ios + d.write_ios);
  }
  f.device_submitted = device.submitted_bytes();
  // A request a full queue has not taken yet is in flight too (the run ended under it).
  f.device_inflight = device.inflight_bytes() + device.waiting_bytes();
  f.device_written += f.device_inflight;
  f.writeback_to_device = ctx.fs->writeback_to_device(ctx, pc.writeback_started);
  f.writeback_building = ctx.writeback_building;
  f.amplification = 1.0;
  f.no_data_io = r.params.fs_no_data_io;
  f.log_bytes = ctx.log_bytes;
  for (const auto& l : r.model.locks)
    f.locks.push_back({l.lock, l.caller, l.hold, l.wait, l.utilisation, l.peak_utilisation, 1});
  f.sim_time = r.sim_time;
  return f;
}

// The run as fio's periodic report sees it now: the jobs' figures so far, a
// running job (one that registered its actor and has not ended) ending now,
// and the disks' counters over the time since the first job started.
RunResult status_snapshot(const RunResult& result, const SimContext& ctx, const StripedVolume& device)
{
  RunResult snap;
  snap.params = result.params;
  snap.profile = result.profile;
  snap.global_options = result.global_options;
  snap.jobs = result.jobs;
  const double now = sg4::Engine::get_clock();
  double first_start = now;
  for (const auto& entry : ctx.job_actors) {
    const auto i = static_cast<size_t>(entry.second - result.jobs.data());
    if (snap.jobs[i].end_time <= 0)
      snap.jobs[i].end_time = std::max(now, snap.jobs[i].start_time);
    first_start = std::min(first_start, snap.jobs[i].start_time);
  }
  snap.disks = device.results(std::max(0.0, now - first_start));
  snap.sim_time = now;
  return snap;
}

// `bytes` over the distinct job files, by size (a previous run of the same
// jobs left each file cached, or dirty, in proportion).
std::map<std::string, double> share_by_size(const Workload& workload, double bytes)
{
  std::map<std::string, double> sizes;
  double total = 0;
  for (const auto& j : workload.jobs)
    for (const auto& path : j.files)
      if (sizes.emplace(path, static_cast<double>(j.file_size)).second)
        total += static_cast<double>(j.file_size);
  for (auto& [path, size] : sizes)
    size = total > 0 ? bytes * size / total : 0;
  return sizes;
}

void share_start_cache(SimContext& ctx, const Workload& workload)
{
  if (ctx.params.mem_start_job_cached > 0)
    ctx.cached_at_start = share_by_size(workload, ctx.params.mem_start_job_cached);
}

// mem.start_job_dirty: the buffered job files' dirty pages at time 0, which
// count against the thresholds at once (a direct job's file is not in the
// page cache model).
void seed_start_dirty(SimContext& ctx, const Workload& workload)
{
  const Params& p = ctx.params;
  // The previous run of the same job left them: the folios its writes made
  // (writing them back as pages cost 4x the open's time for 128 KiB writes).
  std::map<std::string, uint64_t> block_size;
  for (const auto& j : workload.jobs)
    for (const auto& path : j.files)
      block_size.emplace(path, j.block_size);
  for (const auto& [path, bytes] : share_by_size(workload, p.mem_start_job_dirty)) {
    const auto it = ctx.file_ids.find(path);
    if (it == ctx.file_ids.end())
      continue;
    if (bytes > 0)
      ctx.cache.seed_dirty(it->second, bytes, 0.0, ctx.write_cost.folio_bytes(block_size.at(path)));
    // fs.files_pending: the blocks not under the dirty pages hold data already.
    if (p.fresh_layout() && p.fs_files_pending)
      ctx.cache.assume_written(it->second, ctx.cache.file(it->second).size - bytes);
  }
}

// Open every buffered job's files up front: each distinct path is one inode
// with its own mapping lock and inode lock; the earliest stonewall group
// writing a file, and how many of its jobs do, decide whose writes are first.
void open_files(SimContext& ctx, const Workload& workload, const Platform& platform)
{
  const Params& params = ctx.params;
  for (const auto& j : workload.jobs) {
    if (j.direct)
      continue;
    for (const auto& path : j.files) {
      const size_t id = ctx.cache.open(path, static_cast<double>(j.file_size), j.pattern, j.block_size, j.skip);
      ctx.file_ids[path] = id;
      ctx.group_writers[{id, j.group_id}]++;
      if (id == ctx.mapping_locks.size()) {
        ctx.mapping_locks.push_back(
            std::make_unique<ContendedLock>("i_pages:" + path, platform.locks.at(id), params.sim_sample_interval,
                                            ctx.tracer));
        ctx.inode_locks.push_back(
            std::make_unique<InodeLock>("i_rwsem:" + path, kfunc_name(KFunc::FsWrite, params.fs())));
      }
    }
  }
}

// The model's figures at the end of the run, over the jobs' span (first start
// to last end) rather than the simulated clock, which runs on past the last
// job while daemons finish.
void collect_figures(RunResult& result, SimContext& ctx, const Flusher& flusher, const StripedVolume& device,
                     const FuseDaemon* fuse)
{
  const Params& params = ctx.params;
  double run_end = 0, run_start = result.sim_time;
  for (const auto& j : result.jobs) {
    run_end = std::max(run_end, j.end_time);
    run_start = std::min(run_start, j.start_time);
  }
  const double run_time = std::max(0.0, run_end - run_start);
  result.disks = device.results(run_time > 0 ? run_time : result.sim_time);
  result.model = ctx.figures;
  result.model.memory = ctx.memory.figures();
  result.model.flusher.busy_time = flusher.busy_time(result.sim_time);
  result.model.flusher.utilisation = run_time > 0 ? std::min(1.0, result.model.flusher.busy_time / run_time) : 0.0;
  double cpu_total = 0;
  for (size_t i = 0; i < kKFuncCount; ++i) {
    if (ctx.cpu_time[i] > 0)
      result.model.cpu_time[kfunc_name(static_cast<KFunc>(i), ctx.params.fs())] = ctx.cpu_time[i];
    cpu_total += ctx.cpu_time[i];
  }
  for (size_t i = 0; i < ctx.mapping_locks.size(); ++i) {
    ctx.mapping_locks[i]->collect(run_time, result.model.locks);
    ctx.inode_locks[i]->collect(run_time, result.model.locks);
  }
  for (const auto& [path, ef] : ctx.extent_files)
    ef.data_sem->collect(run_time, result.model.locks);
  if (fuse) {
    FuseFigures& ff = result.model.fuse;
    ff.active = true;
    ff.writeback_cache = params.fuse_writeback_cache;
    ff.busy_time = fuse->busy_time();
    const double lanes = fuse->policy().lanes(params.fuse_writeback_cache);
    ff.utilisation = run_time > 0 ? std::min(1.0, ff.busy_time / (lanes * run_time)) : 0.0;
  }
  result.model.cpu_busy = run_time > 0 ? cpu_total / (params.cpu_cores * run_time) : 0.0;
  if (params.host_io_bw > 0 && run_time > 0) {
    double down = 0, up = 0; // each direction has its own host.io_bw
    for (const auto& d : result.disks) {
      down += static_cast<double>(d.write_bytes);
      up += static_cast<double>(d.read_bytes);
    }
    result.model.host_io_utilisation = std::min(1.0, std::max(down, up) / (params.host_io_bw * run_time));
  }
}

// The volume's member devices, one NvmeDevice per platform device.
std::vector<std::unique_ptr<NvmeDevice>> make_members(const SimContext& ctx, const Platform& platform)
{
  const Params& params = ctx.params;
  std::vector<std::unique_ptr<NvmeDevice>> members;
  for (size_t d = 0; d < platform.nvme.size(); ++d)
    members.push_back(std::make_unique<NvmeDevice>("nvme" + std::to_string(d) + "n1", platform.cpu, platform.nvme[d],
                                                   ctx.device_spec, platform.media_write[d], params.dev_slc_size,
                                                   params.dev_post_cache_bw, params.dev_slc_recover_bw));
  return members;
}

// fio's --status-interval: a report of the figures so far every interval
// while jobs run (a daemon: it stops with the last job).
void start_status(sg4::Host* cpu, double interval, RunResult& result, const SimContext& ctx,
                  const StripedVolume& device)
{
  sg4::Actor::create("status", cpu, ActorGuard::wrap([interval, &result, &ctx, &device] {
                       for (int k = 1;; ++k) {
                         sg4::this_actor::sleep_until(k * interval);
                         result.status.push_back(status_snapshot(result, ctx, device));
                       }
                     }))
      ->daemonize();
}

RunResult empty_result(const Workload& workload, const Params& params, const SimOptions& options)
{
  RunResult result;
  result.params = params;
  result.profile = options.profile_name;
  result.global_options = workload.global_options;
  result.jobs.resize(workload.jobs.size());
  return result;
}

std::vector<std::unique_ptr<JobThread>> make_jobs(SimContext& ctx, const Workload& workload, RunResult& result,
                                                  JobGroups& groups)
{
  std::vector<std::unique_ptr<JobThread>> threads;
  for (size_t i = 0; i < workload.jobs.size(); ++i) {
    result.jobs[i].spec = workload.jobs[i];
    threads.push_back(std::make_unique<JobThread>(ctx, workload.jobs[i], result.jobs[i], groups));
  }
  return threads;
}

// kswapd, the flusher and the sampler: daemons, which stop with the last job.
void start_daemons(sg4::Host* cpu, Reclaimer& reclaimer, Flusher& flusher, Sampler& sampler)
{
  sg4::Actor::create("kswapd0", cpu, ActorGuard::wrap([&reclaimer] { reclaimer.run(); }))->daemonize();
  sg4::Actor::create("flush-259:0", cpu, ActorGuard::wrap([&flusher] { flusher.run(); }))->daemonize();
  sg4::Actor::create("sampler", cpu, ActorGuard::wrap([&sampler] { sampler.run(); }))->daemonize();
}

void start_jobs(sg4::Host* cpu, const Workload& workload, const std::vector<std::unique_ptr<JobThread>>& threads)
{
  for (size_t i = 0; i < threads.size(); ++i) {
    JobThread* t = threads[i].get();
    sg4::Actor::create(workload.jobs[i].name + "." + std::to_string(i), cpu, ActorGuard::wrap([t] { t->run(); }));
  }
}

// The one simulation this process may run, on a machine that can exist.
void claim_simulation(const Params& params)
{
  if (g_simulated)
    throw std::logic_error("wbsim: a process can run only one simulation (SimGrid keeps global state); "
                           "start a new process for the next one");
  // With nothing dirtyable every threshold is 0 and each write would pause:
  // a machine that cannot exist, most often mem.total lowered alone.
  if (params.dirtyable_memory() <= 0)
    throw ParamError("mem.reserved (" + format_bytes_iec(params.mem_reserved) + ") is not below mem.total (" +
                     format_bytes_iec(params.mem_total) +
                     "): no memory is left for the page cache to dirty; accepted: mem.reserved < mem.total "
                     "(set both for a small machine)");
  g_simulated = true;
}

// The filesystem front (model/FsFront): FUSE through its daemon, every
// other filesystem through the block layer.
std::unique_ptr<FsFront> make_front(SimContext& ctx, std::unique_ptr<FuseDaemon>& fuse)
{
  if (ctx.params.fs() != FsType::Fuse)
    return std::make_unique<BlockFsFront>();
  fuse = std::make_unique<FuseDaemon>(ctx);
  return std::make_unique<FuseFront>(*fuse);
}

// The continuous invariants run with --check, and always in debug builds.
bool continuous_check([[maybe_unused]] const SimOptions& options)
{
#ifndef NDEBUG
  return true;
#else
  return options.check;
#endif
}
} // namespace

RunResult simulate(const Workload& workload, const Params& params, const SimOptions& options)
{
  claim_simulation(params);
  const auto wall_start = std::chrono::steady_clock::now();

  auto engine = make_engine(options.simgrid_args);
  SimContext ctx(params);
  std::unique_ptr<Tracer> tracer;
  if (!options.trace_file.empty()) {
    tracer = std::make_unique<Tracer>(static_cast<uint64_t>(params.sim_trace_events));
    ctx.tracer = tracer.get();
  }
  const std::vector<std::string> files = buffered_files(workload);
  const Platform platform = build_platform(params, ctx.device_spec, files.size());
  ctx.cpu = platform.cpu;
  ctx.fault_host = platform.fault_in;
  share_start_cache(ctx, workload);
  open_files(ctx, workload, platform);
  seed_start_dirty(ctx, workload);
  ctx.bytes_total = static_cast<double>(workload.total_bytes());

  StripedVolume device(make_members(ctx, platform), params.md_chunk);
  device.set_tracer(ctx.tracer);
  CompletionWorker completions(ctx);
  Flusher flusher(ctx);
  Reclaimer reclaimer(ctx);
  ctx.reclaimer = &reclaimer;
  IoWq iowq(ctx);
  ctx.iowq = &iowq;
  std::unique_ptr<FuseDaemon> fuse;
  const std::unique_ptr<FsFront> front = make_front(ctx, fuse);
  ctx.fs = front.get();
  Sampler sampler(ctx, options.progress);
  Invariants watch; // --check (and debug builds): the continuous invariants at every sample
  const bool check = continuous_check(options);
  if (check)
    sampler.watch(&watch);
  ctx.device = &device;
  ctx.completions = &completions;
  ctx.flusher = &flusher;

  RunResult result = empty_result(workload, params, options);
  JobGroups groups(workload);
  const auto threads = make_jobs(ctx, workload, result, groups);
  start_daemons(platform.cpu, reclaimer, flusher, sampler);
  if (options.status_interval > 0)
    start_status(platform.cpu, options.status_interval, result, ctx, device);
  start_jobs(platform.cpu, workload, threads);

  engine->run();
  if (std::exception_ptr failure = ActorGuard::take())
    std::rethrow_exception(failure); // to the command boundary: an internal error, not an abort
  sampler.sample(); // the final state
  sampler.finish_progress();

  result.sim_time = sg4::Engine::get_clock();
  collect_figures(result, ctx, flusher, device, fuse.get());
  result.activities = ctx.activities + device.activities();
  result.model.bottleneck = diagnose(result);
  // A run that breaks a conservation law is a model bug: fail loudly. The
  // end-of-run laws on every run; the continuous ones, sampled all along the
  // run, with --check and in debug builds.
  if (check)
    Invariants::enforce(watch.violations());
  Invariants::enforce(Invariants::check_end(end_figures(result, ctx, device)));
  if (tracer)
    tracer->write(options.trace_file);
  result.wall_time = std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_start).count();
  return result;
}

} // namespace wbsim
