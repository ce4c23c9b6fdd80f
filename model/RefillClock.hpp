// RefillClock: when fio would have submitted each write of a queue that the
// model fills in batches. fio keeps iodepth IOs in flight and submits the
// next one as soon as one completes (iodepth_batch_submit=1,
// iodepth_batch_complete_min=1, the defaults), so in steady state a write
// goes in when the write `depth` places before it completes, and its
// latency is the time of the `depth` writes ahead of it. The model submits
// k writes at once when k slots are free, which alone would date the batch's
// first writes too late and put the queue at depth/2..depth instead of
// depth (a qd16 job's p50 came out 420 us against fio's 557 us). This policy
// only redates the submissions; it does not move any completion.
#pragma once

#include <cstdint>
#include <deque>
#include <vector>

namespace wbsim {

class RefillClock {
public:
  explicit RefillClock(int depth) : depth_(depth < 1 ? 1 : static_cast<uint64_t>(depth)) {}

  // Submit times of the next k writes. fio was ready to submit them at
  // `ready` and the model submitted them together at t >= ready, once k
  // slots were free: write n would have gone in when the completion that
  // freed its slot (number n - depth) happened, not before `ready` nor before
  // write n - 1, and never after t. The first `depth` writes go in at t.
  // Needs completion n - depth recorded for every n of the batch, which
  // holds when the model submits only into free slots.
  std::vector<double> submit(uint64_t k, double ready, double t);
  // The submit time of the next write of a span the worker runs back to back
  // (BufferedLoop's saturated queue): fio submitted it when the completion
  // that freed its slot (number n - depth) happened, not before `ready` nor
  // before write n - 1; unlike submit(), not capped by the model's own
  // submission, which for a span comes first. Call it for write n once
  // completion n - depth has been recorded (complete() of each write right
  // after its submit time does that for a span's later writes).
  double next_refill(double ready);
  // k writes at queue depth 1, each submitted at `submitted` or after the
  // one before it completed, the last completing at `last_done`: only that
  // completion dates a later slot (the aggregated mode's serial cycles).
  void serial_cycles(uint64_t k, double submitted, double last_done);
  // One write completed at time t (in completion order).
  void complete(double t);

private:
  // When the completion that frees the next write's slot (number n - depth)
  // happened, if it is recorded.
  bool slot_freed(double& at) const;
  void forget_used(); // drops the completions no later write's slot needs

  uint64_t depth_;
  uint64_t submitted_ = 0;      // writes submitted so far
  uint64_t first_kept_ = 0;     // completion number of completions_.front()
  std::deque<double> completions_;
  double last_submit_ = 0;
};

} // namespace wbsim
