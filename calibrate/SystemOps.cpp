#include "SystemOps.hpp"

#include "ChildProcess.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <sstream>

namespace wbsim {

namespace {

volatile std::sig_atomic_t g_stop_signal = 0;

extern "C" void on_stop_signal(int sig)
{
  g_stop_signal = sig;
}

// PATH lookup, so that commands are named as the user would type them.
std::string find_program(const std::string& name)
{
  if (name.find('/') != std::string::npos)
    return name;
  const char* path = std::getenv("PATH");
  std::string dirs = path && *path ? path : "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
  dirs += ":/usr/sbin:/sbin"; // root tools (losetup, mkfs.*) even with a user's PATH
  std::stringstream ss(dirs);
  std::string dir;
  while (std::getline(ss, dir, ':')) {
    const std::string p = (dir.empty() ? "." : dir) + "/" + name;
    if (access(p.c_str(), X_OK) == 0)
      return p;
  }
  throw std::runtime_error(name + ": command not found on PATH (see setup.sh for the Debian packages)");
}

// "/path with spaces" in mountinfo is written with octal escapes (\040).
std::string unescape_mount(const std::string& s)
{
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\\' && i + 3 < s.size()) {
      out += static_cast<char>(std::stoi(s.substr(i + 1, 3), nullptr, 8));
      i += 3;
    } else {
      out += s[i];
    }
  }
  return out;
}

} // namespace

std::vector<MountEntry> parse_mountinfo(const std::string& text)
{
  // id parent major:minor root target options [optional fields] - fstype source superopts
  std::vector<MountEntry> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream ls(line);
    std::vector<std::string> f;
    std::string w;
    while (ls >> w)
      f.push_back(w);
    size_t dash = 0;
    while (dash < f.size() && f[dash] != "-")
      ++dash;
    if (dash < 6 || dash + 2 >= f.size())
      continue;
    std::string options = f[5];
    if (dash + 3 < f.size())
      options += "," + f[dash + 3];
    out.push_back({unescape_mount(f[dash + 2]), unescape_mount(f[4]), f[dash + 1], options});
  }
  return out;
}

const MountEntry* mount_holding(const std::vector<MountEntry>& mounts, const std::string& path)
{
  const MountEntry* best = nullptr;
  for (const auto& m : mounts) {
    const std::string& t = m.target;
    const bool over = path == t || t == "/" ||
                      (path.size() > t.size() && path.compare(0, t.size(), t) == 0 && path[t.size()] == '/');
    if (over && (!best || t.size() >= best->target.size()))
      best = &m;
  }
  return best;
}

bool has_mount_option(const std::string& options, const std::string& option)
{
  std::istringstream in(options);
  std::string o;
  while (std::getline(in, o, ','))
    if (o == option)
      return true;
  return false;
}

namespace {

class RealSystemOps : public SystemOps {
public:
  CommandResult run(const std::vector<std::string>& argv, bool stoppable) override
  {
    ChildRun c;
    c.argv0 = argv.at(0);
    c.args.assign(argv.begin() + 1, argv.end());
    c.what = argv[0];
    spawn_child(c, find_program(argv[0]));
    bool stopped = false;
    for (;;) {
      int status = 0;
      const pid_t r = waitpid(c.pid, &status, WNOHANG);
      if (r == c.pid) {
        c.pid = -1;
        finish_child(c);
        c.status = status;
        break;
      }
      if (r < 0 && errno != EINTR) {
        c.pid = -1;
        finish_child(c);
        c.status = 255 << 8;
        break;
      }
      if (stoppable && stop_requested() && !stopped) {
        kill(c.pid, SIGTERM); // our own child, by pid
        stopped = true;
      }
      usleep(2000);
    }
    if (stopped)
      throw Interrupted(argv[0] + " stopped by " + strsignal(stop_signal_number()));
    return {c.status, c.out, c.err};
  }

