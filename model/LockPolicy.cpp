#include "LockPolicy.hpp"

namespace wbsim {

double contended_lock_speed(double contention, int contenders)
{
  return contenders > 1 ? 1.0 / (1.0 + contention) : 1.0;
}

double tag_handoff_factor(int sockets, double remote_handoff, double pair_hold)
{
  if (sockets <= 1 || remote_handoff <= 0 || pair_hold <= 0)
    return 0;
  const double crossing = static_cast<double>(sockets - 1) / sockets;
  return crossing * remote_handoff / pair_hold;
}

double tag_handoff_speed(double contention, double tag_factor)
{
  return 1.0 / (1.0 + contention + tag_factor);
}

} // namespace wbsim
