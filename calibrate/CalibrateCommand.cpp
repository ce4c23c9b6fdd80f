#include "CalibrateCommand.hpp"

#include "Calibrator.hpp"
#include "ChildProcess.hpp"
#include "FioOverhead.hpp"
#include "PublishedFit.hpp"
#include "Params.hpp"
#include "Provenance.hpp"
#include "Profile.hpp"
#include "ReplayEngine.hpp"
#include "RunRequest.hpp"

#include <boost/math/tools/roots.hpp>
#include <boost/program_options.hpp>
#include <nlohmann/json.hpp>

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iostream>

namespace po = boost::program_options;

namespace wbsim {

namespace {

// Between replays (fits, memcpy) SIGINT only sets this flag; during a replay
// NativeReplay's own handler stops the jobs and then restores this one.
std::atomic<int> g_calibrate_stop{0};

void on_calibrate_sigint(int)
{
  g_calibrate_stop.store(EINTR);
}

class SigintFlag {
public:
  SigintFlag()
  {
    struct sigaction sa {};
    sa.sa_handler = on_calibrate_sigint;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, &old_);
    sigaction(SIGTERM, &sa, &old_term_); // kill/timeout: stop and clean up as for Ctrl-C
  }
  ~SigintFlag()
  {
    sigaction(SIGINT, &old_, nullptr);
    sigaction(SIGTERM, &old_term_, nullptr);
  }
  SigintFlag(const SigintFlag&) = delete;
  SigintFlag& operator=(const SigintFlag&) = delete;

private:
  struct sigaction old_ {};
  struct sigaction old_term_ {};
};

const char* kUsage = "usage: wbsim calibrate --directory DIR -o machine.profile [--quick]\n"
                     "       wbsim calibrate --published FILE.csv --fit KEY[,KEY...] [--profile BASE] [--skip ROW]... -o OUT.profile\n\n"
                     "Measures this machine with microbenchmarks under DIR (O_DIRECT device curve, buffered\n"
                     "writes in cache, writeback with fsync, memcpy), fits the model's parameters and writes\n"
                     "them as a profile with the fit quality of each. Full run <= 5 min, --quick <= 60 s.\n"
                     "Writes only files it creates under DIR and removes them at the end.\n\n"
                     "With --published, fits the --fit parameters jointly to a CSV of published results\n"
                     "(header scenario,metric,value,unit,source; each scenario a .scenario file next to the\n"
                     "CSV naming a job file and the machine's hardware and kernel facts) by Levenberg-Marquardt\n"
                     "over simulations, and writes them as a profile with R² and each point's residual.\n";


// Refuses an unwritable -o before minutes are spent; returns the temporary
// path the profile is written to first.
std::string probe_output(const std::string& output)
{
  const std::string tmp = output + ".tmp." + std::to_string(getpid());
  {
    std::ofstream probe(tmp);
    if (!probe)
      throw UsageError("-o " + output + ": cannot write " + tmp);
  }
  std::remove(tmp.c_str());
  return tmp;
}

// Writes the profile to `tmp`, loads it back (it must parse and every value
// be in range), and only then renames it onto `output`.
void install_profile(const std::string& text, const std::string& tmp, const std::string& output)
{
  {
    std::ofstream out(tmp);
    out << text;
    out.close();
    if (!out) {
      std::remove(tmp.c_str());
      throw UsageError("-o " + output + ": cannot write " + tmp);
    }
  }
  try {
    Params check;
    apply_profile(tmp, check);
  } catch (...) {
    std::remove(tmp.c_str());
    throw;
  }
  if (std::rename(tmp.c_str(), output.c_str()) != 0) {
    std::remove(tmp.c_str());
    throw UsageError("-o " + output + ": cannot rename " + tmp + " to it");
  }
}

std::vector<std::string> split_commas(const std::vector<std::string>& values)
{
  std::vector<std::string> out;
  for (const auto& v : values) {
    std::string cur;
    for (char c : v + ",") {
      if (c == ',') {
        if (!cur.empty())
          out.push_back(cur);
        cur.clear();
      } else if (c != ' ') {
        cur += c;
      }
    }
  }
  return out;
}

int published_main(const po::variables_map& vm, const std::vector<std::string>& args)
{
  if (!vm.count("output"))
    throw UsageError("-o FILE is required: the profile to write");
  const std::string output = vm["output"].as<std::string>();
  PublishedFitConfig cfg;
  if (vm.count("profile"))
    cfg.profile = vm["profile"].as<std::string>();
  if (vm.count("set"))
    cfg.base_sets = vm["set"].as<std::vector<std::string>>();
  if (vm.count("fit"))
    cfg.fit_keys = split_commas(vm["fit"].as<std::vector<std::string>>());
  cfg.parallel = vm["jobs"].as<unsigned>();
  cfg.max_iterations = vm["max-iterations"].as<int>();
  if (cfg.max_iterations < 1)
    throw UsageError("--max-iterations must be at least 1");
  const bool progress = vm.count("no-progress") == 0;
  cfg.log = [progress](const std::string& line) {
    if (progress)
      std::cerr << "wbsim calibrate: " << line << "\n";
  };
  PublishedTable table = read_published(vm["published"].as<std::string>());
  if (vm.count("skip"))
    table = without_points(table, vm["skip"].as<std::vector<std::string>>());
  check_fit_keys(table, cfg);
  const std::string tmp = probe_output(output);
  const PublishedFitResult r = fit_published(table, cfg);
  std::string command = "wbsim calibrate";
  for (const auto& a : args)
    command += " " + a;
  install_profile(published_profile(table, cfg, r, command), tmp, output);

  std::printf("wbsim calibrate: wrote %s: %zu parameters fitted to %zu published points of %zu scenarios\n",
              output.c_str(), r.keys.size(), r.points.size(), table.scenarios.size());
  std::printf("  Levenberg-Marquardt %s (%s), %d Jacobians, %d simulations\n",
              r.converged ? "converged" : "NOT converged", r.reason.c_str(), r.iterations, r.simulations);
  std::printf("  RMS relative residual %.4f -> %.4f, R2 of log(model) vs log(published) %.4f\n", r.rms_before,
              r.rms_after, r.r_squared);
  for (size_t j = 0; j < r.keys.size(); ++j)
    std::printf("  %-22s %14.6g -> %14.6g%s\n", r.keys[j].c_str(), r.start[j], r.fitted[j],
                r.at_bound[j] ? "  (at a bound of its range)" : "");
  std::printf("  %-36s %-16s %12s %12s %12s %9s %9s\n", "scenario", "metric", "published", "before", "after",
              "res.before", "res.after");
  for (const auto& p : r.points)
    std::printf("  %-36s %-16s %12.5g %12.5g %12.5g %+8.1f%% %+8.1f%%\n", p.point.scenario.c_str(),
                p.point.metric.c_str(), p.point.value, p.before, p.after, 100 * p.residual_before,
                100 * p.residual_after);
  std::printf("  (values in SI units: bytes/s, seconds, 1/s)\n");
  return 0;
}

} // namespace

