// SystemOps: every system call and external command `wbsim testbed` makes to
// change the machine (mount, losetup, mkfs, the FUSE daemon, directories) or
// to look at it (/proc/self/mountinfo, /sys/block/loopN/loop/backing_file,
// MemAvailable). TestbedResources only talks to the machine through this
// interface, so its bookkeeping, refusals and clean-up after a failure are
// tested against a fake (tests/test_testbed.cpp) without root.
#pragma once

#include <sys/types.h>

#include <csignal>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace wbsim {

struct MountEntry {
  std::string source; // "wbsim-testbed", "/dev/loop3"
  std::string target; // mount point
  std::string fstype; // "tmpfs", "xfs", "fuse.wbsim-fusepass"
  std::string options; // the mount's and the filesystem's options: "rw,relatime,discard"
};

// /proc/self/mountinfo's lines as entries (paths unescaped; the per-mount and
// the superblock options joined, since ext4 reports discard among the latter).
std::vector<MountEntry> parse_mountinfo(const std::string& text);
// The mount that holds `path`: the longest mount point over it, the last of
// equal ones (an overmount); nullptr if none does.
const MountEntry* mount_holding(const std::vector<MountEntry>& mounts, const std::string& path);
// `option` is one of the comma-separated `options` as a whole ("nodiscard" is not "discard").
bool has_mount_option(const std::string& options, const std::string& option);

struct CommandResult {
  int status = 0; // wait status; 0 = exited with 0
  std::string out, err;
  bool ok() const { return status == 0; }
};

// The command was stopped because SIGINT or SIGTERM arrived while it ran.
struct Interrupted : std::runtime_error {
  using std::runtime_error::runtime_error;
};

class SystemOps {
public:
  virtual ~SystemOps() = default;
  // Runs argv[0] (looked up on PATH) to completion. A `stoppable` command
  // (fio, mkfs) is sent SIGTERM when a stop is requested meanwhile, and then
  // Interrupted is thrown; the clean-up's commands (umount, losetup -d) are
  // not stoppable: they run to the end after SIGINT/SIGTERM.
  virtual CommandResult run(const std::vector<std::string>& argv, bool stoppable) = 0;
  // Starts a long-running child (the FUSE daemon) with stderr to `log`.
  virtual pid_t spawn(const std::vector<std::string>& argv, const std::string& log) = 0;
  // Waits up to `timeout` seconds for our child `pid`; SIGTERM, then SIGKILL after as long again.
  // Returns false if it had to be killed.
  virtual bool reap(pid_t pid, double timeout) = 0;
  virtual bool exited(pid_t pid) = 0; // our child has exited (reaped by this call if so)
  virtual std::vector<MountEntry> mounts() = 0;
  // mkdir(path, 0700); false if it exists already (never reuses a directory).
  virtual bool make_dir(const std::string& path) = 0;
  virtual bool remove_dir(const std::string& path) = 0;   // rmdir: only an empty directory
  virtual bool create_file(const std::string& path, uint64_t size) = 0; // O_CREAT|O_EXCL, sparse
  virtual bool remove_file(const std::string& path) = 0;
  virtual bool exists(const std::string& path) = 0;
  // Attached loop devices and their backing files (/sys/block/loop*/loop/backing_file).
  virtual std::vector<std::pair<std::string, std::string>> loop_devices() = 0;
  virtual double mem_available() = 0; // bytes, /proc/meminfo MemAvailable
  virtual bool is_root() = 0;
  virtual bool stop_requested() = 0;
  virtual void sleep(double seconds) = 0;
};

// The real machine. Commands observe the flag set by install_stop_handlers().
std::unique_ptr<SystemOps> make_real_system_ops();

// SIGINT and SIGTERM set a flag (and nothing else: the clean-up runs in normal
// control flow); SystemOps::stop_requested() reads it.
void install_stop_handlers();
bool stop_signal_received();
int stop_signal_number(); // the signal that arrived, 0 if none

} // namespace wbsim
