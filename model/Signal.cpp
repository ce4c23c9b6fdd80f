#include "Signal.hpp"

#include <simgrid/s4u/Engine.hpp>

#include <mutex>

namespace sg4 = simgrid::s4u;

namespace wbsim {

Signal::Signal() : mutex_(sg4::Mutex::create()), cv_(sg4::ConditionVariable::create()) {}

// Every SimGrid simcall yields to the maestro, releasing the mutex too: when
// the wait returns and the lock is dropped, other actors woken by the same
// notify run first and may consume what pred() saw (several workers of one
// queue, CompletionWorker). So pred() is checked again after the unlock, with
// no simcall between that check and the return: when wait_until returns,
// pred() holds. The check before each wait stays under the mutex, right before
// the wait, so no notify falls between them.
void Signal::wait_until(const std::function<bool()>& pred)
{
  while (!pred()) {
    std::unique_lock<sg4::Mutex> lock(*mutex_);
    if (!pred())
      cv_->wait(lock);
  }
}

bool Signal::wait_for(const std::function<bool()>& pred, double timeout)
{
  const double deadline = sg4::Engine::get_clock() + timeout;
  while (!pred()) {
    const double left = deadline - sg4::Engine::get_clock();
    if (left <= 0)
      return false;
    std::unique_lock<sg4::Mutex> lock(*mutex_);
    if (!pred())
      cv_->wait_for(lock, left);
  }
  return true;
}

void Signal::notify_all()
{
  cv_->notify_all();
}

} // namespace wbsim
