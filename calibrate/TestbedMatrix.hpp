// TestbedMatrix: which runs `wbsim testbed` makes (the testbed's matrix), as a pure
// planner: filesystem x engine x block size x writers x first writes or
// overwrites x fsync off/on, each cell repeated in interleaved rounds (every
// cell once per round, the order rotated from round to round, so slow drift
// of a shared machine spreads over all cells instead of hitting one), and the
// fio arguments of one run. No I/O here: tests/test_testbed.cpp checks it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace wbsim {

// io_uring punt = IOSQE_ASYNC on every request (fio force_async=1): the
// io-wq path older kernels took for every buffered write.
enum class TbEngine { Psync, Pvsync, Libaio, UringInline, UringPunt };
const std::vector<TbEngine>& all_tb_engines();
std::string to_string(TbEngine e);           // "psync", ..., "io_uring", "io_uring_punt"
std::string fio_engine_name(TbEngine e);     // fio's ioengine= value

struct MatrixCell {
  std::string fs;       // xfs, ext4, btrfs, fuse
  TbEngine engine = TbEngine::Psync;
  uint64_t bs = 4096;
  int jobs = 1;
  bool overwrite = false; // rewrite a file fio laid out first (cached pages)
  bool fsync = false;     // fsync=1: fsync after every write
  std::string key() const; // "xfs/io_uring_punt/4k/1j/first/nofsync"
};

struct MatrixFilter {
  std::vector<std::string> fs;      // empty = all
  std::vector<std::string> engines; // names as to_string(TbEngine)
  std::vector<uint64_t> bs;
  std::vector<int> jobs;
  std::string writes = "";          // "first", "over", "both"; "" = the mode's default
  std::string fsync = "";           // "off", "on", "both"; "" = the mode's default
  bool quick = false;
};

// The cells, in a fixed order (fs, engine, bs, jobs, writes, fsync). --quick:
// every fs and engine at 4 KiB and 1 MiB, one writer, first writes, no fsync
// (40 cells); the full matrix has 4 x 5 x 3 x 2 x 2 x 2 = 480. Filters narrow
// either. Throws std::invalid_argument naming the option and the accepted
// values for an unknown name, and when the filters leave nothing.
std::vector<MatrixCell> matrix_cells(const MatrixFilter& f);

struct PlannedRun {
  size_t cell = 0;
  int round = 0;
};
// Round r runs every cell once, starting at cell (r * stride) % n.
std::vector<PlannedRun> plan_rounds(size_t cells, int repeats);

// The comma lists of --fs, --engine, --bs, --jobs (validated).
std::vector<std::string> parse_name_list(const std::string& option, const std::string& text,
                                         const std::vector<std::string>& accepted);
std::vector<uint64_t> parse_bs_list(const std::string& text);
std::vector<int> parse_jobs_list(const std::string& text);

// fio's arguments for one run of `cell` in `directory`: `size` bytes per
// writer, stopped after `runtime` seconds if not done.
std::vector<std::string> fio_args(const MatrixCell& cell, const std::string& directory, uint64_t size, double runtime);
// The copy probe: fio lays out a `size`-byte file in `bs` writes (overwrite=1),
// keeps its pages (invalidate=0), then rewrites it in cache `loops` times
// with psync at QD1: per write, the call, one folio touched and the copy.
std::vector<std::string> copy_probe_args(const std::string& directory, uint64_t bs, uint64_t size, int loops);
// cpu.copy_bw from two rewrite probes that differ only in their size, per
// round: the call and the one folio each write touches cancel, the copy of
// the extra bytes remains (with iomap's per-block uptodate and dirty bits of
// an already dirty folio: a slight overestimate of the copy time). Per-IO
// seconds at `big` and `small` bytes, round by round; returns the median of
// the rounds' rates, or 0 when the big writes were not slower.
double copy_bw_from_rewrites(const std::vector<double>& t_big, uint64_t big, const std::vector<double>& t_small,
                             uint64_t small);
// The file fio's job `job` of fio_args writes (fio names it name.jobnum.filenum).
std::string fio_job_file(int job);
// `perf record` with the testbed's sampling settings (call chains, 999 Hz),
// up to the "--" before the command; -a with system_wide. The cells and the
// syscall loop that calibrates their sampler must be sampled alike.
std::vector<std::string> perf_record_argv(const std::string& data, bool system_wide);
// fio_args for the perf round: perf record -a -g around it, recording only
// the writes (the job starts 1 s late, perf waits 0.8 s, --unlink=0: the
// caller removes fio_job_file(j) after the run).
void perf_argv(std::vector<std::string>& argv, const std::string& data);

struct Spread {
  double min = 0, median = 0, max = 0;
};
Spread spread(std::vector<double> v); // median of an even count: mean of the middle two
// The spread of a[r] - b[r] over the rounds both have: two runs of one round
// share the machine's state, so a hiccup or drift that moves both cancels,
// where the difference of the two medians would keep it.
Spread paired_spread(const std::vector<double>& a, const std::vector<double>& b);

std::string bs_text(uint64_t bs); // 4k, 64k, 1m

} // namespace wbsim
