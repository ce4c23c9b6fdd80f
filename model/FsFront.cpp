#include "FsFront.hpp"

#include "BufferedWrite.hpp"
#include "Flusher.hpp"
#include "FuseDaemon.hpp"
#include "NvmeDevice.hpp"
#include "StripedVolume.hpp"
#include "SimContext.hpp"

#include <cmath>
#include <memory>

namespace wbsim {

// The log force: on ext4 first the extent-tree leaves the sync must write
// (sync_mapping_buffers submits them together and waits), then the inode or
// journal write of fs.log_write, waited for (the device cache flush follows
// in the caller).
void BlockFsFront::log_force(SimContext& ctx, Signal& io_done, double extent_blocks)
{
  const Params& p = ctx.params;
  if (p.fs() == FsType::Ext4 && extent_blocks > 0) {
    const double leaves = std::ceil(extent_blocks);
    ctx.figures.extent_blocks += leaves;
    write_and_wait(ctx, io_done, static_cast<uint64_t>(leaves), p.pc_page_size);
  }
  if (p.fs_log_write > 0)
    write_and_wait(ctx, io_done, 1, p.fs_log_write);
}

void BlockFsFront::write_and_wait(SimContext& ctx, Signal& io_done, uint64_t commands, double bytes_each)
{
  bool done = false;
  auto req = std::make_unique<IoRequest>();
  req->dir = IoDir::Write;
  req->commands = commands;
  req->bytes_each = bytes_each;
  req->segments_each = DeviceSpec::segments(bytes_each, ctx.params.pc_page_size); // metadata buffers, a page each
  ctx.log_bytes += req->bytes();
  Signal* signal = &io_done;
  req->on_complete = [&done, signal](IoRequest&) {
    done = true;
    signal->notify_all();
  };
  ctx.device->submit(std::move(req));
  io_done.wait_until([&done] { return done; });
}

double BlockFsFront::write_back(SimContext& ctx, size_t file, double max_bytes, double folio, bool waited)
{
  return Flusher::write_back_blocks(ctx, file, max_bytes, folio, waited);
}

// Write-through: the write() also waits for its round trips to the daemon,
// one request of at most max_pages at a time. What the last batch waited
// per byte (the device's part timed by the simulation, not estimated); the
// daemon's own time before the first.
double FuseFront::write_wait(const SimContext& ctx, uint64_t bs) const
{
  const Params& p = ctx.params;
  if (p.fuse_writeback_cache)
    return 0;
  if (wait_per_byte_ >= 0)
    return wait_per_byte_ * static_cast<double>(bs);
  const FusePolicy& fp = daemon_.policy();
  const auto n = static_cast<double>(fp.requests_for(static_cast<double>(bs)));
  return n * (p.fuse_request_cpu + fp.service_time(static_cast<double>(bs) / n));
}

// With the writeback cache the daemon learns later how the data was
// dirtied; without it (fuse_perform_write) the cached folios stay clean and
// each write() sends its data to the daemon, waiting for each reply, under
// the inode lock.
void FuseFront::after_write(SimContext& ctx, const WriteBatch& b, WriteEffect& effect)
{
  if (ctx.params.fuse_writeback_cache) {
    if (effect.new_dirty > 0)
      daemon_.note_dirtied(b.file, b.pattern, b.bs);
    return;
  }
  ctx.cache.start_writeback(b.file, effect.new_dirty);
  ctx.cache.end_writeback(b.file, effect.new_dirty);
  effect.new_dirty = 0;
  const uint64_t per_write = daemon_.policy().requests_for(static_cast<double>(b.bs));
  ctx.figures.fuse.dirty_bytes += static_cast<double>(b.bs) * static_cast<double>(b.count);
  const double t0 = ctx.now();
  daemon_.call(per_write * b.count, static_cast<double>(b.bs) / static_cast<double>(per_write));
  wait_per_byte_ = (ctx.now() - t0) / (static_cast<double>(b.bs) * static_cast<double>(b.count));
}

// FUSE_FSYNC is one round trip; the daemon fsyncs its backing file (the
// device cache flush in the caller).
void FuseFront::log_force(SimContext&, Signal&, double)
{
  daemon_.call(1, 0.0);
}

double FuseFront::write_back(SimContext& ctx, size_t file, double max_bytes, double folio, bool waited)
{
  return Flusher::write_back_fuse(ctx, daemon_, file, max_bytes, folio, waited); // no ioends or bios: the daemon writes
}

// What the daemon sent to the device, amplification included (the writeback
// plan's io_bytes); its own figures (fuse.bytes, dirty_bytes) are counted on
// reply and miss the requests in flight when the run ends.
double FuseFront::writeback_to_device(const SimContext& ctx, double) const
{
  return ctx.fuse_device_bytes;
}

} // namespace wbsim
