// FioReport: formats a RunResult the way fio does, so that tools that read
// fio's output read wbsim's: the normal text summary and --output-format=json
// (fio 3.x key names and units: bw in KiB/s, runtime in ms, latencies in ns,
// percentile keys "99.000000"). wbsim's own figures go under "wbsim".
#pragma once

#include "Results.hpp"

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace wbsim {

// The report's last section, after fio's own. By default it holds the
// model's figures (the "wbsim" object of the JSON, the "wbsim model (...)"
// block of the text); a caller that reports something other than a
// simulation (replay: a measurement) gives its own, and the writers put it
// where the model's would go.
struct ReportSection {
  nlohmann::ordered_json json = nlohmann::ordered_json::object(); // fio_json's "wbsim" object
  std::string text; // fio_text's closing block, written after a blank line
};

struct ReportOptions {
  std::string command_line = "wbsim"; // fio's "fio version"/"command" fields
  long long timestamp = 0;            // seconds since epoch, 0 = now
  bool include_timeseries = true;
  bool json_plus = false; // fio's json+: latency histograms ("bins") beside the percentiles
  bool wbsim_section = true; // false for --status-interval's interim reports (no model figures yet)
  std::optional<ReportSection> section; // the last section in place of the model's figures
};

// The document keeps fio's key order (stat.c adds keys one at a time, and
// scripts and diffs see that order); the "wbsim" block's keys are sorted.
using FioJson = nlohmann::ordered_json;
FioJson fio_json(const RunResult& result, const ReportOptions& opts = {});
std::string fio_text(const RunResult& result, const ReportOptions& opts = {});
// fio's terse output, version 3 (--output-format=terse, --minimal): one line
// of ';'-separated fields per job (fio HOWTO "Terse output").
std::string fio_terse(const RunResult& result);

// Jobs merged as fio merges them under group_reporting (one entry per group).
std::vector<JobResult> reported_jobs(const RunResult& result);

} // namespace wbsim
