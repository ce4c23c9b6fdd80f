#include "WakeupProbe.hpp"

#include "TestbedMatrix.hpp"

#include <pthread.h>
#include <sched.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace wbsim {

namespace {

double now()
{
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

double median(std::vector<double> v) { return spread(std::move(v)).median; }

struct EventFd {
  int fd;
  EventFd() : fd(::eventfd(0, EFD_CLOEXEC))
  {
    if (fd < 0)
      throw std::runtime_error(std::string("eventfd: ") + std::strerror(errno));
  }
  ~EventFd() { ::close(fd); }
  EventFd(const EventFd&) = delete;
  EventFd& operator=(const EventFd&) = delete;
  // A failed post or take ends the ping-pong (the peer then gets a stop value).
  bool post(uint64_t v = 1) const { return ::write(fd, &v, sizeof v) == sizeof v; }
  uint64_t take() const
  {
    uint64_t v = 0;
    return ::read(fd, &v, sizeof v) == sizeof v ? v : 0;
  }
};

constexpr uint64_t kStop = 2; // any value but 1 ends the partner's loop

// The first two CPUs this process may run on, or {-1, -1} with fewer.
std::pair<int, int> two_cpus()
{
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof set, &set) != 0)
    return {-1, -1};
  int first = -1;
  for (int c = 0; c < CPU_SETSIZE; ++c)
    if (CPU_ISSET(c, &set)) {
      if (first < 0)
        first = c;
      else
        return {first, c};
    }
  return {-1, -1};
}

bool pin_to(pthread_t t, int cpu)
{
  cpu_set_t one;
  CPU_ZERO(&one);
  CPU_SET(cpu, &one);
  return pthread_setaffinity_np(t, sizeof one, &one) == 0;
}

} // namespace

double wakeup_jitter_from_trips(std::vector<double> trips)
{
  if (trips.size() < 10)
    return 0;
  std::sort(trips.begin(), trips.end());
  auto at = [&](double q) { return trips[static_cast<size_t>(q * static_cast<double>(trips.size() - 1) + 0.5)]; };
  return std::max(0.0, (at(0.9) - at(0.5)) / 2.212);
}

LongWakes wakeup_tail_of_trips(std::vector<double> trips)
{
  LongWakes l;
  if (trips.size() < 100)
    return l;
  const double mid = median(trips);
  size_t n = 0;
  double excess = 0;
  for (double t : trips)
    if (t > mid + kLongWakeOver) {
      ++n;
      excess += t - mid;
    }
  if (n == 0)
    return l;
  l.share = static_cast<double>(n) / static_cast<double>(trips.size()) / 2;
  l.extra = excess / static_cast<double>(n);
  return l;
}

WakeupMeasurement measure_wakeup(int round_trips, int rounds)
{
  WakeupMeasurement m;
  m.round_trips = std::max(1, round_trips);
  m.rounds = std::max(1, rounds);
  EventFd ping, pong;
  // The two threads on two CPUs: every wake-up then crosses to a CPU that
  // went idle, as io-wq's completion does to fio's thread. Left to the
  // scheduler they sometimes shared one CPU and sometimes not: two quick
  // calibrations on this project's VM read 0.56 and 31.9 us (2026-12-02).
  cpu_set_t saved;
  CPU_ZERO(&saved);
  const bool restore = pthread_getaffinity_np(pthread_self(), sizeof saved, &saved) == 0;
  const auto [cpu_a, cpu_b] = two_cpus();
  m.cross_cpu = cpu_a >= 0 && pin_to(pthread_self(), cpu_a);
  std::thread partner([&] {
    while (ping.take() == 1)
      if (!pong.post())
        return;
    pong.post(kStop);
  });
  if (m.cross_cpu)
    m.cross_cpu = pin_to(partner.native_handle(), cpu_b);
  std::vector<double> trips, pairs, every, posts, alone, shares, extras;
  bool ok = true;
  // Each round trip is timed alone and a round gives its median, so a trip
  // that a host exit or a kworker stretched moves nothing (a round's mean of
  // the same trips read 7 us against 2.9 us on this project's VM).
  // The write() that wakes the partner is timed too: what the wake costs
  // the waker (cpu.wake_send).
  std::vector<double> each(static_cast<size_t>(m.round_trips)), post(each.size());
  for (int r = 0; r < m.rounds && ok; ++r) {
    for (int i = 0; i < m.round_trips && ok; ++i) {
      const double t0 = now();
      ok = ping.post();
      post[static_cast<size_t>(i)] = now() - t0;
      ok = ok && pong.take() == 1;
      each[static_cast<size_t>(i)] = now() - t0;
    }
    trips.push_back(median(each));
    posts.push_back(median(post));
    const LongWakes l = wakeup_tail_of_trips(each);
    shares.push_back(l.share);
    extras.push_back(l.extra);
    every.insert(every.end(), each.begin(), each.end());
    // The same calls without a sleeper: post then take on one eventfd.
    EventFd self;
    for (int i = 0; i < m.round_trips; ++i) {
      const double t0 = now();
      if (!self.post())
        break;
      post[static_cast<size_t>(i)] = now() - t0;
      if (self.take() != 1)
        break;
      each[static_cast<size_t>(i)] = now() - t0;
    }
    pairs.push_back(median(each));
    alone.push_back(median(post));
  }
  ping.post(kStop);
  partner.join();
  if (restore)
    pthread_setaffinity_np(pthread_self(), sizeof saved, &saved);
  if (!ok)
    throw std::runtime_error(std::string("eventfd ping-pong failed: ") + std::strerror(errno));
  m.round_trip = median(trips);
  m.syscalls = median(pairs);
  m.wakeup = std::max(0.0, (m.round_trip - 2 * m.syscalls) / 2);
  m.post_waking = median(posts);
  m.post_alone = median(alone);
  m.wake_send = std::max(0.0, m.post_waking - m.post_alone);
  m.tail_share = median(shares);
  m.tail = m.tail_share > 0 ? median(extras) : 0.0;
  m.jitter = wakeup_jitter_from_trips(std::move(every));
  return m;
}

