// The machine's memory state: the pure MemoryState (warm, cold and other
// cached memory behind new page cache, free page reporting), and the
// readers that turn /proc/meminfo, /proc/zoneinfo and the balloon's feature
// bits into mem.* parameters (calibrate/MachineState).
#include "MachineState.hpp"
#include "MemoryState.hpp"
#include "RunRequest.hpp"

#include <gtest/gtest.h>

#include "TempDir.hpp"

#include <fcntl.h>
#include <sys/ioctl.h>
#include <linux/fs.h>
#include <unistd.h>

#include <fstream>
#include <sstream>

using namespace wbsim;

namespace {

constexpr double GiB = 1024.0 * 1024 * 1024;

Params vm_params(double warm)
{
  Params p;
  p.mem_page_reporting = true;
  p.mem_start_warm = warm;
  p.mem_report_delay = 2;
  p.mem_report_threshold = 1 * GiB;
  p.mem_report_bw = 0.25 * GiB;
  p.mem_fault_in_bw = 850e6;
  return p;
}

std::string read(const std::string& name)
{
  std::ifstream in(std::string(WBSIM_TEST_DATA) + "/machine/" + name);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

} // namespace

// Bare metal (no reporting): every free byte is resident, nothing stalls.
TEST(MemoryState, WithoutReportingAllFreeMemoryIsWarm)
{
  Params p;
  MemoryState m(p, 10 * GiB);
  const auto a = m.allocate(4 * GiB, 0.0);
  EXPECT_DOUBLE_EQ(a.warm, 4 * GiB);
  EXPECT_DOUBLE_EQ(a.cold, 0.0);
  EXPECT_DOUBLE_EQ(m.fault_time(1 * GiB), 0.0);
}

// Warm memory goes first (reported pages sit behind unreported ones); the
// rest is cold and stalls the writer at mem.fault_in_bw.
TEST(MemoryState, WarmFirstThenColdAtTheFaultRate)
{
  MemoryState m(vm_params(0.5 * GiB), 10 * GiB);
  const auto a = m.allocate(2 * GiB, 0.1);
  EXPECT_DOUBLE_EQ(a.warm, 0.5 * GiB);
  EXPECT_DOUBLE_EQ(a.cold, 1.5 * GiB);
  EXPECT_DOUBLE_EQ(m.fault_time(a.cold), 1.5 * GiB / 850e6);
  EXPECT_DOUBLE_EQ(m.figures().faulted_in, 1.5 * GiB);
}

// Other files' clean cache is taken out of free memory at the start.
TEST(MemoryState, OtherCachedIsNotFree)
{
  Params p = vm_params(0);
  p.mem_start_cached = 3 * GiB;
  MemoryState m(p, 10 * GiB);
  EXPECT_DOUBLE_EQ(m.other_cached(), 3 * GiB);
  EXPECT_DOUBLE_EQ(m.cold(0), 7 * GiB);
  EXPECT_DOUBLE_EQ(m.take_other_cached(5 * GiB), 3 * GiB); // no more than there is
  EXPECT_DOUBLE_EQ(m.other_cached(), 0.0);
}

// 2 GiB freed at the start (the job files' pages fio's invalidate frees, >=
// the 1 GiB threshold) is reported from report_delay on at report_bw: at t =
// 3 s one second of passes, 0.25 GiB, has gone cold; the rest is still warm.
TEST(MemoryState, ReportingDrainsWarmMemoryAfterTheDelay)
{
  Params p = vm_params(2 * GiB);
  p.mem_start_job_cached = 2 * GiB;
  MemoryState m(p, 10 * GiB);
  EXPECT_DOUBLE_EQ(m.warm(1.9), 2 * GiB);
  EXPECT_NEAR(m.warm(3.0), 1.75 * GiB, 1.0);
  EXPECT_NEAR(m.figures().reported, 0.25 * GiB, 1.0);
  EXPECT_NEAR(m.warm(20.0), 0.0, 1.0); // a pass reports all that waits
}

// Below the threshold nothing is reported (measured: 300 MiB freed stayed
// resident for 11 s).
TEST(MemoryState, BelowTheThresholdNothingIsReported)
{
  Params p = vm_params(0.3 * GiB);
  p.mem_start_job_cached = 0.3 * GiB; // freed just before the start
  MemoryState m(p, 10 * GiB);
  EXPECT_DOUBLE_EQ(m.warm(60.0), 0.3 * GiB);
  m.release(0.8 * GiB, 60.0); // reclaim frees more: now 1.1 GiB waits
  EXPECT_DOUBLE_EQ(m.warm(61.9), 1.1 * GiB);
  EXPECT_NEAR(m.warm(63.0), 1.1 * GiB - 0.25 * GiB, 1.0);
}

// Small blocks (below mem.report_order, default 9: 2 MiB) are never
// reported and cannot hold an order-9 folio. 1 GiB of them plus 256 MiB the
// job's invalidate freed: 512 MiB of 64 KiB folios is all warm, 512 MiB of 2
// MiB folios only 256 MiB warm (measured after drop_caches: 64 KiB writes
// warm at 2.1-2.2 GB/s, 2 MiB writes cold at 0.48-0.50 GB/s; ParamTable).
TEST(MemoryState, FoliosOfTheReportingOrderSkipTheSmallBlocks)
{
  Params p = vm_params(1.25 * GiB);
  p.mem_start_job_cached = 0.25 * GiB;
  MemoryState m(p, 10 * GiB);
  const auto huge = m.allocate(0.5 * GiB, 0.1, 2.0 * 1024 * 1024);
  EXPECT_DOUBLE_EQ(huge.warm, 0.25 * GiB);
  EXPECT_DOUBLE_EQ(huge.cold, 0.25 * GiB);
  const auto small = m.allocate(0.5 * GiB, 0.2, 64.0 * 1024);
  EXPECT_DOUBLE_EQ(small.warm, 0.5 * GiB);
  EXPECT_DOUBLE_EQ(small.cold, 0.0);
  // The small blocks left are never reported.
  EXPECT_NEAR(m.warm(60.0), 0.5 * GiB, 1.0);
}

TEST(MachineState, MeminfoFieldsInBytes)
{
  const auto m = parse_meminfo(read("meminfo"), "meminfo");
  EXPECT_DOUBLE_EQ(m.at("MemTotal"), 24683584.0 * 1024);
  EXPECT_DOUBLE_EQ(m.at("Inactive(file)"), 120000.0 * 1024);
  EXPECT_DOUBLE_EQ(m.at("HugePages_Total"), 0.0); // a count without kB
}

TEST(MachineState, MeminfoErrorsNameTheLine)
{
  try {
    parse_meminfo("MemTotal: 12 kB\nMemFree: lots\n", "sample");
    FAIL() << "accepted a value that is not a number";
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("sample:2"), std::string::npos) << e.what();
  }
}

