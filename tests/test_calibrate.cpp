// `wbsim calibrate`: the fits must recover the parameters that generated
// synthetic measurements (exact data, so to 1e-6 relative), the profile the
// writer produces must load back with apply_profile and give those values,
// and a tiny real run must produce a profile that loads and leave the
// scratch directory empty. The machines are shared and noisy: no test
// asserts a measured timing.
#include "CalibrateCommand.hpp"
#include "Calibrator.hpp"
#include "DiskStats.hpp"
#include "SystemOps.hpp"
#include "WakeupProbe.hpp"
#include "FioOverhead.hpp"
#include "Params.hpp"
#include "Profile.hpp"
#include "TailFit.hpp"
#include "TestbedMatrix.hpp"
#include "InterruptTail.hpp"
#include "WriteCost.hpp"

#include "TempDir.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <pthread.h>
#include <sched.h>

#include <unistd.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>

namespace fs = std::filesystem;
using namespace wbsim;

namespace {

// A fresh directory under /tmp per test (tests/TempDir.hpp).
struct TempDir : wbsim::test::TempDir {
  TempDir() : wbsim::test::TempDir("wbsim-calibrate-test") {}
};

std::vector<double> block_sizes()
{
  std::vector<double> v;
  for (double b = 4096; b <= 1048576; b *= 2)
    v.push_back(b);
  return v;
}

double get(const Params& p, const char* key)
{
  return std::get<double>(p.get(key));
}

std::string read_all(const std::string& path)
{
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

} // namespace

// Phase 1: t(bs) = 20us + bs/(2 GB/s) is a line; the fit is exact.
TEST(CalibrateFit, ServiceTimeRecoversLatencyAndBandwidth)
{
  const double latency = 20e-6, bw = 2e9;
  std::vector<double> t;
  for (double b : block_sizes())
    t.push_back(latency + b / bw);
  const ServiceTimeFit f = fit_service_time(block_sizes(), t);
  EXPECT_NEAR(f.intercept / latency, 1.0, 1e-6);
  EXPECT_NEAR(f.bw / bw, 1.0, 1e-6);
  EXPECT_GT(f.fit.r_squared, 0.999999);
  EXPECT_EQ(f.fit.rank, 2);
}

// Phase 2: 1.5us per call and 10 GB/s copy, non-negative fit.
TEST(CalibrateFit, WritePathRecoversPerCallAndCopyBandwidth)
{
  const double per_call = 1.5e-6, copy = 10e9;
  std::vector<double> t;
  for (double b : block_sizes())
    t.push_back(per_call + b / copy);
  const WritePathFit f = fit_write_path(block_sizes(), t);
  EXPECT_NEAR(f.per_call / per_call, 1.0, 1e-6);
  EXPECT_NEAR(f.copy_bw / copy, 1.0, 1e-6);
}

// A negative intercept in the data is held at 0 by NNLS, not returned.
TEST(CalibrateFit, WritePathCostsAreNonNegative)
{
  std::vector<double> t;
  for (double b : block_sizes())
    t.push_back(-0.5e-6 + b / 5e9); // 4k: 0.32us, all times positive
  const WritePathFit f = fit_write_path(block_sizes(), t);
  EXPECT_GE(f.per_call, 0.0);
  EXPECT_GT(f.copy_bw, 0.0);
}

// Deep-queue curve bw(qd) = B*qd/(qd+k) with B = 3 GB/s, k = 2.5.
TEST(CalibrateFit, QueueCurveRecoversAsymptote)
{
  const double B = 3e9, k = 2.5;
  const std::vector<double> qd = {1, 2, 4, 8, 16, 32};
  std::vector<double> bw;
  for (double q : qd)
    bw.push_back(B * q / (q + k));
  const QueueCurveFit f = fit_queue_curve(qd, bw);
  EXPECT_TRUE(f.converged);
  EXPECT_NEAR(f.max_bw / B, 1.0, 1e-6);
  EXPECT_NEAR(f.half_qd / k, 1.0, 1e-6);
  EXPECT_GT(f.r_squared, 0.999999);
  ASSERT_EQ(f.residuals.size(), qd.size());
}

// Phase 2 with the model's own cost function: synthetic times from
// WriteCost (plus the uncontended i_pages holds, as BufferedWrite charges
// them) for first writes 512 B..1 MiB and rewrites, with large folios. The
// fit must separate per call, per page, per folio and per byte exactly
// (1e-6), and map them back to the parameters that generated the data.
namespace {

Params buffered_truth(bool large_folios)
{
  Params p;
  p.set("pc.large_folios", large_folios ? "1" : "0");
  p.set("fs.write_call", "0.9us");
  p.set("pc.page_init", "0.05us");
  p.set("pc.folio_alloc", "0.5us"); // 2x the defaults of the per-folio costs
  p.set("pc.add_folio", "0.16us");
  p.set("pc.mark_dirty", "0.08us");
  p.set("pc.lru_add_large", "0.7us");
  p.set("cpu.copy_stream_bytes", "512KiB");
  p.set("cpu.copy_stream_page", "0.02us"); // pages of the 512 KiB folios
  p.set("cpu.copy_bw", "6GB/s");
  return p;
}

std::vector<BufferedPoint> buffered_points(const Params& truth)
{
  std::vector<BufferedPoint> pts;
  for (int rewrite = 0; rewrite < 2; ++rewrite)
    for (double bs = 512; bs <= 1048576; bs *= 4) {
      BufferedPoint pt;
      pt.bs = bs;
      pt.total_bytes = 64.0 * 1048576;
      pt.fresh_bytes = rewrite ? 8.0 * 1048576 : pt.total_bytes; // a rewrite loop's first pass is fresh
      const WriteCounts c = stream_counts(truth, bs, pt.fresh_bytes / pt.total_bytes);
      WriteShape sh;
      sh.pages_new = c.pages_new;
      sh.folios_new = c.folios_new;
      sh.folios_new_large = c.folios_new_large;
      sh.pages_new_stream = c.pages_new_stream;
      sh.folios_dirtied = c.folios_dirtied;
      sh.folios_touched = c.folios_touched;
      sh.bytes = c.bytes;
      pt.seconds = WriteCost(truth).cost(sh).total() + c.folios_new * truth.lock_insert +
                   c.folios_dirtied * truth.lock_mark_dirty;
      pts.push_back(pt);
    }
  return pts;
}

double fitted(const std::vector<FittedParam>& v, const std::string& key)
{
  for (const auto& f : v)
    if (f.key == key)
      return f.value;
  ADD_FAILURE() << key << " not fitted";
  return 0;
}

} // namespace

TEST(CalibrateFit, BufferedCostsSeparatePagesFoliosAndBytes)
{
  const Params truth = buffered_truth(true);
  // Counts of the model's folio policy: a 1 MiB first write creates one
  // order-8 folio (256 pages); a 512 B write creates 1/8 of a 4 KiB folio.
  const WriteCounts big = stream_counts(truth, 1048576, 1.0), small = stream_counts(truth, 512, 1.0);
  EXPECT_NEAR(big.folios_new, 1.0, 1e-9);
  EXPECT_NEAR(big.folios_new_large, 1.0, 1e-9);
  EXPECT_NEAR(big.pages_new, 256.0, 1e-9);
  EXPECT_NEAR(small.folios_new, 0.125, 1e-9);
  EXPECT_NEAR(small.folios_new_large, 0.0, 1e-12);
  const BufferedCostFit f = fit_buffered_costs(buffered_points(truth), truth);
  ASSERT_TRUE(f.folio_separate);
  // Sub-page points make order-0 folios, 8 KiB and up one large folio each:
  // a large folio's unbatched LRU move is its own column.
  ASSERT_TRUE(f.large_separate);
  // 512 KiB writes make folios of cpu.copy_stream_bytes: their pages are a column.
  ASSERT_TRUE(f.long_separate);
  EXPECT_EQ(f.fit.rank, 6);
  EXPECT_NEAR(f.per_large / 0.7e-6, 1.0, 1e-6);
  EXPECT_NEAR(f.per_page_long / 0.03e-6, 1.0, 1e-6);
  EXPECT_NEAR(f.per_call / (truth.cpu_syscall + truth.fs_write_call + truth.throttle_call), 1.0, 1e-6);
  EXPECT_NEAR(f.per_page / 0.05e-6, 1.0, 1e-6);
  const double folio = 0.5e-6 + 0.16e-6 + 0.08e-6 + truth.lock_insert + truth.lock_mark_dirty;
  EXPECT_NEAR(f.per_folio / folio, 1.0, 1e-6);
  EXPECT_NEAR(1.0 / f.per_byte / 6e9, 1.0, 1e-6);
  // Back to parameters: the held defaults are taken off the call, and the
  // per-folio total is split over the three CPU parts and the two i_pages
  // holds in the ratio of their defaults (pc.folio_alloc, pc.add_folio,
  // pc.mark_dirty, lock.insert, lock.mark_dirty): each is its default times
  // total / (sum of the defaults), and together they give the measured total back.
  const std::vector<FittedParam> ps = buffered_cost_params(f, Params(), buffered_points(truth), "synthetic");
  EXPECT_NEAR(fitted(ps, "fs.write_call") / 0.9e-6, 1.0, 1e-6);
  EXPECT_NEAR(fitted(ps, "pc.page_init") / 0.05e-6, 1.0, 1e-6);
  const Params d;
  const double scale = folio / (d.pc_folio_alloc + d.pc_add_folio + d.pc_mark_dirty + d.lock_insert + d.lock_mark_dirty);
  EXPECT_NEAR(fitted(ps, "pc.folio_alloc") / (d.pc_folio_alloc * scale), 1.0, 1e-6);
  EXPECT_NEAR(fitted(ps, "pc.add_folio") / (d.pc_add_folio * scale), 1.0, 1e-6);
  EXPECT_NEAR(fitted(ps, "pc.mark_dirty") / (d.pc_mark_dirty * scale), 1.0, 1e-6);
  EXPECT_NEAR(fitted(ps, "lock.insert") / (d.lock_insert * scale), 1.0, 1e-6);
  EXPECT_NEAR(fitted(ps, "lock.mark_dirty") / (d.lock_mark_dirty * scale), 1.0, 1e-6);
  EXPECT_NEAR((fitted(ps, "pc.folio_alloc") + fitted(ps, "pc.add_folio") + fitted(ps, "pc.mark_dirty") +
               fitted(ps, "lock.insert") + fitted(ps, "lock.mark_dirty")) / folio,
              1.0, 1e-6);
  EXPECT_NEAR(fitted(ps, "pc.lru_add_large") / 0.7e-6, 1.0, 1e-6);
  EXPECT_NEAR(fitted(ps, "cpu.copy_stream_page") / 0.02e-6, 1.0, 1e-6);
  EXPECT_NEAR(fitted(ps, "cpu.copy_bw") / 6e9, 1.0, 1e-6);
}

// calibrate picks the streaming threshold among its first-write sizes: with
// points made at 512 KiB (the truth) the 512 KiB candidate fits exactly and
// wins over none and 128 KiB; with points made without one, no candidate
// has cheaper long pages, so none (0) is kept.
TEST(CalibrateFit, TheStreamingThresholdIsChosenAmongTheSizes)
{
  const Params truth = buffered_truth(true);
  const StreamChoice with = choose_stream_threshold(buffered_points(truth), truth, {128 * 1024.0, 512 * 1024.0});
  EXPECT_EQ(with.bytes, 512 * 1024.0);
  EXPECT_GT(with.rss_none, 0.0);
  EXPECT_LT(with.rss, 1e-12);
  EXPECT_NEAR(with.fit.per_page_long / 0.03e-6, 1.0, 1e-6);
  Params flat = truth;
  flat.set("cpu.copy_stream_bytes", "0");
  const StreamChoice without = choose_stream_threshold(buffered_points(flat), truth, {128 * 1024.0, 512 * 1024.0});
  EXPECT_EQ(without.bytes, 0.0);
  EXPECT_NEAR(without.fit.per_page / 0.05e-6, 1.0, 1e-6);
}

// Only large new folios among the points (writes of 8 KiB and up, and
// rewrites): a large folio's LRU move cannot be told from the per-folio
// work, so it is held at the model's value and the rest stays exact.
TEST(CalibrateFit, OnlyLargeFoliosHoldTheirLruMove)
{
  const Params truth = buffered_truth(true);
  std::vector<BufferedPoint> pts;
  for (const BufferedPoint& pt : buffered_points(truth))
    if (pt.bs >= 8192)
      pts.push_back(pt);
  const BufferedCostFit f = fit_buffered_costs(pts, truth);
  EXPECT_FALSE(f.large_separate);
  EXPECT_NEAR(f.per_large / 0.7e-6, 1.0, 1e-9);
  const double folio = 0.5e-6 + 0.16e-6 + 0.08e-6 + truth.lock_insert + truth.lock_mark_dirty;
  EXPECT_NEAR(f.per_folio / folio, 1.0, 1e-6);
  for (const auto& p : buffered_cost_params(f, Params(), pts, "synthetic"))
    EXPECT_NE(p.key, "pc.lru_add_large");
}

// A call cheaper than the syscall and throttle estimates (0.3 + 0.05 us):
// the machine's syscall is 0.1 us, its throttle check 0.02 and the
// filesystem's call nothing, so c = 0.12 us.
Params cheap_call_truth()
{
  Params truth = buffered_truth(true);
  truth.set("fs.write_call", "0");
  truth.set("cpu.syscall", "0.1us");
  truth.set("throttle.call", "0.02us");
  return truth;
}

// fs.write_call cannot go below 0, so cpu.syscall and throttle.call take c
// in the ratio of their estimates, and together they give c back.
TEST(CalibrateFit, ACallCheaperThanTheHeldEstimatesScalesThem)
{
  const Params truth = cheap_call_truth();
  const BufferedCostFit f = fit_buffered_costs(buffered_points(truth), truth);
  EXPECT_NEAR(f.per_call / 0.12e-6, 1.0, 1e-6);
  const std::vector<FittedParam> ps = buffered_cost_params(f, Params(), buffered_points(truth), "synthetic");
  EXPECT_EQ(fitted(ps, "fs.write_call"), 0.0);
  EXPECT_NEAR(fitted(ps, "cpu.syscall") / (0.3e-6 * 0.12 / 0.35), 1.0, 1e-6);
  EXPECT_NEAR(fitted(ps, "throttle.call") / (0.05e-6 * 0.12 / 0.35), 1.0, 1e-6);
}

// With the syscall measured (calibrate's getppid() loop), the same cheap
// call keeps the measurement: here the machine's syscall is 0.1 us as the
// truth says, so throttle.call takes the 0.02 us left and cpu.syscall is
// not among the fitted values. The per-call total is still c.
TEST(CalibrateFit, ACallCheaperThanTheEstimatesKeepsAMeasuredSyscall)
{
  const Params truth = cheap_call_truth();
  const BufferedCostFit f = fit_buffered_costs(buffered_points(truth), truth);
  Params measured;
  measured.set("cpu.syscall", "0.1us");
  const std::vector<FittedParam> ps = buffered_cost_params(f, measured, buffered_points(truth), "synthetic", true);
  EXPECT_EQ(fitted(ps, "fs.write_call"), 0.0);
  EXPECT_NEAR(fitted(ps, "throttle.call") / 0.02e-6, 1.0, 1e-5);
  for (const auto& p : ps)
    EXPECT_NE(p.key, "cpu.syscall");
}

// Without large folios every new folio is one page: per-folio work is held
// at the model's values (not separable) and the rest is still exact.
TEST(CalibrateFit, BufferedCostsWithoutLargeFoliosHoldPerFolio)
{
  Params truth = buffered_truth(false);
  const BufferedCostFit f = fit_buffered_costs(buffered_points(truth), truth);
  EXPECT_FALSE(f.folio_separate);
  EXPECT_EQ(f.fit.rank, 3);
  EXPECT_NEAR(f.per_page / 0.05e-6, 1.0, 1e-6);
  EXPECT_NEAR(1.0 / f.per_byte / 6e9, 1.0, 1e-6);
  const std::vector<FittedParam> ps = buffered_cost_params(f, truth, buffered_points(truth), "synthetic");
  for (const auto& p : ps)
    EXPECT_NE(p.key, "pc.folio_alloc");
}

// fio's JSON gives runtime in whole milliseconds: 32 MiB simulated in 4.6 ms
// reads as 5 ms (6711 MB/s, -8%), and 2 MiB in 0.35 ms as 0 (0 MB/s). The
// self-check divides by wbsim.sim_time_s where that is the runtime (within
// fio's rounding), and by the milliseconds where it is not (a job that
// starts late: sim_time_s counts the delay, fio's runtime does not).
TEST(CalibrateSelfCheck, GroupBandwidthUsesTheExactSimulatedTime)
{
  auto doc = [](double runtime_ms, double sim_s) {
    nlohmann::json d;
    d["jobs"] = nlohmann::json::array();
    for (int i = 0; i < 2; ++i)
      d["jobs"].push_back({{"write", {{"io_bytes", 16.0 * 1048576}, {"runtime", runtime_ms}}}});
    d["wbsim"] = {{"sim_time_s", sim_s}};
    return d;
  };
  EXPECT_NEAR(group_bw(doc(5, 0.0046)), 32.0 * 1048576 / 0.0046, 1.0);
  EXPECT_NEAR(group_bw(doc(0, 0.00035)), 32.0 * 1048576 / 0.00035, 1.0);
  EXPECT_NEAR(group_bw(doc(40, 1.040)), 32.0 * 1048576 / 0.040, 1.0); // started 1 s late
  nlohmann::json fio_only = doc(40, 0.040);
  fio_only.erase("wbsim");
  EXPECT_NEAR(group_bw(fio_only), 32.0 * 1048576 / 0.040, 1.0);
}

// The io-wq start's self-check compares fio's longest clat less its median
// with the model's: a job whose p50 is 93 us and max 347 us (the model's
// 4 KiB qd16 with calBQ, 2026-12-07) waited 254 us past the median.
TEST(CalibrateSelfCheck, ClatTailIsTheLongestLessTheMedian)
{
  nlohmann::json d;
  d["jobs"] = nlohmann::json::array();
  d["jobs"].push_back({{"write", {{"clat_ns", {{"max", 347000.0}, {"percentile", {{"50.000000", 93000.0}}}}}}}});
  EXPECT_NEAR(clat_tail(d), 254e-6, 1e-12);
  d["jobs"][0]["write"]["clat_ns"].erase("max");
  EXPECT_THROW(clat_tail(d), nlohmann::json::exception);
}

TEST(CalibrateFit, TooFewPointsAreRefused)
{
  EXPECT_THROW(fit_service_time({4096}, {1e-5}), std::invalid_argument);
  EXPECT_THROW(fit_write_path({4096, 8192}, {1e-5}), std::invalid_argument);
}

// The writer's values load back through apply_profile (the %.6g text keeps
// 6 significant digits, hence 1e-5), and only the fitted keys change.
TEST(CalibrateProfile, LoadsBackWithTheFittedValues)
{
  const std::vector<FittedParam> fitted = {
      {"dev.write_latency", 20e-6, "fit of QD1 service time, R²=1.0000, residuals (us): 4k:+0 1M:-0"},
      {"dev.write_bw", 2e9, "1/slope"},
      {"fs.write_call", 1.2e-6, "per call"},
      {"cpu.copy_bw", 10e9, "per byte"}};
  const std::string text = calibration_profile("host-calibrated", "test, 2026-01-01", fitted, {"a note"});
  EXPECT_NE(text.find("# dev.write_latency: fit of QD1 service time"), std::string::npos);
  Params p;
  const ProfileInfo info = apply_profile_text(text, "<test>", p);
  EXPECT_EQ(info.name, "host-calibrated");
  EXPECT_NEAR(get(p, "dev.write_latency") / 20e-6, 1.0, 1e-5);
  EXPECT_NEAR(get(p, "dev.write_bw") / 2e9, 1.0, 1e-5);
  EXPECT_NEAR(get(p, "fs.write_call") / 1.2e-6, 1.0, 1e-5);
  EXPECT_NEAR(get(p, "cpu.copy_bw") / 10e9, 1.0, 1e-5);
  const Params d;
  EXPECT_EQ(get(p, "dev.read_bw"), get(d, "dev.read_bw")); // unfitted: default
  EXPECT_EQ(get(p, "cpu.syscall"), get(d, "cpu.syscall"));
}

// A fit outside the table's range is left out (with a comment), so the file
// still loads and the default applies.
TEST(CalibrateProfile, OutOfRangeFitIsLeftOut)
{
  const std::string text = calibration_profile("h", "d", {{"dev.write_bw", 1e15, "absurd"}}, {});
  EXPECT_NE(text.find("NOT WRITTEN"), std::string::npos);
  Params p;
  apply_profile_text(text, "<test>", p);
  EXPECT_EQ(get(p, "dev.write_bw"), get(Params(), "dev.write_bw"));
  EXPECT_THROW(calibration_profile("h", "d", {{"no.such_key", 1, "x"}}, {}), ParamError);
}

// One tiny real run: every phase runs, the fitted keys are the expected
// ones, the profile loads, and the scratch directory is left empty.
TEST(CalibrateRun, TinyRunWritesAProfileThatLoads)
{
  TempDir dir;
  CalibrateConfig cfg;
  cfg.directory = dir.path();
  cfg.tiny = true;
  const CalibrationResult r = Calibrator(cfg).run();
  ASSERT_FALSE(r.stopped) << r.stop_reason;
  std::vector<std::string> keys;
  for (const auto& f : r.fitted)
    keys.push_back(f.key);
  for (const char* k : {"dev.write_latency", "dev.write_bw", "dev.read_latency", "dev.read_bw", "fs.write_call",
                        "cpu.wakeup"})
    EXPECT_NE(std::find(keys.begin(), keys.end(), k), keys.end()) << k;
  EXPECT_GE(r.notes.size(), 4u); // device curves, buffered, writeback, memcpy
  EXPECT_EQ(std::count_if(r.notes.begin(), r.notes.end(),
                          [](const std::string& n) { return n.rfind("drift probe", 0) == 0; }),
            1);
  Params p;
  EXPECT_NO_THROW(apply_profile_text(calibration_profile("t", "d", r.fitted, r.notes), "<tiny>", p));
  EXPECT_TRUE(fs::is_empty(dir.path()));
}

// The wake-up probe: every round trip is two wake-ups and two eventfd
// write/read pairs, so the round trip exceeds two non-sleeping pairs (a
// sleeping reader cannot be woken for free), and the estimate is that
// difference halved. The partner thread exits (no hang) however it ends.
TEST(WakeupProbe, RoundTripIsTwoWakeupsPlusTheCalls)
{
  const WakeupMeasurement w = measure_wakeup(500, 3);
  EXPECT_EQ(w.round_trips, 500);
  EXPECT_EQ(w.rounds, 3);
  EXPECT_GT(w.syscalls, 0);
  EXPECT_GT(w.round_trip, 2 * w.syscalls);
  EXPECT_DOUBLE_EQ(w.wakeup, (w.round_trip - 2 * w.syscalls) / 2);
  EXPECT_LT(w.wakeup, 1e-3); // ParamTable's range for cpu.wakeup
  // With two CPUs the threads run pinned to two of them, and the caller's
  // affinity is given back afterwards.
  cpu_set_t after;
  CPU_ZERO(&after);
  ASSERT_EQ(pthread_getaffinity_np(pthread_self(), sizeof after, &after), 0);
  EXPECT_EQ(w.cross_cpu, CPU_COUNT(&after) >= 2);
  std::printf("wake-up probe: %.2f us per wake-up, %s\n", w.wakeup * 1e6, w.cross_cpu ? "two CPUs" : "one CPU");
}

// fio's null engine: a per-IO cost between 50 ns and 50 us (fio 3.33 here:
// 0.72 us), the median of the runs, and the fio executable found on $PATH.
// setup.sh installs fio; without it the measurement must say so, not guess.
TEST(FioOverhead, NullEngineGivesFiosPerIoCost)
{
  EXPECT_EQ(find_on_path("wbsim-no-such-program"), "");
  EXPECT_FALSE(find_on_path("sh").empty());
  if (find_on_path("fio").empty()) {
    EXPECT_THROW(measure_fio_overhead(1, 1000), std::runtime_error);
    GTEST_SKIP() << "no fio on $PATH";
  }
  const FioOverhead o = measure_fio_overhead(3, 20000);
  EXPECT_EQ(o.runs, 3);
  EXPECT_GT(o.per_io, 50e-9);
  EXPECT_LT(o.per_io, 50e-6);
  EXPECT_GE(o.spread, 0);
}

// cpu.smp_efficiency from two null-engine measurements: the per-IO time of
// one job against that of `cores` jobs together, per core (this VM: 0.339
// against 0.255 us per IO over 2 cores, 0.665), kept within the parameter's
// range, and 1 where it cannot be told (one core, no measurement).
TEST(FioOverhead, SmpEfficiencyIsOneJobAgainstAllPerCore)
{
  FioOverhead one, all;
  one.per_io = 0.339e-6;
  all.per_io = 0.255e-6;
  EXPECT_NEAR(smp_efficiency(one, all, 2), 0.339 / 0.255 / 2, 1e-12);
  all.per_io = 0.339e-6 / 2; // perfect scaling
  EXPECT_DOUBLE_EQ(smp_efficiency(one, all, 2), 1.0);
  all.per_io = 0.339e-6 / 3; // faster than the cores can be: noise, clamped
  EXPECT_DOUBLE_EQ(smp_efficiency(one, all, 2), 1.0);
  all.per_io = 1e-3;
  EXPECT_DOUBLE_EQ(smp_efficiency(one, all, 2), 0.05);
  EXPECT_DOUBLE_EQ(smp_efficiency(one, all, 1), 1.0);
  all.per_io = 0;
  EXPECT_DOUBLE_EQ(smp_efficiency(one, all, 2), 1.0);
}

// Through the command: -o is written whole and loads with apply_profile;
// no temporary file is left beside it.
TEST(CalibrateRun, CommandWritesOutputThatLoads)
{
  TempDir dir, out;
  const std::string prof = out.path() + "/machine.profile";
  const int rc = cmd_calibrate({"--directory", dir.path(), "-o", prof, "--tiny", "--no-progress"});
  ASSERT_EQ(rc, 0);
  Params p;
  EXPECT_NO_THROW(apply_profile(prof, p));
  EXPECT_NE(read_all(prof).find("-calibrated"), std::string::npos);
  // This machine's facts: cpu.cores is the online CPU count
  // (sysconf(_SC_NPROCESSORS_ONLN)), mem.total is /proc/meminfo's MemTotal.
  EXPECT_EQ(get(p, "cpu.cores"), static_cast<double>(sysconf(_SC_NPROCESSORS_ONLN)));
  std::ifstream mi("/proc/meminfo");
  std::string k, unit;
  double kb = 0, total = 0;
  while (mi >> k >> kb >> unit)
    if (k == "MemTotal:")
      total = kb * 1024;
  EXPECT_EQ(get(p, "mem.total"), total);
  EXPECT_NE(read_all(prof).find("# cpu.cores: measured on "), std::string::npos);
  EXPECT_EQ(p.source("cpu.cores").find(prof), 0u) << p.source("cpu.cores");
  size_t n = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(out.path()))
    ++n;
  EXPECT_EQ(n, 1u);
  EXPECT_TRUE(fs::is_empty(dir.path()));
}

