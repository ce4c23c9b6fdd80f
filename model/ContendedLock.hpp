// ContendedLock: a spinlock (the mapping's i_pages xa_lock) as a SimGrid
// resource. The lock is a one-core host: a batch of operations is an
// activity on it, so SimGrid serialises the holders (shares the host) and the
// lock's busy time is its utilisation. A contender is a task waiting for or
// holding the lock (an actor inside hold()), never a task merely queued for
// work that will take it. While two or more contend, every hold carries the
// queued spinlock's handoff to the next waiter (LockPolicy): the host switches
// to 1 / (1 + contention) of nominal, whatever the number of waiters, so a
// batch that started alone slows down when another arrives.
// While the flusher's and IO completion's per-folio loops both run on one
// file (each loop interleaves its lock holds with work outside the lock, as
// write_cache_pages and iomap_finish_ioend do), holds stretch further by the
// tag handoff between sockets (LockPolicy: tag_handoff_factor).
// Statistics are kept per caller (the kernel function taking the lock).
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace simgrid::s4u {
class Host;
}

namespace wbsim {

struct LockFigures;
class Tracer;

// Who takes the lock, where it changes the handoff (LockPolicy).
enum class LockRole { Other, WritebackStart, WritebackEnd };

class ContendedLock {
public:
  // Pstates the lock host must have: uncontended (1e9), shared (1e9 / (1 +
  // contention)) and shared by both writeback ends (1e9 / (1 + contention + tag_factor)).
  static std::vector<double> pstate_speeds(double contention, double tag_factor);

  // `window` (> 0, sim.sample_interval) is the period over which the peak
  // utilisation is measured. The contention factor is in the host's pstates
  // (pstate_speeds), not here.
  ContendedLock(std::string name, simgrid::s4u::Host* host, double window, Tracer* tracer = nullptr);

  // Takes the lock `ops` times for `hold_each` seconds of base hold time each,
  // from the calling actor; returns the seconds the caller spent (spinning and holding).
  double hold(const std::string& caller, double ops, double hold_each);

  // Marks the span of a writeback loop over this file's folios (the work
  // outside the lock and the holds), for the tag handoff.
  class Loop {
  public:
    Loop(ContendedLock& lock, LockRole role);
    ~Loop();
    Loop(const Loop&) = delete;
    Loop& operator=(const Loop&) = delete;

  private:
    ContendedLock& lock_;
    int* count_;
  };

  int contenders() const { return active_; }
  void collect(double run_time, std::vector<LockFigures>& out) const;

private:
  struct CallerStats {
    double acquisitions = 0;
    double hold = 0;
    double wait = 0;
  };
  // Advances the busy time, the per-window busy time, the contender integral
  // and the virtual clock to `now` (before active_ changes).
  void advance(double now);
  void set_speed();

  std::string name_;
  simgrid::s4u::Host* host_;
  double window_;
  Tracer* tracer_;
  int active_ = 0;
  unsigned long pstate_ = 0; // the host's, as last set (it starts at 0)
  int wb_start_loops_ = 0; // Loop spans in LockRole::WritebackStart
  int wb_end_loops_ = 0;   // and in LockRole::WritebackEnd
  int max_active_ = 0;
  double last_ = 0;             // time of the last advance()
  double busy_ = 0;             // seconds with at least one holder
  double contender_time_ = 0;   // integral of active_ over time
  double vclock_ = 0;           // integral of 1 / active_ while busy: each holder's share of the lock
  int64_t window_index_ = -1;
  double window_busy_ = 0;
  double peak_ = 0;             // busiest full window so far
  std::map<std::string, CallerStats> callers_;
};

} // namespace wbsim
