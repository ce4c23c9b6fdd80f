#include "SyscallProbe.hpp"

#include "TestbedMatrix.hpp"

#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <vector>

namespace wbsim {

SyscallMeasurement measure_null_syscall(int calls, int rounds)
{
  SyscallMeasurement m;
  m.calls = std::max(1, calls);
  m.rounds = std::max(1, rounds);
  std::vector<double> per;
  for (int r = 0; r < m.rounds; ++r) {
    const auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < m.calls; ++i)
      syscall(SYS_getppid); // glibc's getppid() is the same syscall; syscall() keeps it from being elided
    const auto t1 = std::chrono::steady_clock::now();
    per.push_back(std::chrono::duration<double>(t1 - t0).count() / m.calls);
  }
  const Spread s = spread(std::move(per));
  m.per_call = s.median;
  m.min = s.min;
  m.max = s.max;
  return m;
}

} // namespace wbsim
