// FioReaper: fio's reap of async-engine writes that complete at submit
// (backend.c do_io reaps only when iodepth are in flight, then all of them).
#include "FioReaper.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <map>

using namespace wbsim;

namespace {

struct Recorded {
  std::map<long, uint64_t> clat_ns; // clat in ns -> count
  uint64_t count = 0;
  double slat_sum = 0;
  FioReaper::Record fn()
  {
    return [this](double clat, double slat, uint64_t n, double, double) {
      clat_ns[std::lround(clat * 1e9)] += n;
      count += n;
      slat_sum += slat * static_cast<double>(n);
    };
  }
};

} // namespace

// Depth 4, 10 us per write: each full cycle's writes wait for the 3, 2, 1, 0
// writes submitted after them, so 8 writes give clats 30/20/10/0 us twice.
TEST(FioReaper, FullCyclesWaitForTheRestOfTheQueue)
{
  Recorded r;
  FioReaper reaper(4, r.fn());
  reaper.issue(0.0, 10e-6, 8, true);
  EXPECT_EQ(reaper.in_flight(), 0u);
  EXPECT_EQ(r.count, 8u);
  EXPECT_EQ(r.clat_ns, (std::map<long, uint64_t>{{0, 2}, {10000, 2}, {20000, 2}, {30000, 2}}));
  EXPECT_NEAR(r.slat_sum, 8 * 10e-6, 1e-15); // slat is the inline copy
}

// Batches of different sizes give the same clats as one batch: the cycle
// carries over between issue() calls (3 + 5 writes at depth 4).
TEST(FioReaper, CyclesSpanBatches)
{
  Recorded a, b;
  FioReaper one(4, a.fn()), two(4, b.fn());
  one.issue(0.0, 10e-6, 8, true);
  two.issue(0.0, 10e-6, 3, true);
  two.issue(30e-6, 10e-6, 5, true);
  EXPECT_EQ(a.clat_ns, b.clat_ns);
}

// Writes left when the job ends are reaped at once: 2 writes at depth 4
// done at 10 and 20 us, drained at 50 us, wait 40 and 30 us.
TEST(FioReaper, DrainReapsWhatIsLeft)
{
  Recorded r;
  FioReaper reaper(4, r.fn());
  reaper.issue(0.0, 10e-6, 2, true);
  EXPECT_EQ(r.count, 0u);
  EXPECT_EQ(reaper.in_flight(), 2u);
  reaper.drain(50e-6);
  EXPECT_EQ(r.clat_ns, (std::map<long, uint64_t>{{30000, 1}, {40000, 1}}));
}

// iodepth=1 reaps each write as it completes: clat 0. Unmeasured writes
// (ramp_time) are reaped but not recorded.
TEST(FioReaper, DepthOneAndUnmeasured)
{
  Recorded r;
  FioReaper reaper(1, r.fn());
  reaper.issue(0.0, 10e-6, 5, true);
  EXPECT_EQ(r.clat_ns, (std::map<long, uint64_t>{{0, 5}}));
  reaper.issue(50e-6, 10e-6, 5, false);
  EXPECT_EQ(r.count, 5u);
}

// Mean clat over whole cycles is (depth-1)/2 per-write times: at depth 16
// and 35 us per 128 KiB write, 262.5 us.
TEST(FioReaper, MeanClatOfWholeCycles)
{
  Recorded r;
  FioReaper reaper(16, r.fn());
  reaper.issue(0.0, 35e-6, 16 * 100, true);
  double sum = 0;
  for (const auto& [ns, n] : r.clat_ns)
    sum += static_cast<double>(ns) * static_cast<double>(n);
  EXPECT_NEAR(sum / static_cast<double>(r.count), 262500.0, 1e-6);
}
