// ListCommands: the commands that list wbsim's tables, from the tables
// themselves:
//   wbsim params [--profile=P] [--set key=value]... [--format=table|json|profile]
//   wbsim stats [--format=table|json]    the statistics of a run's wbsim section
//   wbsim profiles                       the built-in and shipped profiles
// Each returns the exit status (0; errors are thrown to run_with_input_errors).
#pragma once

#include <string>
#include <vector>

namespace wbsim {

int cmd_params(const std::vector<std::string>& args);
int cmd_stats(const std::vector<std::string>& args);
int cmd_profiles();

} // namespace wbsim
