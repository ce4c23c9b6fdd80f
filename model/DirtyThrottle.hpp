// DirtyThrottle: the balance_dirty_pages() policy of mm/page-writeback.c, as a
// pure function of the dirty state. Below freerun = (thresh + bg_thresh) / 2
// writers run free; above it each task is paced at
//   task_rate = dirty_ratelimit * pos_ratio,
//   pos_ratio = 1 + ((setpoint - dirty) / (limit - setpoint))^3, in [0, 2],
// and sleeps pages_dirtied / task_rate, capped at MAX_PAUSE. "dirty" here is
// dirty + writeback, as balance_dirty_pages() counts it.
#pragma once

#include "Params.hpp"

namespace wbsim {

struct DirtyLimits {
  double thresh = 0;    // dirty_thresh, bytes
  double bg_thresh = 0; // background_thresh
  double freerun = 0;   // (thresh + bg_thresh) / 2
  double limit = 0;     // hard_dirty_limit (tracks thresh)
  double setpoint = 0;  // (freerun + limit) / 2

  static DirtyLimits from(const Params& p);
  static DirtyLimits from_thresholds(double thresh, double bg_thresh);
};

struct ThrottleDecision {
  bool throttled = false; // above freerun: the task is paced
  double pos_ratio = 1;
  double task_rate = 0;   // bytes/s allowed to this task
  double pause = 0;       // seconds to sleep now (0 = keep accumulating)
};

class DirtyThrottle {
public:
  DirtyThrottle(const DirtyLimits& limits, double max_pause, double min_pause)
      : limits_(limits), max_pause_(max_pause), min_pause_(min_pause)
  {
  }

  const DirtyLimits& limits() const { return limits_; }

  // The kernel's cubic position ratio, clamped to [0, 2].
  double pos_ratio(double dirty) const;

  // A task that dirtied `bytes_pending` since its last pause, with the global
  // dirty+writeback bytes at `dirty` and the bdi's dirty_ratelimit (bytes/s).
  // Pauses shorter than min_pause are not slept: the bytes carry over.
  // `write_bw` (bytes/s, the writeback bandwidth estimate; 0 = no cap)
  // bounds the pause as wb_max_pause() does, so that a sleeping task does not
  // let the dirty and writeback pool drain and the disk go idle.
  ThrottleDecision decide(double dirty, double dirty_ratelimit, double bytes_pending, double write_bw = 0) const;

  // wb_max_pause() (mm/page-writeback.c): wb_dirty / (1 + bw / roundup_pow_of_two(1 + HZ/8))
  // jiffies, about 0.128 s per second of IO the pool holds for any HZ, plus one jiffy.
  double pool_max_pause(double dirty, double write_bw) const;

  // dirty_poll_interval(): below freerun a task is checked again after
  // 1 << (ilog2(freerun - dirty in pages) >> 1) pages; returned in bytes.
  double poll_interval_bytes(double dirty, double page_size) const;

  // Bytes a paced task may dirty before its computed pause reaches min_pause:
  // the size of a throttled batch (the kernel's nr_dirtied_pause).
  double bytes_until_pause(double dirty, double dirty_ratelimit) const;

private:
  DirtyLimits limits_;
  double max_pause_;
  double min_pause_;
};

} // namespace wbsim
