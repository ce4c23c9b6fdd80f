// InodeLock: a sleeping lock of one inode: i_rwsem, which XFS takes
// exclusively (IOLOCK_EXCL) for the whole of a buffered write, so writers of
// one file are serialised, or ext4's i_data_sem (JobThread::run_direct).
// Waiters do not burn CPU. Keeps acquisitions, hold and wait.
#pragma once

#include <simgrid/s4u/Mutex.hpp>

#include <string>
#include <vector>

namespace wbsim {

struct LockFigures;

class InodeLock {
public:
  // `caller`: the kernel function the figures name as the taker (the
  // filesystem's own buffered write for i_rwsem).
  InodeLock(std::string name, std::string caller);
  // Returns the seconds waited.
  double lock(double acquisitions);
  void unlock();
  void collect(double run_time, std::vector<LockFigures>& out) const;

private:
  std::string name_;
  std::string caller_;
  simgrid::s4u::MutexPtr mutex_;
  double acquisitions_ = 0;
  double hold_ = 0;
  double wait_ = 0;
  double locked_at_ = 0;
};

} // namespace wbsim
