// CacheFit: the device's volatile write cache (model/WriteCache) from flush
// times: dev.cache_drain_bw, dev.cache_background and dev.cache_size. Pure
// functions of measured figures; the probe that measures them is
// Calibrator::cache_phase.
#pragma once

#include <string>
#include <vector>

namespace wbsim {

// From O_DIRECT rewrites of `bytes` each followed by fdatasync (`flush_s`, the
// fdatasync's time), written at `short_s / short_bytes` seconds per byte (a
// sequential run from huge-page buffers), and a long run of `long_bytes` in
// `long_s` that outgrows the cache if it is smaller.
//
// Each flush is predicted with WriteCache itself: the bytes enter at the
// run's rate, and the flush writes out what is left at drain_bw, plus a
// fixed part. The profile takes the straight line t = fixed + N / drain_bw.
// Beside it the fit looks for a background threshold, above which the cache
// writes out while the run goes on (a Linux host's flusher at
// dirty_background), so that long runs flush less than they wrote; with four
// or more sizes it reports one that cuts the relative error to under 70% of
// the line's (dev.cache_background is not set from it: see the .cpp).
struct WriteCacheFit {
  double drain_bw = 0; // 0: no cache seen
  double capacity = 0;
  double fixed = 0;   // the line's per-flush intercept, seconds (reported; dev.flush_latency is measured apart)
  double rel_rms = 0; // the line's root mean square relative error
  double background = 0, background_drain_bw = 0, background_rel_rms = 0; // the threshold seen; 0: none
  std::string how;
};
WriteCacheFit fit_write_cache(const std::vector<double>& bytes, const std::vector<double>& flush_s,
                              double short_bytes, double short_s, double long_bytes, double long_s);

// The drain time WriteCache gives a flush after `bytes` written from empty at
// `per_byte` seconds per byte (in 1 MiB pieces), at `drain_bw` with the
// background threshold `background` (0: none).
double predicted_drain(double bytes, double per_byte, double drain_bw, double background);

} // namespace wbsim
