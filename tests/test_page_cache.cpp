// PageCache: byte accounting of dirty, writeback and clean data per file, the
// dirtied_when age periodic writeback expires on, round-robin choice of the
// next dirty inode, and reclaim of clean data (DESIGN §2 "Writeback").
#include "PageCache.hpp"

#include <gtest/gtest.h>

#include <string>

using namespace wbsim;

namespace {

constexpr double kKiB = 1024.0;
constexpr double kMiB = 1024.0 * kKiB;
constexpr double kGiB = 1024.0 * kMiB;

// dirty + writeback + clean, summed over the files, must equal the totals.
void expect_consistent(const PageCache& pc)
{
  double d = 0, w = 0, c = 0;
  for (size_t i = 0; i < pc.file_count(); ++i) {
    d += pc.file(i).dirty;
    w += pc.file(i).writeback;
    c += pc.file(i).clean;
    EXPECT_GE(pc.file(i).dirty, 0.0);
    EXPECT_GE(pc.file(i).writeback, 0.0);
    EXPECT_GE(pc.file(i).clean, 0.0);
  }
  EXPECT_DOUBLE_EQ(pc.dirty(), d);
  EXPECT_DOUBLE_EQ(pc.writeback(), w);
  EXPECT_DOUBLE_EQ(pc.clean(), c);
}

size_t open_seq(PageCache& pc, const std::string& path, double size)
{
  return pc.open(path, size, IoPattern::Sequential, 4096, 0);
}

// Writes `bytes` fresh, writes all of them back and completes: a fully clean file.
void write_and_clean(PageCache& pc, size_t id, double bytes, double now)
{
  pc.write(id, bytes, true, now);
  pc.start_writeback(id, bytes);
  pc.end_writeback(id, bytes);
}

} // namespace

TEST(PageCacheWrite, FreshWritesBecomeDirty)
{
  PageCache pc(8 * kGiB);
  const size_t id = open_seq(pc, "/data/f0", 1 * kGiB);
  // A first-pass write creates page cache that is dirty at once (__folio_mark_dirty).
  const WriteEffect e = pc.write(id, 1 * kMiB, true, 0.5);
  EXPECT_DOUBLE_EQ(e.inserted, 1 * kMiB);
  EXPECT_DOUBLE_EQ(e.from_clean, 0);
  EXPECT_DOUBLE_EQ(e.new_dirty, 1 * kMiB);
  pc.write(id, 3 * kMiB, true, 0.6);
  EXPECT_DOUBLE_EQ(pc.dirty(), 4 * kMiB);
  EXPECT_DOUBLE_EQ(pc.file(id).dirty, 4 * kMiB);
  EXPECT_DOUBLE_EQ(pc.writeback(), 0);
  EXPECT_DOUBLE_EQ(pc.clean(), 0);
  EXPECT_DOUBLE_EQ(pc.dirty_density(id), 4 * kMiB / kGiB); // dirty / file size
  expect_consistent(pc);
}

TEST(PageCacheWriteback, DirtyToWritebackToClean)
{
  PageCache pc(8 * kGiB);
  const size_t id = open_seq(pc, "/data/f0", 1 * kGiB);
  pc.write(id, 8 * kMiB, true, 0);
  // start: dirty -> writeback (folio_start_writeback).
  EXPECT_DOUBLE_EQ(pc.start_writeback(id, 3 * kMiB), 3 * kMiB);
  EXPECT_DOUBLE_EQ(pc.dirty(), 5 * kMiB);
  EXPECT_DOUBLE_EQ(pc.writeback(), 3 * kMiB);
  expect_consistent(pc);
  // end: writeback -> clean (folio_end_writeback).
  pc.end_writeback(id, 2 * kMiB);
  EXPECT_DOUBLE_EQ(pc.writeback(), 1 * kMiB);
  EXPECT_DOUBLE_EQ(pc.clean(), 2 * kMiB);
  EXPECT_DOUBLE_EQ(pc.dirty() + pc.writeback() + pc.clean(), 8 * kMiB); // nothing lost
  expect_consistent(pc);
  // A chunk larger than what is dirty takes only the dirty bytes (5 MiB).
  EXPECT_DOUBLE_EQ(pc.start_writeback(id, 64 * kMiB), 5 * kMiB);
  EXPECT_DOUBLE_EQ(pc.dirty(), 0);
  EXPECT_DOUBLE_EQ(pc.start_writeback(id, 64 * kMiB), 0); // nothing left
  // Completing more than is under writeback cannot create clean bytes from nothing.
  pc.end_writeback(id, 100 * kMiB);
  EXPECT_DOUBLE_EQ(pc.writeback(), 0);
  EXPECT_DOUBLE_EQ(pc.clean(), 8 * kMiB);
  expect_consistent(pc);
}

