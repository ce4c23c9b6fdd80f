// CompletionWorker: writeback IO completion (iomap_finish_ioends, the XFS
// end_io work). Per ioend it runs folio_end_writeback() for each folio, with
// the mapping's i_pages lock held once per folio, then the bytes turn clean,
// the bandwidth estimate moves and fsync waiters wake. Completions run
// concurrently in kworkers, or one at a time per inode (wb.serial_completion,
// XFS's per-inode ioend list for size updates).
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
  struct InodeQueue {
    std::deque<WritebackDone> pending;
    Signal work;
    bool worker = false;
  };
  void complete(const WritebackDone& done);
  void serve(size_t file);

  SimContext& ctx_;
  std::map<size_t, std::unique_ptr<InodeQueue>> queues_;
};

} // namespace wbsim
