#include "MachineState.hpp"

#include "RunRequest.hpp"
#include "Units.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <linux/fiemap.h>
#include <linux/fs.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <fstream>
#include <optional>
#include <sstream>
#include <thread>

namespace wbsim {

namespace {

std::string read_text(const std::string& path)
{
  std::ifstream in(path);
  if (!in)
    return "";
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string bytes_text(double b)
{
  return std::to_string(static_cast<unsigned long long>(std::max(0.0, std::floor(b)))) + "B";
}

double field(const std::map<std::string, double>& m, const char* key, const std::string& origin)
{
  const auto it = m.find(key);
  if (it == m.end())
    throw UsageError(origin + ": no '" + key + ":' line; a /proc/meminfo has MemTotal, MemFree, Active(file), "
                     "Inactive(file), Dirty and Writeback");
  return it->second;
}

// Calls f(line, its 1-based number) for every line of a /proc file that is
// not blank.
template <class F>
void each_line(const std::string& text, F f)
{
  std::istringstream in(text);
  std::string line;
  int n = 0;
  while (std::getline(in, line))
    if (++n, line.find_first_not_of(" \t") != std::string::npos)
      f(line, n);
}

} // namespace

std::map<std::string, double> parse_meminfo(const std::string& text, const std::string& origin)
{
  std::map<std::string, double> out;
  each_line(text, [&](const std::string& line, int n) {
    const auto colon = line.find(':');
    std::istringstream rest(colon == std::string::npos ? "" : line.substr(colon + 1));
    double value = 0;
    std::string unit;
    if (colon == std::string::npos || !(rest >> value) || value < 0)
      throw UsageError(origin + ":" + std::to_string(n) + ": '" + line +
                       "': accepted: 'Name:   <non-negative number> [kB]'");
    rest >> unit;
    if (!unit.empty() && unit != "kB")
      throw UsageError(origin + ":" + std::to_string(n) + ": unit '" + unit + "': accepted: kB or none");
    out[line.substr(0, colon)] = unit == "kB" ? value * 1024.0 : value;
  });
  return out;
}

double parse_zoneinfo_reserve(const std::string& text, const std::string& origin)
{
  // calculate_totalreserve_pages(): per zone, the high watermark plus the
  // largest lowmem_reserve ("protection") it keeps against other zones.
  std::istringstream in(text);
  std::string line;
  double pages = 0, zone_high = 0, zone_protect = 0;
  bool in_zone = false;
  int n = 0;
  auto close_zone = [&] {
    if (in_zone)
      pages += zone_high + zone_protect;
    zone_high = zone_protect = 0;
  };
  while (std::getline(in, line)) {
    ++n;
    std::istringstream w(line);
    std::string word;
    w >> word;
    if (word == "Node") {
      close_zone();
      in_zone = true;
    } else if (in_zone && word == "high") {
      if (!(w >> zone_high))
        throw UsageError(origin + ":" + std::to_string(n) + ": 'high' without a page count");
    } else if (in_zone && word == "protection:") {
      std::string rest;
      std::getline(w, rest);
      for (char& c : rest)
        if (c == '(' || c == ')' || c == ',')
          c = ' ';
      std::istringstream v(rest);
      double x = 0;
      while (v >> x)
        zone_protect = std::max(zone_protect, x);
    }
  }
  close_zone();
  return pages * 4096.0;
}

bool balloon_reports_free_pages(const std::string& features)
{
  // VIRTIO_BALLOON_F_REPORTING is feature bit 5; sysfs prints bit 0 first.
  return features.size() > 5 && features[5] == '1';
}

namespace {
// The rest of a buddyinfo or pagetypeinfo line: free blocks of order 0, 1,
// ... (4 KiB pages), added to `bytes` per order.
void add_block_counts(std::istream& w, std::vector<double>& bytes, const std::string& origin, int n)
{
  std::string tok;
  for (size_t order = 0; w >> tok; ++order) {
    char* end = nullptr;
    const double count = std::strtod(tok.c_str(), &end);
    if (end == tok.c_str() || *end != '\0' || count < 0)
      throw UsageError(origin + ":" + std::to_string(n) + ": '" + tok +
                       "' is not a block count; accepted: non-negative integers");
    if (bytes.size() <= order)
      bytes.resize(order + 1, 0.0);
    bytes[order] += count * 4096.0 * std::ldexp(1.0, static_cast<int>(order));
  }
}
} // namespace

std::vector<double> parse_buddyinfo(const std::string& text, const std::string& origin)
{
  // "Node 0, zone   Normal   518   457 ..." : the count of free blocks of
  // each order, from order 0 (mm/vmstat.c frag_show_print).
  std::vector<double> bytes;
  each_line(text, [&](const std::string& line, int n) {
    const auto zone = line.find("zone");
    std::istringstream w(zone == std::string::npos ? "" : line.substr(zone + 4));
    std::string name;
    if (line.compare(0, 5, "Node ") != 0 || !(w >> name))
      throw UsageError(origin + ":" + std::to_string(n) + ": '" + line +
                       "': accepted: 'Node N, zone NAME <free blocks of order 0> <order 1> ...'");
    add_block_counts(w, bytes, origin, n);
  });
  return bytes;
}

std::vector<double> parse_pagetypeinfo(const std::string& text, const std::string& type, const std::string& origin)
{
  // "Node    0, zone   Normal, type      Movable   1627    777 ..." in the
  // first table ("Free pages count per migrate type at order ..."); the
  // table of pageblock counts after it is not read.
  std::vector<double> bytes;
  bool counts = true;
  each_line(text, [&](const std::string& line, int n) {
    if (line.compare(0, 16, "Number of blocks") == 0)
      counts = false;
    const auto at = line.find(", type");
    if (!counts || line.compare(0, 5, "Node ") != 0 || at == std::string::npos)
      return;
    std::istringstream w(line.substr(at + 6));
    std::string name;
    if (!(w >> name))
      throw UsageError(origin + ":" + std::to_string(n) + ": '" + line +
                       "': accepted: 'Node N, zone NAME, type TYPE <free blocks of order 0> <order 1> ...'");
    if (name != type)
      return;
    add_block_counts(w, bytes, origin, n);
  });
  return bytes;
}

double MachineState::dirtyable() const
{
  return std::max(0.0, mem_free + file_lru - total_reserve);
}

std::vector<std::pair<std::string, std::string>> MachineState::params() const
{
  std::vector<std::pair<std::string, std::string>> p;
  const double dirtyable_bytes = dirtyable();
  p.emplace_back("mem.total", bytes_text(mem_total));
  p.emplace_back("mem.reserved", bytes_text(std::max(0.0, mem_total - dirtyable_bytes)));
  // The job files' cached pages are dropped by fio's invalidate=1 as the
  // job starts: they are free and resident then, not cache to reclaim.
  const double job_clean = std::max(0.0, files_cached - files_dirty);
  p.emplace_back("mem.start_cached", bytes_text(std::max(0.0, file_lru - dirty - writeback - job_clean)));
  p.emplace_back("mem.start_job_cached", bytes_text(job_clean));
  p.emplace_back("mem.start_job_dirty", bytes_text(files_dirty));
  p.emplace_back("mem.page_reporting", page_reporting ? "1" : "0");
  p.emplace_back("fs.files_exist", files_written ? "1" : "0");
  p.emplace_back("fs.files_pending", files_pending ? "1" : "0");
  // Warm: blocks too small to be reported, plus the job files' clean pages
  // that invalidate=1 frees at the start (freed after the last report).
  if (page_reporting) {
    p.emplace_back("mem.start_warm", bytes_text(low_order_free + job_clean));
    p.emplace_back("mem.report_order", std::to_string(reporting_order)); // the small blocks' bound
    // Which folios the small blocks can hold: a block of order o serves folios up to order o.
    for (size_t o = 0; o < low_order_blocks.size() && o < 10; ++o)
      p.emplace_back("mem.warm_o" + std::to_string(o), bytes_text(low_order_blocks[o]));
  }
  return p;
}

std::vector<std::string> MachineState::warnings() const
{
  std::vector<std::string> w;
  if (page_reporting && !reporting_quiet)
    w.push_back("free page reporting was still running at the start: some free memory counted as cold may "
                "still have been resident");
  // The job files' own dirty pages are part of the state (mem.start_job_dirty);
  // other files' are not modelled, yet count against the same thresholds.
  if (dirty + writeback - files_dirty > 64.0 * 1024 * 1024)
    w.push_back("the machine had " + format_bytes_iec(dirty + writeback - files_dirty) +
                " of other files dirty or under writeback at the start (another writer?); the model leaves it out");
  if (!files_dirty_exact && files_dirty > 0)
    w.push_back("cachestat(2) is missing (Linux < 6.5): the job files' dirty pages are estimated as " +
                format_bytes_iec(files_dirty) + ", all of /proc/meminfo's Dirty and Writeback they can hold");
  return w;
}

void drop_page_cache()
{
  // Documentation/admin-guide/sysctl/vm.rst: drop_caches frees clean cache
  // only, so dirty data is written back first.
  if (geteuid() != 0)
    throw UsageError("dropping the page cache needs root (it writes /proc/sys/vm/drop_caches); run as root or "
                     "leave --drop-caches out");
  sync();
  std::ofstream f("/proc/sys/vm/drop_caches");
  f << "3\n";
  f.close();
  if (!f)
    throw UsageError("writing /proc/sys/vm/drop_caches failed");
}

namespace {
// cachestat(2), Linux 6.5 (include/uapi/linux/mman.h); the same number on
// every architecture (the unified syscall table). Older headers lack it.
struct CachestatRange {
  uint64_t off, len;
};
struct Cachestat {
  uint64_t nr_cache, nr_dirty, nr_writeback, nr_evicted, nr_recently_evicted;
};
constexpr long kSysCachestat = 451;

// Pages of [off, off + len) cached and dirty-or-writeback; nullopt when the
// kernel has no cachestat (or refuses this file).
std::optional<Cachestat> cachestat_range(int fd, uint64_t off, uint64_t len)
{
  CachestatRange r{off, len};
  Cachestat cs{};
  if (syscall(kSysCachestat, fd, &r, &cs, 0) != 0)
    return std::nullopt;
  return cs;
}

double page_bytes() { return static_cast<double>(sysconf(_SC_PAGESIZE)); }
} // namespace

FileCache file_cache(const std::string& path)
{
  FileCache fc;
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return fc;
  struct stat st {};
  if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0) {
    if (const auto cs = cachestat_range(fd, 0, 0)) { // len 0: to the end of the file
      fc.cached = static_cast<double>(cs->nr_cache) * page_bytes();
      fc.dirty = static_cast<double>(cs->nr_dirty + cs->nr_writeback) * page_bytes();
      fc.exact = true;
    } else {
      const size_t len = static_cast<size_t>(st.st_size);
      void* map = mmap(nullptr, len, PROT_READ, MAP_SHARED, fd, 0);
      if (map != MAP_FAILED) {
        const auto page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
        std::vector<unsigned char> vec((len + page - 1) / page);
        if (mincore(map, len, vec.data()) == 0)
          fc.cached =
              static_cast<double>(std::count_if(vec.begin(), vec.end(), [](unsigned char c) { return c & 1; })) *
              static_cast<double>(page);
        munmap(map, len);
      }
    }
  } else {
    fc.exact = true; // nothing to count
  }
  ::close(fd);
  return fc;
}

WrittenState written_state(const std::string& path)
{
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return {};
  struct stat st {};
  bool ok = fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size > 0;
  // Dirty or writeback pages cover all of [off, off + len) within the file.
  auto under_dirty = [&](uint64_t off, uint64_t len) {
    if (off >= static_cast<uint64_t>(st.st_size))
      return true;
    len = std::min<uint64_t>(len, static_cast<uint64_t>(st.st_size) - off);
    const auto cs = cachestat_range(fd, off, len);
    return cs && static_cast<double>(cs->nr_dirty + cs->nr_writeback) >= std::ceil(static_cast<double>(len) / page_bytes());
  };
  // Walk the extents in chunks, adding up what holds no data: holes (gaps
  // between extents) and unwritten or delayed extents. No FIEMAP_FLAG_SYNC:
  // it would write the dirty pages this state records.
  // `missing` counts every unwritten extent; `unpending` only those not
  // under dirty pages.
  const auto size = static_cast<uint64_t>(st.st_size);
  uint64_t missing = 0, unpending = 0;
  constexpr unsigned kExtents = 256;
  std::vector<char> buf(sizeof(struct fiemap) + kExtents * sizeof(struct fiemap_extent));
  uint64_t next = 0;
  while (ok && next < size) {
    auto* fm = reinterpret_cast<struct fiemap*>(buf.data());
    std::fill(buf.begin(), buf.end(), 0);
    fm->fm_start = next;
    fm->fm_length = size - next;
    fm->fm_extent_count = kExtents;
    if (ioctl(fd, FS_IOC_FIEMAP, fm) != 0) {
      ok = false;
      break;
    }
    if (fm->fm_mapped_extents == 0)
      break; // the rest is a hole
    bool last = false;
    for (unsigned i = 0; i < fm->fm_mapped_extents; ++i) {
      const auto& e = fm->fm_extents[i];
      if (e.fe_logical > next) {
        missing += std::min<uint64_t>(e.fe_logical, size) - next;
        unpending += std::min<uint64_t>(e.fe_logical, size) - next;
      }
      const bool unwritten = (e.fe_flags & (FIEMAP_EXTENT_UNWRITTEN | FIEMAP_EXTENT_DELALLOC)) != 0;
      const uint64_t from = std::max<uint64_t>(next, e.fe_logical), to = std::min<uint64_t>(size, e.fe_logical + e.fe_length);
      if (unwritten && to > from) {
        missing += to - from;
        if (!under_dirty(from, to - from))
          unpending += to - from;
      }
      next = std::max<uint64_t>(next, e.fe_logical + e.fe_length);
      last = last || (e.fe_flags & FIEMAP_EXTENT_LAST);
    }
    if (last)
      break;
  }
  if (next < size) {
    missing += size - next;
    unpending += size - next;
  }
  ::close(fd);
  // fio never writes the tail of a size that is not a multiple of bs (64 MiB
  // in 6 KiB blocks leaves 4 KiB unwritten): a hundredth of the file may hold
  // no data and the job still rewrites written blocks.
  const auto small = [size](uint64_t bytes) { return static_cast<double>(bytes) <= 0.01 * static_cast<double>(size); };
  return {ok && small(missing), ok && small(unpending)};
}

bool fully_written(const std::string& path, bool pending)
{
  const WrittenState w = written_state(path);
  return pending ? w.pending : w.written;
}

MachineState capture_machine_state(const CaptureOptions& opts)
{
  MachineState s;
  const std::string reported_path = opts.sys + "/module/page_reporting/parameters/reported_kib";
  auto reported_now = [&]() -> double {
    const std::string t = read_text(reported_path);
    return t.empty() ? -1.0 : std::stod(t) * 1024.0;
  };
  // The balloon device that reports free pages, if any.
  const std::string virtio = opts.sys + "/bus/virtio/devices";
  if (DIR* d = opendir(virtio.c_str())) {
    while (const dirent* e = readdir(d)) {
      const std::string dev = virtio + "/" + e->d_name;
      char link[4096];
      const ssize_t n = readlink((dev + "/driver").c_str(), link, sizeof link - 1);
      if (n <= 0)
        continue;
      link[n] = '\0';
      const std::string driver = link;
      if (driver.size() >= 14 && driver.compare(driver.size() - 14, 14, "virtio_balloon") == 0 &&
          balloon_reports_free_pages(read_text(dev + "/features")))
        s.page_reporting = true;
    }
    closedir(d);
  }
  if (opts.drop_caches)
    drop_page_cache();
  // Wait until reporting has been idle for the quiet period: what was freed
  // just before (drop_caches, deleted files) is then reported, or will stay
  // below the reporting threshold.
  if (s.page_reporting && opts.quiet_seconds > 0) {
    using clock = std::chrono::steady_clock;
    const auto start = clock::now();
    auto last_change = start;
    double last = reported_now();
    s.reporting_quiet = false;
    while (std::chrono::duration<double>(clock::now() - start).count() < opts.max_wait) {
      std::this_thread::sleep_for(std::chrono::milliseconds(250));
      const double cur = reported_now();
      if (cur != last) {
        last = cur;
        last_change = clock::now();
      } else if (std::chrono::duration<double>(clock::now() - last_change).count() >= opts.quiet_seconds) {
        s.reporting_quiet = true;
        break;
      }
    }
  }
  s.reported = reported_now();
  const std::string order_text = read_text(opts.sys + "/module/page_reporting/parameters/page_reporting_order");
  if (!order_text.empty()) {
    char* end = nullptr;
    const long o = std::strtol(order_text.c_str(), &end, 10);
    if (end != order_text.c_str() && o >= 0 && o < 20)
      s.reporting_order = static_cast<int>(o);
  }
  // The movable free blocks where /proc/pagetypeinfo is readable (root):
  // page cache takes only those before it takes reported ones (2026-12-02:
  // 19% of the free order-8 blocks were unmovable or reclaimable).
  const std::string types_path = opts.proc + "/pagetypeinfo";
  const std::string types = read_text(types_path);
  const std::string buddy_path = opts.proc + "/buddyinfo";
  const std::string buddy = types.empty() ? read_text(buddy_path) : std::string();
  if (!types.empty() || !buddy.empty()) {
    const auto per_order =
        !types.empty() ? parse_pagetypeinfo(types, "Movable", types_path) : parse_buddyinfo(buddy, buddy_path);
    for (size_t o = 0; o < per_order.size() && static_cast<int>(o) < s.reporting_order; ++o) {
      s.low_order_free += per_order[o];
      s.low_order_blocks.push_back(per_order[o]);
    }
  }
  const std::string meminfo_path = opts.proc + "/meminfo";
  const std::string text = read_text(meminfo_path);
  if (text.empty())
    throw UsageError(meminfo_path + ": cannot read it; the machine state needs Linux's /proc/meminfo");
  const auto m = parse_meminfo(text, meminfo_path);
  s.mem_total = field(m, "MemTotal", meminfo_path);
  s.mem_free = field(m, "MemFree", meminfo_path);
  s.file_lru = field(m, "Active(file)", meminfo_path) + field(m, "Inactive(file)", meminfo_path);
  s.dirty = field(m, "Dirty", meminfo_path);
  s.writeback = field(m, "Writeback", meminfo_path);
  const std::string zoneinfo = read_text(opts.proc + "/zoneinfo");
  if (!zoneinfo.empty())
    s.total_reserve = parse_zoneinfo_reserve(zoneinfo, opts.proc + "/zoneinfo");
  if (!opts.directory.empty()) {
    if (DIR* d = opendir(opts.directory.c_str())) {
      int files = 0, written = 0, pending = 0;
      while (const dirent* e = readdir(d)) {
        const std::string path = opts.directory + "/" + e->d_name;
        struct stat st {};
        if (lstat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode)) {
          const FileCache fc = file_cache(path);
          s.files_cached += fc.cached;
          s.files_dirty += fc.dirty;
          s.files_dirty_exact = s.files_dirty_exact && fc.exact;
          ++files;
          const WrittenState w = written_state(path);
          written += w.written ? 1 : 0;
          pending += w.pending ? 1 : 0;
        }
      }
      s.files_written = files > 0 && written == files;
      s.files_pending = !s.files_written && files > 0 && pending == files;
      closedir(d);
      // Without cachestat the job files may hold as much of the machine's
      // dirty data as they have cached pages (warned about).
      if (!s.files_dirty_exact)
        s.files_dirty = std::min(s.files_cached, s.dirty + s.writeback);
    }
  }
  return s;
}

} // namespace wbsim
