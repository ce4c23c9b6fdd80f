// TempDir: a fresh directory under /tmp for one test, removed with
// everything in it at the end. Shared by the replay and calibrate tests.
//
// A test process that is killed never runs the destructor (9465 directories
// of killed runs were found in /tmp on 2026-12-01), so the name carries the
// creating process's id, and each new TempDir first removes the directories
// of its prefix whose creator no longer exists.
#pragma once

#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

#include <cerrno>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace wbsim::test {

class TempDir {
public:
  explicit TempDir(const std::string& prefix = "wbsim-test", const std::string& parent = "/tmp")
  {
    remove_orphans(prefix, parent);
    std::string tmpl = parent + "/" + prefix + "-" + std::to_string(getpid()) + "-XXXXXX";
    std::vector<char> buf(tmpl.begin(), tmpl.end());
    buf.push_back('\0');
    const char* p = mkdtemp(buf.data());
    if (!p)
      throw std::runtime_error("mkdtemp failed for " + tmpl);
    path_ = p;
  }
  ~TempDir()
  {
    std::error_code ec;
    std::filesystem::remove_all(path_, ec);
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const { return path_; }
  std::string operator/(const std::string& name) const { return path_ + "/" + name; }

  // Removes PARENT/PREFIX-PID-* directories whose process PID is gone
  // (kill(PID, 0) fails with ESRCH); a live or unknown owner keeps its own.
  static void remove_orphans(const std::string& prefix, const std::string& parent)
  {
    std::error_code ec;
    const std::string head = prefix + "-";
    for (const auto& e : std::filesystem::directory_iterator(parent, ec)) {
      const std::string name = e.path().filename().string();
      if (name.rfind(head, 0) != 0 || !e.is_directory(ec))
        continue;
      const std::string rest = name.substr(head.size());
      const size_t dash = rest.find('-');
      if (dash == 0 || dash == std::string::npos || rest.find_first_not_of("0123456789") != dash)
        continue; // not PREFIX-PID-XXXXXX
      const long pid = std::stol(rest.substr(0, dash));
      if (pid > 0 && kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)
        std::filesystem::remove_all(e.path(), ec);
    }
  }

private:
  std::string path_;
};

} // namespace wbsim::test
