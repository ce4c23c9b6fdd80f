// FioOverhead: fio's own user-space cost per IO on this machine, the part of
// a fio job's time that no kernel path explains (its submit/complete loop,
// io_u bookkeeping, timestamps, statistics). fio's null engine runs that loop
// with no IO at all, so 1 / IOPS of a null job is the cost (Debian fio 3.33:
// 0.72 us per 64 KiB IO on this project's VM; wbsim's engine.psync default
// was 0.3 us). Used by calibrate for engine.psync and engine.pvsync when fio
// is installed.
#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace wbsim {

// The first executable `name` on $PATH, or "" when there is none.
std::string find_on_path(const std::string& name);

struct FioOverhead {
  double per_io = 0;  // median seconds per IO of the null-engine runs
  double spread = 0;  // (max - min) / median over the runs
  int runs = 0;
  std::string fio;    // the fio executable used
};

// Runs `fio --ioengine=null` `runs` times (bs 4 KiB, `ios` IOs each) and
// returns the median per-IO time. Throws std::runtime_error naming what
// failed (no fio on $PATH, a run's exit status, unreadable JSON).
// With jobs > 1 they run at once (--numjobs, --group_reporting) and
// per_io is the time per IO of all of them together.
FioOverhead measure_fio_overhead(int runs, long ios, int jobs = 1);

// cpu.smp_efficiency from fio's loop alone: what `cores` jobs at once
// deliver against one job, per core, within the parameter's 0.05..1.
// A machine of one core, or a failed measurement, is 1.
double smp_efficiency(const FioOverhead& one, const FioOverhead& all, int cores);
// The same from seconds per IO of one job and of `cores` jobs together.
double smp_efficiency(double one_per_io, double all_per_io, int cores);

// cpu.smp_efficiency round by round from one job's and `cores` jobs' seconds
// per IO, paired within each round, never below one core (1/cores): the
// parameter's meaning. Calibrate and the testbed take the median.
std::vector<double> smp_efficiency_per_round(const std::vector<double>& one, const std::vector<double>& all,
                                             int cores);

// The write-path probe behind cpu.smp_efficiency, one for calibrate and the
// testbed: 16 KiB random first writes in cache through psync, `size_per_job`
// bytes on each job's own file (wbsim-calibrate-smp.<jobnum> in `directory`),
// reported as a group; fio unlinks the files. The caller adds --numjobs.
// fio's null engine is no substitute: on this project's VM it scaled 0.98
// per core while 64 KiB writers on the testbed scaled 0.78-0.85 (2026-12-06).
std::vector<std::string> smp_probe_args(const std::string& directory, uint64_t size_per_job);
constexpr uint64_t kSmpProbeBs = 16 * 1024;

// Runs `fio` (the executable found on $PATH) once with `args` and JSON
// output, and returns its first job's write bandwidth in bytes/s. Throws
// std::runtime_error naming what failed. The job's files are fio's to lay
// out; the caller names them inside its own directory and removes them.
double fio_write_bw(const std::string& fio, const std::vector<std::string>& args);

// The same for the median latency of its first job's syncs (fsync/fdatasync),
// in seconds.
double fio_sync_p50(const std::string& fio, const std::vector<std::string>& args);

// The same for fio's CPU per IO of its first job: (usr_cpu + sys_cpu) / 100
// over its write IOPS, in seconds; what the job's own thread spent in user
// and kernel code for each IO, whether the thread or the device set the pace.
double fio_write_cpu_per_io(const std::string& fio, const std::vector<std::string>& args);

// Both of one run: its write bandwidth (bytes/s) and fio's CPU per IO (s).
struct FioWriteRun {
  double bw = 0;
  double cpu_per_io = 0;
};
FioWriteRun fio_write_run(const std::string& fio, const std::vector<std::string>& args);

// A job's write completion latency (clat) in seconds, the median and the
// longest, from one entry of "jobs" in fio's JSON (wbsim run writes the same).
struct FioClat {
  double p50 = 0, max = 0;
};
FioClat write_clat(const nlohmann::json& job);
// The same for its first job, from a run of `fio`.
FioClat fio_write_clat(const std::string& fio, const std::vector<std::string>& args);

} // namespace wbsim
