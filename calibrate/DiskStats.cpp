#include "DiskStats.hpp"

#include <sys/stat.h>
#include <sys/sysmacros.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

namespace wbsim {

DiskStats::DiskStats(const std::string& path)
{
  struct stat st {};
  if (stat(path.c_str(), &st) != 0) {
    note_ = "no disk stats: stat " + path + ": " + std::strerror(errno);
    return;
  }
  major_ = major(st.st_dev);
  minor_ = minor(st.st_dev);
  const std::string devno = std::to_string(major_) + ":" + std::to_string(minor_);
  std::error_code ec;
  const fs::path link = fs::read_symlink("/sys/dev/block/" + devno, ec);
  if (ec) {
    note_ = "no disk stats: " + path + " is on device " + devno +
            ", which is not a block device (overlay, tmpfs, btrfs or a container filesystem)";
    return;
  }
  name_ = link.filename().string();
  Counters c;
  if (!read_counters(c)) {
    note_ = "no disk stats: device " + name_ + " (" + devno + ") is not in /proc/diskstats";
    name_.clear();
  }
}

int DiskStats::hw_queues(const std::string& sysfs) const
{
  if (name_.empty())
    return 0;
  std::error_code ec;
  for (const fs::path& dir : {fs::path(sysfs) / name_ / "mq", fs::path(sysfs) / name_ / ".." / "mq"}) {
    if (!fs::is_directory(dir, ec))
      continue;
    // increment(ec): the range-for form throws from its increment (a queue
    // directory that vanishes while it is read, a device being removed).
    int n = 0;
    std::error_code entry_ec; // an entry that cannot be read is not a queue, and the listing goes on
    for (fs::directory_iterator e(dir, ec), end; !ec && e != end; e.increment(ec))
      n += e->is_directory(entry_ec) ? 1 : 0;
    return n;
  }
  return 0;
}

uint64_t DiskStats::max_request_bytes(const std::string& sysfs) const
{
  if (name_.empty())
    return 0;
  for (const fs::path& dir : {fs::path(sysfs) / name_ / "queue", fs::path(sysfs) / name_ / ".." / "queue"}) {
    std::ifstream in(dir / "max_sectors_kb");
    uint64_t kb = 0;
    if (in >> kb && kb > 0)
      return kb * 1024;
  }
  return 0;
}

bool DiskStats::read_counters(Counters& c) const
{
  std::ifstream in("/proc/diskstats");
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream s(line);
    unsigned maj = 0, min = 0;
    std::string name;
    uint64_t rmerge = 0, wmerge = 0, inflight = 0;
    // Documentation/admin-guide/iostats.rst: fields 1-11 after the name.
    if (!(s >> maj >> min >> name >> c.read_ios >> rmerge >> c.read_sectors >> c.read_ticks >> c.write_ios >> wmerge >>
          c.write_sectors >> c.write_ticks >> inflight >> c.io_ticks >> c.in_queue))
      continue;
    // Fields 12-15 (4.18+): discards completed, merged, sectors, ms.
    uint64_t dmerge = 0, dsectors = 0;
    if (!(s >> c.discard_ios >> dmerge >> dsectors >> c.discard_ticks))
      c.discard_ios = c.discard_ticks = 0;
    if (maj == major_ && min == minor_)
      return true;
  }
  return false;
}

void DiskStats::start()
{
  if (available())
    read_counters(before_);
}

DiskResult DiskStats::finish(double seconds)
{
  DiskResult d;
  d.name = name_;
  Counters after;
  if (!available() || !read_counters(after))
    return d;
  auto delta = [](uint64_t a, uint64_t b) { return a >= b ? a - b : 0; };
  d.read_ios = delta(after.read_ios, before_.read_ios);
  d.write_ios = delta(after.write_ios, before_.write_ios);
  d.read_bytes = delta(after.read_sectors, before_.read_sectors) * 512;
  d.write_bytes = delta(after.write_sectors, before_.write_sectors) * 512;
  d.read_ticks = static_cast<double>(delta(after.read_ticks, before_.read_ticks)) / 1e3;
  d.write_ticks = static_cast<double>(delta(after.write_ticks, before_.write_ticks)) / 1e3;
  d.discards = delta(after.discard_ios, before_.discard_ios);
  d.discard_ticks = static_cast<double>(delta(after.discard_ticks, before_.discard_ticks)) / 1e3;
  d.busy_time = static_cast<double>(delta(after.io_ticks, before_.io_ticks)) / 1e3;
  d.in_queue = static_cast<double>(delta(after.in_queue, before_.in_queue)) / 1e3;
  d.util = seconds > 0 ? std::min(1.0, d.busy_time / seconds) : 0.0;
  return d;
}

} // namespace wbsim
