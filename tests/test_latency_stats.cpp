#include "LatencyStats.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

using wbsim::LatencyStats;

// fio's layout (stat.h, FIO_IO_U_PLAT_BITS = 6): values below 128 ns have a
// bucket each; above, each power of two is split into 64 buckets.
TEST(LatencyStats, BucketIndexFollowsFioLayout)
{
  EXPECT_EQ(LatencyStats::bucket_index(0), 0u);
  EXPECT_EQ(LatencyStats::bucket_index(63), 63u);
  EXPECT_EQ(LatencyStats::bucket_index(127), 127u); // msb 6: still exact
  EXPECT_EQ(LatencyStats::bucket_index(128), 128u); // msb 7: group 2, 1 error bit, offset 0
  EXPECT_EQ(LatencyStats::bucket_index(129), 128u); // same 2 ns wide bucket as 128
  EXPECT_EQ(LatencyStats::bucket_index(130), 129u);
  // 1000 = 0b1111101000: msb 9, 3 error bits, offset (1000 >> 3) & 63 = 61,
  // index (3 + 1) * 64 + 61 = 317.
  EXPECT_EQ(LatencyStats::bucket_index(1000), 317u);
  // Past 29 groups everything lands in the last bucket, 1855.
  EXPECT_EQ(LatencyStats::bucket_index(UINT64_MAX), 1855u);
  EXPECT_EQ(LatencyStats::bucket_index(uint64_t{1} << 40), 1855u);
}

TEST(LatencyStats, BucketValueIsTheMidpoint)
{
  EXPECT_EQ(LatencyStats::bucket_value(127), 127u); // exact region
  EXPECT_EQ(LatencyStats::bucket_value(128), 129u); // [128, 130) -> 128 + 0.5 * 2
  // Bucket 317 covers [1000, 1008): 512 + 61 * 8 + 4 = 1004.
  EXPECT_EQ(LatencyStats::bucket_value(317), 1004u);
  // Last bucket: 2^33 + 63.5 * 2^27 = 17112760320 ns (~17.1 s).
  EXPECT_EQ(LatencyStats::bucket_value(1855), 17112760320u);
}

TEST(LatencyStats, BucketRoundTrip)
{
  for (unsigned i = 0; i < static_cast<unsigned>(LatencyStats::kPlatNr); ++i)
    EXPECT_EQ(LatencyStats::bucket_index(LatencyStats::bucket_value(i)), i) << "index " << i;
}

TEST(LatencyStats, BucketErrorWithinOneSixtyFourth)
{
  // The reported value is within half a bucket, and a bucket is 1/64 of the
  // value's power of two: relative error <= 1/128 < 1/64.
  for (double v = 1; v < 1.7e10; v *= 1.013) {
    const auto ns = static_cast<uint64_t>(v);
    const double reported = static_cast<double>(LatencyStats::bucket_value(LatencyStats::bucket_index(ns)));
    EXPECT_LE(std::fabs(reported - static_cast<double>(ns)), static_cast<double>(ns) / 64.0) << ns;
  }
  const double v1000 = static_cast<double>(LatencyStats::bucket_value(LatencyStats::bucket_index(1000)));
  EXPECT_NEAR(v1000, 1000.0, 1000.0 / 64);
}

TEST(LatencyStats, EmptyAndSingle)
{
  LatencyStats s;
  EXPECT_EQ(s.count(), 0u);
  EXPECT_EQ(s.min(), 0);
  EXPECT_EQ(s.max(), 0);
  EXPECT_EQ(s.mean(), 0);
  EXPECT_EQ(s.stddev(), 0);
  EXPECT_EQ(s.percentile(50), 0);
  s.add(250e-6);
  EXPECT_EQ(s.count(), 1u);
  EXPECT_EQ(s.stddev(), 0); // fio: stddev 0 for N < 2
  EXPECT_DOUBLE_EQ(s.mean(), 250e-6);
  EXPECT_DOUBLE_EQ(s.percentile(99), 250e-6); // clamped to [min, max]
}

TEST(LatencyStats, WelfordMatchesDirectComputation)
{
  const std::vector<double> xs = {1e-3, 2e-3, 4e-3, 7e-3, 11e-3};
  LatencyStats s;
  for (double x : xs)
    s.add(x);
  // Direct: mean 25/5 = 5 ms; squared deviations 16+9+1+4+36 = 66 ms^2;
  // sample variance 66/4 = 16.5 ms^2, stddev 4.0620 ms.
  double sum = 0;
  for (double x : xs)
    sum += x;
  const double mean = sum / 5;
  double ss = 0;
  for (double x : xs)
    ss += (x - mean) * (x - mean);
  EXPECT_NEAR(mean, 5e-3, 1e-15);
  EXPECT_NEAR(s.mean(), mean, 1e-15);
  EXPECT_NEAR(s.stddev(), std::sqrt(ss / 4), 1e-15);
  EXPECT_NEAR(s.stddev(), std::sqrt(16.5) * 1e-3, 1e-12);
  EXPECT_DOUBLE_EQ(s.min(), 1e-3);
  EXPECT_DOUBLE_EQ(s.max(), 11e-3);
  EXPECT_EQ(s.count(), 5u);
}

