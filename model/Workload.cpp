#include "Workload.hpp"

namespace wbsim {

const char* to_string(IoEngine engine)
{
  switch (engine) {
  case IoEngine::Sync:
    return "sync";
  case IoEngine::Psync:
    return "psync";
  case IoEngine::Pvsync:
    return "pvsync";
  case IoEngine::Libaio:
    return "libaio";
  case IoEngine::IoUring:
    return "io_uring";
  }
  return "?";
}

uint64_t Workload::total_bytes() const
{
  uint64_t total = 0;
  for (const auto& j : jobs)
    total += j.size;
  return total;
}

} // namespace wbsim
