// Native replay: small real jobs in a fresh directory under /tmp (a few MiB),
// and the safety refusals. The machines are shared and noisy, so nothing here
// asserts a timing: the tests check bytes, counts, output structure, errors
// and what is left on disk. Each TEST runs in its own process
// (gtest_discover_tests), and at most one of them runs the model.
#include "NativeReplay.hpp"
#include "ReplayCommand.hpp"
#include "ReplayEngine.hpp"
#include "RunRequest.hpp"

#include "TempDir.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

namespace fs = std::filesystem;
using namespace wbsim;

namespace {

constexpr uint64_t kMiB = 1024 * 1024;

// A fresh directory under /tmp per test (tests/TempDir.hpp).
struct TempDir : wbsim::test::TempDir {
  TempDir() : wbsim::test::TempDir("wbsim-replay-test") {}
};

size_t entries(const std::string& dir)
{
  size_t n = 0;
  for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir))
    ++n;
  return n;
}

Workload workload(const std::vector<std::string>& fio_args)
{
  return parse_run_args(fio_args).workload;
}

ReplayOptions options(const std::string& dir)
{
  ReplayOptions o;
  o.safety.directory = dir;
  return o;
}

ReplayOutcome replay(const std::vector<std::string>& fio_args, const ReplayOptions& o)
{
  return NativeReplay(workload(fio_args), o).run();
}

// The message of the ReplayError a run throws, or "" when it does not throw.
std::string refusal(const std::vector<std::string>& fio_args, const ReplayOptions& o)
{
  try {
    replay(fio_args, o);
  } catch (const ReplayError& e) {
    return e.what();
  }
  return "";
}

bool uring_unavailable(const std::string& why)
{
  return why.find("io_uring_queue_init") != std::string::npos;
}

} // namespace

// 4 MiB in 64 KiB pwrite()s: exactly 64 IOs and 4 MiB, one clat/lat sample
// per IO and no slat (sync engine), as fio reports psync.
TEST(Replay, PsyncWriteMovesExactBytes)
{
  TempDir d;
  const ReplayOutcome o =
      replay({"--name=t", "--rw=write", "--bs=64k", "--size=4M", "--ioengine=psync", "--end_fsync=1"}, options(d.path()));
  ASSERT_EQ(o.result.jobs.size(), 1u);
  const JobResult& j = o.result.jobs[0];
  EXPECT_EQ(j.error, 0);
  EXPECT_FALSE(o.partial);
  EXPECT_EQ(j.write.io_bytes, 4 * kMiB);
  EXPECT_EQ(j.write.total_ios, 64u);
  EXPECT_EQ(j.write.clat.count(), 64u);
  EXPECT_EQ(j.write.lat.count(), 64u);
  EXPECT_EQ(j.write.slat.count(), 0u);
  EXPECT_EQ(j.sync_ios, 0u); // end_fsync is not in fio's sync statistics
  EXPECT_GT(j.end_time, j.start_time);
  EXPECT_TRUE(o.files_removed);
  EXPECT_EQ(entries(d.path()), 0u);
}

// sync (lseek+write) and pvsync (pwritev) move the same bytes.
TEST(Replay, SyncAndPvsyncEngines)
{
  for (const char* engine : {"--ioengine=sync", "--ioengine=pvsync"}) {
    TempDir d;
    const ReplayOutcome o = replay({"--name=t", "--rw=write", "--bs=16k", "--size=2M", engine}, options(d.path()));
    EXPECT_EQ(o.result.jobs[0].error, 0) << engine;
    EXPECT_EQ(o.result.jobs[0].write.io_bytes, 2 * kMiB) << engine;
    EXPECT_EQ(o.result.jobs[0].write.total_ios, 128u) << engine;
    EXPECT_EQ(entries(d.path()), 0u) << engine;
  }
}

