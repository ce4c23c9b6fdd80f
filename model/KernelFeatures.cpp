#include "KernelFeatures.hpp"

namespace wbsim {

const std::vector<FeatureRule>& feature_rules()
{
  // Merge versions: the release whose merge window took the change. Checked
  // against pull requests and git logs: the iomap large folio / copy chunk
  // pair (6.6), generic_perform_write chunks (6.11), the bcachefs order hint
  // (6.11), ext4 large folios (6.16), btrfs nowait (6.1) and one page per
  // iteration (6.13), folio bvecs (6.12), ext4 without FMODE_BUF_WASYNC. The
  // xfs nowait (6.0) and ioend rules (5.17, 6.9) were not rechecked.
  // btrfs's NOWAIT prealloc check and fuse's poll method were read in 6.18's
  // source and seen in its io_uring tracepoints (notes/benchmarks/uring-nowait-2026-12-02.md).
  static const std::vector<FeatureRule> rules = {
      {"pc.large_folios", "xfs", 606, "1", "0", "iomap: Create large folios in the buffered write path (d6bb59a9444d, iomap-6.6-merge)"},
      {"pc.large_folios", "bcachefs", 611, "1", "0",
       "bcachefs: set fgf order hint before starting a buffered write (seed 000; bcachefs pull for 6.11-rc1)"},
      {"pc.large_folios", "ext4", 616, "1", "0",
       "ext4: enable large folio for regular file (7ac67301e82f, applied for the 6.16 merge window)"},
      {"pc.large_folios", "btrfs", 0, "1", "0", "btrfs buffered writes use order-0 folios in this model (large data folios are experimental)"},
      {"fs.copy_chunk", "xfs", 606, "1", "0", "iomap: Copy larger chunks from userspace (5d8edfb900d5, iomap-6.6-merge)"},
      {"fs.copy_chunk", "ext4", 611, "1", "0",
       "filemap: Convert generic_perform_write() to support large folios (9aac777aaf94, 6.11)"},
      {"fs.iter_bytes", "btrfs", 613, "0", "2MiB",
       "btrfs_buffered_write takes up to 512 pages per iteration until 'btrfs: make buffered write to copy one page a time' (c87c299776e4, 6.13)"},
      {"fs.iter_bytes", "bcachefs", 0, "1MiB", "1MiB",
       "bch2_filemap_get_contig_folios_d creates folios up to 1 MiB past the start of each __bch2_buffered_write call"},
      {"pc.large_folios", "fuse", 0, "1", "0",
       "'fuse: enable large folios' is in no release through 7.0 (6.16 converted fuse to folios; the enable commit "
       "reached linux-next in 2026, approx.); set pc.large_folios=1 to model it"},
      {"fuse.iomap_dirty_blocks", "fuse", 617, "1", "0",
       "fuse: use iomap for buffered writes / fuse: use iomap for writeback, per-block dirty tracking (6.17)"},
      {"wb.ioend_max_folios", "xfs", 517, "4096", "0", "iomap: limit individual ioend chain lengths in writeback (5.17)"},
      {"wb.ioend_is_bio", "xfs", 609, "1", "0", "iomap: build ioends from bios: one ioend is one bio (6.9)"},
      {"fs.buf_wasync", "xfs", 600, "1", "0", "xfs: enable async buffered writes for io_uring, FMODE_BUF_WASYNC (6.0)"},
      {"fs.buf_wasync", "btrfs", 601, "1", "0", "btrfs: enable nowait async buffered writes (926078b21db9, 6.1)"},
      {"fs.buf_wasync", "ext4", 0, "1", "0",
       "ext4 does not set FMODE_BUF_WASYNC (ext4_file_operations: FOP_BUFFER_RASYNC only): io_uring punts every buffered write"},
      {"fs.buf_wasync", "bcachefs", 0, "1", "0", "bcachefs does not set FMODE_BUF_WASYNC: io_uring punts every buffered write"},
      {"fs.buf_wasync", "fuse", 0, "1", "0", "fuse does not set FMODE_BUF_WASYNC"},
      {"fs.nowait_prealloc", "btrfs", 601, "1", "0",
       "btrfs_write_check(): IOCB_NOWAIT writes return -EAGAIN unless the inode has PREALLOC or NODATACOW (with nowait "
       "buffered writes, 6.1)"},
      {"fs.poll", "fuse", 0, "1", "1", "fuse_file_operations.poll = fuse_file_poll: regular fuse files are pollable"},
      {"blk.folio_bvecs", "*", 612, "1", "0",
       "block: introduce folio awareness and add a bigger size from folio (seed 004 series 'block: add larger order folio instead of pages'; for-6.12/block)"},
  };
  return rules;
}

void apply_kernel_features(Params& params)
{
  const int kernel = static_cast<int>(params.kernel);
  for (const auto& r : feature_rules()) {
    if (std::string(r.fs) != "*" && params.fs() != fs_type_from_name(r.fs))
      continue;
    if (params.source(r.key) != "default" && params.source(r.key).rfind("kernel ", 0) != 0)
      continue; // set by the user: keep it
    const bool on = r.since > 0 && kernel >= r.since;
    params.set(r.key, on ? r.on_value : r.off_value,
               "kernel " + params.get_text("kernel") + " " + params.fs_type + ": " + r.why);
  }
}

} // namespace wbsim
