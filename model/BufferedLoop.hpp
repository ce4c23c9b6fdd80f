// JobThread::BufferedLoop: the write loop of a buffered fio job, as one
// object so that each step is its own short function. Each turn picks the next
// file round-robin (fio's file_service_type=roundrobin), issues a due
// fsync=N, shapes the next write (WriteCost), sizes the batch of identical
// writes one activity stands for (BatchSize), and runs it: inline through
// the page cache (perform_buffered_write) or, for io_uring writes that punt,
// in the inode's io-wq worker. The latency policies (FaultInTail,
// FolioBatchTail, InterruptTail, FioReaper) place each write's time. The
// loop lives until every punted write and queued sync has completed, so the
// callbacks that capture it stay valid.
#pragma once

#include "BufferedWrite.hpp"
#include "FaultInTail.hpp"
#include "SliceTail.hpp"
#include "FioReaper.hpp"
#include "FolioBatchTail.hpp"
#include "PartialPageRead.hpp"
#include "PuntReaper.hpp"
#include "InterruptTail.hpp"
#include "IoWq.hpp"
#include "JobThread.hpp"
#include "RefillClock.hpp"
#include "Signal.hpp"
#include "SyncSchedule.hpp"
#include "UringInlineTry.hpp"
#include "WakeupDelay.hpp"

#include <cstdint>
#include <functional>
#include <vector>

namespace wbsim {

struct Params;

class JobThread::BufferedLoop {
public:
  explicit BufferedLoop(JobThread& job); // job.files_ must be open
  void run();

private:
  bool next_file();      // false: the job has written all it will
  void issue_due_sync(); // fio's fsync=N sync, before the write after the Nth
  WriteBatch shape_batch(size_t fid, uint64_t index) const;
  double uncached_share(const WriteBatch& batch) const; // of the batch's pages: not in the page cache
  static bool blocks_written(const JobThread& job); // the files' blocks hold data (PartialPageRead)
  // The CPU of one write of shape `s`: the write path, a first write's hole
  // reservation (fresh: pass 0, sole writer), fio's unaligned buffer.
  CpuWork write_cpu(const WriteShape& s, bool fresh) const;
  double write_time(const WriteBatch& batch) const; // one write's time, fuse write-through included
  uint64_t batch_writes(uint64_t index, double per_write, double new_dirty, bool punt, double now, double max_time);
  void submit_punted(WriteBatch batch, uint64_t k, const CpuWork& engine_cpu, double ready);
  // fio's side of k punted writes (its loop, the SQE, one io_uring_enter
  // each), `wakes` of which wake a sleeping worker (cpu.wake_send), in
  // fio's thread; returns each write's slat.
  double run_submits(const CpuWork& engine_cpu, uint64_t k, uint64_t wakes);
  void run_failed_tries(uint64_t k, uint64_t wakes); // io_uring's inline tries that ended in a punt, in fio's thread
  // The k punted writes the worker ran during [start, end], completing in
  // turn: each write's clat counts from clat_from(i, its completion), called
  // before that completion goes to the RefillClock; counted, and handed to
  // fio's reaps (PuntReaper), which record them. worker_cpu: one write's
  // CPU in the worker.
  void complete_punted(uint64_t k, double start, double end, const std::function<double(uint64_t, double)>& clat_from,
                       double slat, double worker_cpu, bool measure);
  PuntedWrite to_worker(const WriteBatch& batch, uint64_t k) const; // k writes for the inode's io-wq worker
  // Aggregated mode, queue depth 1: k punted writes as serial cycles (IoWq::hold).
  bool serial_punts(size_t fid);
  double serial_cycle_extra() const; // a cycle's time beyond the write's own, for batch sizing
  void run_serial_punts(WriteBatch batch, uint64_t k, const CpuWork& engine_cpu);
  // Aggregated mode: whether fio keeps the file's punted writes queued full
  // behind a worker that sets the pace (punt_queue_saturated), and k such
  // writes as one span of that steady state (sim.fluid_time).
  bool saturated_queue(size_t fid, const WriteBatch& batch, const CpuWork& engine_cpu) const;
  void run_queue_span(WriteBatch batch, uint64_t k, const CpuWork& engine_cpu, double ready);
  void write_inline(WriteBatch batch, uint64_t k);
  // An async engine's k writes, `each` long on average, to fio's reap.
  void issue_to_reaper(uint64_t k, double t0, double each, double cold, double pause, bool measure);
  // A sync engine's k writes, `each` long on average, the last with the pause.
  void record_sync_writes(const WriteBatch& batch, uint64_t k, double t0, double each, const WriteOutcome& out);
  void wait_reaped(const std::function<bool()>& ready);
  // Aggregated mode, several files with fsync=N: moves slot_ to a file with
  // writes left in its round-robin share before the next sync (sync_share_).
  void take_sync_share();
  double wake_delay(double woken_at); // fio's wake-up from a sleep that the completion at woken_at ends

