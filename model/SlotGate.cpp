#include "SlotGate.hpp"

#include <stdexcept>
#include <string>

namespace wbsim {

SlotGate::SlotGate(uint64_t capacity) : capacity_(capacity), free_(capacity)
{
  if (capacity == 0)
    throw std::invalid_argument("SlotGate: a queue needs at least one slot");
}

void SlotGate::acquire(uint64_t n)
{
  if (n == 0 || n > capacity_)
    throw std::logic_error("SlotGate: " + std::to_string(n) + " slots asked of a queue of " +
                           std::to_string(capacity_));
  if (waiters_.empty() && free_ >= n) {
    free_ -= n; // nobody waits and they are free: no simcall
    return;
  }
  Waiter w{n};
  waiters_.push_back(&w);
  granted_.wait_until([&w] { return w.granted; });
}

void SlotGate::release(uint64_t n)
{
  if (n > capacity_ - free_)
    throw std::logic_error("SlotGate: " + std::to_string(n) + " slots given back, " +
                           std::to_string(capacity_ - free_) + " taken");
  free_ += n;
  bool granted = false;
  while (!waiters_.empty() && free_ >= waiters_.front()->slots) {
    free_ -= waiters_.front()->slots;
    waiters_.front()->granted = true;
    waiters_.pop_front();
    granted = true;
  }
  if (granted)
    granted_.notify_all();
}

} // namespace wbsim