// dev.kick from this project's VM (2026-12-04, fio 3.33, 4 KiB random
// O_DIRECT writes at qd32, one IO per call): fio's thread 13.3 us of CPU per
// IO, and a modelled CPU per IO of 4.1 us leaves 9.2 us for the doorbell and
// the interrupt; a thread cheaper than the model leaves nothing.
TEST(Calibrate, KickIsTheSingleCallTimeBeyondTheModelledCpu)
{
  EXPECT_NEAR(kick_from_probes(13.3e-6, 4.1e-6), 9.2e-6, 1e-12);
  EXPECT_DOUBLE_EQ(kick_from_probes(3.0e-6, 4.1e-6), 0.0);
}

// fio 3.33 on this project's VM (2026-12-05 18:40, round 1 of
// notes/benchmarks/session30/fresh-ladder.txt): first passes of 16, 32, 64 and
// 128 KiB random writes at qd32 took 19.96, 25.27, 38.09 and 60.06 us per IO
// against 9.76, 12.42, 21.26 and 29.11 rewriting. The section is the
// difference, a + bytes/bw: least squares with weights 1/first^2
// (scipy.optimize.nnls) gives a = 7.231 us, bw = 5908.0 MB/s. A size whose
// first pass is not 10% slower than its rewrite is left out.
TEST(Calibrate, FreshSectionByLeastSquaresOverTheSizes)
{
  const std::vector<double> bytes = {16384, 32768, 65536, 131072};
  const std::vector<double> first = {19.96e-6, 25.27e-6, 38.09e-6, 60.06e-6};
  const FreshSection f = fresh_section_from_fio(bytes, first, {9.76e-6, 12.42e-6, 21.26e-6, 29.11e-6});
  ASSERT_TRUE(f.ok);
  EXPECT_NEAR(f.per_command, 7.231e-6, 0.001e-6);
  EXPECT_NEAR(f.bw, 5908.0e6, 0.5e6);
  const FreshSection g = fresh_section_from_fio(bytes, first, {19.9e-6, 12.42e-6, 21.26e-6, 29.11e-6});
  const FreshSection h = fresh_section_from_fio(std::vector<double>(bytes.begin() + 1, bytes.end()),
                                                std::vector<double>(first.begin() + 1, first.end()),
                                                {12.42e-6, 21.26e-6, 29.11e-6});
  EXPECT_DOUBLE_EQ(g.per_command, h.per_command);
  EXPECT_FALSE(fresh_section_from_fio(bytes, first, {19.9e-6, 25e-6, 38e-6, 29.11e-6}).ok); // one point left
}

