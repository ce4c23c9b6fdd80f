#include "NvmeDevice.hpp"

#include "Tracer.hpp"

#include <simgrid/s4u/Activity.hpp>
#include <simgrid/s4u/Comm.hpp>
#include <simgrid/s4u/Engine.hpp>
#include <simgrid/s4u/Exec.hpp>
#include <simgrid/s4u/Host.hpp>
#include <simgrid/s4u/Link.hpp>
#include <simgrid/s4u/Actor.hpp>

#include <algorithm>
#include <cmath>
#include <memory>
#include <mutex>

namespace sg4 = simgrid::s4u;

namespace wbsim {

NvmeDevice::NvmeDevice(std::string name, sg4::Host* cpu, sg4::Host* device, const DeviceSpec& spec,
                       sg4::Link* media_write, double slc_bytes, double post_cache_bw, double slc_recover_bw)
    : name_(std::move(name)),
      cache_(spec.cache_size, spec.cache_drain_bw, spec.cache_drain_delay, spec.cache_background),
      cpu_(cpu),
      host_(device),
      spec_(spec),
      slots_(static_cast<uint64_t>(spec.queue_depth)),
      io_("io", cpu),
      media_write_(media_write),
      slc_(slc_bytes, slc_recover_bw),
      post_cache_bw_(post_cache_bw),
      jitter_rng_(std::hash<std::string>{}(name_))
{
  stats_.name = name_;
}

void NvmeDevice::submit(std::unique_ptr<IoRequest> req)
{
  const auto depth = static_cast<uint64_t>(spec_.queue_depth);
  if (req->commands > depth) {
    submit_in_parts(std::move(req));
    return;
  }
  slots_.acquire(req->commands);
  const double now = sg4::Engine::get_clock();
  req->submit_time = now;
  if (inflight_cmds_ == 0 && media_write_ && slc_.idle(idle_since_, now))
    media_write_->set_bandwidth(spec_.write_bw); // room in the SLC cache again
  account_busy(now);
  inflight_cmds_ += req->commands;
  inflight_bytes_ += req->bytes();
  activities_ += 2;
  // A fresh write holds the media longer by 1/dev.fresh_write_factor (the
  // host allocates backing storage as it takes the write): it is sent as
  // that many more bytes; behind a volatile write cache it also drains as
  // 1/dev.fresh_drain_factor as many (the host allocates when it writes out).
  // Each command adds dev.cache_drain_io of drain time, held as the bytes
  // that would take as long: the cache counts its contents in drain work.
  const bool fresh = req->dir == IoDir::Write && req->fresh;
  const double occupancy = fresh ? 1.0 / spec_.fresh_write_factor : 1.0;
  const double cached = cache_.enabled() && req->dir == IoDir::Write
                            ? req->bytes() / (fresh ? spec_.fresh_drain_factor : 1.0) +
                                  static_cast<double>(req->commands) * spec_.cache_drain_io * spec_.cache_drain_bw
                            : 0.0;
  // The random part of the service time (exponential, mean
  // dev.latency_jitter), one draw per request: it sets direct IO's tail.
  const double jitter =
      spec_.latency_jitter > 0 ? std::exponential_distribution<double>(1.0 / spec_.latency_jitter)(jitter_rng_) : 0.0;
  // IO the jobs did not wait for ends with them, as fio's run does: the pool's actors are daemons.
  // The serving actor's task owns the request (a pool task must be copyable: shared).
  io_.start([req = std::shared_ptr<IoRequest>(std::move(req)), occupancy, cached, jitter, this] {
    serve(*req, occupancy, cached, jitter);
  });
}

void NvmeDevice::serve(IoRequest& req, double occupancy, double cached, double jitter)
{
  // dev.flush_serial: a flush stops the device as a virtual disk's host
  // thread in fsync does; the commands that come meanwhile wait for it.
  if (spec_.flush_serial) {
    device_turn_.wait_until([this] { return flushes_done_ == flush_tickets_; });
    ++serving_;
  }
  // The controller takes commands one at a time (the device host has one
  // core): dev.cmd_service each, the IOPS ceiling at depth, and
  // dev.segment_service for each of its data segments.
  // With dev.serial_transfer the data moves in that same time too.
  const double moved = req.bytes() * occupancy;
  // Alone: nothing else submitted and not completed. For its segments
  // (dev.segment_alone) a request of several commands is a queue, unless
  // they are one direct IO cut at dev.max_transfer (this VM's disk takes
  // 4 MiB whole); for its transfer (dev.alone_write_bw) it is not.
  const bool request_alone = inflight_cmds_ == req.commands;
  const bool alone = request_alone && (req.commands == 1 || req.one_io);
  double serial = spec_.serial_time(req.segments_each, alone) * static_cast<double>(req.commands);
  // A fresh direct write's allocation section (dev.fresh_serial) runs on
  // that same thread, before it takes the data: it adds to the pass, so a
  // QD1 first pass pays it in its latency and a deep one in its rate.
  if (req.dir == IoDir::Write && req.allocates)
    serial += spec_.fresh_section(req.bytes_each) * static_cast<double>(req.commands);
  if (spec_.serial_transfer) {
    // The media link's rate: an SLC cache may have lowered it.
    const bool w = req.dir == IoDir::Write;
    double rate = w && media_write_ ? std::min(spec_.link_bw, media_write_->get_bandwidth()) : spec_.bandwidth(req.dir);
    // dev.alone_write_bw: a write request alone in the device, in one
    // command or cut at dev.max_transfer, has no other to overlap with.
    if (w && spec_.alone_write_bw > 0 && request_alone)
      rate = std::min(rate, spec_.alone_write_bw);
    serial += moved / rate;
  }
  if (serial > 0) {
    ++serial_pending_;
    sg4::this_actor::exec_init(serial * host_->get_speed())->set_host(host_)->wait();
    --serial_pending_;
    // dev.batch_completion: the host reports what it took in one pass at
    // the pass's end. Bounded: the queue's slots stop new commands.
    if (spec_.batch_completion) {
      if (serial_pending_ == 0)
        batch_done_.notify_all();
      else
        batch_done_.wait_until([this] { return serial_pending_ == 0; });
    }
  }
  // The random part of the service comes after the command is taken: the
  // controller (a virtual disk's host thread) takes commands in the order
  // they come, and the media or the host's own IO varies.
  if (jitter > 0)
    sg4::this_actor::sleep_for(jitter);
  const auto bytes = static_cast<uint64_t>(std::llround(moved));
  if (spec_.serial_transfer) {
    const double latency = spec_.latency(req.dir); // the media link's latency, without its transfer
    if (latency > 0)
      sg4::this_actor::sleep_for(latency);
    cache_write(cached);
  } else if (req.dir == IoDir::Write) {
    // A long request's data reaches the cache as it moves, so the cache's
    // background drain overlaps it (as calibrate's fit of the threshold
    // assumes): in pieces of at least kCachePiece, at most kCachePieces.
    const uint64_t pieces = cached > 0 ? std::clamp<uint64_t>(bytes / kCachePiece, 1, kCachePieces) : 1;
    for (uint64_t i = 0; i < pieces; ++i) {
      sg4::Comm::sendto(cpu_, host_, bytes / pieces + (i + 1 == pieces ? bytes % pieces : 0));
      cache_write(cached / static_cast<double>(pieces));
    }
  } else {
    sg4::Comm::sendto(host_, cpu_, bytes);
  }
  complete(req);
}

// In the cache, the write is complete, unless the cache is full.
void NvmeDevice::cache_write(double cached)
{
  if (!(cached > 0))
    return;
  const double wait = cache_.write(sg4::Engine::get_clock(), cached);
  if (wait > 0)
    sg4::this_actor::sleep_for(wait);
}

// More commands than the queue holds: send them in queue-sized parts, and
// complete the request when the last part does.
void NvmeDevice::submit_in_parts(std::unique_ptr<IoRequest> req)
{
  const auto depth = static_cast<uint64_t>(spec_.queue_depth);
  auto pending = std::make_shared<uint64_t>((req->commands + depth - 1) / depth);
  // The parts own the whole request together: the last one to complete calls it.
  const std::shared_ptr<IoRequest> whole(std::move(req));
  for (uint64_t left = whole->commands; left > 0;) {
    auto part = std::make_unique<IoRequest>();
    part->dir = whole->dir;
    part->commands = std::min(left, depth);
    part->bytes_each = whole->bytes_each;
    part->segments_each = whole->segments_each;
    part->fresh = whole->fresh;
    part->allocates = whole->allocates;
    part->one_io = whole->one_io;
    left -= part->commands;
    part->on_complete = [whole, pending](IoRequest&) {
      if (--*pending == 0 && whole->on_complete)
        whole->on_complete(*whole);
    };
    submit(std::move(part));
  }
}

sg4::ExecPtr NvmeDevice::start_flush(double fixed, double& wait)
{
  const double now = sg4::Engine::get_clock();
  if (!spec_.serial_transfer) {
    wait = 0;
    if (spec_.flush_serial)
      flush_in_turn(fixed);
    else
      wait = fixed + cache_.flush(now);
    return nullptr;
  }
  wait = 0;
  const double work = fixed + cache_.take(now);
  if (!(work > 0))
    return nullptr;
  auto exec = sg4::this_actor::exec_init(work * host_->get_speed())->set_host(host_);
  exec->start();
  return exec;
}

void NvmeDevice::flush_in_turn(double fixed)
{
  const uint64_t ticket = ++flush_tickets_;
  device_turn_.wait_until([&] { return ticket <= flushes_done_ || (!flush_running_ && serving_ == 0); });
  if (ticket <= flushes_done_)
    return; // the flush that started after this one came covered it
  flush_running_ = true;
  const uint64_t covers = flush_tickets_;
  const double wait = fixed + cache_.flush(sg4::Engine::get_clock());
  if (wait > 0)
    sg4::this_actor::sleep_for(wait);
  flush_running_ = false;
  flushes_done_ = covers;
  device_turn_.notify_all();
}

void NvmeDevice::discard(double latency)
{
  ++stats_.discards;
  stats_.discard_ticks += latency;
  if (!(latency > 0))
    return;
  if (spec_.serial_transfer)
    sg4::this_actor::exec_init(latency * host_->get_speed())->set_host(host_)->wait();
  else
    sg4::this_actor::sleep_for(latency);
}

void NvmeDevice::account_busy(double now)
{
  if (inflight_cmds_ > 0)
    stats_.busy_time += now - busy_since_;
  busy_since_ = now;
}

void NvmeDevice::complete(IoRequest& req)
{
  const double now = sg4::Engine::get_clock();
  account_busy(now);
  inflight_cmds_ -= req.commands;
  inflight_bytes_ -= req.bytes();
  if (spec_.flush_serial) {
    --serving_;
    device_turn_.notify_all(); // a flush may wait for the device to finish what it took
  }
  const double service = now - req.submit_time;
  const auto bytes = static_cast<uint64_t>(std::llround(req.bytes()));
  const double ticks = service * static_cast<double>(req.commands);
  if (req.dir == IoDir::Write) {
    // Once the SLC cache is full, writes go at the TLC/QLC rate until idle time frees room.
    if (media_write_ && slc_.write(req.bytes()))
      media_write_->set_bandwidth(post_cache_bw_);
    stats_.write_ios += req.commands;
    stats_.write_bytes += bytes;
    stats_.write_ticks += ticks;
  } else {
    stats_.read_ios += req.commands;
    stats_.read_bytes += bytes;
    stats_.read_ticks += ticks;
  }
  stats_.in_queue += ticks;
  if (tracer_)
    tracer_->span("io", std::string(req.dir == IoDir::Write ? "write " : "read ") + std::to_string(req.commands) +
                            " x " + std::to_string(static_cast<uint64_t>(req.bytes_each)) + " B",
                   req.submit_time, now, name_);
  if (inflight_cmds_ == 0)
    idle_since_ = now;
  slots_.release(req.commands);
  if (req.on_complete)
    req.on_complete(req);
}

DiskResult NvmeDevice::result(double run_time) const
{
  DiskResult r = stats_;
  if (inflight_cmds_ > 0)
    r.busy_time += sg4::Engine::get_clock() - busy_since_;
  r.util = run_time > 0 ? std::min(1.0, r.busy_time / run_time) : 0.0;
  return r;
}

} // namespace wbsim
