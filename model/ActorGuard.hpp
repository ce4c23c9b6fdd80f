// ActorGuard: SimGrid 3.32 does not carry an exception out of an actor to
// Engine::run(); it reports it and aborts the process (exit 134), which is how
// a bad job name once killed `wbsim run` after a whole simulation. Every actor
// body is wrapped: the first exception is kept, the other actors are killed so
// that Engine::run() returns, and simulate() rethrows it to the command
// boundary, which reports an internal error (exit 3) instead of aborting.
#pragma once

#include <simgrid/Exception.hpp>

#include <exception>
#include <utility>

namespace wbsim {

class ActorGuard {
public:
  // The actor body `body`, made to store what it throws instead of aborting.
  // SimGrid's ForcefulKillException (an actor being killed) passes through.
  template <class F> static auto wrap(F body)
  {
    return [body = std::move(body)]() mutable {
      try {
        body();
      } catch (const simgrid::ForcefulKillException&) {
        throw;
      } catch (...) {
        fail(std::current_exception());
      }
    };
  }
  // Keeps the first failure and kills every other actor so the run ends.
  static void fail(std::exception_ptr error);
  // The stored failure (null when none), cleared.
  static std::exception_ptr take();
};

} // namespace wbsim
