// ChildProcess: runs this same binary (/proc/self/exe, or a named one) as a
// child `wbsim ARGS...`, its stdout and stderr captured. SimGrid keeps global
// state (DESIGN §7), so every simulation that a command needs besides its own
// (compare's two sides, the published-results fit's evaluations) runs in a
// fresh process. Several children run at once, up to a limit.
#pragma once

#include <sys/resource.h>
#include <sys/types.h>

#include <stdexcept>
#include <string>
#include <vector>

namespace wbsim {

// Failures of the machinery itself (temporary files, spawning), not of a run.
struct SpawnError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct ChildRun {
  std::vector<std::string> args; // after the program name, e.g. {"run", "job.fio", ...}
  std::string what;              // names the child in errors ("the before run")
  std::string argv0 = "wbsim";   // the child's argv[0] (mke2fs reads its fs type from it)
  pid_t pid = -1;
  int out_fd = -1;
  int err_fd = -1;
  int status = 0;
  struct rusage usage {}; // the child's own (wait4): peak RSS and CPU time for `wbsim bench`
  std::string out, err;
  bool ok() const; // exited with status 0
};

// Starts the child; its stdout and stderr go to unlinked temporary files.
void spawn_child(ChildRun& c, const std::string& program = "/proc/self/exe");
// Waits for it (if started), reads what it wrote and closes the files.
void finish_child(ChildRun& c);
// Runs every child, at most `parallel` (>= 1) at a time, and waits for all.
// On a SpawnError the started children are stopped (SIGTERM, by pid) and
// waited for before it is rethrown.
void run_children(std::vector<ChildRun>& runs, unsigned parallel, const std::string& program = "/proc/self/exe");

// Replaces this process with argv[0] (an absolute path) and its arguments;
// returns only when execv fails, with its errno.
int exec_program(const std::vector<std::string>& argv);
// This binary's own path (/proc/self/exe), or "wbsim" when it cannot be read.
std::string self_path();

// "exit status 1", "killed by signal 9 (Killed)".
std::string status_text(int status);

} // namespace wbsim
