#include "LibaioEngine.hpp"

#include <cerrno>
#include <cstring>

namespace wbsim {

LibaioEngine::LibaioEngine(int depth)
    : AsyncReplayEngine(depth), iocbs_(static_cast<size_t>(depth)), events_(static_cast<size_t>(depth))
{
  // libaio returns -errno rather than setting errno.
  const int r = io_setup(depth_, &ctx_);
  if (r < 0)
    throw ReplayError("libaio: io_setup(" + std::to_string(depth_) + ") failed: " + std::strerror(-r) +
                      (r == -EAGAIN ? " (iodepth above /proc/sys/fs/aio-max-nr?)" : ""));
  queued_.reserve(iocbs_.size());
  queued_cbs_.reserve(iocbs_.size());
}

LibaioEngine::~LibaioEngine()
{
  io_destroy(ctx_);
}

void LibaioEngine::queue(ReplayIo* io)
{
  iocb* cb = &iocbs_.at(io->slot);
  if (io->write)
    io_prep_pwrite(cb, io->fd, io->buf, io->len, static_cast<long long>(io->offset));
  else
    io_prep_pread(cb, io->fd, io->buf, io->len, static_cast<long long>(io->offset));
  cb->data = io;
  queued_cbs_.push_back(cb);
  queued_.push_back(io);
}

int LibaioEngine::commit()
{
  while (!queued_.empty()) {
    const int r = io_submit(ctx_, static_cast<long>(queued_cbs_.size()), queued_cbs_.data());
    if (r == -EINTR)
      continue;
    if (r == -EAGAIN)
      return r; // the caller reaps and commits again
    if (r < 0) {
      fail_queued(-r);
      return r;
    }
    const auto n = static_cast<size_t>(r);
    mark_issued(n);
    queued_cbs_.erase(queued_cbs_.begin(), queued_cbs_.begin() + static_cast<long>(n));
    if (n == 0)
      return -EAGAIN;
  }
  return 0;
}

void LibaioEngine::fail_queued(int err)
{
  AsyncReplayEngine::fail_queued(err);
  queued_cbs_.clear();
}

int LibaioEngine::reap(size_t min, std::vector<ReplayIo*>& out)
{
  if (!failed_.empty())
    return take_failed(out);
  const int r = io_getevents(ctx_, static_cast<long>(min), static_cast<long>(events_.size()), events_.data(), nullptr);
  if (r < 0)
    return r == -EINTR ? 0 : r;
  const double now = replay_clock();
  for (int i = 0; i < r; ++i) {
    const io_event& ev = events_[static_cast<size_t>(i)];
    auto* io = static_cast<ReplayIo*>(ev.data);
    // res carries bytes, or a negative errno in an unsigned field.
    io->result = static_cast<long>(ev.res);
    io->done = now;
    out.push_back(io);
  }
  return r;
}

} // namespace wbsim
