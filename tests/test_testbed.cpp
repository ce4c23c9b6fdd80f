// `wbsim testbed` without root: the resource stack against a fake machine
// (clean-up after a failure or a stop, the refusals), the matrix planner, the
// perf symbol table and folding, the per-filesystem function names and the
// --check verdicts. The real run is tests/testbed_root.sh (label root).
#include "FioOverhead.hpp"
#include "PerfProfile.hpp"
#include "Testbed.hpp"
#include "TestbedCheck.hpp"
#include "TestbedFit.hpp"
#include "TestbedMatrix.hpp"
#include "TestbedResources.hpp"
#include "WriteCost.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

using namespace wbsim;

namespace {

// A machine as the testbed sees it through SystemOps: a mount table, loop
// devices, directories and files, and a log of the commands run.
class FakeSystem : public SystemOps {
public:
  std::vector<MountEntry> mount_table;
  std::map<std::string, std::string> loops; // dev -> backing
  std::set<std::string> dirs = {"/tmp"};
  std::set<std::string> files;
  std::set<pid_t> running;
  std::vector<std::string> log;
  std::string fail_prefix; // a command starting with this fails
  bool daemon_mounts = true;
  int stop_after_sleeps = -1; // stop_requested() turns true after this many sleeps
  double mem = 8e9;
  int next_loop = 0;

  CommandResult run(const std::vector<std::string>& a, bool stoppable) override
  {
    if (stoppable && stop_requested())
      throw Interrupted(a[0] + " stopped"); // as the real one: SIGTERM to the child
    std::string line;
    for (const auto& x : a)
      line += (line.empty() ? "" : " ") + x;
    log.push_back(line);
    if (!fail_prefix.empty() && line.rfind(fail_prefix, 0) == 0)
      return {256, "", "injected failure"};
    if (a[0] == "mount" && a[2] == "tmpfs") {
      mount_table.push_back({a[5], a[6], "tmpfs", ""});
    } else if (a[0] == "mount") {
      mount_table.push_back({a[3], a[4], a[2], ""});
    } else if (a[0] == "umount") {
      for (auto it = mount_table.rbegin(); it != mount_table.rend(); ++it)
        if (it->target == a[1]) {
          mount_table.erase(std::next(it).base());
          return {};
        }
      return {256, "", "not mounted"};
    } else if (a[0] == "losetup" && a[1] == "--find") {
      const std::string dev = "/dev/loop" + std::to_string(next_loop++);
      loops[dev] = a[3];
      return {0, dev + "\n", ""};
    } else if (a[0] == "losetup" && a[1] == "-d") {
      loops.erase(a[2]);
    }
    return {};
  }
  pid_t spawn(const std::vector<std::string>& a, const std::string& logfile) override
  {
    log.push_back("spawn " + a[0]);
    files.insert(logfile);
    running.insert(4242);
    if (daemon_mounts)
      mount_table.push_back({"wbsim-testbed", a[2], "fuse.wbsim-fusepass", ""});
    return 4242;
  }
  bool reap(pid_t pid, double) override
  {
    log.push_back("reap " + std::to_string(pid));
    running.erase(pid);
    return true;
  }
  bool exited(pid_t pid) override { return running.count(pid) == 0; }
  std::vector<MountEntry> mounts() override { return mount_table; }
  bool make_dir(const std::string& p) override
  {
    if (exists(p))
      return false;
    dirs.insert(p);
    return true;
  }
  bool remove_dir(const std::string& p) override
  {
    for (const auto& m : mount_table)
      if (m.target == p)
        return false; // busy
    for (const auto& d : dirs)
      if (d.rfind(p + "/", 0) == 0)
        return false;
    for (const auto& f : files)
      if (f.rfind(p + "/", 0) == 0)
        return false;
    return dirs.erase(p) == 1;
  }
  bool create_file(const std::string& p, uint64_t) override
  {
    if (exists(p))
      return false;
    files.insert(p);
    return true;
  }
  bool remove_file(const std::string& p) override { return files.erase(p) == 1; }
  bool exists(const std::string& p) override { return dirs.count(p) || files.count(p); }
  std::vector<std::pair<std::string, std::string>> loop_devices() override { return {loops.begin(), loops.end()}; }
  double mem_available() override { return mem; }
  bool is_root() override { return true; }
  bool stop_requested() override { return stop_after_sleeps == 0; }
  void sleep(double) override
  {
    if (stop_after_sleeps > 0)
      --stop_after_sleeps;
  }
  bool clean() const { return mount_table.empty() && loops.empty() && dirs == std::set<std::string>{"/tmp"} && files.empty() && running.empty(); }
};

const std::string kRoot = "/tmp/wbsim-testbed.1";

// The set-up `wbsim testbed` does (Testbed.cpp set_up) for one block fs and fuse.
void set_up(TestbedResources& r, const std::string& fs)
{
  r.create_root();
  const std::string ram = r.make_dir(kRoot + "/ram");
  r.mount_tmpfs(ram, 4ull << 30);
  r.create_file(ram + "/" + fs + ".img", 1ull << 30);
  const std::string dev = r.attach_loop(ram + "/" + fs + ".img");
  r.mkfs(dev, fs);
  r.mount_device(dev, r.make_dir(kRoot + "/" + fs), fs);
  const std::string backing = r.make_dir(ram + "/fuse-backing");
  r.reserve_file(ram + "/fuse-daemon.log");
  r.start_fuse({"wbsim-fusepass", backing, kRoot + "/fuse", "--threads", "4", "--max-write", "1048576"},
               r.make_dir(kRoot + "/fuse"), ram + "/fuse-daemon.log");
}

} // namespace

