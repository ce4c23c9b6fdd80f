// MachineState: the memory state a run starts from, read off this machine
// (/proc/meminfo, /proc/zoneinfo, free page reporting in sysfs) and turned
// into the model's mem.* parameters. The same job runs 10x slower on a VM
// right after drop_caches than warm, because free memory that was reported
// to the hypervisor must be faulted in again (DESIGN §4), so every native
// run records this state and is predicted from it.
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace wbsim {

struct MachineState {
  double mem_total = 0;     // MemTotal, bytes
  double mem_free = 0;      // MemFree
  double file_lru = 0;      // Active(file) + Inactive(file)
  double dirty = 0;         // Dirty
  double writeback = 0;     // Writeback
  double total_reserve = 0; // totalreserve_pages (zoneinfo: high watermark + largest protection, per zone)
  bool page_reporting = false; // the balloon reports free pages (VIRTIO_BALLOON_F_REPORTING)
  double reported = -1;        // page_reporting reported_kib in bytes (cumulative); -1 when absent
  bool reporting_quiet = true; // no report for the quiet period before the capture
  double files_cached = 0;     // bytes of the scratch directory's files in the page cache
  double files_dirty = 0;      // ... of which dirty or under writeback (cachestat)
  bool files_dirty_exact = true; // cachestat(2) read them; false: estimated from /proc/meminfo (Linux < 6.5)
  // Free memory in buddy blocks below page_reporting_order: the movable ones
  // of /proc/pagetypeinfo where it is readable (root), else all of /proc/buddyinfo.
  // page_reporting only reports free blocks of at least that order, so these
  // were never handed back and are resident: the warm pool a run starts on.
  double low_order_free = 0;
  std::vector<double> low_order_blocks; // bytes free in blocks of each order below reporting_order
  int reporting_order = 9;     // page_reporting_order (sysfs; pageblock_order by default)
  // The scratch directory holds job files whose every block is written (an
  // earlier run's): fio reuses them, so the run rewrites (fs.files_exist).
  bool files_written = false;
  // Not all written, but every unwritten or delayed extent lies under dirty
  // pages (a previous run's data not yet written back): fs.files_pending.
  bool files_pending = false;

  // global_dirtyable_memory(): free pages plus the file LRU, less the reserve.
  double dirtyable() const;
  // The model parameters this state sets, as key=value texts for --set.
  std::vector<std::pair<std::string, std::string>> params() const;
  // Warnings that make the state uncertain (reporting still running, ...).
  std::vector<std::string> warnings() const;
};

// Parsers of the kernel's text files; errors name the file and line.
std::map<std::string, double> parse_meminfo(const std::string& text, const std::string& origin);
double parse_zoneinfo_reserve(const std::string& text, const std::string& origin);
// `features` is the bit string of /sys/bus/virtio/devices/N/features.
bool balloon_reports_free_pages(const std::string& features);
// /proc/buddyinfo: free bytes per order, summed over every node and zone
// (4 KiB pages); index = order.
std::vector<double> parse_buddyinfo(const std::string& text, const std::string& origin);
// /proc/pagetypeinfo: free bytes per order in blocks of one migrate type
// ("Movable"), summed over nodes and zones; index = order. Page-cache folios
// are movable allocations, which take a larger movable block (a reported,
// cold one on a VM) before they steal a block of another type.
std::vector<double> parse_pagetypeinfo(const std::string& text, const std::string& type, const std::string& origin);

struct CaptureOptions {
  std::string directory;   // files here count as cached job files ("" = none)
  double quiet_seconds = 3; // wait until page reporting has been idle this long
  double max_wait = 30;     // ... but no longer than this
  std::string proc = "/proc";
  std::string sys = "/sys";
  bool drop_caches = false; // drop the page cache first (root), and count what it freed
};

// Reads this machine's state now (after waiting for reporting to go quiet).
MachineState capture_machine_state(const CaptureOptions& opts);

// sync, then drop the clean page cache, dentries and inodes (root only:
// throws UsageError otherwise). The state users meet after a cache drop.
void drop_page_cache();

// A file's pages in the page cache: all, and those dirty or under writeback.
struct FileCache {
  double cached = 0, dirty = 0; // bytes
  bool exact = false;           // cachestat(2) counted them; false: mincore, dirty unknown (0)
};
// cachestat(2) over the whole file (Linux 6.5+), else mincore; zeros for an
// empty or unreadable file.
FileCache file_cache(const std::string& path);

// `path` is a non-empty regular file with no hole, no unwritten and no
// delayed-allocation extent (FIEMAP, read without syncing: reading the state
// must not change it) but in a hundredth of it at most (fio leaves the tail
// past the last whole block unwritten): its blocks hold data an earlier
// writeback put there.
// With `pending`, an unwritten or delayed extent counts when dirty or
// writeback pages cover all of it (cachestat(2); never without it).
bool fully_written(const std::string& path, bool pending = false);
// Both answers from one FIEMAP walk.
struct WrittenState {
  bool written = false, pending = false;
};
WrittenState written_state(const std::string& path);

} // namespace wbsim