// libaio at depth 8 with O_DIRECT random 4 KiB writes: every IO has a slat
// sample, and fio's randommap semantics write each block exactly once: 1024
// IOs over a 4 MiB file leave no block of the preallocated (zero) file unwritten.
TEST(Replay, LibaioRandomWritesEveryBlockOnce)
{
  TempDir d;
  ReplayOptions o = options(d.path());
  o.safety.keep_files = true;
  const ReplayOutcome r = replay({"--name=t", "--rw=randwrite", "--bs=4k", "--size=4M", "--ioengine=libaio",
                                  "--iodepth=8", "--direct=1", "--randseed=7"},
                                 o);
  const JobResult& j = r.result.jobs[0];
  ASSERT_EQ(j.error, 0) << (r.notes.empty() ? "" : r.notes[0]);
  EXPECT_EQ(j.write.io_bytes, 4 * kMiB);
  EXPECT_EQ(j.write.total_ios, 1024u);
  EXPECT_EQ(j.write.slat.count(), 1024u);
  EXPECT_EQ(j.write.clat.count(), 1024u);
  ASSERT_EQ(r.files.size(), 1u);
  std::ifstream in(r.files[0], std::ios::binary);
  std::vector<char> block(4096);
  size_t blocks = 0, unwritten = 0;
  while (in.read(block.data(), static_cast<std::streamsize>(block.size()))) {
    ++blocks;
    if (std::all_of(block.begin(), block.end(), [](char c) { return c == 0; }))
      ++unwritten;
  }
  EXPECT_EQ(blocks, 1024u);
  EXPECT_EQ(unwritten, 0u); // 1024 writes, 1024 distinct blocks
}

TEST(Replay, IoUringWrites)
{
  TempDir d;
  ReplayOutcome o;
  try {
    o = replay({"--name=t", "--rw=write", "--bs=128k", "--size=4M", "--ioengine=io_uring", "--iodepth=4"},
               options(d.path()));
  } catch (const ReplayError& e) {
    if (uring_unavailable(e.what())) {
      EXPECT_EQ(entries(d.path()), 0u); // refused before writing
      GTEST_SKIP() << "io_uring unavailable in this sandbox: " << e.what();
    }
    throw;
  }
  const JobResult& j = o.result.jobs[0];
  EXPECT_EQ(j.error, 0);
  EXPECT_EQ(j.write.io_bytes, 4 * kMiB);
  EXPECT_EQ(j.write.total_ios, 32u);
  EXPECT_EQ(j.write.slat.count(), 32u);
  EXPECT_EQ(entries(d.path()), 0u);
}

// Direct reads: the file is laid out first (as fio does), then read.
TEST(Replay, DirectSequentialRead)
{
  TempDir d;
  const ReplayOutcome o =
      replay({"--name=r", "--rw=read", "--bs=64k", "--size=2M", "--direct=1", "--ioengine=psync"}, options(d.path()));
  const JobResult& j = o.result.jobs[0];
  EXPECT_EQ(j.error, 0);
  EXPECT_EQ(j.read.io_bytes, 2 * kMiB);
  EXPECT_EQ(j.read.total_ios, 32u);
  EXPECT_EQ(j.write.io_bytes, 0u);
  EXPECT_EQ(entries(d.path()), 0u);
}

// fio 3.33 syncs when the count is reached and another write follows: 16
// writes with fsync=4 give 3 fsyncs (the 4th would follow the last write),
// as `fio --fsync=2` over 8 writes reports sync total_ios=3.
TEST(Replay, FsyncEveryNWrites)
{
  TempDir d;
  const ReplayOutcome o =
      replay({"--name=t", "--rw=write", "--bs=64k", "--size=1M", "--fsync=4"}, options(d.path()));
  EXPECT_EQ(o.result.jobs[0].write.total_ios, 16u);
  EXPECT_EQ(o.result.jobs[0].sync_ios, 3u);
  EXPECT_EQ(o.result.jobs[0].sync.count(), 3u);
}

// offset=1M: the file spans offset + size (2 MiB), the job moves size (1 MiB);
// fdatasync=8 over 16 writes syncs once (the second would follow the last).
TEST(Replay, OffsetAndFdatasync)
{
  TempDir d;
  ReplayOptions o = options(d.path());
  o.safety.keep_files = true;
  const ReplayOutcome r =
      replay({"--name=t", "--rw=write", "--bs=64k", "--size=1M", "--offset=1M", "--fdatasync=8"}, o);
  EXPECT_EQ(r.result.jobs[0].write.io_bytes, 1 * kMiB);
  // 16 writes, fdatasync=8: one fdatasync (the last 8 writes end the job),
  // timed as fio's "sync" but not in its total_ios (only fsyncs are).
  EXPECT_EQ(r.result.jobs[0].datasync_ios, 1u);
  EXPECT_EQ(r.result.jobs[0].sync_ios, 0u);
  EXPECT_EQ(r.result.jobs[0].sync.count(), 1u);
  ASSERT_EQ(r.files.size(), 1u);
  EXPECT_EQ(fs::file_size(r.files[0]), 2 * kMiB);
}

