// WriteCost: the CPU cost of one buffered write(), broken down by the kernel
// function that spends it, so that the simulated CPU time reads like a perf
// profile. The filesystem is a set of costs and loop shapes (fs.*), not a
// code path: XFS/iomap by default, others from scenarios/profiles/fs-*. Costs are linear in the counts, which is what
// lets a run of identical writes be simulated as one activity.
#pragma once

#include "FolioPolicy.hpp"
#include "Params.hpp"
#include "Workload.hpp"

#include <array>
#include <cstdint>
#include <string>

namespace wbsim {

// The kernel functions wbsim charges CPU to (the names perf would show).
enum class KFunc {
  Syscall,          // entry_SYSCALL_64 .. vfs_write / fdget
  FsWrite,          // xfs_file_buffered_write, iomap_iter
  FolioAlloc,       // filemap_alloc_folio
  PageInit,         // per-page setup inside folios
  AddFolio,         // filemap_add_folio
  MarkDirty,        // __folio_mark_dirty
  WriteBeginEnd,    // iomap_write_begin / iomap_write_end
  Copy,             // copy_from_user
  Throttle,         // balance_dirty_pages_ratelimited
  FolioStartWb,     // folio_start_writeback
  BioBuild,         // bio_alloc / submit_bio
  NvmeCmd,          // nvme_queue_rq + completion irq
  FolioEndWb,       // folio_end_writeback
  IoendComplete,    // iomap_finish_ioend
  DirectIo,         // iomap_dio_rw
  DioPages,         // bio_iov_iter_get_pages
  Fsync,            // xfs_file_fsync
  Reclaim,          // shrink_folio_list (kswapd and direct reclaim)
  IoWq,             // io_uring punt to an io-wq worker (io_wq_submit_work)
  BvecMerge,        // bvec_try_merge_page
  PrpList,          // nvme_pci_setup_prps (PRP list from the DMA pool)
  FsIter,           // per iteration of the fs write loop (btrfs reserve + extent lock, bcachefs per call)
  FsBlock,          // per 4 KiB block inside folios (ext4 buffer heads)
  FuseSendWrite,    // fuse_send_write / fuse_send_writepage (kernel side of a FUSE_WRITE)
  FuseDaemon,       // the FUSE daemon in user space (dispatch, copies, backing pwrite)
  Unwritten,        // xfs_iomap_write_unwritten / ext4_convert_unwritten_extents after a direct write
  FaultIn,          // first touch of cold (reported) guest memory: a host fault inside copy_from_user
  PinPages,         // pin_user_pages_fast under iov_iter_extract_pages (per 4 KiB page)
  Engine,           // the engine's per-IO submit and reap: fio's loop, io_uring_enter / io_submit + io_getevents
  Invalidate,       // invalidate_mapping_pages: fio's invalidate=1 dropping a job file's cached pages at open
  UringRetry,       // io_uring's failed inline try and async-poll retries before a punt (io_queue_async, io_arm_apoll)
  DeviceKick,       // the doorbell of one submission batch and its completion interrupt (virtqueue_notify on a VM)
  UnwrittenSplit,   // ext4 splitting a fresh direct write's range out of its unwritten extent at submission
  WakeRemote,       // try_to_wake_up of a task asleep on another CPU: the IPI (a VM exit on a VM)
  Count_
};
constexpr size_t kKFuncCount = static_cast<size_t>(KFunc::Count_);
// The name perf shows for `f` on filesystem `fs`: the filesystem's own
// functions for its write call, per-folio begin/end, fsync and IO
// completion; the XFS names without one.
const char* kfunc_name(KFunc f, FsType fs = FsType::Xfs);
// The same for a filesystem named as fs.type names it (the testbed's cells).
const char* kfunc_name(KFunc f, const std::string& fs_type);

struct CpuWork {
  std::array<double, kKFuncCount> seconds{};
  double total() const;
  void add(KFunc f, double s) { seconds[static_cast<size_t>(f)] += s; }
  CpuWork& operator+=(const CpuWork& o);
  CpuWork scaled(double k) const;
};

struct WriteShape {
  double folios_new = 0;   // folios inserted into the mapping
  double folios_new_large = 0; // of them, folios of order > 0 (pc.lru_add_large)
  double pages_new = 0;
  double pages_new_stream = 0; // of them, pages copied in chunks of cpu.copy_stream_bytes or more
  double folios_touched = 0;
  double folios_dirtied = 0; // clean-to-dirty transitions (__folio_mark_dirty)
  double bytes = 0;        // bytes copied
  double bytes_new_dirty = 0; // page-cache bytes that turn dirty (whole folios)
  double alloc_failures = 0; // failed high-order allocation attempts (pc.alloc_fail)
  double iterations = 1;   // passes of the fs write loop: fs.write_iter and one throttle call each
  double blocks = 0;       // 4 KiB blocks written (fs.write_page)
};

class WriteCost {
public:
  explicit WriteCost(const Params& p);

