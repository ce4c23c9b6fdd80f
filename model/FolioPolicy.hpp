// FolioPolicy: the folio order the page cache allocates on the buffered write
// path (mm/filemap.c __filemap_get_folio with fgf_set_order(len), iomap since
// 6.6). order = floor(log2(len)) - PAGE_SHIFT, clamped to the mapping's max
// order and to the alignment of the file index: an index not aligned to the
// order takes the order of its lowest set bit. Without large folios, order 0.
// A failed allocation of order > 0 (__GFP_NORETRY) retries one order lower:
// `do { ... } while (order-- > min_order)`; order 0 does not fail.
#pragma once

#include "Params.hpp"

#include <cstdint>

namespace wbsim {

// The page cache's folio settings, from the parameter table (its defaults:
// large folios, order 9, 4 KiB pages, no failed allocations).
struct FolioConfig {
  explicit FolioConfig(const Params& p);

  bool large_folios; // pc.large_folios
  int max_order;     // pc.max_folio_order; fuse caps it at ilog2(max_pages) (fuse_init_file_inode)
  uint64_t page_size; // pc.page_size
  // Probability that one allocation attempt of order > 0 fails (memory
  // fragmentation, pc.alloc_fail). The split is then the expected value over
  // the retries, so it stays deterministic and linear in the number of writes.
  double alloc_fail;
  // A new folio at least this long is copied in one chunk long enough for
  // the CPU's streaming stores (cpu.copy_stream_bytes; 0: never).
  uint64_t stream_bytes;
};

class FolioPolicy {
public:
  explicit FolioPolicy(const FolioConfig& cfg);

  // Order requested for the folio created at byte `pos` for a write with `len` bytes left.
  int order_for(uint64_t pos, uint64_t len) const;

  struct Split {
    double folios = 0;         // folios created (expected value when allocations fail)
    double pages = 0;          // 4 KiB pages in them
    double bytes = 0;          // bytes of page cache created (whole folios)
    double alloc_failures = 0; // failed high-order attempts before each folio was allocated
    double large = 0;          // of the folios, those of order > 0 (expected value too)
    double pages_stream = 0;   // of the pages, those in folios of stream_bytes or more
  };
  // The folios a write of [pos, pos+len) creates when none of its range is cached.
  // Pages below `cached_until` (a sequential stream's already-created range) are skipped.
  Split split(uint64_t pos, uint64_t len, uint64_t cached_until = 0) const;

  // Iterations of a filesystem write loop over [pos, pos+len) that takes folios
  // while the folio starts less than `iter_bytes` past the iteration's start
  // (btrfs <= 6.12: 512 pages; bcachefs: 1 MiB of contiguous folios per call).
  // iter_bytes = 0: one folio per iteration. Uses the requested orders.
  double iterations(uint64_t pos, uint64_t len, uint64_t iter_bytes) const;

  uint64_t page_size() const { return cfg_.page_size; }
  const FolioConfig& config() const { return cfg_; }

private:
  // Whether a new folio of `order` is copied in a streaming chunk: new folios
  // lie inside the write, so the copy chunk (one folio, copy_folio_from_iter_atomic)
  // is the whole folio.
  bool streams(int order) const { return cfg_.stream_bytes > 0 && (cfg_.page_size << order) >= cfg_.stream_bytes; }
  // Expected folios and failures filling [cur, stop) of a write ending at `end`;
  // [cur, stop) lies within one max-order block, which no folio crosses.
  void expected_fill(uint64_t cur, uint64_t stop, uint64_t end, Split& s) const;

  FolioConfig cfg_;
  int page_shift_;
};

} // namespace wbsim