TEST(TestbedResources, SetUpThenCleanupLeavesNothing)
{
  FakeSystem sys;
  {
    TestbedResources r(sys, kRoot);
    set_up(r, "xfs");
    // tmpfs, the XFS loop mount and the FUSE mount; one loop device.
    EXPECT_EQ(sys.mount_table.size(), 3u);
    EXPECT_EQ(sys.loops.size(), 1u);
    EXPECT_EQ(r.cleanup(), std::vector<std::string>{});
    EXPECT_EQ(r.leftovers(), std::vector<std::string>{});
  }
  EXPECT_TRUE(sys.clean());
  // Unmount order: newest first, the tmpfs under everything last.
  std::vector<std::string> umounts;
  for (const auto& l : sys.log)
    if (l.rfind("umount", 0) == 0 || l.rfind("losetup -d", 0) == 0)
      umounts.push_back(l);
  EXPECT_EQ(umounts, (std::vector<std::string>{"umount " + kRoot + "/fuse", "umount " + kRoot + "/xfs",
                                               "losetup -d /dev/loop0", "umount " + kRoot + "/ram"}));
}

TEST(TestbedResources, CleanupAfterMkfsFailure)
{
  FakeSystem sys;
  sys.fail_prefix = "mkfs.btrfs";
  TestbedResources r(sys, kRoot);
  EXPECT_THROW(set_up(r, "btrfs"), std::runtime_error);
  EXPECT_EQ(sys.loops.size(), 1u); // attached before mkfs failed
  EXPECT_EQ(r.cleanup(), std::vector<std::string>{});
  EXPECT_TRUE(sys.clean());
}

TEST(TestbedResources, CleanupAfterStopWhileTheDaemonStarts)
{
  FakeSystem sys;
  sys.daemon_mounts = false; // the daemon never mounts...
  sys.stop_after_sleeps = 3; // ...and SIGINT arrives while the testbed waits
  TestbedResources r(sys, kRoot);
  EXPECT_THROW(set_up(r, "ext4"), Interrupted);
  EXPECT_EQ(r.cleanup(), std::vector<std::string>{});
  EXPECT_TRUE(sys.clean());
  EXPECT_NE(std::find(sys.log.begin(), sys.log.end(), "reap 4242"), sys.log.end()); // stopped by its pid
}

TEST(TestbedResources, CleanupRunsToTheEndAfterAStopSignal)
{
  FakeSystem sys;
  TestbedResources r(sys, kRoot);
  set_up(r, "xfs");
  sys.stop_after_sleeps = 0; // SIGTERM arrived: fio and mkfs would be stopped, umount must not be
  r.create_file(kRoot + "/ram/second.img", 1 << 30);
  EXPECT_THROW(r.attach_loop(kRoot + "/ram/second.img"), Interrupted);
  EXPECT_EQ(r.cleanup(), std::vector<std::string>{});
  EXPECT_TRUE(sys.clean());
}

TEST(TestbedResources, RemoveNowStopsOnlyTheNamedResource)
{
  FakeSystem sys;
  TestbedResources r(sys, kRoot);
  set_up(r, "xfs");
  EXPECT_EQ(r.remove_now(ResourceKind::FuseDaemon, kRoot + "/fuse"), "");
  EXPECT_EQ(sys.mount_table.size(), 2u); // tmpfs and xfs stay
  EXPECT_TRUE(sys.running.empty());
  EXPECT_THROW(r.remove_now(ResourceKind::Mount, "/home"), RefusedError);
  r.cleanup();
  EXPECT_TRUE(sys.clean());
}

TEST(TestbedResources, SecondCleanupFindsNothing)
{
  FakeSystem sys;
  TestbedResources r(sys, kRoot);
  set_up(r, "xfs");
  r.cleanup();
  const size_t commands = sys.log.size();
  EXPECT_EQ(r.cleanup(), std::vector<std::string>{});
  EXPECT_EQ(sys.log.size(), commands); // nothing left to run a command on
}

TEST(TestbedResources, RefusesAnExistingRoot)
{
  FakeSystem sys;
  sys.dirs.insert(kRoot);
  TestbedResources r(sys, kRoot);
  EXPECT_THROW(r.create_root(), RefusedError);
  EXPECT_TRUE(sys.log.empty());
  EXPECT_TRUE(r.stack().empty()); // nothing to clean: the directory is not ours
}

