// PuntReaper: fio's reap rule (FioReaper.hpp) for writes that complete after
// their submit returns: io_uring's punted writes, which an io-wq worker
// completes. fio reaps only when its queue is full, and then one IO, the
// oldest completed (the CQ's order). A write that completes while fio is
// still submitting so waits in the CQ until fio needs its slot: its clat
// ends when fio submits the write `depth` places after it, not at its
// completion. fio 3.33, 4 KiB random writes at qd8 through io_uring on ext4
// (this project's VM, 2026-12-07): clat mean 22-39 us at 3.2-5.4 us per IO,
// about 7 IOs' time; dated at completion the model gave 11 us. Pure policy:
// no SimGrid.
#pragma once

#include <cstdint>
#include <deque>
#include <functional>

namespace wbsim {

class PuntReaper {
public:
  // record(clat, slat, cpu, reaped): one write reaped at time `reaped`, of
  // whose clat at most `cpu` seconds ran on a CPU (as complete() gave it).
  using Record = std::function<void(double clat, double slat, double cpu, double reaped)>;

  PuntReaper(int depth, Record record);

  // fio submits its next write or queued sync at t. With its queue full it
  // first reaps the oldest completed write, at t or at that write's
  // completion if later; if none has completed, the next to complete is
  // reaped when it does.
  void submit(double t);
  // A write (measure: recorded when reaped) or a queued sync (measure
  // false) completed at `done`; its clat counts from `from`. Called in
  // completion order.
  void complete(double done, double from, double slat, double cpu, bool measure);
  // fio reaps everything in flight at `now` (before a sync that waits for
  // the queue, at the job's end); writes still with the worker are reaped
  // at their completion.
  void drain(double now);

  uint64_t in_flight() const { return in_flight_; } // fio's depth: submitted, not reaped

private:
  struct Completed {
    double done, from, slat, cpu;
    bool measure;
  };
  void reap(const Completed& c, double at);
  void reap_oldest(double at); // the oldest completed write, at `at` or its completion if later

  uint64_t depth_;
  Record record_;
  uint64_t in_flight_ = 0;
  std::deque<Completed> completed_; // oldest first
  std::deque<double> owed_;         // reaps fio made before any write had completed: their times
};

} // namespace wbsim