// nrfiles=4: size split over four files in round robin; all four removed.
TEST(Replay, NrfilesRoundRobin)
{
  TempDir d;
  const ReplayOutcome o =
      replay({"--name=t", "--rw=write", "--bs=64k", "--size=4M", "--nrfiles=4"}, options(d.path()));
  EXPECT_EQ(o.files.size(), 4u);
  EXPECT_EQ(o.result.jobs[0].write.io_bytes, 4 * kMiB);
  EXPECT_EQ(entries(d.path()), 0u);
}

// rw=write:64k: a 64 KiB hole after each 64 KiB write, so half the bytes.
TEST(Replay, SkipLeavesHoles)
{
  TempDir d;
  const ReplayOutcome o = replay({"--name=t", "--rw=write:64k", "--bs=64k", "--size=4M"}, options(d.path()));
  EXPECT_EQ(o.result.jobs[0].write.total_ios, 32u);
  EXPECT_EQ(o.result.jobs[0].write.io_bytes, 2 * kMiB);
}

// numjobs=2 clones are two jobs with their own files; a stonewall job runs
// after them, in the next group.
TEST(Replay, ClonesAndStonewallGroups)
{
  TempDir d;
  const std::string job = d / "two.fio";
  std::ofstream(job) << "[global]\nrw=write\nbs=64k\nsize=2M\n[a]\nnumjobs=2\n[b]\nstonewall\n";
  const Workload w = parse_run_args({job}).workload;
  const ReplayOutcome o = NativeReplay(w, options(d.path())).run();
  ASSERT_EQ(o.result.jobs.size(), 3u);
  EXPECT_EQ(o.files.size(), 3u);
  for (const auto& j : o.result.jobs)
    EXPECT_EQ(j.write.io_bytes, 2 * kMiB);
  EXPECT_EQ(o.result.jobs[2].spec.group_id, 1);
  // Group 1 starts when group 0 is done (same clock, so this is an ordering, not a timing).
  EXPECT_GE(o.result.jobs[2].start_time, std::max(o.result.jobs[0].end_time, o.result.jobs[1].end_time));
  EXPECT_EQ(entries(d.path()), 1u); // only the job file
}

// time_based loops over the file until the runtime; whatever it did is a
// whole number of blocks, with no error.
TEST(Replay, TimeBasedLoops)
{
  TempDir d;
  const ReplayOutcome o = replay({"--name=t", "--rw=randwrite", "--bs=4k", "--size=256k", "--time_based",
                                  "--runtime=300ms"},
                                 options(d.path()));
  const JobResult& j = o.result.jobs[0];
  EXPECT_EQ(j.error, 0);
  EXPECT_GT(j.write.total_ios, 0u);
  EXPECT_EQ(j.write.io_bytes, j.write.total_ios * 4096);
  EXPECT_FALSE(o.partial);
}

// The measurement formats as fio's JSON: the keys fio tools read.
TEST(Replay, OutputParsesAsFioJson)
{
  TempDir d;
  const ReplayOutcome o =
      replay({"--name=t", "--rw=write", "--bs=128k", "--size=4M", "--end_fsync=1"}, options(d.path()));
  const nlohmann::json doc = nlohmann::json::parse(replay_fio_json(o, "wbsim replay test").dump());
  ASSERT_TRUE(doc.contains("jobs"));
  const auto& w = doc["jobs"][0]["write"];
  EXPECT_EQ(doc["jobs"][0]["jobname"], "t");
  EXPECT_EQ(doc["jobs"][0]["error"], 0);
  EXPECT_EQ(w["io_bytes"].get<uint64_t>(), 4 * kMiB);
  EXPECT_EQ(w["total_ios"].get<uint64_t>(), 32u);
  EXPECT_TRUE(w["clat_ns"]["percentile"].contains("99.000000"));
  EXPECT_TRUE(w.contains("bw_bytes"));
  EXPECT_TRUE(doc.contains("disk_util"));
  EXPECT_EQ(doc["partial"], false);
  EXPECT_EQ(doc["wbsim"]["mode"], "replay");
  EXPECT_EQ(doc["wbsim"]["files_removed"], true);
}

