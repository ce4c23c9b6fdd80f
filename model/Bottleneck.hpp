// Bottleneck: names what limited a run (device, copy, throttle, flusher,
// latency) from its utilisations, with the evidence. A pure function of the
// results, so it can be tested and reused for native replay.
#pragma once

#include "Results.hpp"

namespace wbsim {

// The least waiting on locks, in thread-seconds per second of the run, that
// can make a run lock-bound: 5% of one thread's time. Below it the tasks lose
// too little to the lock for it to be what limits the run.
constexpr double kMinLockWait = 0.05;
// ... and the jobs' own write()s must wait at least this share of their time
// (or writeback's tasks must wait while the writers are throttled).
constexpr double kMinJobLockWait = 0.1;

Bottleneck diagnose(const RunResult& r);

} // namespace wbsim
