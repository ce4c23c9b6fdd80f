// ReplayEngine: how native replay issues IO, the way fio's ioengines do it:
// queue an IO, commit what is queued, reap completions. Sync engines
// (psync, sync, pvsync) complete an IO inside queue(); async engines (libaio,
// io_uring) keep up to depth() IOs in flight, and their submission latency
// (slat) is the time queue()+commit() took.
#pragma once

#include "InputError.hpp"
#include "Workload.hpp"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace wbsim {

// Replay refused or failed before measuring (unsafe path, no space, engine
// unavailable): an input error, exit status 1.
struct ReplayError : InputError {
  explicit ReplayError(const std::string& what) : InputError(what, kCommandScoped, 1) {}
};

// Seconds on the monotonic clock (fio uses CLOCK_MONOTONIC-based clocks too).
double replay_clock();

// One IO in flight. The job owns it (one per buffer slot); engines fill in
// the times and the result.
struct ReplayIo {
  int fd = -1;
  void* buf = nullptr;
  size_t len = 0;
  uint64_t offset = 0;
  bool write = true;
  size_t slot = 0;       // index of this IO in the job's pool, < depth()
  double start = 0;      // prepared by the job (fio's start_time; lat starts here)
  double issued = 0;     // handed to the kernel (fio's issue_time; clat starts here)
  double done = 0;       // completion seen
  long result = 0;       // bytes transferred, or -errno
  bool measured = false; // started after ramp_time
};

class ReplayEngine {
public:
  virtual ~ReplayEngine() = default;
  // Called once by the thread that will issue the IO, before the first
  // queue(); engines bound to one issuing thread set themselves up here.
  virtual void attach() {}
  virtual const char* name() const = 0;
  virtual bool async() const = 0;
  virtual int depth() const = 0; // IOs in flight at most
  // Queues io. A sync engine performs it at once (issued/done/result set).
  virtual void queue(ReplayIo* io) = 0;
  // Hands the queued IOs to the kernel and stamps their issue time. Returns 0,
  // or -errno; on -EAGAIN the IOs not taken stay queued for the next commit.
  virtual int commit() = 0;
  // Waits for at least `min` completions (fewer if a signal interrupts the
  // wait) and appends them to `out`. Returns the number appended or -errno.
  virtual int reap(size_t min, std::vector<ReplayIo*>& out) = 0;
};

// What libaio and io_uring share: a depth, the IOs queued but not yet taken
// by the kernel, and the IOs a refused submission failed, which the next
// reap() returns before any completion.
class AsyncReplayEngine : public ReplayEngine {
public:
  explicit AsyncReplayEngine(int depth) : depth_(depth) {}
  bool async() const override { return true; }
  int depth() const override { return depth_; }

protected:
  // A submission the kernel refused: the queued IOs complete with -errno.
  virtual void fail_queued(int err);
  // The first n queued IOs were taken by the kernel now.
  void mark_issued(size_t n);
  // Moves the failed IOs to `out`; returns how many (0: reap the kernel's).
  int take_failed(std::vector<ReplayIo*>& out);

  int depth_;
  std::vector<ReplayIo*> queued_; // prepared, not yet submitted, in order
  std::vector<ReplayIo*> failed_; // refused at submission, returned by the next reap()
};

// The engine of a job. Throws ReplayError when the kernel refuses it (e.g.
// io_uring disabled by policy), before anything has been written.
// force_async: io_uring's IOSQE_ASYNC on every request (fio's force_async=1).
std::unique_ptr<ReplayEngine> make_replay_engine(IoEngine kind, int iodepth, bool force_async = false);

} // namespace wbsim
