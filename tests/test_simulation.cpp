// Simulation tests: closed-form cases the SimGrid model must reproduce
// exactly, and behaviours (dirty plateau, aggregation) it must show. SimGrid
// keeps global state, so each TEST runs in its own process (one ctest each,
// via gtest_discover_tests); never put two simulate() calls in one TEST.
#include "RunRequest.hpp"
#include "DeviceService.hpp"
#include "DirtyThrottle.hpp"
#include "FioReport.hpp"
#include "InterruptTail.hpp"
#include "Simulation.hpp"
#include "WriteCost.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <cstdio>
#include <memory>
#include <string>

using namespace wbsim;

namespace {

RunResult run(const std::vector<std::string>& args)
{
  RunRequest req = parse_run_args(args);
  SimOptions opts;
  return simulate(req.workload, req.params, opts);
}

Params params_for(const std::vector<std::string>& args)
{
  return parse_run_args(args).params;
}

// One 1 MiB psync first write into warm memory, one 1 MiB folio (256 pages),
// in closed form from the write path's costs, fio's psync loop included.
// What a new page copied in a chunk of cpu.copy_stream_bytes or more costs
// less (WriteCost::cost): cpu.copy_stream_page, at most the page's init and
// copy; nothing without a threshold (the default). The tests that set one set
// 512 KiB (this project's VM), so a 1 MiB folio streams and 256 KiB does not.
double stream_saving(const Params& p)
{
  if (!(p.cpu_copy_stream_bytes > 0)) // the default: none
    return 0;
  return std::min(p.cpu_copy_stream_page, p.pc_page_init + p.pc_page_size / p.cpu_copy_bw);
}

double warm_1m_psync_write(const Params& p)
{
  return p.cpu_syscall + p.fs_write_call + p.pc_folio_alloc + 256 * p.pc_page_init + p.pc_add_folio +
         p.pc_lru_add_large - // one order-8 folio, moved onto the LRU at once
         256 * stream_saving(p) + // and copied with streaming stores
         p.pc_mark_dirty + p.fs_write_folio + 1048576.0 / p.cpu_copy_bw + p.throttle_call + p.lock_insert +
         p.lock_mark_dirty + p.engine_psync; // fio's psync loop per IO (KFunc::Engine)
}

// Two writers of 128 MiB in 1 MiB psync writes into cold memory only,
// faulted in page by page at 850 MB/s (the fault-in sharing tests), and one
// of them alone for its warm write's closed form.
const std::string kTwoColdWriters = "--name=b --rw=write --bs=1M --size=128M --ioengine=psync --numjobs=2 "
                                    "--set mem.page_reporting=1 --set mem.start_warm=0 "
                                    "--set mem.fault_in_bw=850MB/s --set mem.fault_block=4KiB";
const std::vector<std::string> kOneWriterOfThem = {"--name=b", "--rw=write", "--bs=1M", "--size=128M",
                                                   "--ioengine=psync"};
constexpr double kColdStallPerMiB = 1048576.0 / 850e6;

// Runs the wbsim binary and returns its JSON (for comparisons that need two
// simulations, hence two processes).
nlohmann::json run_cli_json(const std::string& args)
{
  const std::string cmd = std::string(WBSIM_BIN) + " run " + args + " --output-format=json --no-progress";
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(cmd.c_str(), "r"), pclose);
  std::string out;
  char buf[65536];
  size_t n = 0;
  while ((n = fread(buf, 1, sizeof buf, pipe.get())) > 0)
    out.append(buf, n);
  return nlohmann::json::parse(out);
}

// The simulated CPU seconds of one kernel function in a run's profile (0 when absent).
double cpu_seconds(const nlohmann::json& j, const std::string& function)
{
  for (const auto& f : j["wbsim"]["cpu"]["functions"])
    if (f["function"] == function)
      return f["seconds"].get<double>();
  return 0.0;
}

// What setting `key` to x adds to the job's time: fio's job_runtime (whole
// ms, so 2 ms of rounding) with key=x less with key=0, in two processes.
double runtime_added(const std::string& job, const std::string& key, const std::string& x)
{
  auto runtime = [&](const std::string& value) {
    const auto d = run_cli_json(job + " --set " + key + "=" + value);
    return d["jobs"][0]["job_runtime"].get<double>() / 1e3; // ms -> s
  };
  return runtime(x) - runtime("0");
}

} // namespace

// A direct=1 psync job does one IO at a time: fio's loop, then its CPU submission
// cost (syscall + iomap_dio_rw + one page add per 4 KiB + one NVMe command),
// the conversion of the unwritten extents fio's preallocation left (one pass),
// plus the controller's per-command time, the device's latency and the
// transfer at min(PCIe link, media).
TEST(Simulation, DirectQd1IsCpuPlusLatencyPlusTransfer)
{
  const std::vector<std::string> args = {"--name=d", "--rw=write", "--bs=128k", "--size=64M", "--direct=1",
                                         "--ioengine=psync", "--set", "dev.write_latency=50us", "--set",
                                         "dev.write_bw=2GB/s"};
  const Params p = params_for(args);
  const RunResult r = run(args);
  // 32 pages pinned, one bio_iov_iter_get_pages call looping over 32 pages
  // with 32 bvec merge checks (page bvecs), one command, which needs a PRP
  // list because 128 KiB is more than two 4 KiB controller pages.
  const double cpu = p.cpu_syscall + p.dio_submit + p.dio_get_pages_call + 32 * p.dio_page + 32 * p.dio_pin_page +
                     32 * p.blk_bvec_merge + p.dev_cmd_cpu +
                     p.nvme_prp_list + p.fs_unwritten_convert;
  const double per_io = cpu + p.dev_cmd_service + 50e-6 + 131072.0 / 2e9; // 2 GB/s media < 7.25 GB/s Gen4 x4 link
  ASSERT_EQ(r.jobs.size(), 1u);
  const JobResult& j = r.jobs[0];
  EXPECT_EQ(j.write.total_ios, 512u);
  EXPECT_EQ(j.write.io_bytes, 64u << 20);
  EXPECT_NEAR(j.write.lat.mean(), per_io, per_io * 1e-9);
  EXPECT_NEAR(j.write.lat.max(), per_io, per_io * 1e-9);
  // fio's psync loop (engine.psync, KFunc::Engine) runs between the IOs:
  // in the job's time, not in clat, which fio stamps after it.
  const double interval = per_io + p.engine_psync;
  EXPECT_NEAR(j.runtime(), 512 * interval, 512 * interval * 1e-9);
  EXPECT_EQ(j.write.slat.count(), 0u); // sync engines have no submission latency in fio
  EXPECT_EQ(r.disks.at(0).write_ios, 512u);
}

// fio's loop costs a direct job's thread what it costs a buffered one: the
// engine's submit and reap (engine.libaio_submit + engine.libaio_complete)
// per IO, in the CPU profile as engine_submit_reap (KFunc::Engine); 16 MiB
// of 128 KiB writes is 128 IOs.
TEST(Simulation, DirectJobsPayFiosEngineLoop)
{
  const auto d = run_cli_json("--name=d --rw=write --bs=128k --size=16M --direct=1 --ioengine=libaio --iodepth=8 "
                              "--set engine.libaio_submit=3us --set engine.libaio_complete=2us");
  EXPECT_NEAR(cpu_seconds(d, "engine_submit_reap"), 128 * 5e-6, 1e-9);
}

// dev.kick: fio's default submits each direct IO alone, so 128 IOs of 128 KiB
// (one command each) ring 128 doorbells; the flusher plugs its submissions,
// so its commands ring one per 32 (blk.plug_requests), counted as a share
// since the plug spans a writepages call's groups.
TEST(Simulation, DirectIoRingsPerIoAndWritebackPerPlug)
{
  const auto direct = run_cli_json("--name=d --rw=write --bs=128k --size=16M --direct=1 --ioengine=libaio "
                                   "--iodepth=8 --set dev.kick=10us");
  EXPECT_NEAR(cpu_seconds(direct, "virtqueue_notify"), 128 * 10e-6, 1e-9);
  const auto buffered = run_cli_json("--name=b --rw=write --bs=1M --size=64M --ioengine=psync --end_fsync=1 "
                                     "--set dev.kick=10us --set pc.large_folios=0");
  const double commands = buffered["wbsim"]["flusher"]["commands"].get<double>();
  EXPECT_GT(commands, 64); // 64 MiB in commands of 512 KiB at most
  EXPECT_NEAR(cpu_seconds(buffered, "virtqueue_notify"), commands / 32 * 10e-6, 1e-9);
}

// dev.kick_suppression (off by default): a submission rings only when the
// device is not taking commands already. A device slower than the thread (20 us per
// command against the thread's few us) holds a backlog from the first
// submission on, so of 1024 IOs only the first rings; a device faster than
// the thread (0.5 us) is idle at every submission, and each IO rings, as
// every IO does with the suppression off.
TEST(Simulation, ABusyDeviceTakesNoDoorbells)
{
  const std::string job = "--name=d --rw=randwrite --bs=16k --size=16M --direct=1 --ioengine=libaio --iodepth=32 "
                          "--set dev.kick=10us --set dev.latency_jitter=0 --set dev.kick_suppression=1 ";
  const auto slow = run_cli_json(job + "--set dev.cmd_service=20us");
  EXPECT_NEAR(cpu_seconds(slow, "virtqueue_notify"), 1 * 10e-6, 1e-9);
  const auto fast = run_cli_json(job + "--set dev.cmd_service=0.5us --set dev.segment_service=0");
  EXPECT_NEAR(cpu_seconds(fast, "virtqueue_notify"), 1024 * 10e-6, 1e-9);
  const auto off = run_cli_json(job + "--set dev.cmd_service=20us --set dev.kick_suppression=0");
  EXPECT_NEAR(cpu_seconds(off, "virtqueue_notify"), 1024 * 10e-6, 1e-9);
}

// dev.fresh_serial: a fresh direct write's allocation section runs on the
// device's serial thread before its command. With no other serial time
// (dev.cmd_service and dev.segment_service 0) the 1024 IOs of a 16 MiB
// first pass at qd32 take 1024 x 50 us = 51.2 ms of sections in a row, and a
// little of the last command's service. At QD1 a 1 us section adds 1 us to
// every IO's latency (fio 128 KiB sequential first passes on this project's
// VM took 29-33 us more per IO than rewrites at qd 1 to 8: qd-sweep.txt).
TEST(Simulation, FreshDirectWritesQueueForTheHostsAllocation)
{
  const std::string fresh = "--rw=randwrite --bs=16k --size=16M --direct=1 --set fs.unwritten_convert=0 "
                            "--set dev.cmd_service=0 --set dev.segment_service=0 ";
  const auto deep = run_cli_json("--name=d --ioengine=libaio --iodepth=32 --set dev.fresh_serial=50us " + fresh);
  EXPECT_NEAR(deep["jobs"][0]["job_runtime"].get<double>() / 1e3, 1024 * 50e-6, 1e-3);
  const auto qd1 = run_cli_json("--name=d --ioengine=psync --set dev.fresh_serial=1us " + fresh);
  const auto none = run_cli_json("--name=d --ioengine=psync " + fresh);
  EXPECT_NEAR(qd1["jobs"][0]["write"]["clat_ns"]["mean"].get<double>() -
                  none["jobs"][0]["write"]["clat_ns"]["mean"].get<double>(),
              1000.0, 1.0);
}

// Who waits at qd32: with a 20 us doorbell per IO (dev.kick; this project's
// VM measured 9.8 us) fio's thread needs over 20 us per 4 KiB IO while the
// device serves one in 0.65 us, so the thread is the bottleneck although the
// device holds commands all the time; at 1 MiB the device's transfer (150 us
// at 6.9 GB/s) outlasts the thread's ~25 us and the verdict is the device.
TEST(Simulation, ADeepQueueBoundByItsThreadIsCpuNotDevice)
{
  const auto small = run_cli_json("--name=d --rw=randwrite --bs=4k --size=64M --direct=1 --ioengine=libaio "
                                  "--iodepth=32 --set dev.kick=20us");
  EXPECT_EQ(small["wbsim"]["bottleneck"]["verdict"], "cpu") << small["wbsim"]["bottleneck"]["evidence"];
  const auto large = run_cli_json("--name=d --rw=write --bs=1M --size=1G --direct=1 --ioengine=libaio "
                                  "--iodepth=32 --set dev.kick=20us");
  EXPECT_EQ(large["wbsim"]["bottleneck"]["verdict"], "device") << large["wbsim"]["bottleneck"]["evidence"];
}

// fio keeps iodepth IOs unreaped and reaps one a call only with the queue
// full (FioReaper.hpp), so by Little's law an async IO's slat + clat is
// iodepth / IOPS wherever the bottleneck is. Bound by its thread (20 us
// doorbell) the device is done with each IO in microseconds, yet fio sees
// it 31 IOs of the thread's time later: clat p50 ~ 32 / IOPS - slat (real
// fio 3.33 on this project's VM, 8 KiB qd32: 48.6k IOPS, 578 us p50, where
// 32 / IOPS = 658 us).
TEST(Simulation, AThreadBoundDeepQueueIsReapedIodepthIosLater)
{
  const auto j = run_cli_json("--name=d --rw=randwrite --bs=4k --size=64M --direct=1 --ioengine=libaio "
                              "--iodepth=32 --set dev.kick=20us");
  const auto& w = j["jobs"][0]["write"];
  const double little = 32.0 / w["iops"].get<double>() * 1e9;  // ns
  const double slat = w["slat_ns"]["mean"].get<double>();
  EXPECT_NEAR(w["clat_ns"]["mean"].get<double>(), little - slat, 0.05 * little);
  EXPECT_NEAR(w["clat_ns"]["percentile"]["50.000000"].get<double>(), little - slat, 0.1 * little);
  // Device service alone is well under a tenth of that.
  EXPECT_GT(w["clat_ns"]["mean"].get<double>(), 300e3);
}

// With iodepth=32 on libaio the device queue hides the per-command latency:
// bandwidth approaches the bottleneck of link and media.
TEST(Simulation, DirectQd32ReachesDeviceBandwidth)
{
  const RunResult r =
      run({"--name=d", "--rw=write", "--bs=128k", "--size=1G", "--direct=1", "--ioengine=libaio", "--iodepth=32"});
  const DeviceSpec dev = DeviceSpec::from(r.params);
  const double bw = static_cast<double>(r.jobs[0].write.io_bytes) / r.jobs[0].runtime();
  EXPECT_GT(bw, 0.97 * dev.bandwidth(IoDir::Write));
  EXPECT_LE(bw, dev.bandwidth(IoDir::Write) * (1 + 1e-9));
  EXPECT_EQ(r.jobs[0].write.slat.count(), 8192u); // async engines report slat
}

// host.io_bw is the path all devices share: four Gen4 drives striped
// (4 x ~6.7 GB/s of link) behind a 4 GB/s shared path move 4 GB/s at most,
// and the verdict names the shared path, not the drives. Without it the
// volume runs well past 4 GB/s. Expected value: the shared link's bandwidth.
TEST(Simulation, DevicesBehindASharedHostPathStopAtItsBandwidth)
{
  const std::vector<std::string> job = {"--name=d",   "--rw=write", "--bs=1M", "--size=2G", "--direct=1",
                                        "--ioengine=libaio", "--iodepth=64", "--set", "dev.count=4"};
  std::vector<std::string> capped = job;
  capped.insert(capped.end(), {"--set", "host.io_bw=4GB/s"});
  const RunResult r = run(capped);
  const double bw = static_cast<double>(r.jobs[0].write.io_bytes) / r.jobs[0].runtime();
  EXPECT_LE(bw, 4e9 * (1 + 1e-9));
  EXPECT_GT(bw, 0.95 * 4e9);
  EXPECT_EQ(r.model.bottleneck.verdict, "host-io");
  EXPECT_GT(r.model.host_io_utilisation, 0.95);
  // The same job without the shared path, in its own process.
  const auto open = run_cli_json("--name=d --rw=write --bs=1M --size=2G --direct=1 --ioengine=libaio "
                                 "--iodepth=64 --set dev.count=4");
  EXPECT_GT(open["jobs"][0]["write"]["bw_bytes"].get<double>(), 1.5 * 4e9);
  EXPECT_EQ(open["wbsim"]["host_io"]["utilisation"].get<double>(), 0.0); // unlimited: no figure
}

// Small direct writes at depth stop at the device's serial part: its
// per-command time (dev.cmd_service) and a time per data segment
// (dev.segment_service), one command at a time, while the transfer itself
// overlaps (8 KiB at 2 GB/s: 4.1 us). An 8 KiB write from fio's ordinary
// buffer is two pages, two segments: 20 + 2 x 10 = 40 us, 25k IOPS. From a
// huge-page buffer (mem=shmhuge) it is one: 30 us, 33.3k IOPS. Sixteen in
// flight hide the 20 us latency and the host's few us of CPU per IO;
// fs.unwritten_convert=0 keeps the first pass's extent conversions (one
// inode's run one at a time) out.
namespace {
double small_direct_iops(const std::string& mem)
{
  const RunResult r = run({"--name=d", "--rw=randwrite", "--bs=8k", "--size=64M", "--direct=1", "--ioengine=libaio",
                           "--iodepth=16", "--mem=" + mem, "--set", "dev.cmd_service=20us", "--set",
                           "dev.segment_service=10us", "--set", "dev.write_bw=2GB/s", "--set", "fs.unwritten_convert=0"});
  return static_cast<double>(r.jobs.at(0).write.total_ios) / r.jobs[0].runtime();
}
} // namespace

TEST(Simulation, SmallDirectWritesPayTheDevicesTimePerCommandAndPerPageSegment)
{
  EXPECT_NEAR(small_direct_iops("malloc"), 1 / 40e-6, 0.02 / 40e-6);
}

TEST(Simulation, HugePageBuffersMakeADirectWriteOneSegment)
{
  EXPECT_NEAR(small_direct_iops("shmhuge"), 1 / 30e-6, 0.02 / 30e-6);
}

// A buffered job that stays under the background threshold never waits for
// the device: its time is exactly its write() CPU cost plus its uncontended
// i_pages holds (one insert and one dirty mark per folio), summed over writes,
// plus engine.psync per IO (fio's loop around each pwrite(), KFunc::Engine,
// charged once per IO by WriteCost::engine_cost since the testbed's engine costs).
// 1 MiB writes at 1 MiB-aligned offsets make one order-8 folio each, which
// goes onto the LRU at once (pc.lru_add_large), not through the per-CPU batch.
TEST(Simulation, BufferedUnderBackgroundIsCpuCost)
{
  const std::vector<std::string> args = {"--name=b", "--rw=write", "--bs=1M", "--size=256M", "--ioengine=psync"};
  const Params p = params_for(args);
  const RunResult r = run(args);
  const double per_write = p.cpu_syscall + p.fs_write_call + p.pc_folio_alloc + 256 * p.pc_page_init +
                           p.pc_add_folio + p.pc_lru_add_large + p.pc_mark_dirty + p.fs_write_folio +
                           1048576.0 / p.cpu_copy_bw + p.throttle_call + p.lock_insert + p.lock_mark_dirty +
                           p.engine_psync - 256 * stream_saving(p);
  const JobResult& j = r.jobs[0];
  EXPECT_EQ(j.write.total_ios, 256u);
  EXPECT_NEAR(j.runtime(), 256 * per_write, 256 * per_write * 1e-9);
  // No write fills the per-CPU folio batch (FolioBatchTail counts small
  // folios only), so no write carries pc.lru_batch_move: the mean is per_write.
  const double mean = per_write;
  // Interruptions (InterruptTail) keep the mean only to one write per quantile
  // cell: at most cpu.interrupt_time x (the cells' largest normalized extra,
  // < 10) / 256 away from it.
  EXPECT_NEAR(j.write.clat.mean(), mean, per_write * 1e-9 + 10 * p.cpu_interrupt_time / 256);
  EXPECT_EQ(r.model.throttle.pauses, 0u);
  EXPECT_EQ(r.disks.at(0).write_ios, 0u); // nothing reached the device
}

