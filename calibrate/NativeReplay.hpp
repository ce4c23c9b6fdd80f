// NativeReplay: runs a Workload for real on this machine with wbsim's own
// engines (ReplayEngine), one thread per job, stonewall groups in order, and
// measures it as fio does; the RunResult it fills goes through the same fio
// writers as a simulation's. The files it touches and the safety rules
// around them are ScratchFiles'. SIGINT (and ENOSPC in any job) stops every
// job at its next IO; the results are then partial and the files are still
// removed. One replay at a time per process (the SIGINT flag is global).
#pragma once

#include "Results.hpp"
#include "ScratchFiles.hpp"
#include "Workload.hpp"

#include <string>
#include <vector>

namespace wbsim {

struct ReplayOptions {
  ScratchPolicy safety;
  bool check_space = true;  // --no-space-check: the jobs meet ENOSPC themselves (tests provoke it so)
  bool catch_sigint = true; // install the SIGINT handler for the run
  // Async engines: IOs handed to the kernel per submission call, and the
  // least reaped per wait (half of it). 1 is fio's default (iodepth_batch_submit
  // and iodepth_batch_complete_min of 1). calibrate batches its deep-queue
  // probes so that they measure the device, not one thread's per-call cost.
  int submit_batch = 1;
};

struct ReplayOutcome {
  RunResult result;  // measured; times in seconds from the start of the run
  bool partial = false;
  int stop_errno = 0; // EINTR (SIGINT or SIGTERM) or ENOSPC when the run was cut short
  std::string stop_signal; // "SIGINT" or "SIGTERM" when stop_errno is EINTR
  std::vector<std::string> notes; // disk stats, job errors, files left behind
  std::vector<std::string> files; // the files used (resolved paths)
  bool files_removed = false;
  std::string directory;          // canonical --directory
  std::string disk_note;          // why disk stats are missing, if they are
  double wall_time = 0;
};

class NativeReplay {
public:
  NativeReplay(Workload workload, ReplayOptions options);

  // Throws ReplayError when the safety checks refuse the run or an engine is
  // unavailable; then nothing has been written.
  ReplayOutcome run();

  // What the SIGINT handler does; tests call it to stop a run.
  static void request_stop(int err);

private:
  Workload workload_;
  ReplayOptions options_;
};

} // namespace wbsim
