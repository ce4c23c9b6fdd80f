// DiskStats: fio's disk_util[] for a native replay, from /proc/diskstats
// deltas of the block device that holds the replay directory (stat's st_dev
// resolved through /sys/dev/block/MAJ:MIN). Directories on filesystems
// without a block device of their own (overlay, tmpfs, btrfs subvolumes
// report anonymous devices) get no disk stats and a note saying why.
#pragma once

#include "Results.hpp"

#include <cstdint>
#include <string>

namespace wbsim {

class DiskStats {
public:
  explicit DiskStats(const std::string& path);

  bool available() const { return !name_.empty(); }
  const std::string& name() const { return name_; }
  const std::string& note() const { return note_; } // why there are no stats

  // The device's blk-mq hardware queues (entries of /sys/class/block/DISK/mq,
  // the whole disk's for a partition); 0 where sysfs does not say.
  int hw_queues(const std::string& sysfs = "/sys/class/block") const;
  // The largest request the block layer sends the device, in bytes
  // (queue/max_sectors_kb, the whole disk's for a partition); 0 where sysfs
  // does not say.
  uint64_t max_request_bytes(const std::string& sysfs = "/sys/class/block") const;

  void start();                          // the "before" snapshot
  DiskResult finish(double seconds);     // the delta since start(); util over `seconds`

private:
  struct Counters {
    uint64_t read_ios = 0, read_sectors = 0, read_ticks = 0;
    uint64_t write_ios = 0, write_sectors = 0, write_ticks = 0;
    uint64_t io_ticks = 0, in_queue = 0; // ms
    uint64_t discard_ios = 0, discard_ticks = 0; // since 4.18; 0 before
  };
  bool read_counters(Counters& c) const;

  unsigned major_ = 0, minor_ = 0;
  std::string name_;
  std::string note_;
  Counters before_;
};

} // namespace wbsim
