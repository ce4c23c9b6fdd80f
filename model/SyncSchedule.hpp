// SyncSchedule: when fio's fsync=N and fdatasync=N put a sync between writes.
// fio counts the writes it issues and, once N have gone since the last sync of
// that kind, syncs before the next write (get_io_u -> should_fsync), so a job
// that ends on a multiple of N does not sync at the end. Both counters run at
// once; a write that completes either count makes one sync due, an fsync
// when both are (should_fsync tests fsync_blocks first, and the next
// get_io_u finds the last IO a sync). Pure: the buffered and the direct loops
// of JobThread share it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace wbsim {

// fio's DDIR_SYNC and DDIR_DATASYNC: both time as "sync", only fsyncs count
// in its total_ios (stat.c prints total_io_u[DDIR_SYNC]).
enum class SyncKind { None, Fsync, Fdatasync };

// fio's round robin over `nfiles` files (file_service_type=roundrobin, one
// write a file): how many of the `writes` writes from the pass's write `first`
// on go to each file (write n goes to file n % nfiles).
std::vector<uint64_t> round_robin_shares(uint64_t first, uint64_t writes, size_t nfiles);

class SyncSchedule {
public:
  SyncSchedule(uint64_t fsync_every, uint64_t fdatasync_every)
      : fsync_every_(fsync_every), fdatasync_every_(fdatasync_every)
  {
  }

  // Writes that can go before one makes a sync due (UINT64_MAX without syncs):
  // an aggregated batch never spans a sync.
  uint64_t writes_until_due() const;

  // Counts k writes issued; the sync now due, if any (the counter of each
  // kind that reached its N starts again).
  SyncKind count(uint64_t k = 1);

private:
  uint64_t fsync_every_;
  uint64_t fdatasync_every_;
  uint64_t since_fsync_ = 0;
  uint64_t since_fdatasync_ = 0;
};

} // namespace wbsim
