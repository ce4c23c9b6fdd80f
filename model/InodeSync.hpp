// InodeSync: what an fsync or fdatasync must write beyond the file's data.
// ext4 and XFS write the inode (ext4: the inode block, or a jbd2 commit with
// a journal; XFS: a log force) only when it holds changes the sync must
// persist, and otherwise issue the device cache flush alone:
// - fdatasync: changes that reach the data (allocation, unwritten extents
//   converted, size): ext4's i_datasync_tid / I_DIRTY_DATASYNC, XFS's
//   ili_fsync_fields other than XFS_ILOG_TIMESTAMP;
// - fsync: those, or a new mtime. write() sets mtime from the coarse clock
//   (current_time(): one value per kernel tick, 1/CONFIG_HZ), so an overwrite
//   dirties the inode once per tick, not once per write.
// Traced on this project's VM (ext4, kernel 6.18, HZ=250; 2026-12-06): 256
// 4 KiB overwrites with fsync=1 made 255 flushes and 17 inode writes; into
// fio's fresh (unwritten) layout, 256 of each. btrfs and bcachefs log the new
// extents of every copy-on-write overwrite, and FUSE sends FUSE_FSYNC: they
// always write. Pure; JobThread keeps one per file (SimContext::inodes).
//
// ext4 also writes the extent-tree blocks the conversions dirtied, before
// the inode. Random writes into fio's unwritten layout split its extents:
// with a share w of the file's u IO-sized pieces written at random, written
// and unwritten runs alternate, 1 + 2 u w (1 - w) extents in expectation,
// beyond the inode's 4 in leaves of kLeafExtents; n conversions since the
// last sync touch L (1 - (1 - 1/L)^n) of L leaves. Traced (fio, 4 KiB random
// O_DIRECT libaio qd8 into a fresh 32 MiB file, fsync=64, 2026-12-06): at
// mid-run each fsync wrote 15 leaf blocks together, then the inode, then
// flushed; this gives 17.5. With fdatasync after every 8 KiB write: 2
// metadata writes per sync (a leaf and the inode). Sequential writes keep
// the extents in the inode: the inode alone.
#pragma once

#include "Params.hpp"
#include "SyncSchedule.hpp"

namespace wbsim {

class InodeSync {
public:
  // A write at `now`: file_update_time() with timestamps of `tick` seconds
  // (0: fine-grained, every write changes mtime).
  void wrote(double now, double tick);
  // Blocks were allocated or unwritten extents converted under the file.
  void allocated() { data_ = true; }
  // `n` of the file's `units` IO-sized pieces converted at random, with a
  // share `written` of them written before (the extents split).
  void converted_random(double units, double written, double n);
  // The extent-tree leaves a sync writes before the inode (ext4).
  double extent_blocks() const;
  // Extents in a 4 KiB leaf: (4096 - 12) / 12 = 340 (ext4_ext_space_block),
  // 69% full after random insertions (ln 2, Yao's B-tree occupancy).
  static constexpr double kLeafExtents = 340 * 0.69;
  // Whether a sync of `kind` on filesystem `fs` must write the inode.
  bool must_write(FsType fs, SyncKind kind) const;
  // The sync wrote it: nothing is left for the next one.
  void written()
  {
    data_ = time_ = false;
    conversions_ = 0;
  }

private:
  double mtime_tick_ = -1; // the tick mtime holds; -1 before the first write
  bool time_ = false;      // mtime changed since the inode was last written
  bool data_ = false;      // an fdatasync must write it too
  double leaves_ = 0;      // extent-tree leaves now (0: the extents fit in the inode)
  double conversions_ = 0; // random conversions since the inode was last written
};

} // namespace wbsim
