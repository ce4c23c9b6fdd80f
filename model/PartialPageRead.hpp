// PartialPageRead: a buffered write that covers only part of a page that is
// not in the page cache, over a block that holds data, must read the page
// first: ext4's block_write_begin and XFS's __iomap_write_begin read the
// blocks the write leaves uncovered, synchronously, under the inode lock.
// Unwritten extents (fio's preallocated layout) and holes are zeroed instead,
// so only rewrites of written files pay it: fio's warm rerun of a 6 KiB
// sequential job over its own 96 MiB file ran 169-200 MiB/s with a p99 of
// 73 us, against 1157-1412 cold (this project's VM, 2026-12-05).
//
// Over a pass each page holding an unaligned write boundary is read once (the
// write that reaches it first reads it, the next finds it cached), whatever the
// order: reads per write = min(1 - gcd(bs, page) / page, bs / page). The
// whole reads of a batch are carried, and placed on the writes that cross a
// read (PeriodicTail), so a batch of k writes and k single writes give the
// same counts and percentiles. Pure: no SimGrid.
#pragma once

#include "PeriodicTail.hpp"

#include <array>
#include <cstdint>

namespace wbsim {

class PartialPageRead {
public:
  // applies: the job's writes land on written blocks (not fio's fresh layout,
  // a block filesystem); read_time: one page read at QD1, for placement.
  PartialPageRead(uint64_t bs, double page, bool applies, double read_time);

  static double reads_per_write(uint64_t bs, double page);
  double per_write() const { return rate_; }
  double read_time() const { return read_time_; }
  // Whole reads for k writes of which a share `uncached` find no cached page.
  uint64_t reads(uint64_t k, double uncached);
  // k writes that took `each` on average, `reads` of them reading a page:
  // the writes without a read, then those with one (counts sum to k).
  std::array<PeriodicTail::Point, 2> split(uint64_t k, double each, uint64_t reads);

private:
  double rate_;
  double read_time_;
  double carry_ = 0; // a fraction of a read, carried to the next batch
  PeriodicTail tail_;
};

} // namespace wbsim