// The first job's longest write clat less its median, in seconds, of a
// `wbsim run --output-format=json` document (PhaseCheck::Metric::ClatTail).
double clat_tail(const nlohmann::json& doc)
{
  const FioClat c = write_clat(doc.at("jobs").at(0));
  return c.max - c.p50;
}

// Bandwidth of a `wbsim run --output-format=json` document as fio's group
// line: the bytes of all jobs over the longest runtime (B/s). fio's runtime
// is whole milliseconds, so a check of a few milliseconds came out quantized
// (32 MiB in cache predicted at exactly 32 MiB / 4 or 5 ms: 8389 or 6711 MB/s,
// and 2 MiB at 0 ms as 0); the simulated time (wbsim.sim_time_s) is exact and
// is used where it is that runtime (within fio's rounding of it).
double group_bw(const nlohmann::json& doc)
{
  double bytes = 0, longest_ms = 0;
  for (const auto& j : doc.at("jobs")) {
    bytes += j.at("write").at("io_bytes").get<double>();
    longest_ms = std::max(longest_ms, j.at("write").at("runtime").get<double>());
  }
  if (doc.contains("wbsim") && doc.at("wbsim").contains("sim_time_s")) {
    const double sim_ms = doc.at("wbsim").at("sim_time_s").get<double>() * 1000.0;
    if (sim_ms > 0 && std::abs(sim_ms - longest_ms) <= 0.5 + 1e-9)
      return bytes * 1000.0 / sim_ms;
  }
  return longest_ms > 0 ? bytes * 1000.0 / longest_ms : 0;
}

