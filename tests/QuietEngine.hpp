// A SimGrid engine for tests that run actors by hand: it prints only critical
// log lines, and its arguments live as long as it does. One per process
// (SimGrid keeps global state, DESIGN §7), so one per TEST.
#pragma once

#include <simgrid/s4u.hpp>

namespace wbsim::test {

struct QuietEngine {
  int argc = 2;
  char name[sizeof("test")] = "test";
  char log[sizeof("--log=root.thres:critical")] = "--log=root.thres:critical";
  char* argv[3] = {name, log, nullptr};
  simgrid::s4u::Engine engine{&argc, argv};
};

// One host of 1 Gflop/s in its own zone.
inline simgrid::s4u::Host* one_host()
{
  auto* zone = simgrid::s4u::create_full_zone("z");
  auto* h = zone->create_host("h", 1e9);
  h->seal();
  zone->seal();
  return h;
}

} // namespace wbsim::test
