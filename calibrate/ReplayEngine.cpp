#include "ReplayEngine.hpp"

#include "LibaioEngine.hpp"
#include "SyncEngine.hpp"
#include "UringEngine.hpp"

#include <algorithm>
#include <chrono>

namespace wbsim {

double replay_clock()
{
  const auto t = std::chrono::steady_clock::now().time_since_epoch();
  return std::chrono::duration<double>(t).count();
}

void AsyncReplayEngine::fail_queued(int err)
{
  const double now = replay_clock();
  for (ReplayIo* io : queued_) {
    io->issued = now;
    io->done = now;
    io->result = -err;
    failed_.push_back(io);
  }
  queued_.clear();
}

void AsyncReplayEngine::mark_issued(size_t n)
{
  n = std::min(n, queued_.size());
  const double now = replay_clock();
  for (size_t i = 0; i < n; ++i)
    queued_[i]->issued = now;
  queued_.erase(queued_.begin(), queued_.begin() + static_cast<long>(n));
}

int AsyncReplayEngine::take_failed(std::vector<ReplayIo*>& out)
{
  const int n = static_cast<int>(failed_.size());
  out.insert(out.end(), failed_.begin(), failed_.end());
  failed_.clear();
  return n;
}

std::unique_ptr<ReplayEngine> make_replay_engine(IoEngine kind, int iodepth, bool force_async)
{
  switch (kind) {
  case IoEngine::Sync:
  case IoEngine::Psync:
  case IoEngine::Pvsync:
    return std::make_unique<SyncEngine>(kind); // fio: sync engines run at depth 1 whatever iodepth says
  case IoEngine::Libaio:
    return std::make_unique<LibaioEngine>(std::max(1, iodepth));
  case IoEngine::IoUring:
    return std::make_unique<UringEngine>(std::max(1, iodepth), force_async);
  }
  throw ReplayError(std::string("engine ") + to_string(kind) + " has no native implementation");
}

} // namespace wbsim
