#include "LibaioEngine.hpp"

#include <cerrno>
#include <cstring>

namespace wbsim {

LibaioEngine::LibaioEngine(int depth)
    : depth_(depth), iocbs_(static_cast<size_t>(depth)), events_(static_cast<size_t>(depth))
{
  // libaio returns -errno rather than setting errno.
  const int r = io_setup(depth_, &ctx_);
  if (r < 0)
    throw ReplayError("libaio: io_setup(" + std::to_string(depth_) + ") failed: " + std::strerror(-r) +
                      (r == -EAGAIN ? " (iodepth above /proc/sys/fs/aio-max-nr?)" : ""));
  queued_.reserve(iocbs_.size());
  queued_ios_.reserve(iocbs_.size());
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
  queued_.push_back(cb);
  queued_ios_.push_back(io);
}

int LibaioEngine::commit()
{
  while (!queued_.empty()) {
    const int r = io_submit(ctx_, static_cast<long>(queued_.size()), queued_.data());
    if (r == -EINTR)
      continue;
    if (r == -EAGAIN)
      return r; // the caller reaps and commits again
    if (r < 0) {
      fail_queued(-r);
      return r;
    }
    const double now = replay_clock();
    const auto n = static_cast<size_t>(r);
    for (size_t i = 0; i < n; ++i)
      queued_ios_[i]->issued = now;
    queued_.erase(queued_.begin(), queued_.begin() + static_cast<long>(n));
    queued_ios_.erase(queued_ios_.begin(), queued_ios_.begin() + static_cast<long>(n));
    if (n == 0)
      return -EAGAIN;
  }
  return 0;
}

void LibaioEngine::fail_queued(int err)
{
  const double now = replay_clock();
  for (ReplayIo* io : queued_ios_) {
    io->issued = now;
    io->done = now;
    io->result = -err;
    failed_.push_back(io);
  }
  queued_.clear();
  queued_ios_.clear();
}

int LibaioEngine::reap(size_t min, std::vector<ReplayIo*>& out)
{
  if (!failed_.empty()) {
    const int n = static_cast<int>(failed_.size());
    out.insert(out.end(), failed_.begin(), failed_.end());
    failed_.clear();
    return n;
  }
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
