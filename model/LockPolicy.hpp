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

// The extra stretch, relative to the base hold, while the writeback flusher
// (__folio_start_writeback) and IO completion (__folio_end_writeback) are both
// on one file's lock. Both change the writeback marks of neighbouring xarray
// nodes (completion trails the flusher by an ioend), so each of their
// acquisitions finds those lines modified in the other's cache. On one socket
// that transfer is part of the base hold and of `contention`; across sockets
// it is a chain of remote misses (`remote_handoff` seconds per acquisition).
// With the two tasks on any of `sockets` sockets, a handoff crosses with
// probability (sockets - 1) / sockets. `pair_hold` is the pair's mean base
// hold (lock.wb_start and lock.wb_end). 0 on one socket.
double tag_handoff_factor(int sockets, double remote_handoff, double pair_hold);

// The lock's speed relative to uncontended with the tag handoff while both
// writeback ends are on it: 1 / (1 + contention + tag_factor).
double tag_handoff_speed(double contention, double tag_factor);

} // namespace wbsim
