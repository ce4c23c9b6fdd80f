// IoWq: io_uring's io-wq for punted buffered writes. Writes to one inode are
// hashed to one bucket and run one at a time (io_wq_hash_work), so a file's
// punted writes never overlap; each costs a punt (iowq.punt) on top of the
// write itself, which runs in the worker (and is throttled there). Forced
// (IOSQE_ASYNC) writes are not hashed and spread over workers that take
// turns on i_rwsem: still one at a time, at iowq.unhashed_punt each. A worker
// that was asleep starts iowq.wakeup later and pays iowq.idle_punt once;
// one asleep past cpu.idle_poll starts cpu.deep_wakeup later still. A job's
// first punt creates the worker (iowq.worker_start), and the writes fio
// queued before it ran take iowq.start_bw more each (start, first_queue).
#pragma once

#include "BufferedWrite.hpp"
#include "Signal.hpp"
#include "WakeupDelay.hpp"

#include <deque>
#include <functional>
#include <map>
#include <memory>

namespace wbsim {

struct SimContext;

struct PuntedWrite {
  WriteBatch batch;
  double submitted = 0; // when the SQEs were submitted
  // How long before `submitted` the submitter woke the sleeping worker: its
  // cpu.wake_send, beside which the worker's wake-up already ran.
  double wake_lead = 0;
  // Hashed by inode (an ordinary punt) or not (IOSQE_ASYNC): the writes run
  // one at a time either way (one worker, or i_rwsem), the unhashed ones at
  // iowq.unhashed_punt for the handoffs between workers.
  bool hashed = true;
  // fio scrambled the buffers on its own CPU (JobSpec::scramble_buffers):
  // the worker pays iowq.scrambled_sector per 512-byte block.
  bool scrambled = false;
  // fio's first queue (iodepth writes, or the job's all if fewer), in bytes:
  // what a new worker finds queued when it first runs (iowq.start_bw).
  double first_queue_bytes = 0;
  // Called in the worker when the writes are done: (start, end) of their run.
  std::function<void(double start, double end, double pause)> done;
};

class IoWq {
public:
  explicit IoWq(SimContext& ctx);
  void queue(PuntedWrite work); // never blocks

  // A QD1 submitter's writes never overlap: fio submits the next one only
  // after reaping the last. The aggregated mode runs a batch of them in
  // fio's own actor instead of one cycle of actors per write; meanwhile it
  // holds the file's bucket so nothing else of that inode runs in io-wq.
  // Allowed when the bucket is idle (no queued or running work).
  bool idle(size_t file) const;
  void hold(size_t file);
  void release(size_t file);
  // The file's worker exists and has run fio's first queue (start,
  // first_queue): its writes from now on cost what every later one does.
  bool steady(size_t file) const;
  // How long the file's worker has slept (0 while it has work).
  double slept(size_t file) const;
  // The worker's CPU for a batch of punted writes beyond the writes
  // themselves (iowq.punt, the remote copy, the scrambled lines), with
  // `idle_starts` of them handed to a sleeping worker (iowq.idle_punt).
  CpuWork punt_cost(const PuntedWrite& w, uint64_t idle_starts);
  // io-wq's start for the file's first punted writes. start(): the wait for
  // a new worker (iowq.worker_start), once per bucket, when the worker is
  // created with fio's first queue of `queued_bytes` waiting. first_queue():
  // what `bytes` of that queue take beyond their writes (iowq.start_bw),
  // until the queue is used up; 0 after.
  double start(size_t file, double queued_bytes);
  double first_queue(size_t file, double bytes);
  // The writes themselves, as the worker task runs them (its own throttle
  // account), counted as punts.
  WriteOutcome write(const WriteBatch& batch);

private:
  struct Bucket {
    std::deque<PuntedWrite> pending;
    Signal work;
    bool busy = false; // the worker, or a holder, is running this inode's writes
    bool started = false; // io-wq's worker for it has been created (start)
    double start_left = 0; // bytes of fio's first queue not yet run (first_queue)
    double idle_since = 0; // when its last work ended
    double throttle_pending = 0; // the worker task's dirtied-since-pause bytes
  };
  Bucket& bucket(size_t file);
  void serve(size_t file);

  SimContext& ctx_;
  std::map<size_t, std::unique_ptr<Bucket>> buckets_;
  WakeupDelay long_wakes_; // a worker's wake-up may be a long one (cpu.wakeup_tail_share)
};

} // namespace wbsim
