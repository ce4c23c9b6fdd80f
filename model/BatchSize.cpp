#include "BatchSize.hpp"

#include <algorithm>
#include <cmath>

namespace wbsim {

uint64_t batch_size(const BatchLimits& b)
{
  double kmax = std::max(1.0, std::floor(b.max_time / std::max(b.per_write, 1e-12)));
  kmax = std::min(kmax, b.ios_left_in_file);
  kmax = std::min(kmax, b.ios_left_in_pass);
  kmax = std::min(kmax, b.writes_until_sync);
  if (b.ios_per_pass > 0) // a short job still runs in sim.pass_batches steps
    kmax = std::min(kmax, std::max(1.0, std::floor(b.ios_per_pass / std::max(1.0, b.pass_batches))));
  if (b.until_deadline >= 0)
    kmax = std::min(kmax, std::max(1.0, std::ceil(b.until_deadline / b.per_write)));
  if (b.until_measuring > 0)
    kmax = std::min(kmax, std::max(1.0, std::ceil(b.until_measuring / b.per_write)));
  // The room up to a threshold is shared by every task dirtying pages:
  // batches that each took all of it would land together and overshoot it by
  // the number of writers (into the 200 ms pauses at the limit).
  const double share = b.new_dirty * std::max(1, b.dirtiers);
  if (b.dirty_and_writeback < b.freerun) {
    kmax = std::min(kmax, std::floor((b.freerun - b.dirty_and_writeback) / share) + 1);
    // Close to freerun, at most sim.polls_per_batch of the kernel's check
    // intervals: the check that crosses freerun charges the batch, and larger
    // batches lowered the early bandwidth estimate and stretched pauses (4
    // throttled writers on 4 GiB: -23% against fine-grained, now -2%; 1
    // interval gives -1% but 4x the activities of a 100 GiB job).
    kmax = std::min(kmax, std::max(1.0, std::floor(b.polls_per_batch * b.poll_bytes / b.new_dirty)));
  } else {
    kmax = std::min(kmax, std::max(1.0, std::floor(b.room_to_pause / b.new_dirty)));
  }
  // Where warm memory runs out, the writes after it stall on faults.
  if (b.warm > 0)
    kmax = std::min(kmax, std::floor(b.warm / b.new_dirty) + 1);
  if (b.dirty < b.bg_thresh)
    kmax = std::min(kmax, std::floor((b.bg_thresh - b.dirty) / share) + 1);
  // Punted writes: batches of a quarter of the queue depth, so the worker
  // still has queued writes when fio, woken by a completion, refills (fio
  // refills per completion). With half-depth batches the worker drained its
  // queue before fio's wake-up arrived and both wake-ups fell in series: with
  // cpu.wakeup 22 us, 4.1 us per 4 KiB IO at qd16 against fio's 2.7-2.8 on
  // this project's VM (quarter: 2.7).
  if (b.punt)
    kmax = std::min({kmax, static_cast<double>(punt_batch_cap(b.depth)),
                     std::max(1.0, static_cast<double>(b.depth - b.outstanding))});
  return static_cast<uint64_t>(std::max(1.0, kmax));
}

int punt_batch_cap(int depth)
{
  return std::max(1, depth / 4);
}

bool punt_queue_saturated(int depth, double worker_each, double submit_each, double wakeup)
{
  if (depth < 2 || !(worker_each > 0))
    return false;
  const int cap = punt_batch_cap(depth);
  return wakeup + cap * submit_each < (depth - cap) * worker_each;
}

} // namespace wbsim
