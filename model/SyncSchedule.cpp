#include "SyncSchedule.hpp"

#include <algorithm>
#include <limits>

namespace wbsim {

uint64_t SyncSchedule::writes_until_due() const
{
  uint64_t n = std::numeric_limits<uint64_t>::max();
  if (fsync_every_)
    n = std::min(n, fsync_every_ - since_fsync_);
  if (fdatasync_every_)
    n = std::min(n, fdatasync_every_ - since_fdatasync_);
  return n;
}

SyncKind SyncSchedule::count(uint64_t k)
{
  since_fsync_ += k;
  since_fdatasync_ += k;
  SyncKind due = SyncKind::None;
  if (fdatasync_every_ && since_fdatasync_ >= fdatasync_every_) {
    since_fdatasync_ = 0;
    due = SyncKind::Fdatasync;
  }
  if (fsync_every_ && since_fsync_ >= fsync_every_) {
    since_fsync_ = 0;
    due = SyncKind::Fsync;
  }
  return due;
}

} // namespace wbsim
