// NvmeDevice: one NVMe SSD behind its PCIe link. Each command is a transfer
// over the route CPU -> link -> media (writes) or back (reads), so SimGrid
// shares the narrower bandwidth among the commands in flight, and the media
// link carries the per-command latency. A semaphore of queue_depth slots
// blocks submitters when the queue is full (blk-mq tags). Each request in
// flight is waited on by its own actor of a pool (one wait_any over a
// thousand commands would cost O(queue depth) per completion, and an actor
// created per request cost an actor stack per request).
#pragma once

#include "ActorPool.hpp"
#include "DeviceService.hpp"
#include "Results.hpp"
#include "Signal.hpp"
#include "SlcCache.hpp"
#include "SlotGate.hpp"
#include "WriteCache.hpp"
#include "Workload.hpp"

#include <simgrid/s4u/Exec.hpp>

#include <cstdint>
#include <functional>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace simgrid::s4u {
class Host;
class Link;
} // namespace simgrid::s4u

namespace wbsim {

class Tracer;

// A group of `commands` equal commands submitted together (one, in the
// fine-grained mode). They complete together; on_complete runs in the
// request's IO actor and must not block.
struct IoRequest {
  IoDir dir = IoDir::Write;
  double bytes_each = 0;
  uint64_t commands = 1;
  double segments_each = 1; // data segments per command (dev.segment_service)
  bool fresh = false; // writes into never-written blocks (dev.fresh_write_factor)
  bool allocates = false; // a direct write into them: it holds the host's allocation section (dev.fresh_serial)
  bool one_io = false; // the commands are one direct IO's pieces (dev.max_transfer): alone, they are one request
  double submit_time = 0;
  std::function<void(IoRequest&)> on_complete; // called once; the device frees the request after it
  double bytes() const { return bytes_each * static_cast<double>(commands); }
};

class NvmeDevice {
public:
  // `media_write` is the link whose bandwidth drops to `post_cache_bw` once
  // `slc_bytes` have been written (an SLC write cache; 0 = none modelled).
  // While no command is in flight the firmware frees `slc_recover_bw` bytes
  // of the cache per second (folding into TLC), and writes run at the media
  // rate again until the regained space is used.
  NvmeDevice(std::string name, simgrid::s4u::Host* cpu, simgrid::s4u::Host* device, const DeviceSpec& spec,
             simgrid::s4u::Link* media_write = nullptr, double slc_bytes = 0, double post_cache_bw = 0,
             double slc_recover_bw = 0);

  // Called from any actor: waits for queue slots, then takes the request; it
  // calls on_complete when the request completes and frees it afterwards.
  void submit(std::unique_ptr<IoRequest> req);

  // A cache flush (REQ_PREFLUSH) from the calling actor, which waits for it:
  // `fixed` (dev.flush_latency) plus the time the volatile write cache takes
  // to write out what it holds. A device whose one thread serves every
  // command (dev.serial_transfer) is that thread's work for the whole flush:
  // commands and other flushes share it meanwhile, and what is written during
  // the flush waits for the next one (a virtual disk's host thread in
  // fdatasync). Otherwise the flush overlaps commands and other flushes,
  // which all wait for the same drain; with dev.flush_serial it waits its
  // turn among commands and flushes instead (flush_in_turn), inside this call.
  simgrid::s4u::ExecPtr start_flush(double fixed, double& wait);

  // A small synchronous discard from the calling actor, which waits for it:
  // `latency` (dev.discard_latency) of device time. On a dev.serial_transfer
  // device it is the one thread's work, so commands wait behind it.
  void discard(double latency);

  // Whether the device is taking commands: one is in, or waits for, its
  // one-at-a-time part (dev.cmd_service). A doorbell rung now finds it busy.
  bool taking_commands() const { return serial_pending_ > 0; }

  const std::string& name() const { return name_; }
  void set_tracer(Tracer* tracer) { tracer_ = tracer; }
  double inflight_bytes() const { return inflight_bytes_; }
  uint64_t activities() const { return activities_; }
  DiskResult result(double run_time) const;

private:
  // In the device's own actor: the request's service (jitter, the
  // one-at-a-time part, the transfer, the write cache), then complete().
  void serve(IoRequest& req, double occupancy, double cached, double jitter);
  // `cached` bytes of drain work enter the volatile write cache now; waits while it is full.
  void cache_write(double cached);
  // A write request's data enters the cache in pieces of at least this many
  // bytes, at most kCachePieces of them: each is one more transfer on the
  // media link, which pays dev.write_latency (under 1% of a 16 MiB transfer).
  static constexpr uint64_t kCachePiece = 16ull << 20;
  static constexpr uint64_t kCachePieces = 16;
  void submit_in_parts(std::unique_ptr<IoRequest> req); // more commands than the queue holds
  void account_busy(double now);
  void complete(IoRequest& req);

  std::string name_;
  WriteCache cache_;
  // dev.flush_serial, as a virtual disk's one host thread serves a flush:
  // after the commands it took before, and before those that come after.
  // Flushes take tickets; one in flight covers every ticket taken before it
  // started (blk-flush issues the flushes that wait as one), and commands
  // wait while any flush is pending.
  void flush_in_turn(double fixed);
  Signal device_turn_;
  Signal batch_done_; // the one-at-a-time part has emptied (dev.batch_completion)
  uint64_t flush_tickets_ = 0, flushes_done_ = 0; // tickets taken, and covered by completed flushes
  bool flush_running_ = false;
  uint64_t serving_ = 0; // commands past the flush barrier, not complete
  simgrid::s4u::Host* cpu_;
  simgrid::s4u::Host* host_;
  DeviceSpec spec_;
  SlotGate slots_; // a grouped request takes all its slots at once, in turn
  ActorPool io_; // the actors that wait for requests in flight

  DiskResult stats_;
  double inflight_bytes_ = 0;
  uint64_t inflight_cmds_ = 0;
  uint64_t serial_pending_ = 0; // requests in or waiting for the one-at-a-time part
  double busy_since_ = 0;
  uint64_t activities_ = 0;
  simgrid::s4u::Link* media_write_;
  SlcCache slc_;
  double post_cache_bw_;
  double idle_since_ = 0;  // when the last command in flight completed
  Tracer* tracer_ = nullptr;
  std::mt19937_64 jitter_rng_; // dev.latency_jitter draws, seeded by the device's name
};

} // namespace wbsim