// The same job in the fine-grained mode (one activity per write()) gives the
// same closed form (engine.psync per IO included): aggregation is exact below the thresholds.
TEST(Simulation, BufferedUnderBackgroundFineGrained)
{
  const std::vector<std::string> args = {"--name=b", "--rw=write", "--bs=4k", "--size=16M", "--ioengine=psync",
                                         "--set", "sim.aggregate=0"};
  const Params p = params_for(args);
  const RunResult r = run(args);
  const double per_write = p.cpu_syscall + p.fs_write_call + p.pc_folio_alloc + p.pc_page_init + p.pc_add_folio +
                           p.pc_mark_dirty + p.fs_write_folio + 4096.0 / p.cpu_copy_bw + p.throttle_call +
                           p.lock_insert + p.lock_mark_dirty + p.engine_psync;
  EXPECT_EQ(r.jobs[0].write.total_ios, 4096u);
  EXPECT_NEAR(r.jobs[0].runtime(), 4096 * per_write, 4096 * per_write * 1e-9);
}

// Writing far more than the dirty limit: dirty + writeback plateaus between
// the background and the hard threshold, and the job runs at the device's
// bandwidth (the copy alone would be faster). 8 GiB of RAM keeps it small.
TEST(Simulation, OverDirtyLimitPlateausAndRunsAtDeviceSpeed)
{
  const RunResult r = run({"--name=big", "--rw=write", "--bs=1M", "--size=16G", "--ioengine=psync", "--end_fsync=1",
                           "--set", "mem.total=8GiB"});
  const DeviceSpec dev = DeviceSpec::from(r.params);
  const DirtyLimits lim = DirtyLimits::from(r.params);
  const JobResult& j = r.jobs[0];
  const double bw = static_cast<double>(j.write.io_bytes) / j.runtime();
  EXPECT_GT(bw, 0.85 * dev.bandwidth(IoDir::Write));
  EXPECT_LT(bw, 1.0 * dev.bandwidth(IoDir::Write));
  EXPECT_GT(r.model.throttle.pauses, 0u);
  // Plateau: over the middle half of the run, dirty+writeback stays between
  // the background threshold and the hard limit.
  int checked = 0;
  for (const Sample& s : r.model.timeseries) {
    if (s.time < j.start_time + 0.25 * j.runtime() || s.time > j.start_time + 0.75 * j.runtime())
      continue;
    EXPECT_GT(s.dirty + s.writeback, lim.bg_thresh) << "at t=" << s.time;
    EXPECT_LT(s.dirty + s.writeback, lim.thresh) << "at t=" << s.time;
    ++checked;
  }
  EXPECT_GT(checked, 5);
  EXPECT_GT(r.disks.at(0).util, 0.9);
  EXPECT_EQ(r.model.bottleneck.verdict, "device");
}

// Aggregating identical writes into one activity must not change the answer:
// the same throttled job in both modes (two processes) agrees within 2% on
// bandwidth and on the number of throttle pauses' total time within 10%.
TEST(Simulation, AggregatedMatchesFineGrained)
{
  const std::string job =
      "--name=a --rw=write --bs=64k --size=3G --ioengine=psync --end_fsync=1 --set mem.total=4GiB --set dev.write_bw=2GB/s";
  const auto fine = run_cli_json(job + " --set sim.aggregate=0");
  const auto coarse = run_cli_json(job + " --set sim.aggregate=1");
  const double bw_fine = fine["jobs"][0]["write"]["bw_bytes"].get<double>();
  const double bw_coarse = coarse["jobs"][0]["write"]["bw_bytes"].get<double>();
  EXPECT_NEAR(bw_coarse, bw_fine, 0.02 * bw_fine);
  const double pause_fine = fine["wbsim"]["throttle"]["total_pause_s"].get<double>();
  const double pause_coarse = coarse["wbsim"]["throttle"]["total_pause_s"].get<double>();
  EXPECT_GT(pause_fine, 0);
  EXPECT_NEAR(pause_coarse, pause_fine, 0.10 * pause_fine);
  // The point of aggregation: far fewer SimGrid activities.
  EXPECT_LT(coarse["wbsim"]["activities"].get<double>(), 0.5 * fine["wbsim"]["activities"].get<double>());
}

// sim.fluid_time: punted io_uring writes whose pace the io-wq worker sets
// run in spans of 50 ms. Issue 14 bounds the modes' agreement: bandwidth
// within 1%, p50/p99 clat within 5% (p99: see below). Both jobs cross the background
// threshold and are throttled (a 1 GiB and a 4 GiB machine).
TEST(Simulation, FluidSpansMatchFineGrained)
{
  const std::string jobs[] = {
      // QD1: each write a serial cycle (B5's shape, XFS before 6.0 punts).
      "--name=q --rw=write --bs=4k --size=512M --ioengine=io_uring --iodepth=1 --set kernel=5.18 "
      "--set mem.total=1GiB --set mem.reserved=128MiB --set dev.write_bw=200MB/s",
      // qd16 into large folios: the worker drains a full queue (seed 000 with the order hint).
      "--name=s --rw=write --bs=128k --size=4G --ioengine=io_uring --iodepth=16 --set fs.type=bcachefs "
      "--set kernel=6.11 --set mem.total=4GiB --set dev.write_bw=2GB/s"};
  for (const auto& job : jobs) {
    const auto fine = run_cli_json(job + " --set sim.aggregate=0");
    const auto fluid = run_cli_json(job + " --set sim.fluid_time=50ms");
    const auto plain = run_cli_json(job + " --set sim.fluid_time=0");
    auto w = [](const nlohmann::json& j) { return j["jobs"][0]["write"]; };
    const double bw = w(fine)["bw_bytes"].get<double>();
    EXPECT_NEAR(w(fluid)["bw_bytes"].get<double>(), bw, 0.01 * bw) << job;
    EXPECT_GT(fine["wbsim"]["throttle"]["total_pause_s"].get<double>(), 0) << job;
    auto pct = [&](const nlohmann::json& j, const char* p) { return w(j)["clat_ns"]["percentile"][p].get<double>(); };
    EXPECT_NEAR(pct(fluid, "50.000000"), pct(fine, "50.000000"), 0.05 * pct(fine, "50.000000")) << job;
    // p99: the throttled qd16 job misses 5% in the ordinary aggregated mode
    // already (+11.4%: the pauses land on a batch's last write), and +12.6%
    // in spans; the QD1 job meets it (+0.0%, ordinary +9.1%). Spans must not
    // be further off than the ordinary mode by more than 2 points.
    const double p99 = pct(fine, "99.000000");
    EXPECT_LE(std::abs(pct(fluid, "99.000000") / p99 - 1), std::max(0.05, std::abs(pct(plain, "99.000000") / p99 - 1) + 0.02))
        << job;
    // The point: fewer activities than the ordinary aggregated mode.
    EXPECT_LT(fluid["wbsim"]["activities"].get<double>(), 0.6 * plain["wbsim"]["activities"].get<double>()) << job;
  }
}

// A writeback group is sent as several requests; when the device's queue is
// full, the flusher waits to hand over the next one. A run that ends there
// left the group's unsent requests neither "being built" nor at the device,
// and the end-of-run check failed: with dev.queue_depth=1 this job ended with
// "device written 197065236 != written back 197090607" (and B4 of
// scenarios/bench at --scale 0.1 with 5.3 MB missing). Every byte whose
// writeback started is at the device, or still being built, at the end.
TEST(Simulation, ARunEndingWhileTheQueueIsFullAccountsEveryWritebackByte)
{
  RunResult r;
  ASSERT_NO_THROW(r = run({"--name=w", "--rw=randwrite", "--bs=4k", "--size=256M", "--ioengine=psync", "--numjobs=4",
                           "--runtime=1s", "--time_based=1", "--set", "dev.queue_depth=1", "--set", "mem.total=1GiB",
                           "--set", "mem.reserved=128MiB"}));
  // The case is there: the run ended with writes not yet on the device
  // (the flusher kept up with a queue of one no better than that).
  ASSERT_EQ(r.disks.size(), 1u);
  uint64_t written = 0;
  for (const auto& j : r.jobs)
    written += j.write.io_bytes;
  EXPECT_GT(written, r.disks[0].write_bytes);
}

// An fsync of small ioends overlaps its own CPU, the device and the
// completions; one writeback group per fsync ran them in series. Hold-out set
// ai's i8 (4 KiB random psync, fsync every 128, fresh preallocated ext4 file,
// so each ioend is split at submission and converted at completion): the
// aggregated fsync took 4.03 ms against 2.48 ms fine-grained (fio measured
// 2.07 ms on this project's VM). The two modes must agree within 2% on
// bandwidth and on the mean fsync time, with fewer activities.
TEST(Simulation, AggregatedFsyncOfSmallIoendsMatchesFineGrained)
{
  const std::string job = "--name=r --rw=randwrite --bs=4k --size=64M --ioengine=psync --fsync=128 "
                          "--set fs.type=ext4 --set mem.page_reporting=0";
  const auto fine = run_cli_json(job + " --set sim.aggregate=0");
  const auto coarse = run_cli_json(job);
  const double bw_fine = fine["jobs"][0]["write"]["bw_bytes"].get<double>();
  EXPECT_NEAR(coarse["jobs"][0]["write"]["bw_bytes"].get<double>(), bw_fine, 0.02 * bw_fine);
  const double sync_fine = fine["jobs"][0]["sync"]["lat_ns"]["mean"].get<double>();
  EXPECT_GT(sync_fine, 0);
  EXPECT_NEAR(coarse["jobs"][0]["sync"]["lat_ns"]["mean"].get<double>(), sync_fine, 0.02 * sync_fine);
  EXPECT_LT(coarse["wbsim"]["activities"].get<double>(), 0.5 * fine["wbsim"]["activities"].get<double>());
}

// ext4 reserves each block of a first write into a hole (fio fallocate=none)
// and not one into fio's preallocated extents: on this project's VM 64 KiB
// psync first writes took 15.26 us against 11.33 (3.93 us, 0.25 us a block;
// notes/benchmarks/session26/pairs.sh, variant fallocate). The model charges fs.hole_block per
// new 4 KiB block of the first pass only: 16 x 0.27 us = 4.32 us per write,
// and nothing with fallocate=native.
TEST(Simulation, HoleBlocksAreChargedOnlyWithoutPreallocation)
{
  const std::string job = "--name=h --rw=write --bs=64k --size=256M --ioengine=psync --set fs.type=ext4 "
                          "--set mem.page_reporting=0 --set fs.hole_block=0.27us";
  auto clat = [](const nlohmann::json& j) { return j["jobs"][0]["write"]["clat_ns"]["mean"].get<double>(); };
  const double none = clat(run_cli_json(job + " --fallocate=none"));
  const double native = clat(run_cli_json(job + " --fallocate=native"));
  const double native_without = clat(run_cli_json(job + " --fallocate=native --set fs.hole_block=0"));
  EXPECT_NEAR(none - native, 16 * 270.0, 0.05 * 16 * 270.0);
  EXPECT_DOUBLE_EQ(native, native_without);
}

// Speed benchmark B2: below freerun the aggregated mode merges 1 MiB ioends (256
// folios of 4 KiB here) into writeback groups of sim.free_merge_bytes. It
// must keep the fine-grained mode's bandwidth within 1% (the issue's bound;
// measured 2026-12-04: 1191 against 1187 MB/s, 1206 with 32 MiB groups) and
// take fewer activities than one group per ioend.
TEST(Simulation, MergedLargeIoendsMatchFineGrained)
{
  const std::string job = "--name=m --rw=write --bs=4k --size=1g --ioengine=psync --end_fsync=1 "
                          "--set mem.total=4GiB --set mem.reserved=512MiB";
  const auto fine = run_cli_json(job + " --set sim.aggregate=0");
  const auto merged = run_cli_json(job);
  const auto apart = run_cli_json(job + " --set sim.free_merge_bytes=4KiB");
  const double bw_fine = fine["jobs"][0]["write"]["bw_bytes"].get<double>();
  EXPECT_NEAR(merged["jobs"][0]["write"]["bw_bytes"].get<double>(), bw_fine, 0.01 * bw_fine);
  EXPECT_LT(merged["wbsim"]["activities"].get<double>(), 0.5 * apart["wbsim"]["activities"].get<double>());
}

// The latency distribution comes from the mechanisms in both modes.
// In-cache 128 KiB writes with this project's VM's interruptions (150 us gap,
// 14 us each: fio measured p50 33.5 us, p99 75.3 us): the fine-grained and
// the aggregated mode agree on p50 and p99 within 5%, and p99 is a tail
// (fio: 2.2x p50), not the batch's one value.
TEST(Simulation, AggregatedMatchesFineGrainedPercentiles)
{
  const std::string job = "--name=t --rw=write --bs=128k --size=512M --ioengine=psync --set mem.page_reporting=0 "
                          "--set cpu.interrupt_gap=150us --set cpu.interrupt_time=14us";
  const auto fine = run_cli_json(job + " --set sim.aggregate=0");
  const auto coarse = run_cli_json(job + " --set sim.aggregate=1");
  auto pct = [](const nlohmann::json& j, const char* p) {
    return j["jobs"][0]["write"]["clat_ns"]["percentile"][p].get<double>();
  };
  for (const char* p : {"50.000000", "99.000000"})
    EXPECT_NEAR(pct(coarse, p), pct(fine, p), 0.05 * pct(fine, p)) << p;
  EXPECT_GT(pct(coarse, "99.000000"), 1.5 * pct(coarse, "50.000000"));
}

// More writers than cores share them in time slices (SliceTail): four
// 64 KiB writers on two cores keep one writer's p50 and put the wait into a
// few writes of cpu.sched_slice (fio 2026-12-04 on the 2-vCPU VM: p50
// 12.5-15 us with four writers, 11.5-14 with one, p99.9 4.08 ms). The
// bandwidth is that of fair sharing, with slices or without, and so is the
// mean but for the last partial slice of each job (at most half a slice of
// 4 ms over its 2048 writes, 1 us against 19 us); both modes agree.
TEST(Simulation, MoreWritersThanCoresWaitInSlices)
{
  const std::string base = "--rw=write --bs=64k --size=128M --ioengine=pvsync --group_reporting "
                           "--set cpu.cores=2 --set mem.page_reporting=0 --set cpu.interrupt_gap=0";
  const auto one = run_cli_json("--name=s --numjobs=1 " + base);
  const auto four = run_cli_json("--name=s --numjobs=4 " + base);
  const auto even = run_cli_json("--name=s --numjobs=4 " + base + " --set cpu.sched_slice=0");
  const auto fine = run_cli_json("--name=s --numjobs=4 " + base + " --set sim.aggregate=0");
  auto pct = [](const nlohmann::json& j, const char* p) {
    return j["jobs"][0]["write"]["clat_ns"]["percentile"][p].get<double>();
  };
  auto w = [](const nlohmann::json& j, const char* k) { return j["jobs"][0]["write"][k]; };
  EXPECT_NEAR(pct(four, "50.000000"), pct(one, "50.000000"), 0.05 * pct(one, "50.000000"));
  EXPECT_GT(pct(even, "50.000000"), 1.8 * pct(one, "50.000000")); // every write stretched
  EXPECT_NEAR(pct(four, "99.900000"), 4e6, 0.05 * 4e6);             // ns: one slice
  EXPECT_NEAR(w(four, "bw_bytes").get<double>(), w(even, "bw_bytes").get<double>(),
              1e-6 * w(even, "bw_bytes").get<double>());
  EXPECT_NEAR(w(four, "clat_ns")["mean"].get<double>(), w(even, "clat_ns")["mean"].get<double>(),
              0.06 * w(even, "clat_ns")["mean"].get<double>());
  for (const char* p : {"50.000000", "99.900000"})
    EXPECT_NEAR(pct(fine, p), pct(four, p), 0.05 * pct(four, p)) << p;
}

// fio's default buffered buffer sits 16 bytes past a page, and the kernel's
// copy out of it pays cpu.copy_unaligned per byte; mem=mmap's does not. At 35
// ps a byte (this VM, 2026-12-04: fio 1 MiB writes 130-132 us against 93-97)
// a 1 MiB write takes 36.7 us more.
TEST(Simulation, UnalignedBufferCopiesSlower)
{
  const std::string job = "--name=u --rw=write --bs=1m --size=256M --ioengine=psync --set mem.page_reporting=0 "
                          "--set cpu.interrupt_gap=0 --set cpu.copy_unaligned=0.035ns";
  const auto def = run_cli_json(job);
  const auto mmap = run_cli_json(job + " --mem=mmap");
  const auto clat = [](const nlohmann::json& j) { return j["jobs"][0]["write"]["clat_ns"]["mean"].get<double>(); };
  EXPECT_NEAR(clat(def) - clat(mmap), 35e-3 * 1048576, 0.5e3); // ns
}

// fio's invalidate=1 drops a job file's cached pages when it opens the file,
// inside the job's runtime (td_io_open_file -> file_invalidate_cache, after
// td->start). Without large folios every 4 KiB page is a folio: 192 MiB is
// 49152 folios, at 2.5 us each 122.9 ms (fio measured a warm rerun of this
// job 282 ms against 158 ms cold here).
TEST(Simulation, InvalidateOfCachedJobFileIsInTheRuntime)
{
  const std::string job = "--name=w --rw=randwrite --bs=8k --size=192M --ioengine=psync --set mem.page_reporting=0 "
                          "--set pc.large_folios=0 --set pc.invalidate_folio=2.5us --set pc.invalidate_page=0";
  const auto cold = run_cli_json(job);
  const auto warm = run_cli_json(job + " --set mem.start_job_cached=192MiB");
  const double extra_ms =
      warm["jobs"][0]["write"]["runtime"].get<double>() - cold["jobs"][0]["write"]["runtime"].get<double>();
  EXPECT_NEAR(extra_ms, 49152 * 2.5e-3, 2.0); // fio's runtime is whole ms
  // invalidate=0 keeps the cached pages: no extra time.
  const auto kept = run_cli_json(job + " --set mem.start_job_cached=192MiB --invalidate=0");
  EXPECT_EQ(kept["jobs"][0]["write"]["runtime"].get<double>(), cold["jobs"][0]["write"]["runtime"].get<double>());
}

