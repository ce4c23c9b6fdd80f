// ExtentTree: the extent count of one ext4 file that fio laid out
// preallocated (unwritten extents) while sequential O_DIRECT writes fill it,
// and when that count makes ext4 allocate or free the extent tree's leaf.
// Pure state, no SimGrid.
//
// ext4 gives each IO's range an unwritten extent of its own at submission
// (ext4_split_convert_extents with EXT4_GET_BLOCKS_PRE_IO, which does not
// merge), and at completion converts it and merges it with written
// neighbours (ext4_convert_unwritten_extents_endio). The inode's i_block
// holds 4 extents: a fifth needs a leaf block (ext4_ext_grow_indepth), and
// once merges bring the count back to 4, ext4_ext_try_to_merge_up frees the
// leaf. With IOs in flight the count hovers around 4: measured on this
// project's VM (Linux 6.18, 96 MiB fresh file, 16 KiB sequential O_DIRECT,
// io_uring), ext4:ext4_free_blocks fired 6 times at QD1, 116 at QD2, 364 at
// QD4 and 428 at QD8 for 6144 IOs, each one a synchronous discard when the
// filesystem is mounted with -o discard (ext4_free_blocks ->
// blkdev_issue_discard -> submit_bio_wait, in the dio completion worker).
#pragma once

#include <cstdint>
#include <vector>

namespace wbsim {

class ExtentTree {
public:
  // ext4's limits: an initialized extent covers at most 32768 blocks, an
  // unwritten one 32767 (EXT_INIT_MAX_LEN, EXT_UNWRITTEN_MAX_LEN); the
  // inode's i_block holds 4 extents.
  static constexpr uint64_t kMaxWritten = 32768;
  static constexpr uint64_t kMaxUnwritten = 32767;
  static constexpr int kInodeExtents = 4;

  // A file of `ios` IOs of `blocks_per_io` filesystem blocks each, all unwritten.
  ExtentTree(uint64_t ios, uint64_t blocks_per_io);

  // IO `index` (its place in the file) is submitted; IOs are submitted in
  // order. Returns true when this split allocates the leaf block.
  bool split(uint64_t index);
  // IO `index` completed and is converted. Returns true when the merge frees the leaf block.
  bool convert(uint64_t index);

  int extents() const;
  bool has_leaf() const { return leaf_; }

private:
  uint64_t ios_;
  uint64_t bpi_;
  uint64_t next_ = 0;          // IOs submitted
  uint64_t prefix_ = 0;        // IOs converted from the start without a gap
  std::vector<bool> converted_; // for [prefix_, next_), indexed from prefix_
  bool leaf_ = false;
  bool update_leaf(); // sets leaf_ from extents(); true when it changed
};

} // namespace wbsim
