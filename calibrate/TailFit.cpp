#include "TailFit.hpp"

#include "InterruptTail.hpp"

#include <cmath>
#include <limits>

namespace wbsim {

TailFitResult fit_interrupt_tail(const std::vector<TailPoint>& points)
{
  TailFitResult best;
  double best_sse = std::numeric_limits<double>::infinity();
  // gap 5 us .. 50 ms, time 0.2 us .. 2 ms: 20 steps per decade (12%).
  for (int gi = 0; gi <= 80; ++gi) {
    const double gap = 5e-6 * std::pow(10.0, gi / 20.0);
    for (int ti = 0; ti <= 80; ++ti) {
      const double time = 2e-7 * std::pow(10.0, ti / 20.0);
      const InterruptTail tail(gap, time);
      double sse = 0;
      int used = 0;
      for (const TailPoint& pt : points) {
        if (!(pt.mean > 0))
          continue;
        const double us[] = {0.5, 0.9, 0.99};
        const double ms[] = {pt.p50, pt.p90, pt.p99};
        for (int i = 0; i < 3; ++i)
          if (ms[i] > 0) {
            const double r = std::log(tail.quantile(pt.mean, us[i]) / ms[i]);
            sse += r * r;
            ++used;
          }
      }
      if (used > 0 && sse < best_sse) {
        best_sse = sse;
        best.ok = true;
        best.gap = gap;
        best.time = time;
        best.used = used;
        best.rms_log = std::sqrt(sse / used);
      }
    }
  }
  return best;
}

} // namespace wbsim
