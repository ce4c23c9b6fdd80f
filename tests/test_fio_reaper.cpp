// FioReaper: fio's reap of async-engine writes that complete at submit
// (backend.c do_io reaps only when iodepth are in flight, then one IO:
// iodepth_batch_complete_max defaults to iodepth_batch_complete_min = 1).
#include "FioReaper.hpp"
#include "Results.hpp"

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

// Depth 4, 10 us per write: the queue stays full and each write is reaped
// when the third write after it is submitted, 30 us after its own submit
// returned. Of 8 writes, 5 are reaped so (at 40..80 us) and 3 stay in
// flight; drained at 80 us they wait 20, 10 and 0 us.
TEST(FioReaper, EachWriteWaitsForTheQueueBehindIt)
{
  Recorded r;
  FioReaper reaper(4, r.fn());
  reaper.issue(0.0, 10e-6, 8, true);
  EXPECT_EQ(reaper.in_flight(), 3u);
  EXPECT_EQ(r.clat_ns, (std::map<long, uint64_t>{{30000, 5}}));
  reaper.drain(80e-6);
  EXPECT_EQ(r.clat_ns, (std::map<long, uint64_t>{{0, 1}, {10000, 1}, {20000, 1}, {30000, 5}}));
  EXPECT_NEAR(r.slat_sum, 8 * 10e-6, 1e-15); // slat is the inline copy
}

// Batches of different sizes give the same clats as one batch: the queue
// carries over between issue() calls (3 + 5 and 1 + 6 + 1 writes at depth
// 4, against 8 at once).
TEST(FioReaper, TheQueueSpansBatches)
{
  Recorded a, b, c;
  FioReaper one(4, a.fn()), two(4, b.fn()), three(4, c.fn());
  one.issue(0.0, 10e-6, 8, true);
  two.issue(0.0, 10e-6, 3, true);
  two.issue(30e-6, 10e-6, 5, true);
  three.issue(0.0, 10e-6, 1, true);
  three.issue(10e-6, 10e-6, 6, true);
  three.issue(70e-6, 10e-6, 1, true);
  for (FioReaper* f : {&one, &two, &three})
    f->drain(80e-6);
  EXPECT_EQ(a.clat_ns, b.clat_ns);
  EXPECT_EQ(a.clat_ns, c.clat_ns);
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

// In the steady state every write waits depth-1 per-write times: at depth 16
// and 35 us per 128 KiB write, 525 us (real fio 3.33, libaio qd8 4 KiB
// buffered on this project's VM, 2026-12-03: 3.6 us per IO, clat mean 25.6
// us against 7 x 3.6 = 25.2).
TEST(FioReaper, SteadyClatIsTheRestOfTheQueue)
{
  Recorded r;
  FioReaper reaper(16, r.fn());
  reaper.issue(0.0, 35e-6, 16 * 100, true);
  EXPECT_EQ(r.count, 16u * 100 - 15);
  double sum = 0;
  for (const auto& [ns, n] : r.clat_ns)
    sum += static_cast<double>(ns) * static_cast<double>(n);
  EXPECT_NEAR(sum / static_cast<double>(r.count), 525000.0, 1e-6);
}

// fio's depth distributions for that job: the queue is full (depth 8) for
// every write after the first seven, and every reap takes one IO (fio's
// iodepth_complete bucket "4", 1-4 IOs): real fio showed depth 8 = 99.99%,
// complete 4 = 99.998%.
TEST(FioReaper, FullQueueAndOneIoReaps)
{
  Recorded r;
  JobResult stats;
  FioReaper reaper(8, r.fn(), &stats);
  reaper.issue(0.0, 3.6e-6, 10000, true);
  reaper.drain(1.0);
  EXPECT_EQ(stats.depth[3], 10000u - 7); // 8-15 in flight
  EXPECT_EQ(stats.depth[0] + stats.depth[1] + stats.depth[2], 7u);
  EXPECT_EQ(stats.complete[1], 10000u); // reaps of 1-4 IOs
  EXPECT_EQ(stats.submit[1], 10000u);
}
