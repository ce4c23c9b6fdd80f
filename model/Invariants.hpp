// Invariants: the conservation laws every run of the model must keep (issue
// 15), checked on plain figures so that the check is pure and unit-tested
// apart from SimGrid. Simulation feeds it counters at the end of every run
// and, with --check (or in a debug build), at every sample while it runs.
// A violation names the invariant and the figures; enforce() throws
// InvariantViolation, which the command boundary reports as an internal
// error (exit 3): a model bug, never an abort.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace wbsim {

class InvariantViolation : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

// Totals at the end of a run. Bytes are doubles: the aggregated mode moves
// expected (fractional) amounts.
struct EndFigures {
  // Jobs: what fio would report, and what the write path performed.
  double job_bytes = 0;        // sum of jobs' read + write io_bytes
  double performed_bytes = 0;  // bytes the jobs' write()/IOs performed (buffered + direct)
  bool ramp = false;           // some job has ramp_time: its first IOs are not reported
  double buffered_bytes = 0;   // write() bytes that went through the page cache
  double direct_bytes = 0;     // direct write bytes submitted to the device
  double direct_read_bytes = 0; // direct read bytes (reads are direct only)
  // Page cache.
  double dirtied = 0;          // bytes that became dirty (new or clean -> dirty)
  double written_back = 0;     // bytes whose writeback ended (dirty -> clean)
  double dirty_end = 0;        // dirty at the end
  double writeback_end = 0;    // under writeback (in flight) at the end
  double writeback_started = 0;
  double writeback_ended_requested = 0; // ends asked for, before any clamp
  // Device.
  double device_submitted = 0; // bytes submitted to the block device
  double device_completed = 0; // bytes completed (disk_util read + write bytes)
  double device_inflight = 0;  // bytes still in flight when the run ended
  double device_written = 0;   // write bytes completed + in flight
  double device_ios = 0;       // commands completed (disk_util read_ios + write_ios): the rounding bound
  double writeback_to_device = 0; // writeback bytes the flusher/daemon sent to the device
  double writeback_building = 0;  // started, bios still being built when the run ended (not sent yet)
  double log_bytes = 0;        // fsync's journal writes (fs.log_write each)
  double amplification = 1;    // stated: device bytes per byte written back (fuse without per-block dirty tracking)
  bool no_data_io = false;     // bcachefs no_data_io: buffered data never reaches the device
  // Locks: one entry per lock and caller.
  struct Lock {
    std::string name, caller;
    double hold = 0, wait = 0, utilisation = 0, peak_utilisation = 0;
    int max_holders = 1; // tasks that may hold it at once (1: spinlock, exclusive rwsem)
  };
  std::vector<Lock> locks;
  double sim_time = 0; // simulated seconds at the end
};

// The checks' arithmetic, shared with the checks of fio's report
// (scenarios/FioReportCheck): a figure as a violation prints it (every
// digit), and equality up to the rounding of sums of doubles.
namespace check {
std::string fmt(double v);
bool same(double a, double b);
} // namespace check

struct Violation {
  std::string invariant; // e.g. "page cache conservation"
  std::string figures;   // the numbers that disagree
};

class Invariants {
public:
  // The end-of-run invariants (see each check in Invariants.cpp for its law).
  static std::vector<Violation> check_end(const EndFigures& f);
  // Throws InvariantViolation naming every violation, when there is one.
  static void enforce(const std::vector<Violation>& v);

  // The continuous invariants, observed while the run goes on.
  void observe(double now, double dirty, double writeback, double clean, double memory);
  // One file's page cache (dirty + writeback + clean) at `now`: it cannot hold
  // more than the file, `size` bytes rounded up to whole pages of `page`.
  void observe_file(double now, const std::string& path, double cached, double size, double page);
  const std::vector<Violation>& violations() const { return seen_; }

private:
  void note(Violation v);
  double last_time_ = -1;
  std::vector<Violation> seen_;
};

} // namespace wbsim