// The sub-command end to end, with the model: one object with measured,
// predicted and error (relative errors per job and their median).
TEST(Replay, CommandJsonHasMeasuredPredictedError)
{
  TempDir d;
  const std::string out = d / "out.json";
  const int rc = cmd_replay({"--name=t", "--rw=write", "--bs=1M", "--size=8M", "--ioengine=psync", "--end_fsync=1",
                             "--directory", d.path(), "--profile=default", "--output-format=json", "--output=" + out});
  ASSERT_EQ(rc, 0);
  std::ifstream in(out);
  const nlohmann::json doc = nlohmann::json::parse(in);
  ASSERT_EQ(doc.size(), 4u); // measured, predicted, error, and every run with its machine state
  ASSERT_EQ(doc["runs"].size(), 1u);
  EXPECT_FALSE(doc["runs"][0]["caches_dropped"].get<bool>());
  EXPECT_EQ(doc["runs"][0]["state"]["fs.files_exist"], "0"); // an empty directory: fio lays the file out
  EXPECT_EQ(doc["error"]["predicted_from_run"].get<int>(), 1);
  EXPECT_EQ(doc["measured"]["jobs"][0]["write"]["io_bytes"].get<uint64_t>(), 8 * kMiB);
  EXPECT_EQ(doc["predicted"]["jobs"][0]["write"]["io_bytes"].get<uint64_t>(), 8 * kMiB);
  const auto& e = doc["error"]["jobs"][0];
  EXPECT_EQ(e["jobname"], "t");
  for (const char* k : {"bw_bytes", "iops", "clat_mean", "clat_p99"})
    EXPECT_TRUE(e[k].is_number()) << k;
  // The relative error is (predicted - measured) / measured.
  const double m = doc["error"]["jobs"][0]["measured_bw_bytes"].get<double>();
  const double p = doc["error"]["jobs"][0]["predicted_bw_bytes"].get<double>();
  EXPECT_NEAR(e["bw_bytes"].get<double>(), (p - m) / m, 1e-9);
  EXPECT_NEAR(doc["error"]["median_abs_bw_error"].get<double>(), std::fabs((p - m) / m), 1e-9);
  EXPECT_EQ(entries(d.path()), 1u); // only out.json
}

TEST(Replay, CommandWithoutDirectoryIsAUsageError)
{
  EXPECT_EQ(cmd_replay({"--name=t", "--rw=write", "--size=1M"}), 2);
}

TEST(Replay, RelativeError)
{
  EXPECT_DOUBLE_EQ(relative_error(100, 110), 0.1);
  EXPECT_DOUBLE_EQ(relative_error(100, 90), -0.1);
  EXPECT_TRUE(std::isnan(relative_error(0, 5)));
}

// ---- safety: each refusal names the job and the path, and writes nothing ----

TEST(ReplaySafety, ExistingFileRefused)
{
  TempDir d;
  std::ofstream(d / "t.0.0") << "precious";
  const std::string why = refusal({"--name=t", "--rw=write", "--size=1M"}, options(d.path()));
  EXPECT_NE(why.find("job 't'"), std::string::npos) << why;
  EXPECT_NE(why.find(d / "t.0.0"), std::string::npos) << why;
  EXPECT_NE(why.find("already exists"), std::string::npos) << why;
  EXPECT_EQ(entries(d.path()), 1u);
  std::ifstream in(d / "t.0.0");
  std::string s;
  in >> s;
  EXPECT_EQ(s, "precious");
}

// --allow-existing uses the file and keeps it afterwards.
TEST(ReplaySafety, AllowExistingKeepsTheFile)
{
  TempDir d;
  std::ofstream(d / "t.0.0") << "old";
  ReplayOptions o = options(d.path());
  o.safety.allow_existing = true;
  const ReplayOutcome r = replay({"--name=t", "--rw=write", "--bs=64k", "--size=1M"}, o);
  EXPECT_EQ(r.result.jobs[0].write.io_bytes, 1 * kMiB);
  EXPECT_TRUE(fs::exists(d / "t.0.0"));
}

