// Signal: "something changed" between SimGrid actors: a condition variable
// with its mutex, waited on with a predicate. Actors are cooperative, so the
// mutex only satisfies SimGrid's API; the predicate is what matters.
#pragma once

#include <simgrid/s4u/ConditionVariable.hpp>
#include <simgrid/s4u/Mutex.hpp>

#include <functional>
#include <memory>

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

// *map[key], made with make_unique the first time. Making an object that
// holds a Signal creates SimGrid objects, which may yield to another actor
// making the same entry: only the first one made is installed, since
// assigning over it would free an object another actor already serves.
// `made` tells whether this call installed it.
template <class Map>
typename Map::mapped_type::element_type& make_once(Map& map, const typename Map::key_type& key, bool* made = nullptr)
{
  if (made)
    *made = false;
  if (!map[key]) {
    auto fresh = std::make_unique<typename Map::mapped_type::element_type>();
    auto& slot = map[key];
    if (!slot) {
      slot = std::move(fresh);
      if (made)
        *made = true;
    }
  }
  return *map[key];
}

} // namespace wbsim
