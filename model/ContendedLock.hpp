// ContendedLock: a spinlock (the mapping's i_pages xa_lock) as a SimGrid
// resource. The lock is a one-core host: a batch of operations is an
// activity on it, so SimGrid serialises the holders and the lock's busy time
// is its utilisation. Each batch's hold time grows with the number of other
// contenders (LockPolicy). Statistics are kept per caller (the kernel
// function taking the lock).
#pragma once

#include <map>
#include <string>
#include <vector>

namespace simgrid::s4u {
class Host;
}

namespace wbsim {

struct LockFigures;
class Tracer;

class ContendedLock {
public:
  ContendedLock(std::string name, simgrid::s4u::Host* host, double contention, Tracer* tracer = nullptr);

  // Takes the lock `ops` times for `hold_each` seconds of base hold time each,
  // from the calling actor; returns the seconds the caller spent (spinning and holding).
  double hold(const std::string& caller, double ops, double hold_each);

  int contenders() const { return active_; }
  void collect(double run_time, std::vector<LockFigures>& out) const;

private:
  struct CallerStats {
    double acquisitions = 0;
    double hold = 0;
    double wait = 0;
  };
  void account_busy(double now);

  std::string name_;
  simgrid::s4u::Host* host_;
  double contention_;
  Tracer* tracer_;
  int active_ = 0;
  double busy_ = 0;
  double busy_since_ = 0;
  std::map<std::string, CallerStats> callers_;
};

} // namespace wbsim