// The same points less the slower fresh transfer the device already charges:
// calT5 (notes/benchmarks/session30) had dev.write_bw 6513 MB/s and
// dev.fresh_write_factor 0.578341, 1/(bw f) - 1/bw = 0.11194 ns per byte
// (1.83 us per 16 KiB). The differences left, 8.37, 9.18, 9.49 and 16.28 us,
// give a = 7.231 us, bw = 17446 MB/s (scipy.optimize.nnls, the same weights).
TEST(Calibrate, FreshSectionLessTheFreshTransfer)
{
  const std::vector<double> bytes = {16384, 32768, 65536, 131072};
  const std::vector<double> first = {19.96e-6, 25.27e-6, 38.09e-6, 60.06e-6};
  const double extra = 1 / (6513e6 * 0.578341) - 1 / 6513e6;
  const FreshSection f = fresh_section_from_fio(bytes, first, {9.76e-6, 12.42e-6, 21.26e-6, 29.11e-6}, extra);
  ASSERT_TRUE(f.ok);
  EXPECT_NEAR(f.per_command, 7.231e-6, 0.001e-6);
  EXPECT_NEAR(f.bw, 17446e6, 5e6);
}

TEST(CalibrateRun, UsageErrors)
{
  EXPECT_EQ(cmd_calibrate({"-o", "/tmp/x.profile"}), 2);
  EXPECT_EQ(cmd_calibrate({"--directory", "/tmp"}), 2);
  EXPECT_EQ(cmd_calibrate({"--directory", "/tmp", "-o", "/tmp/x.profile", "--engine=sync"}), 2);
  TempDir out;
  EXPECT_EQ(cmd_calibrate({"--directory", "/nonexistent-wbsim-dir", "-o", out.path() + "/p", "--tiny"}), 1);
  EXPECT_TRUE(fs::is_empty(out.path()));
}