TEST(TestbedResources, RefusesPathsItDidNotCreate)
{
  FakeSystem sys;
  EXPECT_THROW(TestbedResources(sys, "tmp/relative"), RefusedError);
  EXPECT_THROW(TestbedResources(sys, "/tmp/../etc"), RefusedError);
  TestbedResources r(sys, kRoot);
  r.create_root();
  EXPECT_THROW(r.make_dir("/tmp/elsewhere"), RefusedError);
  EXPECT_THROW(r.create_file("/tmp/x.img", 1), RefusedError);
  EXPECT_THROW(r.mount_tmpfs("/tmp", 1), RefusedError);
  sys.files.insert("/tmp/victim.img");
  EXPECT_THROW(r.attach_loop("/tmp/victim.img"), RefusedError);
  EXPECT_THROW(r.mkfs("/dev/sda", "xfs"), RefusedError);
  EXPECT_THROW(r.mount_device("/dev/vda1", kRoot, "ext4"), RefusedError);
  for (const auto& l : sys.log) // no command ran on anything of the above
    EXPECT_EQ(l.find("/dev/sda"), std::string::npos) << l;
  sys.files.erase("/tmp/victim.img");
  r.cleanup();
  EXPECT_TRUE(sys.clean());
}

TEST(TestbedResources, RefusesALoopDeviceThatNoLongerBacksOntoItsFile)
{
  FakeSystem sys;
  TestbedResources r(sys, kRoot);
  r.create_root();
  const std::string ram = r.make_dir(kRoot + "/ram");
  r.mount_tmpfs(ram, 1 << 30);
  r.create_file(ram + "/xfs.img", 1 << 30);
  const std::string dev = r.attach_loop(ram + "/xfs.img");
  sys.loops[dev] = "/var/lib/someone-else.img"; // detached and reused by another program
  EXPECT_THROW(r.mkfs(dev, "xfs"), RefusedError);
  r.cleanup();
  EXPECT_EQ(sys.loops.count(dev), 1u); // not ours any more: left attached
}

TEST(TestbedResources, LeavesAForeignMountOnItsDirectoryAlone)
{
  FakeSystem sys;
  TestbedResources r(sys, kRoot);
  r.create_root();
  const std::string ram = r.make_dir(kRoot + "/ram");
  r.mount_tmpfs(ram, 1 << 30);
  // Someone unmounts our tmpfs and mounts their own device there.
  sys.mount_table = {{"/dev/vdb", ram, "ext4", ""}};
  const auto problems = r.cleanup();
  ASSERT_EQ(problems.size(), 3u); // the mount left alone, so its directory and the root cannot go either
  EXPECT_NE(problems[0].find("not the one this run made"), std::string::npos) << problems[0];
  EXPECT_EQ(sys.mount_table.size(), 1u);
  for (const auto& l : sys.log)
    EXPECT_NE(l, "umount " + ram);
}

TEST(TestbedResources, ReportsOtherRunsMountsWithoutTouchingThem)
{
  FakeSystem sys;
  sys.mount_table = {{"wbsim-testbed", "/tmp/wbsim-testbed.99/ram", "tmpfs", ""}};
  TestbedResources r(sys, kRoot);
  const auto f = r.foreign_testbed_resources();
  ASSERT_EQ(f.size(), 1u);
  EXPECT_NE(f[0].find("umount /tmp/wbsim-testbed.99/ram"), std::string::npos);
  r.cleanup();
  EXPECT_EQ(sys.mount_table.size(), 1u);
}

TEST(TestbedMatrix, QuickAndFullSizes)
{
  MatrixFilter q;
  q.quick = true;
  // 4 filesystems x 5 engines x {4k, 1m} x 1 writer, first writes, no fsync.
  EXPECT_EQ(matrix_cells(q).size(), 40u);
  // The testbed's matrix: 4 fs x 5 engines x 3 bs x 2 writer counts x first/over x fsync off/on.
  EXPECT_EQ(matrix_cells(MatrixFilter{}).size(), 480u);
  MatrixFilter f;
  f.fs = {"xfs"};
  f.engines = {"io_uring_punt"};
  f.bs = {4096};
  f.jobs = {1};
  const auto cells = matrix_cells(f);
  ASSERT_EQ(cells.size(), 4u); // first/over x fsync off/on
  EXPECT_EQ(cells[0].key(), "xfs/io_uring_punt/4k/1j/first/nofsync");
  EXPECT_EQ(cells[3].key(), "xfs/io_uring_punt/4k/1j/over/fsync");
}

