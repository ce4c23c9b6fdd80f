#include "FusePolicy.hpp"

#include "WritebackPolicy.hpp"

#include <algorithm>
#include <cmath>

namespace wbsim {

FusePolicy::FusePolicy(const Params& p) : p_(p) {}

uint64_t FusePolicy::requests_for(double bytes) const
{
  if (bytes <= 0)
    return 0;
  return static_cast<uint64_t>(std::ceil(bytes / p_.fuse_max_request - 1e-9));
}

double FusePolicy::amplification(double folio_bytes, double write_bytes, double density, bool per_block)
{
  if (per_block || write_bytes <= 0 || folio_bytes <= write_bytes)
    return 1.0;
  const double n = folio_bytes / write_bytes;
  const double d = std::clamp(density, 1e-12, 1.0);
  // -expm1(n*log1p(-d)) = 1-(1-d)^n without cancellation at small d.
  const double dirty_folio = d >= 1.0 ? 1.0 : -std::expm1(n * std::log1p(-d));
  return std::clamp(dirty_folio / d, 1.0, n);
}

FuseWritebackPlan FusePolicy::plan_writeback(double dirty_bytes, IoPattern pattern, double write_bytes, uint64_t skip,
                                             double folio_bytes, double density) const
{
  FuseWritebackPlan w;
  if (dirty_bytes <= 0)
    return w;
  const bool random = pattern != IoPattern::Sequential;
  w.dirty_bytes = dirty_bytes;
  w.amplification = random ? amplification(folio_bytes, write_bytes, density, p_.fuse_iomap_dirty_blocks) : 1.0;
  w.io_bytes = dirty_bytes * w.amplification;
  // A request covers one contiguous range. With per-block tracking the ranges
  // are the dirty runs (of written blocks); without it, runs of whole dirty folios.
  double unit = write_bytes, unit_density = density;
  if (w.amplification > 1.0) {
    unit = folio_bytes;
    unit_density = std::min(1.0, density * w.amplification);
  }
  const double run = std::max(unit, WritebackPolicy::dirty_run_bytes(pattern, static_cast<uint64_t>(unit), skip,
                                                                     unit_density));
  if (run >= w.io_bytes) {
    // One run (a sequential stream, or a piece shorter than a run): whole requests.
    w.requests = std::ceil(w.io_bytes / p_.fuse_max_request - 1e-9);
  } else {
    // Random runs are geometric; a sequential stream with holes (fio's skip)
    // has runs of exactly one write.
    w.requests = std::max(w.io_bytes / p_.fuse_max_request,
                          w.io_bytes / run * requests_per_run(unit, random ? unit_density : 0.0, p_.fuse_max_request));
  }
  w.bytes_each = w.io_bytes / w.requests;
  return w;
}

double FusePolicy::requests_per_run(double unit, double density, double max_request)
{
  // E[ceil(N u / M)] with P(N = n) = (1 - d) d^(n-1), summed until the rest
  // of the distribution weighs under 1e-12 (d is at most 0.999, as
  // dirty_run_bytes clamps it: 27600 terms).
  const double d = std::clamp(density, 0.0, 0.999);
  double sum = 0, weight = 1 - d;
  for (uint64_t n = 1; weight > 1e-12 * (1 - d); ++n, weight *= d)
    sum += weight * std::ceil(static_cast<double>(n) * unit / max_request - 1e-9);
  return sum;
}

double FusePolicy::daemon_cpu(double bytes) const
{
  return p_.fuse_daemon_cpu + bytes / p_.fuse_daemon_bw;
}

double FusePolicy::service_time(double bytes) const
{
  return p_.fuse_round_trip + daemon_cpu(bytes);
}

double FusePolicy::lanes(bool background) const
{
  return background ? std::min(p_.fuse_daemon_threads, p_.fuse_max_background) : p_.fuse_daemon_threads;
}

} // namespace wbsim
