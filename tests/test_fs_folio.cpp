// Folio allocation fallback, the write-loop shapes of the filesystems (iomap
// copy chunk, btrfs 512-page iterations, bcachefs 1 MiB calls), the kernel
// version switches and the filesystem profiles: closed forms, many per process.
#include "FolioPolicy.hpp"
#include "KernelFeatures.hpp"
#include "Params.hpp"
#include "Profile.hpp"
#include "WriteCost.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <string>

using namespace wbsim;

namespace {

constexpr uint64_t kKiB = 1024;
constexpr uint64_t kMiB = 1024 * kKiB;
constexpr uint64_t kGiB = 1024 * kMiB;

double sec(const CpuWork& w, KFunc f)
{
  return w.seconds[static_cast<size_t>(f)];
}

FolioConfig failing(double p)
{
  FolioConfig c{Params{}};
  c.alloc_fail = p;
  c.stream_bytes = 512 * 1024; // cpu.copy_stream_bytes as on this project's VM (the default is none)
  return c;
}

// Sums the split of `total` bytes written sequentially in writes of `bs`.
FolioPolicy::Split file_split(const FolioPolicy& f, uint64_t total, uint64_t bs)
{
  FolioPolicy::Split sum;
  for (uint64_t pos = 0; pos < total; pos += bs) {
    const auto s = f.split(pos, bs, pos);
    sum.folios += s.folios;
    sum.pages += s.pages;
    sum.alloc_failures += s.alloc_failures;
    sum.large += s.large;
    sum.pages_stream += s.pages_stream;
  }
  return sum;
}

// Closed form of an aligned block of 2^n pages requested at order n when each
// attempt of order > 0 fails with probability p: either the order-n folio
// (1 - p), or a failure and both halves filled the same way one order lower:
//   G(n) = (1 - p) + 2p G(n-1), G(0) = 1  ->  G(n) = (1-p)(1 - q^n)/(1 - q) + q^n, q = 2p
//   H(n) = p (1 + 2 H(n-1)),   H(0) = 0   (failed attempts)
double folios_per_block(double p, int n)
{
  return n == 0 ? 1.0 : (1 - p) + 2 * p * folios_per_block(p, n - 1);
}
// Pages in folios of order >= 7 (512 KiB, cpu.copy_stream_bytes' default):
// S(n) = (1 - p) 2^n + 2p S(n-1) for n >= 7, 0 below.
double stream_pages_per_block(double p, int n)
{
  return n < 7 ? 0.0 : (1 - p) * std::ldexp(1.0, n) + 2 * p * stream_pages_per_block(p, n - 1);
}
// Of them, folios of order > 0: L(n) = (1 - p) + 2p L(n-1), L(0) = 0.
double large_per_block(double p, int n)
{
  return n == 0 ? 0.0 : (1 - p) + 2 * p * large_per_block(p, n - 1);
}
double failures_per_block(double p, int n)
{
  return n == 0 ? 0.0 : p * (1 + 2 * failures_per_block(p, n - 1));
}

Params resolved(const std::string& profile, const std::vector<std::string>& sets = {})
{
  Params p;
  apply_profile(profile, p);
  apply_overrides(sets, p);
  apply_kernel_features(p);
  return p;
}

} // namespace

// ---- Allocation failure fallback (mm/filemap.c __filemap_get_folio) ---------

TEST(FolioAllocFail, OneGiBOf2MiBWritesAtHalf)
{
  // 1 GiB in 2 MiB writes = 512 order-9 requests. p = 0.5: q = 1, so
  // G(9) = 0.5 * 9 + 1 = 5.5 folios and H(9) = 9 * 0.5 = 4.5 failed attempts
  // per block: 512 * 5.5 = 2816 insertions, 512 * 4.5 = 2304 failures.
  const FolioPolicy f{failing(0.5)};
  const auto s = file_split(f, kGiB, 2 * kMiB);
  EXPECT_NEAR(s.folios, 2816.0, 1e-9);
  EXPECT_NEAR(s.alloc_failures, 2304.0, 1e-9);
  EXPECT_EQ(s.pages, 262144.0); // the same pages, in smaller folios
  EXPECT_NEAR(folios_per_block(0.5, 9), 5.5, 1e-12);
}

