#include "Testbed.hpp"

#include "FioOverhead.hpp"
#include "MachineState.hpp"

#include "Provenance.hpp"
#include "RunRequest.hpp"
#include "SyscallProbe.hpp"
#include "SystemOps.hpp"
#include "TestbedCheck.hpp"
#include "TestbedFit.hpp"
#include "TestbedResources.hpp"
#include "Units.hpp"
#include "WakeupProbe.hpp"

#include <boost/program_options.hpp>

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <fstream>
#include <iomanip>
#include <map>
#include <optional>
#include <iostream>
#include <sstream>

namespace po = boost::program_options;
using nlohmann::json;

namespace wbsim {

namespace {

const char* kUsage =
    "usage: wbsim testbed [--quick] [--fs LIST] [--engine LIST] [--bs LIST] [--jobs LIST] [--writes first|over|both]\n"
    "                     [--fsync off|on|both] [--repeat N] [--size BYTES] [--runtime S] [--perf] [-o FILE.json]\n"
    "       wbsim testbed --check [--measured FILE.json] [--profiles DIR]\n"
    "       wbsim testbed --fit --profiles-out DIR [--measured FILE.json] [--check]\n\n"
    "Measures the real kernel's buffered write path on RAM-backed devices (needs root): a tmpfs it\n"
    "mounts, one loop device per filesystem over a file there (XFS, ext4, btrfs) and a FUSE passthrough\n"
    "mount (wbsim-fusepass) over a tmpfs directory, then runs the matrix fs x engine x bs x writers x\n"
    "first/over x fsync with Debian's fio, each cell --repeat times in interleaved rounds, and prints\n"
    "min/median/max per cell. It touches only what it creates (under --dir/wbsim-testbed.PID) and\n"
    "removes all of it on exit, on error and on SIGINT/SIGTERM.\n"
    "--check predicts each first-write cell with scenarios/profiles/testbed-<fs>.profile and exits 1\n"
    "past the tolerances (median |IOPS error| <= 10%, no cell worse than 30%); with --measured it\n"
    "checks an earlier run's JSON and needs no root.\n";

// -1 where the kernel has no free page reporting.
double reported_kib()
{
  std::ifstream in("/sys/module/page_reporting/parameters/reported_kib");
  double v = -1;
  in >> v;
  return v;
}

double load1()
{
  std::ifstream in("/proc/loadavg");
  double l = 0;
  in >> l;
  return l;
}

std::string first_line(const std::string& s)
{
  return s.substr(0, s.find('\n'));
}


json perf_json(const PerfShares& p)
{
  json by = json::object();
  for (const auto& [f, n] : p.by_func)
    by[kfunc_name(f)] = n;
  json other = json::object();
  std::vector<std::pair<double, std::string>> leaves;
  for (const auto& [sym, n] : p.other_leaves)
    leaves.push_back({n, sym});
  std::sort(leaves.rbegin(), leaves.rend());
  for (size_t i = 0; i < leaves.size() && i < 15; ++i)
    other[leaves[i].second] = leaves[i].first;
  return {{"samples", p.samples}, {"by_func", by}, {"other", p.other}, {"other_leaves", other},
          {"spin_lock", p.spin_lock}, {"spin_slowpath", p.spin_slowpath}};
}

PerfShares perf_from_json(const json& j)
{
  PerfShares p;
  p.samples = j.value("samples", 0.0);
  p.other = j.value("other", 0.0);
  p.spin_lock = j.value("spin_lock", 0.0);
  p.spin_slowpath = j.value("spin_slowpath", 0.0);
  for (const auto& [name, n] : j.at("by_func").items())
    for (size_t i = 0; i < kKFuncCount; ++i)
      if (name == kfunc_name(static_cast<KFunc>(i)))
        p.by_func[static_cast<KFunc>(i)] = n.get<double>();
  return p;
}

// The numbers of one fio JSON report (group_reporting: one job entry).
struct FioNumbers {
  double iops = 0, bw = 0, p50_us = 0, p99_us = 0;
  double usr_cpu = -1; // fio's user CPU, % of the job's runtime (getrusage)
};

FioNumbers parse_fio_json(const std::string& out, const std::string& what)
{
  // fio may print warnings before the JSON object.
  const auto brace = out.find('{');
  if (brace == std::string::npos)
    throw std::runtime_error(what + ": fio printed no JSON report");
  const json j = json::parse(out.substr(brace));
  const json& w = j.at("jobs").at(0).at("write");
  FioNumbers n;
  n.iops = w.at("iops").get<double>();
  n.bw = w.at("bw_bytes").get<double>();
  const json& pct = w.at("clat_ns").value("percentile", json::object());
  n.p50_us = pct.value("50.000000", 0.0) / 1e3;
  n.p99_us = pct.value("99.000000", 0.0) / 1e3;
  n.usr_cpu = j.at("jobs").at(0).value("usr_cpu", -1.0);
  return n;
}

struct Options {
  MatrixFilter filter;
  int repeats = 3;
  uint64_t size = 256ull << 20;
  uint64_t image = 0; // per block-device filesystem; 0 = from size and writers
  double runtime = 3;
  bool perf = false;
  bool check = false;
  bool fit = false;
  std::string profiles_out;
  std::string measured;
  std::string profiles;
  std::string output;
  std::string dir = "/tmp";
  std::string daemon;
  int fuse_threads = 4;
  uint64_t fuse_max_write = 1u << 20;
};

Options parse_options(const std::vector<std::string>& args, bool& help)
{
  po::options_description d("wbsim testbed options");
  d.add_options()("help,h", "show this help")("quick", "a subset that runs in minutes (every fs and engine, 4k and 1m, 1 writer, first writes, no fsync)")(
      "fs", po::value<std::string>(), "filesystems: xfs, ext4, btrfs, fuse (comma list)")(
      "engine", po::value<std::string>(), "engines: psync, pvsync, libaio, io_uring, io_uring_punt")(
      "bs", po::value<std::string>(), "block sizes: 4k, 64k, 1m")("jobs", po::value<std::string>(), "writers: 1, 4")(
      "writes", po::value<std::string>(), "first, over or both")("fsync", po::value<std::string>(), "off, on or both")(
      "repeat", po::value<int>()->default_value(3), "runs per cell (interleaved rounds)")(
      "size", po::value<std::string>()->default_value("256m"), "bytes written per writer per run")(
      "image-size", po::value<std::string>(), "image file per block filesystem (default: 2 x writers x size, >= 1 GiB)")(
      "runtime", po::value<double>()->default_value(3), "seconds after which a run stops (1 to 60)")(
      "perf", "one more round, recorded with perf record -a -g and folded into wbsim's functions; its IOPS are kept apart from the measured rounds")(
      "check", "predict each cell with the testbed profiles and compare")(
      "fit", "fit testbed profiles to the measurements (with --profiles-out DIR)")(
      "profiles-out", po::value<std::string>(), "with --fit: directory to write testbed-vm.profile and testbed-<fs>.profile")(
      "measured", po::value<std::string>(), "with --check or --fit: an earlier run's JSON instead of measuring")(
      "profiles", po::value<std::string>(), "with --check: directory of testbed-<fs>.profile (default scenarios/profiles)")(
      "output,o", po::value<std::string>(), "write the measurements (and the check) as JSON")(
      "dir", po::value<std::string>()->default_value("/tmp"), "parent of the testbed's own directory")(
      "fuse-daemon", po::value<std::string>(), "the passthrough daemon (default: wbsim-fusepass beside wbsim)")(
      "fuse-threads", po::value<int>()->default_value(4), "daemon worker threads (1 to 64)")(
      "fuse-max-write", po::value<std::string>()->default_value("1m"), "daemon max_write (4k to 1m)");
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(d).run(), vm);
  } catch (const po::error& e) {
    throw UsageError(std::string("wbsim testbed: ") + e.what());
  }
  help = vm.count("help") > 0;
  if (help) {
    std::cout << kUsage << "\n" << d << "\n";
    return {};
  }
  Options o;
  auto opt = [&](const char* k) { return vm.count(k) ? vm[k].as<std::string>() : std::string(); };
  try {
    o.filter.quick = vm.count("quick") > 0;
    if (vm.count("fs"))
      o.filter.fs = parse_name_list("--fs", opt("fs"), {"xfs", "ext4", "btrfs", "fuse"});
    if (vm.count("engine"))
      o.filter.engines =
          parse_name_list("--engine", opt("engine"), {"psync", "pvsync", "libaio", "io_uring", "io_uring_punt"});
    if (vm.count("bs"))
      o.filter.bs = parse_bs_list(opt("bs"));
    if (vm.count("jobs"))
      o.filter.jobs = parse_jobs_list(opt("jobs"));
    o.filter.writes = opt("writes");
    o.filter.fsync = opt("fsync");
    matrix_cells(o.filter); // validates the choices
  } catch (const std::invalid_argument& e) {
    throw UsageError(std::string("wbsim testbed: ") + e.what());
  }
  o.repeats = vm["repeat"].as<int>();
  if (o.repeats < 1 || o.repeats > 100)
    throw UsageError("wbsim testbed: --repeat=" + std::to_string(o.repeats) + ": accepted: 1 to 100");
  auto size_opt = [&](const char* k, uint64_t lo, uint64_t hi) {
    uint64_t v = 0;
    try {
      v = parse_size(opt(k));
    } catch (const std::exception&) {
      throw UsageError(std::string("wbsim testbed: --") + k + "=" + opt(k) + ": not a size (e.g. 256m, 1g)");
    }
    if (v < lo || v > hi)
      throw UsageError(std::string("wbsim testbed: --") + k + "=" + opt(k) + ": accepted: " + format_bytes_iec(lo) +
                       " to " + format_bytes_iec(hi));
    return v;
  };
  o.size = size_opt("size", 1u << 20, 64ull << 30);
  if (vm.count("image-size"))
    o.image = size_opt("image-size", 512u << 20, 1ull << 40);
  o.fuse_max_write = size_opt("fuse-max-write", 4096, 1u << 20);
  o.runtime = vm["runtime"].as<double>();
  if (!(o.runtime >= 1 && o.runtime <= 60))
    throw UsageError("wbsim testbed: --runtime=" + std::to_string(o.runtime) + ": accepted: 1 to 60 seconds");
  o.fuse_threads = vm["fuse-threads"].as<int>();
  if (o.fuse_threads < 1 || o.fuse_threads > 64)
    throw UsageError("wbsim testbed: --fuse-threads=" + std::to_string(o.fuse_threads) + ": accepted: 1 to 64");
  o.perf = vm.count("perf") > 0;
  o.check = vm.count("check") > 0;
  o.fit = vm.count("fit") > 0;
  o.profiles_out = opt("profiles-out");
  if (o.fit != !o.profiles_out.empty())
    throw UsageError("wbsim testbed: --fit and --profiles-out DIR go together");
  o.measured = opt("measured");
  if (!o.measured.empty() && !o.check && !o.fit)
    throw UsageError("wbsim testbed: --measured is only used with --check or --fit");
  o.profiles = opt("profiles");
  o.output = opt("output");
  o.dir = opt("dir");
  o.daemon = opt("fuse-daemon");
  return o;
}

