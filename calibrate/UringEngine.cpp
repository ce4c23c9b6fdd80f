#include "UringEngine.hpp"

#include <algorithm>
#include <cerrno>
#include <cstring>

namespace wbsim {

namespace {

unsigned pow2_at_least(unsigned v)
{
  unsigned p = 1;
  while (p < v)
    p <<= 1;
  return p;
}

} // namespace

UringEngine::UringEngine(int depth, bool force_async)
    : AsyncReplayEngine(depth), force_async_(force_async), cqes_(static_cast<size_t>(depth))
{
  // The SQ ring only holds IOs between queue() and commit(); the CQ ring must
  // hold every IO in flight, so it is sized to the depth.
  sq_entries_ = std::min(pow2_at_least(static_cast<unsigned>(depth)), 4096u);
  // fio 3.33 sets COOP_TASKRUN, SINGLE_ISSUER and DEFER_TASKRUN where the
  // kernel has them (6.1+): completions then run when the job waits, which
  // changes when buffered writes complete. Older kernels refuse unknown
  // flags with EINVAL: fall back step by step. A single-issuer ring belongs
  // to the thread that creates it, so this only probes (a refusal must come
  // before any file is written) and attach() makes the job's own ring.
  const unsigned tries[] = {
      IORING_SETUP_COOP_TASKRUN | IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN,
      IORING_SETUP_COOP_TASKRUN, 0u};
  int r = -EINVAL;
  for (unsigned flags : tries) {
    flags_ = flags;
    r = init_ring();
    if (r != -EINVAL)
      break;
  }
  if (r < 0) {
    std::string why = std::strerror(-r);
    if (r == -EPERM)
      why += " (io_uring is disabled here: see /proc/sys/kernel/io_uring_disabled, or a seccomp/container policy)";
    else if (r == -ENOSYS)
      why += " (this kernel has no io_uring)";
    else if (r == -ENOMEM)
      why += " (locked-memory limit too low for the ring? see ulimit -l)";
    throw ReplayError("io_uring: io_uring_queue_init(" + std::to_string(sq_entries_) + ") failed: " + why);
  }
  if (flags_ & IORING_SETUP_SINGLE_ISSUER) {
    io_uring_queue_exit(&ring_);
    ready_ = false;
  }
  queued_.reserve(sq_entries_);
}

int UringEngine::init_ring()
{
  io_uring_params p{};
  p.flags = IORING_SETUP_CQSIZE | flags_;
  p.cq_entries = pow2_at_least(static_cast<unsigned>(depth_));
  const int r = io_uring_queue_init_params(sq_entries_, &ring_, &p);
  ready_ = r == 0;
  return r;
}

void UringEngine::attach()
{
  if (ready_)
    return;
  const int r = init_ring();
  if (r < 0)
    throw ReplayError(std::string("io_uring: io_uring_queue_init failed in the job's thread: ") + std::strerror(-r));
}

UringEngine::~UringEngine()
{
  if (ready_)
    io_uring_queue_exit(&ring_);
}

void UringEngine::queue(ReplayIo* io)
{
  io_uring_sqe* sqe = io_uring_get_sqe(&ring_);
  if (!sqe) {
    // The SQ ring is full of unsubmitted IOs; submit them to make room.
    commit();
    sqe = io_uring_get_sqe(&ring_);
    if (!sqe)
      throw ReplayError("io_uring: no free submission queue entry");
  }
  if (io->write)
    io_uring_prep_write(sqe, io->fd, io->buf, static_cast<unsigned>(io->len), io->offset);
  else
    io_uring_prep_read(sqe, io->fd, io->buf, static_cast<unsigned>(io->len), io->offset);
  io_uring_sqe_set_data(sqe, io);
  if (force_async_)
    io_uring_sqe_set_flags(sqe, IOSQE_ASYNC);
  queued_.push_back(io);
}

int UringEngine::commit()
{
  while (!queued_.empty()) {
    const int r = io_uring_submit(&ring_);
    if (r == -EINTR)
      continue;
    if (r == -EAGAIN || r == -EBUSY)
      return -EAGAIN; // the caller reaps and commits again
    if (r < 0) {
      fail_queued(-r);
      return r;
    }
    const auto n = std::min(static_cast<size_t>(r), queued_.size());
    mark_issued(n);
    if (n == 0)
      return -EAGAIN;
  }
  return 0;
}

int UringEngine::reap(size_t min, std::vector<ReplayIo*>& out)
{
  if (!failed_.empty())
    return take_failed(out);
  if (min > 0) {
    io_uring_cqe* cqe = nullptr;
    const int r = io_uring_wait_cqe_nr(&ring_, &cqe, static_cast<unsigned>(min));
    if (r == -EINTR || r == -ETIME)
      return 0;
    if (r < 0)
      return r;
  }
  const unsigned n = io_uring_peek_batch_cqe(&ring_, cqes_.data(), static_cast<unsigned>(cqes_.size()));
  const double now = replay_clock();
  for (unsigned i = 0; i < n; ++i) {
    auto* io = static_cast<ReplayIo*>(io_uring_cqe_get_data(cqes_[i]));
    io->result = cqes_[i]->res;
    io->done = now;
    out.push_back(io);
  }
  io_uring_cq_advance(&ring_, n);
  return static_cast<int>(n);
}

} // namespace wbsim
