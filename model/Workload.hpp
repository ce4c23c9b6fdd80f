// Workload: a validated fio job list, the contract between scenarios/ (which
// parses fio's language) and model/ (which simulates it). Plain data.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace wbsim {

enum class IoEngine { Sync, Psync, Pvsync, Libaio, IoUring };
enum class IoDir { Write, Read };
enum class IoPattern { Sequential, Random };

const char* to_string(IoEngine engine);

// fio's log options (HOWTO "Log File Formats"): which logs the job writes
// and how. A file prefix of "" means the job's name, as fio's make_log_name.
struct LogOptions {
  std::optional<std::string> bw, iops, lat, hist; // write_bw_log, write_iops_log, write_lat_log, write_hist_log
  uint64_t avg_msec = 0;    // log_avg_msec: 0 = one line per IO
  uint64_t hist_msec = 0;   // log_hist_msec: 0 = no histogram lines
  int hist_coarseness = 0;  // log_hist_coarseness: 2^N buckets per column
  bool per_job = true;      // per_job_logs: NAME_bw.N.log (else NAME_bw.log, appended)
  bool offset = false;      // log_offset: the IO's offset as a column
  bool max_value = false;   // log_max_value: a latency window logs its largest sample, not the mean
  // bwavgtime, iopsavgtime: the ms between fio's bw and iops samples (the
  // JSON's bw_min ... iops_samples), and whether the job set them.
  uint64_t bw_avg_msec = 500, iops_avg_msec = 500;
  bool bw_avg_given = false, iops_avg_given = false;
  bool any() const { return bw || iops || lat || hist; }
  // The ms between bw (iops) samples, which a windowed bw (iops) log also
  // uses; 0 = one sample per IO. init.c: a log without bwavgtime takes
  // log_avg_msec, one with it samples every bwavgtime, and log_avg_msec=0
  // logs (and samples) every IO (stat.c per_unit_log).
  uint64_t bw_window() const { return window(bw.has_value(), bw_avg_msec, bw_avg_given); }
  uint64_t iops_window() const { return window(iops.has_value(), iops_avg_msec, iops_avg_given); }

private:
  uint64_t window(bool logged, uint64_t every, bool given) const
  {
    if (!logged)
      return every;
    if (avg_msec == 0)
      return 0;
    return given ? every : avg_msec;
  }
};

// fio's reporting options (HOWTO "Measurements and reporting"): which
// latencies are recorded and which get percentiles, and the percentiles.
struct StatOptions {
  bool clat_percentiles = true;  // fio's default
  bool slat_percentiles = false; // fio's default
  // lat_percentiles as given. Unset, the JSON still lists the lat_ns
  // percentiles (wbsim compare and replay read "lat p99" there); text and terse
  // follow fio's default (0). Set, everything is as fio prints it.
  std::optional<bool> lat_percentiles;
  std::vector<double> percentile_list; // empty: fio's default list
  int percentile_precision = 2;        // decimals of the text's "99.50th" (fio: the most in percentile_list)
  bool disable_lat = false, disable_clat = false, disable_slat = false, disable_bw = false;
};

// One fio job instance. numjobs=N is expanded by the parser into N JobSpecs
// with clone_index 0..N-1, as fio does.
struct JobSpec {
  std::string name;      // fio "name"
  int group_id = 0;      // fio groupid: increments at each stonewall
  int clone_index = 0;   // 0..numjobs-1
  int numjobs = 1;       // as given, for the text summary
  std::vector<std::string> files; // resolved paths; jobs sharing a path share an inode
  uint64_t file_size = 0;          // bytes per file
  uint64_t size = 0;               // bytes of IO per job (per loop), over all files
  uint64_t offset = 0;             // first byte used in each file
  uint64_t block_size = 4096;
  uint64_t skip = 0;               // rw=write:<skip>: hole after each IO (sequential only)
  IoDir dir = IoDir::Write;
  IoPattern pattern = IoPattern::Sequential;
  IoEngine engine = IoEngine::Psync;
  int iodepth = 1;
  bool force_async = false;     // io_uring force_async=1: IOSQE_ASYNC on every request (always punted)
  bool invalidate = true;       // fio invalidate=1 (its default): the files' cached pages are dropped at open
  bool preallocate = true;      // fio fallocate=native/posix (its default): the files' extents are laid out; none: sparse
  bool direct = false;
  bool huge_buffers = false;    // mem=shmhuge/mmaphuge: IO buffers in 2 MiB huge pages (contiguous)
  uint64_t buffer_offset = 0;   // bytes past a page where fio's IO buffers start (mem, mem_align, direct)
  // copy_from_user out of a buffer off a 32-byte boundary is slower (cpu.copy_unaligned).
  bool unaligned_buffers() const { return buffer_offset % 32 != 0; }
  uint64_t fsync_every = 0;     // fsync=N: fsync after every N writes
  uint64_t fdatasync_every = 0; // fdatasync=N
  bool end_fsync = false;
  double runtime = 0;           // seconds; 0 = until size is done
  bool time_based = false;
  double ramp_time = 0;         // seconds excluded from the statistics
  double start_delay = 0;       // seconds
  bool stonewall = false;
  bool group_reporting = false;
  bool zero_buffers = false;
  bool scramble_buffers = true; // fio scrambles each write buffer (scramble_buffers=1 and not zero_buffers)
  bool randrepeat = true;
  uint64_t randseed = 0;
  bool thread = false;
  LogOptions logs;
  StatOptions stats;

  // Writes (or reads) in one pass over the files: fio ends a loop after
  // size bytes of IO, or at the end of every file, whichever comes first, so
  // filesize larger than size/nrfiles leaves the files' tails untouched
  // (size=64m filesize=2g writes the first 64 MiB of a 2 GiB file).
  uint64_t ios_per_pass() const;
  // Blocks of each file one pass can take: its size over bs plus the
  // sequential hole (the parser refuses a suffix on random patterns).
  uint64_t ios_per_file() const;
  // The section's own options as the user gave them, for the
  // "job options" object of fio's JSON output; [global]'s are in
  // Workload::global_options, as fio reports them.
  std::vector<std::pair<std::string, std::string>> options;
};

struct Workload {
  std::vector<JobSpec> jobs;
  std::string source; // file name or "<command line>"
  // [global]'s options (and those before the first --name), fio's "global options".
  std::vector<std::pair<std::string, std::string>> global_options;

  uint64_t total_bytes() const; // bytes the jobs will move, for progress and sizing
};

} // namespace wbsim
