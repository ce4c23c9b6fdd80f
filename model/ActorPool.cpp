#include "ActorPool.hpp"

#include "ActorGuard.hpp"

#include <simgrid/s4u/Actor.hpp>

namespace sg4 = simgrid::s4u;

namespace wbsim {

void ActorPool::start(std::function<void()> task)
{
  if (!idle_.empty()) {
    Worker* w = idle_.back();
    idle_.pop_back();
    w->task = std::move(task);
    w->wake->release();
    return;
  }
  workers_.push_back(std::make_unique<Worker>());
  Worker* w = workers_.back().get();
  w->task = std::move(task);
  w->wake = sg4::Semaphore::create(0);
  sg4::Actor::create(name_, host_, ActorGuard::wrap([this, w] { serve(*w); }))->daemonize();
}

void ActorPool::serve(Worker& w)
{
  while (true) {
    std::function<void()> task = std::move(w.task);
    w.task = nullptr;
    task(); // its captures are released before the worker sleeps
    task = nullptr;
    idle_.push_back(&w);
    w.wake->acquire();
  }
}

} // namespace wbsim
