// WakeupProbe: how long a sleeping task takes to run again after wake_up()
// on this machine (the model's cpu.wakeup). Two threads, pinned to two CPUs,
// ping-pong over two eventfds, each blocking in read() between turns, so
// every turn is one wake-up of a sleeping task on another CPU (eventfd wakes are not WF_SYNC hints, like
// io-wq's wake_up_process). A round trip is two wake-ups plus two
// write/read pairs; the pairs are timed alone, without sleeping, and taken out.
#pragma once

#include <vector>

namespace wbsim {

struct WakeupMeasurement {
  double round_trip = 0; // median seconds of one ping-pong (two wake-ups)
  double syscalls = 0;   // median seconds of one eventfd write + read that does not sleep
  double wakeup = 0;     // (round_trip - 2 * syscalls) / 2, never below 0
  double post_waking = 0; // median seconds of the write() that wakes the partner asleep on the other CPU
  double post_alone = 0;  // median seconds of the same write() with no one asleep
  double wake_send = 0;   // post_waking - post_alone, never below 0 (cpu.wake_send)
  double tail_share = 0;  // the rounds' median share of long wake-ups (wakeup_tail_of_trips)
  double tail = 0;        // the rounds' median mean extra of a long wake-up
  double jitter = 0;     // wakeup_jitter_from_trips over every round trip timed
  int round_trips = 0;   // per round
  int rounds = 0;        // medians are over rounds
  bool cross_cpu = false; // the two threads ran pinned to two CPUs (false: one CPU online)
};

// The random part of one wake-up (cpu.wakeup_jitter) from round trips of two
// wake-ups each: if a wake-up is a fixed time plus Exp(m), a trip is a fixed
// time plus a gamma of shape 2 and scale m, whose p90 - p50 is
// (3.890 - 1.678) m = 2.212 m. p90 rather than p99: the rare trip a host
// exit or a preemption stretches by milliseconds must not set the tail of
// every wake-up. 0 for fewer than 10 trips.
double wakeup_jitter_from_trips(std::vector<double> trips);

// The long wake-ups (cpu.wakeup_tail_share, cpu.wakeup_tail) of one round of
// round trips: the trips more than kLongWakeOver past the median hold one,
// and a trip holds two wake-ups, so the share is half theirs; the extra is
// their mean excess over the median. {0, 0} for fewer than 100 trips.
constexpr double kLongWakeOver = 5e-6;
struct LongWakes {
  double share = 0;
  double extra = 0;
};
LongWakes wakeup_tail_of_trips(std::vector<double> trips);

// The measurement calibrate and the testbed take: 7 rounds of 5000 round trips.
constexpr int kWakeupRoundTrips = 5000, kWakeupRounds = 7;

// Throws std::runtime_error (naming the call and errno) when eventfd or the
// thread cannot be made.
WakeupMeasurement measure_wakeup(int round_trips, int rounds);

// A wake-up against how long the woken thread slept (cpu.idle_poll,
// cpu.deep_wakeup). A VM's idle vCPU polls for a while before the host
// deschedules it (KVM's halt_poll_ns), a bare-metal CPU picks a deeper
// C-state the longer it idles; either way a wake-up past that window costs
// more. One thread sleeps in read() on an eventfd; the other, pinned to
// another CPU and spinning, posts once the sleeper has slept `gap`, and the
// sleeper times the post-to-run delay. One-way, on one clock (steady_clock
// is the same on every CPU).
struct IdleWakeFit {
  double base = 0;   // median wake-up after the shortest sleep
  double extra = 0;  // median after the longest sleep less base; 0 without a step
  double window = 0; // sleep beyond which the wake-up costs base + extra; 0 without a step
  bool step = false;
};
// gaps ascending (seconds slept), medians the median wake-up at each. The
// step is where the median first rises past base + half the rise to the
// last gap; the window is halfway between that gap and the one before. A
// rise under 2 us, or under a fifth of base, is no step.
IdleWakeFit fit_idle_wakeup(const std::vector<double>& gaps, const std::vector<double>& medians);

struct IdleWakeMeasurement {
  std::vector<double> gaps;                 // seconds slept before each post, ascending
  std::vector<std::vector<double>> medians; // [round][gap] median one-way wake-up, seconds
  std::vector<IdleWakeFit> rounds;          // each round's fit
  std::vector<double> per_gap;              // [gap] the rounds' median, seconds
  IdleWakeFit fit;                          // the fit of per_gap
  bool cross_cpu = false;
};
// The ladder 20 us .. 1 ms, `wakes` wake-ups per gap, `rounds` rounds.
IdleWakeMeasurement measure_idle_wakeup(int wakes, int rounds);

} // namespace wbsim
