// FsFront: the filesystem in front of the page cache, as the write path,
// fsync and the flusher see it. One per run (Simulation), in SimContext::fs;
// its callers do not ask which filesystem is behind it.
// - BlockFsFront: xfs, ext4, btrfs and bcachefs. Writes stay in the cache,
//   fsync's log force writes the journal, writeback builds ioends and bios
//   for the block device. How they differ is data: Params, KernelFeatures
//   and scenarios/profiles/fs-*.profile.
// - FuseFront: the daemon behind /dev/fuse (FuseDaemon). Without the
//   writeback cache each write() is sent to it (write-through), fsync is one
//   FUSE_FSYNC round trip, and writeback sends FUSE_WRITE requests.
#pragma once

#include <cstddef>
#include <cstdint>

namespace wbsim {

struct SimContext;
struct WriteBatch;
struct WriteEffect;
class FuseDaemon;
class Signal;

class FsFront {
public:
  virtual ~FsFront() = default;

  // Seconds one write() of `bs` bytes waits beyond its CPU, for batch sizing
  // (the wait itself happens in after_write).
  virtual double write_wait(const SimContext& ctx, uint64_t bs) const = 0;
  // A batch of writes has dirtied the cache, under the inode lock.
  virtual void after_write(SimContext& ctx, const WriteBatch& b, WriteEffect& effect) = 0;
  // fsync's log force, before the device cache flush; `io_done` is the
  // caller's signal for its own IO. `extent_blocks`: the extent-tree leaves
  // the conversions dirtied (InodeSync::extent_blocks), which ext4 writes first.
  virtual void log_force(SimContext& ctx, Signal& io_done, double extent_blocks) = 0;
  // Writes back up to `max_bytes` of `file` (folios of `folio` bytes on
  // average) from the calling actor; returns the bytes submitted. `waited`:
  // the caller (fsync) waits for it to complete.
  virtual double write_back(SimContext& ctx, size_t file, double max_bytes, double folio, bool waited) = 0;
  // What writeback sent to the device, given the bytes it started.
  virtual double writeback_to_device(const SimContext& ctx, double started) const = 0;
};

class BlockFsFront final : public FsFront {
public:
  double write_wait(const SimContext&, uint64_t) const override { return 0; }
  void after_write(SimContext&, const WriteBatch&, WriteEffect&) override {}
  void log_force(SimContext& ctx, Signal& io_done, double extent_blocks) override;
  double write_back(SimContext& ctx, size_t file, double max_bytes, double folio, bool waited) override;
  double writeback_to_device(const SimContext&, double started) const override { return started; }

private:
  // `commands` metadata writes of `bytes_each`, submitted together and waited for.
  static void write_and_wait(SimContext& ctx, Signal& io_done, uint64_t commands, double bytes_each);
};

class FuseFront final : public FsFront {
public:
  explicit FuseFront(FuseDaemon& daemon) : daemon_(daemon) {}
  double write_wait(const SimContext& ctx, uint64_t bs) const override;
  void after_write(SimContext& ctx, const WriteBatch& b, WriteEffect& effect) override;
  void log_force(SimContext& ctx, Signal& io_done, double extent_blocks) override;
  double write_back(SimContext& ctx, size_t file, double max_bytes, double folio, bool waited) override;
  double writeback_to_device(const SimContext& ctx, double started) const override;

private:
  FuseDaemon& daemon_;
  // The round trips' time per byte the last write-through batch waited
  // (the daemon's backing writes run on the simulated device); < 0 before
  // the first.
  double wait_per_byte_ = -1;
};

} // namespace wbsim