TEST(FolioAllocFail, MatchesTheClosedFormForAnyP)
{
  for (double p : {0.0, 0.01, 0.1, 0.3, 0.7, 1.0}) {
    const FolioPolicy f{failing(p)};
    const auto s = file_split(f, kGiB, 2 * kMiB);
    const double q = 2 * p;
    const double g9 = std::abs(1 - q) < 1e-12 ? (1 - p) * 9 + 1 : (1 - p) * (1 - std::pow(q, 9)) / (1 - q) + std::pow(q, 9);
    EXPECT_NEAR(s.folios, 512 * g9, 1e-6 * 512 * g9) << "p=" << p;
    EXPECT_NEAR(s.folios, 512 * folios_per_block(p, 9), 1e-6 * 512 * g9) << "p=" << p;
    EXPECT_NEAR(s.alloc_failures, 512 * failures_per_block(p, 9), 1e-6 * (1 + 512 * failures_per_block(p, 9)))
        << "p=" << p;
    EXPECT_NEAR(s.pages_stream, 512 * stream_pages_per_block(p, 9), 1e-6 * (1 + 512 * stream_pages_per_block(p, 9)))
        << "p=" << p;
    // Every folio but the order-0 ones is large (pc.lru_add_large).
    EXPECT_NEAR(s.large, 512 * large_per_block(p, 9), 1e-6 * (1 + 512 * large_per_block(p, 9))) << "p=" << p;
    EXPECT_NEAR(s.folios - s.large, 512 * (folios_per_block(p, 9) - large_per_block(p, 9)), 1e-6 * 512 * g9)
        << "p=" << p;
  }
  // The ends: p = 0 is the deterministic 512 order-9 folios; p = 1 leaves only
  // order 0: 262144 folios after 2^9 - 1 = 511 failed attempts per block.
  EXPECT_EQ(file_split(FolioPolicy{failing(0)}, kGiB, 2 * kMiB).folios, 512.0);
  EXPECT_NEAR(file_split(FolioPolicy{failing(1)}, kGiB, 2 * kMiB).folios, 262144.0, 1e-6);
  EXPECT_NEAR(file_split(FolioPolicy{failing(1)}, kGiB, 2 * kMiB).alloc_failures, 512.0 * 511, 1e-6);
}

TEST(FolioAllocFail, OneWriteOfManyBlocks)
{
  // One 16 MiB write: 8 whole order-9 blocks, each filled independently
  // (no folio crosses a 2 MiB boundary): 8 G(9).
  const double p = 0.2;
  const FolioPolicy f{failing(p)};
  EXPECT_NEAR(f.split(0, 16 * kMiB).folios, 8 * folios_per_block(p, 9), 1e-9);
  // 8 KiB at 0 asks order 1: one folio (1 - p) or two pages (p): 1 + p folios, p failures.
  const auto s = f.split(0, 8 * kKiB);
  EXPECT_NEAR(s.folios, 1 + p, 1e-12);
  EXPECT_NEAR(s.alloc_failures, p, 1e-12);
  EXPECT_NEAR(s.large, 1 - p, 1e-12); // the order-1 folio when it did not fail
  // Order-0 requests never fail: 4 KiB writes are unaffected.
  EXPECT_EQ(f.split(0, 4 * kKiB).folios, 1.0);
  EXPECT_EQ(f.split(0, 4 * kKiB).alloc_failures, 0.0);
}

TEST(FolioAllocFail, CostChargesEachFailureAndEachFolio)
{
  // 2 MiB write, p = 0.5: 5.5 folios and 4.5 failed attempts.
  Params p;
  p.set("pc.alloc_fail", "0.5");
  const WriteCost c(p);
  const WriteShape s = c.shape(0, 2 * kMiB, 0, 0.0);
  EXPECT_NEAR(s.folios_new, 5.5, 1e-9);
  EXPECT_NEAR(s.alloc_failures, 4.5, 1e-9);
  const CpuWork w = c.cost(s);
  // filemap_alloc_folio: 5.5 * 0.25 us + 4.5 * 1 us = 5.875 us.
  EXPECT_NEAR(sec(w, KFunc::FolioAlloc), 5.5 * 0.25e-6 + 4.5 * 1e-6, 1e-15);
  // One iteration (and throttle call) per folio with fs.copy_chunk: 5.5.
  EXPECT_NEAR(sec(w, KFunc::Throttle), 5.5 * 0.05e-6, 1e-15);
}

