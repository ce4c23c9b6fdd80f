// ActorGuard: SimGrid 3.32 does not carry an exception out of an actor to
// Engine::run(); it reports it and aborts the process (exit 134), which is how
// a bad job name once killed `wbsim run` after a whole simulation. Every actor
// body is wrapped: the first exception is kept, the other actors are killed so
// that Engine::run() returns, and simulate() rethrows it to the command
// boundary, which reports an internal error (exit 3) instead of aborting.
#pragma once

#include <simgrid/Exception.hpp>

#include <cstdint>
#include <exception>
#include <utility>

#if defined(__SANITIZE_ADDRESS__)
#define WBSIM_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define WBSIM_ASAN 1
#endif
#endif
#ifdef WBSIM_ASAN
#include <sanitizer/asan_interface.h>
#endif

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
        clear_unwound_frames();
        throw;
      } catch (...) {
        fail(std::current_exception());
      }
    };
  }
  // Under ASan only: clears the redzones of the frames a kill has unwound.
  // ASan cannot tell where a SimGrid context stack ends (it warns "False
  // positive error reports may follow", google/sanitizers#189), so the
  // unwinding leaves them poisoned, and the rethrow's own sigaltstack call in
  // __asan_handle_no_return then lands on one and reports a stack overflow
  // that is not there (seen 2026-12-05 after a change to NvmeDevice::serve's
  // frame). Only shadow memory is written.
  [[gnu::noinline]] static void clear_unwound_frames()
  {
#ifdef WBSIM_ASAN
    char here;
    constexpr std::uintptr_t window = 256 * 1024;
    const std::uintptr_t top = reinterpret_cast<std::uintptr_t>(&here);
    __asan_unpoison_memory_region(reinterpret_cast<void*>(top - window), window);
#endif
  }
  // Keeps the first failure and kills every other actor so the run ends.
  static void fail(std::exception_ptr error);
  // The stored failure (null when none), cleared.
  static std::exception_ptr take();
};

} // namespace wbsim
