// SlcCache: the SLC write cache of a consumer NVMe drive, as a pure state
// machine (no SimGrid). Writes fill it; once it is full the drive writes at
// its post-cache (TLC/QLC) rate, and it stays full until idle time lets the
// firmware fold enough into TLC to make room. The device (NvmeDevice) turns
// the two transitions into its media link's bandwidth.
#pragma once

namespace wbsim {

class SlcCache {
public:
  // `bytes` of SLC (0 = no cache modelled); the firmware frees `recover_bw`
  // bytes per second while the drive is idle (0 = never).
  SlcCache(double bytes, double recover_bw) : bytes_(bytes), recover_bw_(recover_bw) {}

  // `written` bytes reached the media. True when they filled the cache: the
  // drive drops to its post-cache rate from now on.
  bool write(double written);

  // An idle period from `from` to `to` ends. True when it made room in a full
  // cache: the drive writes at its cached rate again.
  bool idle(double from, double to);

  double used() const { return used_; }
  bool full() const { return full_; }

private:
  double bytes_;
  double recover_bw_;
  double used_ = 0; // bytes in the cache, not yet folded into TLC
  bool full_ = false;
};

} // namespace wbsim