// The tail fit recovers the interruption process that generated the
// percentiles (closed form, model/InterruptTail), to the grid's 12% step,
// from points shaped like calibrate's rewrites (4 KiB .. 1 MiB).
TEST(CalibrateFit, InterruptTailRecoversGapAndTime)
{
  const double gap = 150e-6, time = 14e-6;
  const InterruptTail tail(gap, time);
  std::vector<TailPoint> pts;
  for (double mean : {1.5e-6, 9e-6, 36e-6, 250e-6})
    pts.push_back({0, mean, tail.quantile(mean, 0.5), tail.quantile(mean, 0.9), tail.quantile(mean, 0.99)});
  const TailFitResult f = fit_interrupt_tail(pts);
  ASSERT_TRUE(f.ok);
  EXPECT_NEAR(f.gap, gap, 0.15 * gap);
  EXPECT_NEAR(f.time, time, 0.15 * time);
  EXPECT_LT(f.rms_log, 0.05);
}

// dev.cmd_service and dev.segment_service from deep-queue random writes.
// fio 3.33 on this VM's virtio disk, 2026-12-01 21:02, libaio qd32 randwrite
// O_DIRECT: 4 KiB 19.25 us per IO, 8 KiB 29.58, 128 KiB 105.74 (mem=malloc)
// and 66.64 (mem=shmhuge). s = (105.74 - 19.25) / 31 = 2.790 us, c = 19.25 -
// 2.790 = 16.46 us, B = 131072 / 66.64 us = 1.967 GB/s.
TEST(Calibrate, SegmentTimeFromDeepSmallWritesAndTheHugePageRun)
{
  const DeviceSerialFit f = fit_device_serial(19.25e-6, 29.58e-6, 105.74e-6, 66.64e-6, 1182e6, 631.5e6, 4096);
  const double s = (105.74e-6 - 19.25e-6) / 31;
  EXPECT_NEAR(f.segment_service, s, 1e-12);
  EXPECT_NEAR(f.segment_service, 2.790e-6, 1e-9);
  EXPECT_NEAR(f.cmd_service, 19.25e-6 - s, 1e-12);
  EXPECT_NEAR(f.write_bw, 131072 / 66.64e-6, 1);
}

// dev.segment_alone: calBY (this VM, 2026-12-07 08:06) measured at qd32 4 KiB
// 7.96 us per IO, 8 KiB 6.60, 128 KiB 55.78 and 16.40 from huge pages, and a
// QD1 slope of 4305.2 MB/s. s = (55.78 - 7.96) / 31 = 1.5426 us and
// B = 131072 / 16.40 us = 7.992 GB/s make 1.5426 + 0.5125 = 2.055 us a page
// at depth, where a lone command's page took 4096 / 4305.2 MB/s = 0.9514 us:
// (0.9514 - 0.5125) / 1.5426 = 0.2845 of the segment time. The first test's
// QD1 slope (6.49 us a page) is above its depth figure: no difference, 1.
TEST(Calibrate, ALoneCommandsSegmentsTakeWhatTheQd1SlopeLeaves)
{
  const DeviceSerialFit f = fit_device_serial(7.96e-6, 6.60e-6, 55.78e-6, 16.40e-6, 3622e6, 4305.2e6, 4096);
  EXPECT_NEAR(f.segment_service, 1.5426e-6, 1e-10);
  EXPECT_NEAR(f.segment_alone, 0.2845, 0.0005);
  const DeviceSerialFit g = fit_device_serial(19.25e-6, 29.58e-6, 105.74e-6, 66.64e-6, 1182e6, 631.5e6, 4096);
  EXPECT_EQ(g.segment_alone, 1.0);
  // No QD1 slope (its fit was unusable): nothing to say, 1.
  const DeviceSerialFit h = fit_device_serial(7.96e-6, 6.60e-6, 55.78e-6, 16.40e-6, 3622e6, 0, 4096);
  EXPECT_EQ(h.segment_alone, 1.0);
}

// dev.alone_write_bw from calCH (this session's Intel host, 2026-12-07,
// notes/benchmarks/session48/calCH.log): QD1 slope 2910.9 MB/s (1.4071 us per
// page) against a queued page's 0.1179 us segment and 1.0788 us transfer at
// 3796.7 MB/s. The lone command's page takes 1.4071 - 0.1179 = 1.2892 us:
// 4096 B / 1.2892 us = 3177 MB/s. calBY's figures (the first VM, QD1 slope
// 4305.2 MB/s, faster than the queue) leave nothing for it: 0.
TEST(Calibrate, LoneCommandsMoveAtWhatTheQd1SlopeLeaves)
{
  EXPECT_NEAR(lone_write_bw(2910.9e6, 3796.7e6, 0.1179e-6, 4096), 4096 / (4096 / 2910.9e6 - 0.1179e-6), 1);
  EXPECT_NEAR(lone_write_bw(2910.9e6, 3796.7e6, 0.1179e-6, 4096), 3177e6, 1e6);
  EXPECT_EQ(lone_write_bw(4305.2e6, 3622e6, 1.5426e-6, 4096), 0.0);
  EXPECT_EQ(lone_write_bw(0, 3796.7e6, 0.1179e-6, 4096), 0.0); // no usable QD1 slope
}

// Without the huge-page run the transfer rate comes from the QD1 slope. The
// calibration at 18:37 (4 KiB 11.98 us, 8 KiB 17.9 us from fio, 128 KiB at
// qd32 727.2 MB/s = 180.24 us, curve 777.2 MB/s, QD1 slope 631.5 MB/s):
// s = 5.428 us, c = 6.552 us, B = 1 / (1/631.5e6 - 5.428e-6/4096) = 3.871 GB/s.
// The one at 21:51 had a QD1 slope of 759.3 MB/s (5.39 us per page) against
// s = (193.65 - 12.26) / 31 = 5.85 us: no time left for the transfer, so no
// segment time is set.
TEST(Calibrate, SegmentTimeWithoutHugePagesNeedsRoomInTheQd1Slope)
{
  const DeviceSerialFit f = fit_device_serial(11.98e-6, 17.9e-6, 131072 / 727.2e6, 0, 777.2e6, 631.5e6, 4096);
  const double s = (131072 / 727.2e6 - 11.98e-6) / 31;
  EXPECT_NEAR(f.segment_service, s, 1e-12);
  EXPECT_NEAR(f.cmd_service, 11.98e-6 - s, 1e-12);
  EXPECT_NEAR(f.write_bw, 3.871e9, 2e6);
  const DeviceSerialFit g = fit_device_serial(12.26e-6, 20.29e-6, 193.65e-6, 0, 703.5e6, 759.3e6, 4096);
  EXPECT_DOUBLE_EQ(g.segment_service, 0);
  EXPECT_DOUBLE_EQ(g.cmd_service, 12.26e-6);
  EXPECT_DOUBLE_EQ(g.write_bw, 0);
}

// An NVMe drive at 500k 4 KiB IOPS and 3 GB/s (4 KiB at B: 1.37 us) whose
// 8 KiB writes run near their transfer (2.8 us against 2 x 1.37): per-command
// bound, no segment time, the curve's rate stays (write_bw 0); the same when
// its huge-page run is no faster. Bandwidth-bound 4 KiB (1.5 us against
// 1.37): no command time either.
TEST(Calibrate, NoSegmentTimeWhereEightKibRunsAtItsTransfer)
{
  const DeviceSerialFit f = fit_device_serial(2.0e-6, 2.8e-6, 131072 / 3e9, 0, 3e9, 2.5e9, 4096);
  EXPECT_DOUBLE_EQ(f.cmd_service, 2.0e-6);
  EXPECT_DOUBLE_EQ(f.segment_service, 0);
  EXPECT_DOUBLE_EQ(f.write_bw, 0);
  const DeviceSerialFit h = fit_device_serial(2.0e-6, 4.0e-6, 131072 / 3e9, 131072 / 3e9, 3e9, 2.5e9, 4096);
  EXPECT_DOUBLE_EQ(h.segment_service, 0);
  const DeviceSerialFit g = fit_device_serial(1.5e-6, 2.8e-6, 131072 / 3e9, 0, 3e9, 2.5e9, 4096);
  EXPECT_DOUBLE_EQ(g.cmd_service, 0);
  EXPECT_DOUBLE_EQ(g.segment_service, 0);
}

// dev.serial_transfer: this VM's calibration of 2026-12-01 22:19 (calU) had
// 4 KiB 15.14 us, 8 KiB 24.25, 128 KiB 213.20 and 128 KiB from huge pages
// 52.02 us per IO at qd32. With a QD1 huge-page service time no longer than
// that (one thread serves each command whole): bw = 31 x 4096 / (52.02 -
// 15.14) us = 3.443 GB/s, s = (213.20 - 52.02) / 31 = 5.199 us, c = 15.14 -
// 5.199 - 4096 / bw = 8.751 us. With a QD1 time 3x the deep one (an NVMe
// queue overlapping transfers) the overlapped split stays.
TEST(Calibrate, SerialTransferWhenTheDeepQueueGainsNothing)
{
  const DeviceSerialFit f = fit_device_serial(15.14e-6, 24.25e-6, 213.20e-6, 52.02e-6, 631.9e6, 497.1e6, 4096, 55e-6);
  EXPECT_TRUE(f.serial_transfer);
  EXPECT_NEAR(f.write_bw, 31 * 4096 / 36.88e-6, 1e3);
  EXPECT_NEAR(f.write_bw, 3.443e9, 1e6);
  EXPECT_NEAR(f.segment_service, 5.199e-6, 1e-9);
  EXPECT_NEAR(f.cmd_service, 8.751e-6, 2e-9);
  const DeviceSerialFit g = fit_device_serial(15.14e-6, 24.25e-6, 213.20e-6, 52.02e-6, 631.9e6, 497.1e6, 4096, 160e-6);
  EXPECT_FALSE(g.serial_transfer);
  EXPECT_NEAR(g.write_bw, 131072 / 52.02e-6, 1);
}