std::string self_dir()
{
  char buf[4096] = {};
  const ssize_t n = readlink("/proc/self/exe", buf, sizeof buf - 1);
  return n > 0 ? parent_dir(std::string(buf, static_cast<size_t>(n))) : ".";
}

// Everything one measurement run needs from the machine, created in order
// and tracked by `res`.
struct Mounts {
  std::map<std::string, std::string> dir; // fs -> mount point
  std::string daemon_log;
};

Mounts set_up(TestbedResources& res, SystemOps& ops, const Options& o, const std::vector<std::string>& fss,
              int max_jobs)
{
  Mounts m;
  const uint64_t data = static_cast<uint64_t>(max_jobs) * o.size;
  const uint64_t image = o.image ? o.image : std::max<uint64_t>(1ull << 30, 2 * data);
  uint64_t tmpfs = 64u << 20; // logs, perf data
  for (const auto& fs : fss)
    tmpfs += fs == "fuse" ? 2 * data : image;
  // The tmpfs holds what reaches the images (writeback, fsync) and the FUSE
  // backing files; the page cache holds the dirty data of a run on top.
  const double need = static_cast<double>(tmpfs) + 2.0 * static_cast<double>(data) + (512u << 20);
  const double avail = ops.mem_available();
  if (need > avail)
    throw UsageError("wbsim testbed: needs " + format_bytes_iec(need) + " of memory (tmpfs " +
                     format_bytes_iec(static_cast<double>(tmpfs)) + " for " + std::to_string(fss.size()) +
                     " filesystems, page cache " + format_bytes_iec(2.0 * static_cast<double>(data)) +
                     ", 512 MiB margin) but MemAvailable is " + format_bytes_iec(avail) +
                     "; lower --size, --image-size or --jobs, or select fewer --fs");
  res.create_root();
  const std::string ram = res.make_dir(res.root() + "/ram");
  res.mount_tmpfs(ram, tmpfs);
  for (const auto& fs : fss) {
    const std::string mp = res.make_dir(res.root() + "/" + fs);
    if (fs == "fuse") {
      const std::string backing = res.make_dir(ram + "/fuse-backing");
      m.daemon_log = ram + "/fuse-daemon.log";
      res.reserve_file(m.daemon_log);
      const std::string daemon = o.daemon.empty() ? self_dir() + "/wbsim-fusepass" : o.daemon;
      res.start_fuse({daemon, backing, mp, "--threads", std::to_string(o.fuse_threads), "--max-write",
                      std::to_string(o.fuse_max_write)},
                     mp, m.daemon_log);
    } else {
      const std::string img = ram + "/" + fs + ".img";
      res.create_file(img, image);
      const std::string dev = res.attach_loop(img);
      res.mkfs(dev, fs);
      res.mount_device(dev, mp, fs);
    }
    m.dir[fs] = mp;
  }
  return m;
}

