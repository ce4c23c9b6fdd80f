#include "WriteCost.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace wbsim {

const char* kfunc_name(KFunc f, FsType fs)
{
  static const char* const names[kKFuncCount] = {
      "syscall",        "xfs_file_buffered_write", "filemap_alloc_folio", "prep_new_page",
      "filemap_add_folio", "__folio_mark_dirty",   "iomap_write_begin/end", "copy_from_user",
      "balance_dirty_pages", "folio_start_writeback", "submit_bio",       "nvme_queue_rq/irq",
      "folio_end_writeback", "iomap_finish_ioend", "iomap_dio_rw",        "bio_iov_iter_get_pages",
      "xfs_file_fsync",  "shrink_folio_list", "io_wq_submit_work", "bvec_try_merge_page",
      "nvme_pci_setup_prps", "fs_write_iter", "fs_write_block", "fuse_send_write", "fuse_daemon",
      "convert_unwritten_extents", "host_fault_in (cold memory)", "pin_user_pages_fast", "engine_submit_reap",
      "invalidate_mapping_pages", "io_queue_async", "virtqueue_notify", "split_unwritten_extent",
      "ttwu_queue_wakelist (IPI)"};
  // The functions each filesystem runs instead of XFS's (6.12-6.18 names).
  struct FsName {
    FsType fs;
    KFunc f;
    const char* name;
  };
  static const FsName fs_names[] = {
      {FsType::Ext4, KFunc::FsWrite, "ext4_buffered_write_iter"},
      {FsType::Ext4, KFunc::WriteBeginEnd, "ext4_da_write_begin/end"},
      {FsType::Ext4, KFunc::FsBlock, "ext4_da_get_block_prep"},
      {FsType::Ext4, KFunc::Fsync, "ext4_sync_file"},
      {FsType::Ext4, KFunc::IoendComplete, "ext4_end_bio"},
      {FsType::Ext4, KFunc::Unwritten, "ext4_convert_unwritten_extents"},
      {FsType::Ext4, KFunc::UnwrittenSplit, "ext4_split_convert_extents"},
      {FsType::Btrfs, KFunc::FsWrite, "btrfs_buffered_write"},
      {FsType::Btrfs, KFunc::WriteBeginEnd, "prepare_one_folio/btrfs_dirty_folio"},
      {FsType::Btrfs, KFunc::FsIter, "btrfs_delalloc_reserve_metadata"},
      {FsType::Btrfs, KFunc::Fsync, "btrfs_sync_file"},
      {FsType::Btrfs, KFunc::IoendComplete, "end_bbio_data_write"},
      {FsType::Btrfs, KFunc::DirectIo, "btrfs_direct_write"},
      {FsType::Bcachefs, KFunc::FsWrite, "bch2_buffered_write"},
      {FsType::Bcachefs, KFunc::WriteBeginEnd, "bch2_folio_reservation_get"},
      {FsType::Bcachefs, KFunc::FsIter, "__bch2_buffered_write"},
      {FsType::Bcachefs, KFunc::Fsync, "bch2_fsync"},
      {FsType::Bcachefs, KFunc::IoendComplete, "bch2_write_endio"},
      {FsType::Bcachefs, KFunc::DirectIo, "bch2_direct_write"},
      {FsType::Fuse, KFunc::FsWrite, "fuse_perform_write"},
      {FsType::Fuse, KFunc::WriteBeginEnd, "fuse_fill_write_pages"},
      {FsType::Fuse, KFunc::Fsync, "fuse_fsync"},
      {FsType::Fuse, KFunc::IoendComplete, "fuse_writepage_end"},
      {FsType::Fuse, KFunc::DirectIo, "fuse_direct_io"},
  };
  if (fs == FsType::Xfs)
    return names[static_cast<size_t>(f)];
  for (const auto& n : fs_names)
    if (f == n.f && fs == n.fs)
      return n.name;
  // XFS-only names elsewhere are generic ones on the other filesystems.
  if (f == KFunc::FsWrite)
    return "fs_buffered_write";
  if (f == KFunc::Fsync)
    return "fs_fsync";
  return names[static_cast<size_t>(f)];
}

const char* kfunc_name(KFunc f, const std::string& fs_type)
{
  return kfunc_name(f, fs_type_from_name(fs_type));
}

double CpuWork::total() const
{
  double t = 0;
  for (double s : seconds)
    t += s;
  return t;
}

CpuWork& CpuWork::operator+=(const CpuWork& o)
{
  for (size_t i = 0; i < kKFuncCount; ++i)
    seconds[i] += o.seconds[i];
  return *this;
}

CpuWork CpuWork::scaled(double k) const
{
  CpuWork w = *this;
  for (double& s : w.seconds)
    s *= k;
  return w;
}

WriteCost::WriteCost(const Params& p) : p_(p), folios_(FolioConfig(p)) {}

