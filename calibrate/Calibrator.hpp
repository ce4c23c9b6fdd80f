// Calibrator: `wbsim calibrate`'s microbenchmarks and fits (the machine calibration,
// DESIGN §4). Each phase builds fio-style Workloads and runs them through
// NativeReplay under the scratch directory (same safety rules as replay):
//  1. device curve with O_DIRECT: QD1 service time t(bs) = latency + bs/bw
//     (linear least squares) and the deep-queue curve bw(qd) = B*qd/(qd+k)
//     (Levenberg–Marquardt), writes and reads;
//  2. buffered writes that stay in cache, first writes and rewrites, block
//     sizes from 512 B to 1 MiB across page and folio boundaries: NNLS of
//     t = per_call + per_page*pages + per_folio*folios + per_byte*bytes, the
//     counts being what the model charges for each write (WriteCost);
//  3. buffered writes then fsync, at two sizes and one and two jobs: the rate
//     at which writeback of fio's fresh files reaches the device
//     (dev.fresh_write_factor), and one fsync's cost (dev.flush_latency);
//  4. memcpy of large buffers (cross-check of cpu.copy_bw);
//  0. first, on a VM that reports free pages to the host: 1 MiB buffered
//     writes into cold then warm memory, which price mem.fault_in_bw.
// Every phase repeats its points (3 times, 1 in tiny), keeps the median and
// the min-max spread, and records jobs that the profile must reproduce: the
// command predicts them with the profile it wrote (the self-check).
// The fits are pure functions so that tests can feed synthetic measurements.
#pragma once

