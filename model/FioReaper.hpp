// FioReaper: when fio reaps the IOs of an async engine (libaio, io_uring)
// whose buffered writes complete inside the submit call. fio's do_io loop
// (backend.c) only reaps once the queue is full (iodepth in flight), then
// takes every completion that is ready (iodepth_batch_complete_max defaults
// to iodepth). fio stamps issue_time after the submit returns (engines/
// io_uring.c fio_ioring_queued), so slat holds the inline copy and clat is
// the wait until the reap: the writes of a full cycle see clats of
// (depth-1)*w, ..., w, 0 for a per-write time w. Pure policy: no SimGrid.
#pragma once

#include "Results.hpp"

#include <cstdint>
#include <functional>
#include <vector>

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

  // fio reaps everything in flight at `now` (before a sync, at the job's end).
  void drain(double now);

  size_t in_flight() const { return pending_.size(); }

private:
  struct Pending {
    double done;
    double slat;
    bool measure;
  };
  void reap(double now);

  int depth_;
  Record record_;
  JobResult* stats_;
  std::vector<Pending> pending_;
};

} // namespace wbsim
