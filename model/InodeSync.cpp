#include "InodeSync.hpp"

#include <cmath>

namespace wbsim {

void InodeSync::wrote(double now, double tick)
{
  if (tick <= 0) {
    time_ = true;
    return;
  }
  const double t = std::floor(now / tick);
  if (t != mtime_tick_) {
    mtime_tick_ = t;
    time_ = true;
  }
}

bool InodeSync::must_write(FsType fs, SyncKind kind) const
{
  if (fs != FsType::Xfs && fs != FsType::Ext4)
    return true;
  return data_ || (kind != SyncKind::Fdatasync && time_);
}

} // namespace wbsim
