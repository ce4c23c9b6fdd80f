#include "FolioPolicy.hpp"

#include <algorithm>
#include <cmath>
#include <vector>

namespace wbsim {

namespace {
int floor_log2(uint64_t v)
{
  return v ? 63 - __builtin_clzll(v) : -1;
}
} // namespace

FolioConfig::FolioConfig(const Params& p)
    : large_folios(p.pc_large_folios),
      max_order(static_cast<int>(p.pc_max_folio_order)),
      page_size(static_cast<uint64_t>(p.pc_page_size)),
      alloc_fail(p.pc_alloc_fail),
      stream_bytes(static_cast<uint64_t>(p.cpu_copy_stream_bytes))
{
  if (p.fs() == FsType::Fuse)
    max_order = std::min(max_order, static_cast<int>(std::floor(std::log2(std::max(1.0, p.fuse_max_request / p.pc_page_size)))));
}

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

void FolioPolicy::expected_fill(uint64_t cur, uint64_t stop, uint64_t end, Split& s) const
{
  // Backward recursion over the pages of [cur, stop): from page i the request
  // is order r; order k is allocated with probability p^(r-k) (1-p) for k >= 1
  // and p^r for k = 0 (the order-0 attempt does not fail), after r-k failures.
  const uint64_t page = cfg_.page_size;
  const size_t n = static_cast<size_t>((stop - cur) / page);
  const double p = cfg_.alloc_fail;
  std::vector<double> folios(n + 1, 0.0), fails(n + 1, 0.0), large(n + 1, 0.0), stream(n + 1, 0.0);
  for (size_t i = n; i-- > 0;) {
    const uint64_t x = cur + i * page;
    const int r = order_for(x, end - x);
    double f = 0, e = 0, l = 0, st = 0;
    for (int k = 0; k <= r; ++k) {
      const double prob = std::pow(p, r - k) * (k > 0 ? 1 - p : 1.0);
      if (prob == 0)
        continue;
      const size_t next = std::min(n, i + (size_t{1} << k));
      f += prob * (1 + folios[next]);
      e += prob * ((r - k) + fails[next]);
      l += prob * ((k > 0 ? 1 : 0) + large[next]);
      st += prob * ((streams(k) ? static_cast<double>(uint64_t{1} << k) : 0.0) + stream[next]);
    }
    folios[i] = f;
    fails[i] = e;
    large[i] = l;
    stream[i] = st;
  }
  s.folios += folios[0];
  s.alloc_failures += fails[0];
  s.large += large[0];
  s.pages_stream += stream[0];
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
  const uint64_t first = cur;
  // Pages and bytes do not depend on allocation failures: smaller folios cover
  // the same range.
  while (cur < end) {
    const int order = order_for(cur, end - cur);
    const uint64_t fsize = page << order;
    s.folios += 1;
    s.large += order > 0 ? 1.0 : 0.0;
    s.pages += static_cast<double>(uint64_t{1} << order);
    s.pages_stream += streams(order) ? static_cast<double>(uint64_t{1} << order) : 0.0;
    s.bytes += static_cast<double>(fsize);
    cur += fsize;
  }
  if (cfg_.alloc_fail <= 0 || !cfg_.large_folios || first >= end)
    return s;
  // Expected folios with failures. No folio crosses a max-order block
  // boundary, so blocks fill independently, and every whole block inside the
  // write fills the same way (its requests depend only on alignment).
  const uint64_t cover_end = cur;
  const uint64_t block = page << cfg_.max_order;
  s.folios = 0;
  s.large = 0;
  s.pages_stream = 0;
  uint64_t x = first;
  while (x < cover_end) {
    const uint64_t bend = x / block * block + block;
    if (x % block == 0 && bend <= end) {
      const uint64_t whole = (end - x) / block;
      Split one;
      expected_fill(x, bend, end, one);
      s.folios += one.folios * static_cast<double>(whole);
      s.alloc_failures += one.alloc_failures * static_cast<double>(whole);
      s.large += one.large * static_cast<double>(whole);
      s.pages_stream += one.pages_stream * static_cast<double>(whole);
      x += whole * block;
    } else {
      const uint64_t stop = std::min(bend, cover_end);
      expected_fill(x, stop, end, s);
      x = stop;
    }
  }
  return s;
}

double FolioPolicy::iterations(uint64_t pos, uint64_t len, uint64_t iter_bytes) const
{
  const uint64_t page = cfg_.page_size;
  const uint64_t end = pos + len;
  uint64_t cur = pos / page * page;
  double n = 0;
  while (cur < end) {
    const uint64_t start = cur;
    n += 1;
    do {
      cur += page << order_for(cur, end - cur);
    } while (iter_bytes > 0 && cur < end && cur < start + iter_bytes);
  }
  return n;
}

} // namespace wbsim
