#include "ChildProcess.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <iostream>

extern char** environ; // posix_spawn passes the caller's environment on

namespace wbsim {

namespace {

// An unlinked temporary file for a child's stdout or stderr: files rather
// than pipes so that several children can write concurrently without a poll loop.
int temp_fd()
{
  const char* dir = std::getenv("TMPDIR");
  const std::string where = dir && *dir ? dir : "/tmp";
  std::string path = where + "/wbsim-child-XXXXXX";
  std::vector<char> buf(path.begin(), path.end());
  buf.push_back('\0');
  const int fd = mkstemp(buf.data());
  if (fd < 0)
    throw SpawnError("cannot create a temporary file in " + where + ": " + std::strerror(errno));
  unlink(buf.data());
  // Close-on-exec so that the other children do not inherit it; the dup2
  // onto the child's stdout/stderr clears the flag there.
  fcntl(fd, F_SETFD, FD_CLOEXEC);
  return fd;
}

std::string read_all(int fd)
{
  std::string out;
  if (lseek(fd, 0, SEEK_SET) < 0)
    return out;
  char buf[65536];
  for (;;) {
    const ssize_t n = read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      break;
    out.append(buf, static_cast<std::size_t>(n));
  }
  return out;
}

void close_fds(ChildRun& c)
{
  for (int* fd : {&c.out_fd, &c.err_fd})
    if (*fd >= 0) {
      close(*fd);
      *fd = -1;
    }
}

} // namespace

bool ChildRun::ok() const
{
  return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

void spawn_child(ChildRun& c, const std::string& program)
{
  c.out_fd = temp_fd();
  c.err_fd = temp_fd();
  std::vector<std::string> argv_s = {c.argv0};
  argv_s.insert(argv_s.end(), c.args.begin(), c.args.end());
  std::vector<char*> argv;
  for (auto& s : argv_s)
    argv.push_back(s.data());
  argv.push_back(nullptr);

  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&fa, c.out_fd, STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&fa, c.err_fd, STDERR_FILENO);
  const int rc = posix_spawn(&c.pid, program.c_str(), &fa, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&fa);
  if (rc != 0) {
    c.pid = -1;
    close_fds(c);
    throw SpawnError("cannot start " + (c.what.empty() ? std::string("a child run") : c.what) + " (" + program +
                     "): " + std::strerror(rc));
  }
}

void finish_child(ChildRun& c)
{
  if (c.pid > 0) {
    while (wait4(c.pid, &c.status, 0, &c.usage) < 0 && errno == EINTR) {
    }
    c.pid = -1;
  }
  c.out = read_all(c.out_fd);
  c.err = read_all(c.err_fd);
  close_fds(c);
}

void run_children(std::vector<ChildRun>& runs, unsigned parallel, const std::string& program)
{
  parallel = std::max(1u, parallel);
  size_t next = 0, done = 0;
  std::vector<size_t> running;
  try {
    while (done < runs.size()) {
      while (next < runs.size() && running.size() < parallel) {
        spawn_child(runs[next], program);
        running.push_back(next++);
      }
      // Reap our own children by pid only (a caller may have others): poll
      // them, sleeping briefly when none has finished.
      bool reaped = false;
      for (auto it = running.begin(); it != running.end();) {
        ChildRun& c = runs[*it];
        int status = 0;
        const pid_t pid = wait4(c.pid, &status, WNOHANG, &c.usage);
        if (pid == c.pid || (pid < 0 && errno != EINTR)) {
          c.status = pid == c.pid ? status : 255 << 8; // lost: report it as a failure
          c.pid = -1;
          finish_child(c);
          it = running.erase(it);
          ++done;
          reaped = true;
        } else {
          ++it;
        }
      }
      if (!reaped)
        usleep(2000);
    }
  } catch (const SpawnError&) {
    for (size_t i : running)
      if (runs[i].pid > 0)
        kill(runs[i].pid, SIGTERM);
    for (size_t i : running)
      finish_child(runs[i]);
    throw;
  }
}

std::string status_text(int status)
{
  if (WIFEXITED(status))
    return "exit status " + std::to_string(WEXITSTATUS(status));
  if (WIFSIGNALED(status))
    return "killed by signal " + std::to_string(WTERMSIG(status)) + " (" + strsignal(WTERMSIG(status)) + ")";
  return "status " + std::to_string(status);
}

int exec_program(const std::vector<std::string>& argv)
{
  std::vector<std::string> copy = argv;
  std::vector<char*> cargv;
  for (auto& a : copy)
    cargv.push_back(a.data());
  cargv.push_back(nullptr);
  std::cout.flush();
  execv(cargv[0], cargv.data());
  return errno;
}

std::string self_path()
{
  char self[4096] = {};
  const ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
  return n > 0 ? std::string(self, static_cast<size_t>(n)) : "wbsim";
}

} // namespace wbsim
