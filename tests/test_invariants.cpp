// model/Invariants: each conservation law holds on consistent figures and
// fires, with its name and the figures, on figures that break it. The
// consistent run below is built by hand so that every law holds exactly:
// 64 MiB written by one buffered job, 48 MiB written back, 8 MiB still dirty
// and 8 MiB under writeback (in flight at the device), plus 16 MiB direct.
#include "Invariants.hpp"

#include <gtest/gtest.h>

using namespace wbsim;

namespace {

constexpr double MiB = 1048576.0;

EndFigures consistent()
{
  EndFigures f;
  f.job_bytes = 80 * MiB;
  f.performed_bytes = 80 * MiB;
  f.buffered_bytes = 64 * MiB;
  f.direct_bytes = 16 * MiB;
  f.dirtied = 64 * MiB;
  f.written_back = 48 * MiB;
  f.dirty_end = 8 * MiB;
  f.writeback_end = 8 * MiB;
  f.writeback_started = 56 * MiB;
  f.writeback_ended_requested = 48 * MiB;
  f.device_submitted = 72 * MiB; // 56 written back + 16 direct
  f.device_completed = 64 * MiB;
  f.device_inflight = 8 * MiB;
  f.device_written = 72 * MiB;
  f.writeback_to_device = 56 * MiB;
  f.sim_time = 2.0;
  f.locks.push_back({"i_pages:f", "filemap_add_folio", 0.5, 0.1, 0.25, 0.9, 1});
  return f;
}

// The one violation `f` shows; fails the test when there are none or several.
std::string only_violation(const EndFigures& f)
{
  const auto v = Invariants::check_end(f);
  EXPECT_EQ(v.size(), 1u);
  return v.empty() ? "" : v[0].invariant + ": " + v[0].figures;
}

} // namespace

TEST(Invariants, ConsistentRunHasNoViolation)
{
  EXPECT_TRUE(Invariants::check_end(consistent()).empty());
  EXPECT_NO_THROW(Invariants::enforce(Invariants::check_end(consistent())));
}

TEST(Invariants, JobBytesMustBeWhatThePathPerformed)
{
  EndFigures f = consistent();
  f.job_bytes += 4096; // fio reports a block the write path never saw
  EXPECT_EQ(only_violation(f), "job bytes reported: jobs' io_bytes 83890176 != bytes performed 83886080");
  f.ramp = true; // ramp_time leaves IOs out of the report, never adds any
  EXPECT_EQ(only_violation(f), "job bytes reported: jobs' io_bytes 83890176 > bytes performed 83886080");
  f.job_bytes -= 8192;
  EXPECT_TRUE(Invariants::check_end(f).empty());
}

TEST(Invariants, WrittenBytesAreBufferedPlusDirect)
{
  EndFigures f = consistent();
  f.buffered_bytes -= MiB;
  f.dirtied -= MiB; // keep the page cache balanced: only the split is wrong
  f.dirty_end -= MiB;
  EXPECT_EQ(only_violation(f),
            "bytes written = buffered + direct: performed 83886080 != buffered 66060288 + direct 16777216 + direct "
            "reads 0");
}

TEST(Invariants, PageCacheConservation)
{
  EndFigures f = consistent();
  f.dirty_end += MiB; // a MiB dirty that was never dirtied
  EXPECT_EQ(only_violation(f), "page cache conservation: dirtied 67108864 != written back 50331648 + dirty at end "
                               "9437184 + in flight 8388608");
}

TEST(Invariants, WritebackEndsMatchStarts)
{
  EndFigures f = consistent();
  f.writeback_ended_requested = 60 * MiB; // more ends asked than writeback started: a double completion
  EXPECT_EQ(only_violation(f), "writeback ends match starts: started 58720256, ended 50331648 (asked 62914560), "
                               "in flight 8388608");
}

TEST(Invariants, EveryIoSubmittedCompletes)
{
  EndFigures f = consistent();
  f.device_completed -= MiB; // a MiB neither completed nor in flight: lost
  EXPECT_EQ(only_violation(f), "every IO submitted completes: device submitted 75497472 != completed 66060288 + in "
                               "flight 8388608");
}