#include "CacheFit.hpp"
#include "LeastSquares.hpp"
#include "Params.hpp"
#include "TestbedMatrix.hpp"

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace wbsim {

// One parameter the calibration sets, with its provenance.
struct FittedParam {
  FittedParam() = default;
  FittedParam(std::string k, double v, std::string c, std::string t = {})
      : key(std::move(k)), value(v), comment(std::move(c)), text(std::move(t))
  {
  }
  std::string key;     // parameter table key, e.g. "dev.write_latency"
  double value = 0;    // SI
  std::string comment; // the fit, R², residuals; one line, no '#'
  std::string text;    // the value as text instead (enums, versions); empty: from value
};

// This machine's facts: cpu.cores (online CPUs), mem.total (MemTotal), kernel
// (uname) and fs.type (statfs of `directory`, when the model knows it), each
// "measured on <host>". Unknown ones are left out with a note.
std::vector<FittedParam> machine_facts(const std::string& directory, std::vector<std::string>* notes = nullptr);
// The built-in defaults with the facts applied (and the kernel's features).
Params machine_params(const std::vector<FittedParam>& facts);

// t = latency + bytes/bw from QD1 service times (seconds per IO).
struct ServiceTimeFit {
  double intercept = 0; // seconds per IO: device latency + per-IO CPU
  double bw = 0;        // bytes/s from the slope; 0 when the slope is not positive
  LinearFit fit;
};
ServiceTimeFit fit_service_time(const std::vector<double>& block_sizes, const std::vector<double>& seconds);

// The device's one-at-a-time time per command, c (dev.cmd_service), and per
// data segment, s (dev.segment_service), from random O_DIRECT writes at
// qd32 (seconds per IO): 4 KiB and 8 KiB (t4, t8) and 128 KiB (t128) from
// fio's ordinary buffers, one segment per page, and 128 KiB from buffers in
// huge pages (t128h, one segment; 0 when not measured). At depth a command
// of n segments takes max(c + n s, bytes / B). When 4 KiB is well above its
// transfer at the deep-queue rate (curve_bw), c + s = t4. When 8 KiB is one
// segment dearer and the huge-page run is clearly faster than the ordinary
// one, s = (t128 - t4) / 31 (better conditioned than t8 - t4), c = t4 - s
// and the transfer rate is B = 128 KiB / t128h. Without the huge-page run,
// B = 1/(1/slope - s/page) from the QD1 slope (1/slope = s/page + 1/B) when
// that is positive; otherwise no segment time is set. write_bw is 0 when
// the curve's rate stands.
struct DeviceSerialFit {
  double cmd_service = 0;
  double segment_service = 0;
  double write_bw = 0; // the transfer rate with the segment time taken out; 0: keep the curve's
  bool serial_transfer = false; // dev.serial_transfer: the transfer is in the one-at-a-time time
  // dev.segment_alone: the QD1 slope's time per page less the page's
  // transfer at write_bw, over segment_service, within 0..1; 1 when the QD1
  // slope is not given or no segment time is set.
  double segment_alone = 1;
  std::string how;     // the figures, for the profile's comments
};
// The device's serial time per 4 KiB command from bursts: `one` and `many`
// are seconds per burst of 1 and of n commands, one entry per round (each
// burst submitted in one call and reaped whole); the median over the rounds
// of (many - one) / (n - 1). serial 0 where no round measured both or the
// bursts did not grow.
struct BurstFit {
  double serial = 0; // seconds per command
  std::string how;
};
BurstFit fit_burst_serial(const std::vector<double>& one, const std::vector<double>& many, double n);
// t4, t8, t128, t128h: seconds per IO of random O_DIRECT writes at qd32 (the
// last from huge-page buffers). t128h_qd1: the QD1 service time of the
// huge-page 128 KiB write without the CPU and the random part (0: not
// measured); deep queues that gain under 20% on it mean one thread moves the
// data of each command in turn (dev.serial_transfer).
// The host's allocation section of a fresh direct write (dev.fresh_serial,
// dev.fresh_serial_bw) from fio's first passes at qd32 (16-128 KiB) against
// the same rewrites. ok: at least two first passes were clearly slower, so
// the section was the slower side.
struct FreshSection {
  double per_command = 0;
  double bw = 0;
  bool ok = false;
};
// bytes; seconds per IO; fresh_extra_per_byte: the slower fresh transfer the
// device already charges (dev.fresh_write_factor), seconds per byte.
FreshSection fresh_section_from_fio(const std::vector<double>& bytes, const std::vector<double>& first,
                                    const std::vector<double>& rewrite, double fresh_extra_per_byte = 0);

DeviceSerialFit fit_device_serial(double t4, double t8, double t128, double t128h, double curve_bw,
                                  double qd1_slope_bw, double page, double t128h_qd1 = 0);

// The device's time per IO at qd32 as a ladder of sizes (4 KiB to 128 KiB,
// and 128 KiB from huge pages: one segment). Two structures are held
// against it:
// - serial: one thread serves each command whole, t = c + n s + bytes / bw
//   (non-negative least squares, relative weights);
// - parallel: the command's serial part overlaps the others' transfers at
//   the deep-queue rate B, t = max(c + n s, bytes / B); s and a floor under
//   B from a huge-page point beside the same bytes in page segments, c over
//   the points above their transfer.
// The serial structure is taken when it fits within 12% (root mean square
// of the relative errors) and at most half as far off as the parallel one:
// the ladder then shows time that grows with the bytes below B's knee,
// which no overlap explains.
struct DeviceLadderPoint {
  double bytes = 0;
  double segments = 0;
  double seconds = 0; // per IO at qd32
};
DeviceSerialFit fit_device_ladder(const std::vector<DeviceLadderPoint>& pts, double curve_bw);

// dev.alone_write_bw: with dev.serial_transfer, a lone command's transfer
// rate. The QD1 slope's time per page (page / qd1_slope_bw) holds a page's
// segment and transfer; where it is longer than a queued page's
// (segment_service + page / write_bw), a lone command moves its data more
// slowly than the queue, at page / (QD1 time per page - segment_service).
// 0 where it is not longer (dev.segment_alone then explains the difference)
// or either rate is missing.
double lone_write_bw(double qd1_slope_bw, double write_bw, double segment_service, double page);

// dev.batch_completion from the deep-queue sweep (one size, seconds per IO
// t at each queue depth qd). Overlapped: commands in flight hide each
// other's latency, t = max(t1 / qd, S) with S the deepest point's. Batched:
// each waits for the commands served with it and then for its latency D,
// t = S + D / qd (least squares, relative weights). Batched is taken when
// it is within 10% rms and at most half the overlapped error.
struct BatchCompletionFit {
  bool batched = false;
  double serial = 0; // S, seconds per IO
  double delay = 0;  // D, seconds
  std::string how;
};
BatchCompletionFit fit_batch_completion(const std::vector<double>& qds, const std::vector<double>& seconds);

// dev.kick: fio's thread's CPU per IO of a deep-queue direct run with one IO
// per call (`single`, s: usr + sys over IOPS) less the CPU per IO the model
// gives that thread without the kick (`cpu`); never below 0.
double kick_from_probes(double single, double cpu);


// dev.cache_drain_io from random O_DIRECT rewrites of `bs` each, `writes[i]`
// of them before each fdatasync, whose median flush took `flush[i]`: the
// flush's slope by writes (least squares, relative weights; through `fixed`
// at no writes when fixed >= 0, dev.flush_latency, else a free intercept),
// less each write's bytes at `drain_bw`.
struct DrainIoFit {
  double per_write = 0; // seconds
  std::string how;
};
DrainIoFit fit_cache_drain_io(const std::vector<double>& writes, const std::vector<double>& flush, double bs,
                              double drain_bw, double fixed = -1);

// mem.fault_in_bw from the memory phase: per repeat, the stall of a 1 MiB
// write into cold (reported) memory (its p50 less the warm write's) and the
// warm write's p50, seconds. Measured when the median stall is above a
// quarter of the warm write in every repeat (rate = 1 MiB / median stall),
// and also when, after drop_caches (the cold job then did take reported
// memory), the median stall is within that noise: cold memory then costs
// next to nothing on this host and the median is taken, at most the
// parameter's bound of 10 TB/s. Otherwise (no drop_caches, or repeats that
// disagree) not measured, with the reason in `why`.
struct FaultInFit {
  bool measured = false;
  double rate = 0;  // B/s
  double warm = 0;  // median warm write, s
  std::string why;
};
FaultInFit fit_fault_in(const std::vector<double>& stalls, const std::vector<double>& warm_p50, bool dropped_caches);

// mem.fault_in_parallel from the cold stall per 1 MiB write of one writer
// and of each of two writers at once (seconds, per repeat): two writers move
// 2 MiB while each stalls s2, one moves 1 MiB in s1, so together they get
// 2 s1 / s2 of one writer's rate (1: one rate for the guest, 2: one each).
struct FaultParallelFit {
  bool measured = false;
  double parallel = 1;
  std::string why;
};
FaultParallelFit fit_fault_in_parallel(const std::vector<double>& one_stalls, const std::vector<double>& two_stalls);

// mem.fault_block from where the cold writes' stall lands (stalls are cold
// minus warm latency of the same writes, per repeat: p50, p90 and mean). A
// host that backs guest memory in blocks larger than the write stalls a few
// writes by a whole block and leaves the rest warm (p90 far above the mean);
// one that faults page by page stalls every write by its own bytes (p50 and
// p90 at the mean): then the block is a page.
struct FaultBlockFit {
  bool measured = false;
  double block = 0; // bytes
  std::string why;
};
FaultBlockFit fit_fault_block(const std::vector<double>& p50_stalls, const std::vector<double>& p90_stalls,
                              const std::vector<double>& mean_stalls, double write_bytes, double page);

// engine.libaio_submit + engine.libaio_complete from fio's own timing of the
// same 4 KiB first writes in cache through psync and through libaio at qd8
// (both seconds per IO, medians over interleaved repeats): the difference is
// libaio's engine against psync's, and psync's is fio's loop (engine.psync).
// Split half and half (the defaults' ratio: io_submit and io_getevents are
// one syscall each per IO at fio's one-IO reaps). Not measured when the sum
// is not positive, or past the parameters' 1 ms range, with the reason in why.
struct LibaioEngineFit {
  bool measured = false;
  double submit = 0, complete = 0; // s per IO
  std::string why;
};
LibaioEngineFit fit_libaio_engine(double psync_per_io, double libaio_per_io, double engine_psync);

// iowq.worker_start and iowq.start_bw from fio's punted writes at one depth
// and two sizes: `queued_small` and `queued_large` bytes in fio's first queue
// (iodepth x bs), and each run's longest clat less its median (`excess_*`, s;
// the last of the first queue waited for io-wq's start beyond what every
// write waits). The line through the two points: its slope is 1/start_bw,
// its value at no bytes less the wake-ups the model adds to that write
// (`wakeups`: iowq.wakeup and fio's cpu.wakeup) is worker_start. A slope of
// at most 1 / (1 TB/s), none or negative, is no per-byte part: start_bw is
// then 1 TB/s (off) and worker_start the two points' mean less the wake-ups.
// Not measured when the values leave the parameters' ranges.
struct IowqStartFit {
  bool measured = false;
  double worker_start = 0; // s
  double start_bw = 0;     // B/s
  std::string why;
};
IowqStartFit fit_iowq_start(double queued_small, double excess_small, double queued_large, double excess_large,
                            double wakeups);

// The filesystem CPU a QD1 direct write into an unwritten extent pays on top
// of a rewrite (`remaining`, s: fresh less rewritten latency, less the
// device's fresh-block time), shared between ext4's split at submission
// (fs.unwritten_split) and the conversion at completion
// (fs.unwritten_convert) in the proportion perf measured on this project's VM
// (kernel 6.18, 2026-12-04: ext4_iomap_begin 4.1 us more than a rewrite's,
// ext4_convert_unwritten_extents 4.9 us per IO). One QD1 latency cannot tell
// them apart; a fixed 4 us split took all of the 0.6-1.8 us left on this VM
// since 2026-12-05 and left the conversion at 0, and with it the model's
// extent-leaf cycle and its discards (fio: 2037 per 8192 writes). XFS has no
// split: all of it converts. measured is false when nothing is left.
struct UnwrittenFit {
  bool measured = false;
  double split = 0, convert = 0; // s per IO
};
UnwrittenFit fit_unwritten(double remaining, bool ext4);

// Whether the drift probe's start and end rates (bytes/s) moved by more than
// 15% (the self-check's tolerance): the calibration then mixed two machines.
// Unknown (0) rates never count as drift.
bool drifted(double start, double end);

// bw(qd) = B*qd/(qd+k), B and k >= 0.
struct QueueCurveFit {
  double max_bw = 0; // B, bytes/s
  double half_qd = 0; // k: the queue depth at half of B
  double r_squared = 0;
  std::vector<double> residuals; // bytes/s, per point
  bool converged = false;
};
QueueCurveFit fit_queue_curve(const std::vector<double>& queue_depths, const std::vector<double>& bandwidths);

// Buffered write() time t = per_call + bytes/copy_bw (non-negative costs).
struct WritePathFit {
  double per_call = 0; // seconds per write() call
  double copy_bw = 0;  // bytes/s; 0 when the per-byte cost fitted to 0
  LinearFit fit;
};
WritePathFit fit_write_path(const std::vector<double>& block_sizes, const std::vector<double>& seconds);

// A point of the in-cache buffered-write phase: a sequential stream of
// bs-sized writes, the first `fresh_bytes` into folios not cached yet, the
// rest (a time_based loop over the same file) rewriting cached dirty folios.
struct BufferedPoint {
  double bs = 0;
  double fresh_bytes = 0;
  double total_bytes = 0;
  double seconds = 0; // mean time per write() (median over the repeats)
  double fastest = 0, slowest = 0; // the repeats' extremes of that mean
  double p50 = 0, p90 = 0, p98 = 0, p99 = 0; // write latency percentiles, medians over the repeats
  double writes = 0;                         // writes per repeat (median)
};

// One run of a buffered point's job: its mean write() time (seconds), bytes
// written and write latency percentiles.
struct BufferedRun {
  double lat = 0, bytes = 0, p50 = 0, p90 = 0, p98 = 0, p99 = 0;
};
// The point from its runs (interleaved rounds): every figure the median over
// the runs, so one slow round stays out; fastest and slowest the extremes of
// the mean time.
BufferedPoint buffered_point(double bs, const std::vector<BufferedRun>& runs);

// What the model charges per write() of such a stream, averaged over it
// (WriteCost::shape with the machine's folio policy).
struct WriteCounts {
  double pages_new = 0, folios_new = 0, folios_dirtied = 0, folios_touched = 0, bytes = 0;
  double folios_new_large = 0; // of folios_new, those of order > 0
  double pages_new_stream = 0; // of pages_new, those in folios of cpu.copy_stream_bytes or more
};
WriteCounts stream_counts(const Params& machine, double bs, double fresh_fraction);

// t = per_call + per_page*pages_short + per_page_long*pages_long
//     + per_folio*folios_new + per_large*folios_new_large + per_byte*bytes
// (NNLS, relative weights). per_folio is all the work per new folio: alloc,
// insert, first dirtying and their i_pages holds; per_large is a large
// folio's unbatched LRU move on top (a column only where the points create
// both order-0 and larger folios). fs.write_folio (per folio
// touched, one per write here like the call) is held at its value and taken
// off the times. Without large folios a new folio is a new page: then
// per_folio is not identifiable, is held at the model's values too, and
// folio_separate is false.
struct BufferedCostFit {
  double per_call = 0, per_page = 0, per_folio = 0, per_byte = 0; // seconds
  double per_large = 0; // per new folio of order > 0 beyond per_folio (pc.lru_add_large)
  bool large_separate = false; // the points have both small and large new folios
  // per_page is a page in a short copy chunk; per_page_long one in a chunk of
  // cpu.copy_stream_bytes or more (streaming stores), its own column where the
  // points have both kinds, else per_page less the held cpu.copy_stream_page.
  double per_page_long = 0;
  bool long_separate = false;
  bool folio_separate = false;
  LinearFit fit;
};
BufferedCostFit fit_buffered_costs(const std::vector<BufferedPoint>& points, const Params& machine);
// The streaming threshold (cpu.copy_stream_bytes) that fits the points best:
// each candidate (and 0, none) is fitted, and a candidate wins only where the
// long pages come out cheaper than the short ones and the weighted residual
// sum falls by at least a quarter against none. Returns the threshold (0:
// none) and its fit.
struct StreamChoice {
  double bytes = 0;
  BufferedCostFit fit;
  double rss_none = 0, rss = 0; // weighted residual sums (relative residuals squared)
};
StreamChoice choose_stream_threshold(const std::vector<BufferedPoint>& points, const Params& machine,
                                     const std::vector<double>& candidates);
// The parameters it sets: fs.write_call (per_call minus cpu.syscall and
// throttle.call), pc.page_init, pc.folio_alloc/pc.add_folio/pc.mark_dirty
// (scaled by one factor so that with the lock holds they sum to per_folio),
// cpu.copy_bw. `how` describes the measurement for the comments. With
// `syscall_measured` machine.cpu_syscall is this machine's and is never
// rescaled: a per-call cost under it goes to throttle.call alone.
std::vector<FittedParam> buffered_cost_params(const BufferedCostFit& fit, const Params& machine,
                                              const std::vector<BufferedPoint>& points, const std::string& how,
                                              bool syscall_measured = false);

// "R²=0.998, residuals (us): 4k:+0.12 8k:-0.3 ..." for a comment line.
std::string describe_fit(double r_squared, const std::vector<double>& xs, const std::vector<double>& residuals,
                         double residual_scale, const char* residual_unit, bool x_is_size);

// The profile text: [profile] name and description, then each parameter in
// its section preceded by its comment line. Values go through Params::set
// (range checked) so that the file loads back; one out of range is left out
// with a comment saying so. Throws ParamError for an unknown key.
std::string calibration_profile(const std::string& name, const std::string& description,
                                 const std::vector<FittedParam>& params, const std::vector<std::string>& notes);

struct CalibrateConfig {
  std::string directory;
  bool quick = false;
  bool tiny = false;      // test-only: a few MiB, 1-2 points per phase
  bool progress = false;  // a progress line on stderr
  bool reads = true;      // phase 1 also for reads
  std::string engine = "libaio"; // for the queue-depth sweep
  const std::atomic<int>* stop = nullptr; // set by the caller's SIGINT handler
  bool drop_caches = false; // root: sync and drop the page cache before each cold memory point
};

// A measured job the written profile must reproduce (the self-check): its
// fio options, the mem.* state it ran in, and the bandwidth measured
// (median, and the min-max over the repeats).
struct PhaseCheck {
  std::string phase;
  std::vector<std::string> args;
  std::vector<std::string> sets; // key=value the run needs besides the profile (machine state)
  // What is measured and predicted: the group's bandwidth (bytes/s), or the
  // first job's longest write clat less its median (s: fio's first queue of
  // punted writes, iowq_start_probe).
  enum class Metric { Bandwidth, ClatTail } metric = Metric::Bandwidth;
  double measured = 0, lo = 0, hi = 0; // in the metric's unit
  double predicted = 0;                 // filled by the self-check
  // A parameter calibrate fits by simulation to this check once the rest of
  // the profile is written (bisection on the predicted bandwidth, which
  // falls as the value grows); empty: none. fit_how is its provenance.
  // fit_max: the largest plausible value (0: the search's 1 ms); a fit that
  // needs more is absorbing something else, and the default stays.
  std::string fit_key, fit_how;
  double fit_max = 0;
  double residual() const { return measured > 0 ? predicted / measured - 1 : 0; }
};

struct CalibrationResult {
  std::vector<FittedParam> fitted;
  std::vector<std::string> notes; // cross-checks, what is not fitted and why
  std::vector<PhaseCheck> checks; // what the self-check predicts
  bool stopped = false;           // SIGINT or ENOSPC: the result is incomplete
  std::string stop_reason;
  double elapsed = 0;             // seconds
  bool drifted = false;           // the drift probe moved more than 15% between start and end
};

class Calibrator {
public:
  explicit Calibrator(CalibrateConfig config);
  // Throws ReplayError when the scratch directory is refused.
  CalibrationResult run();

private:
  struct Point {
    double x = 0;          // block size or queue depth
    double bw = 0;         // bytes/s
    double lat = 0;        // mean total latency per IO, seconds
    double lat_p50 = 0;    // median total latency per IO, seconds
    double lat_p90 = 0;    // 90th percentile, seconds
    double lat_p98 = 0;    // 98th percentile: inside the 1-in-31 folio batch step
    double lat_p99 = 0;    // 99th percentile, seconds
    double end_fsync = 0;  // seconds
    double sync_p50 = 0;   // median fsync latency of fsync=N jobs, seconds
    uint64_t bytes = 0;
  };
  // required=false: a job's error leaves the point out with a note instead
  // of stopping the calibration.
  // submit_batch: async engines hand the kernel this many IOs per call
  // (ReplayOptions::submit_batch); 1 is fio's default.
  std::vector<Point> measure(const std::vector<std::vector<std::string>>& jobs, const std::string& phase,
                             double done_before, double share, bool required = true, int submit_batch = 1);
  void progress(const std::string& phase, double fraction) const;
  // cpu.copy_unaligned from paired 1 MiB writes (see Calibrator.cpp); done: progress so far.
  void unaligned_copy(double total, int repeats, const std::string& phase, double done);
  // One run of a buffered write() point; buffered_point takes the medians of its runs.
  bool buffered_run(double bs, const std::vector<std::string>& extra, const std::string& phase, double done_before,
                    double share, BufferedRun& out);
  bool stopping() const;
  int repeats() const { return config_.tiny ? 1 : 3; }
  void memory_phase(double done_before, double share);
  void flush_latency_phase(const std::string& phase, double done_before, double share);
  // The same short in-cache job (4 KiB psync writes) after the memory phase
  // and at the end: the machine's own speed can move 2x within 15 minutes on
  // a fresh VM, and then the phases in between describe different machines.
  double drift_probe(const std::string& phase);
  void drift_check(double start, double end);
  void device_phase(bool write, double done_before, double share);
  void invalidate_phase();
  // cpu.wakeup from an eventfd ping-pong (WakeupProbe).
  void syscall_phase();
  void wakeup_phase();
  void idle_wakeup_phase(); // cpu.idle_poll, cpu.deep_wakeup
  // engine.psync/pvsync from fio's null engine (FioOverhead), when fio is installed.
  void fio_phase();
  // cpu.smp_efficiency: fio's in-cache 16 KiB random writes, one job against
  // cpu.cores jobs on their own files, paired within each round.
  void smp_phase();
  // iowq.punt and iowq.unhashed_punt: 4 KiB io_uring writes at qd32 (hashed,
  // and with IOSQE_ASYNC) against the same writes through psync in each round.
  void punt_phase(double done_before, double share);
  void punt_probe(bool forced, double done_before, double share);
  struct PuntTiming {
    std::vector<std::string> args; // the job's fio options (rw, ioengine, iodepth, bs, size[, force_async])
    double depth = 0;              // fio iodepth
    double total = 0;              // bytes per run
    std::string engine;            // who timed it
    std::vector<double> rounds;       // seconds per IO, per round
    std::vector<double> psync_rounds; // with `paired`: the same writes through fio's psync engine in each round
    std::vector<double> cpu_rounds;   // timed by fio: fio's own thread's CPU per IO (usr + sys), per round
    Spread per_io() const { return spread(rounds); } // seconds per IO over the repeats
  };
  std::optional<PuntTiming> time_punted(bool forced, double depth, const std::string& phase, double done_before,
                                        double share, bool paired = false);
  // Times each of `runs` (fio options after `common`) per IO of `bs` through
  // fio, interleaved over repeats() rounds, removing `file` after each run;
  // `before(i, n)` runs before the i-th of n runs (progress). Their spreads in
  // order, or nullopt when stopped or when a run failed (`failed` says why);
  // `rounds`, if given, gets each run's per-round times.
  std::optional<std::vector<Spread>> fio_rounds(const std::string& fio, const std::string& file,
                                                const std::vector<std::string>& common,
                                                const std::vector<std::vector<std::string>>& runs, double bs,
                                                std::string* failed,
                                                const std::function<void(size_t, size_t)>& before = {},
                                                std::vector<std::vector<double>>* rounds = nullptr);
  // Writes `bytes` in cache and removes them, so that the memory the next
  // runs allocate is resident (not yet handed back to a VM's host); false
  // when the run failed (required: the calibration stops, as measure() does).
  bool warm_memory(double bytes, const std::string& phase, double done, bool required);
  // fio's path, or "" after noting that `keys` are not measured without it.
  std::string fio_or_note(const std::string& keys);
  void remote_copy_probe(bool forced, double done_before, double share);
  // iowq.worker_start, iowq.start_bw: fio's first queue of punted writes
  // against its median clat, 4 KiB and 64 KiB at qd16.
  void iowq_start_probe(bool forced, double done_before, double share);
  // dev.cache_drain_io's random-rewrite flushes through fio (cache_phase):
  // per count of writes per flush, the median sync. Empty, or what failed.
  std::string fio_random_flushes(const std::string& fio, const std::vector<double>& scattered,
                                 std::vector<double>& counts, std::vector<double>& per_flush);
  // engine.libaio_*: fio's psync and libaio qd8 4 KiB first writes in cache.
  void libaio_probe();
  void kick_phase(); // dev.kick: fio's CPU per deep-queue direct IO beyond the model's
  // dev.fresh_serial and dev.fresh_serial_bw from fio's first passes
  // (kick_phase's probes), once the writeback phase has priced the slower
  // fresh transfer (dev.fresh_write_factor); before finish_unwritten, which
  // takes the section out of the QD1 difference.
  void fit_fresh_section();
  PhaseCheck punt_check(const std::string& phase, bool forced, const PuntTiming& t) const;
  void fit_interrupts(const std::vector<BufferedPoint>& pts, size_t fresh, int repeats);
  void buffered_phase(double done_before, double share);
  void cache_phase(double done_before, double share);
  std::string fresh_direct_flush_; // the cache probe's fresh-against-rewrite flush, for the writeback phase's note
  void writeback_phase(double done_before, double share);
  // Self-checks of fsync=N: 64 KiB writes with an fsync every 2 MiB into a
  // fresh file, then over it again; checked, not fitted (see the .cpp).
  void periodic_fsync_checks(const std::string& phase, double done_before, double share);
  void copy_phase(double done_before, double share);

  CalibrateConfig config_;
  CalibrationResult result_;
  void finish_unwritten();
  // ext4 on a -o discard mount: the time of the synchronous discards a
  // fresh file's sequential O_DIRECT writes cause (dev.discard_latency).
  void discard_probe(const std::string& phase, double done_before);
  // The device's serial time per 4 KiB command from bursts (fit_burst_serial),
  // over a written file of at most `file` bytes, through fio; serial 0 where
  // fio is missing or failed (how says why).
  BurstFit burst_probe(double file);
  bool serial_transfer_fitted() const; // dev.serial_transfer among the fitted
  bool is_fitted(const std::string& key) const; // `key` among the fitted
  double fitted_or_machine(const std::string& key) const;

  double t0_ = 0;
  Params machine_; // defaults with this machine's facts
  bool syscall_measured_ = false; // cpu.syscall in machine_ is this machine's
  struct {
    double lat = 0, total = 0; // buffered_phase's 4 KiB first writes: write() seconds, bytes per repeat
  } psync4k_;
  struct {
    double extra = 0, bytes = 0; // QD1 O_DIRECT: fresh less rewritten seconds per IO (median of rounds), IO size
    double serial_bound = 0;                  // seconds per IO of fresh 4 KiB writes at qd32
    std::string how;
  } unwritten_;
  struct {
    std::vector<double> bytes, first, rewrite; // kick_phase: seconds per IO at qd32, medians of rounds
    std::string size, fio;
    bool fitted = false;
  } section_probe_;
};

} // namespace wbsim
