// FioLog: fio's log files (write_bw_log, write_iops_log, write_lat_log,
// write_hist_log) from the simulated timeline, named and laid out as fio
// 3.33 writes them (init.c gen_log_name: PREFIX_TYPE.N.log with N the job's
// thread number when per_job_logs=1; iolog.c flush_samples: "time, value,
// ddir, bs[, offset], prio" with time in ms since the job's measurement
// start; stat.c add_log_sample and __add_samples for log_avg_msec windows,
// add_clat_sample for the histogram lines).
#pragma once

#include "Results.hpp"

#include <functional>
#include <ostream>
#include <string>

namespace wbsim {

// Returns the stream a log is written to; `append` is fio's mode for the file
// (per_job_logs=0: every job appends to NAME_TYPE.log).
using LogOpener = std::function<std::ostream&(const std::string& path, bool append)>;

// Writes every log the jobs asked for, in job order.
void write_fio_logs(const RunResult& result, const LogOpener& open);

} // namespace wbsim