TEST(Invariants, DeviceBytesFollowTheStatedAmplification)
{
  EndFigures f = consistent();
  f.device_written = 2 * 56 * MiB + 16 * MiB;
  EXPECT_EQ(only_violation(f), "device bytes: device written 134217728 != written back 58720256 x amplification 1 + "
                               "direct 16777216 + fsync log 0");
  f.amplification = 2; // fuse without per-block dirty tracking: stated, so it holds
  EXPECT_TRUE(Invariants::check_end(f).empty());
  EndFigures n = consistent();
  n.no_data_io = true; // bcachefs no_data_io: only the direct bytes reach the device
  EXPECT_EQ(only_violation(n), "device bytes: device written 75497472 != written back 58720256 x amplification 1 "
                               "(no_data_io: 0) + direct 16777216 + fsync log 0");
  // A run that ends while a flusher builds the bios of writeback it has
  // started: those bytes have not reached the device yet (seed 000 at 1/8 scale).
  EndFigures b = consistent();
  b.writeback_to_device += MiB;
  EXPECT_EQ(only_violation(b), "device bytes: device written 75497472 != written back 59768832 x amplification 1 + "
                               "direct 16777216 + fsync log 0");
  b.writeback_building = MiB;
  EXPECT_TRUE(Invariants::check_end(b).empty());
}

TEST(Invariants, LockStatisticsAddUp)
{
  EndFigures f = consistent();
  f.locks.push_back({"i_pages:f", "__folio_mark_dirty", 1.75, 0, 0.875, 0.9, 1});
  // Held 0.5 + 1.75 = 2.25 s in a 2 s run by at most one holder at a time.
  EXPECT_EQ(only_violation(f), "lock hold time: i_pages:f: held 2.25 s over all callers, run 2 s x 1 holders");
  f.locks[1].max_holders = 2; // a lock two tasks may hold at once (a shared rwsem) may
  f.locks[0].max_holders = 2;
  EXPECT_TRUE(Invariants::check_end(f).empty());
  f = consistent();
  f.locks[0].peak_utilisation = 1.2;
  EXPECT_EQ(only_violation(f), "lock utilisation: i_pages:f (filemap_add_folio): utilisation 0.25, peak 1.2, holders 1");
}

TEST(Invariants, ContinuousDirtyBoundsAndMonotoneTime)
{
  Invariants w;
  w.observe(0.0, 0, 0, 0, 1e9);
  w.observe(0.1, 5e8, 1e8, 0, 1e9);
  EXPECT_TRUE(w.violations().empty());
  w.observe(0.2, -4096, 0, 0, 1e9);
  w.observe(0.3, 9e8, 2e8, 0, 1e9);
  w.observe(0.25, 0, 0, 0, 1e9);
  ASSERT_EQ(w.violations().size(), 3u);
  EXPECT_EQ(w.violations()[0].invariant, "page cache never negative");
  EXPECT_EQ(w.violations()[0].figures, "at 0.20000000000000001 s: dirty -4096, writeback 0, clean 0");
  EXPECT_EQ(w.violations()[1].invariant, "dirty within memory");
  EXPECT_EQ(w.violations()[2].invariant, "simulated time is monotone");
  EXPECT_EQ(w.violations()[2].figures, "time went from 0.29999999999999999 s back to 0.25 s");
}

TEST(Invariants, EnforceNamesEveryViolation)
{
  EndFigures f = consistent();
  f.dirty_end += MiB;
  f.device_completed -= MiB;
  try {
    Invariants::enforce(Invariants::check_end(f));
    FAIL() << "no InvariantViolation";
  } catch (const InvariantViolation& e) {
    const std::string m = e.what();
    EXPECT_NE(m.find("model invariant violated:"), std::string::npos);
    EXPECT_NE(m.find("page cache conservation"), std::string::npos);
    EXPECT_NE(m.find("every IO submitted completes"), std::string::npos);
  }
}

TEST(Invariants, DeviceBytesWithinHalfABytePerCommand)
{
  // disk_util counts whole bytes per request (NvmeDevice::complete rounds each
  // with llround) while submissions are expected, fractional amounts: 1000
  // commands may differ from them by at most 1000 x 0.5 = 500 bytes.
  EndFigures f = consistent();
  f.device_ios = 1000;
  f.device_completed += 499.5;
  f.device_written += 499.5;
  EXPECT_TRUE(Invariants::check_end(f).empty());
  f.device_completed += 1.0; // 500.5 bytes: more than rounding can make
  EXPECT_EQ(only_violation(f), "every IO submitted completes: device submitted 75497472 != completed 67109364.5 + in "
                               "flight 8388608");
}

TEST(Invariants, FileCacheWithinTheFileInWholePages)
{
  // A 10000-byte file spans 3 pages of 4096: 12288 bytes is all it can cache.
  Invariants w;
  w.observe_file(0.1, "f", 12288, 10000, 4096);
  EXPECT_TRUE(w.violations().empty());
  w.observe_file(0.2, "f", 16384, 10000, 4096);
  w.observe_file(0.3, "f", 20480, 10000, 4096); // the same law again: reported once
  ASSERT_EQ(w.violations().size(), 1u);
  EXPECT_EQ(w.violations()[0].invariant, "file cache within file size");
  EXPECT_EQ(w.violations()[0].figures,
            "at 0.20000000000000001 s: f has 16384 bytes cached, more than its 10000 bytes in pages of 4096");
}
