#include "TestbedResources.hpp"

#include <algorithm>
#include <sstream>

namespace wbsim {

const char* to_string(ResourceKind k)
{
  switch (k) {
  case ResourceKind::Dir: return "directory";
  case ResourceKind::Tmpfs: return "tmpfs";
  case ResourceKind::File: return "file";
  case ResourceKind::Loop: return "loop device";
  case ResourceKind::Mount: return "mount";
  case ResourceKind::FuseDaemon: return "fuse daemon";
  }
  return "?";
}

std::string parent_dir(const std::string& path)
{
  const auto slash = path.find_last_of('/');
  if (slash == std::string::npos)
    return ".";
  return slash == 0 ? "/" : path.substr(0, slash);
}

namespace {

// Paths are compared as text, so they must be in one spelling: absolute,
// without ".", "..", "//" or a trailing slash.
void require_plain_path(const std::string& path)
{
  const bool bad = path.empty() || path[0] != '/' || path.find("//") != std::string::npos ||
                   path.find("/./") != std::string::npos || path.find("/../") != std::string::npos ||
                   (path.size() > 1 && path.back() == '/') || (path.size() >= 3 && path.substr(path.size() - 3) == "/..") ||
                   (path.size() >= 2 && path.substr(path.size() - 2) == "/.");
  if (bad)
    throw RefusedError("testbed: " + path + ": the testbed only works on absolute paths without '.', '..' or '//'");
}

std::string trim(std::string s)
{
  while (!s.empty() && (s.back() == '\n' || s.back() == ' '))
    s.pop_back();
  return s;
}

std::string command_text(const std::vector<std::string>& argv)
{
  std::string t;
  for (const auto& a : argv)
    t += (t.empty() ? "" : " ") + a;
  return t;
}

} // namespace

TestbedResources::TestbedResources(SystemOps& ops, std::string root) : ops_(ops), root_(std::move(root))
{
  require_plain_path(root_);
}

TestbedResources::~TestbedResources()
{
  cleanup(); // a backstop: the command cleans up and reports before this
}

const Resource* TestbedResources::find(ResourceKind k, const std::string& path) const
{
  for (const auto& r : stack_)
    if (r.kind == k && r.path == path)
      return &r;
  return nullptr;
}

bool TestbedResources::owned_dir(const std::string& path) const
{
  return find(ResourceKind::Dir, path) != nullptr;
}

bool TestbedResources::mounted_on(const std::string& dir) const
{
  const auto m = ops_.mounts();
  return std::any_of(m.begin(), m.end(), [&](const MountEntry& e) { return e.target == dir; });
}

void TestbedResources::require_owned_parent(const std::string& path, const char* what) const
{
  require_plain_path(path);
  if (!owned_dir(parent_dir(path)))
    throw RefusedError(std::string("testbed: refusing to create ") + what + " " + path + ": " + parent_dir(path) +
                       " is not a directory this run created (everything lives under " + root_ + ")");
  if (ops_.exists(path))
    throw RefusedError(std::string("testbed: refusing to use ") + path + ": it exists already and this run did not create it");
}

const Resource& TestbedResources::require_loop(const std::string& device) const
{
  const Resource* loop = nullptr;
  for (const auto& r : stack_)
    if (r.kind == ResourceKind::Loop && r.device == device)
      loop = &r;
  if (!loop)
    throw RefusedError("testbed: refusing to touch " + device + ": not a loop device this run attached");
  // The number may have been reused if our device went away: check what it backs onto now.
  const auto loops = ops_.loop_devices();
  const bool same = std::any_of(loops.begin(), loops.end(),
                                [&](const auto& l) { return l.first == device && l.second == loop->path; });
  if (!same)
    throw RefusedError("testbed: refusing to touch " + device + ": it no longer backs onto " + loop->path);
  return *loop;
}

void TestbedResources::create_root()
{
  if (!stack_.empty())
    throw RefusedError("testbed: the root directory " + root_ + " is already created");
  if (!ops_.exists(parent_dir(root_)))
    throw RefusedError("testbed: " + parent_dir(root_) + " does not exist (the testbed's directory is created inside it)");
  if (!ops_.make_dir(root_))
    throw RefusedError("testbed: refusing to use " + root_ +
                       ": it exists already (or cannot be created) and this run did not create it");
  stack_.push_back({ResourceKind::Dir, root_, "", "", -1});
}

std::string TestbedResources::make_dir(const std::string& path)
{
  require_owned_parent(path, "directory");
  if (!ops_.make_dir(path))
    throw std::runtime_error("testbed: cannot create directory " + path);
  stack_.push_back({ResourceKind::Dir, path, "", "", -1});
  return path;
}

void TestbedResources::mount_tmpfs(const std::string& dir, uint64_t size)
{
  if (!owned_dir(dir))
    throw RefusedError("testbed: refusing to mount on " + dir + ": not a directory this run created");
  if (mounted_on(dir))
    throw RefusedError("testbed: refusing to mount on " + dir + ": something is mounted there already");
  const std::vector<std::string> cmd = {"mount", "-t", "tmpfs", "-o", "size=" + std::to_string(size) + ",mode=0700",
                                        kTmpfsSource, dir};
  const auto r = ops_.run(cmd, true);
  if (!r.ok())
    throw std::runtime_error("testbed: " + command_text(cmd) + " failed: " + trim(r.err));
  stack_.push_back({ResourceKind::Tmpfs, dir, "", "tmpfs", -1});
}

void TestbedResources::create_file(const std::string& path, uint64_t size)
{
  require_owned_parent(path, "file");
  if (!ops_.create_file(path, size))
    throw std::runtime_error("testbed: cannot create file " + path);
  stack_.push_back({ResourceKind::File, path, "", "", -1});
}

void TestbedResources::reserve_file(const std::string& path)
{
  require_owned_parent(path, "file");
  stack_.push_back({ResourceKind::File, path, "", "", -1});
}

std::string TestbedResources::attach_loop(const std::string& file)
{
  if (!find(ResourceKind::File, file))
    throw RefusedError("testbed: refusing to attach a loop device to " + file + ": not a file this run created");
  const std::vector<std::string> cmd = {"losetup", "--find", "--show", file};
  const auto r = ops_.run(cmd, true);
  const std::string dev = trim(r.out);
  if (!r.ok() || dev.rfind("/dev/loop", 0) != 0)
    throw std::runtime_error("testbed: " + command_text(cmd) + " failed: " + trim(r.err));
  stack_.push_back({ResourceKind::Loop, file, dev, "", -1});
  return dev;
}

void TestbedResources::mkfs(const std::string& device, const std::string& fstype)
{
  require_loop(device);
  const auto m = ops_.mounts();
  if (std::any_of(m.begin(), m.end(), [&](const MountEntry& e) { return e.source == device; }))
    throw RefusedError("testbed: refusing to mkfs " + device + ": it is mounted");
  std::vector<std::string> cmd;
  if (fstype == "xfs")
    cmd = {"mkfs.xfs", "-q", device};
  else if (fstype == "ext4")
    cmd = {"mkfs.ext4", "-q", device};
  else if (fstype == "btrfs")
    cmd = {"mkfs.btrfs", "-q", device};
  else
    throw std::invalid_argument("testbed: mkfs of '" + fstype + "': accepted: xfs, ext4, btrfs");
  const auto r = ops_.run(cmd, true);
  if (!r.ok())
    throw std::runtime_error("testbed: " + command_text(cmd) + " failed: " + trim(r.err));
}

void TestbedResources::mount_device(const std::string& device, const std::string& dir, const std::string& fstype)
{
  require_loop(device);
  if (!owned_dir(dir))
    throw RefusedError("testbed: refusing to mount on " + dir + ": not a directory this run created");
  if (mounted_on(dir))
    throw RefusedError("testbed: refusing to mount on " + dir + ": something is mounted there already");
  const std::vector<std::string> cmd = {"mount", "-t", fstype, device, dir};
  const auto r = ops_.run(cmd, true);
  if (!r.ok())
    throw std::runtime_error("testbed: " + command_text(cmd) + " failed: " + trim(r.err));
  stack_.push_back({ResourceKind::Mount, dir, device, fstype, -1});
}

void TestbedResources::start_fuse(const std::vector<std::string>& daemon_argv, const std::string& dir,
                                  const std::string& log, double timeout)
{
  if (!owned_dir(dir))
    throw RefusedError("testbed: refusing to mount FUSE on " + dir + ": not a directory this run created");
  if (mounted_on(dir))
    throw RefusedError("testbed: refusing to mount FUSE on " + dir + ": something is mounted there already");
  const pid_t pid = ops_.spawn(daemon_argv, log);
  // Tracked from here: if the mount never appears, cleanup still stops the daemon.
  stack_.push_back({ResourceKind::FuseDaemon, dir, "", kFuseType, pid});
  for (double waited = 0; waited < timeout; waited += 0.05) {
    const auto m = ops_.mounts();
    if (std::any_of(m.begin(), m.end(), [&](const MountEntry& e) { return e.target == dir && e.fstype == kFuseType; }))
      return;
    if (ops_.exited(pid)) {
      stack_.back().pid = -1; // reaped
      throw std::runtime_error("testbed: the FUSE daemon exited before mounting " + dir + " (log: " + log + ")");
    }
    if (ops_.stop_requested())
      throw Interrupted("testbed: stopped while the FUSE daemon was starting");
    ops_.sleep(0.05);
  }
  throw std::runtime_error("testbed: the FUSE daemon did not mount " + dir + " within " + std::to_string(timeout) +
                           " s (log: " + log + ")");
}

std::string TestbedResources::remove(const Resource& r)
{
  auto entry_matches = [&](const MountEntry& e) {
    if (e.target != r.path || e.fstype != r.fstype)
      return false;
    if (r.kind == ResourceKind::Tmpfs)
      return e.source == kTmpfsSource;
    if (r.kind == ResourceKind::Mount)
      return e.source == r.device;
    return true;
  };
  auto unmount = [&](const std::vector<std::string>& cmd) -> std::string {
    // Busy right after fio exits is common: retry a few times.
    for (int attempt = 0; attempt < 5; ++attempt) {
      const auto m = ops_.mounts();
      const bool ours = std::any_of(m.begin(), m.end(), entry_matches);
      if (!ours) {
        const bool other = std::any_of(m.begin(), m.end(), [&](const MountEntry& e) { return e.target == r.path; });
        return other ? "the mount on " + r.path + " is not the one this run made: left alone" : "";
      }
      if (ops_.run(cmd, false).ok())
        return "";
      ops_.sleep(0.2);
    }
    return "could not unmount " + r.path + " (busy?): run `" + command_text(cmd) + "`";
  };
  switch (r.kind) {
  case ResourceKind::FuseDaemon: {
    std::string problem = unmount({"umount", r.path});
    if (r.pid > 0 && !ops_.reap(r.pid, 5))
      problem += (problem.empty() ? "" : "; ") + std::string("the FUSE daemon (pid ") + std::to_string(r.pid) +
                 ") had to be killed";
    return problem;
  }
  case ResourceKind::Tmpfs:
  case ResourceKind::Mount: return unmount({"umount", r.path});
  case ResourceKind::Loop: {
    const auto loops = ops_.loop_devices();
    const bool ours = std::any_of(loops.begin(), loops.end(),
                                  [&](const auto& l) { return l.first == r.device && l.second == r.path; });
    if (!ours)
      return ""; // gone already (or reused by someone else: not ours to detach)
    if (ops_.run({"losetup", "-d", r.device}, false).ok())
      return "";
    return "could not detach " + r.device + ": run `losetup -d " + r.device + "`";
  }
  case ResourceKind::File:
    if (!ops_.exists(r.path) || ops_.remove_file(r.path))
      return "";
    return "could not remove " + r.path;
  case ResourceKind::Dir:
    if (!ops_.exists(r.path) || ops_.remove_dir(r.path))
      return "";
    return "could not remove directory " + r.path + " (not empty?)";
  }
  return "";
}

std::string TestbedResources::remove_now(ResourceKind kind, const std::string& path)
{
  for (auto it = stack_.begin(); it != stack_.end(); ++it)
    if (it->kind == kind && it->path == path) {
      const Resource r = *it;
      stack_.erase(it);
      return remove(r);
    }
  throw RefusedError(std::string("testbed: refusing to remove ") + to_string(kind) + " " + path +
                     ": not something this run created");
}

std::vector<std::string> TestbedResources::cleanup()
{
  std::vector<std::string> problems;
  while (!stack_.empty()) {
    const Resource r = stack_.back();
    stack_.pop_back();
    try {
      const std::string p = remove(r);
      if (!p.empty())
        problems.push_back(p);
    } catch (const std::exception& e) {
      problems.push_back(std::string(to_string(r.kind)) + " " + r.path + ": " + e.what());
    }
  }
  return problems;
}

std::vector<std::string> TestbedResources::leftovers()
{
  std::vector<std::string> out;
  const std::string prefix = root_ + "/";
  for (const auto& m : ops_.mounts())
    if (m.target == root_ || m.target.rfind(prefix, 0) == 0)
      out.push_back("mount " + m.source + " on " + m.target + " (" + m.fstype + ")");
  for (const auto& [dev, backing] : ops_.loop_devices())
    if (backing.rfind(prefix, 0) == 0)
      out.push_back("loop device " + dev + " over " + backing);
  if (ops_.exists(root_))
    out.push_back("directory " + root_);
  return out;
}

std::vector<std::string> TestbedResources::foreign_testbed_resources()
{
  std::vector<std::string> out;
  const std::string prefix = root_ + "/";
  auto ours = [&](const std::string& p) { return p == root_ || p.rfind(prefix, 0) == 0; };
  for (const auto& m : ops_.mounts())
    if ((m.source == kTmpfsSource || m.fstype == kFuseType) && !ours(m.target))
      out.push_back("mount " + m.source + " on " + m.target + " (" + m.fstype + "): remove with `umount " + m.target + "`");
  return out;
}

} // namespace wbsim