// The perf round profiles the writes, not fio's start and exit (about 0.25 s
// of a 0.3 s 1 MiB cell on this project's VM) nor the unlink at exit: the
// job starts 1 s late, perf waits 0.8 s, the file is kept for the testbed to
// remove, and fio is the recorded program.
TEST(TestbedMatrix, PerfRoundRecordsOnlyTheWrites)
{
  MatrixCell c;
  c.fs = "xfs";
  c.bs = 1 << 20;
  auto argv = fio_args(c, "/d", 256 << 20, 3);
  perf_argv(argv, "/p/run0.data");
  const auto has = [&](const std::string& a) { return std::find(argv.begin(), argv.end(), a) != argv.end(); };
  EXPECT_EQ(argv.front(), "perf");
  EXPECT_TRUE(has("--startdelay=1"));
  EXPECT_TRUE(has("--unlink=0"));
  EXPECT_FALSE(has("--unlink=1"));
  const auto d = std::find(argv.begin(), argv.end(), "-D");
  ASSERT_NE(d, argv.end());
  EXPECT_EQ(*(d + 1), "800");
  const auto sep = std::find(argv.begin(), argv.end(), "--");
  ASSERT_NE(sep, argv.end());
  EXPECT_EQ(*(sep + 1), "fio");
  EXPECT_EQ(fio_job_file(2), "wbsim-testbed.2.0");
}

TEST(TestbedMatrix, BadFiltersNameTheOptionAndTheChoices)
{
  try {
    parse_name_list("--fs", "xfs,zfs", {"xfs", "ext4", "btrfs", "fuse"});
    FAIL();
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(), "--fs=xfs,zfs: 'zfs' is not accepted; accepted: xfs, ext4, btrfs, fuse");
  }
  EXPECT_THROW(parse_bs_list("8k"), std::invalid_argument);
  EXPECT_EQ(parse_bs_list("4k,1m"), (std::vector<uint64_t>{4096, 1048576}));
  EXPECT_THROW(parse_jobs_list("2"), std::invalid_argument);
  MatrixFilter f;
  f.writes = "later";
  EXPECT_THROW(matrix_cells(f), std::invalid_argument);
  EXPECT_THROW(plan_rounds(3, 0), std::invalid_argument);
}

TEST(TestbedMatrix, RoundsAreInterleavedPermutations)
{
  const auto plan = plan_rounds(10, 3);
  ASSERT_EQ(plan.size(), 30u);
  for (int r = 0; r < 3; ++r) {
    std::set<size_t> seen;
    for (size_t i = 0; i < 10; ++i) {
      EXPECT_EQ(plan[r * 10 + i].round, r);
      seen.insert(plan[r * 10 + i].cell);
    }
    EXPECT_EQ(seen.size(), 10u); // every cell once per round
  }
  EXPECT_EQ(plan[0].cell, 0u);
  EXPECT_EQ(plan[10].cell, 7u); // round 1 starts 7 cells on
  EXPECT_EQ(plan[20].cell, 4u); // round 2 at 14 mod 10
}

TEST(TestbedMatrix, FioArguments)
{
  const MatrixCell c{"btrfs", TbEngine::UringPunt, 65536, 4, true, true};
  const auto a = fio_args(c, "/mnt", 1 << 20, 2);
  auto has = [&](const std::string& s) { return std::find(a.begin(), a.end(), s) != a.end(); };
  EXPECT_EQ(a[0], "fio");
  EXPECT_TRUE(has("--ioengine=io_uring"));
  EXPECT_TRUE(has("--force_async=1")); // IOSQE_ASYNC on every request
  EXPECT_TRUE(has("--numjobs=4"));
  EXPECT_TRUE(has("--overwrite=1"));
  EXPECT_TRUE(has("--fsync=1"));
  EXPECT_TRUE(has("--directory=/mnt"));
  const auto inl = fio_args({"xfs", TbEngine::UringInline, 4096, 1, false, false}, "/mnt", 1 << 20, 2);
  EXPECT_EQ(std::count(inl.begin(), inl.end(), "--force_async=1"), 0);
}

// The copy probe rewrites in cache: fio lays the file out first and keeps
// its pages (invalidate=0), so the measured loops copy into cached folios.
TEST(TestbedMatrix, CopyProbeRewritesInCache)
{
  const auto a = copy_probe_args("/mnt/xfs", 1 << 20, 128 << 20, 16);
  auto has = [&](const std::string& s) { return std::find(a.begin(), a.end(), s) != a.end(); };
  for (const char* want : {"--overwrite=1", "--invalidate=0", "--loops=16", "--bs=1048576", "--ioengine=psync",
                           "--iodepth=1", "--directory=/mnt/xfs", "--unlink=1"})
    EXPECT_TRUE(has(want)) << want;
}

// cpu.smp_efficiency's probe, calibrate's and the testbed's alike: first
// writes (no --overwrite: the cells are first writes), in cache, each job on
// its own file, group-reported so one job and N jobs compare as IOPS.
TEST(TestbedMatrix, SmpProbeWritesFirstInCacheOnOwnFiles)
{
  const auto a = smp_probe_args("/mnt/xfs", 128 << 20);
  auto has = [&](const std::string& s) { return std::find(a.begin(), a.end(), s) != a.end(); };
  for (const char* want : {"--rw=randwrite", "--bs=16384", "--size=134217728", "--ioengine=psync",
                           "--directory=/mnt/xfs", "--filename_format=wbsim-calibrate-smp.$jobnum",
                           "--group_reporting", "--unlink=1"})
    EXPECT_TRUE(has(want)) << want;
  EXPECT_FALSE(has("--overwrite=1"));
  for (const auto& x : a)
    EXPECT_NE(x.rfind("--numjobs", 0), 0u) << "the caller's: " << x;
}

