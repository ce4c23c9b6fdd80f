// FuseDaemon: the user-space FUSE server behind fs.type=fuse (fs/fuse/dev.c,
// libfuse's worker loop). A FUSE_WRITE request waits for a free daemon
// thread (fuse.daemon_threads; writeback requests also for one of the
// kernel's fuse.max_background slots), costs the round trip (fuse.round_trip:
// queueing, wake-up, context switches, reply), the daemon's CPU (per request
// and per byte), then the daemon writes the payload to its backing store on
// the simulated device and replies when that write completes, so the device
// still bounds throughput. A thread serves its requests one after another.
#pragma once

#include "ActorPool.hpp"
#include "FusePolicy.hpp"

#include <simgrid/s4u/Semaphore.hpp>

#include <cstdint>
#include <functional>
#include <map>
#include <utility>

namespace wbsim {

struct SimContext;

class FuseDaemon {
public:
  explicit FuseDaemon(SimContext& ctx);

  // Write-through (no writeback cache): the calling task sends `requests`
  // requests of `bytes_each` one at a time and waits for each reply, as
  // fuse_perform_write() does. Blocks the caller.
  void call(uint64_t requests, double bytes_each);
  // Writeback: queues `requests` requests of `bytes_each` in the background
  // and returns at once; `done` runs (in a daemon actor, must not block) when
  // the last reply has come back.
  void submit(uint64_t requests, double bytes_each, std::function<void()> done);

  // How the file's dirty data was last written (the writer's pattern and
  // block size decide which blocks of its folios are dirty at writeback).
  void note_dirtied(size_t file, IoPattern pattern, uint64_t bs) { dirtied_by_[file] = {pattern, bs}; }
  std::pair<IoPattern, uint64_t> dirtied_by(size_t file, IoPattern pattern, uint64_t bs) const
  {
    const auto it = dirtied_by_.find(file);
    return it == dirtied_by_.end() ? std::make_pair(pattern, bs) : it->second;
  }

  const FusePolicy& policy() const { return policy_; }
  // Thread-seconds the daemon spent serving requests (round trip, CPU, backing write).
  double busy_time() const { return busy_; }

private:
  // One daemon thread serving `n` requests back to back, in the calling actor.
  void serve(uint64_t n, double bytes_each);

  SimContext& ctx_;
  FusePolicy policy_;
  simgrid::s4u::SemaphorePtr threads_;
  simgrid::s4u::SemaphorePtr background_;
  ActorPool requests_; // the actors carrying background (writeback) requests
  double busy_ = 0;
  std::map<size_t, std::pair<IoPattern, uint64_t>> dirtied_by_;
};

} // namespace wbsim
