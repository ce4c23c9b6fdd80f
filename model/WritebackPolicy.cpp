#include "WritebackPolicy.hpp"

#include <algorithm>
#include <cmath>

namespace wbsim {

WritebackPolicy::WritebackPolicy(const Params& p)
    : min_chunk_(p.wb_min_chunk),
      scope_(p.wb_dirty_scope),
      max_vecs_(p.blk_max_vecs),
      max_transfer_(p.dev_max_transfer),
      ioend_max_folios_(p.wb_ioend_max_folios),
      ioend_is_bio_(p.wb_ioend_is_bio)
{
}

double WritebackPolicy::ioend_bytes(double folio_bytes, double run_bytes, double max_bytes) const
{
  double folios = ioend_max_folios_ > 0 ? ioend_max_folios_ : HUGE_VAL;
  if (ioend_is_bio_)
    folios = std::min(folios, max_vecs_);
  return std::min({folios * folio_bytes, run_bytes, max_bytes});
}

double WritebackPolicy::chunk_bytes(double avg_write_bw, double dirty_limit) const
{
  const double pages = std::min(avg_write_bw / 2, dirty_limit / scope_);
  return std::floor((pages + min_chunk_) / min_chunk_) * min_chunk_;
}

double WritebackPolicy::dirty_run_bytes(IoPattern pattern, uint64_t bs, uint64_t skip, double density)
{
  if (pattern == IoPattern::Sequential)
    return skip > 0 ? static_cast<double>(bs) : HUGE_VAL;
  density = std::clamp(density, 0.0, 0.999);
  return static_cast<double>(bs) / (1.0 - density);
}

WritebackPlan WritebackPolicy::plan(double bytes, double run_bytes, double folio_bytes) const
{
  WritebackPlan w;
  if (bytes <= 0)
    return w;
  w.bytes = bytes;
  // The folios a piece covers on average: a piece of a random file's dirty
  // runs is a fractional number of them (runs of 1.1 pages), and rounding
  // each piece up counted 2 folios a 4 KiB ioend in the fine-grained mode
  // (twice the aggregated mode's for the same pages).
  w.folios = std::max(1.0, bytes / folio_bytes);
  const double run = std::min(run_bytes, bytes);
  const double runs = bytes / run;
  const double bio_cap = max_vecs_ * folio_bytes;
  const double bios_per_run = std::ceil(run / bio_cap);
  const double bio_bytes = run / bios_per_run;
  w.bios = runs * bios_per_run;
  w.commands = w.bios * std::ceil(bio_bytes / max_transfer_);
  return w;
}

} // namespace wbsim
