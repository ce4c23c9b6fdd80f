// Calibrator: `wbsim calibrate`'s microbenchmarks and fits (issue 4 §3,
// DESIGN §4). Each phase builds fio-style Workloads and runs them through
// NativeReplay under the scratch directory (same safety rules as replay):
//  1. device curve with O_DIRECT: QD1 service time t(bs) = latency + bs/bw
//     (linear least squares) and the deep-queue curve bw(qd) = B*qd/(qd+k)
//     (Levenberg–Marquardt), writes and reads;
//  2. buffered writes that stay in cache: t(bs) = per_call + bs/copy_bw (NNLS);
//  3. a buffered write then fsync: writeback rate (cross-check of dev.write_bw);
//  4. memcpy of large buffers (cross-check of cpu.copy_bw).
// The fits are pure functions so that tests can feed synthetic measurements.
#pragma once

#include "LeastSquares.hpp"

#include <atomic>
#include <string>
#include <vector>

namespace wbsim {

// One parameter the calibration sets, with its provenance.
struct FittedParam {
  std::string key;     // parameter table key, e.g. "dev.write_latency"
  double value = 0;    // SI
  std::string comment; // the fit, R², residuals; one line, no '#'
};

// t = latency + bytes/bw from QD1 service times (seconds per IO).
struct ServiceTimeFit {
  double intercept = 0; // seconds per IO: device latency + per-IO CPU
  double bw = 0;        // bytes/s from the slope; 0 when the slope is not positive
  LinearFit fit;
};
ServiceTimeFit fit_service_time(const std::vector<double>& block_sizes, const std::vector<double>& seconds);

// bw(qd) = B*qd/(qd+k), B and k >= 0.
struct QueueCurveFit {
  double max_bw = 0; // B, bytes/s
  double half_qd = 0; // k: the queue depth at half of B
  double r_squared = 0;
  std::vector<double> residuals; // bytes/s, per point
  bool converged = false;
};
QueueCurveFit fit_queue_curve(const std::vector<double>& queue_depths, const std::vector<double>& bandwidths);

// Buffered write() time t = per_call + bytes/copy_bw (non-negative costs).
struct WritePathFit {
  double per_call = 0; // seconds per write() call
  double copy_bw = 0;  // bytes/s; 0 when the per-byte cost fitted to 0
  LinearFit fit;
};
WritePathFit fit_write_path(const std::vector<double>& block_sizes, const std::vector<double>& seconds);

// "R²=0.998, residuals (us): 4k:+0.12 8k:-0.3 ..." for a comment line.
std::string describe_fit(double r_squared, const std::vector<double>& xs, const std::vector<double>& residuals,
                         double residual_scale, const char* residual_unit, bool x_is_size);

// The profile text: [profile] name and description, then each parameter in
// its section preceded by its comment line. Values go through Params::set
// (range checked) so that the file loads back; one out of range is left out
// with a comment saying so. Throws ParamError for an unknown key.
std::string calibration_profile(const std::string& name, const std::string& description,
                                 const std::vector<FittedParam>& params, const std::vector<std::string>& notes);

struct CalibrateConfig {
  std::string directory;
  bool quick = false;
  bool tiny = false;      // test-only: a few MiB, 1-2 points per phase
  bool progress = false;  // a progress line on stderr
  bool reads = true;      // phase 1 also for reads
  std::string engine = "libaio"; // for the queue-depth sweep
  const std::atomic<int>* stop = nullptr; // set by the caller's SIGINT handler
};

struct CalibrationResult {
  std::vector<FittedParam> fitted;
  std::vector<std::string> notes; // cross-checks, what is not fitted and why
  bool stopped = false;           // SIGINT or ENOSPC: the result is incomplete
  std::string stop_reason;
  double elapsed = 0;             // seconds
};

class Calibrator {
public:
  explicit Calibrator(CalibrateConfig config);
  // Throws ReplayError when the scratch directory is refused.
  CalibrationResult run();

private:
  struct Point {
    double x = 0;          // block size or queue depth
    double bw = 0;         // bytes/s
    double lat = 0;        // mean total latency per IO, seconds
    double end_fsync = 0;  // seconds
    uint64_t bytes = 0;
  };
  std::vector<Point> measure(const std::vector<std::vector<std::string>>& jobs, const std::string& phase,
                             double done_before, double share);
  void progress(const std::string& phase, double fraction) const;
  bool stopping() const;
  void device_phase(bool write, double done_before, double share);
  void buffered_phase(double done_before, double share);
  void writeback_phase(double done_before, double share);
  void copy_phase(double done_before, double share);

  CalibrateConfig config_;
  CalibrationResult result_;
  double t0_ = 0;
};

} // namespace wbsim