  JobThread& job_;
  SimContext& ctx_;
  const JobSpec& spec_;
  const Params& p_;
  const uint64_t bs_, stride_;
  const uint64_t ios_per_file_, ios_per_pass_;
  const size_t nfiles_;
  std::vector<uint64_t> done_in_pass_;
  uint64_t done_this_pass_ = 0;
  uint64_t pass_ = 0;
  size_t slot_ = 0;
  FolioBatchTail lru_tail_;
  FaultInTail fault_tail_;
  PartialPageRead partial_;
  SliceTail slice_tail_;
  InterruptTail interrupts_;
  SyncSchedule syncs_;
  double pending_ = 0; // bytes this task dirtied since its last throttle pause
  SyncKind sync_due_ = SyncKind::None; // an fsync=N / fdatasync=N sync waits for the next write
  size_t sync_slot_ = 0;
  // io_uring's queued syncs: the sync points so far, and the latest point
  // one of whose syncs has completed (engine.sync_repeat).
  uint64_t sync_points_ = 0, syncs_completed_ = 0;
  // Aggregated mode, several files and fsync=N: the writes each file still
  // takes before the next sync, as fio's round robin spreads them (a batch
  // writes one file, so the batches take these shares in turn). Empty: unused.
  std::vector<uint64_t> sync_share_;
  const bool async_engine_, uring_;
  const int depth_;
  FioReaper reaper_;
  PuntReaper punt_reaper_; // fio's reaps of punted writes and queued syncs, one per submit into a full queue
  double reap_cpu_ = 0; // CPU seconds per write of the latest inline batch (its clats' interruptible part)
  int outstanding_ = 0; // queue slots of punted io_uring writes not completed yet (a span holds depth - depth/4)
  // Punted batches in flight whose writes are dated at completion
  // (RefillClock::next_refill, in queue order): a span, and every batch
  // queued while one of those is in flight.
  int deferred_ = 0;
  bool span_running_ = false; // one span at a time: the next is sized once it has run
  Signal reaped_;
  // fio sleeps in io_uring_enter(GETEVENTS) while it waits for punted
  // writes: a completion that finds it asleep is reaped cpu.wakeup later, and
  // so is every write that completes while fio is still waking (it reaps them
  // all when it runs; dating those at their completion put fio's mean clat at
  // qd8 at 23 us where its full queue gives 8 x 5.1 = 41, and fio 40-46).
  bool asleep_ = false;
  double asleep_since_ = 0;
  double reap_from_ = 0; // fio runs, and reaps, no earlier than this
  // The completion that wakes fio draws the wake-up's length; fio sleeps that
  // long. Seeded by the job's name and first file, so a run repeats and clones differ.
  WakeupDelay wakeup_;
  // The long wake-ups of a batch of QD1 cycles in closed form (two chances a
  // cycle: the worker's and fio's).
  InterruptTail long_wakes_;
  double next_wake_ = -1;
  RefillClock refill_; // when fio would have submitted each punted write
  // io_uring's inline try: whether every write ends in io-wq, and what a
  // write that is tried and punted costs the submitter first.
  const UringInlineTry inline_try_;
  // A submitter whose writes are all punted dirties nothing itself: the io-wq worker does.
  const int dirtier_;
};

} // namespace wbsim