MatchResult match_decreasing(const std::function<double(double)>& predict, double target, double lo, double hi,
                             int iterations, double slack)
{
  MatchResult m;
  const double at_lo = predict(lo);
  if (at_lo <= target)
    return {lo, -1, at_lo, false};
  if (at_lo <= target * (1 + slack))
    return {lo, 0, at_lo, true};
  if (const double at_hi = predict(hi); at_hi >= target)
    return {hi, +1, at_hi, false};
  // bisect evaluates both ends again and counts them with its first step.
  const double width = (hi - lo) / std::ldexp(1.0, std::max(1, iterations));
  boost::uintmax_t max_iter = static_cast<boost::uintmax_t>(std::max(1, iterations)) + 3;
  const auto [a, b] = boost::math::tools::bisect([&](double v) { return predict(v) - target; }, lo, hi,
                                                 [width](double x, double y) { return y - x <= width; }, max_iter);
  m.value = 0.5 * (a + b);
  return m;
}

namespace {

// Only the wbsim executable can be its own child: inside another program (a
// test binary calling cmd_calibrate) /proc/self/exe would run that program
// again, which would calibrate again, without end. Empty when it may;
// otherwise why not.
std::string cannot_predict()
{
  char self[4096] = {};
  const ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
  const std::string exe = n > 0 ? std::string(self, static_cast<size_t>(n)) : std::string();
  if (exe.size() < 6 || exe.compare(exe.size() - 6, 6, "/wbsim") != 0)
    return "calibrate runs inside " + (exe.empty() ? std::string("an unknown program") : exe) +
           ", not the wbsim executable that predicts the phases";
  return {};
}

// `wbsim run` of a check's job with the profile, in the memory state it ran in.
ChildRun check_run(const PhaseCheck& c, const std::string& profile, const std::vector<std::string>& extra_sets = {})
{
  ChildRun r;
  r.args = {"run", "--name=selfcheck"};
  r.args.insert(r.args.end(), c.args.begin(), c.args.end());
  r.args.insert(r.args.end(), {"--profile", profile, "--output-format=json", "--no-progress"});
  // The phases ran wbsim's own sync engines, whose loop the buffered fit
  // folded into fs.write_call; engine.psync/pvsync are fio's loop.
  r.args.insert(r.args.end(), {"--set", "engine.psync=0", "--set", "engine.pvsync=0"});
  for (const auto& s : c.sets)
    r.args.insert(r.args.end(), {"--set", s});
  for (const auto& s : extra_sets)
    r.args.insert(r.args.end(), {"--set", s});
  r.what = "the self-check of '" + c.phase + "'";
  return r;
}

// Fits each check's fit_key (a time parameter) by simulation: the value in
// [0, fit_max or 1 ms] whose prediction of the check's job with the written
// profile gives the measured bandwidth (bisection; the bandwidth falls as the
// value grows). Appends the values to `fitted`; returns notes (a failed,
// clamped, unconstrained or implausible fit; the last two fit nothing).
std::vector<std::string> fit_by_simulation(const std::vector<PhaseCheck>& checks, const std::string& profile,
                                           std::vector<FittedParam>& fitted)
{
  std::vector<std::string> notes;
  for (const auto& c : checks) {
    if (c.fit_key.empty())
      continue;
    if (const std::string why = cannot_predict(); !why.empty()) {
      notes.push_back(c.fit_key + " not fitted: " + why);
      continue;
    }
    const ParamDef* def = Params::find(c.fit_key);
    if (def == nullptr || def->kind != ParamKind::Time) {
      notes.push_back(c.fit_key + " not fitted: not a time parameter of this wbsim");
      continue;
    }
    auto text = [](double v) {
      char b[64];
      std::snprintf(b, sizeof b, "%.4fus", v * 1e6);
      return std::string(b);
    };
    auto mbs = [](double bw) {
      char b[64];
      std::snprintf(b, sizeof b, "%.0f MB/s", bw / 1e6);
      return std::string(b);
    };
    std::string failed;
    auto predict = [&](double v) {
      ChildRun r = check_run(c, profile, {c.fit_key + "=" + text(v)});
      std::vector<ChildRun> one{r};
      run_children(one, 1);
      if (!one[0].ok()) {
        failed = status_text(one[0].status) + ": " + one[0].err.substr(0, 300);
        return 0.0;
      }
      return group_bw(nlohmann::json::parse(one[0].out));
    };
    // A measurement the model meets within 5% (or the repeats' half-spread)
    // with the value at 0 says nothing about it: 2026-12-04 iowq.wakeup
    // fitted to 357 us from 3.94 us per IO at qd4 that the model gives as
    // 3.91 at 0 (the worker never slept), and QD1 punted jobs came out 18x
    // too slow with it.
    const double slack = std::max(0.05, c.measured > 0 ? 0.5 * (c.hi - c.lo) / c.measured : 0.0);
    const double top = c.fit_max > 0 ? c.fit_max : 1e-3;
    const MatchResult m = match_decreasing(predict, c.measured, 0, top, 14, slack); // 1 ms / 2^14: 0.06 us
    if (!failed.empty()) {
      notes.push_back(c.fit_key + " not fitted: the prediction of " + c.phase + " failed (" + failed + ")");
      continue;
    }
    if (m.unconstrained) {
      notes.push_back(c.fit_key + " not fitted: with it at 0 the model predicts " + c.phase + " at " +
                      mbs(m.at_bound) + ", within " + std::to_string(static_cast<int>(std::lround(100 * slack))) +
                      "% of the measured " + mbs(c.measured) +
                      ", so this phase does not constrain it; the profile keeps its default");
      continue;
    }
    if (m.clamped > 0 && c.fit_max > 0) {
      notes.push_back(c.fit_key + " not fitted: even at " + text(top) + ", the most it plausibly is, the model predicts " +
                      c.phase + " at " + mbs(m.at_bound) + ", faster than the measured " + mbs(c.measured) +
                      ": something else in this phase is slower than the model; the profile keeps its default");
      continue;
    }
    const double v = m.value;
    std::string clamp;
    if (m.clamped < 0)
      clamp = "fitted as 0: even so the model predicts " + c.phase + " at " + mbs(m.at_bound) + " against the measured " +
              mbs(c.measured);
    else if (m.clamped > 0)
      clamp = "fitted as " + text(v) + ": even so the model predicts " + c.phase + " at " + mbs(m.at_bound) +
              ", faster than the measured " + mbs(c.measured);
    if (!clamp.empty())
      notes.push_back(c.fit_key + " " + clamp);
    FittedParam f{c.fit_key, v, c.fit_how + (clamp.empty() ? "" : "; out of reach, so " + clamp), ""};
    // A closed-form first estimate (used by the phases after it) gives way.
    const auto old = std::find_if(fitted.begin(), fitted.end(), [&](const FittedParam& x) { return x.key == c.fit_key; });
    if (old == fitted.end()) {
      fitted.push_back(f);
    } else {
      f.comment += "; the closed form gave " + text(old->value);
      *old = f;
    }
  }
  return notes;
}

// The self-check: predicts every job the phases measured with the profile
// just written (each in the memory state it ran in), in child processes.
// Returns the notes for the profile; a residual past 15% is a warning
// naming the phase.
std::vector<std::string> self_check(std::vector<PhaseCheck>& checks, const std::string& profile, bool* warned)
{
  if (const std::string why = cannot_predict(); !why.empty())
    return {"self-check skipped: " + why};
  std::vector<ChildRun> runs;
  for (const auto& c : checks)
    runs.push_back(check_run(c, profile));
  run_children(runs, std::max(1L, std::min(2L, sysconf(_SC_NPROCESSORS_ONLN))));
  std::vector<std::string> notes;
  for (size_t i = 0; i < checks.size(); ++i) {
    PhaseCheck& c = checks[i];
    if (!runs[i].ok()) {
      notes.push_back("self-check of " + c.phase + ": the prediction failed (" + status_text(runs[i].status) +
                      "): " + runs[i].err.substr(0, 300));
      *warned = true;
      continue;
    }
    const auto doc = nlohmann::json::parse(runs[i].out);
    const bool tail = c.metric == PhaseCheck::Metric::ClatTail;
    c.predicted = tail ? clat_tail(doc) : group_bw(doc);
    // The line's unit: MB/s, or us for a latency.
    const double scale = tail ? 1e6 : 1e-6;
    const char* unit = tail ? "us" : "MB/s";
    char line[512];
    std::snprintf(line, sizeof line, "self-check %s: measured %.0f %s (%.0f..%.0f), predicted %.0f %s, %+.1f%%%s",
                  c.phase.c_str(), c.measured * scale, unit, c.lo * scale, c.hi * scale, c.predicted * scale, unit,
                  100 * c.residual(), std::abs(c.residual()) > 0.15 ? "  WARNING: past 15%" : "");
    notes.push_back(line);
    if (std::abs(c.residual()) > 0.15)
      *warned = true;
    // Repeats that disagree by more than the 15% the residual is held to
    // cannot support a fit: say so rather than trust the median.
    const double spread = c.measured > 0 ? (c.hi - c.lo) / c.measured : 0;
    if (spread > 0.3) {
      std::snprintf(line, sizeof line,
                    "self-check %s: WARNING: the repeats spread %.0f%% of their median (%.0f..%.0f %s), wider "
                    "than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)",
                    c.phase.c_str(), 100 * spread, c.lo * scale, c.hi * scale, unit);
      notes.push_back(line);
      *warned = true;
    }
  }
  return notes;
}

int calibrate_main(const std::vector<std::string>& args)
{
  po::options_description d("Calibrate options");
  d.add_options()("help,h", "this help")("directory", po::value<std::string>(),
                                          "DIR: where the scratch files are created (required)")(
      "output,o", po::value<std::string>(), "the profile to write (required)")(
      "quick", "a shorter run (<= 60 s): fewer points, smaller sizes")(
      "tiny", "test-only: a few MiB and 1-2 points per phase; the fits are not meaningful")(
      "no-reads", "do not measure reads (dev.read_* keep their defaults)")(
      "drop-caches", "root: sync and drop the page cache before each cold-memory point (the state after a reboot)")(
      "no-self-check", "do not predict the measured phases with the written profile")(
      "engine", po::value<std::string>()->default_value("libaio"), "engine of the queue-depth sweep: libaio or io_uring")(
      "no-progress", "no progress line on stderr")(
      "published", po::value<std::string>(), "FILE.csv: fit to published results instead of measuring")(
      "fit", po::value<std::vector<std::string>>()->composing(), "KEY[,KEY...]: the parameters --published fits")(
      "profile", po::value<std::string>(), "--published: the base profile (default: built-in)")(
      "set", po::value<std::vector<std::string>>()->composing(), "--published: key=value on every simulation")(
      "jobs", po::value<unsigned>()->default_value(0), "--published: simultaneous simulations (0: online CPUs)")(
      "max-iterations", po::value<int>()->default_value(20), "--published: Levenberg-Marquardt Jacobians at most")(
      "skip", po::value<std::vector<std::string>>()->composing(),
      "--published: leave these points out of the fit (repeatable): a scenario, a metric, or scenario/metric");
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(d).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    throw UsageError(std::string(e.what()) + "\n" + kUsage);
  }
  if (vm.count("help")) {
    std::cout << kUsage << "\n" << d << "\n";
    return 0;
  }
  if (vm.count("published"))
    return published_main(vm, args);
  // The fit's options mean nothing to a measurement: an error, not a silent no-op.
  for (const char* k : {"fit", "skip", "profile", "set", "jobs", "max-iterations"})
    if (vm.count(k) && !vm[k].defaulted())
      throw UsageError(std::string("--") + k + " applies only with --published FILE.csv (fitting published results); "
                       "a measurement of this machine takes --directory DIR -o FILE [--quick]");
  if (!vm.count("directory"))
    throw UsageError("--directory DIR is required: calibrate writes its scratch files there, and nowhere else");
  if (!vm.count("output"))
    throw UsageError("-o FILE is required: the profile to write");
  const std::string engine = vm["engine"].as<std::string>();
  if (engine != "libaio" && engine != "io_uring")
    throw UsageError("--engine=" + engine + ": accepted: libaio, io_uring");
  const std::string output = vm["output"].as<std::string>();
  const std::string tmp = probe_output(output);