// totalreserve_pages: per zone, high + the largest protection:
// (15 + 23000) + (3000 + 20000) + (21000 + 0) pages of 4 KiB.
TEST(MachineState, ZoneinfoReserve)
{
  EXPECT_DOUBLE_EQ(parse_zoneinfo_reserve(read("zoneinfo"), "zoneinfo"), (23015.0 + 23000.0 + 21000.0) * 4096);
}

// VIRTIO_BALLOON_F_REPORTING is bit 5 (include/uapi/linux/virtio_balloon.h);
// sysfs prints the feature bits from bit 0. This is the balloon of this
// project's VMs.
TEST(MachineState, BalloonReportingBit)
{
  EXPECT_TRUE(balloon_reports_free_pages("0110010100000000000000000000000010"));
  EXPECT_FALSE(balloon_reports_free_pages("0110000100000000000000000000000010"));
  EXPECT_FALSE(balloon_reports_free_pages("0110"));
}

// With the per-order state a folio of order k comes only from small blocks of
// order k or more. Measured here (2026-12-02, two jobs of 256 MiB then fsync,
// after drop_caches, 0.46-0.66 GB of small blocks, 0.15-0.24 GB of them of
// order 8): 1 MiB writes (order-8 folios) 680-770 MiB/s, 4 KiB writes
// 1695-1712. 300 MiB of order 0-3 blocks and 200 MiB of order 8: 512 MiB of
// 1 MiB folios finds 200 MiB warm, then 512 MiB of 4 KiB folios the 300 MiB
// left in the small blocks; 64 KiB folios (order 4) skip orders 0-3.
TEST(MemoryState, AFolioComesFromASmallBlockOfItsOrderOrMore)
{
  constexpr double MiB = 1024.0 * 1024;
  Params p = vm_params(500 * MiB);
  p.mem_warm_o0 = 100 * MiB;
  p.mem_warm_o3 = 200 * MiB;
  p.mem_warm_o8 = 200 * MiB;
  MemoryState m(p, 10 * GiB);
  const auto big = m.allocate(512 * MiB, 0.1, 1 * MiB);
  EXPECT_DOUBLE_EQ(big.warm, 200 * MiB);
  EXPECT_DOUBLE_EQ(big.cold, 312 * MiB);
  const auto mid = m.allocate(64 * MiB, 0.2, 64 * 1024);
  EXPECT_DOUBLE_EQ(mid.warm, 0.0); // orders 0-3 only left
  const auto page = m.allocate(512 * MiB, 0.3, 4096);
  EXPECT_DOUBLE_EQ(page.warm, 300 * MiB);
  // Without the per-order state (all mem.warm_o* 0) the small blocks fit any
  // folio below the report order, as before.
  MemoryState flat(vm_params(500 * MiB), 10 * GiB);
  EXPECT_DOUBLE_EQ(flat.allocate(512 * MiB, 0.1, 1 * MiB).warm, 500 * MiB);
}

