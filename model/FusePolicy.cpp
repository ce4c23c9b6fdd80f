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
  // are the dirty runs; without it, runs of whole dirty folios.
  double run = WritebackPolicy::dirty_run_bytes(pattern, static_cast<uint64_t>(write_bytes), skip, density);
  if (w.amplification > 1.0) {
    const double folio_density = std::min(1.0, density * w.amplification);
    run = std::max(folio_bytes, WritebackPolicy::dirty_run_bytes(pattern, static_cast<uint64_t>(folio_bytes), skip,
                                                                 folio_density));
  }
  run = std::min(run, w.io_bytes);
  const double runs = w.io_bytes / run;
  w.requests = runs * std::ceil(run / p_.fuse_max_request - 1e-9);
  w.bytes_each = w.io_bytes / w.requests;
  return w;
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
