// InodeLock: the inode's i_rwsem, which XFS takes exclusively (IOLOCK_EXCL)
// for the whole of a buffered write: writers of one file are serialised. A
// sleeping lock, so waiters do not burn CPU. Keeps acquisitions, hold and wait.
#pragma once

#include <simgrid/s4u/Mutex.hpp>

#include <string>
#include <vector>

namespace wbsim {

struct LockFigures;

class InodeLock {
public:
  explicit InodeLock(std::string name);
  // Returns the seconds waited.
  double lock(double acquisitions);
  void unlock();
  void collect(double run_time, std::vector<LockFigures>& out) const;

private:
  std::string name_;
  simgrid::s4u::MutexPtr mutex_;
  double acquisitions_ = 0;
  double hold_ = 0;
  double wait_ = 0;
  double locked_at_ = 0;
};

} // namespace wbsim
