// WriteCache: a device's volatile write cache, as a pure policy of time and
// bytes. A write is complete once it is in the cache; the cache writes its
// data to stable media at `drain_bw`, oldest first:
// - in the background, for data that has been in it `delay` seconds;
// - in the background, down to `background` bytes, while it holds more (a
//   Linux host's page cache: its flusher starts at dirty_background, so a
//   long run's flush finds less than was written, a short run's all of it);
// - at once while it holds more than `capacity` bytes (a write that finds it
//   full waits until its own bytes fit);
// - at once for a flush (REQ_PREFLUSH), which completes when everything
//   written before it is on media.
// A drive without power-loss protection has such a cache in DRAM; a virtual
// disk has the host's page cache (this project's VM: writes complete at
// ~3 GB/s, and a flush then takes ~1.1 ms per MiB written since the last one,
// see dev.cache_drain_bw).
#pragma once

#include <deque>

namespace wbsim {

class WriteCache {
public:
  // drain_bw <= 0 or capacity <= 0: no cache (writes are on media when they
  // complete, a flush finds nothing to write).
  // background <= 0: no byte threshold (only `delay` drains in the background).
  WriteCache(double capacity, double drain_bw, double delay, double background = 0);

  bool enabled() const { return capacity_ > 0 && drain_bw_ > 0; }
  // `bytes` enter the cache at `now`: the seconds the write waits for room.
  double write(double now, double bytes);
  // A flush at `now`: the seconds until what the cache holds is on media.
  double flush(double now);
  // A flush that its caller serves itself, one at a time (a virtual disk's
  // thread in fdatasync): what the cache holds at `now` leaves it, and the
  // seconds it takes to write out are returned. Later writes wait for the
  // next flush.
  double take(double now);
  // Bytes not yet on media at `now`.
  double cached(double now);

private:
  void advance(double now);
  void drain(double bytes); // drain `bytes` from the oldest chunks

  struct Chunk {
    double time;  // when it entered the cache
    double bytes; // still cached
  };
  double capacity_;
  double drain_bw_;
  double delay_;
  double background_; // bytes above which it drains in the background; infinity: none
  std::deque<Chunk> chunks_;
  double cached_ = 0;
  double t_ = 0;            // the state is as of this time
  double forced_until_ = 0; // a flush drains without pause until then
};

} // namespace wbsim
