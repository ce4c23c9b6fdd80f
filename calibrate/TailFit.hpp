// TailFit: cpu.interrupt_gap and cpu.interrupt_time from the latency
// percentiles of in-cache buffered writes (model/InterruptTail). Each point
// gives the mean write time and its measured p50/p90/p99; a log-spaced grid
// over (gap, time) keeps the pair whose closed-form percentiles match them
// best in log space. A grid, not a local solver: the residual is flat along
// gap/time ~ constant and has several shallow minima, and the grid is cheap
// (the quantiles are closed form).
#pragma once

#include <vector>

namespace wbsim {

struct TailPoint {
  double bs = 0;   // bytes per write (for the report)
  double mean = 0; // mean write latency, seconds
  double p50 = 0, p90 = 0, p99 = 0;
};

struct TailFitResult {
  bool ok = false;
  double gap = 0, time = 0; // seconds
  double rms_log = 0;       // RMS of ln(predicted / measured) over the percentiles used
  int used = 0;             // percentiles used
};

TailFitResult fit_interrupt_tail(const std::vector<TailPoint>& points);

} // namespace wbsim
