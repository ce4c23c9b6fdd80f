#include "RunCommand.hpp"

#include "FioLog.hpp"
#include "FioReport.hpp"
#include "FioReportCheck.hpp"
#include "Invariants.hpp"
#include "RunRequest.hpp"
#include "Simulation.hpp"

#include <unistd.h>

#include <algorithm>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>

namespace wbsim {

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
  // fio's figures must add up too, like the model's invariants: io_bytes over the IOs, bw_bytes over the runtime.
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

} // namespace wbsim