// cpu.copy_bw from the paired rounds: the 2026-12-05 probe on this VM took
// 56.64 us per 1 MiB rewrite and 7.05 us per 64 KiB one (medians), and the
// 960 KiB between them at (56.64 - 7.05) us is 19.82 GB/s. Round by round:
// a slow round that moves both sizes cancels (the median of differences).
TEST(TestbedMatrix, CopyBandwidthFromPairedRewrites)
{
  const double bw = copy_bw_from_rewrites({56.64e-6, 90e-6, 56.0e-6}, 1 << 20, {7.05e-6, 40.41e-6, 7.0e-6}, 64 << 10);
  EXPECT_NEAR(bw, 983040 / 49.59e-6, 1e6); // round differences 49.59, 49.59, 49.0 us: median 49.59
  EXPECT_EQ(copy_bw_from_rewrites({5e-6}, 1 << 20, {6e-6}, 64 << 10), 0.0); // big not slower: not measured
  EXPECT_EQ(copy_bw_from_rewrites({5e-6}, 4096, {6e-6}, 65536), 0.0);       // sizes the wrong way round
}

TEST(TestbedMatrix, Spread)
{
  const Spread s = spread({3, 1, 10, 2});
  EXPECT_DOUBLE_EQ(s.min, 1);
  EXPECT_DOUBLE_EQ(s.median, 2.5); // mean of the middle two
  EXPECT_DOUBLE_EQ(s.max, 10);
}

TEST(PerfProfile, SymbolTable)
{
  EXPECT_EQ(kfunc_for_symbol("rep_movs_alternative"), KFunc::Copy);
  EXPECT_EQ(kfunc_for_symbol("iomap_write_begin.isra.0"), KFunc::WriteBeginEnd);
  EXPECT_EQ(kfunc_for_symbol("balance_dirty_pages_ratelimited_flags"), KFunc::Throttle);
  EXPECT_EQ(kfunc_for_symbol("ext4_da_get_block_prep"), KFunc::FsBlock);
  EXPECT_EQ(kfunc_for_symbol("btrfs_delalloc_reserve_metadata"), KFunc::FsIter);
  EXPECT_EQ(kfunc_for_symbol("io_wq_submit_work"), KFunc::IoWq);
  EXPECT_EQ(kfunc_for_symbol("entry_SYSCALL_64_after_hwframe"), KFunc::Syscall);
  EXPECT_EQ(kfunc_for_symbol("xfs_file_buffered_write+0x1a2"), KFunc::FsWrite);
  EXPECT_EQ(kfunc_for_symbol("native_queued_spin_lock_slowpath"), std::nullopt); // reported apart, not a KFunc
  std::set<std::string> patterns;
  for (const auto& r : perf_symbol_table())
    EXPECT_TRUE(patterns.insert(r.pattern).second) << "listed twice: " << r.pattern;
  EXPECT_EQ(plain_symbol("prepare_one_folio.constprop.0"), "prepare_one_folio");
}

TEST(PerfProfile, FoldsInnermostNamedFrame)
{
  const std::string script = "fio 1234\n"
                             "\tffffffff81001000 clear_page_erms\n"
                             "\tffffffff81002000 get_page_from_freelist\n"
                             "\tffffffff81003000 filemap_alloc_folio_noprof\n"
                             "\tffffffff81004000 __filemap_get_folio\n"
                             "\tffffffff81005000 iomap_write_begin\n"
                             "\n"
                             "fio 1234\n"
                             "\t55550001 [unknown]\n"
                             "\n"
                             "cc1plus 999\n"
                             "\tffffffff81006000 rep_movs_alternative\n"
                             "\n"
                             "wbsim-fusepass 77\n"
                             "\tffffffff81007000 shmem_write_begin\n"
                             "\n"
                             "iou-wrk-1234 1240\n"
                             "\tffffffff81008000 native_queued_spin_lock_slowpath\n"
                             "\tffffffff81009000 _raw_spin_lock_irq\n"
                             "\tffffffff8100a000 __folio_mark_dirty\n"
                             "\n"
                             "kworker/u4:2 55\n"
                             "\tffffffff8100b000 some_unlisted_function\n"
                             "\n"
                             "fio 1234\n" // fio in kernel code the table does not name: not the engine
                             "\tffffffff8100c000 asm_sysvec_apic_timer_interrupt\n";
  const auto samples = parse_perf_script(script);
  ASSERT_EQ(samples.size(), 7u);
  EXPECT_EQ(samples[4].frames.size(), 3u);
  EXPECT_TRUE(samples[1].user_leaf);
  EXPECT_FALSE(samples[0].user_leaf);
  const PerfShares s = fold_perf_samples(samples, "wbsim-fusepass");
  EXPECT_DOUBLE_EQ(s.samples, 6);                        // cc1plus is another agent's task
  EXPECT_DOUBLE_EQ(s.by_func.at(KFunc::PageInit), 1);    // clear_page under the allocation
  EXPECT_DOUBLE_EQ(s.by_func.at(KFunc::Engine), 1);      // fio in user space
  EXPECT_DOUBLE_EQ(s.by_func.at(KFunc::FuseDaemon), 1);
  EXPECT_DOUBLE_EQ(s.by_func.at(KFunc::MarkDirty), 1);   // the lock is taken in __folio_mark_dirty
  EXPECT_DOUBLE_EQ(s.spin_slowpath, 1);
  EXPECT_DOUBLE_EQ(s.other, 2);
  EXPECT_DOUBLE_EQ(s.other_leaves.at("some_unlisted_function"), 1);
  EXPECT_DOUBLE_EQ(s.other_leaves.at("asm_sysvec_apic_timer_interrupt"), 1);
  EXPECT_DOUBLE_EQ(s.share(KFunc::PageInit), 1.0 / 6);
}

