#include "Calibrator.hpp"

#include "LevenbergMarquardt.hpp"
#include "NativeReplay.hpp"
#include "Params.hpp"
#include "ReplayEngine.hpp"
#include "RunRequest.hpp"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <limits>
#include <sstream>
#include <stdexcept>

namespace wbsim {

namespace {

constexpr double kKiB = 1024.0;
constexpr double kMiB = 1024.0 * 1024.0;

double now_seconds()
{
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

std::string fmt(const char* f, double v)
{
  char buf[64];
  std::snprintf(buf, sizeof buf, f, v);
  return buf;
}

// "4k", "1M": the fio spelling of a block size.
std::string size_label(double bytes)
{
  const auto b = static_cast<uint64_t>(bytes);
  if (b >= (1u << 20) && b % (1u << 20) == 0)
    return std::to_string(b >> 20) + "M";
  if (b >= 1024 && b % 1024 == 0)
    return std::to_string(b >> 10) + "k";
  return std::to_string(b);
}

std::string size_arg(double bytes)
{
  return std::to_string(static_cast<uint64_t>(bytes));
}

double median(std::vector<double> v)
{
  if (v.empty())
    return 0;
  std::sort(v.begin(), v.end());
  const size_t n = v.size();
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

double default_of(const char* key)
{
  const Params p;
  return std::get<double>(p.get(key));
}

// Bytes of dirty page cache that stay well under the background threshold,
// so that phase 2 measures write() without writeback or throttling.
double in_cache_budget()
{
  std::ifstream mi("/proc/meminfo");
  std::string k;
  double kb = 0, avail = 0;
  std::string unit;
  while (mi >> k >> kb >> unit)
    if (k == "MemAvailable:")
      avail = kb * 1024;
  double ratio = 10;
  std::ifstream r("/proc/sys/vm/dirty_background_ratio");
  if (!(r >> ratio) || ratio <= 0)
    ratio = 10;
  return avail > 0 ? avail * ratio / 100.0 / 4.0 : 64 * kMiB;
}

} // namespace

// ---- Fits ---------------------------------------------------------------------

ServiceTimeFit fit_service_time(const std::vector<double>& block_sizes, const std::vector<double>& seconds)
{
  if (block_sizes.size() != seconds.size() || block_sizes.size() < 2)
    throw std::invalid_argument("fit_service_time: need >= 2 (block size, time) pairs of equal count");
  const auto n = static_cast<Eigen::Index>(block_sizes.size());
  Eigen::MatrixXd X(n, 2);
  Eigen::VectorXd y(n);
  for (Eigen::Index i = 0; i < n; ++i) {
    X(i, 0) = 1.0;
    X(i, 1) = block_sizes[static_cast<size_t>(i)];
    y(i) = seconds[static_cast<size_t>(i)];
  }
  // Relative weights (1/t²): times span 100x over 4k..1M, and unweighted
  // residuals of the large blocks would swamp the per-IO intercept.
  const Eigen::VectorXd w = y.array().abs().max(1e-12).square().inverse().matrix();
  ServiceTimeFit out;
  out.fit = fit_linear(X, y, {"per_io", "per_byte"}, &w);
  out.intercept = out.fit.coef(0);
  out.bw = out.fit.coef(1) > 0 ? 1.0 / out.fit.coef(1) : 0.0;
  return out;
}

QueueCurveFit fit_queue_curve(const std::vector<double>& queue_depths, const std::vector<double>& bandwidths)
{
  if (queue_depths.size() != bandwidths.size() || queue_depths.size() < 2)
    throw std::invalid_argument("fit_queue_curve: need >= 2 (queue depth, bandwidth) pairs of equal count");
  const auto n = static_cast<Eigen::Index>(queue_depths.size());
  Eigen::VectorXd q(n), bw(n);
  for (Eigen::Index i = 0; i < n; ++i) {
    q(i) = queue_depths[static_cast<size_t>(i)];
    bw(i) = bandwidths[static_cast<size_t>(i)];
  }
  // Work in units of the largest bandwidth so that B and k are both O(1).
  const double scale = std::max(bw.maxCoeff(), 1.0);
  const Eigen::VectorXd y = bw / scale;
  LmProblem p;
  p.residuals = [q, y](const Eigen::VectorXd& x) -> Eigen::VectorXd {
    return (x(0) * q.array() / (q.array() + x(1))).matrix() - y;
  };
  p.jacobian = [q](const Eigen::VectorXd& x) -> Eigen::MatrixXd {
    Eigen::MatrixXd J(q.size(), 2);
    J.col(0) = (q.array() / (q.array() + x(1))).matrix();
    J.col(1) = (-x(0) * q.array() / (q.array() + x(1)).square()).matrix();
    return J;
  };
  p.lower = Eigen::Vector2d(0.0, 0.0);
  p.upper = Eigen::Vector2d(std::numeric_limits<double>::infinity(), std::numeric_limits<double>::infinity());
  const LmResult r = solve_lm(p, Eigen::Vector2d(1.0, 1.0));
  QueueCurveFit out;
  out.max_bw = r.params(0) * scale;
  out.half_qd = r.params(1);
  out.converged = r.converged;
  out.r_squared = r_squared(y, r.residuals);
  for (Eigen::Index i = 0; i < n; ++i)
    out.residuals.push_back(-r.residuals(i) * scale); // observed - fitted
  return out;
}

WritePathFit fit_write_path(const std::vector<double>& block_sizes, const std::vector<double>& seconds)
{
  if (block_sizes.size() != seconds.size() || block_sizes.size() < 2)
    throw std::invalid_argument("fit_write_path: need >= 2 (block size, time) pairs of equal count");
  const auto n = static_cast<Eigen::Index>(block_sizes.size());
  Eigen::MatrixXd X(n, 2);
  Eigen::VectorXd y(n);
  for (Eigen::Index i = 0; i < n; ++i) {
    X(i, 0) = 1.0;
    X(i, 1) = block_sizes[static_cast<size_t>(i)];
    y(i) = seconds[static_cast<size_t>(i)];
  }
  const Eigen::VectorXd w = y.array().abs().max(1e-12).square().inverse().matrix(); // relative, as above
  WritePathFit out;
  out.fit = fit_linear_nonneg(X, y, {"per_call", "per_byte"}, &w);
  out.per_call = out.fit.coef(0);
  out.copy_bw = out.fit.coef(1) > 0 ? 1.0 / out.fit.coef(1) : 0.0;
  return out;
}

std::string describe_fit(double r2, const std::vector<double>& xs, const std::vector<double>& residuals,
                         double residual_scale, const char* residual_unit, bool x_is_size)
{
  std::string s = "R²=" + fmt("%.4f", r2) + ", residuals (" + residual_unit + "):";
  for (size_t i = 0; i < xs.size() && i < residuals.size(); ++i)
    s += " " + (x_is_size ? size_label(xs[i]) : "qd" + fmt("%.0f", xs[i])) + ":" +
         fmt("%+.3g", residuals[i] * residual_scale);
  return s;
}

std::string calibration_profile(const std::string& name, const std::string& description,
                                const std::vector<FittedParam>& params, const std::vector<std::string>& notes)
{
  std::ostringstream os;
  os << "# Written by `wbsim calibrate`. Only the fitted parameters are set; the\n"
     << "# others keep the built-in defaults.\n";
  for (const auto& n : notes)
    os << "# note: " << n << "\n";
  os << "[profile]\nname=" << name << "\ndescription=" << description << "\n";
  // Group by section (the key's prefix), keeping the order of first appearance.
  std::vector<std::string> sections;
  for (const auto& p : params) {
    const std::string sec = p.key.substr(0, p.key.find('.'));
    if (std::find(sections.begin(), sections.end(), sec) == sections.end())
      sections.push_back(sec);
  }
  Params check;
  for (const auto& sec : sections) {
    os << "\n[" << sec << "]\n";
    for (const auto& p : params) {
      if (p.key.substr(0, p.key.find('.')) != sec)
        continue;
      const ParamDef* def = Params::find(p.key);
      if (!def)
        throw ParamError("calibration_profile: unknown parameter '" + p.key + "'");
      std::string text;
      if (def->kind == ParamKind::Time)
        text = fmt("%.6g", p.value * 1e6) + "us";
      else if (def->kind == ParamKind::Rate)
        text = fmt("%.0f", p.value);
      else
        text = fmt("%.6g", p.value);
      try {
        check.set(p.key, text, "calibrate");
      } catch (const ParamError& e) {
        std::string why = e.what();
        std::replace(why.begin(), why.end(), '\n', ' ');
        // A fit outside the parameter's range (noise, or a device unlike the
        // model's) is reported, and the default applies.
        os << "# " << p.key << ": NOT WRITTEN, fitted " << text << " is refused: " << why << "; " << p.comment
           << "\n";
        continue;
      }
      os << "# " << p.key << ": " << p.comment << "\n";
      os << p.key.substr(p.key.find('.') + 1) << "=" << text << "\n";
    }
  }
  return os.str();
}

// ---- Measurements -------------------------------------------------------------

Calibrator::Calibrator(CalibrateConfig config) : config_(std::move(config)) {}

bool Calibrator::stopping() const
{
  return result_.stopped || (config_.stop && config_.stop->load() != 0);
}

void Calibrator::progress(const std::string& phase, double fraction) const
{
  if (!config_.progress)
    return;
  std::fprintf(stderr, "\r\033[Kwbsim calibrate: %-40s %3.0f%%  %5.1fs", phase.c_str(),
               100.0 * std::min(1.0, fraction), now_seconds() - t0_);
  std::fflush(stderr);
}

// Runs the jobs (each a list of fio options after --name) one after the
// other in one Workload (stonewall), and returns one Point per job.
std::vector<Calibrator::Point> Calibrator::measure(const std::vector<std::vector<std::string>>& jobs,
                                                   const std::string& phase, double done_before, double share)
{
  std::vector<Point> points;
  if (stopping())
    return points;
  std::vector<std::string> args;
  for (size_t i = 0; i < jobs.size(); ++i) {
    args.push_back("--name=cal" + std::to_string(i));
    args.insert(args.end(), jobs[i].begin(), jobs[i].end());
    args.push_back("--stonewall");
  }
  RunRequest req = parse_run_args(args);
  ReplayOptions opts;
  opts.safety.directory = config_.directory;
  progress(phase, done_before);
  const ReplayOutcome out = NativeReplay(req.workload, opts).run();
  progress(phase, done_before + share);
  if (out.partial || out.stop_errno != 0) {
    result_.stopped = true;
    result_.stop_reason = out.stop_errno == ENOSPC ? "out of space (ENOSPC)"
                          : out.stop_errno == EINTR ? "interrupted (SIGINT)"
                                                    : "a job stopped early";
    for (const auto& n : out.notes)
      result_.stop_reason += "; " + n;
    return {};
  }
  for (const JobResult& j : out.result.jobs) {
    if (j.error != 0) {
      result_.stopped = true;
      result_.stop_reason = "job " + j.spec.name + ": " + std::strerror(j.error);
      return {};
    }
    const DirResult& d = j.spec.dir == IoDir::Write ? j.write : j.read;
    Point p;
    p.bytes = d.io_bytes;
    p.bw = j.runtime() > 0 ? static_cast<double>(d.io_bytes) / j.runtime() : 0;
    p.lat = d.lat.mean();
    p.end_fsync = j.end_fsync_time;
    points.push_back(p);
  }
  return points;
}

void Calibrator::device_phase(bool write, double done_before, double share)
{
  const std::string what = write ? "write" : "read";
  const std::string phase = std::string("1/4 device curve, O_DIRECT ") + what + "s";
  std::vector<double> sizes, qds;
  double file = 0, runtime = 0;
  if (config_.tiny) {
    sizes = {4 * kKiB, 64 * kKiB};
    qds = {1, 4};
    file = 4 * kMiB;
  } else if (config_.quick) {
    sizes = {4 * kKiB, 16 * kKiB, 64 * kKiB, 256 * kKiB, 1024 * kKiB};
    qds = {1, 2, 4, 8, 16, 32};
    file = 256 * kMiB;
    runtime = 1.0;
  } else {
    for (double b = 4 * kKiB; b <= 1024 * kKiB; b *= 2)
      sizes.push_back(b);
    qds = {1, 2, 4, 8, 16, 32};
    file = 1024 * kMiB;
    runtime = 2.0;
  }
  const double qd_bs = 128 * kKiB;
  // One scratch file shared by every job of the sweep: reads then lay it out once.
  std::vector<std::string> common = {"--rw=" + what, "--direct=1", "--filename=wbsim-calibrate-dev.dat",
                                     "--filesize=" + size_arg(file)};
  if (runtime > 0)
    common.insert(common.end(), {"--time_based", "--runtime=" + fmt("%g", runtime)});
  else
    common.push_back("--size=" + size_arg(file / 2));
  std::vector<std::vector<std::string>> jobs;
  for (double b : sizes) {
    auto j = common;
    j.insert(j.end(), {"--bs=" + size_arg(b), "--ioengine=psync"});
    jobs.push_back(j);
  }
  for (double q : qds) {
    auto j = common;
    j.insert(j.end(), {"--bs=" + size_arg(qd_bs), "--ioengine=" + config_.engine, "--iodepth=" + fmt("%.0f", q)});
    jobs.push_back(j);
  }
  const std::vector<Point> pts = measure(jobs, phase, done_before, share);
  if (pts.size() != jobs.size())
    return;

  std::vector<double> t, bw;
  for (size_t i = 0; i < sizes.size(); ++i)
    t.push_back(pts[i].lat);
  for (size_t i = 0; i < qds.size(); ++i)
    bw.push_back(pts[sizes.size() + i].bw);
  const ServiceTimeFit st = fit_service_time(sizes, t);
  const QueueCurveFit qc = fit_queue_curve(qds, bw);

  // The model charges the syscall and the NVMe command CPU on top of the
  // device latency, so they are taken out of the intercept.
  const double cpu = default_of("cpu.syscall") + default_of("dev.cmd_cpu");
  const double latency = std::max(0.0, st.intercept - cpu);
  std::vector<double> res(st.fit.residuals.data(), st.fit.residuals.data() + st.fit.residuals.size());
  const std::string range = "bs=" + size_label(sizes.front()) + ".." + size_label(sizes.back());
  const std::string st_desc = describe_fit(st.fit.r_squared, sizes, res, 1e6, "us", true);
  const std::string qc_desc = describe_fit(qc.r_squared, qds, qc.residuals, 1e-6, "MB/s", false);
  const std::string key = write ? "dev.write_" : "dev.read_";
  result_.fitted.push_back({key + "latency", latency,
                            "fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over " + range + ": a=" +
                                fmt("%.2f", st.intercept * 1e6) + "us minus cpu.syscall+dev.cmd_cpu=" +
                                fmt("%.2f", cpu * 1e6) + "us; " + st_desc});
  // The slope is the device's per-byte time; when it is not positive (noise
  // at QD1 dominating), the deep-queue asymptote B stands in for it.
  const bool slope_ok = st.bw > 0 && st.fit.r_squared > 0.5;
  const double dev_bw = slope_ok ? st.bw : qc.max_bw;
  result_.fitted.push_back(
      {key + "bw", dev_bw,
       (slope_ok ? "1/slope of the same QD1 fit, " + st_desc
                 : "QD1 slope unusable (R²=" + fmt("%.3f", st.fit.r_squared) + "), so the deep-queue B") +
           "; cross-check: " + config_.engine + " bs=" + size_label(qd_bs) + " bw(qd)=B*qd/(qd+k): B=" +
           fmt("%.1f", qc.max_bw / 1e6) + "MB/s k=" + fmt("%.2f", qc.half_qd) + " (LM " +
           (qc.converged ? "converged" : "not converged") + "), " + qc_desc});
  std::string line = what + " device curve: QD1 t(bs) " + fmt("%.2f", st.intercept * 1e6) + "us + bs/" +
                     fmt("%.1f", st.bw / 1e6) + "MB/s (R²=" + fmt("%.4f", st.fit.r_squared) + "); deep queue B=" +
                     fmt("%.1f", qc.max_bw / 1e6) + "MB/s, k=" + fmt("%.2f", qc.half_qd) + " (R²=" +
                     fmt("%.4f", qc.r_squared) + "); measured at qd" + fmt("%.0f", qds.back()) + ": " +
                     fmt("%.1f", bw.back() / 1e6) + "MB/s";
  result_.notes.push_back(line);
}

void Calibrator::buffered_phase(double done_before, double share)
{
  const std::string phase = "2/4 buffered writes in cache";
  std::vector<double> sizes;
  double total = 0;
  int repeats = 1;
  if (config_.tiny) {
    sizes = {4 * kKiB, 64 * kKiB};
    total = 2 * kMiB;
  } else if (config_.quick) {
    sizes = {4 * kKiB, 16 * kKiB, 64 * kKiB, 256 * kKiB, 1024 * kKiB};
    total = 64 * kMiB;
    repeats = 3;
  } else {
    for (double b = 4 * kKiB; b <= 1024 * kKiB; b *= 2)
      sizes.push_back(b);
    total = 128 * kMiB;
    repeats = 5;
  }
  total = std::max(2 * kMiB, std::min(total, in_cache_budget()));
  // One Workload per point: its file is removed (its dirty pages dropped
  // unwritten) before the next, so dirty memory never nears the threshold,
  // and every write() allocates fresh folios as a first write does.
  std::vector<double> xs, t;
  const double steps = static_cast<double>(sizes.size()) * repeats;
  double step = 0;
  for (double b : sizes) {
    std::vector<double> reps;
    for (int r = 0; r < repeats; ++r) {
      const std::vector<std::string> job = {"--rw=write", "--ioengine=psync", "--bs=" + size_arg(b),
                                            "--size=" + size_arg(total), "--filename=wbsim-calibrate-buf.dat"};
      const auto pts = measure({job}, phase, done_before + share * step / steps, share / steps);
      step += 1;
      if (pts.size() != 1)
        return;
      reps.push_back(pts[0].lat);
    }
    xs.push_back(b);
    t.push_back(median(reps));
  }
  const WritePathFit wf = fit_write_path(xs, t);
  std::vector<double> res(wf.fit.residuals.data(), wf.fit.residuals.data() + wf.fit.residuals.size());
  const std::string desc = describe_fit(wf.fit.r_squared, xs, res, 1e6, "us", true);
  const std::string range = "bs=" + size_label(xs.front()) + ".." + size_label(xs.back());
  const double syscall = default_of("cpu.syscall");
  result_.fitted.push_back({"fs.write_call", std::max(0.0, wf.per_call - syscall),
                            "NNLS fit (relative weights) of buffered write() time t(bs) = c + bs/copy_bw over " + range + " (" +
                                size_label(total) + " per point, in cache, median of " + std::to_string(repeats) +
                                "): c=" + fmt("%.3f", wf.per_call * 1e6) + "us minus cpu.syscall=" +
                                fmt("%.3f", syscall * 1e6) + "us (kept at default); " + desc});
  if (wf.copy_bw > 0)
    result_.fitted.push_back({"cpu.copy_bw", wf.copy_bw,
                              "1/per-byte cost of the same fit (includes the per-page and per-folio page-cache "
                              "work, which is not fitted separately); " +
                                  desc});
  else
    result_.notes.push_back("cpu.copy_bw not fitted: the per-byte cost of buffered writes fitted to 0");
  result_.notes.push_back("buffered write(): " + fmt("%.3f", wf.per_call * 1e6) + "us per call + " +
                          (wf.copy_bw > 0 ? fmt("%.0f", wf.copy_bw / 1e6) : std::string("inf")) + "MB/s (R²=" +
                          fmt("%.4f", wf.fit.r_squared) + "); not fitted: pc.folio_alloc, pc.page_init, " +
                          "pc.add_folio, pc.mark_dirty, fs.write_folio, cpu.syscall (defaults apply)");
}

void Calibrator::writeback_phase(double done_before, double share)
{
  const double total = config_.tiny ? 4 * kMiB : config_.quick ? 256 * kMiB : 1024 * kMiB;
  const std::vector<std::string> job = {"--rw=write", "--ioengine=psync", "--bs=1M", "--size=" + size_arg(total),
                                        "--end_fsync=1", "--filename=wbsim-calibrate-wb.dat"};
  const auto pts = measure({job}, "3/4 writeback with fsync", done_before, share);
  if (pts.size() != 1)
    return;
  const Point& p = pts[0];
  const double wb = p.end_fsync > 0 ? static_cast<double>(p.bytes) / p.end_fsync : 0;
  result_.notes.push_back("writeback: " + size_label(total) + " buffered bs=1M then fsync: " +
                          fmt("%.1f", p.bw / 1e6) + "MB/s overall, fsync " + fmt("%.3f", p.end_fsync) + "s = " +
                          fmt("%.1f", wb / 1e6) + "MB/s (cross-check of dev.write_bw; not fitted)");
}

void Calibrator::copy_phase(double done_before, double share)
{
  const std::string phase = "4/4 memcpy bandwidth";
  const size_t bytes = static_cast<size_t>(config_.tiny ? 8 * kMiB : config_.quick ? 128 * kMiB : 512 * kMiB);
  const int reps = config_.tiny ? 2 : config_.quick ? 4 : 8;
  progress(phase, done_before);
  std::vector<char> src(bytes, 1), dst(bytes, 0); // touched: no page faults in the timing
  std::vector<double> rates;
  for (int r = 0; r < reps && !stopping(); ++r) {
    src[static_cast<size_t>(r)] = static_cast<char>(r);
    const double t0 = now_seconds();
    std::memcpy(dst.data(), src.data(), bytes);
    const double dt = now_seconds() - t0;
    if (dt > 0)
      rates.push_back(static_cast<double>(bytes) / dt);
    progress(phase, done_before + share * (r + 1) / reps);
  }
  volatile char sink = dst[bytes / 2];
  (void)sink;
  if (rates.empty())
    return;
  result_.notes.push_back("memcpy of " + size_label(static_cast<double>(bytes)) + " buffers: median " +
                          fmt("%.0f", median(rates) / 1e6) + "MB/s, best " +
                          fmt("%.0f", *std::max_element(rates.begin(), rates.end()) / 1e6) +
                          "MB/s over " + std::to_string(reps) + " (cross-check of cpu.copy_bw; not fitted)");
}

CalibrationResult Calibrator::run()
{
  t0_ = now_seconds();
  result_ = CalibrationResult{};
  // Shares of the progress line, roughly the time each phase takes.
  device_phase(true, 0.0, 0.35);
  if (config_.reads)
    device_phase(false, 0.35, 0.30);
  else
    result_.notes.push_back("reads not measured: dev.read_latency and dev.read_bw keep their defaults");
  buffered_phase(0.65, 0.15);
  writeback_phase(0.80, 0.15);
  copy_phase(0.95, 0.05);
  if (!result_.stopped && config_.stop && config_.stop->load() != 0) {
    result_.stopped = true;
    result_.stop_reason = "interrupted (SIGINT)";
  }
  if (config_.progress)
    std::fprintf(stderr, "\r\033[K");
  result_.elapsed = now_seconds() - t0_;
  return result_;
}

} // namespace wbsim
