// TestbedResources: the stack of everything `wbsim testbed` creates on the
// machine (its directory, a tmpfs, image files, loop devices, filesystem
// mounts, the FUSE daemon and its mount), removed in reverse order by
// cleanup(). Every operation checks ownership first and throws RefusedError
// for a path, device or mount this run did not create:
//  - the root directory must not exist before (never reused);
//  - directories, tmpfs mounts and files only inside directories it created;
//  - losetup only on a file it created; mkfs and mount only on a loop device
//    it attached whose backing file is still its own (checked in sysfs);
//  - a mount is unmounted only if the mount table still shows it with the
//    source and type it mounted; a loop device is detached only if it still
//    backs onto its own file; the daemon is stopped only by its pid.
// cleanup() never throws: it removes what it can, keeps going, and returns
// what it could not remove with the command that would. It is called in
// normal control flow after a run, after an error and after SIGINT/SIGTERM
// (the signal handler only sets a flag), and once more by the destructor.
#pragma once

#include "SystemOps.hpp"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace wbsim {

struct RefusedError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

enum class ResourceKind { Dir, Tmpfs, File, Loop, Mount, FuseDaemon };
const char* to_string(ResourceKind k);

struct Resource {
  ResourceKind kind = ResourceKind::Dir;
  std::string path;   // directory, file or mount point
  std::string device; // Loop: /dev/loopN; Mount: the loop device mounted
  std::string fstype; // Tmpfs/Mount/FuseDaemon: the type the mount table shows
  pid_t pid = -1;     // FuseDaemon
};

class TestbedResources {
public:
  static constexpr const char* kTmpfsSource = "wbsim-testbed";
  static constexpr const char* kFuseType = "fuse.wbsim-fusepass";

  TestbedResources(SystemOps& ops, std::string root);
  ~TestbedResources();
  TestbedResources(const TestbedResources&) = delete;
  TestbedResources& operator=(const TestbedResources&) = delete;

  const std::string& root() const { return root_; }
  const std::vector<Resource>& stack() const { return stack_; }

  void create_root();                                            // mkdir root (refused if it exists)
  std::string make_dir(const std::string& path);                 // inside an owned directory
  void mount_tmpfs(const std::string& dir, uint64_t size);       // on an owned, unmounted directory
  void create_file(const std::string& path, uint64_t size);      // sparse, inside an owned directory
  // A file another program will create (a log, perf.data): tracked, so
  // cleanup removes it, with the same checks as create_file.
  void reserve_file(const std::string& path);
  std::string attach_loop(const std::string& file);              // losetup --find --show
  void mkfs(const std::string& device, const std::string& fstype);
  void mount_device(const std::string& device, const std::string& dir, const std::string& fstype);
  // Starts the FUSE daemon serving `backing` on `dir` and waits (up to
  // `timeout` s) until the mount table shows it.
  void start_fuse(const std::vector<std::string>& daemon_argv, const std::string& dir, const std::string& log,
                  double timeout = 10);

  // Removes one tracked resource now (e.g. stops the FUSE daemon so that its
  // log is complete); "" or what was left. Throws RefusedError if not tracked.
  std::string remove_now(ResourceKind kind, const std::string& path);
  // Removes everything, newest first; returns what could not be removed.
  std::vector<std::string> cleanup();
  // What is still on the machine under root (mounts, loop devices, the directory).
  std::vector<std::string> leftovers();
  // Mounts and loop devices of other testbed runs (not ours: reported, never touched).
  std::vector<std::string> foreign_testbed_resources();

private:
  const Resource* find(ResourceKind k, const std::string& path) const;
  bool owned_dir(const std::string& path) const;
  bool mounted_on(const std::string& dir) const;
  void require_owned_parent(const std::string& path, const char* what) const;
  const Resource& require_loop(const std::string& device) const;
  std::string remove(const Resource& r); // "" or what was left and how to remove it

  SystemOps& ops_;
  std::string root_;
  std::vector<Resource> stack_;
};

std::string parent_dir(const std::string& path);

} // namespace wbsim
