#include "IoWq.hpp"

#include "ActorGuard.hpp"
#include "SimContext.hpp"

#include <simgrid/s4u/Actor.hpp>

#include <algorithm>

namespace sg4 = simgrid::s4u;

namespace wbsim {

IoWq::IoWq(SimContext& ctx)
    : ctx_(ctx), long_wakes_(0, 0, 0x10ffull, ctx.params.cpu_wakeup_tail_share, ctx.params.cpu_wakeup_tail)
{
}

IoWq::Bucket& IoWq::bucket(size_t file)
{
  bool made = false;
  Bucket& b = make_once(buckets_, file, &made);
  if (made) {
    b.idle_since = ctx_.now();
    sg4::Actor::create("iou-wrk", ctx_.cpu, ActorGuard::wrap([this, file] { serve(file); }))->daemonize();
  }
  return b;
}

void IoWq::queue(PuntedWrite work)
{
  Bucket& b = bucket(work.batch.file);
  b.pending.push_back(std::move(work));
  b.work.notify_all();
}

double IoWq::slept(size_t file) const
{
  const auto it = buckets_.find(file);
  if (it == buckets_.end() || !it->second)
    return 0; // no worker yet: io-wq creates one, a cost iowq.wakeup stands for
  const Bucket& b = *it->second;
  return b.busy || !b.pending.empty() ? 0.0 : ctx_.now() - b.idle_since;
}

bool IoWq::steady(size_t file) const
{
  const auto it = buckets_.find(file);
  return it != buckets_.end() && it->second && it->second->started && !(it->second->start_left > 0);
}

bool IoWq::idle(size_t file) const
{
  // A null slot is a bucket make_once is still creating (Signal's creation yields).
  const auto it = buckets_.find(file);
  return it == buckets_.end() || !it->second || (!it->second->busy && it->second->pending.empty());
}

void IoWq::hold(size_t file)
{
  bucket(file).busy = true;
}

void IoWq::release(size_t file)
{
  Bucket& b = bucket(file);
  b.busy = false;
  b.idle_since = ctx_.now();
  b.work.notify_all();
}

CpuWork IoWq::punt_cost(const PuntedWrite& w, uint64_t idle_starts)
{
  const Params& p = ctx_.params;
  CpuWork punt;
  punt.add(KFunc::IoWq, (w.hashed ? p.iowq_punt : p.iowq_unhashed_punt) * static_cast<double>(w.batch.count));
  // The copy's source sits in the submitter's CPU's cache, and the lines
  // fio just scrambled were last written there.
  const double bytes = static_cast<double>(w.batch.count * w.batch.bs);
  punt.add(KFunc::Copy, bytes / p.iowq_remote_copy_bw);
  if (w.scrambled)
    punt.add(KFunc::Copy, p.iowq_scrambled_sector * bytes / 512.0);
  // Only the first write of what a sleeping worker is handed finds it cold.
  if (idle_starts > 0) {
    ctx_.figures.iowq_idle_starts += idle_starts;
    punt.add(KFunc::IoWq, p.iowq_idle_punt * static_cast<double>(idle_starts));
  }
  return punt;
}

double IoWq::start(size_t file, double queued_bytes)
{
  Bucket& b = bucket(file);
  if (b.started)
    return 0;
  b.started = true;
  b.start_left = std::max(0.0, queued_bytes);
  ctx_.figures.iowq_start_stall += ctx_.params.iowq_worker_start;
  return ctx_.params.iowq_worker_start;
}

double IoWq::first_queue(size_t file, double bytes)
{
  Bucket& b = bucket(file);
  const double slow = std::min(b.start_left, bytes);
  if (!(slow > 0))
    return 0;
  b.start_left -= slow;
  const double t = slow / ctx_.params.iowq_start_bw;
  ctx_.figures.iowq_start_stall += t;
  return t;
}

WriteOutcome IoWq::write(const WriteBatch& batch)
{
  Bucket& b = bucket(batch.file);
  ctx_.figures.iowq_punts += batch.count;
  ctx_.dirtiers++;
  const WriteOutcome out = perform_buffered_write(ctx_, batch, b.throttle_pending);
  ctx_.dirtiers--;
  return out;
}

void IoWq::serve(size_t file)
{
  Bucket& b = *buckets_.at(file);
  const Params& p = ctx_.params;
  while (true) {
    // An idle worker sleeps; the write that wakes it starts iowq.wakeup later.
    const bool idle = b.pending.empty();
    b.work.wait_until([&b] { return !b.pending.empty() && !b.busy; });
    const double wake =
        idle ? std::max(0.0, p.iowq_wakeup - b.pending.front().wake_lead) + long_wakes_.long_extra() +
                   ctx_.deep_wakeup(ctx_.now() - b.idle_since)
             : 0.0;
    // The first writes wait for the worker's creation, and fio's first
    // queue runs slowly (iowq.start_bw).
    const double stall = wake + start(file, b.pending.front().first_queue_bytes);
    if (stall > 0)
      sg4::this_actor::sleep_for(stall);
    PuntedWrite w = std::move(b.pending.front());
    b.pending.pop_front();
    b.busy = true;
    const double began = ctx_.now();
    if (const double slow = first_queue(file, static_cast<double>(w.batch.count * w.batch.bs)); slow > 0)
      sg4::this_actor::sleep_for(slow);
    ctx_.run_cpu(punt_cost(w, idle ? 1 : 0));
    const WriteOutcome out = write(w.batch);
    b.busy = false;
    b.idle_since = ctx_.now();
    w.done(began, ctx_.now(), out.pause);
  }
}

} // namespace wbsim