// True if nothing is left.
bool print_cleanup(TestbedResources& res, std::ostream& os)
{
  const auto problems = res.cleanup();
  for (const auto& p : problems)
    os << "wbsim testbed: clean-up: " << p << "\n";
  const auto left = res.leftovers();
  if (left.empty())
    os << "wbsim testbed: clean-up done: nothing left under " << res.root() << "\n";
  for (const auto& l : left)
    os << "wbsim testbed: left over: " << l << "\n";
  return left.empty();
}

// How the cells' sampler sees a syscall: perf (as the cells run it, without
// -a) over `perf bench syscall basic`, a getppid() loop with almost no user
// code. The share of its samples in user space is the part of every syscall
// that cpu-clock books to user space (the exit path runs with interrupts
// off). The check moves that part of the simulated syscall share to fio's
// loop before it compares. Leaves -1 when perf fails.
void sample_syscall_loop(TestbedRecord& rec, SystemOps& ops, TestbedResources& res, const std::string& dir)
{
  const std::string data = dir + "/syscall-loop.data";
  res.reserve_file(data);
  // With call chains, as the cells: perf script then prints each sample's
  // frames on lines of their own, the form parse_perf_script reads.
  std::vector<std::string> argv = perf_record_argv(data, false);
  argv.insert(argv.end(), {"perf", "bench", "syscall", "basic", "--loop", "2000000"});
  const auto r = ops.run(argv, true);
  if (r.ok()) {
    const auto samples = parse_perf_script(ops.run({"perf", "script", "-i", data, "-F", "comm,tid,ip,sym"}, true).out);
    if (samples.size() >= 100) {
      rec.syscall_user_share = user_leaf_share(samples);
      std::fprintf(stderr, "wbsim testbed: a getppid() loop under perf: %.1f%% of %zu samples in user space\n",
                   100 * rec.syscall_user_share, samples.size());
    }
  }
  if (rec.syscall_user_share < 0)
    std::fprintf(stderr, "wbsim testbed: the syscall loop was not sampled (perf %s: %s): shares compared as simulated\n",
                 r.ok() ? "gave under 100 samples" : "failed", first_line(r.err).c_str());
  ops.remove_file(data);
}

