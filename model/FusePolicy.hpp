// FusePolicy: the closed forms of FUSE writes (fs/fuse/file.c): how many
// FUSE_WRITE requests a write or a writeback pass becomes (at most
// fuse.max_request each, never spanning two dirty runs), how much data
// writeback sends for dirty data that sits in large folios (the whole folio
// without iomap's per-block dirty tracking, only the dirty blocks with it),
// and what one request costs the daemon. Pure: no SimGrid.
#pragma once

#include "Params.hpp"
#include "Workload.hpp"

#include <cstdint>

namespace wbsim {

struct FuseWritebackPlan {
  double dirty_bytes = 0;   // page-cache bytes being written back
  double io_bytes = 0;      // bytes sent to the daemon (>= dirty_bytes)
  double amplification = 1; // io_bytes / dirty_bytes
  double requests = 0;      // FUSE_WRITE requests
  double bytes_each = 0;    // payload of one request
};

class FusePolicy {
public:
  explicit FusePolicy(const Params& p);

  // Requests for `bytes` contiguous bytes: ceil(bytes / max_request).
  uint64_t requests_for(double bytes) const;

  // Writeback bytes per dirty page-cache byte when writes of `write_bytes`
  // land at random in cached folios of `folio_bytes`, a fraction `density` of
  // the file's blocks being dirty (independently). Without per-block
  // tracking a folio with any dirty block is written whole: with n =
  // folio/write blocks per folio, a folio is dirty with probability
  // 1-(1-d)^n and holds n*d/(1-(1-d)^n) dirty blocks on average, so the
  // factor is (1-(1-d)^n)/d (n as d -> 0, 1 at d = 1). With it, 1.
  static double amplification(double folio_bytes, double write_bytes, double density, bool per_block);

  // Requests one dirty run of a random file takes on average: its length is
  // a geometric number N >= 1 of `unit`-byte blocks (each next block dirty
  // with probability `density`), each run ceil(N * unit / max_request)
  // requests. The ceiling of the mean run is not the mean of the ceilings:
  // 128 KiB blocks at a 128 KiB max_request sparse enough that runs average
  // 1.05 blocks take 1.05 requests a run, not 2.
  static double requests_per_run(double unit, double density, double max_request);

  // The requests for writing back `dirty_bytes` of a file written with
  // `pattern` in writes of `write_bytes`, cached in folios of `folio_bytes`,
  // a fraction `density` of it dirty.
  FuseWritebackPlan plan_writeback(double dirty_bytes, IoPattern pattern, double write_bytes, uint64_t skip,
                                   double folio_bytes, double density) const;

  // The daemon's own time for one request of `bytes` (round trip, its CPU and
  // its copies), before it writes the backing device.
  double service_time(double bytes) const;
  // The CPU part of service_time (charged to the daemon in the CPU profile).
  double daemon_cpu(double bytes) const;
  // Requests the daemon serves at once: its threads, and for writeback also
  // the kernel's max_background.
  double lanes(bool background) const;

private:
  const Params& p_;
};

} // namespace wbsim
