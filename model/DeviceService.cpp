#include "DeviceService.hpp"

#include <algorithm>
#include <cmath>

namespace wbsim {

DeviceSpec DeviceSpec::from(const Params& p)
{
  DeviceSpec d;
  d.link_bw = p.link_bandwidth();
  d.write_bw = p.dev_write_bw;
  d.fresh_write_factor = p.dev_fresh_write_factor;
  d.latency_jitter = p.dev_latency_jitter;
  d.cmd_service = p.dev_cmd_service;
  d.segment_service = p.dev_segment_service;
  d.segment_alone = p.dev_segment_alone;
  d.serial_transfer = p.dev_serial_transfer;
  d.alone_write_bw = p.dev_alone_write_bw;
  d.flush_serial = p.dev_flush_serial;
  d.batch_completion = p.dev_batch_completion;
  d.cache_size = p.dev_cache_size;
  d.cache_drain_bw = p.dev_cache_drain_bw;
  d.cache_drain_io = p.dev_cache_drain_io;
  d.cache_drain_delay = p.dev_cache_drain_delay;
  d.cache_background = p.dev_cache_background;
  d.fresh_drain_factor = p.dev_fresh_drain_factor;
  d.fresh_serial = p.dev_fresh_serial;
  d.fresh_serial_bw = p.dev_fresh_serial_bw;
  d.read_bw = p.dev_read_bw;
  d.write_latency = p.dev_write_latency;
  d.read_latency = p.dev_read_latency;
  d.queue_depth = static_cast<int>(p.dev_queue_depth);
  d.max_transfer = static_cast<uint64_t>(p.dev_max_transfer);
  return d;
}

double DeviceSpec::bandwidth(IoDir dir) const
{
  return std::min(link_bw, dir == IoDir::Write ? write_bw : read_bw);
}

double DeviceSpec::latency(IoDir dir) const
{
  return dir == IoDir::Write ? write_latency : read_latency;
}

double DeviceSpec::segments(double bytes, double contiguous)
{
  return std::max(1.0, std::ceil(bytes / contiguous - 1e-9));
}

uint64_t DeviceSpec::commands_for(uint64_t bytes) const
{
  if (bytes == 0)
    return 0;
  return (bytes + max_transfer - 1) / max_transfer;
}

} // namespace wbsim
