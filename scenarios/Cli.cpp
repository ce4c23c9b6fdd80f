#include "Cli.hpp"

#include "Bench.hpp"
#include "CalibrateCommand.hpp"
#include "ChildProcess.hpp"
#include "Compare.hpp"
#include "MachineStateCommand.hpp"
#include "ReplayCommand.hpp"
#include "Testbed.hpp"
#include "FioOptions.hpp"
#include "FioLog.hpp"
#include "FioReport.hpp"
#include "FioReportCheck.hpp"
#include "Invariants.hpp"
#include "JobFile.hpp"
#include "Profile.hpp"
#include "PublishedValidate.hpp"
#include "RunRequest.hpp"
#include "Simulation.hpp"
#include "StatTable.hpp"
#include "Units.hpp"
#include "Version.hpp"
#include "Utf8.hpp"

#include <boost/program_options.hpp>

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <cstdio>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>

namespace po = boost::program_options;

namespace wbsim {

namespace {

const char* kUsage = R"(usage: wbsim <command> [options]

commands:
  run [JOBFILE] [fio options]   simulate a fio job file or fio-style arguments
  params                        list the parameter table (name, value, unit, range, help)
  profiles                      list the built-in and shipped profiles
  stats [--format table|json]   list the statistics of a run's wbsim section (path, unit, help)
  replay JOBFILE --directory DIR run the job for real with wbsim's engines and compare with the model
  calibrate --directory DIR -o FILE [--quick]
                                measure this machine and write a calibrated profile
  machine-state [--directory DIR] [--drop-caches]
                                the memory state a run starts from now, as mem.* parameters
  compare [JOBFILE] [fio options] --before SPEC --after SPEC
                                the same job under two profiles or kernels: before, after, ratio
  validate DIR                  hold the model to the published results in DIR (e.g. scenarios/published/)
  testbed [--quick] [--perf] [--check]
                                measure the real kernel on RAM-backed XFS/ext4/btrfs/FUSE (root)
  plan PLAN.toml -o REPORT.html [--scheduler tcp://HOST:PORT] [--dry-run]
                                a capacity plan: the cheapest configuration meeting SLOs, as a report
  bench [DIR] [--quick] [--repeat N]
                                the simulator's speed on scenarios/bench (B1-B5): sim s, wall s, RSS

Run `wbsim <command> --help` for the options of a command.
)";

int cmd_run(const std::vector<std::string>& args)
{
  RunRequest req = parse_run_args(args);
  if (req.help) {
    std::cout << "usage: wbsim run [JOBFILE] [fio options] [options]\n\n" << run_options() << "\n"
              << fio_options_description() << "\n";
    return 0;
  }
  if (req.showcmd) {
    std::cout << req.showcmd_text;
    return 0;
  }
  if (req.parse_only)
    return 0;
  req.progress = req.eta > 0 || (req.eta == 0 && isatty(STDERR_FILENO) != 0 &&
                                 std::find(args.begin(), args.end(), "--no-progress") == args.end());
  SimOptions opts;
  opts.progress = req.progress;
  opts.profile_name = req.profile_name;
  opts.simgrid_args = req.simgrid_args;
  opts.trace_file = req.trace_file;
  opts.check = req.check;
  opts.status_interval = req.status_interval;
  const RunResult result = simulate(req.workload, req.params, opts);

  ReportOptions ro;
  ro.command_line = "wbsim run";
  for (const auto& a : args)
    ro.command_line += " " + a;
  // fio prints terse, then the json document, then the normal text (stat.c:
  // output buffers in that order).
  ro.json_plus = req.output_json_plus;
  const FioJson doc = fio_json(result, ro);
  // fio's figures must add up too (issue 15): io_bytes over the IOs, bw_bytes over the runtime.
  Invariants::enforce(check_fio_report(doc, report_block_sizes(result)));
  std::string text;
  // --status-interval: fio prints a full report of the figures so far at
  // each interval (stat.c __show_running_run_stats), then the final one.
  ReportOptions interim = ro;
  interim.wbsim_section = false;
  for (const RunResult& now : result.status) {
    if (req.output_terse)
      text += fio_terse(now);
    if (req.output_json)
      text += fio_json(now, interim).dump(2) + "\n";
    if (req.output_normal)
      text += fio_text(now, interim);
  }
  if (req.output_terse)
    text += fio_terse(result);
  if (req.output_json)
    text += doc.dump(2) + "\n";
  if (req.output_normal)
    text += fio_text(result, ro);
  write_report(text, req.output_file);
  // fio's logs go to the working directory (or the prefix's path) as fio's do.
  std::map<std::string, std::unique_ptr<std::ofstream>> logs;
  write_fio_logs(result, [&logs](const std::string& path, bool append) -> std::ostream& {
    auto& out = logs[path];
    if (!out) {
      out = std::make_unique<std::ofstream>(path, append ? std::ios::app : std::ios::trunc);
      if (!*out)
        throw UsageError("cannot open the log file " + path + " for writing (from write_*_log)");
    }
    return *out;
  });
  for (const auto& [path, out] : logs) {
    out->flush();
    if (!*out)
      throw UsageError("writing the log file " + path + " failed");
  }
  return 0;
}

int cmd_params(const std::vector<std::string>& args)
{
  po::options_description d("wbsim params options");
  d.add_options()("help,h", "show this help")("format", po::value<std::string>()->default_value("table"),
                                              "table, json or profile");
  d.add(model_options());
  po::variables_map vm;
  po::store(po::command_line_parser(args).options(d).run(), vm);
  if (vm.count("help")) {
    std::cout << "usage: wbsim params [options]\n\n" << d << "\n";
    return 0;
  }
  const std::string format = vm["format"].as<std::string>();
  std::string name;
  const Params p = resolve_params(vm.count("profile") ? vm["profile"].as<std::string>() : "",
                                  vm.count("set") ? vm["set"].as<std::vector<std::string>>() : std::vector<std::string>{},
                                  &name);
  if (format == "json") {
    nlohmann::json j = nlohmann::json::array();
    for (const auto& def : Params::table())
      j.push_back({{"name", def.key}, {"kind", to_string(def.kind)}, {"unit", def.unit},
                   {"range", Params::range_text(def)}, {"default", def.default_text}, {"help", def.help},
                   {"value", nlohmann::json::parse(nlohmann::json(p.to_json()[def.key]).dump())},
                   {"source", p.source(def.key)}});
    std::cout << j.dump(2) << "\n";
  } else if (format == "profile") {
    std::cout << params_as_profile(p, name);
  } else if (format == "table") {
    std::cout << "# profile: " << name << "\n";
    std::cout << std::left << std::setw(30) << "name" << std::setw(16) << "value" << std::setw(10) << "unit"
              << std::setw(36) << "range" << "help\n";
    for (const auto& def : Params::table()) {
      std::string value = p.get_text(def.key);
      if (def.kind == ParamKind::Size)
        value = format_bytes_iec(std::stod(value));
      else if (def.kind == ParamKind::Time)
        value = format_seconds(std::stod(value));
      else if (def.kind == ParamKind::Rate)
        value = format_bytes_si(std::stod(value)) + "/s";
      std::cout << std::left << std::setw(30) << def.key << std::setw(16) << value << std::setw(10) << def.unit
                << std::setw(36) << Params::range_text(def) << def.help << "\n";
    }
  } else {
    throw UsageError("--format=" + format + ": accepted: table, json, profile");
  }
  return 0;
}

int cmd_stats(const std::vector<std::string>& args)
{
  const std::string format = args.empty() ? "--format=table" : args[0];
  if (args.size() > 1 || (format != "--format=table" && format != "--format=json"))
    throw UsageError("wbsim stats: accepted: --format=table or --format=json");
  if (format == "--format=json") {
    nlohmann::json j = nlohmann::json::array();
    for (const StatDef& s : stat_table())
      j.push_back({{"name", s.path}, {"pointer", s.pointer()}, {"unit", s.unit}, {"help", s.help},
                   {"compare", s.figure}, {"fuse_only", s.fuse_only}});
    std::cout << j.dump(2) << "\n";
    return 0;
  }
  std::cout << std::left << std::setw(32) << "statistic (under wbsim)" << std::setw(10) << "unit" << "help\n";
  for (const StatDef& s : stat_table())
    std::cout << std::left << std::setw(32) << s.path << std::setw(10) << s.unit << s.help
              << (s.fuse_only ? " (fs.type=fuse only)" : "") << "\n";
  for (const auto* rows : {&lock_columns(), &device_columns()})
    for (const ColumnDef& c : *rows)
      std::cout << std::left << std::setw(32) << (std::string(rows == &lock_columns() ? "locks[]." : "devices[].") + c.name)
                << std::setw(10) << c.unit << c.help << "\n";
  return 0;
}

int cmd_profiles()
{
  for (const auto& p : list_profiles())
    std::cout << std::left << std::setw(24) << p.name << p.description << (p.path.empty() ? "" : "  (" + p.path + ")")
              << "\n";
  return 0;
}

// `wbsim plan`: the plan runs in the Python package (python/wbsim/plan),
// with Debian's Python, this source tree's package first on its path and this
// wbsim as WBSIM_BIN (it checks the composed job with `run --parse-only`).
int cmd_plan(const std::vector<std::string>& args)
{
  setenv("WBSIM_BIN", self_path().c_str(), 1);
  const char* old = std::getenv("PYTHONPATH");
  const std::string path = std::string(WBSIM_PYTHON_DIR) + (old && *old ? std::string(":") + old : "");
  setenv("PYTHONPATH", path.c_str(), 1);
  std::vector<std::string> argv = {"/usr/bin/python3", "-m", "wbsim.plan"};
  argv.insert(argv.end(), args.begin(), args.end());
  const int err = exec_program(argv);
  throw UsageError(std::string("plan: cannot run /usr/bin/python3 -m wbsim.plan: ") + std::strerror(err) +
                   " (./setup.sh installs Debian's python3)");
}

} // namespace

int run_cli(int argc, char** argv)
{
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    std::cout << kUsage;
    return args.empty() ? 2 : 0;
  }
  if (args[0] == "--version") {
    std::cout << "wbsim " << kWbsimVersion << "\n";
    return 0;
  }
  // Arguments reach the reports (the command line is in the JSON): refuse
  // bytes that are not UTF-8 before anything else sees them.
  for (size_t i = 0; i < args.size(); ++i)
    if (const std::string bad = utf8_problem(args[i]); !bad.empty()) {
      std::cerr << "wbsim: argument " << i + 1 << ": " << bad << "\n";
      return 2;
    }
  const std::string cmd = args[0];
  args.erase(args.begin());
  return run_with_input_errors(cmd, [&]() -> int {
    if (cmd == "run")
      return cmd_run(args);
    if (cmd == "params")
      return cmd_params(args);
    if (cmd == "profiles")
      return cmd_profiles();
    if (cmd == "stats")
      return cmd_stats(args);
    if (cmd == "compare")
      return cmd_compare(args);
    if (cmd == "replay")
      return cmd_replay(args);
    if (cmd == "calibrate")
      return cmd_calibrate(args);
    if (cmd == "testbed")
      return cmd_testbed(args);
    if (cmd == "machine-state")
      return cmd_machine_state(args);
    if (cmd == "validate")
      return cmd_validate(args);
    if (cmd == "plan")
      return cmd_plan(args);
    if (cmd == "bench")
      return cmd_bench(args);
    std::cerr << "wbsim: unknown command '" << cmd
              << "'; accepted: run, params, profiles, stats, compare, replay, calibrate, machine-state, validate, "
                 "testbed, plan, bench\n";
    return 2;
  });
}

} // namespace wbsim