// Where the machine probes run: the testbed's XFS mount, else its ext4 one;
// {"", ""} when neither is mounted.
std::pair<std::string, std::string> probe_mount(const Mounts& m)
{
  for (const char* fs : {"xfs", "ext4"})
    if (m.dir.count(fs))
      return {m.dir.at(fs), fs == std::string("xfs") ? "XFS" : "ext4"};
  return {};
}

// Seconds per IO of each of `variants` (fio argument lists, JSON output),
// run in turn in each of `rounds` rounds: result[v][r]. nullopt, after
// saying on stderr that `param` keeps `fallback`, when a run fails.
std::optional<std::vector<std::vector<double>>> interleaved_per_io(SystemOps& ops,
                                                                  const std::vector<std::vector<std::string>>& variants,
                                                                  int rounds, const char* param, const char* fallback)
{
  std::vector<std::vector<double>> per_io(variants.size());
  for (int r = 0; r < rounds; ++r)
    for (size_t v = 0; v < variants.size(); ++v) {
      const auto run = ops.run(variants[v], true);
      if (!run.ok()) {
        std::fprintf(stderr, "wbsim testbed: %s not measured (fio: %s): %s\n", param, first_line(run.err).c_str(),
                     fallback);
        return std::nullopt;
      }
      const FioNumbers n = parse_fio_json(run.out, std::string(param) + " probe");
      per_io[v].push_back(n.iops > 0 ? 1 / n.iops : 0);
    }
  return per_io;
}

// cpu.copy_bw on the testbed's own XFS (else ext4) mount: 1 MiB and 64 KiB
// rewrites in cache, interleaved over three rounds. Leaves rec.copy_bw at -1
// (the default applies, and says so) when neither is mounted or fio fails.
void measure_copy(TestbedRecord& rec, SystemOps& ops, const Mounts& m)
{
  const auto [dir, fs_name] = probe_mount(m);
  if (dir.empty())
    return;
  constexpr uint64_t kBig = 1u << 20, kSmall = 64u << 10, kSize = 128u << 20;
  constexpr int kLoops = 16, kRounds = 3;
  const auto t = interleaved_per_io(
      ops, {copy_probe_args(dir, kBig, kSize, kLoops), copy_probe_args(dir, kSmall, kSize, kLoops)}, kRounds,
      "cpu.copy_bw", "the default applies");
  if (!t)
    return;
  const std::vector<double>&big = (*t)[0], &small = (*t)[1];
  rec.copy_bw = copy_bw_from_rewrites(big, kBig, small, kSmall);
  std::ostringstream how;
  how << std::fixed << std::setprecision(2) << "fio psync rewrites in cache of a 128 MiB file on the testbed's "
      << fs_name << ", " << kLoops << " loops, medians of " << kRounds
      << " interleaved rounds: 1 MiB " << spread(big).median * 1e6 << " us, 64 KiB " << spread(small).median * 1e6
      << " us per write; 960 KiB over the rounds' median difference";
  rec.copy_how = how.str();
  if (rec.copy_bw <= 0) {
    std::fprintf(stderr, "wbsim testbed: cpu.copy_bw not measured (1 MiB rewrites not slower than 64 KiB): the default applies\n");
    rec.copy_bw = -1;
  } else {
    std::fprintf(stderr, "wbsim testbed: cpu.copy_bw %.0f MB/s (%s)\n", rec.copy_bw / 1e6, rec.copy_how.c_str());
  }
}

