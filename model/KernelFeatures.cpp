#include "KernelFeatures.hpp"

namespace wbsim {

const std::vector<FeatureRule>& feature_rules()
{
  // Merge versions: the release whose merge window took the change. Those
  // marked "approx." are from memory of the mailing lists and should be
  // checked against the git history before a result depends on them.
  static const std::vector<FeatureRule> rules = {
      {"pc.large_folios", "xfs", 606, "1", "0", "iomap: Create large folios in the buffered write path (6.6)"},
      {"pc.large_folios", "bcachefs", 611, "1", "0", "bcachefs: set fgf order hint before starting a buffered write (seed 000; approx. 6.11)"},
      {"pc.large_folios", "ext4", 616, "1", "0", "ext4: enable large folio for regular file (approx. 6.16)"},
      {"pc.large_folios", "btrfs", 0, "1", "0", "btrfs buffered writes use order-0 folios in this model"},
      {"pc.large_folios", "fuse", 0, "1", "0",
       "'fuse: enable large folios' is in no release through 7.0 (6.16 converted fuse to folios; the enable commit "
       "reached linux-next in 2026, approx.); set pc.large_folios=1 to model it"},
      {"fuse.iomap_dirty_blocks", "fuse", 617, "1", "0",
       "fuse: use iomap for buffered writes / fuse: use iomap for writeback, per-block dirty tracking (6.17)"},
      {"wb.ioend_max_folios", "xfs", 517, "4096", "0", "iomap: limit individual ioend chain lengths in writeback (5.17)"},
      {"wb.ioend_is_bio", "xfs", 609, "1", "0", "iomap: build ioends from bios: one ioend is one bio (6.9)"},
      {"fs.buf_wasync", "xfs", 600, "1", "0", "xfs: enable async buffered writes for io_uring, FMODE_BUF_WASYNC (6.0)"},
      {"fs.buf_wasync", "btrfs", 601, "1", "0", "btrfs: enable nowait async buffered writes (6.1)"},
      {"fs.buf_wasync", "ext4", 602, "1", "0", "ext4: FMODE_BUF_WASYNC for io_uring buffered writes (approx. 6.2)"},
      {"fs.buf_wasync", "bcachefs", 0, "1", "0", "bcachefs does not set FMODE_BUF_WASYNC: io_uring punts every buffered write"},
      {"fs.buf_wasync", "fuse", 0, "1", "0", "fuse does not set FMODE_BUF_WASYNC"},
      {"blk.folio_bvecs", "*", 614, "1", "0", "block: add larger order folio instead of pages (seed 004; approx. 6.14)"},
  };
  return rules;
}

void apply_kernel_features(Params& params)
{
  const int kernel = static_cast<int>(params.kernel);
  for (const auto& r : feature_rules()) {
    if (std::string(r.fs) != "*" && params.fs_type != r.fs)
      continue;
    if (params.source(r.key) != "default" && params.source(r.key).rfind("kernel ", 0) != 0)
      continue; // set by the user: keep it
    const bool on = r.since > 0 && kernel >= r.since;
    params.set(r.key, on ? r.on_value : r.off_value,
               "kernel " + params.get_text("kernel") + " " + params.fs_type + ": " + r.why);
  }
}

} // namespace wbsim
