// UringInlineTry: what io_uring does with a buffered write before io-wq gets
// it (Linux 6.18: io_uring/rw.c io_write, io_uring.c io_queue_async,
// poll.c io_arm_poll_handler). Without IOSQE_ASYNC the write is first issued
// with IO_URING_F_NONBLOCK in the submitting task. It returns -EAGAIN when the
// file has no FMODE_BUF_WASYNC (at the flag check), or when the filesystem
// refuses the IOCB_NOWAIT write (btrfs without preallocated extents). A file
// with a poll method (fuse) is then not punted at once: async poll finds it
// ready, task_work re-issues the write, it fails again, up to
// APOLL_MAX_RETRY rounds, and only then io_queue_iowq punts it. All of that
// is the submitter's CPU, on the critical path at queue depth 1.
#pragma once

#include "Params.hpp"

namespace wbsim {

struct UringInlineTry {
  bool always_punted = false; // never completes inline, whatever the dirty state
  double failed_try_cpu = 0;  // seconds of the submitter's CPU per write tried inline and punted
};

// preallocated: the file's extents were laid out by fio (fallocate=native/posix).
UringInlineTry uring_inline_try(const Params& p, bool force_async, bool preallocated);

} // namespace wbsim
