// SlotGate: a device queue's command slots, taken by submitters in the order
// they come. Every SimGrid simcall (a semaphore's acquire, a mutex's lock)
// yields to the maestro, and a device takes one slot per command: a writeback
// of random 4 KiB folios paid two engine rounds a command for slots that were
// almost always free (issue 14: B4). Actors are cooperative, so a plain count
// is safe between simcalls; only a submitter that must wait blocks, on a
// Signal. A release hands the freed slots to the waiters in the order they
// came, each all its slots at once, so they also resume in that order.
#pragma once

#include "Signal.hpp"

#include <cstdint>
#include <deque>

namespace wbsim {

class SlotGate {
public:
  explicit SlotGate(uint64_t capacity);

  // Takes n (1..capacity) slots for the calling actor: at once when they are
  // free and nobody waits before it, else after those before it.
  void acquire(uint64_t n);
  // Gives n slots back (never more than were taken).
  void release(uint64_t n);

  uint64_t free_slots() const { return free_; }

private:
  uint64_t capacity_;
  uint64_t free_;
  struct Waiter {
    uint64_t slots;
    bool granted = false;
  };
  std::deque<Waiter*> waiters_; // each on its waiting actor's stack until granted
  Signal granted_;
};

} // namespace wbsim