// Memory the previous run freed by deleting its files is free in blocks of
// any order and, below mem.report_threshold, never reported: warm for 1 MiB
// folios although /proc/buddyinfo shows it among the large (reported-looking)
// blocks. calibrate's writeback repeats: 1 x 512 MiB then fsync ran 1780
// MB/s after a repeat and 645 MB/s after drop_caches (2026-12-02, calN).
TEST(MemoryState, MemoryFreedJustBeforeIsWarmForAnyFolio)
{
  constexpr double MiB = 1024.0 * 1024;
  Params p = vm_params(100 * MiB);
  p.mem_warm_o0 = 100 * MiB; // the small blocks: order 0 only
  p.mem_start_freed = 512 * MiB;
  MemoryState m(p, 10 * GiB);
  const auto a = m.allocate(512 * MiB, 0.1, 1 * MiB);
  EXPECT_DOUBLE_EQ(a.warm, 512 * MiB);
  EXPECT_DOUBLE_EQ(a.cold, 0.0);
  EXPECT_DOUBLE_EQ(m.figures().start_warm, 612 * MiB);
}

// Dirtyable memory is free + file LRU - reserve (global_dirtyable_memory());
// the job files' cached pages are freed by fio's invalidate, so they are warm
// memory rather than cache to reclaim.
TEST(MachineState, ParamsFromTheState)
{
  MachineState s;
  s.mem_total = 24 * GiB;
  s.mem_free = 20 * GiB;
  s.file_lru = 3 * GiB;
  s.dirty = 0.5 * GiB;
  s.total_reserve = 0.25 * GiB;
  s.page_reporting = true;
  s.files_cached = 1 * GiB;
  s.low_order_free = 6 * GiB;
  std::map<std::string, std::string> p;
  for (const auto& [k, v] : s.params())
    p[k] = v;
  EXPECT_EQ(p.at("mem.total"), std::to_string(static_cast<long long>(24 * GiB)) + "B");
  EXPECT_EQ(p.at("mem.reserved"), std::to_string(static_cast<long long>(24 * GiB - 22.75 * GiB)) + "B");
  EXPECT_EQ(p.at("mem.start_cached"), std::to_string(static_cast<long long>(1.5 * GiB)) + "B");
  // Warm: the blocks too small to report plus the job files invalidate frees.
  EXPECT_EQ(p.at("mem.start_warm"), std::to_string(static_cast<long long>(7 * GiB)) + "B");
  EXPECT_EQ(p.at("mem.page_reporting"), "1");
  // ... and fio's invalidate=1 drops them at open, inside the job's time.
  EXPECT_EQ(p.at("mem.start_job_cached"), std::to_string(static_cast<long long>(1 * GiB)) + "B");
  EXPECT_EQ(p.at("mem.report_order"), std::to_string(s.reporting_order));
  EXPECT_EQ(p.count("mem.warm_o0"), 0u); // no per-order state read: none written
  s.low_order_blocks = {1 * GiB, 0, 0, 0, 0, 0, 0, 0, 5 * GiB};
  p.clear();
  for (const auto& [k, v] : s.params())
    p[k] = v;
  EXPECT_EQ(p.at("mem.warm_o8"), std::to_string(static_cast<long long>(5 * GiB)) + "B");
  EXPECT_EQ(p.at("mem.warm_o1"), "0B");
  EXPECT_EQ(p.at("mem.start_job_dirty"), "0B");
  // A rerun without sync: 0.25 GiB of the job files' 1 GiB is still dirty.
  // Only the clean 0.75 GiB is dropped and freed at open; the dirty part is
  // in Dirty, not in the other files' clean cache (3 - 0.5 - 0.75 GiB).
  s.files_dirty = 0.25 * GiB;
  p.clear();
  for (const auto& [k, v] : s.params())
    p[k] = v;
  EXPECT_EQ(p.at("mem.start_job_dirty"), std::to_string(static_cast<long long>(0.25 * GiB)) + "B");
  EXPECT_EQ(p.at("mem.start_job_cached"), std::to_string(static_cast<long long>(0.75 * GiB)) + "B");
  EXPECT_EQ(p.at("mem.start_cached"), std::to_string(static_cast<long long>(1.75 * GiB)) + "B");
  EXPECT_EQ(p.at("mem.start_warm"), std::to_string(static_cast<long long>(6.75 * GiB)) + "B");
}

