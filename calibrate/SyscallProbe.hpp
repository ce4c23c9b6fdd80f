// SyscallProbe: the cost of entering and leaving the kernel on this machine
// (the model's cpu.syscall), timed on getppid(), a syscall that does nothing
// else. On a VM with speculation mitigations it is far above bare metal's
// 0.1-0.3 us: 1.00 us on this project's VM (perf bench syscall basic,
// 2026-12-05).
#pragma once

namespace wbsim {

struct SyscallMeasurement {
  double per_call = 0; // median over the rounds of each round's seconds per call
  double min = 0, max = 0; // the rounds' spread
  int calls = 0;       // per round
  int rounds = 0;
};

// The measurement the testbed and calibrate take: 7 rounds of 200000 calls.
constexpr int kSyscallCalls = 200000, kSyscallRounds = 7;

SyscallMeasurement measure_null_syscall(int calls, int rounds);

} // namespace wbsim