TEST(PageCacheWriteback, DirtiedWhenSetOnFirstDirtyingAndResetWhenClean)
{
  PageCache pc(8 * kGiB);
  const size_t id = open_seq(pc, "/data/f0", 1 * kGiB);
  EXPECT_EQ(pc.file(id).dirtied_when, -1.0); // clean: no age
  pc.write(id, 1 * kMiB, true, 2.0);
  EXPECT_EQ(pc.file(id).dirtied_when, 2.0); // __mark_inode_dirty: inode->dirtied_when = jiffies
  pc.write(id, 1 * kMiB, true, 7.0);
  EXPECT_EQ(pc.file(id).dirtied_when, 2.0); // redirtying a dirty inode keeps its age
  pc.start_writeback(id, 1 * kMiB);
  EXPECT_EQ(pc.file(id).dirtied_when, 2.0); // still 1 MiB dirty
  pc.start_writeback(id, 1 * kMiB);
  EXPECT_EQ(pc.file(id).dirtied_when, -1.0); // no dirty data left: off the dirty list
  pc.end_writeback(id, 2 * kMiB);
  pc.write(id, 4 * kKiB, true, 40.0);
  EXPECT_EQ(pc.file(id).dirtied_when, 40.0); // dirtied again: a new age
}

TEST(PageCacheNextDirty, RoundRobinOverFiles)
{
  PageCache pc(8 * kGiB);
  const size_t a = open_seq(pc, "/a", kGiB);
  const size_t b = open_seq(pc, "/b", kGiB);
  const size_t c = open_seq(pc, "/c", kGiB);
  EXPECT_FALSE(pc.next_dirty().has_value()); // nothing dirty
  pc.write(a, kMiB, true, 0);
  pc.write(b, kMiB, true, 0);
  pc.write(c, kMiB, true, 0);
  // writeback moves from inode to inode (b_io): a, b, c, then a again.
  EXPECT_EQ(pc.next_dirty(), a);
  EXPECT_EQ(pc.next_dirty(), b);
  EXPECT_EQ(pc.next_dirty(), c);
  EXPECT_EQ(pc.next_dirty(), a);
  // A file without dirty data is skipped.
  pc.start_writeback(b, kMiB);
  EXPECT_EQ(pc.next_dirty(), c);
  EXPECT_EQ(pc.next_dirty(), a);
  EXPECT_EQ(pc.next_dirty(), c);
}

TEST(PageCacheNextDirty, ExpiredBeforeFilter)
{
  PageCache pc(8 * kGiB);
  const size_t a = open_seq(pc, "/a", kGiB);
  const size_t b = open_seq(pc, "/b", kGiB);
  const size_t c = open_seq(pc, "/c", kGiB);
  pc.write(a, kMiB, true, 1.0);
  pc.write(b, kMiB, true, 10.0);
  pc.write(c, kMiB, true, 5.0);
  // Periodic writeback (wb_writeback with older_than_this): only inodes dirtied
  // at or before now - dirty_expire. Cutoff 6: a (1) and c (5), not b (10).
  EXPECT_EQ(pc.next_dirty(6.0), a);
  EXPECT_EQ(pc.next_dirty(6.0), c);
  EXPECT_EQ(pc.next_dirty(6.0), a);
  EXPECT_EQ(pc.next_dirty(5.0), c); // dirtied exactly at the cutoff counts
  EXPECT_FALSE(pc.next_dirty(0.5).has_value()); // none that old
  EXPECT_EQ(pc.next_dirty(), a);                // no filter: b is eligible again
  EXPECT_EQ(pc.next_dirty(), b);
}

TEST(PageCacheRewrite, CleanCachedFileTurnsDirtyWithoutInsertion)
{
  PageCache pc(8 * kGiB);
  const size_t id = open_seq(pc, "/data/f0", 1 * kMiB);
  write_and_clean(pc, id, 1 * kMiB, 0);
  ASSERT_DOUBLE_EQ(pc.clean(), 1 * kMiB);
  // The whole file is cached and clean: a rewrite finds its pages (no
  // filemap_add_folio) and only marks them dirty.
  const WriteEffect e = pc.write(id, 256 * kKiB, false, 3.0);
  EXPECT_DOUBLE_EQ(e.inserted, 0);
  EXPECT_DOUBLE_EQ(e.from_clean, 256 * kKiB);
  EXPECT_DOUBLE_EQ(e.new_dirty, 256 * kKiB);
  EXPECT_DOUBLE_EQ(pc.clean(), 768 * kKiB);
  EXPECT_DOUBLE_EQ(pc.dirty(), 256 * kKiB);
  EXPECT_DOUBLE_EQ(pc.dirty() + pc.clean(), 1 * kMiB); // the cache did not grow
  EXPECT_EQ(pc.file(id).dirtied_when, 3.0);
  expect_consistent(pc);
}