// perf bench syscall basic under cpu-clock: 3 samples in the kernel's
// syscall path, 1 on the user instruction after sysret (the timer that fired
// with interrupts off). A quarter of the syscall is then booked to user
// space, and the simulated profile is shown that way: of 40% syscall, 10
// points move to fio's loop; the other functions keep their shares.
TEST(PerfProfileFold, ASyscallLoopsUserShareMovesThatPartOfTheSyscall)
{
  const std::string script = "perf 77\n\tffffffff81001000 do_syscall_64\n\n"
                             "perf 77\n\tffffffff81002000 entry_SYSCALL_64\n\n"
                             "perf 77\n\tffffffff81003000 __x64_sys_getppid\n\n"
                             "perf 77\n\t7f0000001000 syscall\n";
  EXPECT_DOUBLE_EQ(user_leaf_share(parse_perf_script(script)), 0.25);
  const std::map<std::string, double> sim = {
      {"syscall", 40}, {"engine_submit_reap", 5}, {"copy_from_user", 55}};
  const auto seen = as_sampled(sim, 0.25);
  EXPECT_DOUBLE_EQ(seen.at("syscall"), 30);
  EXPECT_DOUBLE_EQ(seen.at("engine_submit_reap"), 15);
  EXPECT_DOUBLE_EQ(seen.at("copy_from_user"), 55);
  EXPECT_EQ(as_sampled(sim, 0.0), sim); // no measurement: as simulated
  EXPECT_DOUBLE_EQ(user_leaf_share({}), 0.0);
}

TEST(WriteCostNames, EachFilesystemHasItsOwnFunctions)
{
  EXPECT_STREQ(kfunc_name(KFunc::FsWrite, "xfs"), "xfs_file_buffered_write");
  EXPECT_STREQ(kfunc_name(KFunc::FsWrite, "ext4"), "ext4_buffered_write_iter");
  EXPECT_STREQ(kfunc_name(KFunc::FsWrite, "btrfs"), "btrfs_buffered_write");
  EXPECT_STREQ(kfunc_name(KFunc::FsWrite, "bcachefs"), "bch2_buffered_write");
  EXPECT_STREQ(kfunc_name(KFunc::FsWrite, "fuse"), "fuse_perform_write");
  EXPECT_STREQ(kfunc_name(KFunc::Fsync, "btrfs"), "btrfs_sync_file");
  EXPECT_STREQ(kfunc_name(KFunc::WriteBeginEnd, "ext4"), "ext4_da_write_begin/end");
  for (const char* fs : {"xfs", "ext4", "btrfs", "bcachefs", "fuse"}) {
    std::set<std::string> names;
    for (size_t i = 0; i < kKFuncCount; ++i) {
      const std::string n = kfunc_name(static_cast<KFunc>(i), fs);
      EXPECT_TRUE(names.insert(n).second) << fs << ": " << n;
      if (std::string(fs) != "xfs") {
        EXPECT_EQ(n.rfind("xfs_", 0), std::string::npos) << fs << " shows " << n;
      }
    }
  }
}

TEST(WriteCostEngines, PerEngineCostsComeFromTheParameters)
{
  Params p;
  p.engine_psync = 1e-6;
  p.engine_pvsync = 2e-6;
  p.engine_libaio_submit = 3e-6;
  p.engine_libaio_complete = 4e-6;
  p.engine_uring_submit = 5e-6;
  p.engine_uring_complete = 6e-6;
  const WriteCost wc(p);
  EXPECT_DOUBLE_EQ(wc.engine_cost(IoEngine::Psync).total(), 1e-6);
  EXPECT_DOUBLE_EQ(wc.engine_cost(IoEngine::Pvsync).total(), 2e-6);
  EXPECT_DOUBLE_EQ(wc.engine_cost(IoEngine::Libaio).total(), 7e-6);  // submit + complete
  EXPECT_DOUBLE_EQ(wc.engine_cost(IoEngine::IoUring).total(), 11e-6);
  EXPECT_DOUBLE_EQ(wc.engine_cost(IoEngine::IoUring).seconds[static_cast<size_t>(KFunc::Engine)], 11e-6);
}

