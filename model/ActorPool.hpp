// ActorPool: long-lived SimGrid actors that take short tasks one at a time,
// for the simulator's speed. Creating an actor per IO request, per fsync or per FUSE request
// cost an mmap, two mprotects and a munmap of its stack each time (30% of a
// 4 KiB psync run's wall time). A pool keeps the actors: a task goes to an
// idle one, woken through its own semaphore (O(1), no herd), and a new actor
// is created only when every actor of the pool is busy, so the pool grows to
// the largest number of tasks ever in flight at once and no further.
// Each task starts at the simulated time start() was called, as a new actor
// would; actors are daemons, so unfinished tasks end with the run.
#pragma once

#include <simgrid/s4u/Semaphore.hpp>

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace simgrid::s4u {
class Host;
} // namespace simgrid::s4u

namespace wbsim {

class ActorPool {
public:
  ActorPool(std::string name, simgrid::s4u::Host* host) : name_(std::move(name)), host_(host) {}
  ActorPool(const ActorPool&) = delete;
  ActorPool& operator=(const ActorPool&) = delete;

  // Runs `task` in an idle actor of the pool, or in a new one; never blocks.
  // Call it from an actor (it wakes the idle one with a simcall).
  void start(std::function<void()> task);
  // Actors created so far: the most tasks that were in flight at once.
  size_t size() const { return workers_.size(); }

private:
  struct Worker {
    std::function<void()> task;
    simgrid::s4u::SemaphorePtr wake;
  };
  void serve(Worker& w);

  std::string name_;
  simgrid::s4u::Host* host_;
  std::vector<std::unique_ptr<Worker>> workers_;
  std::vector<Worker*> idle_; // last in, first out: the most recently run stack is warm
};

} // namespace wbsim