// cpu.smp_efficiency on the testbed's own XFS (else ext4) mount: the write
// path's probe (smp_probe_args), one job then one per CPU, paired within each
// of kSmpRounds rounds, median of the rounds, within 1/cpus..1. The 4-writer
// cells depend on it; fio's null engine, measured before, scaled 0.98 here
// while those cells scaled 0.78-0.85 (2026-12-06). Leaves rec.smp_efficiency
// at -1 (the profile's value applies, and says so) when fio fails.
void measure_smp(TestbedRecord& rec, SystemOps& ops, const Mounts& m)
{
  const auto [dir, fs_name] = probe_mount(m);
  if (dir.empty() || rec.cpus < 2)
    return;
  constexpr uint64_t kEach = 128u << 20;
  constexpr int kSmpRounds = 5;
  std::vector<std::vector<std::string>> variants;
  for (const int jobs : {1, rec.cpus}) {
    std::vector<std::string> argv = {"fio"};
    for (const auto& a : smp_probe_args(dir, kEach))
      argv.push_back(a);
    argv.insert(argv.end(), {"--numjobs=" + std::to_string(jobs), "--output-format=json"});
    variants.push_back(std::move(argv));
  }
  const auto t = interleaved_per_io(ops, variants, kSmpRounds, "cpu.smp_efficiency", "the profile's applies");
  if (!t)
    return;
  const std::vector<double>&one = (*t)[0], &all = (*t)[1];
  const std::vector<double> eff = smp_efficiency_per_round(one, all, rec.cpus);
  const Spread e = spread(eff), s1 = spread(one), sa = spread(all);
  if (!(s1.median > 0) || !(sa.median > 0))
    return;
  rec.smp_efficiency = e.median;
  std::ostringstream how;
  how << std::fixed << std::setprecision(2) << "fio psync " << kSmpProbeBs / 1024 << " KiB random first writes in cache, "
      << (kEach >> 20) << " MiB per job on its own file, on the testbed's " << fs_name << ": " << rec.cpus
      << " jobs " << kSmpProbeBs / sa.median / 1e6 << " MB/s against one job " << kSmpProbeBs / s1.median / 1e6 << " MB/s, per CPU " << e.median << " (" << e.min << ".." << e.max
      << "), paired within each of " << eff.size() << " interleaved rounds, median";
  rec.smp_how = how.str();
  std::fprintf(stderr, "wbsim testbed: cpu.smp_efficiency %.2f (%s)\n", rec.smp_efficiency, rec.smp_how.c_str());
}

