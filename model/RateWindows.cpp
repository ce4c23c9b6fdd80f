#include "RateWindows.hpp"

#include <algorithm>
#include <cmath>

namespace wbsim {

namespace {

// How many of a record's IOs completed at or before `t_ms` (ms since the
// job's start `start`): the record spreads its IOs evenly from first_done to
// last_done, so this is a count in closed form.
uint64_t done_by(const IoRecord& r, double start, double t_ms)
{
  const double a = (r.first_done - start) * 1e3, b = (r.last_done - start) * 1e3;
  if (r.count == 1 || b <= a)
    return b <= t_ms ? r.count : 0;
  if (t_ms < a)
    return 0;
  if (t_ms >= b)
    return r.count;
  const double spaced = (t_ms - a) * static_cast<double>(r.count - 1) / (b - a);
  return std::min(r.count, static_cast<uint64_t>(std::floor(spaced)) + 1);
}

} // namespace

void RateWindows::add(const IoRecord& r, double start, uint64_t avg_ms)
{
  if (r.count == 0 || avg_ms == 0)
    return;
  const double w = static_cast<double>(avg_ms);
  auto bound = [w](uint64_t k) { return (static_cast<double>(k) + 1e-9) * w; }; // window k ends here (ms)
  const double a = std::max(0.0, (r.first_done - start) * 1e3);
  auto k = static_cast<uint64_t>(std::max(1.0, std::ceil(a / w - 1e-9)));
  uint64_t before = k > 1 ? done_by(r, start, bound(k - 1)) : 0;
  for (; before < r.count; ++k) {
    const uint64_t by = done_by(r, start, bound(k));
    if (by > before) {
      if (ios_.size() < k)
        ios_.resize(k, 0);
      ios_[k - 1] += by - before;
    }
    before = by;
  }
}

std::vector<uint64_t> RateWindows::first(uint64_t n) const
{
  std::vector<uint64_t> out(n, 0);
  std::copy_n(ios_.begin(), std::min<size_t>(n, ios_.size()), out.begin());
  return out;
}

} // namespace wbsim