TEST(ReplaySafety, AbsolutePathOutsideDirectoryRefused)
{
  TempDir d, other;
  const std::string target = other / "victim";
  const std::string why =
      refusal({"--name=outside", "--rw=write", "--size=1M", "--filename=" + target}, options(d.path()));
  EXPECT_NE(why.find("job 'outside'"), std::string::npos) << why;
  EXPECT_NE(why.find(target), std::string::npos) << why;
  EXPECT_NE(why.find("outside --directory"), std::string::npos) << why;
  EXPECT_NE(why.find("--allow-path"), std::string::npos) << why;
  EXPECT_EQ(entries(d.path()), 0u);
  EXPECT_EQ(entries(other.path()), 0u);
}

// --allow-path naming the path lets it through; the file is still created
// (O_EXCL) and removed by the replay.
TEST(ReplaySafety, AllowPathNamesIt)
{
  TempDir d, other;
  const std::string target = other / "scratch";
  ReplayOptions o = options(d.path());
  o.safety.allow_paths = {target};
  const ReplayOutcome r = replay({"--name=t", "--rw=write", "--bs=64k", "--size=1M", "--filename=" + target}, o);
  EXPECT_EQ(r.result.jobs[0].write.io_bytes, 1 * kMiB);
  EXPECT_EQ(entries(other.path()), 0u);
}

TEST(ReplaySafety, DotDotRefused)
{
  TempDir d;
  const std::string why = refusal({"--name=t", "--rw=write", "--size=1M", "--filename=../escape"}, options(d.path()));
  EXPECT_NE(why.find("outside --directory"), std::string::npos) << why;
  EXPECT_FALSE(fs::exists(fs::path(d.path()).parent_path() / "escape"));
}

// A symlink inside DIR that leads out of it is never followed: neither as a
// directory on the way nor as the file itself.
TEST(ReplaySafety, SymlinkEscapeRefused)
{
  TempDir d, other;
  fs::create_directory_symlink(other.path(), d / "link");
  std::string why = refusal({"--name=t", "--rw=write", "--size=1M", "--filename=link/f"}, options(d.path()));
  EXPECT_NE(why.find("symbolic link leads out"), std::string::npos) << why;
  EXPECT_EQ(entries(other.path()), 0u);

  fs::create_symlink(other / "target", d / "flink");
  why = refusal({"--name=t", "--rw=write", "--size=1M", "--filename=flink"}, options(d.path()));
  EXPECT_NE(why.find("symbolic link"), std::string::npos) << why;
  EXPECT_EQ(entries(other.path()), 0u);
  EXPECT_EQ(entries(d.path()), 2u); // the two links, nothing else
}

TEST(ReplaySafety, CharDeviceRefused)
{
  TempDir d;
  ReplayOptions o = options(d.path());
  o.safety.allow_paths = {"/dev/null"}; // even where the path is allowed, the device is not
  const std::string why = refusal({"--name=t", "--rw=write", "--size=1M", "--filename=/dev/null"}, o);
  EXPECT_NE(why.find("job 't'"), std::string::npos) << why;
  EXPECT_NE(why.find("/dev/null is a character device"), std::string::npos) << why;
  EXPECT_EQ(entries(d.path()), 0u);
}

TEST(ReplaySafety, BlockDeviceRefused)
{
  std::string dev;
  for (const char* cand : {"/dev/loop0", "/dev/vda", "/dev/sda", "/dev/nvme0n1", "/dev/ram0"}) {
    struct stat st {};
    if (lstat(cand, &st) == 0 && S_ISBLK(st.st_mode)) {
      dev = cand;
      break;
    }
  }
  if (dev.empty())
    GTEST_SKIP() << "no block device node found to be refused";
  TempDir d;
  ReplayOptions o = options(d.path());
  o.safety.allow_existing = true; // not enough for a block device
  o.safety.allow_paths = {dev};
  const std::string why = refusal({"--name=t", "--rw=write", "--size=1M", "--filename=" + dev}, o);
  EXPECT_NE(why.find(dev + " is a block device"), std::string::npos) << why;
  EXPECT_NE(why.find("--allow-block-device"), std::string::npos) << why;
}

