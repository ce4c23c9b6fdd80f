#include "ActorGuard.hpp"

#include <simgrid/s4u/Actor.hpp>

namespace sg4 = simgrid::s4u;

namespace wbsim {

namespace {
// One simulation per process (DESIGN §7), so one slot per process.
std::exception_ptr g_failure;
} // namespace

void ActorGuard::fail(std::exception_ptr error)
{
  if (g_failure)
    return; // the first failure is the cause; later ones are its fallout
  g_failure = std::move(error);
  // Nothing after a failure is worth simulating: end the run now.
  sg4::Actor::kill_all();
}

std::exception_ptr ActorGuard::take()
{
  return std::exchange(g_failure, nullptr);
}

} // namespace wbsim
