// Signal: "something changed" between SimGrid actors: a condition variable
// with its mutex, waited on with a predicate. Actors are cooperative, so the
// mutex only satisfies SimGrid's API; the predicate is what matters.
#pragma once

#include <simgrid/s4u/ConditionVariable.hpp>
#include <simgrid/s4u/Mutex.hpp>

#include <functional>

namespace wbsim {

class Signal {
public:
  Signal();
  // Blocks the calling actor until pred() holds (checked after every notify);
  // pred() still holds when it returns, even with several waiters.
  void wait_until(const std::function<bool()>& pred);
  // Same with a timeout in simulated seconds; returns pred() at return.
  bool wait_for(const std::function<bool()>& pred, double timeout);
  void notify_all();

private:
  simgrid::s4u::MutexPtr mutex_;
  simgrid::s4u::ConditionVariablePtr cv_;
};

} // namespace wbsim