  pid_t spawn(const std::vector<std::string>& argv, const std::string& log) override
  {
    ChildRun c;
    c.argv0 = argv.at(0);
    c.args.assign(argv.begin() + 1, argv.end());
    c.what = argv[0];
    spawn_child(c, find_program(argv[0]));
    daemons_[c.pid] = {std::move(c), log};
    return daemons_.rbegin()->first;
  }

  bool exited(pid_t pid) override
  {
    int status = 0;
    const pid_t r = waitpid(pid, &status, WNOHANG);
    if (r == pid || (r < 0 && errno == ECHILD)) {
      collect(pid, status);
      return true;
    }
    return false;
  }

  bool reap(pid_t pid, double timeout) override
  {
    for (int sig : {0, SIGTERM, SIGKILL}) {
      if (sig)
        kill(pid, sig); // our own child, by pid
      for (double waited = 0; waited < timeout; waited += 0.01) {
        if (exited(pid))
          return sig == 0;
        usleep(10000);
      }
    }
    return false;
  }

  std::vector<MountEntry> mounts() override
  {
    std::ifstream in("/proc/self/mountinfo");
    std::stringstream text;
    text << in.rdbuf();
    return parse_mountinfo(text.str());
  }

  bool make_dir(const std::string& path) override { return mkdir(path.c_str(), 0700) == 0; }
  bool remove_dir(const std::string& path) override { return rmdir(path.c_str()) == 0; }
  bool create_file(const std::string& path, uint64_t size) override
  {
    const int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
    if (fd < 0)
      return false;
    const bool ok = ftruncate(fd, static_cast<off_t>(size)) == 0;
    close(fd);
    return ok;
  }
  bool remove_file(const std::string& path) override { return unlink(path.c_str()) == 0; }
  bool exists(const std::string& path) override
  {
    struct stat st {};
    return lstat(path.c_str(), &st) == 0;
  }
  std::vector<std::pair<std::string, std::string>> loop_devices() override
  {
    std::vector<std::pair<std::string, std::string>> out;
    DIR* d = opendir("/sys/block");
    if (!d)
      return out;
    while (dirent* e = readdir(d)) {
      const std::string name = e->d_name;
      if (name.rfind("loop", 0) != 0)
        continue;
      std::ifstream in("/sys/block/" + name + "/loop/backing_file");
      std::string backing;
      if (std::getline(in, backing) && !backing.empty())
        out.emplace_back("/dev/" + name, backing);
    }
    closedir(d);
    return out;
  }
  double mem_available() override
  {
    std::ifstream in("/proc/meminfo");
    std::string key;
    double kib = 0;
    std::string unit;
    while (in >> key >> kib) {
      std::getline(in, unit);
      if (key == "MemAvailable:")
        return kib * 1024;
    }
    return 0;
  }
  bool is_root() override { return geteuid() == 0; }

private:
  // A reaped daemon's output goes to its log (a file the testbed reserved).
  void collect(pid_t pid, int status)
  {
    auto it = daemons_.find(pid);
    if (it == daemons_.end())
      return;
    ChildRun& c = it->second.first;
    c.pid = -1;
    finish_child(c);
    c.status = status;
    std::ofstream(it->second.second, std::ios::app) << c.out << c.err;
    daemons_.erase(it);
  }

  std::map<pid_t, std::pair<ChildRun, std::string>> daemons_;
  bool stop_requested() override { return stop_signal_received(); }
  void sleep(double seconds) override { usleep(static_cast<useconds_t>(seconds * 1e6)); }
};

} // namespace

std::unique_ptr<SystemOps> make_real_system_ops()
{
  return std::make_unique<RealSystemOps>();
}

void install_stop_handlers()
{
  struct sigaction sa {};
  sa.sa_handler = on_stop_signal;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = 0; // no SA_RESTART: a blocking wait returns and sees the flag
  sigaction(SIGINT, &sa, nullptr);
  sigaction(SIGTERM, &sa, nullptr);
}

bool stop_signal_received()
{
  return g_stop_signal != 0;
}

int stop_signal_number()
{
  return static_cast<int>(g_stop_signal);
}

} // namespace wbsim
