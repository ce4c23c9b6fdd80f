// FioReportCheck: fio's own arithmetic holds in the report wbsim writes
// (the reliability checks). These are laws of fio's output format (stat.c), not of the
// model, so they live beside the writer (FioReport) and read its document;
// a violation is reported like the model's (Invariants::enforce).
#pragma once

#include "FioReport.hpp"
#include "Invariants.hpp"

#include <vector>

namespace wbsim {

// For each job and direction of `report`: bw_bytes = io_bytes / runtime
// (fio stat.c, integer ms), and io_bytes is the sum over its IOs:
// total_ios x `block_sizes[i]` for report job i when that is known (> 0).
std::vector<Violation> check_fio_report(const FioJson& report, const std::vector<double>& block_sizes = {});

// The block size of each entry of fio_json(r)'s "jobs", when each entry is
// one job; empty when group_reporting merged jobs (their sizes may differ).
std::vector<double> report_block_sizes(const RunResult& r);

} // namespace wbsim
