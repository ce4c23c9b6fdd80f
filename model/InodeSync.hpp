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
  // Whether a sync of `kind` on filesystem `fs` must write the inode.
  bool must_write(FsType fs, SyncKind kind) const;
  // The sync wrote it: nothing is left for the next one.
  void written() { data_ = time_ = false; }

private:
  double mtime_tick_ = -1; // the tick mtime holds; -1 before the first write
  bool time_ = false;      // mtime changed since the inode was last written
  bool data_ = false;      // an fdatasync must write it too
};

} // namespace wbsim
