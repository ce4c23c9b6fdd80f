#include "LockPolicy.hpp"

#include <algorithm>

namespace wbsim {

double contended_hold_time(double hold, double contention, int other_contenders)
{
  return hold * (1.0 + contention * std::max(0, other_contenders));
}

double contended_lock_speed(double contention, int contenders, int cpus)
{
  const int n = std::min(std::max(1, contenders), std::max(1, cpus));
  return 1.0 / (1.0 + contention * (n - 1));
}

double saturated_lock_rate(double hold, double contention, int contenders)
{
  const double h = contended_hold_time(hold, contention, contenders - 1);
  return h > 0 ? 1.0 / h : 0.0;
}

} // namespace wbsim
