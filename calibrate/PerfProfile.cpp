#include "PerfProfile.hpp"

#include <algorithm>
#include <sstream>

namespace wbsim {

const std::vector<SymbolRule>& perf_symbol_table()
{
  // Kernel 6.18 symbols on the buffered write path, by the wbsim function
  // that charges their work (model/WriteCost.cpp). Innermost match wins, so a
  // generic entry (vfs_write) only takes what no inner entry names.
  static const std::vector<SymbolRule> table = {
      // syscall entry/exit and the VFS layer above the filesystem
      {"entry_SYSCALL_64*", KFunc::Syscall},
      {"do_syscall_64", KFunc::Syscall},
      {"syscall_return_via_sysret", KFunc::Syscall},
      {"syscall_exit_to_user_mode*", KFunc::Syscall},
      {"__x64_sys_pwrite64", KFunc::Syscall},
      {"__x64_sys_pwritev*", KFunc::Syscall},
      {"__x64_sys_write", KFunc::Syscall},
      {"ksys_pwrite64", KFunc::Syscall},
      {"ksys_write", KFunc::Syscall},
      {"vfs_write", KFunc::Syscall},
      {"vfs_writev", KFunc::Syscall},
      {"do_iter_readv_writev", KFunc::Syscall},
      {"__fdget*", KFunc::Syscall},
      {"fdget*", KFunc::Syscall},
      {"import_iovec", KFunc::Syscall},
      {"rw_verify_area", KFunc::Syscall},
      // engines: io_uring and aio submission/completion, fio's own loop
      {"__x64_sys_io_uring_enter", KFunc::Engine},
      {"__do_sys_io_uring_enter", KFunc::Engine},
      {"io_submit_sqes", KFunc::Engine},
      {"io_issue_sqe", KFunc::Engine},
      {"io_write", KFunc::Engine},
      {"io_req_task_complete", KFunc::Engine},
      {"__io_submit_flush_completions", KFunc::Engine},
      {"io_cqring_wait", KFunc::Engine},
      {"io_queue_iowq", KFunc::Engine},
      {"__x64_sys_io_submit", KFunc::Engine},
      {"__x64_sys_io_getevents", KFunc::Engine},
      {"io_submit_one", KFunc::Engine},
      {"aio_write", KFunc::Engine},
      {"aio_complete*", KFunc::Engine},
      {"read_events", KFunc::Engine},
      {"do_io_getevents", KFunc::Engine},
      // io_uring's failed inline try and its async-poll retries before a punt
      {"io_queue_async", KFunc::UringRetry},
      {"virtqueue_notify", KFunc::DeviceKick},
      {"vp_notify", KFunc::DeviceKick},
      {"ext4_split_convert_extents", KFunc::UnwrittenSplit},
      {"ext4_split_extent*", KFunc::UnwrittenSplit},
      {"io_arm_poll_handler", KFunc::UringRetry},
      {"io_arm_apoll", KFunc::UringRetry},
      {"__io_arm_poll_handler", KFunc::UringRetry},
      {"io_req_task_submit", KFunc::UringRetry},
      {"fuse_file_poll", KFunc::UringRetry},
      // io-wq: the punt, the worker's loop and wake-ups
      {"io_wq_submit_work", KFunc::IoWq},
      {"io_worker_handle_work", KFunc::IoWq},
      {"io_wq_worker", KFunc::IoWq},
      {"io_wq_enqueue", KFunc::IoWq},
      {"io_wq_activate_free_worker", KFunc::IoWq},
      {"io_wq_worker_wake", KFunc::IoWq},
      {"io_wqe_enqueue", KFunc::IoWq},
      // waking a task asleep on another CPU: the IPI (on a VM, an exit)
      {"ttwu_queue_wakelist", KFunc::WakeRemote},
      {"__smp_call_single_queue", KFunc::WakeRemote},
      {"native_smp_send_reschedule", KFunc::WakeRemote},
      // the filesystem's buffered write call
      {"xfs_file_buffered_write", KFunc::FsWrite},
      {"xfs_file_write_iter", KFunc::FsWrite},
      {"xfs_file_write_checks", KFunc::FsWrite},
      {"xfs_ilock*", KFunc::FsWrite},
      {"xfs_iunlock*", KFunc::FsWrite},
      {"xfs_buffered_write_iomap_begin", KFunc::FsWrite},
      {"xfs_buffered_write_iomap_end", KFunc::FsWrite},
      {"iomap_file_buffered_write", KFunc::FsWrite},
      {"iomap_iter", KFunc::FsWrite},
      {"ext4_buffered_write_iter", KFunc::FsWrite},
      {"ext4_file_write_iter", KFunc::FsWrite},
      {"ext4_write_checks", KFunc::FsWrite},
      {"generic_perform_write", KFunc::FsWrite},
      {"btrfs_buffered_write", KFunc::FsWrite},
      {"btrfs_do_write_iter", KFunc::FsWrite},
      {"btrfs_write_check*", KFunc::FsWrite},
      {"fuse_perform_write", KFunc::FsWrite},
      {"fuse_cache_write_iter", KFunc::FsWrite},
      {"fuse_file_write_iter", KFunc::FsWrite},
      {"file_update_time", KFunc::FsWrite},
      {"file_modified*", KFunc::FsWrite},
      {"generic_write_checks*", KFunc::FsWrite},
      {"down_write", KFunc::FsWrite},
      {"up_write", KFunc::FsWrite},
      // per folio: begin/end of the folio copy
      {"iomap_write_begin", KFunc::WriteBeginEnd},
      {"__iomap_write_begin", KFunc::WriteBeginEnd},
      {"iomap_write_end", KFunc::WriteBeginEnd},
      {"__iomap_write_end", KFunc::WriteBeginEnd},
      {"iomap_write_iter", KFunc::WriteBeginEnd},
      {"iomap_set_range_uptodate", KFunc::WriteBeginEnd},
      {"ext4_da_write_begin", KFunc::WriteBeginEnd},
      {"ext4_da_write_end", KFunc::WriteBeginEnd},
      {"ext4_da_do_write_end", KFunc::WriteBeginEnd},
      {"generic_write_end", KFunc::WriteBeginEnd},
      {"block_write_end", KFunc::WriteBeginEnd},
      {"prepare_one_folio", KFunc::WriteBeginEnd},
      {"btrfs_dirty_folio", KFunc::WriteBeginEnd},
      {"btrfs_drop_folio", KFunc::WriteBeginEnd},
      {"fuse_fill_write_pages", KFunc::WriteBeginEnd},
      {"__filemap_get_folio", KFunc::WriteBeginEnd},
      {"filemap_get_entry", KFunc::WriteBeginEnd},
      {"folio_unlock", KFunc::WriteBeginEnd},
      // per iteration (btrfs reservations and extent locking)
      {"btrfs_delalloc_reserve_metadata", KFunc::FsIter},
      {"btrfs_check_data_free_space", KFunc::FsIter},
      {"btrfs_reserve_data_bytes", KFunc::FsIter},
      {"btrfs_delalloc_release_*", KFunc::FsIter},
      {"lock_and_cleanup_extent_if_need", KFunc::FsIter},
      {"btrfs_set_extent_delalloc", KFunc::FsIter},
      {"btrfs_lock_extent*", KFunc::FsIter},
      {"btrfs_unlock_extent*", KFunc::FsIter},
      {"btrfs_set_extent_bit", KFunc::FsIter},
      {"btrfs_clear_extent_bit*", KFunc::FsIter},
      {"__set_extent_bit", KFunc::FsIter},
      {"__clear_extent_bit", KFunc::FsIter},
      // per 4 KiB block (ext4 buffer heads and delalloc)
      {"ext4_da_get_block_prep", KFunc::FsBlock},
      {"ext4_da_map_blocks*", KFunc::FsBlock},
      {"ext4_es_*", KFunc::FsBlock},
      {"ext4_block_write_begin", KFunc::FsBlock},
      {"__block_write_begin_int", KFunc::FsBlock},
      {"folio_create_empty_buffers", KFunc::FsBlock},
      {"create_empty_buffers", KFunc::FsBlock},
      {"mark_buffer_dirty", KFunc::FsBlock},
      {"__block_commit_write", KFunc::FsBlock},
      // page cache
      {"filemap_alloc_folio*", KFunc::FolioAlloc},
      {"folio_alloc*", KFunc::FolioAlloc},
      {"__alloc_pages*", KFunc::FolioAlloc},
      {"__alloc_frozen_pages*", KFunc::FolioAlloc},
      {"get_page_from_freelist", KFunc::FolioAlloc},
      {"__mem_cgroup_charge", KFunc::FolioAlloc},
      {"prep_new_page", KFunc::PageInit},
      {"post_alloc_hook", KFunc::PageInit},
      {"clear_page_erms", KFunc::PageInit},
      {"clear_page_rep", KFunc::PageInit},
      {"clear_page_orig", KFunc::PageInit},
      {"filemap_add_folio", KFunc::AddFolio},
      {"__filemap_add_folio", KFunc::AddFolio},
      {"folio_add_lru", KFunc::AddFolio},
      {"__folio_mark_dirty", KFunc::MarkDirty},
      {"folio_mark_dirty", KFunc::MarkDirty},
      {"filemap_dirty_folio", KFunc::MarkDirty},
      {"block_dirty_folio", KFunc::MarkDirty},
      {"folio_account_dirtied", KFunc::MarkDirty},
      {"__mark_inode_dirty", KFunc::MarkDirty},
      {"copy_page_from_iter_atomic", KFunc::Copy},
      {"copy_folio_from_iter_atomic", KFunc::Copy},
      {"_copy_from_iter", KFunc::Copy},
      {"rep_movs_alternative", KFunc::Copy},
      {"copy_user_generic*", KFunc::Copy},
      {"copy_user_enhanced_fast_string", KFunc::Copy},
      {"balance_dirty_pages_ratelimited*", KFunc::Throttle},
      {"balance_dirty_pages", KFunc::Throttle},
      // fsync, writeback, the loop device as this testbed's "device"
      {"xfs_file_fsync", KFunc::Fsync},
      {"ext4_sync_file", KFunc::Fsync},
      {"btrfs_sync_file", KFunc::Fsync},
      {"fuse_fsync", KFunc::Fsync},
      {"__folio_start_writeback", KFunc::FolioStartWb},
      {"__folio_end_writeback", KFunc::FolioEndWb},
      {"folio_end_writeback", KFunc::FolioEndWb},
      {"submit_bio*", KFunc::BioBuild},
      {"bio_alloc_bioset", KFunc::BioBuild},
      {"iomap_finish_ioend*", KFunc::IoendComplete},
      {"ext4_end_bio", KFunc::IoendComplete},
      {"end_bbio_data_write", KFunc::IoendComplete},
      {"lo_rw_aio", KFunc::NvmeCmd},
      {"loop_process_work", KFunc::NvmeCmd},
      {"shrink_folio_list", KFunc::Reclaim},
      // FUSE, kernel side of a request
      {"fuse_send_write*", KFunc::FuseSendWrite},
      {"fuse_simple_request", KFunc::FuseSendWrite},
      {"__fuse_simple_request", KFunc::FuseSendWrite},
      {"fuse_request_end", KFunc::FuseSendWrite},
      {"fuse_dev_do_write", KFunc::FuseSendWrite},
  };
  return table;
}

std::string plain_symbol(const std::string& sym)
{
  std::string s = sym;
  const auto plus = s.find("+0x"); // perf may print sym+off
  if (plus != std::string::npos)
    s = s.substr(0, plus);
  for (const char* suffix : {".isra.", ".constprop.", ".part.", ".cold", ".llvm."}) {
    const auto at = s.find(suffix);
    if (at != std::string::npos && at > 0)
      s = s.substr(0, at);
  }
  return s;
}

std::optional<KFunc> kfunc_for_symbol(const std::string& sym)
{
  const std::string s = plain_symbol(sym);
  for (const auto& r : perf_symbol_table()) {
    const std::string p = r.pattern;
    if (!p.empty() && p.back() == '*') {
      if (s.compare(0, p.size() - 1, p, 0, p.size() - 1) == 0)
        return r.func;
    } else if (s == p) {
      return r.func;
    }
  }
  return std::nullopt;
}

std::vector<PerfSample> parse_perf_script(const std::string& text)
{
  std::vector<PerfSample> out;
  std::istringstream in(text);
  std::string line;
  PerfSample cur;
  bool open = false;
  auto flush = [&] {
    if (open)
      out.push_back(std::move(cur));
    cur = PerfSample{};
    open = false;
  };
  while (std::getline(in, line)) {
    if (line.empty()) {
      flush();
      continue;
    }
    if (line[0] != ' ' && line[0] != '\t') {
      flush();
      // "comm tid": the comm may contain spaces, the tid is the last word.
      auto end = line.find_last_not_of(" \t");
      auto sp = line.find_last_of(" \t", end);
      std::string comm = sp == std::string::npos ? line : line.substr(0, sp);
      while (!comm.empty() && (comm.back() == ' ' || comm.back() == '\t'))
        comm.pop_back();
      cur.comm = comm;
      open = true;
      continue;
    }
    // "\t ffffffff81234567 symbol" (the symbol may be [unknown])
    std::istringstream ls(line);
    std::string ip, sym;
    ls >> ip;
    std::getline(ls, sym);
    const auto b = sym.find_first_not_of(" \t");
    sym = b == std::string::npos ? "" : sym.substr(b);
    if (open) {
      // x86-64 kernel addresses are at 0xffff800000000000 and up.
      if (cur.frames.empty()) {
        unsigned long long a = 0;
        try {
          a = std::stoull(ip, nullptr, 16);
        } catch (const std::exception&) {
          a = 0;
        }
        cur.user_leaf = a != 0 && a < 0xffff800000000000ull;
      }
      cur.frames.push_back(sym);
    }
  }
  flush();
  return out;
}

double user_leaf_share(const std::vector<PerfSample>& samples)
{
  double user = 0;
  for (const auto& s : samples)
    user += s.user_leaf ? 1 : 0;
  return samples.empty() ? 0.0 : user / static_cast<double>(samples.size());
}

std::map<std::string, double> as_sampled(std::map<std::string, double> sim, double user_share)
{
  const auto it = sim.find(kfunc_name(KFunc::Syscall));
  if (it == sim.end() || !(user_share > 0))
    return sim;
  const double moved = it->second * std::min(1.0, user_share);
  it->second -= moved;
  sim[kfunc_name(KFunc::Engine)] += moved;
  return sim;
}

bool workload_task(const std::string& comm, const std::string& daemon_comm)
{
  return comm == "fio" || comm.rfind("iou-", 0) == 0 || comm == daemon_comm || comm.rfind("kworker", 0) == 0 ||
         comm.rfind("loop", 0) == 0;
}

double PerfShares::share(KFunc f) const
{
  const auto it = by_func.find(f);
  return it == by_func.end() || samples <= 0 ? 0.0 : it->second / samples;
}

PerfShares fold_perf_samples(const std::vector<PerfSample>& samples, const std::string& daemon_comm)
{
  PerfShares s;
  for (const auto& smp : samples) {
    if (!workload_task(smp.comm, daemon_comm))
      continue;
    s.samples += 1;
    const std::string leaf = smp.frames.empty() ? "[unknown]" : plain_symbol(smp.frames.front());
    if (leaf.rfind("_raw_spin_lock", 0) == 0 || leaf.find("queued_spin_lock_slowpath") != std::string::npos)
      s.spin_lock += 1;
    if (leaf.find("queued_spin_lock_slowpath") != std::string::npos)
      s.spin_slowpath += 1;
    if (smp.comm == daemon_comm) {
      s.by_func[KFunc::FuseDaemon] += 1; // all of the daemon's time is the daemon's cost
      continue;
    }
    std::optional<KFunc> f;
    for (const auto& frame : smp.frames)
      if ((f = kfunc_for_symbol(frame)))
        break;
    // fio's own loop in user space is the engine's per-IO cost; fio's time
    // in kernel code the table does not name (page faults, timers, the
    // scheduler) is not: it was a third of fio's samples in psync 4k cells.
    if (!f && smp.comm == "fio" && smp.user_leaf)
      f = KFunc::Engine;
    if (f) {
      s.by_func[*f] += 1;
    } else {
      s.other += 1;
      s.other_leaves[leaf] += 1;
    }
  }
  return s;
}

} // namespace wbsim
