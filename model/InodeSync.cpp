#include "InodeSync.hpp"

#include "ExtentTree.hpp"

#include <algorithm>
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

void InodeSync::converted_random(double units, double written, double n)
{
  data_ = true;
  const double w = std::clamp(written, 0.0, 1.0);
  const double extents = 1 + 2 * units * w * (1 - w);
  leaves_ = extents > ExtentTree::kInodeExtents ? std::ceil(extents / kLeafExtents) : 0.0;
  conversions_ += n;
}

double InodeSync::extent_blocks() const
{
  if (leaves_ <= 0 || conversions_ <= 0)
    return 0;
  return leaves_ * (1 - std::pow(1 - 1 / leaves_, conversions_));
}

bool InodeSync::must_write(FsType fs, SyncKind kind) const
{
  if (fs != FsType::Xfs && fs != FsType::Ext4)
    return true;
  return data_ || (kind != SyncKind::Fdatasync && time_);
}

} // namespace wbsim