TEST(TestbedCheck, JudgesErrorsOrderingAndPuntRatio)
{
  const std::vector<MatrixCell> cells = {{"xfs", TbEngine::Psync, 4096, 1, false, false},
                                         {"xfs", TbEngine::UringInline, 4096, 1, false, false},
                                         {"xfs", TbEngine::UringPunt, 4096, 1, false, false}};
  // Measured 256k/183k/50k (the testbed table); predicted within 5%, right order, ratio 3.66 vs 3.66.
  std::vector<CheckRow> rows = {{256e3, 260e3}, {183e3, 180e3}, {50e3, 49.2e3}};
  const std::vector<Spread> sp = {{250e3, 256e3, 260e3}, {180e3, 183e3, 186e3}, {49e3, 50e3, 51e3}};
  CheckVerdict v = judge(cells, rows, sp, {});
  EXPECT_TRUE(v.pass);
  EXPECT_NEAR(v.median_abs_error, 0.016, 0.001); // |180/183-1| = 1.6%: the middle of 1.6%, 1.6%, 1.6%
  // Equal engines and a 1.9x inline/punt ratio (today's model): both misses.
  rows = {{256e3, 150e3}, {183e3, 150e3}, {50e3, 79e3}};
  v = judge(cells, rows, sp, {});
  EXPECT_FALSE(v.pass);
  EXPECT_FALSE(v.ordering_misses.empty());
  ASSERT_EQ(v.punt_ratio_misses.size(), 1u);
}

TEST(TestbedFit, DesignIsTheGapOverTheBaselineWithRelativeWeights)
{
  // Two XFS cells: psync 4k (1 call, 1 block) and io_uring punted 1m (1 call,
  // 256 blocks, the uring engine, one idle worker per IO at QD1).
  std::vector<FitRow> rows(2);
  rows[0] = {"xfs/psync/4k", 4e-6, 1e-6, {{"xfs.write_call", 1}, {"xfs.write_page", 1}}};
  rows[1] = {"xfs/io_uring_punt/1m", 2e-3, 0.5e-3,
             {{"xfs.write_call", 1}, {"xfs.write_page", 256}, {"engine.uring", 1}, {"iowq.idle_punt", 1}}};
  const FitDesign d = fit_design(rows);
  EXPECT_EQ(d.columns, (std::vector<std::string>{"engine.uring", "iowq.idle_punt", "xfs.write_call", "xfs.write_page"}));
  EXPECT_DOUBLE_EQ(d.y(0), 3e-6);     // measured - baseline
  EXPECT_DOUBLE_EQ(d.y(1), 1.5e-3);
  EXPECT_DOUBLE_EQ(d.X(0, 0), 0.0);   // psync has no uring column
  EXPECT_DOUBLE_EQ(d.X(1, 3), 256.0); // 1 MiB = 256 blocks of 4 KiB
  EXPECT_DOUBLE_EQ(d.w(0), 1 / (4e-6 * 4e-6)); // 1/measured^2: relative residuals
}

// Each cell is predicted from the warm memory machine-state read before its
// runs (the median repeat): 6 GiB warm is 6 GiB of first writes without
// faults. A record without the readings (older JSON) predicts cold, as the
// testbed did before; without free page reporting there is no such state.
TEST(TestbedFit, CellsStartFromTheirRecordedWarmMemory)
{
  TestbedRecord rec;
  rec.page_reporting = true;
  CellResult c;
  c.warm_bytes = {7e9, 6e9, 1e9};
  EXPECT_EQ(testbed_cell_sets(rec, c), std::vector<std::string>{"mem.start_warm=6000000000B"});
  c.warm_bytes.clear();
  EXPECT_EQ(testbed_cell_sets(rec, c), std::vector<std::string>{"mem.start_warm=0B"});
  rec.page_reporting = false;
  EXPECT_TRUE(testbed_cell_sets(rec, c).empty());
}

