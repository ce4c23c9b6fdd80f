// FioReaper: when fio reaps the IOs of an async engine (libaio, io_uring)
// whose buffered writes complete inside the submit call. fio's do_io loop
// (backend.c) reaps only when the queue is full (iodepth in flight), and then
// one IO: wait_for_completions asks for iodepth_batch_complete_min (1) and
// takes at most iodepth_batch_complete_max, which fio sets to the min when
// unset (init.c fixup_options). So the queue stays full and each write is
// reaped after the depth-1 writes submitted behind it: real fio 3.33, libaio
// qd8 4 KiB buffered (2026-12-03): 3.6 us per IO, clat mean 25.6 us (7 x
// 3.6 = 25.2), depth 8 = 99.99%, every reap of 1 IO. fio stamps issue_time
// after the submit returns (engines/io_uring.c fio_ioring_queued), so slat
// holds the inline copy and clat is the wait until the reap. Pure policy: no
// SimGrid.
#pragma once

#include "Results.hpp"

#include <cstdint>
#include <deque>
#include <functional>

namespace wbsim {

class FioReaper {
public:
  // record(clat, slat, count, first, last): `count` writes reaped with these
  // latencies, one after another from time `first` to `last`.
  using Record = std::function<void(double clat, double slat, uint64_t count, double first, double last)>;

  // With `stats`, also counts fio's queue-depth distributions there: each
  // write's depth in flight when submitted, and each reap's size.
  FioReaper(int depth, Record record, JobResult* stats = nullptr);

  // `count` writes submitted back to back from `start`, each taking `each`
  // (its slat) and completing when its submit returns. Only writes with
  // `measure` set are recorded when reaped.
  void issue(double start, double each, uint64_t count, bool measure);

  // fio reaps everything in flight at `now`, one IO a call (before a sync,
  // at the job's end).
  void drain(double now);

  size_t in_flight() const { return pending_.size(); }

private:
  struct Pending {
    double done;
    double slat;
    bool measure;
  };
  void reap_oldest(double now);
  // `count` writes of `each` after `t`, with the queue full of writes as
  // long as theirs: each reaps the one depth-1 writes ahead of it.
  void issue_steady(double t, double each, uint64_t count, bool measure);

  int depth_;
  Record record_;
  JobResult* stats_;
  std::deque<Pending> pending_; // oldest first
};

} // namespace wbsim
