#include "IoWq.hpp"

#include "ActorGuard.hpp"
#include "SimContext.hpp"

#include <simgrid/s4u/Actor.hpp>

#include <algorithm>

namespace sg4 = simgrid::s4u;

namespace wbsim {

void IoWq::queue(PuntedWrite work)
{
  const size_t file = work.batch.file;
  bool made = false;
  Bucket& b = make_once(buckets_, file, &made);
  if (made)
    sg4::Actor::create("iou-wrk", ctx_.cpu, ActorGuard::wrap([this, file] { serve(file); }))->daemonize();
  b.pending.push_back(std::move(work));
  b.work.notify_all();
}

void IoWq::serve(size_t file)
{
  Bucket& b = *buckets_.at(file);
  const Params& p = ctx_.params;
  while (true) {
    // An idle worker sleeps; the write that wakes it starts iowq.wakeup later.
    const bool idle = b.pending.empty();
    b.work.wait_until([&b] { return !b.pending.empty(); });
    if (idle && p.iowq_wakeup > 0)
      sg4::this_actor::sleep_for(p.iowq_wakeup);
    PuntedWrite w = std::move(b.pending.front());
    b.pending.pop_front();
    const double start = ctx_.now();
    ctx_.figures.iowq_punts += w.batch.count;
    CpuWork punt;
    punt.add(KFunc::IoWq, (w.hashed ? p.iowq_punt : p.iowq_unhashed_punt) * static_cast<double>(w.batch.count));
    // The copy's source sits in the submitter's CPU's cache, and the lines
    // fio just scrambled were last written there.
    const double bytes = static_cast<double>(w.batch.count * w.batch.bs);
    punt.add(KFunc::Copy, bytes / p.iowq_remote_copy_bw);
    if (w.scrambled)
      punt.add(KFunc::Copy, p.iowq_scrambled_sector * bytes / 512.0);
    // Only the first write of what a sleeping worker is handed finds it cold.
    if (idle) {
      ctx_.figures.iowq_idle_starts += 1;
      punt.add(KFunc::IoWq, p.iowq_idle_punt);
    }
    ctx_.run_cpu(punt);
    ctx_.dirtiers++;
    const WriteOutcome out = perform_buffered_write(ctx_, w.batch, b.throttle_pending);
    ctx_.dirtiers--;
    w.done(start, ctx_.now(), out.pause);
  }
}

} // namespace wbsim
