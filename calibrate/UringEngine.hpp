// UringEngine: io_uring through liburing, one SQE per IO (IORING_OP_WRITE /
// IORING_OP_READ), up to iodepth IOs in flight, submitted one by one as
// fio does with its default iodepth_batch_submit=1, on a ring set up with
// the flags fio uses (COOP_TASKRUN, SINGLE_ISSUER, DEFER_TASKRUN).
#pragma once

#include "ReplayEngine.hpp"

#include <liburing.h>

#include <vector>

namespace wbsim {

class UringEngine final : public AsyncReplayEngine {
public:
  // Throws ReplayError naming the reason when the kernel refuses io_uring
  // (EPERM from kernel.io_uring_disabled or a seccomp policy, ENOSYS).
  // force_async: IOSQE_ASYNC on every SQE (fio's force_async=1): the kernel
  // punts each request to io-wq without trying it inline.
  explicit UringEngine(int depth, bool force_async = false);
  ~UringEngine() override;
  UringEngine(const UringEngine&) = delete;
  UringEngine& operator=(const UringEngine&) = delete;

  void attach() override; // makes the ring in the calling thread, its single issuer
  const char* name() const override { return "io_uring"; }
  void queue(ReplayIo* io) override;
  int commit() override;
  int reap(size_t min, std::vector<ReplayIo*>& out) override;

private:
  io_uring ring_{};
  unsigned sq_entries_ = 0;
  unsigned flags_ = 0;  // IORING_SETUP_* the kernel accepted
  bool force_async_ = false;
  bool ready_ = false;  // ring_ is initialised
  int init_ring();      // 0 or -errno
  std::vector<io_uring_cqe*> cqes_;
};

} // namespace wbsim
