// StripedVolume: the block device the filesystem sits on: one NVMe device,
// or several striped as RAID 0 (md raid0, chunk md.chunk). A request's
// commands are split at chunk boundaries and dealt round robin to the
// members; it completes when its last piece does. Each member keeps its own
// link, media bandwidth, latency and queue depth.
#pragma once

#include "NvmeDevice.hpp"

#include <memory>
#include <vector>

namespace wbsim {

class StripedVolume {
public:
  StripedVolume(std::vector<std::unique_ptr<NvmeDevice>> members, double chunk);

  // Same contract as NvmeDevice::submit: may block on the members' queues;
  // req->on_complete runs once, when every piece has completed.
  void submit(std::unique_ptr<IoRequest> req);

  // A cache flush of every member, which the calling actor waits for until
  // the slowest is done (md sends REQ_PREFLUSH to each member); `fixed` is
  // dev.flush_latency (NvmeDevice::start_flush).
  void flush(double fixed);
  // A one-block discard (a freed filesystem block): one member's command.
  void discard(double latency) { members_.front()->discard(latency); }

  double inflight_bytes() const;
  // Any member taking commands (NvmeDevice::taking_commands): a striped
  // request goes to all of them in turn, so the first ring decides.
  bool taking_commands() const;
  double submitted_bytes() const { return submitted_bytes_; } // every request, both directions
  double waiting_bytes() const { return waiting_bytes_; }     // submitted, not yet taken by a full queue
  uint64_t activities() const;
  std::vector<DiskResult> results(double run_time) const;
  size_t members() const { return members_.size(); }
  void set_tracer(Tracer* tracer)
  {
    for (auto& m : members_)
      m->set_tracer(tracer);
  }

private:
  std::vector<std::unique_ptr<NvmeDevice>> members_;
  double chunk_;
  size_t next_ = 0; // member that gets the next chunk
  double submitted_bytes_ = 0;
  double waiting_bytes_ = 0;
};

} // namespace wbsim
