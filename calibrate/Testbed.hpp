// `wbsim testbed`: the real kernel's buffered write path on RAM-backed
// devices (the real-kernel testbed). As root it mounts a tmpfs, puts one image file per
// filesystem on it, attaches loop devices, makes and mounts XFS, ext4 and
// btrfs, and mounts a FUSE passthrough (wbsim-fusepass) over a directory of
// the tmpfs; then it runs the measurement matrix (TestbedMatrix) with
// Debian's fio, optionally under `perf record -a -g` (PerfProfile), and
// removes everything it created (TestbedResources) on every exit path.
// --check predicts every measured cell with the testbed profiles
// (TestbedCheck); --measured FILE checks an earlier run without root.
#pragma once

#include "PerfProfile.hpp"
#include "TestbedMatrix.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace wbsim {

struct CellResult {
  MatrixCell cell;
  std::vector<double> iops, bw_bytes, p50_us, p99_us, load1; // one per repeat
  // MiB the guest handed back to the host during the run (virtio-balloon free
  // page reporting, /sys/module/page_reporting/parameters/reported_kib): the
  // memory a first write then faults in again from the host (DESIGN §4).
  std::vector<double> reported_mib;
  // Warm free memory before each repeat (wbsim machine-state's estimate: the
  // free buddy blocks too small to report); the prediction starts from it.
  std::vector<double> warm_bytes;
  // fio's user CPU per repeat, % of the run (getrusage, fio's usr_cpu): an
  // unbiased measure of fio's own loop, which perf's shares are not on a VM
  // without a hardware PMU (see TestbedRecord::perf_event).
  std::vector<double> usr_cpu;
  // --perf records one extra round under perf: its shares, and its IOPS kept
  // apart from iops (sampling 999 Hz with call chains slowed syscall-heavy
  // cells here: xfs psync 4k 164k IOPS under perf against ~200k without).
  PerfShares perf;
  std::vector<double> perf_iops;
  bool has_perf = false;
};

struct TestbedRecord {
  std::string host, kernel, date, tool, perf_tool;
  // The event perf sampled. "cpu-clock" (no hardware PMU, as on this
  // project's VM) is an hrtimer: it cannot fire inside code that runs with
  // interrupts off, and such time is charged where they come back on (the
  // return to user space, spin_unlock_irqrestore), so shares are skewed.
  std::string perf_event;
  int cpus = 0;
  double mem_total = 0;
  bool page_reporting = false; // the guest reports free pages to the host (reported_kib exists)
  double wakeup = -1;          // cpu.wakeup measured before the matrix (WakeupProbe), s; -1: not measured
  double fio_null = -1;        // fio's own loop per IO (null engine, FioOverhead), s; -1: not measured
  // cpu.smp_efficiency from the write path (smp_probe_args on the testbed's
  // XFS, else ext4): all CPUs' jobs against one, per CPU; -1: not measured.
  // Records from before smp_how existed measured fio's null engine instead,
  // which is kept apart (null_smp_efficiency) and not used.
  double smp_efficiency = -1;
  std::string smp_how;               // the probe's figures
  double null_smp_efficiency = -1;   // fio's null engine, all CPUs against one: fio's loop alone, shown only
  double syscall = -1;         // cpu.syscall: getppid() per call (SyscallProbe), s; -1: not measured
  double syscall_user_share = -1; // of a getppid() loop under perf_event, the samples in user space; -1: not measured
  // cpu.copy_bw from in-cache rewrites of 1 MiB against 64 KiB on the testbed's
  // XFS (or ext4) mount (copy_bw_from_rewrites), B/s; -1: not measured. The
  // default 10 GB/s is slower than this VM's copy: with it the 1 MiB cells'
  // copy alone exceeded their whole measured time (2026-12-05).
  double copy_bw = -1;
  std::string copy_how; // the probe's figures
  bool warmup_run = false;     // each run came right after the same job's warm-up run (warm_bytes counts its bytes)
  uint64_t size_per_job = 0;
  double runtime = 0;
  int repeats = 0;
  int fuse_threads = 0;
  uint64_t fuse_max_write = 0;
  uint64_t fuse_max_write_seen = 0; // largest FUSE_WRITE the daemon served
  std::vector<CellResult> cells;
};

nlohmann::json to_json(const TestbedRecord& r);
TestbedRecord testbed_record_from_json(const nlohmann::json& j, const std::string& what);
// The measured matrix as a text table (min/median/max IOPS, median MB/s, p50/p99).
std::string testbed_table(const TestbedRecord& r);

// Exit status: 0 done, 1 failed, stopped or past the --check tolerances, 2 usage error.
int cmd_testbed(const std::vector<std::string>& args);

} // namespace wbsim
