// WakeupDelay: how long a task woken from sleep takes to run (cpu.wakeup),
// drawn per wake-up. A wake-up is not one number: on this project's VM a
// sleeper woken from the other vCPU ran after 15-18 us at p10, 19-29 at p50
// and 21-39 at p90 (2026-12-02, notes/benchmarks/session11), and fio's clat
// of punted writes at qd8 has its p99 at 2.3x its mean. Each draw is
// (mean - jitter) + Exp(jitter): the mean stays cpu.wakeup, so throughput
// does not move, and the exponential part gives the tail. jitter 0 gives
// the mean every time; a jitter above the mean is taken as the mean.
// A share of wake-ups (cpu.wakeup_tail_share) are long ones, Exp(tail) more:
// on a VM the host ran something else on the woken vCPU. They add to the
// mean, which the median-based cpu.wakeup does not hold.
// A task that slept past the idle CPU's polling window (cpu.idle_poll)
// costs cpu.deep_wakeup more (deep_wakeup_extra), whatever woke it.
#pragma once

#include <cstdint>
#include <random>

namespace wbsim {

// The extra of a wake-up after `slept` seconds of sleep (cpu.deep_wakeup past cpu.idle_poll).
inline double deep_wakeup_extra(double idle_poll, double deep, double slept)
{
  return deep > 0 && slept > idle_poll ? deep : 0.0;
}

class WakeupDelay {
public:
  WakeupDelay(double mean, double jitter, uint64_t seed, double tail_share = 0, double tail = 0);
  double next(); // seconds, >= 0
  double long_extra(); // the long wake-up's part of a draw alone: 0, or Exp(tail) at tail_share
  // The draws but the long ones are all alike (no jitter); the long ones a
  // caller may place in closed form (InterruptTail::spread_events).
  bool fixed() const { return jitter_ <= 0; }
  double body() const { return fixed_ + jitter_; } // a draw's mean without the long ones
  double tail_share() const { return share_; }
  double tail() const { return tail_; }

private:
  double fixed_, jitter_, share_, tail_;
  std::mt19937_64 rng_;
};

} // namespace wbsim
