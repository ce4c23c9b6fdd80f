#include "LockPolicy.hpp"

namespace wbsim {

double contended_hold_time(double hold, double contention, int other_contenders)
{
  return other_contenders > 0 ? hold * (1.0 + contention) : hold;
}

double contended_lock_speed(double contention, int contenders)
{
  return contenders > 1 ? 1.0 / (1.0 + contention) : 1.0;
}

double saturated_lock_rate(double hold, double contention, int contenders)
{
  const double h = contended_hold_time(hold, contention, contenders - 1);
  return h > 0 ? 1.0 / h : 0.0;
}

} // namespace wbsim