TestbedRecord measure(const Options& o, SystemOps& ops)
{
  const auto cells = matrix_cells(o.filter);
  std::vector<std::string> fss;
  int max_jobs = 1;
  for (const auto& c : cells) {
    if (std::find(fss.begin(), fss.end(), c.fs) == fss.end())
      fss.push_back(c.fs);
    max_jobs = std::max(max_jobs, c.jobs);
  }
  TestbedRecord rec;
  rec.host = host_name();
  rec.kernel = kernel_release();
  rec.date = utc_now();
  rec.cpus = static_cast<int>(sysconf(_SC_NPROCESSORS_ONLN));
  rec.mem_total = static_cast<double>(sysconf(_SC_PHYS_PAGES)) * static_cast<double>(sysconf(_SC_PAGESIZE));
  rec.page_reporting = reported_kib() >= 0;
  rec.warmup_run = rec.page_reporting;
  try {
    // Punted io_uring writes at QD1 pay two wake-ups: the fit needs this machine's.
    rec.wakeup = measure_wakeup(kWakeupRoundTrips, kWakeupRounds).wakeup;
  } catch (const std::runtime_error& e) {
    std::fprintf(stderr, "wbsim testbed: cpu.wakeup not measured (%s): the default applies\n", e.what());
  }
  // The kernel entry and exit every write() pays: without it the fit puts
  // this VM's 1 us in fs.write_call (0.3 us is the default).
  const SyscallMeasurement sc = measure_null_syscall(kSyscallCalls, kSyscallRounds);
  rec.syscall = sc.per_call;
  std::fprintf(stderr, "wbsim testbed: cpu.syscall %.3f us (getppid(), median of %d rounds of %d calls, %.3f-%.3f)\n",
               sc.per_call * 1e6, sc.rounds, sc.calls, sc.min * 1e6, sc.max * 1e6);
  try {
    // fio's own loop per IO: engine.psync and engine.pvsync, which the
    // matrix alone cannot tell from fs.write_call (both once per write).
    const FioOverhead one = measure_fio_overhead(3, 2000000);
    rec.fio_null = one.per_io;
    // fio's loop alone on all CPUs, shown beside the write path's (measure_smp).
    if (rec.cpus >= 2)
      rec.null_smp_efficiency = smp_efficiency(one, measure_fio_overhead(3, 2000000, rec.cpus), rec.cpus);
  } catch (const std::runtime_error& e) {
    std::fprintf(stderr, "wbsim testbed: fio's null-engine cost not measured (%s): engine.psync stays an estimate\n",
                 e.what());
  }
  rec.size_per_job = o.size;
  rec.runtime = o.runtime;
  rec.repeats = o.repeats;
  rec.fuse_threads = o.fuse_threads;
  rec.fuse_max_write = o.fuse_max_write;
  const auto fio_v = ops.run({"fio", "--version"}, true);
  rec.tool = first_line(fio_v.out);
  if (o.perf)
    rec.perf_tool = first_line(ops.run({"perf", "--version"}, true).out);
  for (const auto& c : cells) {
    CellResult cr;
    cr.cell = c;
    rec.cells.push_back(std::move(cr));
  }

  TestbedResources res(ops, o.dir + "/wbsim-testbed." + std::to_string(getpid()));
  for (const auto& f : res.foreign_testbed_resources())
    std::cerr << "wbsim testbed: not ours, left alone: " << f << "\n";
  int status = 0;
  try {
    const Mounts m = set_up(res, ops, o, fss, max_jobs);
    measure_copy(rec, ops, m);
    measure_smp(rec, ops, m);
    std::string perf_dir;
    if (o.perf) {
      perf_dir = res.make_dir(res.root() + "/ram/perf");
      sample_syscall_loop(rec, ops, res, perf_dir);
    }
    // The perf round comes last and is not one of the --repeat rounds: perf's
    // sampling slows the cells it watches, so the IOPS it sees are kept apart.
    const auto plan = plan_rounds(cells.size(), o.repeats + (o.perf ? 1 : 0));
    size_t done = 0;
    for (const auto& pr : plan) {
      if (ops.stop_requested())
        throw Interrupted("stopped");
      CellResult& cr = rec.cells[pr.cell];
      const MatrixCell& c = cr.cell;
      auto argv = fio_args(c, m.dir.at(c.fs), o.size, o.runtime);
      std::string data;
      const bool perf_round = o.perf && pr.round == o.repeats;
      if (perf_round) {
        data = perf_dir + "/run" + std::to_string(done) + ".data";
        res.reserve_file(data);
        // Only the writes are profiled: fio's own start and exit took about
        // 0.25 s of a 1 MiB cell's 0.3 s (fio --ioengine=null, this VM), and
        // the unlink of its file at exit is truncation, not writing. So the
        // job starts 1 s late, perf waits 0.8 s, and the files stay until
        // fio is done (removed below).
        perf_argv(argv, data);
      }
      const double l1 = load1();
      // Every run starts warm: the same job runs once just before it, and
      // the page cache that run freed is still resident when this one
      // starts. Memory a run frees is handed back to the host about 2 s later
      // (free page reporting), and a first write into it faults it in again:
      // xfs psync 1 MiB writes of 256 MiB ran at 2.0-2.1k IOPS after a 3 s
      // pause and 7.1-8.0k back to back (2026-12-02). Touching and freeing
      // anonymous memory instead left half the 1 MiB runs colder still
      // (0.5-0.8k): reporting took the freed 2 MiB blocks during the run.
      double warm = 0;
      if (rec.page_reporting) {
        CaptureOptions now;
        now.quiet_seconds = 0;
        warm = capture_machine_state(now).low_order_free;
        const auto w = ops.run(fio_args(c, m.dir.at(c.fs), o.size, o.runtime), true);
        if (!w.ok())
          throw std::runtime_error("fio failed in the warm-up run of cell " + c.key() + ": " + first_line(w.err));
        if (!perf_round)
          cr.warm_bytes.push_back(warm + static_cast<double>(o.size) * c.jobs);
      }
      const double rep0 = reported_kib();
      const auto r = ops.run(argv, true);
      const double rep1 = reported_kib();
      if (!r.ok())
        throw std::runtime_error("fio failed in cell " + c.key() + ": " + first_line(r.err));
      const FioNumbers n = parse_fio_json(r.out, c.key());
      if (perf_round) {
        cr.perf_iops.push_back(n.iops);
        if (rec.perf_event.empty()) // cpu-clock when the VM has no hardware PMU
          rec.perf_event = first_line(ops.run({"perf", "evlist", "-i", data}, true).out);
        const auto script = ops.run({"perf", "script", "-i", data, "-F", "comm,tid,ip,sym"}, true);
        const PerfShares s = fold_perf_samples(parse_perf_script(script.out), "wbsim-fusepass");
        cr.perf.samples += s.samples;
        cr.perf.other += s.other;
        cr.perf.spin_lock += s.spin_lock;
        cr.perf.spin_slowpath += s.spin_slowpath;
        for (const auto& [f, v] : s.by_func)
          cr.perf.by_func[f] += v;
        for (const auto& [sym, v] : s.other_leaves)
          cr.perf.other_leaves[sym] += v;
        cr.has_perf = true;
        ops.remove_file(data); // keep the tmpfs small; cleanup checks it again
        for (int j = 0; j < c.jobs; ++j)
          ops.remove_file(m.dir.at(c.fs) + "/" + fio_job_file(j));
      } else {
        cr.iops.push_back(n.iops);
        cr.bw_bytes.push_back(n.bw);
        cr.p50_us.push_back(n.p50_us);
        cr.p99_us.push_back(n.p99_us);
        cr.load1.push_back(l1);
        if (n.usr_cpu >= 0)
          cr.usr_cpu.push_back(n.usr_cpu);
        if (rep0 >= 0 && rep1 >= rep0)
          cr.reported_mib.push_back((rep1 - rep0) / 1024);
      }
      ++done;
      std::cerr << "wbsim testbed: [" << done << "/" << plan.size() << "] " << c.key() << " " << std::fixed
                << std::setprecision(0) << n.iops << " IOPS" << (perf_round ? " under perf" : "") << " (load "
                << std::setprecision(2) << l1 << ")\n";
    }
    if (!m.daemon_log.empty()) {
      // The daemon prints its counters when it exits: stop it, then read them.
      const std::string p = res.remove_now(ResourceKind::FuseDaemon, m.dir.at("fuse"));
      if (!p.empty())
        std::cerr << "wbsim testbed: " << p << "\n";
      std::ifstream in(m.daemon_log);
      std::string line;
      while (std::getline(in, line)) {
        const auto at = line.find("max_write_seen=");
        if (at != std::string::npos)
          rec.fuse_max_write_seen = std::stoull(line.substr(at + 15));
      }
    }
  } catch (const Interrupted&) {
    std::cerr << "wbsim testbed: interrupted by signal " << stop_signal_number() << ": cleaning up (partial results)\n";
    status = 1;
  } catch (...) {
    print_cleanup(res, std::cerr);
    throw;
  }
  // The daemon writes its counters on unmount: unmount first, then read them.
  const bool clean = print_cleanup(res, std::cerr);
  if (status)
    throw Interrupted(std::string("wbsim testbed: stopped by a signal; ") +
                      (clean ? "everything it created was removed" : "see the left-over list above"));
  if (!clean)
    throw std::runtime_error("wbsim testbed: could not remove everything it created (listed above)");
  return rec;
}

} // namespace

