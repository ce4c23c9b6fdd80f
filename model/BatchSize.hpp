// BatchSize: how many identical buffered writes one simulated activity may
// stand for (sim.aggregate). A batch ends wherever the kernel's behaviour
// could change inside it: the end of the file, the pass, the runtime or the
// ramp; the next fsync=N; the flusher's wake-up (background threshold); the
// start of throttling and, once throttled, the next pause; the end of warm
// memory; and, for writes punted to io-wq, a quarter of the queue. Pure: the
// caller reads the machine's state into BatchLimits.
#pragma once

#include <cstdint>

namespace wbsim {

struct BatchLimits {
  double per_write = 0;         // s: one write's time on the CPU
  double max_time = 0;          // s: sim.batch_time, the longest activity
  double ios_left_in_file = 0;  // this pass
  double ios_left_in_pass = 0;  // fio's size may end a pass before the files' ends
  double ios_per_pass = 0;      // the job's writes in one pass; 0: not bounded by it
  double pass_batches = 1;      // sim.pass_batches: a batch is at most ios_per_pass / this
  double writes_until_sync = 0; // fsync=N / fdatasync=N
  double until_deadline = -1;   // s to the end of runtime; < 0: no runtime
  double until_measuring = 0;   // s to the end of ramp_time; <= 0: measuring
  double new_dirty = 1;         // bytes each write dirties (>= 1)
  int dirtiers = 1;             // tasks dirtying pages, who share the room to a threshold
  double dirty_and_writeback = 0; // bytes
  double freerun = 0;           // bytes: (thresh + bg_thresh) / 2, where throttling starts
  double poll_bytes = 0;        // bytes: dirty_poll_interval() below freerun
  double polls_per_batch = 16;  // sim.polls_per_batch
  double room_to_pause = 0;     // bytes: to the next throttle pause, less what this task dirtied since its last
  double warm = -1;             // bytes of warm memory left (page reporting); < 0: not tracked
  double dirty = 0;             // bytes dirty
  double bg_thresh = 0;         // bytes: the flusher's wake-up
  bool punt = false;            // io_uring writes punted to io-wq
  int depth = 1;                // the queue depth
  int outstanding = 0;          // punted writes in flight
};

// The number of writes (>= 1) one activity stands for.
uint64_t batch_size(const BatchLimits& b);

// Most punted io_uring writes one batch holds at queue depth `depth`: a
// quarter of the queue (at least one), so the worker still has queued writes
// when fio, woken by a completion, refills.
int punt_batch_cap(int depth);

// Whether fio keeps a queue of `depth` punted writes full while one io-wq
// worker drains it, each write `worker_each` seconds of the worker: fio,
// woken `wakeup` after a completion, refills a quarter of the queue at
// `submit_each` a write before the worker has run out of the other three
// quarters. Then the worker alone sets the pace (a steady state, BatchSize's
// callers batch it over sim.fluid_time).
bool punt_queue_saturated(int depth, double worker_each, double submit_each, double wakeup);

} // namespace wbsim
