#include "LockPolicy.hpp"

namespace wbsim {

double contended_lock_speed(double contention, int contenders)
{
  return contenders > 1 ? 1.0 / (1.0 + contention) : 1.0;
}

} // namespace wbsim
