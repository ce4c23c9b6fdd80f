// LockPolicy: hold time of a contended spinlock such as the mapping's i_pages
// xa_lock. Each acquisition hands the lock's cache line to the next CPU, so
// with n other contenders an operation holds the lock for
//   hold * (1 + contention * n),
// and the lock's capacity falls as contenders rise: contention turns into
// collapse instead of a gentle slowdown (seed 002: ~8 GB/s to ~2.5 GB/s).
#pragma once

namespace wbsim {

double contended_hold_time(double hold, double contention, int other_contenders);

// The lock's speed relative to uncontended while `contenders` tasks are on it:
// 1 / (1 + contention * (n - 1)), with n capped at `cpus` (a spinning task
// occupies a CPU, so no more than the CPUs can be spinning at once).
// ContendedLock switches its host to this speed whenever n changes.
double contended_lock_speed(double contention, int contenders, int cpus);

// Throughput of a lock in operations per second when `contenders` tasks keep
// it saturated with operations of base hold `hold`.
double saturated_lock_rate(double hold, double contention, int contenders);

} // namespace wbsim
