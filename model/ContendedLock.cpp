#include "ContendedLock.hpp"

#include "LockPolicy.hpp"
#include "Results.hpp"
#include "Tracer.hpp"

#include <simgrid/s4u/Actor.hpp>
#include <simgrid/s4u/Engine.hpp>
#include <simgrid/s4u/Exec.hpp>
#include <simgrid/s4u/Host.hpp>

#include <algorithm>
#include <cmath>

namespace sg4 = simgrid::s4u;

namespace wbsim {

// The lock host runs at 1e9 "flops" per second uncontended: one flop per ns held.
constexpr double kNominalSpeed = 1e9;

std::vector<double> ContendedLock::pstate_speeds(double contention, double tag_factor)
{
  return {kNominalSpeed * contended_lock_speed(contention, 1), kNominalSpeed * contended_lock_speed(contention, 2),
          kNominalSpeed * tag_handoff_speed(contention, tag_factor)};
}

ContendedLock::ContendedLock(std::string name, sg4::Host* host, double window, Tracer* tracer)
    : name_(std::move(name)),
      host_(host),
      window_(window),
      tracer_(tracer)
{
}

void ContendedLock::advance(double now)
{
  double a = last_;
  last_ = now;
  if (active_ <= 0 || now <= a)
    return;
  const double dt = now - a;
  busy_ += dt;
  contender_time_ += dt * active_;
  vclock_ += dt / active_; // processor sharing: each holder gets 1 / n of the lock
  while (a < now) {
    auto idx = static_cast<int64_t>(std::floor(a / window_));
    if (static_cast<double>(idx + 1) * window_ <= a)
      ++idx; // a / window_ rounded down across a boundary: a is already in the next window
    if (idx != window_index_) {
      // Only windows wholly seen count for the peak; the first one may have started busy before.
      peak_ = std::max(peak_, window_busy_ / window_);
      window_index_ = idx;
      window_busy_ = 0;
    }
    const double end = std::min(now, static_cast<double>(idx + 1) * window_);
    window_busy_ += end - a;
    a = end;
  }
}

void ContendedLock::set_speed()
{
  // Host speeds are per pstate (a SimGrid host has no other speed knob);
  // running activities follow the change at once.
  // Setting a pstate is a simcall (an engine round) even when it does not
  // change, and this runs twice a hold: only a change is sent.
  const bool both_ends = wb_start_loops_ > 0 && wb_end_loops_ > 0;
  unsigned long want = pstate_;
  if (host_->get_pstate_count() > 2 && both_ends && active_ > 1)
    want = 2;
  else if (host_->get_pstate_count() > 1)
    want = active_ > 1 ? 1 : 0;
  if (want != pstate_) {
    pstate_ = want;
    host_->set_pstate(want);
  }
}

ContendedLock::Loop::Loop(ContendedLock& lock, LockRole role)
    : lock_(lock),
      count_(role == LockRole::WritebackStart ? &lock.wb_start_loops_
             : role == LockRole::WritebackEnd ? &lock.wb_end_loops_
                                               : nullptr)
{
  if (!count_)
    return;
  lock_.advance(sg4::Engine::get_clock());
  ++*count_;
  lock_.set_speed();
}

ContendedLock::Loop::~Loop()
{
  if (!count_)
    return;
  lock_.advance(sg4::Engine::get_clock());
  --*count_;
  lock_.set_speed();
}

double ContendedLock::hold(const std::string& caller, double ops, double hold_each)
{
  if (ops <= 0 || hold_each <= 0)
    return 0;
  const double start = sg4::Engine::get_clock();
  advance(start);
  ++active_;
  max_active_ = std::max(max_active_, active_);
  set_speed();
  const double v0 = vclock_;
  sg4::this_actor::exec_init(ops * hold_each * kNominalSpeed)->set_host(host_)->wait();
  const double end = sg4::Engine::get_clock();
  advance(end);
  --active_;
  set_speed();
  // Its hold is its share of the lock's busy time (stretched by contention);
  // the rest of its time it spun.
  const double held = vclock_ - v0;
  CallerStats& s = callers_[caller];
  s.acquisitions += ops;
  s.hold += held;
  s.wait += std::max(0.0, (end - start) - held); // rounding can leave -1e-18
  if (tracer_)
    tracer_->span("lock", name_ + " " + caller, start, end);
  return end - start;
}

void ContendedLock::collect(double run_time, std::vector<LockFigures>& out) const
{
  ContendedLock now = *this; // advanced to the end of the run without changing this one
  now.advance(sg4::Engine::get_clock());
  double peak = std::max(now.peak_, now.window_busy_ / now.window_); // the last window, perhaps partial: never an overestimate
  // A run shorter than a window: its busy fraction is the best figure there is.
  if (run_time > 0 && run_time < window_)
    peak = std::max(peak, now.busy_ / run_time);
  for (const auto& [caller, s] : callers_) {
    LockFigures f;
    f.lock = name_;
    f.caller = caller;
    f.acquisitions = s.acquisitions;
    f.hold = s.hold;
    f.wait = s.wait;
    f.utilisation = run_time > 0 ? std::min(1.0, now.busy_ / run_time) : 0.0;
    f.peak_utilisation = std::min(1.0, peak);
    f.mean_contenders = now.busy_ > 0 ? now.contender_time_ / now.busy_ : 0.0;
    f.max_contenders = max_active_;
    out.push_back(f);
  }
}

} // namespace wbsim
