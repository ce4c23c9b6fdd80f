#include "Signal.hpp"

#include <simgrid/s4u/Engine.hpp>

#include <mutex>

namespace sg4 = simgrid::s4u;

namespace wbsim {

Signal::Signal() : mutex_(sg4::Mutex::create()), cv_(sg4::ConditionVariable::create()) {}

void Signal::wait_until(const std::function<bool()>& pred)
{
  std::unique_lock<sg4::Mutex> lock(*mutex_);
  while (!pred())
    cv_->wait(lock);
}

bool Signal::wait_for(const std::function<bool()>& pred, double timeout)
{
  const double deadline = sg4::Engine::get_clock() + timeout;
  std::unique_lock<sg4::Mutex> lock(*mutex_);
  while (!pred()) {
    const double left = deadline - sg4::Engine::get_clock();
    if (left <= 0)
      return pred();
    cv_->wait_for(lock, left);
  }
  return true;
}

void Signal::notify_all()
{
  cv_->notify_all();
}

} // namespace wbsim
