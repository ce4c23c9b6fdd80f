// LibaioEngine: Linux native AIO through libaio (io_setup, io_submit,
// io_getevents), up to iodepth IOs in flight. Buffered IO through AIO
// completes inside io_submit(), as it does under fio.
#pragma once

#include "ReplayEngine.hpp"

#include <libaio.h>

#include <vector>

namespace wbsim {

class LibaioEngine final : public ReplayEngine {
public:
  explicit LibaioEngine(int depth);
  ~LibaioEngine() override;
  LibaioEngine(const LibaioEngine&) = delete;
  LibaioEngine& operator=(const LibaioEngine&) = delete;

  const char* name() const override { return "libaio"; }
  bool async() const override { return true; }
  int depth() const override { return depth_; }
  void queue(ReplayIo* io) override;
  int commit() override;
  int reap(size_t min, std::vector<ReplayIo*>& out) override;

private:
  // A submission the kernel refused: the queued IOs complete with -errno.
  void fail_queued(int err);

  int depth_;
  io_context_t ctx_{};
  std::vector<iocb> iocbs_;      // one per IO slot
  std::vector<iocb*> queued_;    // prepared, not yet submitted
  std::vector<ReplayIo*> failed_; // refused at submission, returned by the next reap()
  std::vector<ReplayIo*> queued_ios_;
  std::vector<io_event> events_;
};

} // namespace wbsim
