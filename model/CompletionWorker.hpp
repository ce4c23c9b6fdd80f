// CompletionWorker: writeback IO completion (the XFS end_io workqueue and
// iomap_finish_ioends): per folio folio_end_writeback(), per bio the ioend
// completion, run on a CPU core; then the bytes turn clean, the bandwidth
// estimate moves, and fsync waiters are woken.
#pragma once

#include "Signal.hpp"

#include <cstddef>
#include <deque>

namespace wbsim {

struct SimContext;

struct WritebackDone {
  size_t file = 0;
  double bytes = 0;
  double folios = 0;
  double bios = 0;
};

class CompletionWorker {
public:
  explicit CompletionWorker(SimContext& ctx) : ctx_(ctx) {}

  // Called from the device actor when a writeback request completes; never blocks.
  void post(const WritebackDone& done);
  void run(); // the actor body

private:
  SimContext& ctx_;
  std::deque<WritebackDone> queue_;
  Signal work_;
};

} // namespace wbsim
