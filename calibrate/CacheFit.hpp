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
// fixed part: first the straight line t = fixed + N / drain_bw. Beside it the
// fit looks for a background threshold, above which the cache writes out
// while the run goes on (a Linux host's flusher at dirty_background), so that
// long runs flush less than they wrote. With four or more sizes, a threshold
// that cuts the relative error to under 70% of the line's is taken: drain_bw
// is then its rate and `background` its threshold (dev.cache_background).
struct WriteCacheFit {
  double drain_bw = 0; // 0: no cache seen; the threshold's rate when one is taken
  double capacity = 0;
  double fixed = 0;   // the per-flush intercept, seconds (reported; dev.flush_latency is measured apart)
  double rel_rms = 0; // root mean square relative error of what is taken
  double background = 0; // the threshold taken (dev.cache_background); 0: none
  double line_drain_bw = 0, line_rel_rms = 0; // the straight line, kept for the report
  std::string how;
};
// `fixed` >= 0 pins the per-flush fixed part (the model's dev.flush_latency,
// measured from 4 KiB fsyncs): the drain rate and threshold are then the ones
// that fit the flush times with it. Free, the straight line's intercept on
// this VM was 260-470 us against a 140-190 us dev.flush_latency, and its rate
// drained the 1-16 MiB flushes of fsync=N jobs 12-28% too fast in the model.
WriteCacheFit fit_write_cache(const std::vector<double>& bytes, const std::vector<double>& flush_s,
                              double short_bytes, double short_s, double long_bytes, double long_s,
                              double fixed = -1);

// The drain time WriteCache gives a flush after `bytes` written from empty at
// `per_byte` seconds per byte (in 1 MiB pieces), at `drain_bw` with the
// background threshold `background` (0: none).
double predicted_drain(double bytes, double per_byte, double drain_bw, double background);

// dev.fresh_drain_factor from buffered runs into fresh files, each of
// `bytes[i]` and then one fsync, whose fsyncs took `seconds` together: the
// factor f in [0.01, 1] for which the model's fsyncs take that long. Each
// sends its bytes at `front` seconds a byte (the fresh transfer and the
// commands' serial time) into the cache, where a fresh byte is 1/f bytes of
// drain work at `drain_bw` above `background` (model/NvmeDevice), then waits
// for the drain. 1 when the fsyncs were faster than f = 1 makes them.
double fit_fresh_drain_factor(const std::vector<double>& bytes, double seconds, double front, double drain_bw,
                              double background);

} // namespace wbsim