// /proc/buddyinfo of this project's VM (2026-12-01, tests/data/machine):
// order-0 bytes are 6 + 91 + 0 pages; order 8 is (1 + 21 + 3076) blocks of
// 256 pages. Orders 0-8 sum to the warm pool machine-state reports: a tmpfs
// fill measured right after ran warm for 6.5 GiB (ParamTable mem.start_warm).
TEST(MachineState, BuddyinfoFreeBytesPerOrder)
{
  const auto b = parse_buddyinfo(read("buddyinfo"), "buddyinfo");
  ASSERT_EQ(b.size(), 11u);
  EXPECT_DOUBLE_EQ(b[0], (0 + 91 + 6) * 4096.0);
  EXPECT_DOUBLE_EQ(b[8], (1 + 21 + 3076) * 256 * 4096.0);
  double low = 0;
  for (int o = 0; o < 9; ++o)
    low += b[o];
  EXPECT_NEAR(low / GiB, 7.21, 0.01);
}

// /proc/pagetypeinfo of this project's VM (2026-12-02, tests/data/machine):
// only the Movable rows of the free-count table count, over every zone;
// order 8 is (0 + 4 + 333) movable blocks of 256 pages, where buddyinfo
// would also count 1 + 24 + 36 unmovable and reclaimable ones.
TEST(MachineState, PagetypeinfoMovableFreeBytesPerOrder)
{
  const auto m = parse_pagetypeinfo(read("pagetypeinfo"), "Movable", "pagetypeinfo");
  ASSERT_EQ(m.size(), 11u);
  EXPECT_DOUBLE_EQ(m[8], (0 + 4 + 333) * 256 * 4096.0);
  EXPECT_DOUBLE_EQ(m[0], (0 + 4 + 3417) * 4096.0);
  const auto u = parse_pagetypeinfo(read("pagetypeinfo"), "Unmovable", "pagetypeinfo");
  EXPECT_DOUBLE_EQ(u[8], (1 + 0 + 24) * 256 * 4096.0);
  try {
    parse_pagetypeinfo("Node 0, zone Normal, type Movable 1 y\n", "Movable", "sample");
    FAIL() << "accepted a block count that is not a number";
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("sample:1"), std::string::npos) << e.what();
  }
}

TEST(MachineState, BuddyinfoErrorsNameTheLine)
{
  try {
    parse_buddyinfo("Node 0, zone Normal 1 2 3\nNode 0, zone DMA 1 x 3\n", "sample");
    FAIL() << "accepted a block count that is not a number";
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("sample:2"), std::string::npos) << e.what();
  }
}

