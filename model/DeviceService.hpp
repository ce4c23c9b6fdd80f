// DeviceService: the closed-form service time of an NVMe command, the pure
// counterpart of the NvmeDevice actor (which lets SimGrid share bandwidth
// between concurrent commands). A command costs its per-command latency plus
// its bytes at the narrower of the PCIe link and the media.
#pragma once

#include "Params.hpp"
#include "Workload.hpp"

#include <cstdint>

namespace wbsim {

struct DeviceSpec {
  double link_bw = 0;       // usable PCIe bandwidth, bytes/s (each direction)
  double write_bw = 0;      // media write bandwidth
  double fresh_write_factor = 1; // share of write_bw for never-written blocks
  double latency_jitter = 0;     // mean of the exponential part of a command's latency
  double cmd_service = 0;        // per command, one command at a time (the IOPS ceiling)
  double segment_service = 0;    // per data segment, in that same one-at-a-time time
  double segment_alone = 1;      // segment_service's fraction for a command alone in the device
  bool serial_transfer = false;  // the transfer is part of the one-at-a-time time
  double alone_write_bw = 0;     // with it, a lone write request's rate (0: write_bw)
  bool flush_serial = false;     // one cache flush in flight at a time (dev.flush_serial)
  bool batch_completion = false; // completions wait for the serial part to empty (dev.batch_completion)
  double cache_size = 0;         // volatile write cache (WriteCache); 0 = none
  double cache_drain_bw = 0;     // its rate to media
  double cache_drain_io = 0;     // its time per write command, beyond the bytes
  double cache_drain_delay = 0;  // age at which it drains in the background
  double cache_background = 0;   // bytes above which it drains in the background (0: none)
  double fresh_drain_factor = 1; // share of the drain rate for never-written blocks
  double fresh_serial = 0;       // per fresh direct command, in the serial pass (dev.fresh_serial)
  double fresh_serial_bw = 0;    // and its bytes at this rate (0: none)
  // The host's allocation section of one fresh command of `bytes`.
  double fresh_section(double bytes) const
  {
    return fresh_serial + (fresh_serial_bw > 0 ? bytes / fresh_serial_bw : 0.0);
  }
  double read_bw = 0;
  double write_latency = 0; // seconds per command
  double read_latency = 0;
  int queue_depth = 1;
  uint64_t max_transfer = 0;

  static DeviceSpec from(const Params& p);

  double bandwidth(IoDir dir) const;
  double latency(IoDir dir) const;
  // The one-at-a-time part of a command of `segments` segments; `alone`: with
  // no other in the device (dev.segment_alone).
  double serial_time(double segments, bool alone = false) const
  {
    return cmd_service + segments * segment_service * (alone ? segment_alone : 1.0);
  }
  // Data segments of a command of `bytes` taken from memory that is
  // contiguous in pieces of `contiguous` bytes (a page, a folio, a huge page).
  static double segments(double bytes, double contiguous);
  // Commands a request of `bytes` is split into (max_transfer).
  uint64_t commands_for(uint64_t bytes) const;
};

} // namespace wbsim
