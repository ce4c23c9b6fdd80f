// FolioPolicy: the folio order the page cache allocates on the buffered write
// path (mm/filemap.c __filemap_get_folio with fgf_set_order(len), iomap since
// 6.6). order = floor(log2(len)) - PAGE_SHIFT, clamped to the mapping's max
// order and to the alignment of the file index: an index not aligned to the
// order takes the order of its lowest set bit. Without large folios, order 0.
#pragma once

#include <cstdint>

namespace wbsim {

struct FolioConfig {
  bool large_folios = true;
  int max_order = 9;
  uint64_t page_size = 4096;
};

class FolioPolicy {
public:
  explicit FolioPolicy(const FolioConfig& cfg);

  // Order of the folio created at byte `pos` for a write with `len` bytes left.
  int order_for(uint64_t pos, uint64_t len) const;

  struct Split {
    double folios = 0; // folios created
    double pages = 0;  // 4 KiB pages in them
    double bytes = 0;  // bytes of page cache created (whole folios)
  };
  // The folios a write of [pos, pos+len) creates when none of its range is cached.
  // Pages below `cached_until` (a sequential stream's already-created range) are skipped.
  Split split(uint64_t pos, uint64_t len, uint64_t cached_until = 0) const;

  uint64_t page_size() const { return cfg_.page_size; }

private:
  FolioConfig cfg_;
  int page_shift_;
};

} // namespace wbsim
