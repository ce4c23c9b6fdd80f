#include "FolioPolicy.hpp"

#include <algorithm>

namespace wbsim {

namespace {
int floor_log2(uint64_t v)
{
  return v ? 63 - __builtin_clzll(v) : -1;
}
} // namespace

FolioPolicy::FolioPolicy(const FolioConfig& cfg) : cfg_(cfg), page_shift_(floor_log2(cfg.page_size)) {}

int FolioPolicy::order_for(uint64_t pos, uint64_t len) const
{
  if (!cfg_.large_folios || len < (cfg_.page_size << 1))
    return 0;
  int order = std::min(floor_log2(len) - page_shift_, cfg_.max_order);
  const uint64_t index = pos >> page_shift_;
  if (index != 0) // index 0 is aligned to every order
    order = std::min(order, __builtin_ctzll(index));
  return std::max(order, 0);
}

FolioPolicy::Split FolioPolicy::split(uint64_t pos, uint64_t len, uint64_t cached_until) const
{
  Split s;
  const uint64_t page = cfg_.page_size;
  const uint64_t end = pos + len;
  // Folios start on page boundaries; a partially cached first page is reused.
  uint64_t cur = std::max(pos, cached_until);
  cur = (cur + page - 1) / page * page;
  if (cached_until <= pos / page * page && pos % page != 0)
    cur = pos / page * page; // an uncached partial first page still needs a folio
  while (cur < end) {
    const int order = order_for(cur, end - cur);
    const uint64_t fsize = page << order;
    s.folios += 1;
    s.pages += static_cast<double>(uint64_t{1} << order);
    s.bytes += static_cast<double>(fsize);
    cur += fsize;
  }
  return s;
}

} // namespace wbsim
