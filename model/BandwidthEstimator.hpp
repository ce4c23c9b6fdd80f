// BandwidthEstimator: the bdi write-bandwidth estimate of mm/page-writeback.c
// (wb_update_write_bandwidth). Every BANDWIDTH_INTERVAL the bytes completed
// since the last update give a rate that is blended into the estimate over a
// period of roundup_pow_of_two(3 * HZ) jiffies; it starts at INIT_BW.
#pragma once

namespace wbsim {

class BandwidthEstimator {
public:
  BandwidthEstimator(double init_bw, double interval, double period)
      : bw_(init_bw), interval_(interval), period_(period)
  {
  }

  // Called with the running total of bytes written back at time `now`.
  // Updates at most once per interval; returns true when it updated.
  bool update(double now, double bytes_written_total);
  double bandwidth() const { return bw_; }

private:
  double bw_;
  double interval_;
  double period_;
  double last_time_ = 0;
  double last_bytes_ = 0;
};

} // namespace wbsim