TEST(ReplaySafety, NotEnoughSpaceSaysNeededAndAvailable)
{
  TempDir d;
  const std::string why = refusal({"--name=huge", "--rw=write", "--size=1P"}, options(d.path()));
  EXPECT_NE(why.find("not enough free space"), std::string::npos) << why;
  EXPECT_NE(why.find("needs 1075TiB"), std::string::npos) << why; // 1 PiB + 5%
  EXPECT_NE(why.find("available"), std::string::npos) << why;
  EXPECT_EQ(entries(d.path()), 0u);
}

// SIGINT stops every job at its next IO: partial results, error EINTR as
// fio reports it, and the scratch files are still removed.
TEST(ReplaySafety, SigintStopsCleanly)
{
  TempDir d;
  ReplayOutcome o;
  std::thread t([&] {
    o = replay({"--name=t", "--rw=write", "--bs=64k", "--size=8M", "--time_based", "--runtime=120"},
               options(d.path()));
  });
  // The handler is installed before the file is created.
  while (!fs::exists(d / "t.0.0"))
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  kill(getpid(), SIGINT);
  t.join();
  EXPECT_TRUE(o.partial);
  EXPECT_EQ(o.stop_errno, EINTR);
  EXPECT_EQ(o.result.jobs[0].error, EINTR);
  EXPECT_EQ(o.result.jobs[0].write.io_bytes % (64 * 1024), 0u);
  const nlohmann::json doc = replay_fio_json(o, "test");
  EXPECT_EQ(doc["partial"], true);
  EXPECT_EQ(doc["jobs"][0]["error"], 4);
  EXPECT_EQ(entries(d.path()), 0u);
}

// ENOSPC: a 2 MiB tmpfs and an 8 MiB job (the space check switched off so
// that the job meets the full filesystem). Needs root to mount; skipped
// otherwise.
TEST(ReplaySafety, EnospcStopsCleanly)
{
  TempDir d;
  if (geteuid() != 0 || mount("tmpfs", d.path().c_str(), "tmpfs", 0, "size=2m") != 0)
    GTEST_SKIP() << "cannot mount a small tmpfs here (" << std::strerror(errno) << ")";
  ReplayOptions opt = options(d.path());
  opt.check_space = false;
  ReplayOutcome o;
  try {
    o = replay({"--name=t", "--rw=write", "--bs=64k", "--size=8M"}, opt);
  } catch (...) {
    umount(d.path().c_str());
    throw;
  }
  const size_t left = entries(d.path());
  umount(d.path().c_str());
  EXPECT_TRUE(o.partial);
  EXPECT_EQ(o.stop_errno, ENOSPC);
  EXPECT_EQ(o.result.jobs[0].error, ENOSPC);
  EXPECT_LT(o.result.jobs[0].write.io_bytes, 8 * kMiB);
  EXPECT_TRUE(o.files_removed);
  EXPECT_EQ(left, 0u);
  const nlohmann::json doc = replay_fio_json(o, "test");
  EXPECT_EQ(doc["partial"], true);
  EXPECT_EQ(doc["jobs"][0]["error"], 28);
}

// A killed test run leaves its TempDir behind (no destructor runs): the next
// TempDir of the same prefix removes the directories whose creating process
// is gone, and leaves a live process's, and names it did not make, alone.
TEST(TestTempDir, RemovesOnlyDirectoriesOfProcessesThatAreGone)
{
  TempDir parent;
  const pid_t child = fork();
  ASSERT_GE(child, 0);
  if (child == 0)
    _exit(0);
  ASSERT_EQ(waitpid(child, nullptr, 0), child); // reaped: its pid names no process now
  const std::string dead = parent / ("p-" + std::to_string(child) + "-abc123");
  const std::string live = parent / ("p-" + std::to_string(getpid()) + "-def456");
  const std::string other = parent / "p-notapid-x";
  const std::string foreign = parent / ("q-" + std::to_string(child) + "-x");
  for (const auto& d : {dead, live, other, foreign})
    fs::create_directories(d + "/sub");
  wbsim::test::TempDir::remove_orphans("p", parent.path());
  EXPECT_FALSE(fs::exists(dead));
  EXPECT_TRUE(fs::exists(live));
  EXPECT_TRUE(fs::exists(other));
  EXPECT_TRUE(fs::exists(foreign));
}
