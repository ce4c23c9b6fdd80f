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

std::vector<uint64_t> round_robin_shares(uint64_t first, uint64_t writes, size_t nfiles)
{
  std::vector<uint64_t> out(nfiles, 0);
  if (nfiles == 0)
    return out;
  const uint64_t n = nfiles;
  for (size_t f = 0; f < nfiles; ++f) {
    // writes w in [0, writes) with (first + w) % n == f: the first such w is
    // (f - first) mod n, then one every n.
    const uint64_t w0 = (f + n - first % n) % n;
    out[f] = writes > w0 ? (writes - w0 + n - 1) / n : 0;
  }
  return out;
}

} // namespace wbsim
