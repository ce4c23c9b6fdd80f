#include "NvmeDevice.hpp"

#include <simgrid/s4u/Activity.hpp>
#include <simgrid/s4u/Comm.hpp>
#include <simgrid/s4u/Engine.hpp>
#include <simgrid/s4u/Mailbox.hpp>

#include <cmath>
#include <mutex>

namespace sg4 = simgrid::s4u;

namespace wbsim {

NvmeDevice::NvmeDevice(std::string name, sg4::Host* cpu, sg4::Host* device, const DeviceSpec& spec)
    : name_(std::move(name)),
      cpu_(cpu),
      host_(device),
      spec_(spec),
      queue_(sg4::Mailbox::by_name(name_ + ".sq")),
      slots_(sg4::Semaphore::create(static_cast<unsigned>(spec.queue_depth))),
      submit_mutex_(sg4::Mutex::create())
{
  stats_.name = name_;
}

void NvmeDevice::submit(IoRequest* req)
{
  {
    std::unique_lock<sg4::Mutex> lock(*submit_mutex_);
    for (uint64_t i = 0; i < req->commands; ++i)
      slots_->acquire();
  }
  req->submit_time = sg4::Engine::get_clock();
  queue_->put_init(req, 0)->detach();
}

namespace {
IoRequest g_stop_marker; // SimGrid refuses a null payload, so stop() sends this one
} // namespace

void NvmeDevice::stop()
{
  queue_->put_init(&g_stop_marker, 0)->detach();
}

void NvmeDevice::account_busy(double now)
{
  if (inflight_cmds_ > 0)
    stats_.busy_time += now - busy_since_;
  busy_since_ = now;
}

void NvmeDevice::run()
{
  IoRequest* incoming = nullptr;
  sg4::CommPtr receive = queue_->get_async<IoRequest>(&incoming);
  std::vector<sg4::ActivityPtr> waiting{receive};
  std::vector<IoRequest*> requests{nullptr}; // parallel to `waiting`; slot 0 is the queue

  while (true) {
    const ssize_t idx = sg4::Activity::wait_any(waiting);
    const double now = sg4::Engine::get_clock();
    if (idx == 0) {
      IoRequest* req = incoming;
      if (req == &g_stop_marker) { // stop(): leave no activity behind for SimGrid to complain about
        for (size_t i = 1; i < waiting.size(); ++i) {
          waiting[i]->cancel();
          delete requests[i];
        }
        account_busy(now);
        return;
      }
      account_busy(now);
      inflight_cmds_ += req->commands;
      inflight_bytes_ += req->bytes();
      const auto bytes = static_cast<uint64_t>(std::llround(req->bytes()));
      sg4::CommPtr io = req->dir == IoDir::Write ? sg4::Comm::sendto_async(cpu_, host_, bytes)
                                                 : sg4::Comm::sendto_async(host_, cpu_, bytes);
      activities_ += 2;
      waiting.push_back(io);
      requests.push_back(req);
      receive = queue_->get_async<IoRequest>(&incoming);
      waiting[0] = receive;
      continue;
    }
    IoRequest* req = requests[static_cast<size_t>(idx)];
    waiting.erase(waiting.begin() + idx);
    requests.erase(requests.begin() + idx);
    account_busy(now);
    inflight_cmds_ -= req->commands;
    inflight_bytes_ -= req->bytes();
    const double service = now - req->submit_time;
    if (req->dir == IoDir::Write) {
      stats_.write_ios += req->commands;
      stats_.write_bytes += static_cast<uint64_t>(std::llround(req->bytes()));
      stats_.write_ticks += service * static_cast<double>(req->commands);
    } else {
      stats_.read_ios += req->commands;
      stats_.read_bytes += static_cast<uint64_t>(std::llround(req->bytes()));
      stats_.read_ticks += service * static_cast<double>(req->commands);
    }
    stats_.in_queue += service * static_cast<double>(req->commands);
    for (uint64_t i = 0; i < req->commands; ++i)
      slots_->release();
    if (req->on_complete)
      req->on_complete(*req);
  }
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
