#include "InodeLock.hpp"

#include "Results.hpp"

#include <simgrid/s4u/Engine.hpp>

namespace sg4 = simgrid::s4u;

namespace wbsim {

InodeLock::InodeLock(std::string name, std::string caller)
    : name_(std::move(name)), caller_(std::move(caller)), mutex_(sg4::Mutex::create())
{
}

double InodeLock::lock(double acquisitions)
{
  const double start = sg4::Engine::get_clock();
  mutex_->lock();
  locked_at_ = sg4::Engine::get_clock();
  acquisitions_ += acquisitions;
  wait_ += locked_at_ - start;
  return locked_at_ - start;
}

void InodeLock::unlock()
{
  hold_ += sg4::Engine::get_clock() - locked_at_;
  mutex_->unlock();
}

void InodeLock::collect(double run_time, std::vector<LockFigures>& out) const
{
  if (acquisitions_ <= 0)
    return;
  LockFigures f;
  f.lock = name_;
  f.caller = caller_;
  f.acquisitions = acquisitions_;
  f.hold = hold_;
  f.wait = wait_;
  f.utilisation = run_time > 0 ? std::min(1.0, hold_ / run_time) : 0.0;
  f.peak_utilisation = f.utilisation; // not measured per window
  out.push_back(f);
}

} // namespace wbsim