// A previous run's dirty data (mem.start_job_dirty): fio's invalidate=1 has
// posix_fadvise(DONTNEED) write it back as the job opens its file, and blk-wbt
// holds the call until that writeback is nearly done, so the runtime holds all
// of it: 256 MiB at dev.write_bw = 1 GB/s is 268.4 ms of device time (this VM,
// 2026-12-05: 512 MiB dirty, posix_fadvise 174 ms; fio 1962-2000 MiB/s on the
// rerun against 6321-7211 cold). invalidate=0 leaves it dirty, for the
// flusher: only the dirty count starts higher.
TEST(Simulation, PreviousRunsDirtyDataIsWrittenBackAtOpen)
{
  const std::string job = "--name=d --rw=write --bs=1m --size=256M --ioengine=psync --set mem.page_reporting=0 "
                          "--set dev.write_bw=1GB/s --set fs.files_exist=1";
  const auto fresh = run_cli_json(job);
  const auto rerun = run_cli_json(job + " --set mem.start_job_dirty=256MiB");
  const auto runtime = [](const nlohmann::json& j) { return j["jobs"][0]["write"]["runtime"].get<double>(); };
  const double extra_ms = runtime(rerun) - runtime(fresh);
  EXPECT_GE(extra_ms, 268.0);
  EXPECT_LE(extra_ms, 268.4 * 1.15) << "per-command latency adds little to 256 one-MiB commands";
  EXPECT_EQ(rerun["wbsim"]["memory"]["open_writeback_bytes"].get<double>(), 256.0 * 1048576);
  EXPECT_EQ(rerun["wbsim"]["bottleneck"]["verdict"], "open-writeback");
  const auto kept = run_cli_json(job + " --set mem.start_job_dirty=256MiB --invalidate=0");
  EXPECT_EQ(kept["wbsim"]["memory"]["open_writeback_bytes"].get<double>(), 0.0);
  EXPECT_EQ(runtime(kept), runtime(fresh)); // far below the background threshold of the default 64 GiB
  EXPECT_EQ(kept["wbsim"]["peak_dirty_bytes"].get<double>(), 512.0 * 1048576);
}

// The dirty data a previous run left was written by the same job, so it
// sits in the folios that job's writes make: 128 KiB writes with large
// folios leave 2048 folios in 256 MiB, not 65536 pages, and writing them
// back at open costs per folio (folio_start_writeback). Taken as pages, the
// open of set az's z5 rerun (128 KiB io_uring, 384 MiB) took 233 ms of CPU
// and device in the model against the 58 ms fio's rerun lost (2026-12-06).
TEST(Simulation, PreviousRunsDirtyDataIsInThatJobsFolios)
{
  const auto start_wb_cpu = [](const std::string& bs) {
    const auto j = run_cli_json("--name=d --rw=write --bs=" + bs + " --size=256M --ioengine=psync --set mem.page_reporting=0 "
                                "--set fs.files_exist=1 --set mem.start_job_dirty=256MiB --set pc.large_folios=1");
    for (const auto& f : j["wbsim"]["cpu"]["functions"])
      if (f["function"] == "folio_start_writeback")
        return f["seconds"].get<double>();
    return 0.0;
  };
  const double pages = start_wb_cpu("4k"), large = start_wb_cpu("128k");
  ASSERT_GT(pages, 0.0);
  EXPECT_NEAR(large / pages, 1.0 / 32, 0.5 / 32);
}

// dev.batch_completion: two 4 KiB direct writes in flight on a device that
// serves commands one at a time (50 us each) and then takes 100 us of
// latency plus an exponential jitter of mean 10 us. Batched, the two are
// served together and complete when both have: 2 IOs per 2 x 50 + 100 us
// + the larger of two jitters (1.5 x 10 us on average) = 9302 IOPS, and a
// few us of CPU per IO are not in that figure (5% room). Overlapped, one
// IO's latency hides the other's service: above 2 / (50 + 100 + 10 + CPU)
// us when the two fall out of step, so clearly more than batched.
TEST(Simulation, BatchedCompletionHoldsEachCommandForItsBatch)
{
  const std::string job = "--name=b --rw=randwrite --bs=4k --size=64m --ioengine=libaio --iodepth=2 --direct=1 "
                          "--set fs.files_exist=1 --set dev.serial_transfer=1 --set dev.cmd_service=50us "
                          "--set dev.write_latency=100us --set dev.latency_jitter=10us --set dev.write_bw=100GB/s";
  const auto batched = run_cli_json(job + " --set dev.batch_completion=1");
  const auto overlapped = run_cli_json(job + " --set dev.batch_completion=0");
  const double b = batched["jobs"][0]["write"]["iops"].get<double>();
  const double o = overlapped["jobs"][0]["write"]["iops"].get<double>();
  EXPECT_NEAR(b, 2 / 215e-6, 0.05 * 2 / 215e-6);
  EXPECT_GT(o, 1.1 * b);
}

// A 6 KiB sequential rewrite of a written file whose pages are not cached
// reads one page every other write, synchronously, before copying
// (block_write_begin): 96 MiB is 16384 writes and 8192 reads of 4 KiB, each
// at least dev.read_latency = 50 us, so the run takes at least 410 ms more,
// and half the writes carry a read: p20 stays short, p80 holds the 50 us
// (fio on this VM: 169-200 MiB/s rewriting against 1157-1412 first-writing,
// p99 73 us). fio's own layout (unwritten extents) is zeroed, not read.
TEST(Simulation, PartialPageRewritesReadTheRestOfThePage)
{
  const std::string job = "--name=p --rw=write --bs=6k --size=96M --ioengine=psync --set mem.page_reporting=0 "
                          "--set dev.read_latency=50us --set dev.read_bw=100GB/s --set cpu.interrupt_gap=0";
  const auto layout = run_cli_json(job + " --set fs.files_exist=0");
  const auto rewrite = run_cli_json(job + " --set fs.files_exist=1");
  const auto runtime = [](const nlohmann::json& j) { return j["jobs"][0]["write"]["runtime"].get<double>(); };
  EXPECT_EQ(layout["wbsim"]["partial_page_reads"].get<double>(), 0.0);
  EXPECT_EQ(rewrite["wbsim"]["partial_page_reads"].get<double>(), 8192.0);
  EXPECT_GE(runtime(rewrite) - runtime(layout), 8192 * 50e-3);
  const auto& pct = rewrite["jobs"][0]["write"]["clat_ns"]["percentile"];
  EXPECT_LT(pct["20.000000"].get<double>(), 50e3);
  EXPECT_GE(pct["80.000000"].get<double>(), 50e3);
}

// fio's io_uring engine queues fsync=N's sync as an SQE (IORING_OP_FSYNC,
// engines/io_uring.c fio_ioring_queue) without draining the queue; a sync
// engine waits for each. Up to fio 3.37 (Debian 12's 3.33; engine.sync_repeat,
// the default) get_rw_ddir() keeps asking for a sync until one completes
// (should_fsync: last_was_sync is set at a sync's completion), so at qd8
// each point gets 8 syncs and no write goes until the first is done: the
// run waits out every point's 5 ms flush as psync does (fio 3.33 here: 94
// and 124 syncs for 32 points at qd4). With fio 3.38's rule (commit
// 704a8cfe: a sync only after a write was issued) one sync per point
// overlaps the writes and the other syncs: under half of psync's time.
static nlohmann::json expect_uring_syncs_as_fio(const std::string& job, double syncs)
{
  const auto sync = run_cli_json("--name=s --ioengine=psync" + job);
  const auto uring = run_cli_json("--name=u --ioengine=io_uring --iodepth=8" + job);
  const auto fio338 = run_cli_json("--name=v --ioengine=io_uring --iodepth=8 --set engine.sync_repeat=0" + job);
  EXPECT_EQ(sync["jobs"][0]["sync"]["total_ios"].get<double>(), syncs);
  EXPECT_EQ(uring["jobs"][0]["sync"]["total_ios"].get<double>(), 8 * syncs);
  EXPECT_EQ(fio338["jobs"][0]["sync"]["total_ios"].get<double>(), syncs);
  EXPECT_GE(sync["jobs"][0]["write"]["runtime"].get<double>(), syncs * 5.0);         // ms
  EXPECT_GE(uring["jobs"][0]["write"]["runtime"].get<double>(), syncs * 5.0);        // each point's flush
  EXPECT_LT(fio338["jobs"][0]["write"]["runtime"].get<double>(), 0.5 * syncs * 5.0); // overlapped
  return sync;
}

TEST(Simulation, IoUringSyncsRepeatUntilOneCompletesAsFio333Does)
{
  // the last 16 of 512 writes are not followed by a write: 31 syncs
  expect_uring_syncs_as_fio(" --rw=write --bs=64k --size=32M --fsync=16 --set mem.page_reporting=0 "
                                        "--set dev.flush_latency=5ms --set fs.buf_wasync=0",
                                        512 / 16 - 1);
}

// A CPU idle past cpu.idle_poll wakes cpu.deep_wakeup later (the host's
// halt polling on this project's VM: 10 us after 150 us asleep, 40 us after
// 200 us). Buffered io_uring with fdatasync=32: the io-wq worker sleeps
// through every sync, so the first write after a point finds it deep asleep,
// and fio wakes deep from each sync's wait. fio here (set ay's y1, 16 KiB
// qd2): that first write averaged 72.7 us against 19-27 for the others. A
// QD1 stream, whose worker never sleeps 200 us, does not move.
TEST(Simulation, DeepWakeupAfterASyncButNotInAStream)
{
  const std::string job = " --rw=write --bs=16k --size=64M --ioengine=io_uring --iodepth=2 --fdatasync=32"
                          " --set mem.page_reporting=0 --set dev.flush_latency=1ms --set fs.buf_wasync=0";
  const auto off = run_cli_json("--name=a" + job);
  const auto on = run_cli_json("--name=a" + job + " --set cpu.deep_wakeup=40us --set cpu.idle_poll=200us");
  const double points = 4096.0 / 32 - 1;
  // Each point: the worker's deep wake-up and fio's, on the run's critical path.
  const double added_ms =
      on["jobs"][0]["write"]["runtime"].get<double>() - off["jobs"][0]["write"]["runtime"].get<double>();
  EXPECT_NEAR(added_ms / (points * 2 * 0.040), 1.0, 0.15);
  // The worker's and fio's, once a point, and fio's once more: it slept
  // through io-wq's start (iowq.worker_start, 0.3 ms) for its first queue.
  EXPECT_EQ(on["wbsim"]["deep_wakeups"].get<double>(), 2 * points + 1);
  EXPECT_EQ(off["wbsim"]["deep_wakeups"].get<double>(), 0.0);
  // One write in 32 carries it: p99 (the 41st slowest of 4096) moves by about 40 us.
  const auto p99 = [](const nlohmann::json& j) {
    return j["jobs"][0]["write"]["clat_ns"]["percentile"]["99.000000"].get<double>();
  };
  EXPECT_GT(p99(on) - p99(off), 30e3);
  const std::string stream = " --rw=write --bs=4k --size=4M --ioengine=io_uring --iodepth=1 --set fs.buf_wasync=0";
  EXPECT_EQ(run_cli_json("--name=b" + stream)["jobs"][0]["write"]["runtime"],
            run_cli_json("--name=b" + stream + " --set cpu.deep_wakeup=40us")["jobs"][0]["write"]["runtime"]);
}

// libaio runs fsync=N's sync in fio's thread as soon as nothing is left
// unsubmitted (fio_libaio_queue returns FIO_Q_BUSY only while ld->queued),
// so the depth-1 buffered writes in flight, done but not reaped, are reaped
// after it and their clat holds it. fio 3.33 here (32 KiB qd8 fsync=32,
// 2026-12-06): the 7 writes before each point 1035 us, the rest 63-76 us,
// p50 64 us and p90 1044 us.
TEST(Simulation, LibaioWritesInFlightAtASyncCarryIt)
{
  const auto j = run_cli_json("--name=l --rw=write --bs=32k --size=64M --ioengine=libaio --iodepth=8 --fsync=32"
                              " --set mem.page_reporting=0 --set dev.flush_latency=1ms");
  const auto& pct = j["jobs"][0]["write"]["clat_ns"]["percentile"];
  const double sync_min = j["jobs"][0]["sync"]["lat_ns"]["min"].get<double>();
  EXPECT_GE(sync_min, 1e6);
  EXPECT_LT(pct["50.000000"].get<double>(), 0.2 * sync_min); // 25 of 32 writes wait for no sync
  EXPECT_GE(pct["90.000000"].get<double>(), sync_min);       // 7 of 32 (22%) wait for one
}

// fdatasync=N: fio times each fdatasync in "sync" like an fsync but prints
// only fsyncs as its total_ios (stat.c: total_io_u[DDIR_SYNC]; an fdatasync
// is DDIR_DATASYNC). Real fio 3.33, 16 KiB random writes with fdatasync=32
// over 16 MiB on this project's VM: "total_ios": 0 beside lat_ns N = 31.
TEST(Simulation, FdatasyncIsTimedButNotCountedAsFioDoes)
{
  const auto j = run_cli_json("--name=d --rw=randwrite --bs=16k --size=16M --ioengine=psync --fdatasync=32");
  EXPECT_EQ(j["jobs"][0]["sync"]["total_ios"].get<uint64_t>(), 0u);
  EXPECT_EQ(j["jobs"][0]["sync"]["lat_ns"]["N"].get<uint64_t>(), 1024u / 32u - 1u);
}

// fsync=N: one sync per N writes, each at least the journal write and the
// device cache flush; end_fsync leaves nothing dirty. fio issues the sync
// when it fetches the write after the Nth (io_u.c get_rw_ddir), so 1024
// writes with fsync=16 make 63 syncs, not 64: the last 16 are left to end_fsync.
TEST(Simulation, FsyncEveryNWrites)
{
  const std::vector<std::string> args = {"--name=f", "--rw=write", "--bs=64k", "--size=64M", "--ioengine=psync",
                                         "--fsync=16", "--end_fsync=1"};
  const Params p = params_for(args);
  const RunResult r = run(args);
  const DeviceSpec dev = DeviceSpec::from(p);
  EXPECT_EQ(r.jobs[0].sync_ios, 1024u / 16u - 1u);
  EXPECT_EQ(r.jobs[0].sync.count(), 63u);
  // Each fsync writes 16 x 64 KiB = 1 MiB, then the log record, then the
  // flush; one command alone on an idle device takes at least its
  // per-command time, its latency and its transfer.
  const auto command = [&dev](double bytes) {
    return dev.serial_time(1) + dev.latency(IoDir::Write) + bytes / dev.bandwidth(IoDir::Write);
  };
  const double floor = command(1048576.0 / 2) + command(p.fs_log_write) + p.dev_flush_latency;
  EXPECT_GT(r.jobs[0].sync.min(), floor);
  // 63 fsyncs and end_fsync each write one log record.
  EXPECT_EQ(r.disks.at(0).write_bytes, (64u << 20) + 64u * static_cast<uint64_t>(p.fs_log_write));
}

// fsync=N between direct writes: nothing is dirty in the page cache, so each
// sync is the log record and the device cache flush (fio 3.33 syncs a
// direct=1 job too: strace showed 63 fsync() for 1024 writes with fsync=16).
// psync pays them one after another: 512 writes at qd1 plus 31 syncs, each at
// least the log write and a 5 ms flush; io_uring at qd8 runs them beside the writes.
TEST(Simulation, DirectWritesSyncEveryNWrites)
{
  const double syncs = 512 / 16 - 1;
  const auto sync = expect_uring_syncs_as_fio(
      " --rw=randwrite --bs=4k --size=2M --direct=1 --fsync=16 --set mem.page_reporting=0 --set dev.flush_latency=5ms",
      syncs);
  EXPECT_GE(sync["jobs"][0]["sync"]["lat_ns"]["min"].get<double>(), 5e6);
  // Each sync writes one log record: the device saw the data and 31 records.
  const Params p = params_for({"--name=s", "--direct=1", "--size=2M"});
  EXPECT_EQ(sync["disk_util"][0]["write_sectors"].get<double>() * 512, (2u << 20) + syncs * p.fs_log_write);
}

// fio 3.33's repeated io_uring syncs come with no write between them: the
// first forces the log, the other seven of each point wait for that force
// (XFS: its sequence committed; ext4: the inode written), so the device sees
// one log record a point, 31, not 248 (fio here, direct io_uring 16 KiB qd8
// fsync=16: 2330-2728 syncs and 976-1166 device flushes for 384 points).
TEST(Simulation, RepeatedUringSyncsShareOneLogForce)
{
  const auto uring = run_cli_json("--name=u --ioengine=io_uring --iodepth=8 --rw=randwrite --bs=4k --size=2M "
                                  "--direct=1 --fsync=16 --set mem.page_reporting=0 --set dev.flush_latency=5ms");
  const double points = 512 / 16 - 1;
  EXPECT_EQ(uring["jobs"][0]["sync"]["total_ios"].get<double>(), 8 * points);
  const Params p = params_for({"--name=u", "--direct=1", "--size=2M"});
  EXPECT_EQ(uring["disk_util"][0]["write_sectors"].get<double>() * 512, (2u << 20) + points * p.fs_log_write);
}

// ext4, fresh preallocated file, sequential O_DIRECT: each IO's split and
// conversion take i_data_sem; with more than two IOs unconverted the extent
// tree needs its leaf, which merges free again, and on a -o discard mount
// each free is a synchronous discard under the lock (model/ExtentTree). On
// this project's VM 96 MiB of 16 KiB writes made ext4:ext4_free_blocks fire
// 6 times at QD1 and 364-428 times at QD4-8, each discard 2.5 ms, and qd8
// ran at 69-111 MiB/s against 153-336 rewriting. Two IOs in flight never
// reach the fifth extent: no discard at psync or QD2.
TEST(Simulation, Ext4FreshSequentialDirectWritesDiscardTheExtentLeaf)
{
  const std::string job = " --rw=write --bs=16k --size=96M --direct=1 --set fs.type=ext4 --set fs.discard=1 "
                          "--set dev.discard_latency=2.5ms --set mem.page_reporting=0";
  const auto qd1 = run_cli_json("--name=a --ioengine=psync" + job);
  const auto qd2 = run_cli_json("--name=b --ioengine=io_uring --iodepth=2" + job);
  const auto qd8 = run_cli_json("--name=c --ioengine=io_uring --iodepth=8" + job);
  const auto qd8_nodiscard = run_cli_json("--name=d --ioengine=io_uring --iodepth=8" + job + " --set fs.discard=0");
  auto discards = [](const nlohmann::json& j) { return j["wbsim"]["devices"][0]["discards"].get<double>(); };
  auto bw = [](const nlohmann::json& j) { return j["jobs"][0]["write"]["bw_bytes"].get<double>(); };
  EXPECT_EQ(discards(qd1), 0);
  EXPECT_EQ(discards(qd2), 0);
  EXPECT_GT(discards(qd8), 0);
  EXPECT_EQ(discards(qd8_nodiscard), 0);
  // Each discard holds i_data_sem for 2.5 ms, which the submissions wait for.
  EXPECT_GT(bw(qd8_nodiscard) / bw(qd8) - 1, discards(qd8) * 2.5e-3 * bw(qd8) / (96.0 * 1048576) * 0.5);
}

