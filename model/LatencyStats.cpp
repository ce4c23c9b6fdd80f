#include "LatencyStats.hpp"

#include <algorithm>
#include <cmath>

namespace wbsim {

namespace {

uint64_t to_ns(double seconds)
{
  if (!(seconds > 0)) // negative or NaN: a zero latency, not a wrapped huge one
    return 0;
  const double ns = std::round(seconds * 1e9);
  if (ns >= 1.8e19)
    return UINT64_MAX;
  return static_cast<uint64_t>(ns);
}

int msb_of(uint64_t v)
{
  int msb = 0;
  while (v >>= 1)
    ++msb;
  return msb;
}

} // namespace

void LatencyStats::add(double seconds, uint64_t count)
{
  if (count == 0)
    return;
  // Welford for a batch of `count` identical samples (a group with mean x and
  // no spread), so aggregated activities cost O(1) yet give the same moments.
  const double c = static_cast<double>(count);
  if (n_ == 0) {
    min_ = max_ = seconds;
  } else {
    min_ = std::min(min_, seconds);
    max_ = std::max(max_, seconds);
  }
  const double n_old = static_cast<double>(n_);
  const double n_new = n_old + c;
  const double delta = seconds - mean_;
  mean_ += delta * c / n_new;
  m2_ += delta * delta * n_old * c / n_new;
  n_ += count;

  if (hist_.empty())
    hist_.assign(kPlatNr, 0);
  hist_[bucket_index(to_ns(seconds))] += count;
}

void LatencyStats::merge(const LatencyStats& other)
{
  if (other.n_ == 0)
    return;
  if (n_ == 0) {
    *this = other;
    return;
  }
  // Parallel Welford combine (Chan et al.): exact for the union of the samples.
  const double na = static_cast<double>(n_);
  const double nb = static_cast<double>(other.n_);
  const double n = na + nb;
  const double delta = other.mean_ - mean_;
  mean_ += delta * nb / n;
  m2_ += other.m2_ + delta * delta * na * nb / n;
  n_ += other.n_;
  min_ = std::min(min_, other.min_);
  max_ = std::max(max_, other.max_);

  if (hist_.empty())
    hist_.assign(kPlatNr, 0);
  for (size_t i = 0; i < other.hist_.size(); ++i)
    hist_[i] += other.hist_[i];
}

double LatencyStats::stddev() const
{
  if (n_ < 2)
    return 0;
  // m2_ can go a hair below zero through rounding when all samples are equal.
  return std::sqrt(std::max(0.0, m2_ / static_cast<double>(n_ - 1)));
}

double LatencyStats::percentile(double p) const
{
  if (n_ == 0 || hist_.empty())
    return 0;
  p = std::clamp(p, 0.0, 100.0);
  // The rank fio looks for: the first bucket whose cumulative count reaches
  // p/100 * N. Computed as p*N/100 (exact for integral p) and snapped to an
  // integer when within rounding of one, so 99% of 100 samples is rank 99,
  // not 100.
  const double n = static_cast<double>(n_);
  const double x = p * n / 100.0;
  const double nearest = std::round(x);
  double rank = std::fabs(x - nearest) <= 1e-9 * std::max(1.0, x) ? nearest : std::ceil(x);
  rank = std::clamp(rank, 1.0, n);
  const auto target = static_cast<uint64_t>(rank);

  uint64_t sum = 0;
  unsigned idx = kPlatNr - 1;
  for (unsigned i = 0; i < static_cast<unsigned>(hist_.size()); ++i) {
    sum += hist_[i];
    if (sum >= target) {
      idx = i;
      break;
    }
  }
  const double value = static_cast<double>(bucket_value(idx)) * 1e-9;
  // fio reports the bucket midpoint even when it lies outside the samples'
  // range; wbsim clamps to [min, max] so that a distribution of identical
  // samples (common in a deterministic model) reports the exact value.
  return std::clamp(value, min_, max_);
}

const std::vector<double>& LatencyStats::default_percentiles()
{
  static const std::vector<double> list = {1,  5,  10, 20, 30,   40,   50,    60,   70,
                                           80, 90, 95, 99, 99.5, 99.9, 99.95, 99.99};
  return list;
}

unsigned LatencyStats::bucket_index(uint64_t ns)
{
  const int msb = msb_of(ns);
  // Below 2*64 every value has its own bucket: no bits need discarding.
  if (msb <= kPlatBits)
    return static_cast<unsigned>(ns);
  // Above, keep the kPlatBits bits below the MSB: 64 linear buckets per power
  // of two, so the bucket width is at most 1/64 of the value.
  const unsigned error_bits = static_cast<unsigned>(msb - kPlatBits);
  const unsigned base = (error_bits + 1) << kPlatBits;
  const unsigned offset = static_cast<unsigned>((ns >> error_bits) & (kPlatVal - 1));
  return std::min(base + offset, static_cast<unsigned>(kPlatNr - 1));
}

uint64_t LatencyStats::bucket_value(unsigned index)
{
  index = std::min(index, static_cast<unsigned>(kPlatNr - 1));
  if (index < 2 * kPlatVal)
    return index;
  const unsigned error_bits = (index >> kPlatBits) - 1;
  const uint64_t base = uint64_t{1} << (error_bits + kPlatBits);
  const uint64_t k = index % kPlatVal;
  // The bucket's midpoint, base + (k + 0.5) * 2^error_bits; error_bits >= 1
  // here, so it is an integer.
  return base + (k << error_bits) + (uint64_t{1} << (error_bits - 1));
}

} // namespace wbsim
