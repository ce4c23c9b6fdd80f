#include "UringInlineTry.hpp"

namespace wbsim {

UringInlineTry uring_inline_try(const Params& p, bool force_async, bool preallocated)
{
  UringInlineTry t;
  if (force_async) {
    t.always_punted = true; // IOSQE_ASYNC: straight to io_queue_iowq, no try
    return t;
  }
  // Without FMODE_BUF_WASYNC io_write stops at the flag check (no measurable
  // cost); with it, the filesystem's write path runs until it says -EAGAIN.
  const double issue = p.fs_buf_wasync ? p.uring_nowait_fail : 0.0;
  const bool refused = p.fs_nowait_prealloc && !preallocated; // btrfs_write_check
  t.always_punted = !p.fs_buf_wasync || refused;
  // Each async-poll round re-issues the write and fails the same way.
  t.failed_try_cpu = issue + (p.fs_poll ? static_cast<double>(p.uring_apoll_retries) * (p.uring_apoll_round + issue) : 0.0);
  return t;
}

} // namespace wbsim