// ---- Write-loop shapes --------------------------------------------------------

TEST(WriteLoop, IomapCopyChunkThrottleCalls)
{
  // fs.copy_chunk (iomap 6.6+): one chunk per folio, balance_dirty_pages_ratelimited
  // once per chunk. A 16 MiB write at 0 is 8 order-9 folios: 8 calls; a 1 MiB
  // write one order-8 folio: 1 call.
  Params on;
  const WriteCost c(on);
  EXPECT_EQ(c.shape(0, 16 * kMiB, 0, 0).iterations, 8.0);
  EXPECT_EQ(c.shape(0, kMiB, 0, 0).iterations, 1.0);
  EXPECT_NEAR(sec(c.cost(c.shape(0, 16 * kMiB, 0, 0)), KFunc::Throttle), 8 * 0.05e-6, 1e-18);
  // Before 6.6 (chunk = PAGE_SIZE): 16 MiB / 4 KiB = 4096 chunks, each with
  // write_begin/write_end and a throttle call, even into large folios.
  Params off;
  off.set("fs.copy_chunk", "0");
  const WriteCost o(off);
  const WriteShape s = o.shape(0, 16 * kMiB, 0, 0);
  EXPECT_EQ(s.iterations, 4096.0);
  EXPECT_EQ(s.folios_touched, 4096.0);
  EXPECT_EQ(s.folios_new, 8.0); // the folios are still large
  const CpuWork w = o.cost(s);
  EXPECT_NEAR(sec(w, KFunc::Throttle), 4096 * 0.05e-6, 1e-15);
  EXPECT_NEAR(sec(w, KFunc::WriteBeginEnd), 4096 * 0.15e-6, 1e-15);
}

TEST(WriteLoop, BtrfsIterationsOf512Pages)
{
  // btrfs <= 6.12: up to 512 pages (2 MiB) per iteration, order-0 folios.
  const Params p = resolved("fs-btrfs", {"kernel=6.12"});
  EXPECT_EQ(p.fs_iter_bytes, 2.0 * kMiB);
  EXPECT_FALSE(p.pc_large_folios);
  const WriteCost c(p);
  // 16 MiB in one write: 16 MiB / 2 MiB = 8 iterations; in 1 MiB writes: 16.
  EXPECT_EQ(c.shape(0, 16 * kMiB, 0, 0).iterations, 8.0);
  EXPECT_EQ(c.shape(0, kMiB, 0, 0).iterations, 1.0);
  EXPECT_EQ(c.shape(0, 3 * kMiB, 0, 0).iterations, 2.0);          // 512 + 256 pages
  EXPECT_EQ(c.shape(4 * kKiB, kMiB, 0, 0).iterations, 1.0);       // pages 1..256: one batch
  EXPECT_EQ(c.shape(4 * kKiB, 2 * kMiB, 0, 0).iterations, 1.0);   // page-aligned: 512 pages
  EXPECT_EQ(c.shape(512, 2 * kMiB, 0, 0).iterations, 2.0);        // 2 MiB - 512 B, then 512 B
  // CPU of the fixed per-iteration work (fs.write_iter = 3 us in fs-btrfs):
  // 16 MiB as one write: 8 * 3 = 24 us; as 16 writes of 1 MiB: 16 * 3 = 48 us.
  const double one = sec(c.cost(c.shape(0, 16 * kMiB, 0, 0)), KFunc::FsIter);
  const double many = 16 * sec(c.cost(c.shape(0, kMiB, 0, 0)), KFunc::FsIter);
  EXPECT_NEAR(one, 24e-6, 1e-15);
  EXPECT_NEAR(many, 48e-6, 1e-15);
  // Per call the rest differs by the syscall and write_call: 15 more of each.
  const double t_one = c.cost(c.shape(0, 16 * kMiB, 0, 0)).total();
  const double t_many = 16 * c.cost(c.shape(0, kMiB, 0, 0)).total();
  EXPECT_NEAR(t_many - t_one, 15 * (p.cpu_syscall + p.fs_write_call) + 8 * (p.fs_write_iter + p.throttle_call), 1e-12);
}

