#include "ContendedLock.hpp"

#include "LockPolicy.hpp"
#include "Results.hpp"
#include "Tracer.hpp"

#include <simgrid/s4u/Actor.hpp>
#include <simgrid/s4u/Engine.hpp>
#include <simgrid/s4u/Exec.hpp>
#include <simgrid/s4u/Host.hpp>

#include <algorithm>

namespace sg4 = simgrid::s4u;

namespace wbsim {

ContendedLock::ContendedLock(std::string name, sg4::Host* host, double contention, Tracer* tracer)
    : name_(std::move(name)), host_(host), contention_(contention), tracer_(tracer)
{
}

void ContendedLock::account_busy(double now)
{
  if (active_ > 0)
    busy_ += now - busy_since_;
  busy_since_ = now;
}

double ContendedLock::hold(const std::string& caller, double ops, double hold_each)
{
  if (ops <= 0 || hold_each <= 0)
    return 0;
  const double held = ops * contended_hold_time(hold_each, contention_, active_);
  const double start = sg4::Engine::get_clock();
  account_busy(start);
  ++active_;
  // The lock host runs at 1e9 "flops" per second: one flop per ns held.
  sg4::this_actor::exec_init(held * 1e9)->set_host(host_)->wait();
  const double end = sg4::Engine::get_clock();
  account_busy(end);
  --active_;
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
  double busy = busy_;
  if (active_ > 0)
    busy += sg4::Engine::get_clock() - busy_since_;
  for (const auto& [caller, s] : callers_) {
    LockFigures f;
    f.lock = name_;
    f.caller = caller;
    f.acquisitions = s.acquisitions;
    f.hold = s.hold;
    f.wait = s.wait;
    f.utilisation = run_time > 0 ? std::min(1.0, busy / run_time) : 0.0;
    out.push_back(f);
  }
}

} // namespace wbsim
