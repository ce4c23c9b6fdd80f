// SlotGate: a device queue's slots, taken in turn and all at once. Each TEST
// is its own process (SimGrid keeps global state, DESIGN §7). The expected
// times follow from the actors' sleeps: taking slots costs no simulated time.
#include "ActorGuard.hpp"
#include "SlotGate.hpp"

#include "QuietEngine.hpp"

#include <simgrid/s4u.hpp>

#include <gtest/gtest.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace sg4 = simgrid::s4u;
using wbsim::test::QuietEngine;
using wbsim::test::one_host;
using wbsim::ActorGuard;
using wbsim::SlotGate;

namespace {

struct Taken {
  std::string who;
  double at;
};

} // namespace

// A queue of 4: A takes 3 at t=0 and gives them back at t=2. B asks for 2 at
// t=0.5 (1 free: it waits) and C for 1 at t=1: one is free, but B came first,
// so C waits its turn too. At t=2 both get theirs, B before C, and 1 is left.
TEST(SlotGate, WaitersTakeAllTheirSlotsAtOnceInTheOrderTheyCame)
{
  QuietEngine q;
  sg4::Host* h = one_host();
  std::unique_ptr<SlotGate> gate;
  std::vector<Taken> taken;
  sg4::Actor::create("A", h, ActorGuard::wrap([&] {
                       gate = std::make_unique<SlotGate>(4);
                       gate->acquire(3);
                       taken.push_back({"A", sg4::Engine::get_clock()});
                       sg4::this_actor::sleep_for(2);
                       gate->release(3);
                     }));
  sg4::Actor::create("B", h, ActorGuard::wrap([&] {
                       sg4::this_actor::sleep_for(0.5);
                       gate->acquire(2);
                       taken.push_back({"B", sg4::Engine::get_clock()});
                     }));
  sg4::Actor::create("C", h, ActorGuard::wrap([&] {
                       sg4::this_actor::sleep_for(1);
                       gate->acquire(1);
                       taken.push_back({"C", sg4::Engine::get_clock()});
                     }));
  q.engine.run();
  ASSERT_FALSE(ActorGuard::take());
  ASSERT_EQ(taken.size(), 3u);
  EXPECT_EQ(taken[0].who, "A");
  EXPECT_DOUBLE_EQ(taken[0].at, 0.0);
  EXPECT_EQ(taken[1].who, "B");
  EXPECT_DOUBLE_EQ(taken[1].at, 2.0);
  EXPECT_EQ(taken[2].who, "C");
  EXPECT_DOUBLE_EQ(taken[2].at, 2.0);
  EXPECT_EQ(gate->free_slots(), 1u);
}

// Asking for no slot or for more than the queue holds is a model bug, carried
// out of the simulation as an exception (ActorGuard), not a silent hang.
TEST(SlotGate, AskingMoreThanTheQueueHoldsIsAnError)
{
  QuietEngine q;
  sg4::Host* h = one_host();
  sg4::Actor::create("A", h, ActorGuard::wrap([] {
                       SlotGate gate(4);
                       gate.acquire(5);
                     }));
  q.engine.run();
  const std::exception_ptr failure = ActorGuard::take();
  ASSERT_TRUE(failure);
  try {
    std::rethrow_exception(failure);
  } catch (const std::logic_error& e) {
    EXPECT_NE(std::string(e.what()).find("5 slots asked of a queue of 4"), std::string::npos) << e.what();
  }
}
