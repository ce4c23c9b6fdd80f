// RateWindows: the IOs a job completed in each window of fio's bw or iops
// samples (bwavgtime, iopsavgtime: stat.c calc_log_samples -> __add_samples),
// counted as the completions arrive. A 100 GiB run then keeps one count per
// window (500 ms by default), not one record per batch of IOs: the records
// are kept only for what needs every IO (per-IO logs and samples, FioLog).
#pragma once

#include <cstdint>
#include <vector>

namespace wbsim {

// IOs of one job that completed with the same latencies, one after another
// from first_done to last_done (simulated seconds), for fio's logs and its
// bw/iops samples (scenarios/FioLog).
struct IoRecord {
  double first_done = 0, last_done = 0;
  uint64_t count = 0;
  double lat = 0, slat = 0; // seconds; clat = lat - slat
};

class RateWindows {
public:
  // Counts the record's IOs into windows of `avg_ms` after `start` (the job's
  // start; the same for every record of the job). An IO counts in the first
  // window ending at or after its completion; those before the start count
  // in the first. avg_ms = 0 (one sample per IO) counts nothing.
  void add(const IoRecord& r, double start, uint64_t avg_ms);

  // The IOs of windows 1..n: window k ends k * avg_ms after the start.
  std::vector<uint64_t> first(uint64_t n) const;

private:
  std::vector<uint64_t> ios_;
};

} // namespace wbsim