// Known miss (disabled until the extent model holds it): how often ext4
// frees the extent tree's leaf depends on fio's layout, which the model
// counts as one unwritten extent. fallocate lays a file out in extents of
// 30720 blocks, each in its own block group (filefrag, 2026-12-07: 96 MiB one
// extent, 128 MiB 30720 + 2048 blocks, 256 MiB 30720 + 30720 + 4096).
// ext4:ext4_free_blocks, libaio sequential O_DIRECT into a fresh file on this
// project's VM (bpftrace, 2026-12-07): 128 MiB of 32 KiB at QD1 0, at qd2 2005
// and 2017 (each a synchronous discard: hold-out bm2 ran at 360 MiB/s against
// 895 rewriting); 256 MiB of 32 KiB at QD1 3, at qd2 2; 256 MiB of 512 KiB at
// QD1 3, at qd2 1. The model gives 0 at qd2 for 128 MiB. Counting the
// layout's extents apart (at 32767 blocks) gave 1966 there but 508 for
// 256 MiB at QD1, against 3: why three layout extents keep the leaf is not
// known, so that change was not kept (notes/benchmarks/session43, section 5).
TEST(Simulation, DISABLED_Ext4LeafFreesFollowFiosLayout)
{
  const std::string job = " --rw=write --direct=1 --ioengine=libaio --set fs.type=ext4 --set fs.discard=1 "
                          "--set mem.page_reporting=0";
  auto discards = [](const nlohmann::json& j) { return j["wbsim"]["devices"][0]["discards"].get<double>(); };
  const auto m128 = run_cli_json("--name=a --bs=32k --size=128M --iodepth=2" + job);
  EXPECT_NEAR(discards(m128), 2011, 200);
  const auto m256 = run_cli_json("--name=b --bs=512k --size=256M --iodepth=1" + job);
  EXPECT_LE(discards(m256), 10);
}

// Two jobs writing one fresh ext4 file share its i_data_sem; the extent
// tree follows one writer's order, so a shared file has none (it threw
// "IOs are split in file order" before, an internal error).
TEST(Simulation, Ext4DirectJobsSharingAFileShareItsLockWithoutATree)
{
  const auto j = run_cli_json("--name=x --filename=/mnt/shared --rw=write --bs=16k --size=16M --direct=1 "
                              "--ioengine=io_uring --iodepth=4 --numjobs=2 --set fs.type=ext4 --set fs.discard=1");
  ASSERT_EQ(j["jobs"].size(), 2u);
  EXPECT_EQ(j["jobs"][0]["write"]["io_bytes"].get<double>(), 16.0 * 1048576);
  EXPECT_EQ(j["jobs"][1]["write"]["io_bytes"].get<double>(), 16.0 * 1048576);
  EXPECT_EQ(j["wbsim"]["devices"][0]["discards"].get<double>(), 0);
}

// stonewall: the second job starts when the first has finished (fio groups).
TEST(Simulation, StonewallSerialisesGroups)
{
  const RunResult r = run({"--name=one", "--rw=write", "--bs=1M", "--size=128M", "--name=two", "--rw=write",
                           "--bs=1M", "--size=128M", "--stonewall"});
  ASSERT_EQ(r.jobs.size(), 2u);
  EXPECT_EQ(r.jobs[1].spec.group_id, 1);
  EXPECT_GE(r.jobs[1].start_time, r.jobs[0].end_time);
}

// The JSON that a reviewer checks: bw_bytes is io_bytes over runtime.
TEST(Simulation, JsonBandwidthIsBytesOverRuntime)
{
  const RunResult r = run({"--name=x", "--rw=write", "--bs=1M", "--size=4G", "--ioengine=psync", "--end_fsync=1"});
  const auto j = fio_json(r);
  const auto& w = j["jobs"][0]["write"];
  const double runtime_ms = w["runtime"].get<double>();
  EXPECT_EQ(w["io_bytes"].get<uint64_t>(), 4ull << 30);
  EXPECT_NEAR(w["bw_bytes"].get<double>(), w["io_bytes"].get<double>() * 1000.0 / runtime_ms, 1.0);
  EXPECT_TRUE(w["clat_ns"]["percentile"].contains("99.000000"));
}

// Large folios: writing 1 GiB in 2 MiB folios takes 512x fewer
// mapping-lock insertions than in 4 KiB folios (1 GiB / 2 MiB = 512 against
// 1 GiB / 4 KiB = 262144). Two simulations, hence two processes.
TEST(Simulation, LockInsertionsScaleWithFolioSize)
{
  const std::string job = "--name=l --rw=write --bs=2M --size=1G --ioengine=psync";
  auto insertions = [](const nlohmann::json& j) {
    for (const auto& l : j["wbsim"]["locks"])
      if (l["caller"] == "filemap_add_folio")
        return l["acquisitions"].get<double>();
    return -1.0;
  };
  const double large = insertions(run_cli_json(job + " --set pc.large_folios=1"));
  const double small = insertions(run_cli_json(job + " --set pc.large_folios=0"));
  EXPECT_DOUBLE_EQ(large, 512);
  EXPECT_DOUBLE_EQ(small, 262144);
}

// ioends per bound: 1 GiB of 4 KiB folios written back by end_fsync. Bounded
// at 4096 folios (16 MiB) with chained bios (before 6.9): 64 ioends; one bio
// per ioend (6.9+): BIO_MAX_VECS = 256 folios, 1 MiB, so 1024 ioends.
TEST(Simulation, IoendCountFollowsTheBound)
{
  const std::string job = "--name=i --rw=write --bs=1M --size=1G --ioengine=psync --end_fsync=1 --set pc.large_folios=0";
  const auto chained = run_cli_json(job + " --set wb.ioend_is_bio=0 --set wb.ioend_max_folios=4096");
  const auto per_bio = run_cli_json(job + " --set wb.ioend_is_bio=1 --set wb.ioend_max_folios=4096");
  EXPECT_DOUBLE_EQ(chained["wbsim"]["flusher"]["ioends"].get<double>(), 64);
  EXPECT_DOUBLE_EQ(per_bio["wbsim"]["flusher"]["ioends"].get<double>(), 1024);
  // Either way every folio is started and ended under the mapping lock once.
  for (const auto* j : {&chained, &per_bio}) {
    for (const auto& l : (*j)["wbsim"]["locks"]) {
      if (l["caller"] == "folio_end_writeback" || l["caller"] == "folio_start_writeback") {
        EXPECT_DOUBLE_EQ(l["acquisitions"].get<double>(), 262144);
      }
    }
  }
}

// io_uring on a filesystem without FMODE_BUF_WASYNC punts every buffered write
// to io-wq, where writes to one inode are hashed to one worker: however deep
// the queue, they never overlap. Under the background threshold the job then
// takes N x (write cost + uncontended i_pages holds + iowq.punt + the
// worker's copy from the submitter's cache and its scrambled blocks), as if
// iodepth were 1, and all N writes are punts. fio's own per-IO work (the
// engine's submit and reap) runs in fio's thread beside the worker, so it is
// not in that chain, nor is the syscall's entry and exit (the worker calls
// ->write_iter from io_write); the worker, asleep until the first write,
// pays one iowq.wakeup and iowq.idle_punt, and the deep queue keeps it busy after.
TEST(Simulation, IoUringWithoutBufWasyncSerialisesPerInode)
{
  const std::vector<std::string> args = {"--name=u", "--rw=write", "--bs=128k", "--size=64M", "--ioengine=io_uring",
                                         "--iodepth=16", "--set", "fs.buf_wasync=0"};
  const Params p = params_for(args);
  const RunResult r = run(args);
  const double folios = 1; // 128 KiB at 128 KiB-aligned offsets: one order-5 folio
  const double per_write = p.fs_write_call + p.pc_folio_alloc + 32 * p.pc_page_init +
                           p.pc_add_folio + p.pc_mark_dirty + p.fs_write_folio + 131072.0 / p.cpu_copy_bw +
                           p.throttle_call + folios * (p.lock_insert + p.lock_mark_dirty + p.pc_lru_add_large) +
                           p.iowq_punt +
                           131072.0 / p.iowq_remote_copy_bw +
                           p.iowq_scrambled_sector * 131072.0 / 512; // fio scrambles by default
  const double first = 8 * (p.engine_uring_submit + p.engine_uring_complete) + p.cpu_syscall; // one batch of depth/2
  EXPECT_EQ(r.model.iowq_punts, 512u);
  EXPECT_EQ(r.model.iowq_idle_starts, 1u);
  EXPECT_EQ(r.jobs[0].write.total_ios, 512u);
  // The worker's serial time, plus the first submission and the worker's
  // wake-up before it starts, and at most fio's own wake-up for the last reap.
  // io-wq's start: a new worker, then fio's first queue of 16 writes.
  const double start = p.iowq_worker_start + 16 * 131072.0 / p.iowq_start_bw;
  EXPECT_NEAR(r.model.iowq_start_stall, start, 1e-12);
  EXPECT_GE(r.jobs[0].runtime(), 512 * per_write + p.iowq_wakeup + p.iowq_idle_punt + start);
  EXPECT_LE(r.jobs[0].runtime(),
            512 * per_write + p.iowq_wakeup + p.cpu_wakeup + p.iowq_idle_punt + first + start + 1e-6);
}

// io-wq has no worker until the first punt creates one, and fio's first
// queue runs slowly behind it: on this project's VM (ext4, fio 3.33,
// write_lat_log, 2026-12-07) the last of the first 16 writes completed
// 0.46 ms after submission at 4 KiB and 1.5-1.8 ms at 64 KiB, one after
// another, later writes in 0.05-0.23 ms. The model: iowq.worker_start once,
// then each write of the first queue takes its bytes at iowq.start_bw more.
// With s = 300 us, x = 64 KiB / 800 MB/s = 82 us and c the ordinary write
// time, the i-th write of the queue completes at s + i (x + c), and the one
// fio queues when it is reaped waits out the rest, (16 - i)(x + c) + i c: of
// those 32 clats the 16th longest, fio's p99 of 1536 writes, is about 1 ms
// (c = 12 us), 0.6 of the stall, and the longest is past the whole stall.
// The same in both modes; QD1's aggregated cycles take a queue of one.
TEST(Simulation, IoWqStartDelaysTheFirstQueueOnce)
{
  const std::string job = " --rw=randwrite --bs=64k --size=96M --ioengine=io_uring --set fs.buf_wasync=0"
                          " --set iowq.worker_start=300us --set iowq.start_bw=800MB/s";
  const auto q16 = run_cli_json("--name=u --iodepth=16" + job);
  const double stall16 = 300e-6 + 16 * 65536.0 / 800e6;
  EXPECT_NEAR(q16["wbsim"]["iowq_start_stall"].get<double>(), stall16, 1e-12);
  const auto& w = q16["jobs"][0]["write"]["clat_ns"];
  EXPECT_GT(w["max"].get<double>(), stall16 * 1e9);
  EXPECT_GT(w["percentile"]["99.000000"].get<double>(), 0.4 * stall16 * 1e9);
  EXPECT_LT(w["percentile"]["99.000000"].get<double>(), 0.8 * stall16 * 1e9);
  EXPECT_LT(w["percentile"]["50.000000"].get<double>(), 0.25 * stall16 * 1e9);
  const auto off = run_cli_json("--name=u --iodepth=16" + job + " --set iowq.worker_start=0 --set iowq.start_bw=1TB/s");
  EXPECT_NEAR(off["wbsim"]["iowq_start_stall"].get<double>(), 16 * 65536.0 / 1e12, 1e-15); // the queue at 1 TB/s
  EXPECT_LT(off["jobs"][0]["write"]["clat_ns"]["percentile"]["99.000000"].get<double>(), 0.25 * stall16 * 1e9);
  const double stall1 = 300e-6 + 65536.0 / 800e6;
  for (const char* mode : {"1", "0"}) {
    const auto q1 = run_cli_json("--name=u --iodepth=1" + job + " --set sim.aggregate=" + mode);
    EXPECT_NEAR(q1["wbsim"]["iowq_start_stall"].get<double>(), stall1, 1e-12) << "sim.aggregate=" << mode;
    EXPECT_GT(q1["jobs"][0]["write"]["clat_ns"]["max"].get<double>(), stall1 * 1e9) << "sim.aggregate=" << mode;
  }
}

// What a punted write pays only when its io-wq worker is asleep: at queue
// depth 1 it finds the worker asleep and fio asleep in
// io_uring_enter(GETEVENTS) when it completes, so each of the N writes
// carries the worker's iowq.wakeup and fio's cpu.wakeup on the critical path
// (testbed on this project's VM, XFS 4 KiB QD1: 160k IOPS inline, 48k
// punted) and one iowq.idle_punt. With
// 16 in flight the worker always has the next write queued and never sleeps:
// only the first write (idle worker) and the final wait pay. Each figure is
// the same job with the parameter at 0 and at x, in two processes.
TEST(Simulation, PuntedWritesPayWakeupsAndTheIdleWorkerCostOnlyWhenTheQueueDrains)
{
  const std::string job = " --rw=write --bs=4k --size=32M --ioengine=io_uring --force_async=1 --set fs.buf_wasync=1";
  auto added = [&](const std::string& depth, const std::string& key, const std::string& x) {
    return runtime_added("--name=u --iodepth=" + depth + job, key, x);
  };
  const double n = 8192, x = 20e-6; // fio's job_runtime is in whole ms: 2 ms of rounding
  EXPECT_NEAR(added("1", "cpu.wakeup", "20us"), n * x, 2e-3 + 0.01 * n * x);
  EXPECT_NEAR(added("1", "iowq.wakeup", "20us"), n * x, 2e-3 + 0.01 * n * x);
  EXPECT_NEAR(added("16", "cpu.wakeup", "20us"), 0, 2e-3 + 3 * x);
  EXPECT_NEAR(added("16", "iowq.wakeup", "20us"), 0, 2e-3 + 3 * x);
  EXPECT_NEAR(added("1", "iowq.idle_punt", "20us"), n * x, 2e-3 + 0.01 * n * x);
  EXPECT_NEAR(added("16", "iowq.idle_punt", "20us"), 0, 2e-3 + 3 * x);
}

// fio reaps a punted write when it next runs, not when the worker finishes
// it: with the queue kept full, each of the iodepth io_us lives (prep to
// reap, fio's lat) for iodepth writes' time, so by Little's law the mean lat
// is iodepth x runtime / writes, and clat is that less slat (the submit
// call). fio on this project's VM at qd8 (4 KiB on ext4): 5.2-5.4 us per IO
// and a mean clat of 40-46 us. Writes that completed while fio was waking
// from its cpu.wakeup were dated at their completion until 2026-12-02, 23 us
// for the same 41; clat counted the submit call too until 2026-12-04.
TEST(Simulation, PuntedWritesAreReapedWhenFioRunsSoClatFollowsLittlesLaw)
{
  const std::vector<std::string> args = {"--name=u", "--rw=write", "--bs=4k", "--size=32M", "--ioengine=io_uring",
                                         "--iodepth=8", "--set", "fs.buf_wasync=0", "--set", "cpu.wakeup=30us",
                                         "--set", "iowq.wakeup=0"};
  const RunResult r = run(args);
  const auto& j = r.jobs[0];
  const double per_io = j.runtime() / static_cast<double>(j.write.total_ios);
  EXPECT_NEAR(j.write.lat.mean() / (8 * per_io), 1.0, 0.1);
  EXPECT_NEAR(j.write.clat.mean(), j.write.lat.mean() - j.write.slat.mean(), 1e-9);
}

// Both modes of one job: bandwidth within 1%, clat p50 and p99 within 5%
// (issue 14's bounds). Returns {fine, coarse}.
std::pair<nlohmann::json, nlohmann::json> expect_modes_agree(const std::string& job)
{
  auto fine = run_cli_json(job + " --set sim.aggregate=0");
  auto coarse = run_cli_json(job + " --set sim.aggregate=1");
  const auto& wf = fine["jobs"][0]["write"];
  const auto& wc = coarse["jobs"][0]["write"];
  EXPECT_NEAR(wc["bw_bytes"].get<double>(), wf["bw_bytes"].get<double>(), 0.01 * wf["bw_bytes"].get<double>());
  for (const char* p : {"50.000000", "99.000000"}) {
    const double f = wf["clat_ns"]["percentile"][p].get<double>();
    EXPECT_NEAR(wc["clat_ns"]["percentile"][p].get<double>(), f, 0.05 * f) << p;
  }
  return {std::move(fine), std::move(coarse)};
}

// Speed benchmark B5: at QD1 the punted writes' cycles never overlap, so the
// aggregated mode runs a batch of them in fio's thread (IoWq::hold) instead
// of a round of actors per write. It must give the fine-grained mode's
// answer: bandwidth within 1% and clat p50/p99 within 5% (the issue's
// bounds), with the wake-up jitter of this project's VM (cpu.wakeup 22 us,
// jitter 6 us, as calibrate measured on 2026-12-02), a throttled run (1 GiB
// of RAM, a 60 MB/s device) and a sleeping worker (iowq.wakeup); and with far
// fewer activities (measured 2026-12-04: 71.4 against 71.2 MB/s, p50 30 us
// and p99 57 us in both, 15x less wall time).
TEST(Simulation, SerialPuntsAggregatedMatchFineGrained)
{
  const std::string job = "--name=s --rw=write --bs=4k --size=512M --ioengine=io_uring --iodepth=1 "
                          "--set fs.buf_wasync=0 --set cpu.wakeup=22us --set cpu.wakeup_jitter=6us "
                          "--set iowq.wakeup=3us --set mem.total=1GiB --set mem.reserved=64MiB "
                          "--set dev.write_bw=60MB/s";
  const auto [fine, coarse] = expect_modes_agree(job);
  EXPECT_GT(fine["wbsim"]["throttle"]["total_pause_s"].get<double>(), 0); // the throttle took part
  EXPECT_LT(coarse["wbsim"]["activities"].get<double>(), 0.1 * fine["wbsim"]["activities"].get<double>());
}

// The same with the long wake-ups this project's VM shows (cpu.wakeup_tail_share
// 1.5% of 21 us, calibrate's ping-pong of 2026-12-07: 2.9-3.2% of round trips
// 5 us past their median, 21-23 us past it on average) and the waker's
// cpu.wake_send: the fine-grained mode draws them per wake-up (fio's and the
// worker's), the aggregated mode places them in closed form
// (InterruptTail::spread_events). Bandwidth within 1%, p50 within 5%, and
// p99, which the long wake-ups make, within 5% too.
TEST(Simulation, SerialPuntsWithLongWakeupsAggregatedMatchFineGrained)
{
  const std::string job = "--name=s --rw=write --bs=4k --size=256M --ioengine=io_uring --iodepth=1 "
                          "--set fs.buf_wasync=0 --set cpu.wakeup=10us --set iowq.wakeup=7us "
                          "--set cpu.wake_send=5us --set cpu.wakeup_tail_share=0.015 --set cpu.wakeup_tail=21us";
  const auto coarse = expect_modes_agree(job).second;
  const auto& wc = coarse["jobs"][0]["write"];
  // Two chances a cycle of 1.5%: about 3% of the writes wait a long one, so
  // the p99 sits some 21 us x ln(3) = 23 us over the p50 (exponential excess).
  const double p50 = wc["clat_ns"]["percentile"]["50.000000"].get<double>();
  const double p99 = wc["clat_ns"]["percentile"]["99.000000"].get<double>();
  EXPECT_NEAR(p99 - p50, 23e3, 5e3); // ns
}

