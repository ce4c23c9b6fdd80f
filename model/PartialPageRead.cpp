#include "PartialPageRead.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace wbsim {

PartialPageRead::PartialPageRead(uint64_t bs, double page, bool applies, double read_time)
    : rate_(applies ? reads_per_write(bs, page) : 0.0), read_time_(read_time), tail_(1.0, read_time)
{
}

double PartialPageRead::reads_per_write(uint64_t bs, double page)
{
  const auto pg = static_cast<uint64_t>(page);
  if (bs == 0 || pg == 0)
    return 0.0;
  const double unaligned = 1.0 - static_cast<double>(std::gcd(bs, pg)) / page; // boundaries off a page edge
  return std::min(unaligned, static_cast<double>(bs) / page);
}

uint64_t PartialPageRead::reads(uint64_t k, double uncached)
{
  if (!(rate_ > 0))
    return 0;
  carry_ += rate_ * static_cast<double>(k) * std::clamp(uncached, 0.0, 1.0);
  const double whole = std::floor(carry_ + 1e-9);
  carry_ = std::max(0.0, carry_ - whole);
  return static_cast<uint64_t>(whole);
}

std::array<PeriodicTail::Point, 2> PartialPageRead::split(uint64_t k, double each, uint64_t reads)
{
  if (k == 0 || reads == 0)
    return {PeriodicTail::Point{each, k}, PeriodicTail::Point{each, 0}};
  const double n = static_cast<double>(reads);
  return tail_.split(k, each, n / static_cast<double>(k), n);
}

} // namespace wbsim
