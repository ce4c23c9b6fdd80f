// CompletionWorker: writeback IO completion (iomap_finish_ioends, the XFS
// end_io work). Per ioend it runs folio_end_writeback() for each folio, with
// the mapping's i_pages lock held once per folio, then the bytes turn clean,
// the bandwidth estimate moves and fsync waiters wake.
//
// Where completions run bounds how many can contend on the lock at once:
// - ioends that convert unwritten extents (the first pass over a file fio
//   preallocated, which on XFS also extends the on-disk size) are queued on
//   the inode's own work item (xfs_end_bio -> ip->i_ioend_work, ext4's
//   i_rsv_conversion_work), which runs one at a time: one completion per
//   inode; so does wb.serial_completion for every ioend;
// - the others run in the kworkers of a bound, concurrency-managed
//   workqueue, at most one running per CPU: a pool of cpu.cores workers takes
//   queued completions in order (never a worker per completion).
#pragma once

#include "Signal.hpp"

#include <cstddef>
#include <deque>
#include <map>
#include <memory>

namespace wbsim {

struct SimContext;

struct WritebackDone {
  size_t file = 0;
  double bytes = 0;
  double folios = 0;
  double bios = 0;
  double ioends = 0;
};

class CompletionWorker {
public:
  explicit CompletionWorker(SimContext& ctx) : ctx_(ctx) {}

  // Called from an IO actor when a group of ioends completes; never blocks.
  void post(const WritebackDone& done);

private:
  struct Queue {
    std::deque<WritebackDone> pending;
    Signal work;
    int workers = 0;
    int busy = 0;
  };
  bool per_inode(const WritebackDone& done) const;
  void complete(const WritebackDone& done);
  void serve(Queue& q);
  void enqueue(Queue& q, const WritebackDone& done, int max_workers, const char* name);

  SimContext& ctx_;
  std::map<size_t, std::unique_ptr<Queue>> queues_; // per inode
  Queue pool_;                                      // the workqueue's kworkers
};

} // namespace wbsim
