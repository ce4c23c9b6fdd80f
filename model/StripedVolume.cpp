#include "StripedVolume.hpp"

#include <algorithm>
#include <cmath>
#include <memory>

namespace wbsim {

StripedVolume::StripedVolume(std::vector<std::unique_ptr<NvmeDevice>> members, double chunk)
    : members_(std::move(members)), chunk_(chunk)
{
}

void StripedVolume::submit(std::unique_ptr<IoRequest> req)
{
  // Counted on entry; until the members have taken it (their queues may be
  // full) it is waiting, neither completed nor in flight at the device.
  const double bytes = req->bytes();
  submitted_bytes_ += bytes;
  waiting_bytes_ += bytes;
  if (members_.size() == 1) {
    members_.front()->submit(std::move(req));
    waiting_bytes_ -= bytes;
    return;
  }
  // md raid0 splits every bio at chunk boundaries: commands larger than a
  // chunk become several.
  const double pieces_per_cmd = std::max(1.0, std::ceil(req->bytes_each / chunk_ - 1e-9));
  const auto total = static_cast<uint64_t>(static_cast<double>(req->commands) * pieces_per_cmd);
  const double bytes_each = req->bytes() / static_cast<double>(total);
  const size_t n = members_.size();
  const uint64_t base = total / n;
  const uint64_t extra = total % n;
  std::vector<uint64_t> per_member(n, base);
  for (uint64_t i = 0; i < extra; ++i)
    per_member[(next_ + i) % n]++;
  next_ = (next_ + extra) % n;

  auto pending = std::make_shared<size_t>(0);
  // The pieces own the whole request together: the last one to complete calls it.
  const std::shared_ptr<IoRequest> whole(std::move(req));
  for (size_t m = 0; m < n; ++m)
    if (per_member[m] > 0)
      ++*pending;
  for (size_t m = 0; m < n; ++m) {
    if (per_member[m] == 0)
      continue;
    auto piece = std::make_unique<IoRequest>();
    piece->dir = whole->dir;
    piece->commands = per_member[m];
    piece->bytes_each = bytes_each;
    piece->segments_each = std::max(1.0, whole->segments_each / pieces_per_cmd); // the chunk split shares them out
    piece->fresh = whole->fresh;
    piece->on_complete = [whole, pending](IoRequest&) {
      if (--*pending == 0 && whole->on_complete)
        whole->on_complete(*whole);
    };
    members_[m]->submit(std::move(piece));
  }
  waiting_bytes_ -= bytes;
}

double StripedVolume::inflight_bytes() const
{
  double b = 0;
  for (const auto& m : members_)
    b += m->inflight_bytes();
  return b;
}

bool StripedVolume::taking_commands() const
{
  for (const auto& m : members_)
    if (m->taking_commands())
      return true;
  return false;
}

uint64_t StripedVolume::activities() const
{
  uint64_t a = 0;
  for (const auto& m : members_)
    a += m->activities();
  return a;
}

std::vector<DiskResult> StripedVolume::results(double run_time) const
{
  std::vector<DiskResult> out;
  for (const auto& m : members_)
    out.push_back(m->result(run_time));
  return out;
}

void StripedVolume::flush(double fixed)
{
  double wait = 0;
  std::vector<simgrid::s4u::ExecPtr> serial;
  for (auto& m : members_) {
    double w = 0;
    if (auto exec = m->start_flush(fixed, w))
      serial.push_back(exec);
    wait = std::max(wait, w);
  }
  if (wait > 0)
    simgrid::s4u::this_actor::sleep_for(wait);
  for (auto& e : serial)
    e->wait();
}

} // namespace wbsim
