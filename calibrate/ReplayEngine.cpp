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

std::unique_ptr<ReplayEngine> make_replay_engine(IoEngine kind, int iodepth)
{
  switch (kind) {
  case IoEngine::Sync:
  case IoEngine::Psync:
  case IoEngine::Pvsync:
    return std::make_unique<SyncEngine>(kind); // fio: sync engines run at depth 1 whatever iodepth says
  case IoEngine::Libaio:
    return std::make_unique<LibaioEngine>(std::max(1, iodepth));
  case IoEngine::IoUring:
    return std::make_unique<UringEngine>(std::max(1, iodepth));
  }
  throw ReplayError(std::string("engine ") + to_string(kind) + " has no native implementation");
}

} // namespace wbsim