TEST(WriteLoop, BtrfsFrom613OneFolioPerIteration)
{
  // 6.13 ('btrfs: make buffered write to copy one page a time'): every 4 KiB
  // order-0 folio is its own iteration: 1 MiB = 256 iterations, 256 * 3 us.
  const Params p = resolved("fs-btrfs", {"kernel=6.13"});
  EXPECT_EQ(p.fs_iter_bytes, 0.0);
  const WriteCost c(p);
  const WriteShape s = c.shape(0, kMiB, 0, 0);
  EXPECT_EQ(s.iterations, 256.0);
  EXPECT_NEAR(sec(c.cost(s), KFunc::FsIter), 256 * 3e-6, 1e-15);
}

TEST(WriteLoop, BcachefsOneMiBPerCallAndOrderHint)
{
  // With the order hint (6.11+): a 128 KiB write is one order-5 folio in one
  // call; 4 MiB asks order 9: a 2 MiB folio ends the call (it starts < 1 MiB
  // past the call start), so two calls.
  const Params hint = resolved("fs-bcachefs", {"kernel=6.11"});
  EXPECT_TRUE(hint.pc_large_folios);
  EXPECT_EQ(hint.fs_iter_bytes, 1.0 * kMiB);
  const WriteCost c(hint);
  EXPECT_EQ(c.shape(0, 128 * kKiB, 0, 0).iterations, 1.0);
  EXPECT_EQ(c.shape(0, 128 * kKiB, 0, 0).folios_new, 1.0);
  EXPECT_EQ(c.shape(0, 4 * kMiB, 0, 0).iterations, 2.0);
  // Without it (6.10): order-0 folios, 1 MiB (256 folios) per call: 4 calls, 1024 folios.
  const Params none = resolved("fs-bcachefs", {"kernel=6.10"});
  EXPECT_FALSE(none.pc_large_folios);
  const WriteCost n(none);
  EXPECT_EQ(n.shape(0, 4 * kMiB, 0, 0).iterations, 4.0);
  EXPECT_EQ(n.shape(0, 4 * kMiB, 0, 0).folios_new, 1024.0);
  EXPECT_EQ(n.shape(0, 128 * kKiB, 0, 0).folios_new, 32.0); // seed 000's 128 KiB writes
}

TEST(WriteLoop, Ext4PerBlockWork)
{
  // ext4's buffer heads keep per-4 KiB work inside large folios: 1 MiB = 256
  // blocks * fs.write_page (0.55 us in fs-ext4, from Zhang Yi's published
  // table) = 141 us, large folios or not.
  const Params p = resolved("fs-ext4", {"kernel=6.16"});
  EXPECT_TRUE(p.pc_large_folios);
  EXPECT_DOUBLE_EQ(p.fs_write_page, 0.55e-6);
  const WriteCost c(p);
  EXPECT_NEAR(sec(c.cost(c.shape(0, kMiB, 0, 0)), KFunc::FsBlock), 256 * 0.55e-6, 1e-15);
  EXPECT_EQ(c.shape(0, kMiB, 0, 0).folios_new, 1.0);
}

// ---- Kernel version switches ---------------------------------------------------

