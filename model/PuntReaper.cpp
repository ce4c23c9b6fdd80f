#include "PuntReaper.hpp"

#include <algorithm>

namespace wbsim {

PuntReaper::PuntReaper(int depth, Record record)
    : depth_(static_cast<uint64_t>(std::max(1, depth))), record_(std::move(record))
{
}

void PuntReaper::reap(const Completed& c, double at)
{
  --in_flight_;
  if (c.measure)
    record_(std::max(0.0, at - c.from), c.slat, c.cpu, at);
}

void PuntReaper::reap_oldest(double at)
{
  const Completed c = completed_.front();
  completed_.pop_front();
  reap(c, std::max(at, c.done));
}

void PuntReaper::submit(double t)
{
  // Reaps already owed hold their slots until their writes complete.
  if (in_flight_ - owed_.size() >= depth_) {
    if (completed_.empty())
      owed_.push_back(t);
    else
      reap_oldest(t);
  }
  ++in_flight_;
}

void PuntReaper::complete(double done, double from, double slat, double cpu, bool measure)
{
  const Completed c{done, from, slat, cpu, measure};
  if (!owed_.empty()) {
    const double at = owed_.front();
    owed_.pop_front();
    reap(c, std::max(at, done));
    return;
  }
  completed_.push_back(c);
}

void PuntReaper::drain(double now)
{
  while (!completed_.empty())
    reap_oldest(now);
  // The rest: fio waits for each (io_u_quiesce) and reaps it as it completes.
  while (owed_.size() < in_flight_)
    owed_.push_back(now);
}

} // namespace wbsim