// fio reuses a job file that exists at full size, so a rerun rewrites
// written blocks (fs.files_exist); a fallocated file is unwritten extents
// (ext4 and xfs), a sparse one has a hole. Needs a filesystem with FIEMAP
// (ext4/xfs/btrfs under /tmp); skipped where /tmp has none, such as tmpfs.
TEST(MachineState, FullyWrittenFilesAreReruns)
{
  wbsim::test::TempDir dir("wbsim-fiemap");
  const std::string written = dir.path() + "/written", sparse = dir.path() + "/sparse",
                    prealloc = dir.path() + "/prealloc";
  std::vector<char> block(1 << 20, 'x');
  int fd = ::open(written.c_str(), O_WRONLY | O_CREAT, 0600);
  ASSERT_GE(fd, 0);
  ASSERT_EQ(::write(fd, block.data(), block.size()), static_cast<ssize_t>(block.size()));
  ::fsync(fd);
  ::close(fd);
  if (!fully_written(written))
    GTEST_SKIP() << dir.path() << " has no FIEMAP (tmpfs?): cannot tell written blocks";
  fd = ::open(sparse.c_str(), O_WRONLY | O_CREAT, 0600);
  ASSERT_EQ(::pwrite(fd, block.data(), 4096, 1 << 20), 4096); // a 1 MiB hole first
  ::fsync(fd);
  ::close(fd);
  EXPECT_FALSE(fully_written(sparse));
  fd = ::open(prealloc.c_str(), O_WRONLY | O_CREAT, 0600);
  const bool fallocated = ::posix_fallocate(fd, 0, 1 << 20) == 0;
  ::close(fd);
  if (fallocated) {
    EXPECT_FALSE(fully_written(prealloc)) << "fallocate leaves unwritten extents, as fio's layout does";
    // fio's randwrite of 1 MiB in 6 KiB blocks writes 170 of them and leaves
    // the last 4 KiB unwritten: still a rerun (0.4% of the file).
    fd = ::open(prealloc.c_str(), O_WRONLY);
    ASSERT_EQ(::pwrite(fd, block.data(), 170 * 6144, 0), 170 * 6144);
    ::fsync(fd);
    ::close(fd);
    EXPECT_TRUE(fully_written(prealloc));
  }
  EXPECT_FALSE(fully_written(dir.path() + "/absent"));
}

// cachestat(2) tells a file's dirty pages from its clean ones without
// changing them: 1 MiB written and not synced is 1 MiB dirty, and reading
// the state (FIEMAP without FIEMAP_FLAG_SYNC) leaves it dirty; after fsync
// it is clean and still cached. Skipped before Linux 6.5 (no cachestat).
TEST(MachineState, DirtyPagesOfAFileAreCountedNotWritten)
{
  wbsim::test::TempDir dir("wbsim-cachestat");
  const std::string path = dir.path() + "/dirty";
  std::vector<char> block(1 << 20, 'x');
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT, 0600);
  ASSERT_GE(fd, 0);
  ASSERT_EQ(::write(fd, block.data(), block.size()), static_cast<ssize_t>(block.size()));
  const FileCache before = file_cache(path);
  if (!before.exact) {
    ::close(fd);
    GTEST_SKIP() << "no cachestat(2) here (Linux < 6.5)";
  }
  (void)fully_written(path);
  const FileCache read = file_cache(path);
  ::fsync(fd);
  ::close(fd);
  const FileCache synced = file_cache(path);
  EXPECT_EQ(before.dirty, 1 << 20);
  EXPECT_EQ(read.dirty, 1 << 20) << "reading the extents must not write the file back";
  EXPECT_EQ(synced.dirty, 0);
  EXPECT_EQ(synced.cached, 1 << 20);
}

// fio's layout (fallocate: unwritten extents) written over and not synced is
// a rerun's file: not written yet, but every unwritten extent is under dirty
// pages (fs.files_pending). Synced, it is written.
TEST(MachineState, UnwrittenExtentsUnderDirtyPagesArePending)
{
  wbsim::test::TempDir dir("wbsim-pending");
  const std::string path = dir.path() + "/layout";
  std::vector<char> block(1 << 20, 'x');
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT, 0600);
  ASSERT_GE(fd, 0);
  if (::posix_fallocate(fd, 0, 2 << 20) != 0 || !file_cache(path).exact) {
    ::close(fd);
    GTEST_SKIP() << dir.path() << ": no fallocate or no cachestat(2)";
  }
  ASSERT_EQ(::pwrite(fd, block.data(), block.size(), 0), static_cast<ssize_t>(block.size()));
  EXPECT_FALSE(fully_written(path, true)) << "the second MiB is unwritten and clean";
  ASSERT_EQ(::pwrite(fd, block.data(), block.size(), 1 << 20), static_cast<ssize_t>(block.size()));
  EXPECT_FALSE(fully_written(path));
  EXPECT_TRUE(fully_written(path, true));
  ::fsync(fd);
  ::close(fd);
  EXPECT_TRUE(fully_written(path));
}
