// PuntReaper: fio's reap rule (backend.c do_io reaps only when iodepth IOs
// are in flight, then one: iodepth_batch_complete_max defaults to the min, 1)
// for io_uring writes that an io-wq worker completes after the submit.
#include "PuntReaper.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <map>

using namespace wbsim;

namespace {

struct Recorded {
  std::map<long, uint64_t> clat_ns;   // clat in ns -> count
  std::map<long, uint64_t> reaped_ns; // reap time in ns -> count
  PuntReaper::Record fn()
  {
    return [this](double clat, double, double, double reaped) {
      ++clat_ns[std::lround(clat * 1e9)];
      ++reaped_ns[std::lround(reaped * 1e9)];
    };
  }
};

} // namespace

// fio as the bottleneck: depth 4, a submit every 10 us from 0, and the worker
// completes each write 2 us after its submit. A write completed at 2 us still
// waits in the CQ until fio needs its slot, at the 4th submit after it: clat
// 40 us from its submit (at 0 the submit is also the clat's start here),
// not 2. Of 8 writes, 4 are reaped so; the rest, submitted at 40..70 us,
// at the drain.
TEST(PuntReaper, ACompletedWriteWaitsForFioToNeedItsSlot)
{
  Recorded r;
  PuntReaper reaper(4, r.fn());
  for (int n = 0; n < 8; ++n) {
    const double t = n * 10e-6;
    reaper.submit(t);
    reaper.complete(t + 2e-6, t, 1e-6, 0, true);
  }
  EXPECT_EQ(reaper.in_flight(), 4u);
  EXPECT_EQ(r.clat_ns, (std::map<long, uint64_t>{{40000, 4}}));
  reaper.drain(100e-6);
  EXPECT_EQ(r.clat_ns, (std::map<long, uint64_t>{{30000, 1}, {40000, 5}, {50000, 1}, {60000, 1}}));
  EXPECT_EQ(reaper.in_flight(), 0u);
}

// The worker as the bottleneck: a write not yet complete when fio needs its
// slot is reaped at its completion (fio waits in GETEVENTS), and in
// completion order: submits at 0, 1, 2 us into depth 2, completions at 10,
// 20 and 30 us. The third submit owes the reap of the first write, which
// fio makes at that write's completion, 10 us.
TEST(PuntReaper, AWriteStillWithTheWorkerIsReapedAtItsCompletion)
{
  Recorded r;
  PuntReaper reaper(2, r.fn());
  reaper.submit(0);
  reaper.submit(1e-6);
  reaper.submit(2e-6); // queue full, nothing completed: fio waits
  EXPECT_TRUE(r.clat_ns.empty());
  reaper.complete(10e-6, 0, 0, 0, true);
  EXPECT_EQ(r.reaped_ns, (std::map<long, uint64_t>{{10000, 1}}));
  reaper.complete(20e-6, 1e-6, 0, 0, true);
  reaper.complete(30e-6, 2e-6, 0, 0, true);
  EXPECT_EQ(reaper.in_flight(), 2u);
  reaper.drain(25e-6); // the second at 25 us; the third at its own completion
  EXPECT_EQ(r.reaped_ns, (std::map<long, uint64_t>{{10000, 1}, {25000, 1}, {30000, 1}}));
  EXPECT_EQ(reaper.in_flight(), 0u);
}

// A drain before the writes complete owes their reaps; a queued sync (not
// measured) takes a slot and is reaped like a write, unrecorded.
TEST(PuntReaper, DrainOwesTheReapsOfWritesStillRunning)
{
  Recorded r;
  PuntReaper reaper(1, r.fn());
  reaper.submit(0);
  reaper.drain(5e-6);
  EXPECT_EQ(reaper.in_flight(), 1u);
  reaper.complete(8e-6, 1e-6, 0, 0, true);
  EXPECT_EQ(r.clat_ns, (std::map<long, uint64_t>{{7000, 1}}));
  reaper.submit(10e-6); // a sync
  reaper.complete(12e-6, 10e-6, 0, 0, false);
  reaper.submit(13e-6); // reaps the sync, records nothing
  EXPECT_EQ(r.clat_ns.size(), 1u);
  EXPECT_EQ(reaper.in_flight(), 1u);
}
