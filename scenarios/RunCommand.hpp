// RunCommand: `wbsim run [JOBFILE] [fio options] [--profile=P] [--set k=v]...
// [--output-format=terse,json,json+,normal] [--output=F]`. Simulates the job
// and reports it as fio does (FioReport: terse, then JSON, then the normal
// text, each after --status-interval's interim reports), checks fio's own
// arithmetic in the report (FioReportCheck), and writes the fio log files
// the job asks for (FioLog).
#pragma once

#include <string>
#include <vector>

namespace wbsim {

// The whole sub-command; returns the exit status (0; errors are thrown to
// run_with_input_errors).
int cmd_run(const std::vector<std::string>& args);

} // namespace wbsim
