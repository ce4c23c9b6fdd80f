#include "Sampler.hpp"

#include "Invariants.hpp"
#include "StripedVolume.hpp"
#include "SimContext.hpp"
#include "Tracer.hpp"
#include "Units.hpp"

#include <simgrid/s4u/Actor.hpp>

#include <algorithm>
#include <cstdio>

namespace sg4 = simgrid::s4u;

namespace wbsim {

Sampler::Sampler(SimContext& ctx, bool progress)
    : ctx_(ctx),
      progress_(progress),
      interval_(ctx.params.sim_sample_interval),
      wall_start_(std::chrono::steady_clock::now()),
      last_print_(wall_start_)
{
}

void Sampler::sample()
{
  auto& series = ctx_.figures.timeseries;
  Sample s;
  s.time = ctx_.now();
  s.dirty = ctx_.cache.dirty();
  s.writeback = ctx_.cache.writeback();
  s.cached = ctx_.cache.clean();
  s.write_bw_estimate = ctx_.bandwidth.bandwidth();
  s.throttled = ctx_.throttled;
  s.device_inflight = ctx_.device ? ctx_.device->inflight_bytes() : 0;
  series.push_back(s);
  if (ctx_.tracer)
    ctx_.tracer->counter("page cache", s.time, {{"dirty", s.dirty}, {"writeback", s.writeback}});
  ctx_.figures.peak_dirty = std::max(ctx_.figures.peak_dirty, s.dirty);
  if (watch_) {
    watch_->observe(s.time, s.dirty, s.writeback, s.cached, ctx_.cache.capacity());
    for (size_t i = 0; i < ctx_.cache.file_count(); ++i) {
      const CachedFile& f = ctx_.cache.file(i);
      watch_->observe_file(s.time, f.path, f.dirty + f.writeback + f.clean, f.size, ctx_.params.pc_page_size);
    }
  }
  if (series.size() >= static_cast<size_t>(ctx_.params.sim_max_samples)) {
    // Keep every other sample and sample half as often from now on.
    size_t w = 0;
    for (size_t r = 0; r < series.size(); r += 2)
      series[w++] = series[r];
    series.resize(w);
    interval_ *= 2;
  }
  ctx_.figures.sample_interval = interval_;
}

void Sampler::run()
{
  while (true) {
    sample();
    const double over = ctx_.dirty_and_writeback() > ctx_.limits.freerun ? interval_ : 0.0;
    if (progress_)
      print_progress(false);
    sg4::this_actor::sleep_for(interval_);
    ctx_.figures.throttle.time_over_freerun += over;
  }
}

void Sampler::print_progress(bool final_line)
{
  const auto now = std::chrono::steady_clock::now();
  if (!final_line && now - last_print_ < std::chrono::milliseconds(500))
    return;
  last_print_ = now;
  const double wall = std::chrono::duration<double>(now - wall_start_).count();
  const double frac = ctx_.bytes_total > 0 ? std::min(1.0, ctx_.bytes_done / ctx_.bytes_total) : 0.0;
  char eta[32] = "?";
  if (frac > 0.001)
    std::snprintf(eta, sizeof eta, "%.0fs", wall * (1 - frac) / frac);
  std::fprintf(stderr, "\rwbsim: simulated %.2fs, %5.1f%% of %s, wall %.1fs, ETA %s   ", ctx_.now(), frac * 100,
               format_bytes_iec(ctx_.bytes_total).c_str(), wall, eta);
  std::fflush(stderr);
  printed_ = true;
}

void Sampler::finish_progress()
{
  if (progress_ && printed_) {
    print_progress(true);
    std::fputc('\n', stderr);
  }
}

} // namespace wbsim
