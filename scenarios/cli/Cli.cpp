#include "Cli.hpp"

#include "Bench.hpp"
#include "CalibrateCommand.hpp"
#include "ChildProcess.hpp"
#include "Compare.hpp"
#include "ListCommands.hpp"
#include "MachineStateCommand.hpp"
#include "PublishedData.hpp"
#include "PublishedValidate.hpp"
#include "ReplayCommand.hpp"
#include "RunCommand.hpp"
#include "RunRequest.hpp"
#include "Testbed.hpp"
#include "Utf8.hpp"
#include "Version.hpp"

#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

namespace wbsim {

namespace {

using Args = std::vector<std::string>;

// `wbsim plan`: the plan runs in the Python package (python/wbsim/plan),
// with Debian's Python, this source tree's package and this build's compiled
// module (build/python) first on its path, and this wbsim as WBSIM_BIN (it checks the composed job with `run --parse-only`).
int cmd_plan(const std::vector<std::string>& args)
{
  setenv("WBSIM_BIN", self_path().c_str(), 1);
  const char* old = std::getenv("PYTHONPATH");
  const std::string path = std::string(WBSIM_PYTHON_PATH) + (old && *old ? std::string(":") + old : "");
  setenv("PYTHONPATH", path.c_str(), 1);
  std::vector<std::string> argv = {"/usr/bin/python3", "-m", "wbsim.plan"};
  argv.insert(argv.end(), args.begin(), args.end());
  const int err = exec_program(argv);
  throw UsageError(std::string("plan: cannot run /usr/bin/python3 -m wbsim.plan: ") + std::strerror(err) +
                   " (./setup.sh installs Debian's python3)");
}

// `wbsim run FILE.scenario [options]`: a scenario (a job and the machine's
// and kernel's facts, as scenarios/bench and scenarios/published hold them)
// runs as `validate` and `bench` run it: its job, its filesystem's shipped
// cost profile, its facts as --set. The user's options come after, so they
// win; a --profile of theirs goes under the facts, with the filesystem's.
int cmd_run_any(const Args& args)
{
  if (args.empty() || std::filesystem::path(args[0]).extension() != ".scenario")
    return cmd_run(args);
  const PublishedScenario s = read_scenario(args[0], std::filesystem::path(args[0]).stem().string());
  ValidateConfig config;
  Args rest;
  for (size_t i = 1; i < args.size(); ++i) {
    if (args[i] == "--profile" && i + 1 < args.size())
      config.profile = args[++i];
    else if (args[i].rfind("--profile=", 0) == 0)
      config.profile = args[i].substr(10);
    else
      rest.push_back(args[i]);
  }
  Args a = validate_run_args(s, config);
  a.pop_back(); // its --output-format=json: the user's choice, or fio's normal text
  a.insert(a.end(), rest.begin(), rest.end());
  return cmd_run(a);
}

// One row per command: its name, its lines of `wbsim --help` (as printed),
// and what runs it (returns the exit status; input errors are thrown to
// run_with_input_errors). `wbsim --help` lists them in this order.
struct Command {
  const char* name;
  const char* usage;
  int (*run)(const Args& args);
};

const Command kCommands[] = {
    {"run",
     "  run [JOBFILE] [fio options]   simulate a fio job file or fio-style arguments\n"
     "  run FILE.scenario [options]   simulate a scenario: its job on its machine and kernel facts\n",
     cmd_run_any},
    {"params", "  params                        list the parameter table (name, value, unit, range, help)\n",
     cmd_params},
    {"profiles", "  profiles                      list the built-in and shipped profiles\n",
     [](const Args&) { return cmd_profiles(); }},
    {"stats", "  stats [--format table|json]   list the statistics of a run's wbsim section (path, unit, help)\n",
     cmd_stats},
    {"replay",
     "  replay JOBFILE --directory DIR run the job for real with wbsim's engines and compare with the model\n",
     cmd_replay},
    {"calibrate",
     "  calibrate --directory DIR -o FILE [--quick]\n"
     "                                measure this machine and write a calibrated profile\n",
     cmd_calibrate},
    {"machine-state",
     "  machine-state [--directory DIR] [--drop-caches]\n"
     "                                the memory state a run starts from now, as mem.* parameters\n",
     cmd_machine_state},
    {"compare",
     "  compare [JOBFILE] [fio options] --before SPEC --after SPEC\n"
     "                                the same job under two profiles or kernels: before, after, ratio\n",
     cmd_compare},
    {"validate",
     "  validate DIR                  hold the model to the published results in DIR (e.g. scenarios/published/)\n",
     cmd_validate},
    {"testbed",
     "  testbed [--quick] [--perf] [--check]\n"
     "                                measure the real kernel on RAM-backed XFS/ext4/btrfs/FUSE (root)\n",
     cmd_testbed},
    {"plan",
     "  plan PLAN.toml -o REPORT.html [--scheduler tcp://HOST:PORT] [--dry-run]\n"
     "                                a capacity plan: the cheapest configuration meeting SLOs, as a report\n",
     cmd_plan},
    {"bench",
     "  bench [DIR] [--quick] [--repeat N]\n"
     "                                the simulator's speed on scenarios/bench (B1-B5): sim s, wall s, RSS\n",
     cmd_bench},
};

std::string usage()
{
  std::string text = "usage: wbsim <command> [options]\n\ncommands:\n";
  for (const Command& c : kCommands)
    text += c.usage;
  return text + "\nRun `wbsim <command> --help` for the options of a command.\n";
}

} // namespace

int run_cli(int argc, char** argv)
{
  Args args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    std::cout << usage();
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
  for (const Command& c : kCommands)
    if (cmd == c.name)
      return run_with_input_errors(cmd, [&]() -> int { return c.run(args); });
  // The accepted names in the order this message has always listed them
  // (compare before replay; the help above keeps kCommands' order).
  std::cerr << "wbsim: unknown command '" << cmd
            << "'; accepted: run, params, profiles, stats, compare, replay, calibrate, machine-state, validate, "
               "testbed, plan, bench\n";
  return 2;
}

} // namespace wbsim