// The size ladder as fio 3.33 measured it on this project's VM (libaio,
// qd32, random O_DIRECT writes, one IO per call, 2026-12-05,
// notes/benchmarks/session29/direct-sizes.txt round 2: 4..64 KiB 7.63, 8.30,
// 9.77, 14.16, 25.39 us per IO) with calS5's 128 KiB points (38.97 us from
// page buffers, 33.19 us from huge pages) and B = 3486.4 MB/s. The serial
// least squares (relative weights), checked with scipy.optimize.nnls, gives
// c = 6.214 us, s = 0.2149 us, bw = 4897.8 MB/s, rms error 4.9%. The parallel
// structure takes s = (38.97 - 33.19) / 31 = 0.1865 us from the 128 KiB pair,
// B = 131072 / 33.19 us = 3949 MB/s, c = 9.26 us over the points above their
// transfer, and misses 64 KiB by -35% (rms 20.1%): serial.
TEST(Calibrate, SizeLadderOfThisVmIsServedOneCommandAtATime)
{
  const std::vector<DeviceLadderPoint> pts = {
      {4096, 1, 7.63e-6},   {8192, 2, 8.30e-6},    {16384, 4, 9.77e-6},  {32768, 8, 14.16e-6},
      {65536, 16, 25.39e-6}, {131072, 32, 38.97e-6}, {131072, 1, 33.19e-6}};
  const DeviceSerialFit f = fit_device_ladder(pts, 3486.4e6);
  EXPECT_TRUE(f.serial_transfer);
  EXPECT_NEAR(f.cmd_service, 6.214e-6, 2e-9);
  EXPECT_NEAR(f.segment_service, 0.2149e-6, 1e-10);
  EXPECT_NEAR(f.write_bw, 4897.8e6, 0.5e6);
  EXPECT_NE(f.how.find("rms error 4.9%"), std::string::npos) << f.how;
  EXPECT_NE(f.how.find("rms error 20.1%"), std::string::npos) << f.how;
}

// A device that overlaps transfers: t = max(2 us + n 0.1 us, bytes / 3 GB/s)
// exactly, 4..128 KiB from page buffers (2.10, 2.73, 5.46, 10.92, 21.85,
// 43.69 us). The serial line's rms error is 8.3% (scipy), under 12%, but the
// parallel structure fits exactly, so it is not called serial; nor with
// fewer than four points.
TEST(Calibrate, SizeLadderOfAnOverlappingDeviceIsNotSerial)
{
  std::vector<DeviceLadderPoint> pts;
  for (double kib : {4, 8, 16, 32, 64, 128}) {
    const double bytes = kib * 1024, n = kib / 4;
    pts.push_back({bytes, n, std::max(2e-6 + n * 0.1e-6, bytes / 3e9)});
  }
  const DeviceSerialFit f = fit_device_ladder(pts, 3e9);
  EXPECT_FALSE(f.serial_transfer);
  EXPECT_DOUBLE_EQ(f.cmd_service, 0);
  EXPECT_NE(f.how.find("rms error 8.3%"), std::string::npos) << f.how;
  EXPECT_NE(f.how.find("rms error 0.0%"), std::string::npos) << f.how;
  pts.resize(3);
  EXPECT_FALSE(fit_device_ladder(pts, 3e9).serial_transfer);
}

// fio 3.33 on this project's VM, 128 KiB O_DIRECT sequential rewrites with
// libaio (2026-12-05 18:05, notes/benchmarks/session30/qd-sweep.txt): 1721,
// 2658, 3234, 4261 and 4330 MB/s at qd 1, 2, 4, 8, 32, i.e. 76.16, 49.31,
// 40.53, 30.76 and 30.27 us per IO. Overlapped, max(76.16/qd, 30.27) misses
// qd2 and qd4 by -23% and -25% (rms 15.2%); S + D/qd with S = 27.17 us and
// D = 47.19 us fits within 4.8% rms (scipy.optimize.nnls): batched. A
// device that does overlap (t = max(77/qd, 30) us exactly) leaves the
// batched form 13.5% rms off, and is not called batched.
TEST(Calibrate, QueueSweepOfThisVmCompletesInBatches)
{
  const std::vector<double> qds = {1, 2, 4, 8, 32};
  std::vector<double> t;
  for (double mbs : {1721.0, 2658.0, 3234.0, 4261.0, 4330.0})
    t.push_back(131072 / (mbs * 1e6));
  const BatchCompletionFit f = fit_batch_completion(qds, t);
  EXPECT_TRUE(f.batched) << f.how;
  EXPECT_NEAR(f.serial, 27.17e-6, 0.01e-6);
  EXPECT_NEAR(f.delay, 47.19e-6, 0.01e-6);
  EXPECT_NE(f.how.find("rms error 15.2%"), std::string::npos) << f.how;
  std::vector<double> o;
  for (double q : qds)
    o.push_back(std::max(77e-6 / q, 30e-6));
  const BatchCompletionFit g = fit_batch_completion(qds, o);
  EXPECT_FALSE(g.batched) << g.how;
  EXPECT_NE(g.how.find("rms error 13.5%"), std::string::npos) << g.how;
  EXPECT_FALSE(fit_batch_completion({2, 4, 8}, {1e-5, 1e-5, 1e-5}).batched); // no QD1 point
}

// calD (this VM, 2026-12-02 04:49): 4 KiB 29.92 us, 8 KiB 33.65 (less than
// half a segment above 4 KiB), 128 KiB 281.47 and from huge pages 59.74 us at
// qd32, the deep queue faster than QD1 (80 us): the 128 KiB pair alone sets
// the overlapped split, s = (281.47 - 29.92) / 31 = 8.115 us, c = 29.92 -
// 8.115 = 21.81 us, transfer 131072 / 59.74 us = 2.194 GB/s, rather than
// keeping the page-buffer rate for every transfer.
TEST(Calibrate, TheHugePagePairSetsTheSegmentsWithoutTheEightKibStep)
{
  const DeviceSerialFit f = fit_device_serial(29.92e-6, 33.65e-6, 281.47e-6, 59.74e-6, 536.9e6, 554.4e6, 4096, 80e-6);
  EXPECT_FALSE(f.serial_transfer);
  EXPECT_NEAR(f.segment_service, 8.115e-6, 1e-9);
  EXPECT_NEAR(f.cmd_service, 21.805e-6, 2e-9);
  EXPECT_NEAR(f.write_bw, 131072 / 59.74e-6, 1);
}

// dev.cache_drain_bw and dev.cache_size: flush times of an exact cache
// t = 0.1 ms + N / 900 MB/s give back 900 MB/s; writes at 3 GB/s up to a
// 1.5 GB cache and at the drain rate after it give back 1.5 GB from a 4 GB
// run: t_long = 1.5/3 + 2.5/0.9 s. A flush that does not grow (0.2 ms at
// every size) is no cache.
TEST(Calibrate, WriteCacheFromFlushTimesAndALongRun)
{
  const double d = 900e6, front = 3e9, cap = 1.5e9;
  std::vector<double> n = {1 << 20, 4 << 20, 16 << 20, 64 << 20}, t;
  for (double b : n)
    t.push_back(1e-4 + b / d);
  const double long_b = 4e9, long_s = cap / front + (long_b - cap) / d;
  const WriteCacheFit f = fit_write_cache(n, t, 256e6, 256e6 / front, long_b, long_s);
  EXPECT_NEAR(f.drain_bw, d, 1e3);
  EXPECT_NEAR(f.capacity, cap, 1e3);
  const WriteCacheFit g = fit_write_cache(n, {2e-4, 2e-4, 2.1e-4, 2e-4}, 256e6, 256e6 / front, long_b, long_s);
  EXPECT_EQ(g.drain_bw, 0.0);
  // A long run at the short run's rate: the capacity is at least the long run.
  const WriteCacheFit h = fit_write_cache(n, t, 256e6, 256e6 / front, long_b, long_b / front);
  EXPECT_DOUBLE_EQ(h.capacity, long_b);
}

// dev.cache_background: flush times built with WriteCache itself, 0.1 ms +
// the drain at 2.1 GB/s of what a 5.7 GB/s run left above a 32 MiB
// background threshold (this VM's shape, 2026-12-06: 1-64 MiB flushed at
// 2.1-2.2 GB/s, 256 MiB much faster), give back the rate and the threshold
// (a point of the fit's 2^(k/4) MiB grid), which are taken; the straight line
// through them misses by more and drains faster than the cache does.
TEST(Calibrate, WriteCacheBackgroundThresholdFromTheFlushTimes)
{
  const double d = 2.1e9, front = 1 / 5.7e9, bg = 32.0 * (1 << 20);
  std::vector<double> n = {1 << 20, 4 << 20, 16 << 20, 64 << 20, 256 << 20}, t;
  for (double b : n)
    t.push_back(1e-4 + predicted_drain(b, front, d, bg));
  EXPECT_LT(t[4], 1e-4 + n[4] / d * 0.8); // the threshold matters for the largest run
  const WriteCacheFit f = fit_write_cache(n, t, 256e6, 256e6 * front, 0, 0);
  EXPECT_NEAR(f.drain_bw, d, d * 1e-4);
  EXPECT_DOUBLE_EQ(f.background, bg);
  EXPECT_NEAR(f.fixed, 1e-4, 1e-8);
  EXPECT_LT(f.rel_rms, 1e-4);
  EXPECT_GT(f.line_rel_rms, 0.05); // the straight line misses the largest run
  EXPECT_GT(f.line_drain_bw, d);   // and drains faster than the cache does
  // Exact line data keep the line: no threshold is taken.
  std::vector<double> lt;
  for (double b : n)
    lt.push_back(1e-4 + b / d);
  const WriteCacheFit g = fit_write_cache(n, lt, 256e6, 256e6 * front, 0, 0);
  EXPECT_EQ(g.background, 0.0);
  EXPECT_NEAR(g.drain_bw, d, d * 1e-4);
}

