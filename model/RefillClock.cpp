#include "RefillClock.hpp"

#include <algorithm>

namespace wbsim {

std::vector<double> RefillClock::submit(uint64_t k, double ready, double t)
{
  std::vector<double> out;
  out.reserve(k);
  for (uint64_t i = 0; i < k; ++i, ++submitted_) {
    double s = t;
    if (double freed = 0; slot_freed(freed))
      s = std::min(t, std::max({freed, last_submit_, ready}));
    last_submit_ = s;
    out.push_back(s);
  }
  forget_used();
  return out;
}

double RefillClock::next_refill(double ready)
{
  double s = std::max(last_submit_, ready);
  if (double freed = 0; slot_freed(freed))
    s = std::max(s, freed);
  ++submitted_;
  last_submit_ = s;
  forget_used();
  return s;
}

void RefillClock::serial_cycles(uint64_t k, double submitted, double last_done)
{
  if (k == 0)
    return;
  submitted_ += k;
  last_submit_ = submitted;
  // Every earlier write has completed (depth 1): the last completion is the
  // only one a later slot needs.
  completions_.clear();
  completions_.push_back(last_done);
  first_kept_ = submitted_ - 1;
}

bool RefillClock::slot_freed(double& at) const
{
  if (submitted_ < depth_)
    return false; // the first `depth` writes find free slots
  const uint64_t need = submitted_ - depth_; // the completion that freed the next write's slot
  if (need < first_kept_ || need - first_kept_ >= completions_.size())
    return false;
  at = completions_[need - first_kept_];
  return true;
}

void RefillClock::forget_used()
{
  // Completions before the next write's slot are not needed again.
  const uint64_t keep_from = submitted_ >= depth_ ? submitted_ - depth_ : 0;
  while (first_kept_ < keep_from && !completions_.empty()) {
    completions_.pop_front();
    ++first_kept_;
  }
}

void RefillClock::complete(double t)
{
  completions_.push_back(t);
}

} // namespace wbsim