  CalibrateConfig cfg;
  cfg.directory = vm["directory"].as<std::string>();
  cfg.quick = vm.count("quick") > 0;
  cfg.tiny = vm.count("tiny") > 0;
  cfg.reads = vm.count("no-reads") == 0;
  cfg.drop_caches = vm.count("drop-caches") > 0;
  if (cfg.drop_caches && geteuid() != 0)
    throw UsageError("--drop-caches needs root (it writes /proc/sys/vm/drop_caches)");
  cfg.engine = engine;
  cfg.progress = isatty(STDERR_FILENO) != 0 && vm.count("no-progress") == 0;
  cfg.stop = &g_calibrate_stop;
  g_calibrate_stop.store(0);

  CalibrationResult res;
  {
    SigintFlag flag;
    res = Calibrator(cfg).run();
  }
  for (const auto& n : res.notes)
    std::cerr << "wbsim calibrate: " << n << "\n";
  std::fprintf(stderr, "wbsim calibrate: elapsed %.1f s\n", res.elapsed);
  if (res.stopped) {
    std::cerr << "wbsim calibrate: stopped: " << res.stop_reason << "; " << output << " not written\n";
    return 1;
  }

  const std::string name = host_name() + "-calibrated";
  std::string mode = cfg.tiny ? "tiny (test)" : cfg.quick ? "quick" : "full";
  const std::string description = "wbsim calibrate (" + mode + ") on " + host_name() + ", " + utc_now() + ", in " +
                                  cfg.directory + ", " + std::to_string(static_cast<int>(res.elapsed + 0.5)) + " s";
  install_profile(calibration_profile(name, description, res.fitted, res.notes), tmp, output);
  bool warned = res.drifted;
  if (vm.count("no-self-check") == 0 && !res.checks.empty()) {
    // The profile must reproduce calibrate's own measurements: predict each,
    // then write the residuals into the profile beside the fits.
    std::vector<std::string> notes = res.notes;
    // Parameters fitted by simulation need the rest of the profile written.
    for (const auto& n : fit_by_simulation(res.checks, output, res.fitted)) {
      std::cerr << "wbsim calibrate: " << n << "\n";
      notes.push_back(n);
    }
    install_profile(calibration_profile(name, description, res.fitted, notes), tmp, output);
    for (const auto& n : self_check(res.checks, output, &warned)) {
      std::cerr << "wbsim calibrate: " << n << "\n";
      notes.push_back(n);
    }
    install_profile(calibration_profile(name, description, res.fitted, notes), tmp, output);
  }
  std::cout << "wbsim calibrate: wrote " << output << " (profile " << name << ")"
            << (warned ? "; WARNING: the self-check missed by more than 15%, its repeats spread too wide to fit, or the machine drifted (see above and the profile)" : "")
            << "\n";
  for (const auto& p : res.fitted) {
    const ParamDef* def = Params::find(p.key);
    char buf[64];
    if (!p.text.empty())
      std::snprintf(buf, sizeof buf, "%s", p.text.c_str());
    else if (def && def->kind == ParamKind::Time && p.value != 0 && std::abs(p.value) < 1e-9)
      std::snprintf(buf, sizeof buf, "%.4g ns", p.value * 1e9); // per-byte times such as cpu.copy_unaligned
    else if (def && def->kind == ParamKind::Time)
      std::snprintf(buf, sizeof buf, "%.4f us", p.value * 1e6);
    else if (def && def->kind == ParamKind::Rate)
      std::snprintf(buf, sizeof buf, "%.1f MB/s", p.value / 1e6);
    else if (def && def->kind == ParamKind::Size && p.value >= 1073741824.0)
      std::snprintf(buf, sizeof buf, "%.3f GiB", p.value / 1073741824.0);
    else if (def && def->kind == ParamKind::Size) // sizes below a GiB (cpu.copy_stream_bytes) read as 0.000 GiB
      std::snprintf(buf, sizeof buf, "%.1f KiB", p.value / 1024.0);
    else
      std::snprintf(buf, sizeof buf, "%.6g", p.value);
    std::cout << "  " << p.key << " = " << buf << "    # " << p.comment << "\n";
  }
  return 0;
}

} // namespace

int cmd_calibrate(const std::vector<std::string>& args)
{
  return run_with_input_errors("calibrate", [&]() -> int {
    return calibrate_main(args);
  });
}

} // namespace wbsim