// The fixed part pinned (dev.flush_latency): flush times of an exact line
// t = 0.4 ms + N / 2.5 GB/s over 1-256 MiB give back the line free, and with
// 0.15 ms pinned a slower rate that carries the other 0.25 ms: between the
// rates the smallest and the largest flush alone would give (relative weights
// lean to the small ones), under which the 1 MiB flush still comes out short.
TEST(Calibrate, WriteCacheFitWithThePinnedFixedPart)
{
  std::vector<double> n, t;
  for (double b = 1 << 20; b <= 256.0 * (1 << 20); b *= 2) {
    n.push_back(b);
    t.push_back(4e-4 + b / 2.5e9);
  }
  const WriteCacheFit free = fit_write_cache(n, t, 256e6, 256e6 / 6e9, 0, 0);
  EXPECT_NEAR(free.drain_bw, 2.5e9, 2.5e9 * 1e-4);
  EXPECT_NEAR(free.fixed, 4e-4, 1e-8);
  const WriteCacheFit pinned = fit_write_cache(n, t, 256e6, 256e6 / 6e9, 0, 0, 1.5e-4);
  EXPECT_DOUBLE_EQ(pinned.fixed, 1.5e-4);
  EXPECT_LT(pinned.drain_bw, n.back() / (t.back() - 1.5e-4));
  EXPECT_GT(pinned.drain_bw, n[0] / (t[0] - 1.5e-4));
  EXPECT_LT(1.5e-4 + n[0] / pinned.drain_bw, t[0]);
}

// dev.fresh_drain_factor: fsync times of runs into fresh files built as the
// model's cache makes them, with a fresh byte 1/0.6 bytes of drain work above
// a 10 MiB background threshold, give back 0.6; without the threshold the
// same times need a smaller factor than the closed form's (the background
// drain hid part of the work); times faster than f = 1 give 1.
TEST(Calibrate, FreshDrainFactorIsTheOneWhoseDrainsTakeTheTime)
{
  const double d = 2.0e9, front = 1 / 5.0e9, bg = 10.0 * (1 << 20), f = 0.6;
  const std::vector<double> n = {128.0 * (1 << 20), 512.0 * (1 << 20), 256.0 * (1 << 20)};
  double t = 0;
  for (double b : n)
    t += b * front + predicted_drain(b / f, front * f, d, bg);
  EXPECT_NEAR(fit_fresh_drain_factor(n, t, front, d, bg), f, 1e-6);
  const double plain = fit_fresh_drain_factor(n, t, front, d, 0);
  double bytes = 0;
  for (double b : n)
    bytes += b;
  EXPECT_NEAR(plain, (bytes / d) / (t - bytes * front), 1e-6); // the closed form without a threshold
  EXPECT_GT(plain, f);
  EXPECT_EQ(fit_fresh_drain_factor(n, bytes * front, front, d, bg), 1.0);
  EXPECT_THROW(fit_fresh_drain_factor({}, t, front, d, bg), std::invalid_argument);
}

// dev.cache_drain_io: flushes after 16, 64 and 256 random 4 KiB rewrites
// built as 0.1 ms + n x (12 us + 4096 B / 900 MB/s) give back the 12 us,
// with a free intercept and pinned to the 0.1 ms; a flush that does not grow
// faster than the bytes alone gives 0, never a negative time; counts without
// times, or one count for a free line, are refused.
TEST(Calibrate, CacheDrainIoIsTheFlushSlopeBeyondTheBytes)
{
  const double d = 900e6, each = 12e-6 + 4096 / d;
  const std::vector<double> n = {16, 64, 256};
  std::vector<double> t, bytes_only;
  for (double k : n) {
    t.push_back(1e-4 + k * each);
    bytes_only.push_back(1e-4 + k * 4096 / d);
  }
  EXPECT_NEAR(fit_cache_drain_io(n, t, 4096, d).per_write, 12e-6, 1e-9);
  EXPECT_NEAR(fit_cache_drain_io(n, t, 4096, d, 1e-4).per_write, 12e-6, 1e-9);
  // Pinned too high (0.3 ms), the slope through it is what the points
  // allow, below the true one: the weights favour the short flushes.
  EXPECT_LT(fit_cache_drain_io(n, t, 4096, d, 3e-4).per_write, 12e-6);
  EXPECT_NEAR(fit_cache_drain_io(n, bytes_only, 4096, d).per_write, 0.0, 1e-12);
  EXPECT_EQ(fit_cache_drain_io({64, 512}, {1e-3, 0.9e-3}, 4096, d).per_write, 0.0);
  EXPECT_THROW(fit_cache_drain_io({64}, {1e-3}, 4096, d), std::invalid_argument);
  EXPECT_THROW(fit_cache_drain_io({64, 512}, {1e-3}, 4096, d), std::invalid_argument);
  EXPECT_THROW(fit_cache_drain_io({64, 64}, {1e-3, 2e-3}, 4096, d), std::invalid_argument);
}

// dev.cmd_service from bursts: the rounds measured by hand on this
// project's VM (2026-12-06, notes/benchmarks/session40) took 45.2, 45.9 and
// 48.8 us a burst of one and 118.1, 119.2 and 94.7 us a burst of 16: per
// round (118.1 - 45.2) / 15 = 4.86, 4.89 and 3.06 us, median 4.86 us. A
// burst of 16 no slower than one has no serial part; a round missing either
// burst counts for nothing.
TEST(Calibrate, BurstSerialIsTheGrowthPerCommand)
{
  const BurstFit f = fit_burst_serial({45.2e-6, 45.9e-6, 48.8e-6}, {118.1e-6, 119.2e-6, 94.7e-6}, 16);
  EXPECT_NEAR(f.serial, (118.1e-6 - 45.2e-6) / 15, 1e-12);
  EXPECT_NE(f.how.find("4.86us more per command (3.06..4.89, median of 3 rounds)"), std::string::npos) << f.how;
  EXPECT_EQ(fit_burst_serial({50e-6}, {45e-6}, 16).serial, 0.0);
  EXPECT_EQ(fit_burst_serial({0.0, 45e-6}, {100e-6}, 16).serial, 0.0);
  EXPECT_TRUE(fit_burst_serial({}, {}, 16).how.empty());
}

// The calibration of 2026-12-02 00:45 on the same VM: 4 KiB 22.39 us, 8 KiB
// 24.11 (within the spread of 4 KiB), 128 KiB 211.10 and 55.33 from huge
// pages at qd32, 128 KiB huge at QD1 about 55 us of service: the 128 KiB
// pair alone sets the split, s = (211.10 - 55.33) / 31 = 5.025 us.
TEST(Calibrate, SerialSplitDoesNotNeedTheEightKibStep)
{
  const DeviceSerialFit f = fit_device_serial(22.39e-6, 24.11e-6, 211.10e-6, 55.33e-6, 591.1e6, 597.1e6, 4096, 55e-6);
  EXPECT_TRUE(f.serial_transfer);
  EXPECT_NEAR(f.segment_service, (211.10e-6 - 55.33e-6) / 31, 1e-12);
  EXPECT_NEAR(f.write_bw, 31 * 4096 / (55.33e-6 - 22.39e-6), 1e3);
}

// fs.discard comes from the options of the mount that holds the calibrated
// directory, as /proc/self/mountinfo gives them: the longest mount point over
// it, the last of equal ones (an overmount), the superblock's options joined
// to the mount's (ext4 lists discard among them), and "discard" as a whole
// option ("nodiscard" is not it). The lines are this VM's, plus made-up ones.
TEST(CalibrateMounts, TheDirectorysOwnMountSaysWhetherItDiscards)
{
  const std::string text = "24 1 254:1 / / rw,relatime shared:1 - ext4 /dev/vda rw,discard,resv_strict\n"
                           "30 24 0:26 / /tmp rw,nosuid,nodev shared:5 - tmpfs tmpfs rw,inode64\n"
                           "40 30 7:0 / /tmp/x rw,relatime - xfs /dev/loop0 rw,nodiscard\n"
                           "41 30 7:1 / /tmp/x rw,relatime - ext4 /dev/loop1 rw,discard\n"
                           "42 30 7:2 / /tmp/xy rw - ext4 /dev/loop2 rw\n"
                           "43 30 7:3 / /tmp/with\\040blank rw - ext4 /dev/loop3 rw\n"
                           "truncated line\n";
  const std::vector<MountEntry> mounts = parse_mountinfo(text);
  ASSERT_EQ(mounts.size(), 6u);
  EXPECT_EQ(mounts[0].options, "rw,relatime,rw,discard,resv_strict");
  EXPECT_EQ(mounts[5].target, "/tmp/with blank");
  auto holding = [&](const std::string& path) {
    const MountEntry* m = mount_holding(mounts, path);
    return m ? m->source : std::string("none");
  };
  EXPECT_EQ(holding("/work/main"), "/dev/vda");
  EXPECT_EQ(holding("/tmp/calK"), "tmpfs");
  EXPECT_EQ(holding("/tmp/x/d"), "/dev/loop1"); // the overmount
  EXPECT_EQ(holding("/tmp/xyz"), "tmpfs");      // /tmp/xy is not a parent of /tmp/xyz
  EXPECT_EQ(mount_holding({}, "/tmp"), nullptr);
  EXPECT_TRUE(has_mount_option(mounts[0].options, "discard"));
  EXPECT_FALSE(has_mount_option(mounts[2].options, "discard"));
  EXPECT_FALSE(has_mount_option("", "discard"));
}

