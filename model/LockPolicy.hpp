// LockPolicy: hold time of a contended spinlock such as the mapping's i_pages
// xa_lock. Since 4.2 x86 spinlocks are queued (qspinlock, an MCS queue): each
// waiter spins on its own queue node, and a release hands the lock to the
// next waiter with one transfer of the lock word and the protected xarray
// cache lines to that waiter's CPU. The handoff costs the same however many
// wait behind it, so while two or more tasks are on the lock every hold is
// stretched by a constant
//   hold * (1 + contention),
// and not by (1 + contention * n) as for the ticket locks that Boyd-Wickizer
// et al. measured ('Non-scalable locks are dangerous', 2012), where every
// waiter re-reads the shared word at each release. Contention therefore
// lowers the lock's capacity by a fixed factor once it is shared; what turns
// it into a collapse is how often tasks on different CPUs interleave on it.
#pragma once

namespace wbsim {

// The lock's speed relative to uncontended while `contenders` tasks are on it
// (waiting or holding): 1 alone, 1 / (1 + contention) when shared, whatever
// the number. ContendedLock switches its host to this speed whenever n changes.
double contended_lock_speed(double contention, int contenders);

} // namespace wbsim