IdleWakeFit fit_idle_wakeup(const std::vector<double>& gaps, const std::vector<double>& medians)
{
  IdleWakeFit f;
  if (gaps.size() < 2 || gaps.size() != medians.size())
    return f;
  f.base = medians.front();
  const double rise = medians.back() - f.base;
  if (!(rise >= 2e-6) || rise < 0.2 * f.base)
    return f;
  for (size_t i = 1; i < gaps.size(); ++i)
    if (medians[i] > f.base + rise / 2) {
      f.window = (gaps[i - 1] + gaps[i]) / 2;
      f.extra = rise;
      f.step = true;
      break;
    }
  return f;
}

IdleWakeMeasurement measure_idle_wakeup(int wakes, int rounds)
{
  IdleWakeMeasurement m;
  m.gaps = {20e-6, 50e-6, 100e-6, 150e-6, 200e-6, 300e-6, 500e-6, 1e-3};
  wakes = std::max(1, wakes);
  rounds = std::max(1, rounds);
  EventFd ping;
  cpu_set_t saved;
  CPU_ZERO(&saved);
  const bool restore = pthread_getaffinity_np(pthread_self(), sizeof saved, &saved) == 0;
  const auto [cpu_a, cpu_b] = two_cpus();
  m.cross_cpu = cpu_a >= 0 && pin_to(pthread_self(), cpu_a);
  // The sleeper says when it goes to sleep (armed counts its sleeps) and
  // reports each wake-up's delay; times are steady_clock seconds.
  std::atomic<long> armed{0};
  std::atomic<bool> gone{false}; // the sleeper left (a stop, or a failed read): never wait for it
  std::atomic<double> asleep_at{0}, posted_at{0}, woke_after{0};
  std::thread sleeper([&] {
    while (true) {
      asleep_at.store(now());
      armed.fetch_add(1);
      const uint64_t v = ping.take();
      woke_after.store(now() - posted_at.load());
      if (v != 1) {
        gone.store(true);
        return;
      }
    }
  });
  if (m.cross_cpu)
    m.cross_cpu = pin_to(sleeper.native_handle(), cpu_b);
  long sleeps = 0;
  bool ok = true;
  auto wait_armed = [&] {
    ++sleeps;
    while (armed.load() < sleeps)
      if (gone.load())
        return false;
    return true;
  };
  std::vector<double> each(static_cast<size_t>(wakes));
  for (int r = 0; r < rounds && ok; ++r) {
    std::vector<double> meds;
    for (const double gap : m.gaps) {
      for (int i = 0; i < wakes && ok; ++i) {
        if (!(ok = wait_armed()))
          break;
        const double from = asleep_at.load();
        while (now() - from < gap)
          ; // the poster's CPU stays busy, as fio's does while it submits
        posted_at.store(now());
        if (!(ok = ping.post()))
          break;
        // The sleeper's report of this wake-up comes before it sleeps again.
        if (!(ok = wait_armed()))
          break;
        --sleeps;
        each[static_cast<size_t>(i)] = woke_after.load();
      }
      meds.push_back(median(each));
    }
    m.rounds.push_back(fit_idle_wakeup(m.gaps, meds));
    m.medians.push_back(std::move(meds));
  }
  ping.post(kStop); // read at once if the sleeper has not slept again yet
  sleeper.join();
  if (restore)
    pthread_setaffinity_np(pthread_self(), sizeof saved, &saved);
  if (!ok)
    throw std::runtime_error(std::string("eventfd wake-up probe failed: ") + std::strerror(errno));
  for (size_t g = 0; g < m.gaps.size(); ++g) {
    std::vector<double> v;
    for (const auto& row : m.medians)
      v.push_back(row[g]);
    m.per_gap.push_back(median(v));
  }
  m.fit = fit_idle_wakeup(m.gaps, m.per_gap);
  return m;
}

} // namespace wbsim