// calibrate's fit by simulation (iowq.wakeup): the value at which a falling
// prediction meets the measurement. A synthetic prediction, a refill cycle
// of four writes bw(v) = 4 x 4096 / (30 us + v), meets 500 MB/s at
// v = 4 x 4096 / 500e6 - 30 us = 2.768 us; out of reach it clamps to a bound.
TEST(CalibrateFit, MatchDecreasingFindsTheValueThatGivesTheMeasurement)
{
  auto bw = [](double v) { return 4 * 4096.0 / (30e-6 + v); };
  const MatchResult m = match_decreasing(bw, 500e6, 0, 1e-3, 20);
  EXPECT_EQ(m.clamped, 0);
  EXPECT_NEAR(m.value, 4 * 4096.0 / 500e6 - 30e-6, 1e-3 / (1 << 19));
  const MatchResult low = match_decreasing(bw, 600e6, 0, 1e-3, 20); // bw(0) = 546 MB/s
  EXPECT_EQ(low.clamped, -1);
  EXPECT_EQ(low.value, 0.0);
  EXPECT_NEAR(low.at_bound, 4 * 4096.0 / 30e-6, 1);
  const MatchResult high = match_decreasing(bw, 10e6, 0, 1e-3, 20); // bw(1 ms) = 15.9 MB/s
  EXPECT_EQ(high.clamped, 1);
  EXPECT_EQ(high.value, 1e-3);
  // A target the prediction meets at 0 within the slack does not constrain
  // the value (calibrate keeps the default): 530 MB/s is 3% below bw(0).
  // Without the slack the bisection finds 0.91 us, where bw falls to 530.
  const MatchResult flat = match_decreasing(bw, 530e6, 0, 1e-3, 20, 0.05);
  EXPECT_TRUE(flat.unconstrained);
  EXPECT_EQ(flat.value, 0.0);
  EXPECT_NEAR(flat.at_bound, 4 * 4096.0 / 30e-6, 1);
  const MatchResult tight = match_decreasing(bw, 530e6, 0, 1e-3, 20);
  EXPECT_FALSE(tight.unconstrained);
  EXPECT_NEAR(tight.value, 4 * 4096.0 / 530e6 - 30e-6, 1e-3 / (1 << 19));
}

// cpu.wakeup_jitter from the ping-pong: trips of two wake-ups, each 20 us
// plus Exp(5 us), i.e. 40 us plus a gamma(2, 5 us); (p90 - p50) / 2.212 gives
// the scale back (5 us, within the sampling error of 20000 trips).
TEST(CalibrateFit, WakeupJitterFromRoundTripsOfTwoWakeups)
{
  std::mt19937_64 rng(7);
  std::exponential_distribution<double> e(1.0 / 5e-6);
  std::vector<double> trips;
  for (int i = 0; i < 20000; ++i)
    trips.push_back(40e-6 + e(rng) + e(rng));
  EXPECT_NEAR(wakeup_jitter_from_trips(trips) / 5e-6, 1.0, 0.05);
  std::vector<double> flat(100, 40e-6);
  EXPECT_EQ(wakeup_jitter_from_trips(flat), 0.0);
  EXPECT_EQ(wakeup_jitter_from_trips({1e-6, 2e-6}), 0.0); // too few
}

// The long wake-ups from one round of ping-pong trips: 9700 trips of 20 us
// and 300 of 42 us (a trip holds two wake-ups, so 1.5% of wake-ups are long,
// by 22 us); fewer than 100 trips give nothing.
TEST(WakeupProbe, LongWakeupsFromTheTrips)
{
  std::vector<double> trips(9700, 20e-6);
  trips.insert(trips.end(), 300, 42e-6);
  trips.push_back(23e-6); // 3 us past the median: not a long one
  const LongWakes l = wakeup_tail_of_trips(trips);
  EXPECT_NEAR(l.share, 300.0 / 10001 / 2, 1e-9);
  EXPECT_NEAR(l.extra, 22e-6, 1e-12);
  EXPECT_EQ(wakeup_tail_of_trips(std::vector<double>(99, 20e-6)).share, 0.0);
}

// cpu.idle_poll and cpu.deep_wakeup from the sleep ladder. The first ladder
// is this project's VM (2026-12-06, the probe's medians in us): 10 us up to
// 150 us of sleep, 40-45 us from 200 us (KVM's 200 us halt polling). A
// machine without the step, or with a rise of a microsecond, gets none.
TEST(CalibrateFit, DeepWakeupFromTheSleepLadder)
{
  const std::vector<double> gaps = {20e-6, 50e-6, 100e-6, 150e-6, 200e-6, 300e-6, 500e-6, 1e-3};
  const IdleWakeFit vm = fit_idle_wakeup(gaps, {10.1e-6, 10.1e-6, 10.1e-6, 10.2e-6, 40.1e-6, 41.2e-6, 42.5e-6, 45.5e-6});
  ASSERT_TRUE(vm.step);
  EXPECT_NEAR(vm.window, 175e-6, 1e-9);
  EXPECT_NEAR(vm.extra, 35.4e-6, 1e-9);
  EXPECT_NEAR(vm.base, 10.1e-6, 1e-12);
  const IdleWakeFit flat = fit_idle_wakeup(gaps, {3e-6, 3.1e-6, 3e-6, 3.2e-6, 3.1e-6, 3.3e-6, 3.5e-6, 3.9e-6});
  EXPECT_FALSE(flat.step);
  EXPECT_EQ(flat.extra, 0.0);
  EXPECT_FALSE(fit_idle_wakeup({20e-6}, {10e-6}).step); // one rung is no ladder
}

// mem.fault_in_bw from the memory phase's stalls (1 MiB writes, seconds).
// The first case is the VM of 2026-12-01 (1.2 ms stall per MiB against a
// 0.2 ms warm write: 0.87 GB/s); the second the host of 2026-12-02 (calB:
// stalls -6, 41 and 282 us against 253 us): after drop_caches, no visible
// stall is a measurement, not a reason to keep another VM's 850 MB/s.
TEST(CalibrateFit, FaultInFromStallsOrNoneAfterDropCaches)
{
  const double mib = 1024.0 * 1024.0;
  const FaultInFit slow = fit_fault_in({1.1e-3, 1.2e-3, 1.3e-3}, {0.2e-3, 0.2e-3, 0.2e-3}, true);
  ASSERT_TRUE(slow.measured);
  EXPECT_NEAR(slow.rate, mib / 1.2e-3, 1.0);

  const FaultInFit cheap = fit_fault_in({-6e-6, 41e-6, 282e-6}, {253e-6, 250e-6, 256e-6}, true);
  ASSERT_TRUE(cheap.measured);
  EXPECT_NEAR(cheap.rate, mib / 41e-6, 1e3);

  const FaultInFit none = fit_fault_in({-6e-6, 0.0, -1e-6}, {253e-6, 250e-6, 256e-6}, true);
  ASSERT_TRUE(none.measured);
  EXPECT_EQ(none.rate, 10e12);

  // Without drop_caches the cold job may never have reached reported memory.
  EXPECT_FALSE(fit_fault_in({-6e-6, 41e-6, 282e-6}, {253e-6, 250e-6, 256e-6}, false).measured);
  // A visible median with a repeat that saw none: the repeats disagree.
  EXPECT_FALSE(fit_fault_in({0.0, 1.2e-3, 1.3e-3}, {0.2e-3, 0.2e-3, 0.2e-3}, true).measured);
  EXPECT_FALSE(fit_fault_in({}, {}, true).measured);
}

// mem.fault_block from where the cold 1 MiB writes' stall lands. The first
// case is calT (2026-12-04, this VM: stall per MiB 1744 us at p50, every
// write stalled): a page. The second is a host that backs the guest in 2 MiB
// pages: half the 1 MiB writes stall by 2 MiB (2 x 250 us), the rest none,
// so p50 0, p90 500 us, mean 250 us: the default's 2 MiB stays.
TEST(CalibrateFit, FaultBlockIsAPageWhenEveryColdWriteStalls)
{
  const double mib = 1024.0 * 1024.0;
  const FaultBlockFit paged = fit_fault_block({1.74e-3, 1.72e-3, 1.82e-3}, {1.80e-3, 1.79e-3, 1.90e-3},
                                              {1.75e-3, 1.74e-3, 1.85e-3}, mib, 4096);
  ASSERT_TRUE(paged.measured);
  EXPECT_EQ(paged.block, 4096.0);

  EXPECT_FALSE(fit_fault_block({0.0, 2e-6, 0.0}, {500e-6, 498e-6, 505e-6}, {250e-6, 251e-6, 249e-6}, mib, 4096).measured);
  EXPECT_FALSE(fit_fault_block({}, {}, {}, mib, 4096).measured);
  EXPECT_FALSE(fit_fault_block({0.0}, {0.0}, {0.0}, mib, 4096).measured); // nothing to place
}

// mem.fault_in_parallel: two writers that each stall as long per MiB as one
// alone get twice its rate together (2); each stalling twice as long, the
// same rate (1). 1.74 ms against 2.3 ms is 1.51. A stall within the noise
// (50 us) or no two-writer run measures nothing.
TEST(CalibrateFit, FaultInParallelFromOneAndTwoColdWriters)
{
  EXPECT_DOUBLE_EQ(fit_fault_in_parallel({1.7e-3, 1.74e-3, 1.8e-3}, {1.74e-3}).parallel, 2.0);
  EXPECT_DOUBLE_EQ(fit_fault_in_parallel({1.74e-3}, {3.48e-3, 3.5e-3, 3.4e-3}).parallel, 1.0);
  const FaultParallelFit mid = fit_fault_in_parallel({1.74e-3}, {2.3e-3});
  ASSERT_TRUE(mid.measured);
  EXPECT_NEAR(mid.parallel, 2 * 1.74 / 2.3, 1e-9);
  EXPECT_FALSE(fit_fault_in_parallel({50e-6}, {60e-6}).measured);
  EXPECT_FALSE(fit_fault_in_parallel({1.74e-3}, {}).measured);
}

// The unwritten-extent CPU from calT9's QD1 figures (2026-12-06): 4 KiB
// fresh writes 2.0 us slower than rewrites (paired median), less 0.3 us of
// slower fresh transfer and 1.1 us of the host's allocation section, leaves
// 0.6 us; on ext4 shared 4.1 : 4.9 (perf's ext4_iomap_begin against
// ext4_convert_unwritten_extents), so the conversion is 0.6 x 4.9/9 us, not
// the 0 that subtracting a fixed 4 us split gave.
TEST(CalibrateFit, UnwrittenTimeIsSharedWithTheSplitAsPerfMeasured)
{
  const UnwrittenFit ext4 = fit_unwritten(0.6e-6, true);
  ASSERT_TRUE(ext4.measured);
  EXPECT_NEAR(ext4.convert, 0.6e-6 * 4.9 / 9.0, 1e-12);
  EXPECT_NEAR(ext4.split, 0.6e-6 * 4.1 / 9.0, 1e-12);
  const UnwrittenFit xfs = fit_unwritten(0.6e-6, false); // no split on XFS
  EXPECT_NEAR(xfs.convert, 0.6e-6, 1e-12);
  EXPECT_EQ(xfs.split, 0.0);
  EXPECT_FALSE(fit_unwritten(-0.2e-6, true).measured); // QD1 did not resolve it
  EXPECT_FALSE(fit_unwritten(0.0, false).measured);
}

