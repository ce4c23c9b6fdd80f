// ReplayCommand: `wbsim replay JOB.fio --directory DIR [options]`. Runs the
// job for real (NativeReplay), predicts it with the model on the same
// Workload and parameters, and prints measured against predicted with the
// relative error of each figure:
//   normal: fio's text summary of the measurement, then a table
//           figure | measured | predicted | error%;
//   json:   {"measured": <fio doc>, "predicted": <fio doc>, "error": {...}}.
// The profile defaults to this machine's calibrated one ($WBSIM_MACHINE_PROFILE,
// else ~/.config/wbsim/machine.profile) when it exists, else the built-in.
// --repeat N measures N times and reports the run with the median bandwidth
// (and the min-max of each job's bandwidth as the noise); --no-predict
// measures only. replay's --directory is its scratch directory (fio's option
// of that name is not available here).
// Exit status: 0; 1 for a bad job/profile, a safety refusal, an unavailable
// engine, or a partial measurement (SIGINT, ENOSPC, a job error: the
// results are still printed); 2 for a usage error.
#pragma once

#include "NativeReplay.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace wbsim {

// The whole sub-command; returns the exit status (0, 1 input error, 2 usage).
int cmd_replay(const std::vector<std::string>& args);

// fio's JSON of a measurement, with top-level "partial" and a "wbsim"
// section describing the replay (directory, files, notes) instead of the
// model's figures.
nlohmann::ordered_json replay_fio_json(const ReplayOutcome& outcome, const std::string& command_line);

// (predicted - measured) / measured, or NaN when measured is 0.
double relative_error(double measured, double predicted);

} // namespace wbsim