TEST(LatencyStats, BatchAddEqualsSingleAdds)
{
  LatencyStats batch, single;
  batch.add(30e-6);
  single.add(30e-6);
  batch.add(120e-6, 1000);
  for (int i = 0; i < 1000; ++i)
    single.add(120e-6);
  batch.add(5e-3, 7);
  for (int i = 0; i < 7; ++i)
    single.add(5e-3);
  batch.add(1.0, 0); // count 0 records nothing
  EXPECT_EQ(batch.count(), 1008u);
  EXPECT_EQ(batch.count(), single.count());
  EXPECT_NEAR(batch.mean(), single.mean(), 1e-15);
  EXPECT_NEAR(batch.stddev(), single.stddev(), 1e-12 * single.stddev());
  EXPECT_EQ(batch.min(), single.min());
  EXPECT_EQ(batch.max(), single.max());
  for (double p : LatencyStats::default_percentiles())
    EXPECT_EQ(batch.percentile(p), single.percentile(p)) << p;
}

TEST(LatencyStats, MergeEqualsAddingAll)
{
  LatencyStats a, b, all;
  for (int i = 1; i <= 300; ++i) {
    const double x = i * 1.7e-6;
    (i % 3 ? a : b).add(x);
    all.add(x);
  }
  b.add(40e-3, 5);
  all.add(40e-3, 5);
  LatencyStats merged = a;
  merged.merge(b);
  EXPECT_EQ(merged.count(), all.count());
  EXPECT_NEAR(merged.mean(), all.mean(), 1e-15);
  EXPECT_NEAR(merged.stddev(), all.stddev(), 1e-12 * all.stddev());
  EXPECT_EQ(merged.min(), all.min());
  EXPECT_EQ(merged.max(), all.max());
  for (double p : LatencyStats::default_percentiles())
    EXPECT_EQ(merged.percentile(p), all.percentile(p)) << p;

  // Merging into or from an empty distribution is the identity.
  LatencyStats empty;
  empty.merge(all);
  EXPECT_EQ(empty.count(), all.count());
  EXPECT_EQ(empty.percentile(50), all.percentile(50));
  LatencyStats copy = all;
  copy.merge(LatencyStats{});
  EXPECT_EQ(copy.count(), all.count());
  EXPECT_EQ(copy.mean(), all.mean());
}

TEST(LatencyStats, UniformPercentilesWithinBucketError)
{
  // 1, 2, ..., 1000 us: the p-th percentile is the sample of rank
  // ceil(p * 1000 / 100), i.e. ceil(10 p) us; fio reports the midpoint of its
  // bucket, within 1/64 of it.
  LatencyStats s;
  for (int i = 1; i <= 1000; ++i)
    s.add(i * 1e-6);
  for (double p : LatencyStats::default_percentiles()) {
    const double expected = std::ceil(p * 10 - 1e-9) * 1e-6;
    EXPECT_NEAR(s.percentile(p), expected, expected / 64) << "p" << p;
  }
  // Exact ranks, not one past: 99% of 1000 is rank 990 (990 us), reported as
  // 987136 ns, the midpoint of bucket [983040, 991232) = 2^19 + 56 * 8192 + [0, 8192).
  EXPECT_NEAR(s.percentile(99), 987136e-9, 1e-15);
  EXPECT_DOUBLE_EQ(s.percentile(100), 1000e-6); // clamped to max
  // Rank at least 1: the first sample, 1000 ns, whose bucket reports 1004 ns.
  EXPECT_NEAR(s.percentile(0), 1004e-9, 1e-15);
}

TEST(LatencyStats, IdenticalSamplesReportTheExactValue)
{
  // Midpoint of 300000 ns's bucket is 301056 ns; the clamp to [min, max]
  // (a wbsim choice, not fio's) gives back 300 us exactly.
  LatencyStats s;
  s.add(300e-6, 4096);
  for (double p : LatencyStats::default_percentiles())
    EXPECT_DOUBLE_EQ(s.percentile(p), 300e-6) << p;
  EXPECT_EQ(s.stddev(), 0);
}
