#include "BandwidthEstimator.hpp"

namespace wbsim {

bool BandwidthEstimator::update(double now, double bytes_written_total)
{
  const double elapsed = now - last_time_;
  if (elapsed < interval_)
    return false;
  const double written = bytes_written_total - last_bytes_;
  last_time_ = now;
  last_bytes_ = bytes_written_total;
  // An idle interval says nothing about the device: keep the old estimate,
  // as the kernel only updates while the wb has IO under way.
  if (written <= 0)
    return false;
  const double rate = written / elapsed;
  if (elapsed >= period_)
    bw_ = rate;
  else
    bw_ = (bw_ * (period_ - elapsed) + rate * elapsed) / period_;
  return true;
}

} // namespace wbsim
