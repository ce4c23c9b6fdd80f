// FioLog: fio's log files (write_bw_log, write_iops_log, write_lat_log,
// write_hist_log) from the simulated timeline, named and laid out as fio
// 3.33 writes them (init.c gen_log_name: PREFIX_TYPE.N.log with N the job's
// thread number when per_job_logs=1; iolog.c flush_samples: "time, value,
// ddir, bs[, offset], prio" with time in ms since the job's measurement
// start; stat.c add_log_sample and __add_samples for log_avg_msec windows,
// add_clat_sample for the histogram lines).
#pragma once

#include "Results.hpp"

#include <cstdint>
#include <functional>
#include <ostream>
#include <string>

namespace wbsim {

// Returns the stream a log is written to; `append` is fio's mode for the file
// (per_job_logs=0: every job appends to NAME_TYPE.log).
using LogOpener = std::function<std::ostream&(const std::string& path, bool append)>;

// Writes every log the jobs asked for, in job order.
void write_fio_logs(const RunResult& result, const LogOpener& open);

// fio's io_stat of a job's bw or iops samples (stat.c add_stat_sample and
// calc_lat): the JSON's bw_min/max/mean/dev/samples and iops_*.
struct SampleStat {
  uint64_t samples = 0;
  uint64_t min = 0, max = 0;
  double mean = 0, S = 0; // fio's running mean and sum of squared deviations (Welford)
  void add(uint64_t value);
  // group_reporting (stat.c sum_thread_stats -> sum_stat with pure_sum):
  // the jobs' min, max, mean, S and samples add up.
  void sum(const SampleStat& other);
  double dev() const; // sqrt(S / (samples - 1)); 0 for one sample
};

// The bw (KiB/s) and iops samples fio takes of a job: one per window of
// LogOptions::bw_window() (iops_window()) ms that ends while the job still
// writes and saw IO complete (stat.c __add_samples), or one per IO while a
// per-IO log of the kind is written (add_bw_sample: bs*1e6/clat_ns;
// add_iops_sample: 1).
SampleStat fio_bw_samples(const JobResult& job);
SampleStat fio_iops_samples(const JobResult& job);

} // namespace wbsim