// engine.libaio_* from fio's psync and libaio qd8 4 KiB first writes: this
// VM on 2026-12-03 (first of three interleaved rounds): psync 2.014 us per
// IO, libaio 2.594, fio's loop 0.3255 (calX's engine.psync), so libaio's
// engine is 0.58 + 0.3255 = 0.9055 us per IO, half to each side.
TEST(CalibrateFit, LibaioEngineIsItsTimeOverPsyncPlusFiosLoop)
{
  const LibaioEngineFit f = fit_libaio_engine(2.014e-6, 2.594e-6, 0.3255e-6);
  ASSERT_TRUE(f.measured);
  EXPECT_NEAR(f.submit, 0.45275e-6, 1e-12);
  EXPECT_NEAR(f.complete, 0.45275e-6, 1e-12);
  // libaio faster than psync by more than fio's loop: nothing to fit.
  EXPECT_FALSE(fit_libaio_engine(2.5e-6, 2.0e-6, 0.3e-6).measured);
  EXPECT_FALSE(fit_libaio_engine(0.0, 2.0e-6, 0.3e-6).measured);
  // Past the parameters' 1 ms range.
  EXPECT_FALSE(fit_libaio_engine(2e-6, 3e-3, 0.3e-6).measured);
}

// io-wq's start from fio's first queues on this project's VM (ext4, qd16,
// 2026-12-07): longest clat less median about 412 us at 4 KiB (64 KiB
// queued) and 1560 us at 64 KiB (1 MiB queued). The line: 1148 us over
// 983040 bytes, 0.856 GB/s; at no bytes 412 - 65536 x 1.1678 ns = 335.5 us,
// less 30 us of wake-ups.
TEST(CalibrateFit, IowqStartIsTheLineThroughTheTwoFirstQueues)
{
  const IowqStartFit f = fit_iowq_start(65536, 412e-6, 1048576, 1560e-6, 30e-6);
  ASSERT_TRUE(f.measured) << f.why;
  EXPECT_NEAR(f.start_bw, 983040 / 1148e-6, 1.0);
  EXPECT_NEAR(f.worker_start, 412e-6 - 65536 * 1148e-6 / 983040 - 30e-6, 1e-12);
  // A larger queue that waited no longer: no per-byte part. calCH's figures
  // (this session's Intel host, notes/benchmarks/session48/calCH.log): 215 us
  // with 64 KiB queued, 213 us with 1 MiB, 7.1 us of wake-ups: a start of
  // 214 - 7.1 us and iowq.start_bw off (1 TB/s). calCI's 236.30 and 236.77
  // us (its log rounds them to 236 and 237) invert to 2.1 TB/s, past the
  // range: off as well, not the default 0.84 GB/s.
  const IowqStartFit flat = fit_iowq_start(65536, 215e-6, 1048576, 213e-6, 7.1e-6);
  ASSERT_TRUE(flat.measured) << flat.why;
  EXPECT_EQ(flat.start_bw, 1e12);
  EXPECT_NEAR(flat.worker_start, 214e-6 - 7.1e-6, 1e-12);
  const IowqStartFit ci = fit_iowq_start(65536, 236.30e-6, 1048576, 236.77e-6, 7.1e-6);
  ASSERT_TRUE(ci.measured) << ci.why;
  EXPECT_EQ(ci.start_bw, 1e12);
  EXPECT_NEAR(ci.worker_start, (236.30e-6 + 236.77e-6) / 2 - 7.1e-6, 1e-12);
  // A slope under 10 MB/s leaves iowq.start_bw's range.
  EXPECT_FALSE(fit_iowq_start(65536, 0, 1048576, 0.2, 0).measured);
  // Wake-ups longer than the intercept leave no start, not a negative one.
  const IowqStartFit w = fit_iowq_start(65536, 100e-6, 1048576, 1248e-6, 200e-6);
  ASSERT_TRUE(w.measured);
  EXPECT_EQ(w.worker_start, 0.0);
}

// A buffered point from its interleaved rounds: the median of each figure,
// so one slow round stays out. The runs are this VM's 4 KiB first writes of
// 32 MiB seconds apart (2026-12-07: 987, 1049 and 533 MB/s, i.e. 4.15, 3.90
// and 7.68 us a write); the mean of the three (5.24 us) is what one hiccup
// makes of a point, the median 4.15 us is the machine's.
TEST(CalibrateFit, BufferedPointIsTheMedianOfItsRounds)
{
  const std::vector<BufferedRun> runs = {{4.15e-6, 32 * 1048576.0, 3.9e-6, 4.4e-6, 6.1e-6, 7.0e-6},
                                         {3.90e-6, 32 * 1048576.0, 3.7e-6, 4.2e-6, 5.9e-6, 6.5e-6},
                                         {7.68e-6, 32 * 1048576.0, 7.2e-6, 8.1e-6, 11.0e-6, 14.0e-6}};
  const BufferedPoint pt = buffered_point(4096, runs);
  EXPECT_DOUBLE_EQ(pt.seconds, 4.15e-6);
  EXPECT_DOUBLE_EQ(pt.fastest, 3.90e-6);
  EXPECT_DOUBLE_EQ(pt.slowest, 7.68e-6);
  EXPECT_DOUBLE_EQ(pt.p50, 3.9e-6);
  EXPECT_DOUBLE_EQ(pt.p98, 6.1e-6);
  EXPECT_DOUBLE_EQ(pt.p99, 7.0e-6);
  EXPECT_DOUBLE_EQ(pt.writes, 8192);
  // No runs (a stopped calibration): no time, not a made-up one.
  EXPECT_EQ(buffered_point(4096, {}).seconds, 0.0);
}

// The drift verdict: calA's and calB's 4 KiB in-cache self-checks on the VM of
// 2026-12-02 (661 then 1346 MB/s, 15 minutes apart) are drift; the tiny
// run's 1244 then 1273 MB/s (+2%) is not; an unmeasured end is not.
TEST(CalibrateFit, DriftIsAMoveOfMoreThan15Percent)
{
  EXPECT_TRUE(drifted(661e6, 1346e6));
  EXPECT_TRUE(drifted(1346e6, 661e6));
  EXPECT_FALSE(drifted(1244e6, 1273e6));
  EXPECT_FALSE(drifted(1000e6, 1150e6));
  EXPECT_TRUE(drifted(1000e6, 1151e6));
  EXPECT_FALSE(drifted(1000e6, 0));
}

// dev.max_transfer comes from the device's queue/max_sectors_kb (this
// project's virtio disk: 4096, an NVMe SSD commonly 512 or 128), the whole
// disk's for a partition. Checked on a fake sysfs tree named after the real
// device of "/".
TEST(CalibrateFacts, LargestRequestFromSysfs)
{
  const DiskStats disk("/");
  if (!disk.available())
    GTEST_SKIP() << "/ is not on a block device here: " << disk.note();
  TempDir tmp;
  const fs::path root(tmp.path());
  EXPECT_EQ(disk.max_request_bytes(root.string()), 0u); // sysfs says nothing: unknown
  fs::create_directories(root / disk.name() / "queue");
  std::ofstream(root / disk.name() / "queue" / "max_sectors_kb") << "4096\n";
  EXPECT_EQ(disk.max_request_bytes(root.string()), 4096u * 1024);
  const fs::path other(root / "other");
  fs::create_directories(other / "disk" / disk.name());
  fs::create_directories(other / "disk" / "queue");
  std::ofstream(other / "disk" / "queue" / "max_sectors_kb") << "512\n";
  fs::create_directories(other / "class");
  fs::create_directory_symlink(other / "disk" / disk.name(), other / "class" / disk.name());
  EXPECT_EQ(disk.max_request_bytes((other / "class").string()), 512u * 1024);
}

// dev.flush_serial comes from the device's blk-mq hardware queues: sysfs
// lists one directory per queue under /sys/class/block/DISK/mq (this
// project's virtio disk: one, "0"; an NVMe SSD one per CPU). A partition's
// entry is a directory inside its disk's, so its queues are the disk's.
// Checked on a fake sysfs tree named after the real device of "/".
TEST(CalibrateFacts, HardwareQueuesFromSysfs)
{
  const DiskStats disk("/");
  if (!disk.available())
    GTEST_SKIP() << "/ is not on a block device here: " << disk.note();
  TempDir tmp;
  const fs::path root(tmp.path());
  EXPECT_EQ(disk.hw_queues(root.string()), 0); // sysfs says nothing: unknown, not one
  fs::create_directories(root / disk.name() / "mq" / "0");
  EXPECT_EQ(disk.hw_queues(root.string()), 1);
  fs::create_directories(root / disk.name() / "mq" / "1");
  std::ofstream(root / disk.name() / "mq" / "not-a-queue");
  EXPECT_EQ(disk.hw_queues(root.string()), 2);
  // The same device seen as a partition of a disk with four queues.
  const fs::path other(root / "other");
  fs::create_directories(other / "disk" / disk.name());
  for (const char* q : {"0", "1", "2", "3"})
    fs::create_directories(other / "disk" / "mq" / q);
  fs::create_directories(other / "class");
  fs::create_directory_symlink(other / "disk" / disk.name(), other / "class" / disk.name());
  EXPECT_EQ(disk.hw_queues((other / "class").string()), 4);
}

// calibrate holds a run against its reference in the same round
// (paired_spread): on 2026-12-04 the psync reference measured in another
// phase minutes earlier moved iowq.punt 0.66 -> 2.23 us between two
// calibrations. Here the second round's host hiccup slows both of its runs
// by 2 us: the per-round difference keeps the 0.5 us the punt costs, where
// the difference of the medians (5.0 - 3.9) would say 1.1 us.
TEST(CalibratePaired, RoundsHeldAgainstTheirOwnReference)
{
  const std::vector<double> uring = {4.0, 6.4, 5.0}, psync = {3.5, 5.9, 3.9};
  const Spread d = paired_spread(uring, psync);
  EXPECT_NEAR(d.median, 0.5, 1e-12);
  EXPECT_NEAR(d.min, 0.5, 1e-12);
  EXPECT_NEAR(d.max, 1.1, 1e-12);
  EXPECT_NEAR(spread(uring).median - spread(psync).median, 1.1, 1e-12);
  // Rounds only one side has are left out: a run that failed has no pair.
  EXPECT_NEAR(paired_spread({4.0, 6.4, 5.0}, {3.5, 5.9}).median, 0.5, 1e-12);
  EXPECT_DOUBLE_EQ(paired_spread({}, psync).median, 0.0);
}
