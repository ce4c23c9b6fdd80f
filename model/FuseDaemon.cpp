#include "FuseDaemon.hpp"

#include "NvmeDevice.hpp"
#include "SimContext.hpp"
#include "StripedVolume.hpp"
#include "Tracer.hpp"

#include <simgrid/s4u/Actor.hpp>

#include <algorithm>
#include <cmath>
#include <memory>

namespace sg4 = simgrid::s4u;

namespace wbsim {

FuseDaemon::FuseDaemon(SimContext& ctx)
    : ctx_(ctx),
      policy_(ctx.params),
      threads_(sg4::Semaphore::create(static_cast<unsigned>(ctx.params.fuse_daemon_threads))),
      background_(sg4::Semaphore::create(static_cast<unsigned>(ctx.params.fuse_max_background))),
      requests_("fuse-daemon", ctx.cpu)
{
}

void FuseDaemon::serve(uint64_t n, double bytes_each)
{
  const Params& p = ctx_.params;
  const double t0 = ctx_.now();
  const double k = static_cast<double>(n);
  // The round trips: wake-up, context switches, reply (latency, not CPU).
  if (p.fuse_round_trip > 0)
    sg4::this_actor::sleep_for(k * p.fuse_round_trip);
  CpuWork w;
  w.add(KFunc::FuseDaemon, k * policy_.daemon_cpu(bytes_each));
  ctx_.run_cpu(w);
  // The backing write: the payload goes to the device, split at max_transfer.
  if (bytes_each > 0 && !p.fs_no_data_io) {
    const uint64_t per_request = ctx_.device_spec.commands_for(static_cast<uint64_t>(std::ceil(bytes_each)));
    CpuWork dev;
    dev.add(KFunc::NvmeCmd, k * static_cast<double>(per_request) * p.dev_cmd_cpu);
    dev.add(KFunc::DeviceKick, k * static_cast<double>(per_request) * p.dev_kick); // the daemon's pwrite rings alone
    ctx_.run_cpu(dev);
    bool done = false;
    Signal finished;
    auto req = std::make_unique<IoRequest>();
    req->dir = IoDir::Write;
    req->commands = n * per_request;
    req->bytes_each = bytes_each / static_cast<double>(per_request);
    req->segments_each = DeviceSpec::segments(req->bytes_each, p.pc_page_size); // the daemon's buffer: a page each
    ctx_.fuse_device_bytes += k * bytes_each;
    req->on_complete = [&done, &finished](IoRequest&) {
      done = true;
      finished.notify_all();
    };
    ctx_.device->submit(std::move(req));
    finished.wait_until([&done] { return done; });
    // The requests of one thread are sequential: each waits for its own write.
    // The group above overlapped their command latencies; add them back.
    if (n > 1 && ctx_.device_spec.write_latency > 0)
      sg4::this_actor::sleep_for((k - 1) * ctx_.device_spec.write_latency);
  }
  busy_ += ctx_.now() - t0;
  if (ctx_.tracer)
    ctx_.tracer->span("fuse", "FUSE_WRITE x " + std::to_string(n), t0, ctx_.now());
  auto& f = ctx_.figures.fuse;
  f.round_trips += k;
  if (bytes_each > 0)
    f.write_requests += k;
  f.bytes += k * bytes_each;
}

void FuseDaemon::call(uint64_t requests, double bytes_each)
{
  if (requests == 0)
    return;
  const Params& p = ctx_.params;
  CpuWork w;
  w.add(KFunc::FuseSendWrite, static_cast<double>(requests) * p.fuse_request_cpu);
  ctx_.run_cpu(w);
  const double t0 = ctx_.now();
  // One request in flight from this task at a time: one daemon thread serves them.
  threads_->acquire();
  serve(requests, bytes_each);
  threads_->release();
  ctx_.figures.fuse.wait_time += ctx_.now() - t0;
}

void FuseDaemon::submit(uint64_t requests, double bytes_each, std::function<void()> done)
{
  if (requests == 0) {
    done();
    return;
  }
  // Fine-grained: one actor per request. Aggregated: the requests are dealt
  // to as many daemon threads as could take them, each serving its share
  // back to back (what the threads would do one request at a time).
  const uint64_t lanes = static_cast<uint64_t>(policy_.lanes(true));
  const uint64_t parts = ctx_.params.sim_aggregate ? std::min(requests, lanes) : requests;
  auto pending = std::make_shared<uint64_t>(parts);
  auto finish = std::make_shared<std::function<void()>>(std::move(done));
  for (uint64_t i = 0; i < parts; ++i) {
    const uint64_t n = requests / parts + (i < requests % parts ? 1 : 0);
    requests_.start([this, n, bytes_each, pending, finish] {
      background_->acquire();
      threads_->acquire();
      serve(n, bytes_each);
      threads_->release();
      background_->release();
      if (--*pending == 0)
        (*finish)();
    });
    ++ctx_.activities;
  }
}

} // namespace wbsim
