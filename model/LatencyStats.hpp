// LatencyStats: one latency distribution as fio reports it (min, max, mean,
// stddev, N and percentiles), in constant memory. Percentiles come from a
// log-linear histogram with fio's layout (FIO_IO_U_PLAT_BITS = 6: 64 buckets
// per power-of-two group, 29 groups, nanosecond values; fio stat.h), so they
// carry the same bucket error as fio's, at most 1/64 of the value.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace wbsim {

class LatencyStats {
public:
  static constexpr int kPlatBits = 6;
  static constexpr int kPlatVal = 1 << kPlatBits; // 64
  static constexpr int kPlatGroups = 29;
  static constexpr int kPlatNr = kPlatGroups * kPlatVal; // 1856

  // Records one sample of `seconds`; `count` > 1 records that many identical
  // samples at once (used when identical IOs are aggregated into one activity).
  void add(double seconds, uint64_t count = 1);
  void merge(const LatencyStats& other);

  uint64_t count() const { return n_; }
  double min() const { return n_ ? min_ : 0; }     // seconds
  double max() const { return n_ ? max_ : 0; }
  double mean() const { return n_ ? mean_ : 0; }
  double stddev() const; // sample standard deviation, as fio prints
  // p in [0, 100]; the value fio would print for that percentile (seconds).
  double percentile(double p) const;

  // fio's default percentile list (fio HOWTO, percentile_list).
  static const std::vector<double>& default_percentiles();

  // f(bucket value in ns, samples) for every non-empty histogram bucket, in
  // increasing order (fio's json+ "bins").
  template <class F>
  void for_each_bucket(F f) const
  {
    for (std::size_t i = 0; i < hist_.size(); ++i)
      if (hist_[i])
        f(bucket_value(static_cast<unsigned>(i)), hist_[i]);
  }

  // Bucket mapping, exposed for tests: value in ns -> index and back.
  static unsigned bucket_index(uint64_t ns);
  static uint64_t bucket_value(unsigned index);

private:
  uint64_t n_ = 0;
  double min_ = 0, max_ = 0, mean_ = 0, m2_ = 0; // Welford, seconds
  std::vector<uint64_t> hist_;                   // lazily sized to kPlatNr
};

} // namespace wbsim