  // Shape of a write of `len` at `pos` into a region not cached yet, except
  // below `cached_until`. `resident` in [0,1] is the probability that a page
  // is already cached (a file rewritten by a time_based loop).
  WriteShape shape(uint64_t pos, uint64_t len, uint64_t cached_until, double resident) const;
  // Bytes per folio that a job's first writes of `bs` make (the page size
  // when they make none): the cache a previous run of the same job left.
  double folio_bytes(uint64_t bs) const;
  CpuWork cost(const WriteShape& s) const;
  // Direct IO of `len` bytes split into `commands` device commands. The user
  // buffer sits in folios of dio.user_folio; with blk.folio_bvecs a bio gets
  // one bvec (one merge check) per folio instead of per page, but a bvec's
  // offset is then inside the folio and small IOs can miss the simple PRP path.
  // The submitter's CPU of one direct IO, without its doorbell (kick_cost:
  // the submitter pays it only when the device is idle, dev.kick_suppression).
  CpuWork direct_cost(uint64_t len, uint64_t commands) const;
  // fio's default submits each IO alone: one doorbell per command.
  CpuWork kick_cost(uint64_t commands) const;
  // Expected merge checks and PRP-list commands of one direct IO of `len`.
  double merge_checks(uint64_t len) const;
  double prp_list_fraction(uint64_t len) const;

  // The engine's own CPU per IO (KFunc::Engine): fio's submit/reap loop and
  // the syscalls beyond the write itself (engine.* parameters). Identical for
  // an inline and a punted io_uring write: the punt's own cost is iowq.punt.
  CpuWork engine_cost(IoEngine e) const;

  const FolioPolicy& folios() const { return folios_; }

  // The mean shape of one write of a sequential stream, which a batch of k
  // writes costs k times: writes of `len` every `stride` bytes from `pos`,
  // the previous one having ended at `prev_end` (0: none). Writes smaller
  // than a page or off page boundaries share pages with their neighbours and
  // only the first to reach a page inserts and dirties it, so the shape is
  // the mean over one period of the stream's alignment to the page
  // (page / gcd(stride, page) writes, at most kMaxPeriod), each continuing
  // after the previous one. Page-aligned streams get shape() itself.
  WriteShape sequential_shape(uint64_t pos, uint64_t len, uint64_t stride, uint64_t prev_end, double resident) const;
  // The mean shape of `count` random blocks of `len` < one page on a freshly
  // laid-out file of `file_bytes`: a block's page is already in the cache
  // (inserted by a neighbouring block: dirty, no new folio) with probability
  // the file's cached share, `present` before the first; each page inserted
  // raises it by page / file_bytes, so the uncached share falls by the
  // factor q = 1 - page / file_bytes per write, and the mean miss over the
  // batch is (1 - present) (1 - q^count) / (count (1 - q)). Blocks of a page
  // or more are shape(len, len, 0, 0) (fio's offsets are multiples of bs).
  WriteShape random_block_shape(uint64_t len, double present, uint64_t count = 1, double file_bytes = 0) const;
  static constexpr uint64_t kMaxPeriod = 256;

private:
  const Params& p_;
  FolioPolicy folios_;
};

} // namespace wbsim
