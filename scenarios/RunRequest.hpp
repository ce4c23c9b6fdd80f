// RunRequest: what `wbsim run` (and `wbsim replay`, and the Python binding)
// resolve from fio-style arguments: the Workload, the parameters after the
// profile and --set overrides, and the output choices. wbsim's options are
// Boost.Program_options descriptions; one option is generated per fio option.
#pragma once

#include "Params.hpp"
#include "Workload.hpp"

#include <boost/program_options.hpp>

#include <functional>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace wbsim {

// A mistake in how a command was called (exit status 2), as opposed to a bad
// job or profile (JobError/ProfileError/ParamError, exit status 1).
struct UsageError : InputError {
  explicit UsageError(const std::string& what) : InputError(what, kCommandScoped, 2) {}
};

struct RunRequest {
  Workload workload;
  Params params;
  std::string profile_name = "default";
  std::string output_format = "normal"; // as given: fio's comma-separated list
  // The formats it names, printed in fio's order: terse, json (json+ adds
  // the latency histograms), then normal.
  bool output_terse = false, output_json = false, output_json_plus = false, output_normal = true;
  std::string output_file;
  std::string trace_file;
  bool progress = false;
  int eta = 0;             // fio's --eta: 1 always, -1 never, 0 auto (the progress line)
  bool parse_only = false; // fio's --parse-only: check, run nothing
  bool showcmd = false;    // fio's --showcmd: print showcmd_text, run nothing
  std::string showcmd_text;
  bool check = false; // --check: continuous model invariants
  double status_interval = 0; // --status-interval, seconds of simulated time (0 = off)
  bool help = false;
  std::vector<std::string> simgrid_args;
  // Values of the caller's extra options (see parse_run_args), by name.
  std::map<std::string, std::vector<std::string>> extra;
};

boost::program_options::options_description model_options();
boost::program_options::options_description run_options();
boost::program_options::options_description fio_options_description();

// The profile, then the --set overrides, on top of the built-in defaults.
Params resolve_params(const std::string& profile, const std::vector<std::string>& sets, std::string* name);

// Writes a report to stdout, or to --output FILE (UsageError if it cannot be opened).
void write_report(const std::string& text, const std::string& output_file);

// Runs a sub-command's body and turns wbsim's input errors into the CLI's
// messages on stderr and exit statuses: 2 for a usage error (bad option or
// call), 1 for a bad job, profile, parameter or unit, 3 for an internal error
// (any other exception: a bug, reported as one, never an abort). Returns the status.
int run_with_input_errors(const std::string& command, const std::function<int()>& body);

// For sub-commands that take `wbsim run`'s arguments but write their own
// report (replay, compare): refuses what only `wbsim run` writes, the terse
// format and fio's log files, naming the option (UsageError).
void refuse_run_only_outputs(const RunRequest& req, const std::string& command);
void refuse_logs(const Workload& workload, const std::string& command);

// Parses `wbsim run` arguments (without "wbsim run"). Options of `extra` (a
// sub-command's own, e.g. replay's --directory) are collected into
// RunRequest::extra. --help sets RunRequest::help and parses nothing else.
// Throws UsageError, JobError, ProfileError, ParamError.
RunRequest parse_run_args(const std::vector<std::string>& args,
                          const boost::program_options::options_description* extra = nullptr);

} // namespace wbsim