// The fit's baseline runs model the device testbed-vm.profile states (a fuse
// cell's backing write is a device write: 27.5k IOPS on the default device
// against 53k on the testbed's, 2026-12-02), with the fitted parameters at
// zero, the punted copy among them, and fio's measured null-engine loop as
// engine.psync and engine.pvsync.
TEST(TestbedFit, BaselinesModelTheTestbedDeviceAndTheMeasuredFioLoop)
{
  TestbedRecord rec;
  rec.cpus = 2;
  rec.kernel = "6.18.44-fc";
  rec.fio_null = 0.419e-6;
  rec.fuse_threads = 4;
  rec.fuse_max_write = 1 << 20;
  CellResult c;
  c.cell.fs = "fuse";
  const auto s = fit_baseline_sets(rec, c);
  auto has = [&](const std::string& x) { return std::find(s.begin(), s.end(), x) != s.end(); };
  for (const char* want : {"dev.write_bw=4GB/s", "dev.write_latency=2us", "fs.type=fuse", "fuse.max_request=1048576B",
                           "fuse.daemon_threads=4", "iowq.remote_copy_bw=1TB/s", "iowq.scrambled_sector=0",
                           "fuse.round_trip=0", "engine.psync=0.419us", "engine.pvsync=0.419us", "kernel=6.18"})
    EXPECT_TRUE(has(want)) << want;
  // engine.pvsync=0 (zeroed) comes first; the measured loop, set later, wins.
  const auto zero = std::find(s.begin(), s.end(), "engine.pvsync=0");
  const auto loop = std::find(s.begin(), s.end(), "engine.pvsync=0.419us");
  EXPECT_LT(zero - s.begin(), loop - s.begin());
  rec.fio_null = -1; // not measured: the parameter table's estimate stays
  for (const auto& x : fit_baseline_sets(rec, c))
    EXPECT_NE(x.rfind("engine.psync=", 0), 0u) << x;
  // The measured copy is a machine fact of every baseline; btrfs's
  // per-iteration cost is zeroed with write_page, which takes it in.
  EXPECT_EQ(std::count(s.begin(), s.end(), "fs.write_iter=0"), 1);
  for (const auto& x : s)
    EXPECT_NE(x.rfind("cpu.copy_bw=", 0), 0u) << "not measured, yet set: " << x;
  rec.copy_bw = 19.8e9;
  rec.syscall = 1.002e-6; // perf bench syscall basic on this VM, 2026-12-05
  const auto m = fit_baseline_sets(rec, c);
  EXPECT_EQ(std::count(m.begin(), m.end(), "cpu.copy_bw=19800MB/s"), 1);
  EXPECT_EQ(std::count(m.begin(), m.end(), "cpu.syscall=1.002us"), 1);
}

// The perf round's IOPS stay apart from the measured rounds through the JSON
// record, with the run's warm-up and fio-loop facts.
// The fields a record's JSON must hold, for a 2-CPU machine.
static TestbedRecord two_cpu_record()
{
  TestbedRecord rec;
  rec.host = "h";
  rec.kernel = "6.18";
  rec.date = "d";
  rec.tool = "fio-3.33";
  rec.cpus = 2;
  return rec;
}

TEST(TestbedRecord, JsonKeepsThePerfRoundApart)
{
  TestbedRecord rec = two_cpu_record();
  rec.fio_null = 0.4e-6;
  rec.copy_bw = 19.8e9;
  rec.syscall = 1.0e-6;
  rec.warmup_run = true;
  CellResult c;
  c.cell = {"xfs", TbEngine::Psync, 4096, 1, false, false};
  c.iops = {200000, 190000, 195000};
  c.bw_bytes = c.p50_us = c.p99_us = c.load1 = {1, 1, 1};
  c.perf_iops = {164000};
  c.perf.samples = 10;
  c.has_perf = true;
  rec.cells.push_back(c);
  const TestbedRecord back = testbed_record_from_json(to_json(rec), "test");
  ASSERT_EQ(back.cells.size(), 1u);
  EXPECT_EQ(back.cells[0].iops, c.iops);
  EXPECT_EQ(back.cells[0].perf_iops, c.perf_iops);
  EXPECT_DOUBLE_EQ(back.fio_null, 0.4e-6);
  EXPECT_DOUBLE_EQ(back.copy_bw, 19.8e9);
  EXPECT_DOUBLE_EQ(back.syscall, 1.0e-6);
  EXPECT_TRUE(back.warmup_run);
}

// A record from before the write-path probe (no smp_how) holds fio's null
// engine under smp_efficiency: tb-quick4.json says 0.98 while its 64 KiB
// sibling's four writers scaled 0.78-0.85. It is kept as the null engine's
// and not used; a record with the probe's figures keeps its value.
TEST(TestbedRecord, SmpEfficiencyOnlyFromTheWritePath)
{
  TestbedRecord rec = two_cpu_record();
  rec.smp_efficiency = 0.82;
  rec.smp_how = "probe";
  rec.null_smp_efficiency = 0.98;
  TestbedRecord back = testbed_record_from_json(to_json(rec), "test");
  EXPECT_DOUBLE_EQ(back.smp_efficiency, 0.82);
  EXPECT_DOUBLE_EQ(back.null_smp_efficiency, 0.98);
  auto old = to_json(rec);
  old.erase("smp_how");
  old.erase("null_smp_efficiency");
  old["smp_efficiency"] = 0.9777;
  back = testbed_record_from_json(old, "test");
  EXPECT_DOUBLE_EQ(back.smp_efficiency, -1);
  EXPECT_DOUBLE_EQ(back.null_smp_efficiency, 0.9777);
}