// fio dates a write's issue when io_uring_enter returns (engines/io_uring.c,
// fio_ioring_queued), and on ext4 the punt, with its wake of the sleeping
// worker, happens inside that call. So the waker's cpu.wake_send is slat,
// and the worker's wake-up, which runs from the wake, is that much shorter
// in the clat: 5 us moves from one to the other, the cycle stays.
TEST(Simulation, WakeSendMovesTimeFromClatToSlat)
{
  auto job = [](const char* send) {
    return run_cli_json(std::string("--name=u --rw=randwrite --bs=4k --size=32M --ioengine=io_uring --iodepth=1 "
                                    "--set fs.buf_wasync=0 --set cpu.wakeup=10us --set iowq.wakeup=7us "
                                    "--set cpu.wake_send=") +
                        send)["jobs"][0]["write"];
  };
  const auto a = job("0"), b = job("5us");
  EXPECT_NEAR(b["slat_ns"]["mean"].get<double>() - a["slat_ns"]["mean"].get<double>(), 5e3, 0.2e3);
  EXPECT_NEAR(a["clat_ns"]["mean"].get<double>() - b["clat_ns"]["mean"].get<double>(), 5e3, 0.2e3);
  EXPECT_NEAR(b["bw_bytes"].get<double>() / a["bw_bytes"].get<double>(), 1.0, 0.01);
}

// fio's reap rule for punted writes (PuntReaper): fio reaps only with its
// queue full, one IO at a time, so a write the worker has completed waits in
// the CQ until fio needs its slot. With fio the bottleneck (3 us of engine
// CPU a side), each write is reaped as the write `depth` after it goes in:
// lat = depth x the time per IO, so clat = 8 / IOPS - slat, and fio's queue
// is at depth 8 for nearly every submit. fio 3.33 on this project's VM
// (4 KiB random, qd8, ext4, 2026-12-07): clat 29.5, 58.4 and 61.7 us at
// 1002, 516 and 505 MB/s, slat 2.6, 4.1 and 2.5 us: 8 / IOPS - slat gives
// 30.1, 59.4 and 62.3. The fine-grained mode follows the same rule.
TEST(Simulation, PuntedWritesWaitForFiosReap)
{
  for (const char* aggregate : {"1", "0"}) { // the fine-grained mode follows the same rule
    const auto j = run_cli_json(std::string("--name=r --rw=randwrite --bs=4k --size=32M --ioengine=io_uring "
                                            "--iodepth=8 --set fs.buf_wasync=0 --set engine.uring_submit=3us "
                                            "--set engine.uring_complete=3us --set sim.aggregate=") +
                                aggregate)["jobs"][0];
    const auto& w = j["write"];
    const double per_io = 1.0 / w["iops"].get<double>();
    const double slat = w["slat_ns"]["mean"].get<double>() * 1e-9;
    EXPECT_NEAR(w["clat_ns"]["mean"].get<double>() * 1e-9, 8 * per_io - slat, 0.03 * 8 * per_io) << aggregate;
    EXPECT_GT(j["iodepth_level"]["8"].get<double>(), 99.0) << aggregate;
  }
}

// A machine with no dirtyable memory cannot exist: every dirty threshold is
// 0 and each write would pause (mem.total=512MiB alone, under the default
// 2 GiB mem.reserved, ran 4 KiB writes at 3.6 MB/s). It is an input error
// that names both parameters.
TEST(Simulation, NoDirtyableMemoryIsAnInputError)
{
  try {
    run({"--name=x", "--rw=write", "--bs=4k", "--size=1M", "--set", "mem.total=512MiB"});
    FAIL() << "no error";
  } catch (const ParamError& e) {
    EXPECT_NE(std::string(e.what()).find("mem.reserved (2048MiB) is not below mem.total (512MiB)"), std::string::npos)
        << e.what();
  }
}

// dev.flush_serial: blk-flush keeps one flush in flight per hardware queue,
// so on a one-queue device two jobs' fsyncs take turns. Each job here
// fsyncs after every 4 KiB write and a flush takes 1 ms (no write cache to
// drain): in parallel each sync is about the flush (1.07 ms with its data
// write), one at a time each waits for the other's as well, about 2 ms, and
// the two jobs together get half the bandwidth. Measured on this project's
// VM (one queue): one job of 64 KiB writes with fdatasync=16 at 512-788
// MiB/s, two at 717-794 together, fdatasync 1.1-1.7 ms against 2.3-2.5.
TEST(Simulation, SerialFlushesTakeTurns)
{
  auto run_with = [](const char* serial) {
    return run_cli_json(std::string("--name=f --rw=write --bs=4k --size=4M --ioengine=psync --fsync=1 --numjobs=2 "
                                    "--group_reporting --set dev.flush_latency=1ms --set dev.flush_serial=") +
                        serial)["jobs"][0];
  };
  const auto par = run_with("0"), ser = run_with("1");
  const double sync_par = par["sync"]["lat_ns"]["mean"].get<double>();
  const double sync_ser = ser["sync"]["lat_ns"]["mean"].get<double>();
  EXPECT_NEAR(sync_par, 1.0e6, 0.1e6);   // ns: one flush and the write's own IO
  EXPECT_NEAR(sync_ser, 2.0e6, 0.15e6);  // and the other job's flush before it
  EXPECT_NEAR(ser["write"]["bw_bytes"].get<double>() / par["write"]["bw_bytes"].get<double>(), 0.5, 0.06);
}

// cpu.wakeup_jitter places time, it does not add any: fio's wake-ups keep
// their mean (cpu.wakeup) so the bandwidth stays within the draws' sampling
// error, while the clat tail grows: at qd4 each cycle waits one wake-up of
// 30 us, so with 10 us of exponential jitter the p99 clat gains about
// 10 ln 100 - 10 = 36 us less what the other writes of the cycle hide;
// at least 20 us here.
TEST(Simulation, WakeupJitterMovesTheClatTailNotTheBandwidth)
{
  auto job = [](const std::string& jitter) {
    return run_cli_json("--name=u --rw=write --bs=4k --size=64M --ioengine=io_uring --iodepth=4 --set fs.buf_wasync=0 "
                        "--set cpu.wakeup=30us --set iowq.wakeup=0 --set cpu.wakeup_jitter=" +
                        jitter)["jobs"][0]["write"];
  };
  const auto a = job("0"), b = job("10us");
  EXPECT_NEAR(b["bw_bytes"].get<double>() / a["bw_bytes"].get<double>(), 1.0, 0.03);
  const double p99a = a["clat_ns"]["percentile"]["99.000000"].get<double>();
  const double p99b = b["clat_ns"]["percentile"]["99.000000"].get<double>();
  EXPECT_GT(p99b - p99a, 20e3); // ns
}

// fio scrambles every 512-byte block of a write buffer on its own CPU
// (scramble_buffers=1, its default); the io-wq worker copying a punted write
// on another CPU pays iowq.scrambled_sector per block. At depth the worker
// is the chain, so x per block adds N x 256 x x to a job of N 128 KiB
// writes; scramble_buffers=0 and zero_buffers=1 (fio 3.33 then scrambles
// nothing) add nothing, and neither does psync, whose copy is fio's own.
TEST(Simulation, ScrambledBuffersCostPuntedWritesPerBlock)
{
  const std::string job = " --rw=write --bs=128k --size=64M --ioengine=io_uring --iodepth=16 --set fs.buf_wasync=0";
  auto added = [&](const std::string& opts) {
    return runtime_added("--name=u" + job + opts, "iowq.scrambled_sector", "100ns");
  };
  const double n = 512, x = 100e-9, blocks = 256; // fio's job_runtime is in whole ms: 2 ms of rounding
  EXPECT_NEAR(added(""), n * blocks * x, 2e-3 + 0.02 * n * blocks * x);
  EXPECT_NEAR(added(" --scramble_buffers=0"), 0, 2e-3);
  EXPECT_NEAR(added(" --zero_buffers=1"), 0, 2e-3);
  EXPECT_NEAR(runtime_added("--name=u --rw=write --bs=128k --size=64M --ioengine=psync", "iowq.scrambled_sector",
                            "100ns"),
              0, 2e-3);
}

// The worker copies a buffer whose lines the submitter's CPU held: each byte
// of a punted write costs 1/iowq.remote_copy_bw more. At depth the worker is
// the chain, so 1 GB/s against 1 TB/s adds N x 128 KiB x (1/1e9 - 1/1e12) to
// N punted 128 KiB writes; psync, which copies on fio's own CPU, gains nothing.
TEST(Simulation, PuntedWritesCopyFromTheSubmittersCache)
{
  auto runtime = [](const std::string& job, const std::string& bw) {
    return run_cli_json(job + " --set iowq.remote_copy_bw=" + bw)["jobs"][0]["job_runtime"].get<double>() / 1e3;
  };
  const std::string uring = "--name=u --rw=write --bs=128k --size=64M --ioengine=io_uring --iodepth=16 "
                            "--set fs.buf_wasync=0";
  const std::string psync = "--name=u --rw=write --bs=128k --size=64M --ioengine=psync";
  const double expected = 512 * 131072.0 * (1 / 1e9 - 1 / 1e12); // 67 ms; job_runtime is in whole ms
  EXPECT_NEAR(runtime(uring, "1GB/s") - runtime(uring, "1TB/s"), expected, 2e-3 + 0.02 * expected);
  EXPECT_NEAR(runtime(psync, "1GB/s") - runtime(psync, "1TB/s"), 0, 2e-3);
}

// Forced (IOSQE_ASYNC) writes reach io-wq unhashed and take turns on i_rwsem
// across workers; ordinary punts (no FOP_BUFFER_WASYNC) are hashed to one
// worker (io_uring_queue_async_work on this VM, ext4: 'normal queue' for the
// forced, 'hashed queue' for the others). At depth each write's worker-side
// cost is then iowq.unhashed_punt or iowq.punt, never both (fio at qd32 here:
// 2.47 us per 4 KiB IO forced, 2.23-2.26 hashed). Each figure: the
// parameter at 0 and at x.
TEST(Simulation, ForcedPuntsAreUnhashedAndPayTheirOwnCost)
{
  const std::string job = " --rw=write --bs=4k --size=32M --ioengine=io_uring --iodepth=16 --set fs.buf_wasync=0";
  auto added = [&](const std::string& forced, const std::string& key) {
    return runtime_added("--name=u --force_async=" + forced + job, key, "20us");
  };
  const double n = 8192, x = 20e-6; // fio's job_runtime is in whole ms: 2 ms of rounding
  EXPECT_NEAR(added("1", "iowq.unhashed_punt"), n * x, 2e-3 + 0.01 * n * x);
  EXPECT_NEAR(added("1", "iowq.punt"), 0, 2e-3 + 3 * x);
  EXPECT_NEAR(added("0", "iowq.punt"), n * x, 2e-3 + 0.01 * n * x);
  EXPECT_NEAR(added("0", "iowq.unhashed_punt"), 0, 2e-3 + 3 * x);
}

// io_uring's inline try before a punt (UringInlineTry), at queue depth 1
// where the submitter's CPU is on each write's critical path. A pollable
// file without FMODE_BUF_WASYNC (fuse on Linux 6.18) goes through
// uring.apoll_retries = 127 async-poll rounds before io-wq gets it, so each of
// the N writes takes 127 x uring.apoll_round longer; force_async=1 skips the
// try and pays nothing (testbed, FUSE 4 KiB QD1: submit to io-wq p50 47 us
// without force_async, 2 us with it). btrfs refuses the NOWAIT write of a
// file fio did not preallocate (fallocate=none): every write is punted and
// pays uring.nowait_fail once; a preallocated file is written inline.
TEST(Simulation, UringInlineTryDelaysQd1PuntsUnlessForcedAsync)
{
  const std::string job = " --rw=write --bs=4k --size=32M --ioengine=io_uring --iodepth=1";
  auto added = [&](const std::string& opts, const std::string& key, const std::string& x) {
    return runtime_added("--name=u" + job + opts, key, x);
  };
  const double n = 8192, round = 1e-6, fail = 10e-6; // fio's job_runtime is in whole ms: 2 ms of rounding
  const std::string fuse_like = " --set fs.buf_wasync=0 --set fs.poll=1";
  EXPECT_NEAR(added(fuse_like, "uring.apoll_round", "1us"), n * 127 * round, 2e-3 + 0.01 * n * 127 * round);
  EXPECT_NEAR(added(fuse_like + " --force_async=1", "uring.apoll_round", "1us"), 0, 2e-3);
  const std::string btrfs_like = " --set fs.buf_wasync=1 --set fs.nowait_prealloc=1";
  EXPECT_NEAR(added(btrfs_like + " --fallocate=none", "uring.nowait_fail", "10us"), n * fail, 2e-3 + 0.01 * n * fail);
  EXPECT_NEAR(added(btrfs_like + " --fallocate=native", "uring.nowait_fail", "10us"), 0, 2e-3);
  const auto sparse = run_cli_json("--name=u" + job + btrfs_like + " --fallocate=none");
  const auto laid = run_cli_json("--name=u" + job + btrfs_like);
  EXPECT_EQ(sparse["wbsim"]["iowq_punts"].get<double>(), n);
  EXPECT_EQ(laid["wbsim"]["iowq_punts"].get<double>(), 0.0);
}

// RAID 0 over four identical devices: a deep direct queue reaches four times
// one device's bottleneck bandwidth (each member has its own link and media).
TEST(Simulation, StripedDevicesAddBandwidth)
{
  const RunResult r = run({"--name=d", "--rw=write", "--bs=1M", "--size=8G", "--direct=1", "--ioengine=libaio",
                           "--iodepth=64", "--set", "dev.count=4"});
  const DeviceSpec dev = DeviceSpec::from(r.params);
  const double bw = static_cast<double>(r.jobs[0].write.io_bytes) / r.jobs[0].runtime();
  ASSERT_EQ(r.disks.size(), 4u);
  EXPECT_GT(bw, 0.97 * 4 * dev.bandwidth(IoDir::Write));
  EXPECT_LE(bw, 4 * dev.bandwidth(IoDir::Write) * (1 + 1e-9));
  for (const auto& d : r.disks)
    EXPECT_EQ(d.write_ios, 4096u); // 8192 one-MiB writes = 16384 commands of 512 KiB (max_transfer), dealt evenly
}

// An SLC cache of 1 GiB: a 2 GiB stream writes the first GiB at the media
// rate and the second at the post-cache rate, so (QD deep enough to hide
// latency) its time is 1 GiB / 6.9 GB/s + 1 GiB / 1.6 GB/s.
TEST(Simulation, SlcCacheExhaustionDropsToPostCacheRate)
{
  const RunResult r = run({"--name=s", "--rw=write", "--bs=1M", "--size=2G", "--direct=1", "--ioengine=libaio",
                           "--iodepth=32", "--set", "dev.slc_size=1GiB", "--set", "dev.post_cache_bw=1.6GB/s"});
  const double expected = 1073741824.0 / 6.9e9 + 1073741824.0 / 1.6e9;
  EXPECT_NEAR(r.jobs[0].runtime(), expected, 0.01 * expected);
}

// btrfs <= 6.12 (fs-btrfs profile, kernel 6.12): a 16 MiB write is 8
// iterations of 512 pages, each with its fixed reservation/extent-lock cost and
// one balance_dirty_pages_ratelimited() call, over 4096 order-0 folios, plus
// engine.psync once per IO. Under the background threshold the job time is
// exactly 16 such writes.
TEST(Simulation, BtrfsIterationsUnderBackgroundAreCpuCost)
{
  const std::vector<std::string> args = {"--name=b", "--rw=write", "--bs=16M", "--size=256M", "--ioengine=psync",
                                         "--profile", "fs-btrfs", "--set", "kernel=6.12"};
  const Params p = params_for(args);
  ASSERT_EQ(p.fs_iter_bytes, 2.0 * 1048576);
  const RunResult r = run(args);
  const double per_write = p.cpu_syscall + p.fs_write_call +
                           4096 * (p.pc_folio_alloc + p.pc_page_init + p.pc_add_folio + p.pc_mark_dirty +
                                   p.fs_write_folio + p.lock_insert + p.lock_mark_dirty) +
                           16777216.0 / p.cpu_copy_bw + 8 * (p.throttle_call + p.fs_write_iter) + p.engine_psync;
  EXPECT_EQ(r.jobs[0].write.total_ios, 16u);
  EXPECT_NEAR(r.jobs[0].runtime(), 16 * per_write, 16 * per_write * 1e-9);
}

// pc.alloc_fail = 0.5: each 2 MiB write expects G(9) = 5.5 folios after H(9) =
// 4.5 failed order>0 attempts, L(9) = 4.5 of the folios large, each moved onto
// the LRU at once, and S(9) = 448 pages in folios of 512 KiB or more, copied
// with streaming stores (tests/test_fs_folio.cpp has the closed forms).
// Under the background threshold the time is exactly 128 such writes (each with
// engine.psync, fio's per-IO loop), in the aggregated and in the fine-grained
// mode alike (the expected value is linear).
namespace {
double alloc_fail_per_write(const Params& p)
{
  const double folios = 5.5, failures = 4.5, large = 4.5, streamed = 448;
  return p.cpu_syscall + p.fs_write_call + 2097152.0 / p.cpu_copy_bw + 512 * p.pc_page_init - streamed * stream_saving(p) +
         failures * p.pc_alloc_fail_cost + p.engine_psync + large * p.pc_lru_add_large +
         folios * (p.pc_folio_alloc + p.pc_add_folio + p.pc_mark_dirty + p.fs_write_folio + p.throttle_call +
                   p.lock_insert + p.lock_mark_dirty);
}
} // namespace

TEST(Simulation, AllocFailExpectedFoliosAggregated)
{
  const std::vector<std::string> args = {"--name=a", "--rw=write", "--bs=2M", "--size=256M", "--ioengine=psync",
                                         "--set", "pc.alloc_fail=0.5", "--set", "cpu.copy_stream_bytes=512KiB"};
  const Params p = params_for(args);
  const RunResult r = run(args);
  const double per_write = alloc_fail_per_write(p);
  EXPECT_NEAR(r.jobs[0].runtime(), 128 * per_write, 128 * per_write * 1e-9);
}

TEST(Simulation, AllocFailExpectedFoliosFineGrained)
{
  const std::vector<std::string> args = {"--name=a", "--rw=write", "--bs=2M", "--size=256M", "--ioengine=psync",
                                         "--set", "pc.alloc_fail=0.5", "--set", "sim.aggregate=0", "--set",
                                         "cpu.copy_stream_bytes=512KiB"};
  const Params p = params_for(args);
  const RunResult r = run(args);
  const double per_write = alloc_fail_per_write(p);
  EXPECT_NEAR(r.jobs[0].runtime(), 128 * per_write, 128 * per_write * 1e-9);
}