TEST(KernelSwitches, EachFollowsItsMergeVersion)
{
  auto at = [](const std::string& fs, const std::string& kernel) {
    return resolved("default", {"fs.type=" + fs, "kernel=" + kernel});
  };
  // iomap large folios and copy chunk: 6.6.
  EXPECT_FALSE(at("xfs", "6.5").pc_large_folios);
  EXPECT_FALSE(at("xfs", "6.5").fs_copy_chunk);
  EXPECT_TRUE(at("xfs", "6.6").pc_large_folios);
  EXPECT_TRUE(at("xfs", "6.6").fs_copy_chunk);
  // ext4: generic_perform_write chunks 6.11, large folios 6.16, never BUF_WASYNC.
  EXPECT_FALSE(at("ext4", "6.10").fs_copy_chunk);
  EXPECT_TRUE(at("ext4", "6.11").fs_copy_chunk);
  EXPECT_FALSE(at("ext4", "6.15").pc_large_folios);
  EXPECT_TRUE(at("ext4", "6.16").pc_large_folios);
  EXPECT_FALSE(at("ext4", "6.16").fs_buf_wasync);
  // bcachefs order hint: 6.11.
  EXPECT_FALSE(at("bcachefs", "6.10").pc_large_folios);
  EXPECT_TRUE(at("bcachefs", "6.11").pc_large_folios);
  // btrfs: 512-page iterations through 6.12, nowait from 6.1.
  EXPECT_EQ(at("btrfs", "6.6").fs_iter_bytes, 2.0 * kMiB);
  EXPECT_EQ(at("btrfs", "6.12").fs_iter_bytes, 2.0 * kMiB);
  EXPECT_EQ(at("btrfs", "6.13").fs_iter_bytes, 0.0);
  EXPECT_FALSE(at("btrfs", "6.0").fs_buf_wasync);
  EXPECT_TRUE(at("btrfs", "6.1").fs_buf_wasync);
  // btrfs_write_check: NOWAIT needs PREALLOC/NODATACOW, with nowait writes (6.1).
  EXPECT_FALSE(at("btrfs", "6.0").fs_nowait_prealloc);
  EXPECT_TRUE(at("btrfs", "6.1").fs_nowait_prealloc);
  EXPECT_FALSE(at("xfs", "6.18").fs_nowait_prealloc);
  // Only fuse's regular files have a poll method.
  EXPECT_TRUE(at("fuse", "6.18").fs_poll);
  EXPECT_FALSE(at("ext4", "6.18").fs_poll);
  EXPECT_FALSE(at("btrfs", "6.18").fs_poll);
  // Folio bvecs in bio_iov_iter_get_pages: 6.12.
  EXPECT_FALSE(at("xfs", "6.11").blk_folio_bvecs);
  EXPECT_TRUE(at("xfs", "6.12").blk_folio_bvecs);
  // The source names the change.
  EXPECT_NE(at("btrfs", "6.12").source("fs.iter_bytes").find("6.13"), std::string::npos);
}

TEST(KernelSwitches, EachCanBeSetAlone)
{
  // A switch set by the user stays; the others still follow the kernel.
  const Params p = resolved("default", {"kernel=6.12", "fs.copy_chunk=0"});
  EXPECT_FALSE(p.fs_copy_chunk);
  EXPECT_TRUE(p.pc_large_folios);
  EXPECT_EQ(p.source("fs.copy_chunk"), "--set");
  const Params b = resolved("fs-bcachefs", {"kernel=6.10", "pc.large_folios=1"});
  EXPECT_TRUE(b.pc_large_folios); // the order hint alone on an older kernel
  EXPECT_EQ(b.fs_iter_bytes, 1.0 * kMiB);
  const Params r = resolved("fs-btrfs", {"kernel=6.6", "fs.iter_bytes=0"});
  EXPECT_EQ(r.fs_iter_bytes, 0.0);
  EXPECT_TRUE(r.fs_buf_wasync);
  const Params e = resolved("fs-ext4", {"kernel=6.12", "pc.large_folios=1"});
  EXPECT_TRUE(e.pc_large_folios);
  EXPECT_TRUE(e.fs_copy_chunk);
}

// ---- Filesystem profiles --------------------------------------------------------

TEST(FsProfiles, EachSetsItsTypeAndCosts)
{
  const Params x = resolved("fs-xfs");
  const Params d = resolved("default");
  EXPECT_EQ(x.fs_type, "xfs");
  // fs-xfs restates the built-in numbers.
  EXPECT_EQ(x.fs_write_call, d.fs_write_call);
  EXPECT_EQ(x.fs_write_folio, d.fs_write_folio);
  EXPECT_EQ(x.fs_fsync_cpu, d.fs_fsync_cpu);
  EXPECT_EQ(x.fs_log_write, d.fs_log_write);
  EXPECT_EQ(resolved("fs-ext4").fs_type, "ext4");
  EXPECT_NEAR(resolved("fs-btrfs").fs_write_iter, 3e-6, 1e-18);
  EXPECT_EQ(resolved("fs-bcachefs").fs_type, "bcachefs");
}

