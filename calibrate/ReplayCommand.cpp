#include "ReplayCommand.hpp"

#include "FioReport.hpp"
#include "JobFile.hpp"
#include "MachineState.hpp"
#include "Params.hpp"
#include "Profile.hpp"
#include "ReplayEngine.hpp"
#include "RunRequest.hpp"
#include "Simulation.hpp"
#include "Units.hpp"
#include "Version.hpp"

#include <boost/program_options.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <limits>
#include <optional>

namespace po = boost::program_options;

namespace wbsim {

namespace {

const char* kUsage = "usage: wbsim replay JOBFILE --directory DIR [fio options] [options]\n\n"
                     "Runs the job for real under DIR with wbsim's own engines (psync, sync, pvsync, libaio,\n"
                     "io_uring), measures it as fio does, predicts it with the model, and prints measured\n"
                     "against predicted. Writes only files it creates under DIR and removes them at the end.\n";

po::options_description replay_options()
{
  po::options_description d("Replay options");
  d.add_options()("allow-path", po::value<std::string>(),
                  "allow a job file outside --directory: this file, or files under this directory (repeatable)")(
      "allow-existing", "use files that already exist (and character devices); they are kept, not removed")(
      "allow-block-device", po::value<std::string>(),
      "allow writing this block device (destroys its data; repeatable)")(
      "keep-files", "keep the scratch files at the end")(
      "repeat", po::value<std::string>(), "measure N times and report the run with the median bandwidth (default 1)")(
      "drop-caches", "drop the page cache before every run (root): the cold machine users meet")(
      "no-state", "do not read the machine state (memory, free page reporting) before each run; the prediction "
                  "then uses the profile's mem.* values")(
      "no-predict", "measure only: no model prediction, no error table")(
      "no-space-check", "start even when the free space looks too small (compressing or thin filesystems); "
                        "a job that meets ENOSPC stops cleanly with partial results");
  return d;
}

po::options_description directory_help()
{
  po::options_description d("Replay directory (required)");
  d.add_options()("directory", po::value<std::string>(),
                  "DIR: where the scratch files are created; relative job file names go under it. "
                  "(fio's own --directory option is not available in replay)");
  return d;
}

bool file_exists(const std::string& path)
{
  struct stat st {};
  return stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

// The profile to predict with when --profile is not given: this machine's
// calibrated one if there is one.
std::string default_profile(std::string* origin)
{
  const char* env = std::getenv("WBSIM_MACHINE_PROFILE");
  if (env && *env) {
    if (!file_exists(env))
      throw ReplayError(std::string("$WBSIM_MACHINE_PROFILE=") + env + ": no such file");
    *origin = "this machine's calibrated profile ($WBSIM_MACHINE_PROFILE)";
    return env;
  }
  const char* home = std::getenv("HOME");
  if (home && *home) {
    const std::string p = std::string(home) + "/.config/wbsim/machine.profile";
    if (file_exists(p)) {
      *origin = "this machine's calibrated profile (~/.config/wbsim/machine.profile)";
      return p;
    }
  }
  *origin = "built-in default (no calibrated profile of this machine: none in $WBSIM_MACHINE_PROFILE or "
            "~/.config/wbsim/machine.profile)";
  return "";
}

// One job's headline figures, in SI units.
struct Figures {
  double bw = 0, iops = 0, clat_mean = 0, clat_p99 = 0, lat_p99 = 0, sync_p99 = 0, runtime = 0;
  bool has_sync = false;
};

Figures figures_of(const JobResult& j)
{
  const DirResult& d = j.spec.dir == IoDir::Write ? j.write : j.read;
  Figures f;
  // fio's arithmetic: runtime in whole ms.
  const double runtime_ms = std::round(j.runtime() * 1e3);
  f.runtime = runtime_ms / 1e3;
  if (runtime_ms > 0) {
    f.bw = std::floor(static_cast<double>(d.io_bytes) * 1e3 / runtime_ms);
    f.iops = static_cast<double>(d.total_ios) * 1e3 / runtime_ms;
  }
  f.clat_mean = d.clat.mean();
  f.clat_p99 = d.clat.percentile(99.0);
  f.lat_p99 = d.lat.percentile(99.0);
  f.has_sync = j.sync.count() > 0;
  f.sync_p99 = j.sync.percentile(99.0);
  return f;
}

double total_bw(const RunResult& r)
{
  double bw = 0;
  for (const auto& j : reported_jobs(r))
    bw += figures_of(j).bw;
  return bw;
}

std::string fmt(const char* f, double v)
{
  char buf[64];
  std::snprintf(buf, sizeof buf, f, v);
  return buf;
}

std::string show_bw(double v)
{
  return format_bytes_iec(v) + "/s";
}

std::string show_time(double v)
{
  return v > 0 ? format_seconds(v) : "0";
}

std::string show_error(double e)
{
  return std::isnan(e) ? "-" : fmt("%+.1f%%", 100.0 * e);
}

nlohmann::json num_or_null(double v)
{
  return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(nullptr);
}

// The text report's last section: where and how the job was measured, in
// place of the model's block (meaningless for a measurement). It opens with
// a blank line of its own, after the one fio_text writes before it.
std::string measured_section(const ReplayOutcome& measured, bool drop)
{
  std::string text = "\nwbsim replay: measured in " + measured.directory;
  text += drop ? " (page cache dropped before every run)" : " (page cache not dropped)";
  text += measured.result.disks.empty() ? "" : " (device " + measured.result.disks.front().name + ")";
  text += measured.files_removed ? ", scratch files removed\n" : "\n";
  if (!measured.disk_note.empty())
    text += "  note: " + measured.disk_note + "\n";
  for (const auto& n : measured.notes)
    text += "  note: " + n + "\n";
  if (measured.partial)
    text += "  PARTIAL RESULTS\n";
  return text;
}

struct ReplayArgs {
  std::string directory;
  std::vector<std::string> rest; // for parse_run_args
};

// replay's --directory is its scratch directory, not fio's option of the
// same name, so it is taken out before the fio-style parser sees it.
ReplayArgs split_directory(const std::vector<std::string>& args)
{
  ReplayArgs out;
  int seen = 0;
  for (size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    if (a == "--directory") {
      if (i + 1 >= args.size())
        throw UsageError("--directory needs a value: --directory DIR");
      out.directory = args[++i];
      ++seen;
    } else if (a.rfind("--directory=", 0) == 0) {
      out.directory = a.substr(12);
      ++seen;
    } else {
      out.rest.push_back(a);
    }
  }
  if (seen > 1)
    throw UsageError("--directory given " + std::to_string(seen) + " times; give one scratch directory");
  return out;
}

int replay_main(const std::vector<std::string>& args)
{
  ReplayArgs ra = split_directory(args);
  std::vector<std::string> rest = ra.rest;
  const bool has_profile = std::any_of(rest.begin(), rest.end(), [](const std::string& a) {
    return a == "--profile" || a.rfind("--profile=", 0) == 0;
  });
  std::string profile_origin = "--profile";
  const bool help = std::any_of(rest.begin(), rest.end(), [](const std::string& a) { return a == "--help" || a == "-h"; });
  if (!has_profile && !help) {
    const std::string p = default_profile(&profile_origin);
    if (!p.empty())
      rest.push_back("--profile=" + p);
  }

  const po::options_description extra = replay_options();
  RunRequest req = parse_run_args(rest, &extra);
  if (req.help) {
    std::cout << kUsage << "\n" << directory_help() << "\n" << extra << "\n" << run_options() << "\n"
              << fio_options_description() << "\n";
    return 0;
  }
  refuse_run_only_outputs(req, "replay");
  if (ra.directory.empty())
    throw UsageError("--directory DIR is required: replay writes its scratch files there, and nowhere else");

  ReplayOptions opts;
  opts.safety.directory = ra.directory;
  opts.safety.allow_paths = req.extra["allow-path"];
  opts.safety.allow_existing = req.extra.count("allow-existing") > 0;
  opts.safety.allow_block_devices = req.extra["allow-block-device"];
  opts.safety.keep_files = req.extra.count("keep-files") > 0;
  opts.check_space = req.extra.count("no-space-check") == 0;
  const bool predict = req.extra.count("no-predict") == 0;
  int repeat = 1;
  if (req.extra.count("repeat")) {
    try {
      const int64_t v = parse_int(req.extra["repeat"].back());
      if (v < 1 || v > 100)
        throw UnitError("out of range");
      repeat = static_cast<int>(v);
    } catch (const UnitError&) {
      throw UsageError("--repeat=" + req.extra["repeat"].back() + ": accepted: an integer from 1 to 100");
    }
  }

  std::string command_line = "wbsim replay";
  for (const auto& a : args)
    command_line += " " + a;

  // Measure (N times), keep the run with the median total bandwidth. The
  // machine state is read before each run (after the cache drop, once
  // reporting is quiet), and the median run's state drives the prediction:
  // the same job is 10x slower on cold memory than on warm.
  const bool drop = req.extra.count("drop-caches") > 0;
  const bool read_state = predict && req.extra.count("no-state") == 0;
  std::vector<ReplayOutcome> runs;
  std::vector<MachineState> states;
  for (int i = 0; i < repeat; ++i) {
    if (repeat > 1)
      std::cerr << "wbsim replay: run " << (i + 1) << " of " << repeat << "\n";
    if (read_state || drop) {
      CaptureOptions co;
      co.directory = ra.directory;
      co.drop_caches = drop;
      co.quiet_seconds = read_state ? 3 : 0;
      co.max_wait = 15;
      states.push_back(capture_machine_state(co));
    }
    runs.push_back(NativeReplay(req.workload, opts).run());
    if (runs.back().stop_errno == EINTR)
      break; // the user asked to stop
  }
  std::vector<size_t> order(runs.size());
  for (size_t i = 0; i < order.size(); ++i)
    order[i] = i;
  std::sort(order.begin(), order.end(),
            [&runs](size_t a, size_t b) { return total_bw(runs[a].result) < total_bw(runs[b].result); });
  const size_t median_run = order[(order.size() - 1) / 2];
  const ReplayOutcome& measured = runs[median_run];
  const std::vector<JobResult> mjobs = reported_jobs(measured.result);
  // Noise: min-max of each job's bandwidth over the repeats.
  std::vector<std::pair<double, double>> noise(mjobs.size(), {std::numeric_limits<double>::infinity(), 0.0});
  for (const auto& r : runs) {
    const auto js = reported_jobs(r.result);
    for (size_t i = 0; i < js.size() && i < noise.size(); ++i) {
      const double bw = figures_of(js[i]).bw;
      noise[i].first = std::min(noise[i].first, bw);
      noise[i].second = std::max(noise[i].second, bw);
    }
  }

  std::optional<RunResult> predicted;
  if (predict) {
    SimOptions so;
    so.progress = isatty(STDERR_FILENO) != 0 && std::find(rest.begin(), rest.end(), "--no-progress") == rest.end();
    so.profile_name = req.profile_name;
    so.simgrid_args = req.simgrid_args;
    Params p = req.params;
    if (read_state && median_run < states.size())
      for (const auto& [k, v] : states[median_run].params())
        if (p.source(k) != "--set") // the user's --set wins over the recorded state
          p.set(k, v, "machine state before the run");
    predicted = simulate(req.workload, p, so);
  }

  // The error of each figure, per reported job (same Workload, same order).
  struct Row {
    std::string name;
    Figures m, p;
  };
  std::vector<Row> rows;
  std::vector<double> abs_bw_errors;
  if (predicted) {
    const std::vector<JobResult> pjobs = reported_jobs(*predicted);
    for (size_t i = 0; i < mjobs.size() && i < pjobs.size(); ++i) {
      rows.push_back({mjobs[i].spec.name, figures_of(mjobs[i]), figures_of(pjobs[i])});
      const double e = relative_error(rows.back().m.bw, rows.back().p.bw);
      if (!std::isnan(e))
        abs_bw_errors.push_back(std::fabs(e));
    }
  }
  double median_abs_bw = std::nan("");
  if (!abs_bw_errors.empty()) {
    std::sort(abs_bw_errors.begin(), abs_bw_errors.end());
    const size_t n = abs_bw_errors.size();
    median_abs_bw = n % 2 ? abs_bw_errors[n / 2] : 0.5 * (abs_bw_errors[n / 2 - 1] + abs_bw_errors[n / 2]);
  }

  std::string text;
  if (req.output_json && req.output_normal)
    throw UsageError("--output-format=" + req.output_format + ": replay writes one format: normal, json or json+");
  if (req.output_json) {
    // Ordered: the measured and predicted blocks keep fio's key order.
    nlohmann::ordered_json doc = nlohmann::ordered_json::object();
    doc["measured"] = replay_fio_json(measured, command_line);
    nlohmann::json every = nlohmann::json::array();
    for (size_t i = 0; i < runs.size(); ++i) {
      nlohmann::json r = {{"run", i + 1}, {"bw_bytes", total_bw(runs[i].result)}, {"caches_dropped", drop}};
      if (i < states.size()) {
        nlohmann::json st = nlohmann::json::object();
        for (const auto& [k, v] : states[i].params())
          st[k] = v;
        r["state"] = std::move(st);
      }
      every.push_back(std::move(r));
    }
    doc["runs"] = std::move(every);
    if (predicted) {
      ReportOptions ro;
      ro.command_line = command_line;
      ro.json_plus = req.output_json_plus;
      doc["predicted"] = fio_json(*predicted, ro);
      nlohmann::json jobs = nlohmann::json::array();
      for (size_t i = 0; i < rows.size(); ++i) {
        const Row& r = rows[i];
        nlohmann::json j = {{"jobname", r.name},
                            {"bw_bytes", num_or_null(relative_error(r.m.bw, r.p.bw))},
                            {"iops", num_or_null(relative_error(r.m.iops, r.p.iops))},
                            {"clat_mean", num_or_null(relative_error(r.m.clat_mean, r.p.clat_mean))},
                            {"clat_p99", num_or_null(relative_error(r.m.clat_p99, r.p.clat_p99))},
                            {"lat_p99", num_or_null(relative_error(r.m.lat_p99, r.p.lat_p99))},
                            {"sync_p99", r.m.has_sync ? num_or_null(relative_error(r.m.sync_p99, r.p.sync_p99))
                                                      : nlohmann::json(nullptr)},
                            {"runtime", num_or_null(relative_error(r.m.runtime, r.p.runtime))},
                            {"measured_bw_bytes", r.m.bw},
                            {"predicted_bw_bytes", r.p.bw}};
        if (i < noise.size())
          j["measured_bw_bytes_min_max"] = {noise[i].first, noise[i].second};
        jobs.push_back(std::move(j));
      }
      doc["error"] = {{"jobs", std::move(jobs)},
                      {"median_abs_bw_error", num_or_null(median_abs_bw)},
                      {"profile", req.profile_name},
                      {"profile_origin", profile_origin},
                      {"repeats", runs.size()}};
      doc["error"]["predicted_from_run"] = median_run + 1;
    } else {
      doc["predicted"] = nullptr;
      doc["error"] = nullptr;
    }
    text = doc.dump(2) + "\n";
  } else {
    ReportOptions ro;
    ro.command_line = command_line;
    ro.section = ReportSection{};
    ro.section->text = measured_section(measured, drop);
    text = fio_text(measured.result, ro);
    if (predicted) {
      text += "\nMeasured vs predicted (profile " + req.profile_name + ": " + profile_origin + ")";
      if (runs.size() > 1)
        text += ", median of " + std::to_string(runs.size()) + " runs";
      text += ":\n";
      char line[256];
      for (size_t i = 0; i < rows.size(); ++i) {
        const Row& r = rows[i];
        text += "  " + r.name + ":\n";
        std::snprintf(line, sizeof line, "    %-10s %14s %14s %9s\n", "figure", "measured", "predicted", "error");
        text += line;
        auto add = [&](const char* fig, const std::string& m, const std::string& p, double e) {
          std::snprintf(line, sizeof line, "    %-10s %14s %14s %9s\n", fig, m.c_str(), p.c_str(), show_error(e).c_str());
          text += line;
        };
        add("bw", show_bw(r.m.bw), show_bw(r.p.bw), relative_error(r.m.bw, r.p.bw));
        add("iops", fmt("%.0f", r.m.iops), fmt("%.0f", r.p.iops), relative_error(r.m.iops, r.p.iops));
        add("clat mean", show_time(r.m.clat_mean), show_time(r.p.clat_mean), relative_error(r.m.clat_mean, r.p.clat_mean));
        add("clat p99", show_time(r.m.clat_p99), show_time(r.p.clat_p99), relative_error(r.m.clat_p99, r.p.clat_p99));
        add("lat p99", show_time(r.m.lat_p99), show_time(r.p.lat_p99), relative_error(r.m.lat_p99, r.p.lat_p99));
        if (r.m.has_sync || r.p.has_sync)
          add("sync p99", show_time(r.m.sync_p99), show_time(r.p.sync_p99), relative_error(r.m.sync_p99, r.p.sync_p99));
        else
          add("sync p99", "-", "-", std::nan(""));
        add("runtime", show_time(r.m.runtime), show_time(r.p.runtime), relative_error(r.m.runtime, r.p.runtime));
        if (runs.size() > 1 && i < noise.size())
          text += "    measured bw over " + std::to_string(runs.size()) + " runs: " + show_bw(noise[i].first) + " - " +
                  show_bw(noise[i].second) + "\n";
      }
      if (runs.size() > 1) {
        text += "  every run (total bw):";
        for (size_t i = 0; i < runs.size(); ++i)
          text += " " + show_bw(total_bw(runs[i].result)) + (i == median_run ? " (median, predicted)" : "");
        text += "\n";
      }
      text += "  median |bw error| over " + std::to_string(rows.size()) + " job(s): " +
              (std::isnan(median_abs_bw) ? std::string("-") : fmt("%.1f%%", 100.0 * median_abs_bw)) + "\n";
    }
  }

  write_report(text, req.output_file);
  // Partial results are still results; the exit status says they are partial.
  return measured.partial ? 1 : 0;
}

} // namespace

double relative_error(double measured, double predicted)
{
  if (!(measured != 0) || !std::isfinite(measured) || !std::isfinite(predicted))
    return std::nan("");
  return (predicted - measured) / measured;
}

nlohmann::ordered_json replay_fio_json(const ReplayOutcome& o, const std::string& command_line)
{
  nlohmann::json notes = o.notes;
  if (!o.disk_note.empty())
    notes.push_back(o.disk_note);
  // The "wbsim" section describes the replay instead of the model's figures.
  ReportOptions ro;
  ro.command_line = command_line;
  ro.section = ReportSection{};
  ro.section->json = {{"version", kWbsimVersion},
                      {"command_line", command_line},
                      {"mode", "replay"},
                      {"directory", o.directory},
                      {"files", o.files},
                      {"files_removed", o.files_removed},
                      {"wall_time_s", o.wall_time},
                      {"stopped_by", o.stop_errno == EINTR    ? nlohmann::json(o.stop_signal)
                                     : o.stop_errno == ENOSPC ? nlohmann::json("ENOSPC")
                                                              : nlohmann::json(nullptr)},
                      {"notes", std::move(notes)}};
  FioJson doc = fio_json(o.result, ro);
  doc["partial"] = o.partial;
  return doc;
}

int cmd_replay(const std::vector<std::string>& args)
{
  // The same messages and exit statuses as every command of scenarios/cli/Cli.cpp.
  return run_with_input_errors("replay", [&]() -> int {
    return replay_main(args);
  });
}

} // namespace wbsim