// fs.type=fuse, write-through (the default mode): each 1 MiB write() copies
// into the page cache (order-0 folios: fuse has no large folios in 6.12),
// then sends 1 MiB / 128 KiB = 8 FUSE_WRITE requests one at a time, each
// costing the kernel side, the round trip, the daemon's CPU and copy, and
// its backing write (one command: the controller's per-command time, latency
// + 128 KiB at 2 GB/s).
TEST(Simulation, FuseWriteThroughQd1IsWritePlusRoundTrips)
{
  const std::vector<std::string> args = {"--name=f", "--rw=write", "--bs=1M", "--size=64M", "--ioengine=psync",
                                         "--set", "fs.type=fuse", "--set", "dev.write_bw=2GB/s"};
  const Params p = params_for(args);
  ASSERT_FALSE(p.pc_large_folios);
  ASSERT_FALSE(p.fuse_writeback_cache);
  const RunResult r = run(args);
  const WriteCost c(p);
  const WriteShape s = c.shape(0, 1 << 20, 0, 0);
  ASSERT_DOUBLE_EQ(s.folios_new, 256.0);
  // The write's own CPU, its i_pages holds, and fio's psync loop (engine.psync per IO).
  const double write_cpu = c.cost(s).total() + c.engine_cost(IoEngine::Psync).total() +
                           s.folios_new * p.lock_insert + s.folios_dirtied * p.lock_mark_dirty;
  const double req = 131072.0;
  const double per_request = p.fuse_request_cpu + p.fuse_round_trip + p.fuse_daemon_cpu + req / p.fuse_daemon_bw +
                             p.dev_cmd_cpu + p.dev_cmd_service + p.dev_write_latency + req / 2e9;
  const double per_write = write_cpu + 8 * per_request;
  const JobResult& j = r.jobs[0];
  EXPECT_EQ(j.write.total_ios, 64u);
  // The mean to one write per InterruptTail cell (see BufferedUnderBackgroundIsCpuCost).
  EXPECT_NEAR(j.write.clat.mean(), per_write, per_write * 1e-9 + 10 * p.cpu_interrupt_time / 64);
  EXPECT_NEAR(j.runtime(), 64 * per_write, 64 * per_write * 1e-9);
  EXPECT_DOUBLE_EQ(r.model.fuse.write_requests, 64 * 8);
  EXPECT_DOUBLE_EQ(r.model.fuse.bytes, 64.0 * (1 << 20));
  EXPECT_DOUBLE_EQ(r.model.fuse.amplification(), 1.0);
  EXPECT_EQ(r.disks.at(0).write_bytes, 64u << 20); // the daemon wrote it all through
  EXPECT_EQ(r.model.throttle.pauses, 0u);          // nothing was ever dirty
  EXPECT_EQ(r.model.bottleneck.verdict, "daemon"); // the writer waits on replies most of its time
  EXPECT_GT(r.model.cpu_time.at("fuse_send_write"), 0.0);
  EXPECT_GT(r.model.cpu_time.at("fuse_daemon"), 0.0);
}

// Daemon-bound: four write-through writers, two daemon threads and a 1 ms
// round trip. The threads are never idle, so the throughput is threads x
// request size / per-request time (round trip + daemon CPU + copy + the
// backing write on a device fast enough not to matter).
TEST(Simulation, FuseDaemonBoundThroughput)
{
  const std::vector<std::string> args = {
      "--name=f",   "--rw=write",   "--bs=128k", "--size=16M", "--numjobs=4", "--ioengine=psync",
      "--set",      "fs.type=fuse", "--set",     "fuse.daemon_threads=2",     "--set",
      "fuse.round_trip=1ms",        "--set",     "dev.write_latency=0",       "--set",
      "dev.write_bw=100GB/s",       "--set",     "dev.pcie_gen=6",            "--set",
      "dev.pcie_lanes=16"};
  const Params p = params_for(args);
  const RunResult r = run(args);
  const double req = 131072.0;
  const double per_request = p.fuse_round_trip + p.fuse_daemon_cpu + req / p.fuse_daemon_bw + p.dev_cmd_cpu;
  const double expected = 2 * req / per_request; // ~ 249 MiB/s
  double bytes = 0, start = HUGE_VAL, end = 0;
  for (const auto& j : r.jobs) {
    bytes += static_cast<double>(j.write.io_bytes);
    start = std::min(start, j.start_time);
    end = std::max(end, j.end_time);
  }
  EXPECT_EQ(bytes, 64.0 * (1 << 20));
  EXPECT_NEAR(bytes / (end - start), expected, expected * 0.01); // head and tail: one write's CPU
  EXPECT_NEAR(r.model.fuse.utilisation, 1.0, 0.01);
  EXPECT_EQ(r.model.bottleneck.verdict, "daemon");
}

namespace {
// A 256 MiB file laid out by 64 KiB sequential writes into 64 KiB folios
// (fuse with large folios, writeback cache), then 64 random 4 KiB writes to
// it, each job with end_fsync. Returns the bytes the daemon received.
RunResult fuse_random_into_large_folios(const char* per_block)
{
  return run({"--name=layout", "--filename=f", "--rw=write", "--bs=64k", "--size=256M", "--ioengine=psync",
              "--end_fsync=1", "--name=rand", "--filename=f", "--rw=randwrite", "--bs=4k", "--size=256k",
              "--ioengine=psync", "--end_fsync=1", "--stonewall", "--set", "fs.type=fuse", "--set",
              "fuse.writeback_cache=1", "--set", "pc.large_folios=1", "--set",
              std::string("fuse.iomap_dirty_blocks=") + per_block});
}
// The random job dirties 256 KiB of a 256 MiB file: d = 1/1024 of its blocks.
// Without per-block tracking each dirty 64 KiB folio (n = 16 blocks) is sent
// whole: (1 - (1 - d)^16) / d = 15.88 times the dirty data.
const double kSparse = 1.0 / 1024;
const double kAmp = (1 - std::pow(1 - kSparse, 16)) / kSparse;
} // namespace

TEST(Simulation, FuseWholeFolioWritebackAmplifies)
{
  const RunResult r = fuse_random_into_large_folios("0");
  const double layout = 256.0 * (1 << 20);
  const double extra = r.model.fuse.bytes - layout;
  // The 64 writes run in 64 steps (sim.pass_batches), each the expectation
  // given the folios dirtied before it: within 0.1% of the closed form over
  // the 64 together (it was exact, 1e-6, in one batch).
  EXPECT_NEAR(extra, 262144.0 * kAmp, 262144.0 * kAmp * 1e-3);
  EXPECT_GT(kAmp, 15.8);
  // The daemon wrote what it received: the amplified bytes reach the device.
  EXPECT_NEAR(static_cast<double>(r.disks.at(0).write_bytes), r.model.fuse.bytes, 4096);
  EXPECT_NEAR(r.model.fuse.amplification(), (layout + extra) / (layout + 262144.0), 1e-6);
}

TEST(Simulation, FusePerBlockDirtyTrackingWritesOnlyDirtyBlocks)
{
  const RunResult r = fuse_random_into_large_folios("1");
  // In steps of one write (see above): 126 bytes short of the 64 blocks, 0.05%.
  EXPECT_NEAR(r.model.fuse.bytes, 256.0 * (1 << 20) + 262144.0, 262144.0 * 1e-3);
  EXPECT_NEAR(static_cast<double>(r.disks.at(0).write_bytes), r.model.fuse.bytes, 4096);
}

// fuse writeback through one daemon thread with a 50 us round trip, past the
// dirty limit: the daemon is the limit, near 128 KiB / (round trip + daemon
// CPU + copy + backing write) = 128 KiB / 128 us ~ 975 MiB/s once throttled.
// Both modes (two processes) agree within 2% and send the same requests.
TEST(Simulation, FuseAggregatedMatchesFineGrained)
{
  const std::string job = "--name=a --rw=write --bs=64k --size=1536M --ioengine=psync --end_fsync=1 --set mem.total=4GiB "
                          "--set fs.type=fuse --set fuse.writeback_cache=1 --set fuse.daemon_threads=1 "
                          "--set fuse.round_trip=50us --set fuse.bdi_max_ratio=100";
  const auto fine = run_cli_json(job + " --set sim.aggregate=0");
  const auto coarse = run_cli_json(job + " --set sim.aggregate=1");
  const double bw_fine = fine["jobs"][0]["write"]["bw_bytes"].get<double>();
  const double bw_coarse = coarse["jobs"][0]["write"]["bw_bytes"].get<double>();
  EXPECT_NEAR(bw_coarse, bw_fine, 0.02 * bw_fine);
  EXPECT_EQ(fine["wbsim"]["fuse"]["write_requests"].get<double>(), 1536 * 8); // 1536 MiB / 128 KiB
  EXPECT_EQ(coarse["wbsim"]["fuse"]["write_requests"].get<double>(), 1536 * 8);
  EXPECT_EQ(coarse["wbsim"]["bottleneck"]["verdict"], "daemon");
  EXPECT_GT(coarse["wbsim"]["fuse"]["daemon_utilisation"].get<double>(), 0.85);
}

// Aggregation: the aggregated mode must agree with the fine-grained one on the
// lock statistics of a contended job. One writer puts 1 GiB in 4 KiB folios
// into the cache (under the background threshold, so nothing is written back
// yet), then end_fsync writes it back in 16 MiB ioends while their
// completions share the file's i_pages lock with the fsync's own
// folio_start_writeback. Acquisitions are exact in both modes (1 GiB / 4 KiB =
// 262144 per caller); hold and wait, which depend on how the activities
// overlap, agree within 2%.
// The job is contended, by two tasks and no more: an ioend completes every
// 16 MiB / dev.write_bw (6.9 GB/s: 2.43 ms) and its completion takes at most
// 4096 x (wb.folio_end + lock.wb_end x (1 + lock.contention)) = 4096 x 0.47 us
// = 1.93 ms, so the completion pool never has two on this file, and a
// contender is a task waiting or holding, never a queued ioend. The lock is
// then processor-shared by the fsync and one completion: while both are on
// it each gets half, so each waits exactly as long as the other holds
// meanwhile: the two callers' waits are equal.
TEST(Simulation, AggregatedMatchesFineGrainedOnContendedLock)
{
  // fs.unwritten_convert=0: the lock alone; the conversion's CPU before each
  // completion's holds shifts how they overlap, which is not what this checks.
  const std::string job = "--name=c --rw=write --bs=1M --size=1G --ioengine=psync --end_fsync=1 --set pc.large_folios=0 "
                          "--set wb.ioend_max_folios=4096 --set wb.ioend_is_bio=0 --set fs.unwritten_convert=0";
  const auto fine = run_cli_json(job + " --set sim.aggregate=0");
  const auto coarse = run_cli_json(job + " --set sim.aggregate=1");
  auto by_caller = [](const nlohmann::json& j) {
    std::map<std::string, nlohmann::json> m;
    for (const auto& l : j["wbsim"]["locks"])
      if (l["lock"].get<std::string>().rfind("i_pages:", 0) == 0)
        m[l["caller"].get<std::string>()] = l;
    return m;
  };
  const auto f = by_caller(fine);
  const auto c = by_caller(coarse);
  for (const char* caller : {"filemap_add_folio", "__folio_mark_dirty", "folio_start_writeback", "folio_end_writeback"}) {
    SCOPED_TRACE(caller);
    ASSERT_TRUE(f.count(caller) && c.count(caller));
    EXPECT_DOUBLE_EQ(f.at(caller)["acquisitions"].get<double>(), 262144);
    EXPECT_DOUBLE_EQ(c.at(caller)["acquisitions"].get<double>(), 262144);
    const double hf = f.at(caller)["hold_s"].get<double>(), hc = c.at(caller)["hold_s"].get<double>();
    EXPECT_NEAR(hc, hf, 0.02 * hf);
    const double wf = f.at(caller)["wait_s"].get<double>(), wc = c.at(caller)["wait_s"].get<double>();
    if (wf > 1e-3 * hf) { // the writer's holds are uncontended: both waits are rounding noise
      EXPECT_NEAR(wc, wf, 0.02 * wf);
    }
  }
  for (const auto* run : {&f, &c}) {
    const auto& end = run->at("folio_end_writeback");
    const auto& start = run->at("folio_start_writeback");
    EXPECT_EQ(end["max_contenders"].get<int>(), 2);
    // Contended by Bottleneck's rule (a lock qualifies when its waiting is at least a tenth of its hold).
    EXPECT_GT(end["wait_s"].get<double>(), 0.1 * end["hold_s"].get<double>());
    EXPECT_NEAR(end["wait_s"].get<double>(), start["wait_s"].get<double>(), 0.01 * start["wait_s"].get<double>());
  }
  EXPECT_NEAR(coarse["jobs"][0]["write"]["bw_bytes"].get<double>(), fine["jobs"][0]["write"]["bw_bytes"].get<double>(),
              0.02 * fine["jobs"][0]["write"]["bw_bytes"].get<double>());
}

// The lock verdict: one 4 KiB psync writer is not lock-bound. It writes 4 GiB on an
// 8 GiB machine, so the flusher writes back behind it (past the background
// threshold) and every folio takes the file's i_pages lock four times. The
// only tasks that can be on that lock at once are the writer, the flusher and
// the inode's one completion work item (fio's preallocated first pass converts
// unwritten extents: xfs_end_io runs one ioend at a time per inode), so at
// most three contenders, counted as waiters and holders; no reclaim runs
// (4 GiB fits). The writer's own CPU per 4 KiB write (~3.3 us) caps it near
// 1.2 GB/s, far under the device's 6.9 GB/s and under the dirty limit, so it is
// never throttled: the verdict is copy (CPU), and never lock.
TEST(Simulation, OneSmallWriterIsNotLockBound)
{
  const auto j = run_cli_json("--name=one --rw=write --bs=4k --size=4G --ioengine=psync --set mem.total=8GiB");
  EXPECT_EQ(j["wbsim"]["bottleneck"]["verdict"], "copy") << j["wbsim"]["bottleneck"]["evidence"];
  bool saw_end_writeback = false;
  for (const auto& l : j["wbsim"]["locks"]) {
    if (l["lock"].get<std::string>().rfind("i_pages:", 0) != 0)
      continue;
    EXPECT_LE(l["max_contenders"].get<int>(), 3) << l["caller"];
    saw_end_writeback = saw_end_writeback || (l["caller"] == "folio_end_writeback" && l["acquisitions"].get<double>() > 0);
  }
  EXPECT_TRUE(saw_end_writeback); // writeback did run during the job
  EXPECT_EQ(j["wbsim"]["throttle"]["pauses"].get<double>(), 0);
}

// Seed 002's mechanism (Dave Chinner in the thread: bounding the ioend chain
// "means that IO completion is accessing the mapping tree much more
// frequently ... driven this workload into lock contention breakdown"), on
// seed 002's machine facts (4 PCIe3 drives behind an 8 GB/s path, 20 cores),
// 4 sync writers of 8 GiB in 1 MiB writes, 4 KiB folios. With 16 MiB ioends
// (6.4) completion's loop trails the flusher's on each file, and across two
// sockets each of their lock acquisitions waits for the other's writeback
// marks (lock.remote_handoff, 1 us per crossing): the run turns lock-bound
// and loses more than a quarter (6.54 -> 4.31 GB/s with the holds and the
// flusher's per-folio work measured on this project's VM, 2026-12-05; 7.08 ->
// 3.85 with the earlier estimates). With 5.15's ioends of a whole writeback
// chunk the loops rarely overlap: under 10% lost (6.15 -> 6.15). One socket
// has no crossing, so it is the reference for both.
TEST(Simulation, BoundedIoendsCollapseTheLockOnlyAcrossSockets)
{
  const std::string job = "--name=w --rw=write --bs=1M --size=8G --numjobs=4 --ioengine=sync --end_fsync=1 "
                          "--group_reporting --set dev.count=4 --set dev.pcie_gen=3 --set host.io_bw=8GB/s "
                          "--set cpu.cores=20";
  auto bw = [](const nlohmann::json& j) { return j["jobs"][0]["write"]["bw_bytes"].get<double>(); };
  const auto bounded1 = run_cli_json(job + " --set kernel=6.4 --set cpu.sockets=1");
  const auto bounded2 = run_cli_json(job + " --set kernel=6.4 --set cpu.sockets=2");
  const auto unbounded1 = run_cli_json(job + " --set kernel=5.15 --set cpu.sockets=1");
  const auto unbounded2 = run_cli_json(job + " --set kernel=5.15 --set cpu.sockets=2");
  EXPECT_LT(bw(bounded2), 0.75 * bw(bounded1));
  EXPECT_EQ(bounded2["wbsim"]["bottleneck"]["verdict"], "lock") << bounded2["wbsim"]["bottleneck"]["evidence"];
  EXPECT_GT(bw(unbounded2), 0.9 * bw(unbounded1));
}

// SLC cache recovery: 1 GiB of direct writes fill a 1 GiB cache; the second
// group starts 0.5 s after the first ends, during which the idle device folds
// 0.5 s x 512 MiB/s = 256 MiB back into TLC. Of the second group's 512 MiB,
// 256 MiB then go at the media rate (6.9 GB/s) and 256 MiB at the
// post-cache rate (500 MB/s). Without recovery all 512 MiB go at 500 MB/s.
// The device sees the cache fill at command completions, so the bytes in
// flight at the switch (8 x 128 KiB = 1 MiB: 2 ms at 500 MB/s) may go at the
// other rate; eight commands of 128 KiB still hide the 20 us latency.
namespace {
double slc_second_group_time(const std::string& recover)
{
  const RunResult r = run({"--name=fill", "--rw=write", "--bs=128k", "--size=1G", "--direct=1", "--ioengine=libaio",
                           "--iodepth=8", "--name=after", "--stonewall", "--startdelay=0.5", "--rw=write", "--bs=128k",
                           "--size=512M", "--direct=1", "--ioengine=libaio", "--iodepth=8", "--set",
                           "dev.slc_size=1GiB", "--set", "dev.post_cache_bw=500MB/s", "--set",
                           "dev.slc_recover_bw=" + recover});
  return r.jobs.at(1).runtime();
}
} // namespace

TEST(Simulation, SlcCacheRecoversWhileIdle)
{
  const double half = 268435456.0;
  const double expected = half / 6.9e9 + half / 500e6;
  EXPECT_NEAR(slc_second_group_time("512MiB/s"), expected, 0.01 * expected);
}

TEST(Simulation, SlcCacheWithoutRecoveryStaysFull)
{
  const double expected = 536870912.0 / 500e6;
  EXPECT_NEAR(slc_second_group_time("0"), expected, 0.01 * expected);
}

