// ActorGuard: an exception thrown inside a SimGrid actor must come out of the
// simulation as an exception, not as SimGrid's abort (exit 134). Each TEST is
// its own process (SimGrid keeps global state, DESIGN §7).
#include "ActorGuard.hpp"

#include "QuietEngine.hpp"

#include <simgrid/s4u.hpp>

#include <gtest/gtest.h>

#include <stdexcept>

namespace sg4 = simgrid::s4u;
using wbsim::test::QuietEngine;
using wbsim::test::one_host;
using wbsim::ActorGuard;

TEST(ActorGuard, ExceptionEndsTheRunAndIsCarriedOut)
{
  QuietEngine q;
  sg4::Engine& e = q.engine;
  sg4::Host* h = one_host();
  bool other_finished = false;
  // A long-lived actor: the failure must kill it, or run() would go on to t=100.
  sg4::Actor::create("other", h, ActorGuard::wrap([&] {
                       sg4::this_actor::sleep_for(100);
                       other_finished = true;
                     }));
  sg4::Actor::create("failing", h, ActorGuard::wrap([] {
                       sg4::this_actor::sleep_for(1);
                       throw std::logic_error("model bug");
                     }));
  e.run();
  // Killed at the failure (t = 1 s), not run to its end at t = 100 s.
  EXPECT_DOUBLE_EQ(sg4::Engine::get_clock(), 1.0);
  EXPECT_FALSE(other_finished);
  const std::exception_ptr failure = ActorGuard::take();
  ASSERT_TRUE(failure);
  try {
    std::rethrow_exception(failure);
  } catch (const std::logic_error& ex) {
    EXPECT_STREQ(ex.what(), "model bug");
  }
  EXPECT_FALSE(ActorGuard::take()); // taken once
}

TEST(ActorGuard, CleanRunLeavesNoFailure)
{
  QuietEngine q;
  sg4::Engine& e = q.engine;
  sg4::Host* h = one_host();
  sg4::Actor::create("a", h, ActorGuard::wrap([] { sg4::this_actor::sleep_for(2); }));
  e.run();
  EXPECT_DOUBLE_EQ(sg4::Engine::get_clock(), 2.0);
  EXPECT_FALSE(ActorGuard::take());
}