double WriteCost::folio_bytes(uint64_t bs) const
{
  const WriteShape sh = shape(bs, bs, 0, 0.0);
  return sh.folios_new > 0 && sh.pages_new > 0 ? sh.pages_new * p_.pc_page_size / sh.folios_new : p_.pc_page_size;
}

WriteShape WriteCost::shape(uint64_t pos, uint64_t len, uint64_t cached_until, double resident) const
{
  WriteShape s;
  const auto split = folios_.split(pos, len, cached_until);
  const double miss = 1.0 - resident;
  s.folios_new = split.folios * miss;
  s.folios_new_large = split.large * miss;
  s.pages_new = split.pages * miss;
  s.pages_new_stream = split.pages_stream * miss;
  // Every folio the write spans is locked and marked up to date, new or cached;
  // a write starting inside an already cached folio touches one more.
  const double first_cached = (cached_until > pos) ? 1.0 : 0.0;
  s.folios_touched = split.folios + first_cached;
  s.folios_dirtied = split.folios;
  s.bytes = static_cast<double>(len);
  s.bytes_new_dirty = split.bytes * miss + (resident > 0 ? static_cast<double>(len) * resident : 0.0);
  s.alloc_failures = split.alloc_failures * miss;
  const double page = p_.pc_page_size;
  const double blocks = std::ceil(static_cast<double>(pos + len) / page) - std::floor(static_cast<double>(pos) / page);
  s.blocks = blocks;
  // The write loop: iomap_write_iter / generic_perform_write take one chunk
  // per pass, bounded by the folio (fs.copy_chunk) or by one page; btrfs and
  // bcachefs batch up to fs.iter_bytes of folios per pass. Each pass calls
  // balance_dirty_pages_ratelimited() once.
  const uint64_t iter_bytes = static_cast<uint64_t>(p_.fs_iter_bytes);
  if (iter_bytes > 0) {
    s.iterations = folios_.iterations(pos, len, iter_bytes);
  } else if (p_.fs_copy_chunk) {
    s.iterations = s.folios_touched;
  } else {
    s.iterations = blocks;
    s.folios_touched = std::max(s.folios_touched, blocks); // write_begin/end per page
  }
  return s;
}

CpuWork WriteCost::cost(const WriteShape& s) const
{
  CpuWork w;
  w.add(KFunc::Syscall, p_.cpu_syscall);
  w.add(KFunc::FsWrite, p_.fs_write_call);
  w.add(KFunc::FolioAlloc, s.folios_new * p_.pc_folio_alloc + s.alloc_failures * p_.pc_alloc_fail_cost);
  // A new page copied in a long chunk skips reading its cold destination
  // (streaming stores): cpu.copy_stream_page less, off the per-page work
  // first (where a calibrated profile has the cold destination) and then off
  // its copy (where the default's cpu.copy_bw has it).
  const double page_copy = p_.pc_page_size / p_.cpu_copy_bw;
  const double saving = std::min(p_.cpu_copy_stream_page, p_.pc_page_init + page_copy);
  const double off_init = std::min(saving, p_.pc_page_init);
  w.add(KFunc::PageInit, s.pages_new * p_.pc_page_init - s.pages_new_stream * off_init);
  // filemap_add_folio puts the folio on the LRU: a large one is moved at once,
  // not batched (pc.lru_add_large).
  w.add(KFunc::AddFolio, s.folios_new * p_.pc_add_folio + s.folios_new_large * p_.pc_lru_add_large);
  w.add(KFunc::MarkDirty, s.folios_dirtied * p_.pc_mark_dirty);
  w.add(KFunc::WriteBeginEnd, s.folios_touched * p_.fs_write_folio);
  w.add(KFunc::Copy, s.bytes / p_.cpu_copy_bw - s.pages_new_stream * (saving - off_init));
  w.add(KFunc::Throttle, s.iterations * p_.throttle_call);
  w.add(KFunc::FsIter, s.iterations * p_.fs_write_iter);
  w.add(KFunc::FsBlock, s.blocks * p_.fs_write_page);
  return w;
}

CpuWork WriteCost::engine_cost(IoEngine e) const
{
  CpuWork w;
  switch (e) {
  case IoEngine::Sync:
  case IoEngine::Psync: w.add(KFunc::Engine, p_.engine_psync); break;
  case IoEngine::Pvsync: w.add(KFunc::Engine, p_.engine_pvsync); break;
  case IoEngine::Libaio: w.add(KFunc::Engine, p_.engine_libaio_submit + p_.engine_libaio_complete); break;
  case IoEngine::IoUring: w.add(KFunc::Engine, p_.engine_uring_submit + p_.engine_uring_complete); break;
  }
  return w;
}

double WriteCost::merge_checks(uint64_t len) const
{
  const double pages = std::ceil(static_cast<double>(len) / p_.pc_page_size);
  if (!p_.blk_folio_bvecs)
    return pages;
  // An IO aligned to its size spans ceil(len / folio) user folios.
  return std::max(1.0, std::ceil(static_cast<double>(len) / p_.dio_user_folio));
}