TEST(FsProfiles, PlusCombinesAMachineAndAFilesystem)
{
  Params p;
  EXPECT_EQ(apply_profile("workstation-gen3+fs-btrfs", p), "workstation-gen3+fs-btrfs");
  EXPECT_EQ(p.cpu_cores, 8.0);   // from workstation-gen3
  EXPECT_EQ(p.fs_type, "btrfs"); // from fs-btrfs
  EXPECT_NE(p.source("fs.type").find("fs-btrfs.profile"), std::string::npos);
  Params q;
  try {
    apply_profile("workstation-gen3++fs-btrfs", q);
    FAIL() << "an empty name in a '+' list must be an error";
  } catch (const ProfileError& e) {
    EXPECT_NE(std::string(e.what()).find("empty name"), std::string::npos) << e.what();
  }
  EXPECT_THROW(apply_profile("workstation-gen3+nope", q), ProfileError);
}

// ---- Streams of writes smaller than a page -------------------------------------

TEST(WriteStream, SubPageSequentialWritesInsertEachPageOnce)
{
  // 512-byte writes back to back: 8 share each 4 KiB page and only the first
  // inserts it, so a write dirties 512 new bytes and 1/8 folio on average
  // (it used to count a whole new page per write: 8x the file in the cache).
  const Params p;
  const WriteCost c(p);
  const WriteShape s = c.sequential_shape(0, 512, 512, 0, 0.0);
  EXPECT_DOUBLE_EQ(s.bytes_new_dirty, 512.0);
  EXPECT_DOUBLE_EQ(s.folios_new, 1.0 / 8);
  EXPECT_DOUBLE_EQ(s.bytes, 512.0);
  // Mid-stream (the previous write ended at 3584) the mean is the same.
  EXPECT_DOUBLE_EQ(c.sequential_shape(4096, 512, 512, 3584, 0.0).bytes_new_dirty, 512.0);
  // write:4k (512 bytes, then a 4 KiB hole): every write lands on a page of
  // its own (offsets 4608 i, i < 8, stay inside page i), so each inserts 4096.
  EXPECT_DOUBLE_EQ(c.sequential_shape(0, 512, 4608, 0, 0.0).bytes_new_dirty, 4096.0);
  // Page-aligned streams are shape() itself.
  EXPECT_DOUBLE_EQ(c.sequential_shape(0, 65536, 65536, 0, 0.0).bytes_new_dirty,
                   c.shape(0, 65536, 0, 0.0).bytes_new_dirty);
}

TEST(WriteStream, SubPageRandomBlocksFillTheFilePageByPage)
{
  const Params p;
  const WriteCost c(p);
  // One block: a new page unless its page is present (the file's cached share).
  EXPECT_DOUBLE_EQ(c.random_block_shape(512, 0.0).bytes_new_dirty, 4096.0);
  EXPECT_DOUBLE_EQ(c.random_block_shape(512, 0.5).bytes_new_dirty, 2048.0);
  // A 32 KiB file (8 pages) written as 64 random 512-byte blocks in one batch:
  // the uncached share falls by q = 7/8 per write, so the batch inserts
  // 32768 (1 - (7/8)^64) bytes in all: the file, less 2e-4 of it.
  const WriteShape s = c.random_block_shape(512, 0.0, 64, 32768);
  EXPECT_NEAR(s.bytes_new_dirty * 64, 32768 * (1 - std::pow(7.0 / 8, 64)), 1e-6);
  // Blocks of a page or more never share pages.
  EXPECT_DOUBLE_EQ(c.random_block_shape(8192, 0.9).bytes_new_dirty, 8192.0);
}

// A profile sets each parameter once: a second value would silently win (a
// calibration once wrote pc.lru_batch_move twice, the rewrites' value last).
// Both places are named; stacking profiles with '+' still overrides.
TEST(Profiles, AKeySetTwiceIsAnError)
{
  Params p;
  try {
    apply_profile_text("[dev]\nwrite_bw=1GB/s\n[pc]\nadd_folio=1us\n[dev]\nwrite_bw=2GB/s\n", "twice.profile", p);
    FAIL() << "accepted dev.write_bw twice";
  } catch (const ProfileError& e) {
    const std::string m = e.what();
    EXPECT_NE(m.find("twice.profile:6: dev.write_bw is set twice in this profile (first at twice.profile:2)"),
              std::string::npos)
        << m;
  }
}
