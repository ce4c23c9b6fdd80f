#include "Workload.hpp"

#include <algorithm>

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

uint64_t JobSpec::ios_per_file() const
{
  return std::max<uint64_t>(1, file_size / (block_size + skip));
}

uint64_t JobSpec::ios_per_pass() const
{
  const uint64_t all_files = ios_per_file() * std::max<uint64_t>(1, files.size());
  return std::max<uint64_t>(1, std::min(all_files, size / block_size)); // skip's holes are not IO: size counts bs
}

uint64_t Workload::total_bytes() const
{
  uint64_t total = 0;
  for (const auto& j : jobs)
    total += j.size;
  return total;
}

} // namespace wbsim