// Four writers throttled on a small machine (4 GiB, 1 GiB reserved: freerun
// ~483 MB). Each aggregated batch may take only its share of the room up to
// a threshold (when every writer took all of it, the batches overshot to the
// dirty limit and the aggregated mode lost 47%), and near freerun at most 16
// of the kernel's dirty_poll_interval() checks (larger batches were charged
// long pauses at the crossing: -23%). Now the two modes agree within 5%
// (measured -1.9%) and neither reaches MAX_PAUSE.
TEST(Simulation, AggregatedThrottledWritersShareTheRoom)
{
  const std::string job = "--name=w --rw=write --bs=1M --size=1G --numjobs=4 --ioengine=psync --group_reporting "
                          "--set mem.total=4GiB --set mem.reserved=1GiB --set lock.contention=0";
  const auto fine = run_cli_json(job + " --set sim.aggregate=0");
  const auto coarse = run_cli_json(job + " --set sim.aggregate=1");
  const double bw_fine = fine["jobs"][0]["write"]["bw_bytes"].get<double>();
  const double bw_coarse = coarse["jobs"][0]["write"]["bw_bytes"].get<double>();
  EXPECT_NEAR(bw_coarse, bw_fine, 0.05 * bw_fine);
  EXPECT_NEAR(coarse["wbsim"]["throttle"]["max_pause_s"].get<double>(),
              fine["wbsim"]["throttle"]["max_pause_s"].get<double>(), 0.01); // same longest pause (21 ms)
}

// Only the first pass converts unwritten extents: a time_based job looping
// over its 16 MiB file (128 IOs of 128 KiB per pass) pays
// fs.unwritten_convert on the first 128 IOs and not after, so its slowest
// and fastest IOs differ by exactly that cost.
TEST(Simulation, UnwrittenConversionOnTheFirstPassOnly)
{
  const RunResult r = run({"--name=d", "--rw=write", "--bs=128k", "--size=16M", "--direct=1", "--ioengine=psync",
                           "--time_based", "--runtime=50ms", "--set", "fs.unwritten_convert=40us"});
  const JobResult& j = r.jobs[0];
  ASSERT_GT(j.write.total_ios, 256u); // more than two passes
  EXPECT_NEAR(j.write.lat.max() - j.write.lat.min(), 40e-6, 1e-12);
  EXPECT_NEAR(r.model.cpu_time.at("convert_unwritten_extents"), 128 * 40e-6, 1e-12);
}

// ext4 splits a fresh IO's range out of its unwritten extent as it submits
// it (fs.unwritten_split, under i_data_sem) and converts it on completion
// (fs.unwritten_convert): at QD1 both add to the first pass's latency, and
// only the split is in the submitting task. xfs has no split at submission.
// (fs.extent_block=0: no extent-tree block is charged in between.)
namespace {
RunResult run_fresh_direct(const std::string& fs)
{
  return run({"--name=d", "--rw=write", "--bs=128k", "--size=16M", "--direct=1", "--ioengine=psync", "--time_based",
              "--runtime=50ms", "--set", "fs.type=" + fs, "--set", "fs.unwritten_convert=40us", "--set",
              "fs.unwritten_split=7us", "--set", "fs.extent_block=0"});
}
} // namespace

TEST(Simulation, Ext4SplitsFreshDirectWritesAtSubmission)
{
  const RunResult r = run_fresh_direct("ext4");
  ASSERT_GT(r.jobs[0].write.total_ios, 256u); // more than two passes
  EXPECT_NEAR(r.jobs[0].write.lat.max() - r.jobs[0].write.lat.min(), 47e-6, 1e-12);
  EXPECT_NEAR(r.model.cpu_time.at("ext4_split_convert_extents"), 128 * 7e-6, 1e-12);
}

TEST(Simulation, XfsDoesNotSplitFreshDirectWrites)
{
  const RunResult r = run_fresh_direct("xfs");
  ASSERT_GT(r.jobs[0].write.total_ios, 256u);
  EXPECT_NEAR(r.jobs[0].write.lat.max() - r.jobs[0].write.lat.min(), 40e-6, 1e-12);
  EXPECT_EQ(r.model.cpu_time.count("split_unwritten_extent"), 0u);
}

// Buffered writeback into fio's preallocated file on ext4 splits each ioend's
// range out of the unwritten extent as it submits it and converts it on
// completion: both once per ioend of the first pass.
TEST(Simulation, Ext4WritebackSplitsAndConvertsEachIoend)
{
  const RunResult r = run({"--name=b", "--rw=write", "--bs=64k", "--size=32M", "--end_fsync=1", "--set", "fs.type=ext4",
                           "--set", "fs.unwritten_convert=5us", "--set", "fs.unwritten_split=7us"});
  ASSERT_GT(r.model.flusher.ioends, 0.0);
  EXPECT_NEAR(r.model.cpu_time.at("ext4_split_convert_extents"), r.model.flusher.ioends * 7e-6, 1e-12);
  EXPECT_NEAR(r.model.cpu_time.at("ext4_convert_unwritten_extents"), r.model.flusher.ioends * 5e-6, 1e-12);
}

// On a VM right after drop_caches every free byte is cold: a buffered job
// under the background threshold takes its warm closed form plus its bytes
// at mem.fault_in_bw (+4.7 us per 4 KiB, +1.23 ms per 1 MiB measured). A
// host that backs guest memory in 4 KiB pages (mem.fault_block=4KiB) gives
// each write its own share of the stall, so the median is the mean.
TEST(Simulation, ColdMemoryStallsEachWriteByItsBytes)
{
  const std::vector<std::string> warm_args = {"--name=b", "--rw=write", "--bs=1M", "--size=256M", "--ioengine=psync"};
  std::vector<std::string> args = warm_args;
  for (const char* s : {"mem.page_reporting=1", "mem.start_warm=0", "mem.fault_in_bw=850MB/s", "mem.fault_block=4KiB"}) {
    args.push_back("--set");
    args.push_back(s);
  }
  const Params p = params_for(args);
  const RunResult r = run(args);
  const double warm_per_write = warm_1m_psync_write(p);
  const double per_write = warm_per_write + 1048576.0 / 850e6;
  const JobResult& j = r.jobs[0];
  EXPECT_NEAR(j.runtime(), 256 * per_write, 256 * per_write * 1e-6);
  EXPECT_NEAR(j.write.clat.percentile(50), per_write, per_write / 64); // fio's bucket error
  EXPECT_NEAR(r.model.memory.faulted_in, 256.0 * 1048576, 1.0);
}

// Warm memory (freed just before, as fio's invalidate frees a cached file)
// serves the first writes at the warm cost; the rest stall. 64 of 256 writes
// are warm, so the 25th percentile is warm and the median cold.
TEST(Simulation, WarmMemoryServesTheFirstWrites)
{
  const RunResult r = run({"--name=b", "--rw=write", "--bs=1M", "--size=256M", "--ioengine=psync", "--set",
                           "mem.page_reporting=1", "--set", "mem.start_warm=64MiB", "--set", "mem.fault_in_bw=850MB/s",
                           "--set", "mem.fault_block=4KiB"});
  const JobResult& j = r.jobs[0];
  const double stall = 1048576.0 / 850e6;
  EXPECT_LT(j.write.clat.percentile(20), stall);
  EXPECT_GT(j.write.clat.percentile(50), stall);
  EXPECT_NEAR(r.model.memory.faulted_in, 192.0 * 1048576, 1.0);
}

// A host backing guest memory in 2 MiB huge pages stalls the write that first
// touches a block for the whole block (mem.fault_block; measured 2026-12-03,
// 1 GiB of 1 MiB psync writes after drop_caches: p50 301/243 us against
// 259/257 warm, p90 733/643 against 297/285). With 1 MiB writes one in two
// enters a new block: the mean is that of ColdMemoryStallsEachWriteByItsBytes,
// the lower half of the writes run warm and the upper half pay 2 MiB of stall.
TEST(Simulation, ColdMemoryStallLandsOnTheWriteThatEntersA2MiBBlock)
{
  const RunResult r = run({"--name=b", "--rw=write", "--bs=1M", "--size=256M", "--ioengine=psync", "--set",
                           "mem.page_reporting=1", "--set", "mem.start_warm=0", "--set", "mem.fault_in_bw=850MB/s",
                           "--set", "mem.fault_block=2MiB"});
  const JobResult& j = r.jobs[0];
  const double stall = 2097152.0 / 850e6;
  const double mean = j.write.clat.mean();
  const double warm = mean - stall / 2;
  EXPECT_NEAR(j.write.clat.percentile(25), warm, warm / 32);  // fio's buckets are 1/64 wide
  EXPECT_NEAR(j.write.clat.percentile(75), warm + stall, (warm + stall) / 32);
  EXPECT_NEAR(r.model.memory.faulted_in, 256.0 * 1048576, 1.0);
}

// The host faults cold memory in at one rate for the whole guest
// (mem.fault_in_shared; measured 2026-12-03: two 1 MiB writers after
// drop_caches paid +175-190 us per write each, one writer +95). Two writers
// on two files with all memory cold keep the host faulting the whole run:
// 2 x 128 MiB at 850 MB/s is the floor; started together they stay in step
// (both fault, then both copy), so every write's warm part comes on top: the
// ceiling is 128 x (2 stalls + warm). With
// mem.fault_in_shared=0 each faults at the full rate and takes the one-writer
// closed form (ColdMemoryStallsEachWriteByItsBytes).
TEST(Simulation, TwoColdWritersShareTheHostsFaultInRate)
{
  const std::string job = kTwoColdWriters;
  const double warm_per_write = warm_1m_psync_write(params_for(kOneWriterOfThem));
  const double stall = kColdStallPerMiB;
  const auto shared = run_cli_json(job);
  const auto apart = run_cli_json(job + " --set mem.fault_in_shared=0");
  for (int i = 0; i < 2; ++i) {
    const double t_shared = shared["jobs"][i]["job_runtime"].get<double>() / 1e3; // whole ms
    EXPECT_GE(t_shared, 256 * stall - 1e-3);
    EXPECT_LE(t_shared, 128 * (2 * stall + warm_per_write) + 1e-3);
    const double t_apart = apart["jobs"][i]["job_runtime"].get<double>() / 1e3;
    EXPECT_NEAR(t_apart, 128 * (warm_per_write + stall), 1e-3);
  }
}

// mem.fault_in_parallel=2: the host faults two tasks' memory in at once, each
// at mem.fault_in_bw, so two cold writers take what each alone would: 128
// writes of the warm write plus 1 MiB's stall at 850 MB/s (job_runtime in
// whole ms). At 1.5, each gets 0.75 of the rate while both fault.
TEST(Simulation, ColdWritersFaultAtOnceAsFarAsTheHostAllows)
{
  const std::string job = kTwoColdWriters;
  const double warm_per_write = warm_1m_psync_write(params_for(kOneWriterOfThem));
  const double stall = kColdStallPerMiB;
  const auto two = run_cli_json(job + " --set mem.fault_in_parallel=2");
  const auto part = run_cli_json(job + " --set mem.fault_in_parallel=1.5");
  for (int i = 0; i < 2; ++i) {
    EXPECT_NEAR(two["jobs"][i]["job_runtime"].get<double>() / 1e3, 128 * (warm_per_write + stall), 1e-3);
    EXPECT_NEAR(part["jobs"][i]["job_runtime"].get<double>() / 1e3, 128 * (warm_per_write + stall / 0.75), 2e-3);
  }
}

// libaio's buffered writes complete in io_submit and fio reaps each when the
// queue is full, after the depth-1 writes behind it (FioReaper): a write's
// clat is the sum of the next three writes' times at iodepth=4. With cold
// memory in 2 MiB blocks one 64 KiB write in 32 carries the block's stall, so
// 3 in 32 clats hold it: the median stays warm, p99 holds the stall, and the
// mean is three mean write times.
TEST(Simulation, LibaioColdStallReachesTheClatsOfTheWritesAheadOfIt)
{
  const RunResult r = run({"--name=b", "--rw=write", "--bs=64k", "--size=256M", "--ioengine=libaio", "--iodepth=4",
                           "--set", "mem.page_reporting=1", "--set", "mem.start_warm=0", "--set",
                           "mem.fault_in_bw=850MB/s", "--set", "mem.fault_block=2MiB"});
  const JobResult& j = r.jobs[0];
  const double stall = 2097152.0 / 850e6;
  const double per_write = j.runtime() / static_cast<double>(j.write.total_ios);
  EXPECT_LT(j.write.clat.percentile(50), 0.1 * stall);
  EXPECT_GT(j.write.clat.percentile(99), stall);
  EXPECT_NEAR(j.write.clat.mean(), 3 * per_write, 0.05 * 3 * per_write);
}

// A libaio write is reaped after the depth-1 writes behind it, so its clat is
// their summed time, and interruptions of any of them stretch it: a compound
// Poisson sum over 7 writes' CPU time at iodepth=8. Real fio 3.33 on this
// project's VM (hold-out w3, libaio qd8 4 KiB, 2026-12-03): p50 31.6 us, p99
// 72-125, where a clat of seven equal writes gave p99 = p50 = 36 us. With
// calE's interruptions (one per 141 us of CPU, 11.2 us each) p99 is
// InterruptTail's closed-form quantile for a 7-write sum; the mean is kept.
TEST(Simulation, LibaioClatCarriesTheInterruptionsOfTheWritesBehindIt)
{
  const RunResult r = run({"--name=b", "--rw=write", "--bs=4k", "--size=64M", "--ioengine=libaio", "--iodepth=8",
                           "--set", "cpu.interrupt_gap=141us", "--set", "cpu.interrupt_time=11.2us"});
  const JobResult& j = r.jobs[0];
  const double each = j.runtime() / static_cast<double>(j.write.total_ios);
  const InterruptTail tail(141e-6, 11.2e-6);
  EXPECT_NEAR(j.write.clat.mean(), 7 * each, 0.05 * 7 * each);
  const double p99 = tail.quantile(7 * each, 0.99);
  EXPECT_GT(p99, 1.5 * 7 * each); // the tail is there to see, not a rounding
  EXPECT_NEAR(j.write.clat.percentile(99), p99, 0.05 * p99);
  EXPECT_NEAR(j.write.clat.percentile(50), tail.quantile(7 * each, 0.5), 0.05 * 7 * each);
}

// Latency distribution of small buffered writes: 1 in 31 new folios fills the
// per-CPU folio batch, and that write pays pc.lru_batch_move (FolioBatchTail),
// so p50 is the mean less the move's share and p99 (inside the top 1/31) is
// p50 plus the move. Aggregated batches and single writes place it the same
// way: their p50 and p99 agree within 5% (the truth issue's bound). fio's
// histogram buckets are 1/64 wide, hence the 3% on each percentile.
TEST(Simulation, FolioBatchTailAggregatedMatchesFineGrained)
{
  const std::string job = "--name=t --rw=write --bs=4k --size=64M --ioengine=psync --set pc.lru_batch_move=10us";
  const auto coarse = run_cli_json(job);
  const auto fine = run_cli_json(job + " --set sim.aggregate=0");
  for (const auto* doc : {&coarse, &fine}) {
    const auto& clat = (*doc)["jobs"][0]["write"]["clat_ns"];
    const double mean = clat["mean"].get<double>();
    const double p50 = clat["percentile"]["50.000000"].get<double>();
    const double p99 = clat["percentile"]["99.000000"].get<double>();
    EXPECT_NEAR(p50, mean - 10000.0 / 31, 0.03 * p50);
    EXPECT_NEAR(p99, mean - 10000.0 / 31 + 10000.0, 0.03 * p99);
  }
  for (const char* pct : {"50.000000", "99.000000"}) {
    const double a = coarse["jobs"][0]["write"]["clat_ns"]["percentile"][pct].get<double>();
    const double b = fine["jobs"][0]["write"]["clat_ns"]["percentile"][pct].get<double>();
    EXPECT_NEAR(a, b, 0.05 * b) << "p" << pct;
  }
}

// fio's depth distributions (stat.c io_u_mark_depth): with a device far
// slower than submission (1 ms per IO), a libaio qd8 direct job keeps 8 in
// flight, so nearly every IO is submitted at depth 8 (fio: 99.66% at 8 on
// this project's VM); a psync job is all at depth 1. Each write's total
// latency falls in one of fio's ranges (latency_us/_ms), so they add to 100.
TEST(Simulation, FioDepthAndLatencyRanges)
{
  const auto qd8 = run_cli_json("--name=d --rw=randwrite --bs=16k --size=8M --ioengine=libaio --iodepth=8 --direct=1 "
                                "--set dev.write_latency=1ms");
  const auto& job = qd8["jobs"][0];
  EXPECT_GT(job["iodepth_level"]["8"].get<double>(), 95.0);
  double total = 0;
  for (const char* k : {"latency_ns", "latency_us", "latency_ms"})
    for (const auto& [key, v] : job[k].items())
      total += v.get<double>();
  EXPECT_NEAR(total, 100.0, 1e-9);
  // The device serves the 8 in parallel, each in its 1 ms latency plus a
  // few us of transfer: fio's [1, 2) ms range, key "2".
  EXPECT_GT(job["latency_ms"]["2"].get<double>(), 90.0);
  const auto sync = run_cli_json("--name=s --rw=write --bs=4k --size=4M --ioengine=psync");
  EXPECT_DOUBLE_EQ(sync["jobs"][0]["iodepth_level"]["1"].get<double>(), 100.0);
  EXPECT_DOUBLE_EQ(sync["jobs"][0]["iodepth_submit"]["4"].get<double>(), 100.0);
}

// A volatile write cache (dev.cache_size, dev.cache_drain_bw): 256 MiB of
// O_DIRECT 1 MiB writes at QD1 into a 1 GiB cache complete at the transfer
// rate, and the fdatasync at the end waits for the whole 256 MiB to drain at
// 200 MB/s: 1.342 s, plus dev.flush_latency (100 us). The delay (60 s) keeps
// the background drain out. Files exist (fs.files_exist=1): rewrites, so
// no unwritten-extent conversion and no fresh-write factor. (end_fsync's log
// record adds 8 KiB to drain, 41 us, inside the 1% tolerance.)
TEST(Simulation, FlushWaitsForTheVolatileCacheToDrain)
{
  const RunResult r = run({"--name=c", "--rw=write", "--bs=1M", "--size=256M", "--direct=1", "--ioengine=psync",
                           "--end_fsync=1", "--set", "dev.cache_size=1GiB", "--set", "dev.cache_drain_bw=200MB/s",
                           "--set", "dev.cache_drain_delay=60s", "--set", "dev.flush_latency=100us", "--set",
                           "fs.files_exist=1"});
  const double expected = 268435456.0 / 200e6 + 100e-6;
  EXPECT_NEAR(r.jobs.at(0).end_fsync_time, expected, 0.01 * expected);
}