double WriteCost::prp_list_fraction(uint64_t len) const
{
  const double simple = 2 * p_.nvme_ctrl_page; // nvme_setup_prp_simple: offset + length within two ctrl pages
  if (static_cast<double>(len) > simple)
    return 1.0; // larger IOs need a PRP list (or SGL) whatever the offset
  if (!p_.blk_folio_bvecs || p_.dio_user_folio <= simple)
    return 0.0; // page bvecs: the offset is within a page
  // Folio bvecs: the offset is the IO's place in its folio, uniform over the
  // folio's len-sized slots; it fits only while offset + len <= two ctrl pages.
  const double slots = p_.dio_user_folio / static_cast<double>(len);
  const double fitting = std::floor((simple - static_cast<double>(len)) / static_cast<double>(len)) + 1;
  return std::max(0.0, 1.0 - fitting / slots);
}

CpuWork WriteCost::kick_cost(uint64_t commands) const
{
  CpuWork w;
  w.add(KFunc::DeviceKick, static_cast<double>(commands) * p_.dev_kick);
  return w;
}

CpuWork WriteCost::direct_cost(uint64_t len, uint64_t commands) const
{
  CpuWork w;
  const double pages = std::ceil(static_cast<double>(len) / p_.pc_page_size);
  w.add(KFunc::Syscall, p_.cpu_syscall);
  w.add(KFunc::DirectIo, p_.dio_submit);
  // bio_iov_iter_get_pages: its call, then one loop iteration per bvec entry
  // added (per page, or per folio with blk.folio_bvecs: seed 004's patch);
  // pinning the user pages stays per page (gup) in another function.
  w.add(KFunc::DioPages, p_.dio_get_pages_call + merge_checks(len) * p_.dio_page);
  w.add(KFunc::PinPages, pages * p_.dio_pin_page);
  w.add(KFunc::BvecMerge, merge_checks(len) * p_.blk_bvec_merge);
  w.add(KFunc::NvmeCmd, static_cast<double>(commands) * p_.dev_cmd_cpu);
  w.add(KFunc::PrpList, static_cast<double>(commands) * prp_list_fraction(len) * p_.nvme_prp_list);
  return w;
}

WriteShape WriteCost::sequential_shape(uint64_t pos, uint64_t len, uint64_t stride, uint64_t prev_end,
                                       double resident) const
{
  const auto page = static_cast<uint64_t>(p_.pc_page_size);
  if (pos % page == 0 && len % page == 0 && stride % page == 0)
    return shape(pos, len, 0, resident); // every write starts on a page of its own
  const uint64_t n = std::min(kMaxPeriod, page / std::gcd(std::max<uint64_t>(stride, 1), page));
  WriteShape mean;
  mean.iterations = 0;
  uint64_t cached_until = prev_end > 0 ? (prev_end + page - 1) / page * page : 0;
  for (uint64_t i = 0; i < n; ++i) {
    const uint64_t at = pos + i * stride;
    const WriteShape w = shape(at, len, cached_until, resident);
    mean.folios_new += w.folios_new;
    mean.pages_new += w.pages_new;
    mean.folios_touched += w.folios_touched;
    mean.folios_dirtied += w.folios_dirtied;
    mean.bytes += w.bytes;
    mean.bytes_new_dirty += w.bytes_new_dirty;
    mean.alloc_failures += w.alloc_failures;
    mean.iterations += w.iterations;
    mean.blocks += w.blocks;
    // The pages this write reached are in the cache now.
    cached_until = std::max(cached_until, (at + len + page - 1) / page * page);
  }
  const double k = static_cast<double>(n);
  mean.folios_new /= k;
  mean.pages_new /= k;
  mean.folios_touched /= k;
  mean.folios_dirtied /= k;
  mean.bytes /= k;
  mean.bytes_new_dirty /= k;
  mean.alloc_failures /= k;
  mean.iterations /= k;
  mean.blocks /= k;
  return mean;
}

WriteShape WriteCost::random_block_shape(uint64_t len, double present, uint64_t count, double file_bytes) const
{
  WriteShape s = shape(len, len, 0, 0.0);
  const double page = p_.pc_page_size;
  if (static_cast<double>(len) >= page)
    return s;
  double miss = 1.0 - std::clamp(present, 0.0, 1.0);
  if (count > 1 && file_bytes > page) {
    const double q = 1.0 - page / file_bytes;
    const double n = static_cast<double>(count);
    miss *= (1.0 - std::pow(q, n)) / (n * (1.0 - q));
  }
  s.folios_new *= miss;
  s.folios_new_large *= miss;
  s.pages_new *= miss;
  s.pages_new_stream *= miss;
  s.folios_dirtied *= miss; // a present page is a neighbour's, dirty already
  s.bytes_new_dirty *= miss;
  s.alloc_failures *= miss;
  return s;
}

} // namespace wbsim
