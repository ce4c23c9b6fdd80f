// InterruptTail: the latency spread of CPU-bound syscalls from the CPU being
// taken away while they run: interrupts and softirqs, the timer tick,
// preemption by a kworker, and on a VM the host's exits and preemption of the
// vCPU. They arrive at random while a write() copies (on average one per
// cpu.interrupt_gap of syscall time) and each takes an exponentially
// distributed cpu.interrupt_time, so a write of base time b is stretched by
// a compound Poisson sum: most writes are not hit, a few are hit once, long
// ones more often. fio's clat of in-cache buffered writes on this project's
// VM: p50 33.5 us, p90 43.3, p99 75.3, p99.9 142 at 128 KiB; p99/p50 2.2-4
// from 4 KiB to 1 MiB, which one number per batch cannot give.
//
// Like FolioBatchTail, this policy only places time: a write's mean is the
// calibrated cost, which already contains its share of interruptions, so
// the base is each / (1 + time/gap) and bandwidth does not change. Writes go
// to fixed quantile cells with a carried credit, so an aggregated batch of k
// writes and k single writes fill the same histogram (to one write per cell).
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <vector>

namespace wbsim {

class InterruptTail {
public:
  // gap: mean syscall CPU time between interruptions (0 disables);
  // time: mean length of one interruption. Both in seconds.
  InterruptTail(double gap, double time);

  struct Point {
    double latency = 0; // seconds
    uint64_t count = 0;
  };
  // k writes whose mean latency is `each`, of which `cpu` seconds run on a
  // CPU (the rest, a wait for a device or a daemon, is not interrupted; a
  // negative cpu means all of it): their latencies, at most one point per
  // quantile cell, counts summing to k, mean `each`.
  std::vector<Point> spread(uint64_t k, double each, double cpu = -1);
  // The same for events counted otherwise: k writes of mean `each` that
  // each meet a Poisson number of mean `mu` of these delays (Exp(time) each;
  // gap unused), `each` holding their mean mu * time: long wake-ups.
  std::vector<Point> spread_events(uint64_t k, double each, double mu);

  // Quantile u in (0, 1) of the latency of one write with mean `each`
  // (closed form, for tests and for calibrate's fit).
  double quantile(double each, double u) const;

  static constexpr int kCells = 11;
  // Cell bounds in probability and the quantile each cell stands for: the
  // representative sits at fio's default percentiles (50, 90, 95, 99, 99.5,
  // 99.9, 99.95, 99.99), so those read back exactly from the histogram.
  static const std::array<double, kCells + 1>& bounds();
  static const std::array<double, kCells>& representatives();

private:
  // The normalized extra (extra / time) at quantile u of a compound Poisson
  // sum with mean count mu of unit exponentials.
  static double extra_quantile(double mu, double u);
  const std::array<double, kCells>& cell_extras(double mu);

  double gap_, time_;
  std::array<double, kCells> credit_{};
  std::map<long, std::array<double, kCells>> cache_; // by quantized mu
};

} // namespace wbsim