json to_json(const TestbedRecord& r)
{
  json cells = json::array();
  for (const auto& c : r.cells) {
    json jc = {{"key", c.cell.key()},     {"fs", c.cell.fs},          {"engine", to_string(c.cell.engine)},
               {"bs", c.cell.bs},         {"jobs", c.cell.jobs},      {"overwrite", c.cell.overwrite},
               {"fsync", c.cell.fsync},   {"iops", c.iops},           {"bw_bytes", c.bw_bytes},
               {"p50_us", c.p50_us},      {"p99_us", c.p99_us},       {"load1", c.load1},
               {"reported_mib", c.reported_mib},
               {"warm_bytes", c.warm_bytes},
               {"usr_cpu", c.usr_cpu}};
    if (c.has_perf) {
      jc["perf"] = perf_json(c.perf);
      jc["perf_iops"] = c.perf_iops;
    }
    cells.push_back(jc);
  }
  return {{"host", r.host},
          {"kernel", r.kernel},
          {"date", r.date},
          {"tool", r.tool},
          {"perf_tool", r.perf_tool},
          {"perf_event", r.perf_event},
          {"cpus", r.cpus},
          {"mem_total", r.mem_total},
          {"page_reporting", r.page_reporting},
          {"wakeup_s", r.wakeup},
          {"warmup_run", r.warmup_run},
          {"fio_null_s", r.fio_null},
          {"smp_efficiency", r.smp_efficiency},
          {"smp_how", r.smp_how},
          {"null_smp_efficiency", r.null_smp_efficiency},
          {"copy_bw", r.copy_bw},
          {"syscall_s", r.syscall},
          {"syscall_user_share", r.syscall_user_share},
          {"copy_how", r.copy_how},
          {"size_per_job", r.size_per_job},
          {"runtime", r.runtime},
          {"repeats", r.repeats},
          {"devices", "loop over a file on tmpfs (XFS, ext4, btrfs); FUSE: wbsim-fusepass over a tmpfs directory"},
          {"fuse", {{"threads", r.fuse_threads}, {"max_write", r.fuse_max_write}, {"max_write_seen", r.fuse_max_write_seen},
                    {"writeback_cache", false}}},
          {"cells", cells}};
}

TestbedRecord testbed_record_from_json(const json& j, const std::string& what)
{
  TestbedRecord r;
  try {
    r.host = j.at("host");
    r.kernel = j.at("kernel");
    r.date = j.at("date");
    r.tool = j.at("tool");
    r.perf_tool = j.value("perf_tool", "");
    r.perf_event = j.value("perf_event", "");
    r.cpus = j.at("cpus");
    r.mem_total = j.value("mem_total", 0.0);
    r.page_reporting = j.value("page_reporting", false);
    r.wakeup = j.value("wakeup_s", -1.0);
    r.warmup_run = j.value("warmup_run", false);
    r.fio_null = j.value("fio_null_s", -1.0);
    r.smp_how = j.value("smp_how", "");
    r.null_smp_efficiency = j.value("null_smp_efficiency", -1.0);
    r.smp_efficiency = j.value("smp_efficiency", -1.0);
    if (r.smp_how.empty() && r.null_smp_efficiency < 0) { // before 2026-12-06: the null engine's
      r.null_smp_efficiency = r.smp_efficiency;
      r.smp_efficiency = -1;
    }
    r.copy_bw = j.value("copy_bw", -1.0);
    r.syscall = j.value("syscall_s", -1.0);
    r.syscall_user_share = j.value("syscall_user_share", -1.0);
    r.copy_how = j.value("copy_how", "");
    r.size_per_job = j.at("size_per_job");
    r.runtime = j.at("runtime");
    r.repeats = j.at("repeats");
    r.fuse_threads = j.at("fuse").at("threads");
    r.fuse_max_write = j.at("fuse").at("max_write");
    r.fuse_max_write_seen = j.at("fuse").at("max_write_seen");
    for (const auto& jc : j.at("cells")) {
      CellResult c;
      c.cell.fs = jc.at("fs");
      const std::string e = jc.at("engine");
      bool found = false;
      for (auto te : all_tb_engines())
        if (to_string(te) == e) {
          c.cell.engine = te;
          found = true;
        }
      if (!found)
        throw std::invalid_argument("engine '" + e + "'");
      c.cell.bs = jc.at("bs");
      c.cell.jobs = jc.at("jobs");
      c.cell.overwrite = jc.at("overwrite");
      c.cell.fsync = jc.at("fsync");
      c.iops = jc.at("iops").get<std::vector<double>>();
      c.bw_bytes = jc.at("bw_bytes").get<std::vector<double>>();
      c.p50_us = jc.at("p50_us").get<std::vector<double>>();
      c.p99_us = jc.at("p99_us").get<std::vector<double>>();
      c.load1 = jc.at("load1").get<std::vector<double>>();
      c.reported_mib = jc.value("reported_mib", std::vector<double>{});
      c.warm_bytes = jc.value("warm_bytes", std::vector<double>{});
      c.usr_cpu = jc.value("usr_cpu", std::vector<double>{});
      if (jc.contains("perf")) {
        c.perf = perf_from_json(jc.at("perf"));
        c.perf_iops = jc.value("perf_iops", std::vector<double>{});
        c.has_perf = true;
      }
      r.cells.push_back(std::move(c));
    }
  } catch (const std::exception& e) {
    throw UsageError(what + ": not a `wbsim testbed` JSON record: " + e.what());
  }
  return r;
}

