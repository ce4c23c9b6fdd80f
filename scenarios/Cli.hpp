// Cli: the `wbsim` command line. Sub-commands:
//   wbsim run [JOBFILE] [--name=x --rw=write ... fio options] [--profile=P]
//             [--set key=value]... [--output-format=normal|json] [--output=F]
//   wbsim params [--profile=P] [--set key=value]... [--format=table|json|profile]
//   wbsim profiles
// wbsim's options are parsed first (Boost.Program_options, with one option
// generated per fio option of the FioOptions table); only --cfg=/--log= go on
// to SimGrid.
#pragma once

#include "Params.hpp"
#include "Workload.hpp"

#include <string>
#include <vector>

namespace wbsim {

int run_cli(int argc, char** argv);

// What `wbsim run` resolved from its arguments; exposed for the Python binding.
struct RunRequest {
  Workload workload;
  Params params;
  std::string profile_name = "default";
  std::string output_format = "normal";
  std::string output_file;
  bool progress = false;
  std::vector<std::string> simgrid_args;
};

// Parses `wbsim run` arguments (without "wbsim run"). Throws on bad input.
RunRequest parse_run_args(const std::vector<std::string>& args);

} // namespace wbsim