TEST(PageCacheRewrite, PartlyCachedAndDirtyFiles)
{
  PageCache pc(8 * kGiB);
  // Half the file cached clean: a rewrite hits clean pages with probability 1/2
  // and creates new page cache for the rest.
  const size_t half = open_seq(pc, "/half", 1 * kMiB);
  write_and_clean(pc, half, 512 * kKiB, 0);
  const WriteEffect e = pc.write(half, 256 * kKiB, false, 1.0);
  EXPECT_DOUBLE_EQ(e.from_clean, 128 * kKiB);
  EXPECT_DOUBLE_EQ(e.inserted, 128 * kKiB);
  EXPECT_DOUBLE_EQ(e.new_dirty, 256 * kKiB);
  // A fully dirty file: rewriting dirty pages dirties nothing new.
  const size_t dirty = open_seq(pc, "/dirty", 1 * kMiB);
  pc.write(dirty, 1 * kMiB, true, 0);
  const WriteEffect again = pc.write(dirty, 256 * kKiB, false, 1.0);
  EXPECT_DOUBLE_EQ(again.new_dirty, 0);
  EXPECT_DOUBLE_EQ(pc.file(dirty).dirty, 1 * kMiB);
  expect_consistent(pc);
}

// Reclaim (the Reclaimer actor) drops clean cache through drop_clean(): it can
// take at most the file's clean bytes, never dirty or writeback ones.
TEST(PageCacheReclaim, DropCleanTakesOnlyCleanBytes)
{
  PageCache pc(1 * kMiB);
  const size_t a = open_seq(pc, "/a", kGiB);
  const size_t b = open_seq(pc, "/b", kGiB);
  write_and_clean(pc, a, 512 * kKiB, 0); // 512 KiB clean
  pc.write(b, 1 * kMiB, true, 0);
  pc.start_writeback(b, 256 * kKiB); // 768 KiB dirty, 256 KiB writeback
  EXPECT_DOUBLE_EQ(pc.drop_clean(a, 2 * kMiB), 512 * kKiB);
  EXPECT_DOUBLE_EQ(pc.drop_clean(b, 2 * kMiB), 0);
  EXPECT_DOUBLE_EQ(pc.clean(), 0);
  EXPECT_DOUBLE_EQ(pc.dirty(), 768 * kKiB);
  EXPECT_DOUBLE_EQ(pc.writeback(), 256 * kKiB);
  expect_consistent(pc);
}

TEST(PageCacheReclaim, DropCleanPartially)
{
  PageCache pc(1 * kMiB);
  const size_t a = open_seq(pc, "/a", kGiB);
  write_and_clean(pc, a, 768 * kKiB, 0);
  EXPECT_DOUBLE_EQ(pc.drop_clean(a, 256 * kKiB), 256 * kKiB);
  EXPECT_DOUBLE_EQ(pc.file(a).clean, 512 * kKiB);
  EXPECT_DOUBLE_EQ(pc.drop_clean(a, -1), 0); // a negative request drops nothing
  expect_consistent(pc);
}

TEST(PageCacheOpen, FilesSharedByPath)
{
  PageCache pc(8 * kGiB);
  // Jobs naming the same file share one inode (and its page cache).
  const size_t a = pc.open("/data/shared", 1 * kGiB, IoPattern::Sequential, 4096, 0);
  const size_t b = pc.open("/data/shared", 2 * kGiB, IoPattern::Random, 65536, 0);
  const size_t c = pc.open("/data/other", 1 * kGiB, IoPattern::Random, 4096, 0);
  EXPECT_EQ(a, b);
  EXPECT_NE(a, c);
  EXPECT_EQ(pc.file_count(), 2u);
  EXPECT_EQ(pc.file(a).writers, 2);
  EXPECT_EQ(pc.file(c).writers, 1);
  EXPECT_DOUBLE_EQ(pc.file(a).size, 2 * kGiB); // the larger size wins
  EXPECT_EQ(pc.file(a).pattern, IoPattern::Sequential); // the first opener's layout
  pc.write(b, kMiB, true, 0);
  EXPECT_DOUBLE_EQ(pc.file(a).dirty, kMiB); // one inode
}

TEST(PageCacheFolios, AverageFolioSize)
{
  PageCache pc(8 * kGiB);
  const size_t id = open_seq(pc, "/f", kGiB);
  EXPECT_DOUBLE_EQ(pc.file(id).avg_folio_bytes(4096), 4096); // nothing created yet: a page
  pc.note_folios(id, 1, 2 * kMiB);
  pc.note_folios(id, 256, 1 * kMiB);
  // (2 MiB + 1 MiB) / 257 folios.
  EXPECT_DOUBLE_EQ(pc.file(id).avg_folio_bytes(4096), 3 * kMiB / 257);
}