// dev.cache_background: one 256 MiB O_DIRECT write reaches the cache as it
// moves (at dev.write_bw, 6.9 GB/s: 38.9 ms), and the cache drains at 2 GB/s
// while it holds more than 16 MiB, from 2.4 ms on: 72.9 MB leave during the
// write, and the flush waits for the other 195.5 MB (97.8 ms, plus 100 us).
// Had the request entered the cache whole at its end, the flush would wait
// for all of it (134 ms): calibrate's fit of the threshold (predicted_drain)
// assumes the progressive entry.
TEST(Simulation, ALongWriteDrainsInTheBackgroundAsItReachesTheCache)
{
  const RunResult r = run({"--name=c", "--rw=write", "--bs=256M", "--size=256M", "--direct=1", "--ioengine=psync",
                           "--end_fsync=1", "--set", "dev.cache_size=1GiB", "--set", "dev.cache_drain_bw=2GB/s",
                           "--set", "dev.cache_background=16MiB", "--set", "dev.cache_drain_delay=60s", "--set",
                           "dev.cache_drain_io=0", "--set", "dev.flush_latency=100us", "--set", "fs.files_exist=1"});
  const double n = 268435456.0, front = n / 6.9e9, start = 16777216.0 / 6.9e9;
  const double expected = (n - 2e9 * (front - start)) / 2e9 + 100e-6;
  EXPECT_NEAR(r.jobs.at(0).end_fsync_time, expected, 0.03 * expected);
  EXPECT_LT(r.jobs.at(0).end_fsync_time, 0.8 * n / 2e9);
}

// dev.cache_drain_io: 4096 random 4 KiB direct rewrites leave the cache
// 4096 x (4096 B / 200 MB/s + 50 us) of drain work, which end_fsync's flush
// waits for: 0.0839 + 0.2048 s + dev.flush_latency.
TEST(Simulation, EachWriteAddsItsDrainTimeToTheFlush)
{
  const RunResult r = run({"--name=c", "--rw=randwrite", "--bs=4k", "--size=16M", "--direct=1", "--ioengine=psync",
                           "--end_fsync=1", "--set", "dev.cache_size=1GiB", "--set", "dev.cache_drain_bw=200MB/s",
                           "--set", "dev.cache_drain_io=50us", "--set", "dev.cache_drain_delay=60s", "--set",
                           "dev.flush_latency=100us", "--set", "fs.files_exist=1"});
  const double expected = 4096 * (4096 / 200e6 + 50e-6) + 100e-6;
  EXPECT_NEAR(r.jobs.at(0).end_fsync_time, expected, 0.01 * expected);
}

// fsync after buffered 4 KiB overwrites (InodeSync): each sync flushes the
// device cache, but the inode is written (a log force) only when a write
// moved mtime to a new tick of fs.timestamp_tick, once per tick in which the
// job wrote. With a sync every ~100 us that is every tick of the run,
// floor(T / 4 ms) + 1 of them (the traced kernel: 17 inode writes for 255
// flushes, 2026-12-06), where the model wrote one per fsync before.
TEST(Simulation, OverwriteFsyncsWriteTheInodeOncePerTick)
{
  const RunResult r = run({"--name=s", "--rw=write", "--bs=4k", "--size=8M", "--ioengine=psync", "--fsync=1", "--set",
                           "fs.type=ext4", "--set", "fs.files_exist=1", "--set", "fs.timestamp_tick=4ms"});
  EXPECT_EQ(r.model.cache_flushes, 2047u); // fio syncs before the next write: none after the last (SyncSchedule)
  const double ticks = std::floor(r.sim_time / 4e-3) + 1;
  ASSERT_GT(ticks, 10); // the run spans many ticks, so the count below is not the per-fsync one
  EXPECT_GE(static_cast<double>(r.model.log_forces), ticks - 1);
  EXPECT_LE(static_cast<double>(r.model.log_forces), ticks);
}

// fdatasync ignores mtime: over written blocks it never writes the inode.
TEST(Simulation, OverwriteFdatasyncsOnlyFlush)
{
  const RunResult r = run({"--name=s", "--rw=write", "--bs=4k", "--size=8M", "--ioengine=psync", "--fdatasync=1",
                           "--set", "fs.type=xfs", "--set", "fs.files_exist=1"});
  EXPECT_EQ(r.model.cache_flushes, 2047u);
  EXPECT_EQ(r.model.log_forces, 0u);
}

// Into fio's fresh layout every writeback converts unwritten extents, so
// every fdatasync writes the inode (the trace: 256 inode writes for 256
// fresh 4 KiB fsyncs).
TEST(Simulation, FreshWritesMakeEverySyncWriteTheInode)
{
  const RunResult r = run({"--name=s", "--rw=write", "--bs=4k", "--size=8M", "--ioengine=psync", "--fdatasync=1",
                           "--set", "fs.type=ext4"});
  EXPECT_EQ(r.model.cache_flushes, 2047u);
  EXPECT_EQ(r.model.log_forces, 2047u);
}

// ext4: random direct writes into fio's unwritten layout split its extents
// into leaves, and each fdatasync writes the leaf its write landed in before
// the inode (the trace: 2 metadata writes per fdatasync, 8 KiB random into a
// fresh 24 MiB file); sequential ones keep the extents in the inode.
TEST(Simulation, RandomFreshSyncsWriteAnExtentLeaf)
{
  const RunResult r = run({"--name=s", "--rw=randwrite", "--bs=8k", "--size=24M", "--ioengine=psync", "--direct=1",
                           "--fdatasync=1", "--set", "fs.type=ext4", "--name=q", "--rw=write", "--bs=8k",
                           "--size=24M", "--ioengine=psync", "--direct=1", "--fdatasync=1", "--stonewall"});
  // 3071 syncs in each job; the first leaf appears after 2 writes (5 extents).
  EXPECT_EQ(r.model.log_forces, 2u * 3071u);
  EXPECT_GE(r.model.extent_blocks, 3060);
  EXPECT_LE(r.model.extent_blocks, 3071);
}

// btrfs logs the new extents of every copy-on-write overwrite: a log force per fsync.
TEST(Simulation, BtrfsLogsEveryOverwriteSync)
{
  const RunResult r = run({"--name=s", "--rw=write", "--bs=4k", "--size=8M", "--ioengine=psync", "--fsync=1", "--set",
                           "fs.type=btrfs", "--set", "fs.files_exist=1"});
  EXPECT_EQ(r.model.log_forces, 2047u);
}

// fio's size= with a larger filesize= ends the job after size bytes: 4 MiB of
// 1 MiB writes into a 64 MiB file is 4 writes, buffered (random, spread over
// the whole file but as many) or direct (sequential).
TEST(Simulation, SizeBelowFilesizeWritesSizeBytes)
{
  const RunResult r = run({"--name=b", "--rw=randwrite", "--bs=1M", "--size=4M", "--filesize=64M", "--direct=0",
                           "--ioengine=psync", "--name=d", "--rw=write", "--bs=1M", "--size=4M", "--filesize=64M",
                           "--direct=1", "--ioengine=psync"});
  ASSERT_EQ(r.jobs.size(), 2u);
  for (const auto& j : r.jobs) {
    EXPECT_EQ(j.write.total_ios, 4u);
    EXPECT_EQ(j.write.io_bytes, uint64_t{4} << 20);
  }
}

// A device whose one thread serves every command (dev.serial_transfer) serves
// the flush itself. Two jobs each write 64 MiB direct and then end_fsync:
// whichever flushes first takes both jobs' 128 MiB (0.671 s at 200 MB/s,
// plus dev.flush_latency), and the other's flush, which finds the cache
// empty, shares the thread with it (its 100 us at half speed). The one-job
// figure is the overlapping device's (FlushWaitsForTheVolatileCacheToDrain).
TEST(Simulation, ASerialDeviceServesTheFlushItself)
{
  const RunResult r = run({"--name=a", "--rw=write", "--bs=1M", "--size=64M", "--direct=1", "--ioengine=psync",
                           "--end_fsync=1", "--numjobs=2", "--set", "dev.serial_transfer=1", "--set",
                           "dev.cache_size=1GiB", "--set", "dev.cache_drain_bw=200MB/s", "--set",
                           "dev.cache_drain_delay=60s", "--set", "dev.flush_latency=100us", "--set", "fs.files_exist=1"});
  ASSERT_EQ(r.jobs.size(), 2u);
  const double first = std::max(r.jobs[0].end_fsync_time, r.jobs[1].end_fsync_time);
  const double second = std::min(r.jobs[0].end_fsync_time, r.jobs[1].end_fsync_time);
  const double taken = 2 * 67108864.0 / 200e6 + 100e-6 + 100e-6; // its work, and the other's 100 us beside it
  EXPECT_NEAR(first, taken, 0.01 * taken);
  EXPECT_NEAR(second, 200e-6, 50e-6);
}

// Once the cache holds dev.cache_size, writes go at the drain rate: 2 GiB at
// QD32 into a 512 MiB cache draining at 1 GB/s from a 6.9 GB/s device takes
// 512 MiB / 6.9 GB/s + 1.5 GiB / 1 GB/s (the first 512 MiB fill it at the
// transfer rate; SLC off).
TEST(Simulation, AFullWriteCacheHoldsWritesToItsDrainRate)
{
  const RunResult r = run({"--name=c", "--rw=write", "--bs=1M", "--size=2G", "--direct=1", "--ioengine=libaio",
                           "--iodepth=32", "--set", "dev.cache_size=512MiB", "--set", "dev.cache_drain_bw=1GB/s",
                           "--set", "dev.cache_drain_delay=60s", "--set", "fs.files_exist=1"});
  const double expected = 536870912.0 / 6.9e9 + 1610612736.0 / 1e9;
  EXPECT_NEAR(r.jobs[0].runtime(), expected, 0.02 * expected);
}

// dev.serial_transfer: one thread serves each command whole, so a deep queue
// of 128 KiB writes from huge pages runs at one command per (cmd_service +
// segment_service + 128 KiB / write_bw) = 10 + 5 + 131072 / 2 GB/s = 80.5 us,
// where an overlapping device would reach the 2 GB/s transfer (65.5 us).
TEST(Simulation, SerialTransferServesEachCommandWhole)
{
  const RunResult r = run({"--name=s", "--rw=randwrite", "--bs=128k", "--size=256M", "--direct=1",
                           "--ioengine=libaio", "--iodepth=32", "--mem=shmhuge", "--set", "dev.serial_transfer=1",
                           "--set", "dev.cmd_service=10us", "--set", "dev.segment_service=5us", "--set",
                           "dev.write_bw=2GB/s", "--set", "fs.files_exist=1"});
  const double per_io = 10e-6 + 5e-6 + 131072 / 2e9;
  EXPECT_NEAR(r.jobs[0].runtime() / static_cast<double>(r.jobs[0].write.total_ios), per_io, 0.02 * per_io);
}

// dev.segment_alone: a command alone in the device pays that fraction of its
// segments' time. 128 KiB from fio's ordinary buffer is 32 segments: at QD1
// (always alone) 0.2 against 1 saves 32 x 5 us x 0.8 = 128 us per write; at
// qd16 the commands queue, so the deep rate stays the queue's (within 1%).
// 1 MiB cut at dev.max_transfer (512 KiB) is one IO's two commands, alone
// together: 256 x 5 us x 0.8 = 1024 us.
TEST(Simulation, ALoneCommandPaysItsShareOfTheSegmentTime)
{
  const std::string job = "--name=a --rw=write --bs=128k --size=64M --direct=1 --ioengine=libaio --set "
                          "dev.cmd_service=10us --set dev.segment_service=5us --set dev.write_bw=2GB/s --set "
                          "dev.latency_jitter=0 --set fs.files_exist=1 ";
  auto clat = [&](int qd, const std::string& alone) {
    const auto j = run_cli_json(job + "--iodepth=" + std::to_string(qd) + " --set dev.segment_alone=" + alone);
    return j["jobs"][0]["write"]["clat_ns"]["mean"].get<double>() * 1e-9;
  };
  EXPECT_NEAR(clat(1, "1") - clat(1, "0.2"), 32 * 5e-6 * 0.8, 1e-7);
  const double deep = clat(16, "1");
  EXPECT_NEAR(clat(16, "0.2"), deep, 0.01 * deep);
  auto clat_1m = [&](const std::string& alone) {
    const auto j = run_cli_json(job + "--bs=1M --iodepth=1 --set dev.max_transfer=512KiB --set dev.segment_alone=" + alone);
    return j["jobs"][0]["write"]["clat_ns"]["mean"].get<double>() * 1e-9;
  };
  EXPECT_NEAR(clat_1m("1") - clat_1m("0.2"), 256 * 5e-6 * 0.8, 1e-6);
}

// dev.alone_write_bw: a write request alone in a serial device moves its
// data at the lone rate. QD1 O_DIRECT 1 MiB (one command of 4 MiB
// max_transfer) takes 1 MiB x (1/1 GB/s - 1/2 GB/s) = 524.3 us longer than
// with the queue's rate; the same 1 MiB cut at 512 KiB is still one request
// alone. At qd16 the commands are queued and keep dev.write_bw (within 2%).
// A 64 KiB psync job with fsync every 32 writes writes back 2 MiB alone per
// sync: each sync is 2 MiB x (1/1 - 1/2 GB/s) = 1048.6 us longer.
TEST(Simulation, ALoneWriteRequestMovesAtTheLoneRate)
{
  const std::string job = "--name=a --rw=write --size=64M --ioengine=libaio --set dev.serial_transfer=1 --set "
                          "dev.cmd_service=10us --set dev.write_bw=2GB/s --set dev.latency_jitter=0 --set "
                          "fs.files_exist=1 --set dev.max_transfer=4MiB ";
  auto clat = [&](const std::string& extra, const std::string& lone) {
    const auto j = run_cli_json(job + extra + " --set dev.alone_write_bw=" + lone);
    return j["jobs"][0]["write"]["clat_ns"]["mean"].get<double>() * 1e-9;
  };
  const double d = 1048576.0 * (1 / 1e9 - 1 / 2e9);
  EXPECT_NEAR(clat("--direct=1 --bs=1M --iodepth=1", "1GB/s") - clat("--direct=1 --bs=1M --iodepth=1", "0"), d, 1e-7);
  EXPECT_NEAR(clat("--direct=1 --bs=1M --iodepth=1 --set dev.max_transfer=512KiB", "1GB/s") -
                  clat("--direct=1 --bs=1M --iodepth=1 --set dev.max_transfer=512KiB", "0"),
              d, 1e-7);
  const double deep = clat("--direct=1 --bs=128k --iodepth=16", "0");
  EXPECT_NEAR(clat("--direct=1 --bs=128k --iodepth=16", "1GB/s"), deep, 0.02 * deep);
  auto sync_mean = [&](const std::string& lone) {
    const auto j = run_cli_json(job + "--bs=64k --ioengine=psync --fsync=32 --set dev.max_transfer=512KiB "
                                      "--set dev.alone_write_bw=" + lone);
    return j["jobs"][0]["sync"]["lat_ns"]["mean"].get<double>() * 1e-9;
  };
  EXPECT_NEAR(sync_mean("1GB/s") - sync_mean("0"), 2 * d, 0.02 * 2 * d);
}

// dev.fresh_drain_factor: the same 256 MiB into fio's fresh layout
// (fs.files_exist=0) drains at half the rate when the factor is 0.5, so
// end_fsync takes 2 x 1.342 s (fresh_write_factor=1 and no extent
// conversion keep the writes themselves as fast as rewrites).
TEST(Simulation, FreshBlocksDrainAtTheirShareOfTheDrainRate)
{
  const RunResult r = run({"--name=c", "--rw=write", "--bs=1M", "--size=256M", "--direct=1", "--ioengine=psync",
                           "--end_fsync=1", "--set", "dev.cache_size=1GiB", "--set", "dev.cache_drain_bw=200MB/s",
                           "--set", "dev.cache_drain_delay=60s", "--set", "dev.flush_latency=100us", "--set",
                           "fs.files_exist=0", "--set", "dev.fresh_write_factor=1", "--set",
                           "dev.fresh_drain_factor=0.5", "--set", "fs.unwritten_convert=0"});
  const double expected = 2 * 268435456.0 / 200e6 + 100e-6;
  EXPECT_NEAR(r.jobs.at(0).end_fsync_time, expected, 0.01 * expected);
}

// cpu.smp_efficiency: all cores busy deliver cores x efficiency (never less
// than one core), and each task at most one core. Two CPU-bound writers on
// two cores (50 us of fs.write_call per 4 KiB write, in cache) take 1/eff as
// long as at 1; one writer alone is not slowed. (This VM: fio's null engine
// 2.95 M IOPS with one job, 3.93 M with two: 0.67.)
TEST(Simulation, BusyCoresDeliverTheirSmpEfficiency)
{
  auto runtime = [](const std::string& jobs, const std::string& eff) {
    return run_cli_json("--name=s --rw=write --bs=4k --size=32M --ioengine=psync --numjobs=" + jobs +
                        " --set cpu.cores=2 --set fs.write_call=50us --set cpu.smp_efficiency=" + eff)["jobs"][0]
               ["job_runtime"]
                   .get<double>() /
           1e3;
  };
  const double two = runtime("2", "1");
  EXPECT_NEAR(two, 8192 * 50e-6, 0.05 * 8192 * 50e-6); // each writer on its own core
  EXPECT_NEAR(runtime("2", "0.75") / two, 1 / 0.75, 0.03);
  EXPECT_NEAR(runtime("2", "0.5") / two, 2.0, 0.04);
  EXPECT_NEAR(runtime("1", "0.5") / runtime("1", "1"), 1.0, 0.01); // never below one core
}

// fio syncs the file of the write that made the sync due, and its round robin
// (file_service_type=roundrobin, one write per file) alternates files by
// write: with nrfiles=2 and fsync=64 every sync falls on the second file.
// 8 MiB in 4 KiB writes is 1024 writes per file; the sync due after the
// 2048th write is not issued (the job ends), so the last one, after write
// 1984, has written back the second file's 992 writes: 992 x 4 KiB. The first
// file stays dirty (no end_fsync, 64 GiB of memory: no background writeback).
// An aggregated batch writes one file: the batches take each file's
// round-robin share of the writes before a sync in turn, and the sync takes
// the file of the window's last write. Before, the sync took the batch's file
// (all 1984 pages were written back; the property test's seed 100 ran 29%
// longer aggregated than exact), and equal shares cut by other batch limits
// left the second file 32 pages short. Three files and fsync=10 (syncs on
// files 0, 1, 2 in turn) come out the same in both modes.
TEST(Simulation, RoundRobinFilesSyncTheFileOfTheDueWrite)
{
  const std::string job = "--name=r --rw=write --bs=4k --size=8M --fsync=64 --nrfiles=2 --ioengine=psync "
                          "--set mem.total=64GiB";
  for (const char* mode : {"0", "1"}) {
    const auto j = run_cli_json(job + " --set sim.aggregate=" + mode);
    EXPECT_NEAR(j["wbsim"]["flusher"]["bytes"].get<double>(), 992 * 4096.0, 4096) << "sim.aggregate=" << mode;
  }
  const std::string three = "--name=r --rw=write --bs=4k --size=8M --fsync=10 --nrfiles=3 --ioengine=psync "
                            "--set mem.total=64GiB";
  const double exact = run_cli_json(three + " --set sim.aggregate=0")["wbsim"]["flusher"]["bytes"].get<double>();
  const double aggregated = run_cli_json(three + " --set sim.aggregate=1")["wbsim"]["flusher"]["bytes"].get<double>();
  EXPECT_NEAR(aggregated, exact, 4096);
  EXPECT_GT(exact, 2000 * 4096.0); // every file synced: nearly all 2048 pages
}
