// `wbsim calibrate`: the fits must recover the parameters that generated
// synthetic measurements (exact data, so to 1e-6 relative), the profile the
// writer produces must load back with apply_profile and give those values,
// and a tiny real run must produce a profile that loads and leave the
// scratch directory empty. The machines are shared and noisy: no test
// asserts a measured timing.
#include "CalibrateCommand.hpp"
#include "Calibrator.hpp"
#include "Params.hpp"
#include "Profile.hpp"

#include <gtest/gtest.h>

#include <unistd.h>

#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;
using namespace wbsim;

namespace {

class TempDir {
public:
  TempDir()
  {
    char tmpl[] = "/tmp/wbsim-calibrate-test-XXXXXX";
    const char* p = mkdtemp(tmpl);
    if (!p)
      throw std::runtime_error("mkdtemp failed");
    path_ = p;
  }
  ~TempDir()
  {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const { return path_; }

private:
  std::string path_;
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
  for (const char* k : {"dev.write_latency", "dev.write_bw", "dev.read_latency", "dev.read_bw", "fs.write_call"})
    EXPECT_NE(std::find(keys.begin(), keys.end(), k), keys.end()) << k;
  EXPECT_GE(r.notes.size(), 4u); // device curves, buffered, writeback, memcpy
  Params p;
  EXPECT_NO_THROW(apply_profile_text(calibration_profile("t", "d", r.fitted, r.notes), "<tiny>", p));
  EXPECT_TRUE(fs::is_empty(dir.path()));
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
  size_t n = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(out.path()))
    ++n;
  EXPECT_EQ(n, 1u);
  EXPECT_TRUE(fs::is_empty(dir.path()));
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
