#include "SlcCache.hpp"

#include <algorithm>

namespace wbsim {

bool SlcCache::write(double written)
{
  if (bytes_ <= 0 || full_)
    return false; // no cache, or already writing at the post-cache rate
  used_ = std::min(bytes_, used_ + written);
  full_ = used_ >= bytes_;
  return full_;
}

bool SlcCache::idle(double from, double to)
{
  if (bytes_ <= 0 || recover_bw_ <= 0 || used_ <= 0 || to <= from)
    return false;
  used_ = std::max(0.0, used_ - recover_bw_ * (to - from));
  if (!full_ || used_ >= bytes_)
    return false;
  full_ = false;
  return true;
}

} // namespace wbsim