std::string testbed_table(const TestbedRecord& r)
{
  std::ostringstream os;
  os << "# wbsim testbed: " << r.host << ", Linux " << r.kernel << ", " << r.date << ", " << r.tool << ", "
     << r.cpus << " CPUs, " << r.repeats << " interleaved rounds, " << format_bytes_iec(static_cast<double>(r.size_per_job))
     << " per writer, QD1\n";
  if (r.smp_efficiency > 0 || r.null_smp_efficiency > 0) {
    auto per_cpu = [](double v) {
      std::ostringstream f;
      f << std::fixed << std::setprecision(2) << v;
      return v > 0 ? f.str() : std::string("not measured");
    };
    os << "# all CPUs against one, per CPU: write path " << per_cpu(r.smp_efficiency) << ", fio's null engine "
       << per_cpu(r.null_smp_efficiency) << "\n";
  }
  os << std::left << std::setw(44) << "cell" << std::right << std::setw(10) << "IOPS min" << std::setw(10) << "median"
     << std::setw(10) << "max" << std::setw(10) << "MB/s" << std::setw(9) << "p50 us" << std::setw(9) << "p99 us"
     << std::setw(7) << "load" << "\n";
  for (const auto& c : r.cells) {
    if (c.iops.empty())
      continue;
    const Spread s = spread(c.iops);
    os << std::left << std::setw(44) << c.cell.key() << std::right << std::fixed << std::setprecision(0)
       << std::setw(10) << s.min << std::setw(10) << s.median << std::setw(10) << s.max << std::setw(10)
       << spread(c.bw_bytes).median / 1e6 << std::setprecision(1) << std::setw(9) << spread(c.p50_us).median
       << std::setw(9) << spread(c.p99_us).median << std::setprecision(2) << std::setw(7) << spread(c.load1).median
       << "\n";
  }
  return os.str();
}

int cmd_testbed(const std::vector<std::string>& args)
{
  bool help = false;
  const Options o = parse_options(args, help);
  if (help)
    return 0;
  // --check without --fit needs its profiles: say so before minutes of
  // measurement, not after them.
  if (o.check && !o.fit && o.measured.empty()) {
    std::vector<std::string> filesystems;
    for (const auto& c : matrix_cells(o.filter))
      if (std::find(filesystems.begin(), filesystems.end(), c.fs) == filesystems.end())
        filesystems.push_back(c.fs);
    require_testbed_profiles(o.profiles, filesystems);
  }
  auto write_output = [&o](const json& out) {
    if (o.output.empty())
      return;
    std::ofstream f(o.output);
    if (!f)
      throw UsageError("wbsim testbed: -o " + o.output + ": cannot write");
    f << out.dump(2) << "\n";
  };
  TestbedRecord rec;
  if (!o.measured.empty()) {
    std::ifstream in(o.measured);
    if (!in)
      throw UsageError("wbsim testbed: --measured=" + o.measured + ": cannot open");
    json j;
    try {
      j = json::parse(in);
    } catch (const json::exception& e) {
      throw UsageError("wbsim testbed: --measured=" + o.measured + ": not JSON: " + e.what());
    }
    rec = testbed_record_from_json(j, o.measured);
  } else {
    auto ops = make_real_system_ops();
    if (!ops->is_root())
      throw UsageError("wbsim testbed: needs root: it mounts a tmpfs, attaches loop devices, makes filesystems and "
                       "mounts FUSE (run it as root, or use --check --measured FILE to check an earlier run)");
    install_stop_handlers();
    try {
      rec = measure(o, *ops);
    } catch (const Interrupted& e) {
      std::cerr << e.what() << "\n";
      return 1;
    }
    std::cout << testbed_table(rec);
  }
  json out = to_json(rec);
  write_output(out); // the measurements are kept even if the fit or the check fails
  int status = 0;
  if (o.fit) {
    std::cout << fit_testbed(rec, o.profiles_out, o.measured.empty() ? o.output : o.measured);
  }
  if (o.check) {
    const TestbedCheck check = check_testbed(rec, o.fit ? o.profiles_out : o.profiles);
    std::cout << check.table;
    out["check"] = check.json;
    status = check.pass ? 0 : 1;
    write_output(out); // with the check
  }
  return status;
}

} // namespace wbsim
