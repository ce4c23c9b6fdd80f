// LibaioEngine: Linux native AIO through libaio (io_setup, io_submit,
// io_getevents), up to iodepth IOs in flight. Buffered IO through AIO
// completes inside io_submit(), as it does under fio.
#pragma once

#include "ReplayEngine.hpp"

#include <libaio.h>

#include <vector>

namespace wbsim {

class LibaioEngine final : public AsyncReplayEngine {
public:
  explicit LibaioEngine(int depth);
  ~LibaioEngine() override;
  LibaioEngine(const LibaioEngine&) = delete;
  LibaioEngine& operator=(const LibaioEngine&) = delete;

  const char* name() const override { return "libaio"; }
  void queue(ReplayIo* io) override;
  int commit() override;
  int reap(size_t min, std::vector<ReplayIo*>& out) override;

private:
  void fail_queued(int err) override;

  io_context_t ctx_{};
  std::vector<iocb> iocbs_;       // one per IO slot
  std::vector<iocb*> queued_cbs_; // the iocbs of queued_, in the same order
  std::vector<io_event> events_;
};

} // namespace wbsim
