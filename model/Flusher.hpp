// Flusher: the per-bdi writeback worker (fs/fs-writeback.c wb_workfn). It
// wakes every dirty_writeback_interval, or when a writer pushes dirty data
// over the background threshold, and writes back chunks (writeback_chunk_size)
// file by file until dirty data is under the threshold and none has expired.
// write_back() is also what fsync runs in the caller's own context.
#pragma once

#include "Signal.hpp"

#include <cstddef>

namespace wbsim {

struct SimContext;
class FuseDaemon;

class Flusher {
public:
  explicit Flusher(SimContext& ctx) : ctx_(ctx) {}

  void wake();
  bool running() const { return running_; }
  // Seconds spent writing back, including a pass still under way at `now`.
  double busy_time(double now) const { return busy_ + (running_ ? now - started_ : 0.0); }
  void run(); // the actor body

  // Writes back up to `max_bytes` of dirty data of `file` from the calling
  // actor: folio_start_writeback and bio building on its CPU, then device
  // commands (blocking while the queue is full). Returns the bytes submitted.
  // The filesystem front (SimContext::fs) picks one of the two below.
  // `waited`: a task (fsync) waits for this writeback to complete, so
  // every ioend's completion is on its critical path.
  static double write_back(SimContext& ctx, size_t file, double max_bytes, bool waited = false);
  // A block filesystem: ioends, bios and device commands.
  static double write_back_blocks(SimContext& ctx, size_t file, double max_bytes, double folio, bool waited);
  // fs.type=fuse with the writeback cache: the dirty data goes to the daemon.
  static double write_back_fuse(SimContext& ctx, FuseDaemon& daemon, size_t file, double max_bytes, double folio,
                                bool waited);

private:
  bool has_work(double now) const;

  SimContext& ctx_;
  Signal wakeup_;
  bool kicked_ = false;
  bool running_ = false;
  double started_ = 0;
  double busy_ = 0;
};

} // namespace wbsim
