// SyncEngine: fio's synchronous engines. psync issues pwrite()/pread(),
// sync lseek() then write()/read(), pvsync pwritev()/preadv() with one
// iovec. One IO at a time: it completes inside queue().
#pragma once

#include "ReplayEngine.hpp"

#include <cstdint>
#include <unordered_map>
#include <vector>

namespace wbsim {

class SyncEngine final : public ReplayEngine {
public:
  explicit SyncEngine(IoEngine kind);

  const char* name() const override { return to_string(kind_); }
  bool async() const override { return false; }
  int depth() const override { return 1; }
  void queue(ReplayIo* io) override;
  int commit() override { return 0; }
  int reap(size_t min, std::vector<ReplayIo*>& out) override;

private:
  long perform(const ReplayIo& io); // bytes or -errno

  IoEngine kind_;
  std::vector<ReplayIo*> done_;
  std::unordered_map<int, uint64_t> position_; // sync: file offset per fd, to seek only when needed
};

} // namespace wbsim
