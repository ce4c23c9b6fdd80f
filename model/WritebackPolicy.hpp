// WritebackPolicy: how much the flusher writes per pass and how that becomes
// bios and device commands (fs/fs-writeback.c writeback_chunk_size(),
// fs/iomap/buffered-io.c ioend building, block/bio.c BIO_MAX_VECS).
#pragma once

#include "Params.hpp"
#include "Workload.hpp"

#include <cstdint>

namespace wbsim {

struct WritebackPlan {
  double bytes = 0;
  double folios = 0;
  double bios = 0;
  double commands = 0; // after splitting bios at max_transfer
};

class WritebackPolicy {
public:
  explicit WritebackPolicy(const Params& p);

  // Non-integrity chunk: min(avg_bw / 2, dirty_limit / DIRTY_SCOPE), rounded
  // down to a multiple of MIN_WRITEBACK_PAGES after adding one (so at least 4 MiB).
  double chunk_bytes(double avg_write_bw, double dirty_limit) const;

  // Expected length of a contiguous dirty run in a file: sequential streams
  // are one run; random writes of `bs` into a file where a fraction `density`
  // of the pages is dirty form runs of bs / (1 - density) bytes on average
  // (independent placement); rw=write:<skip> leaves runs of bs.
  static double dirty_run_bytes(IoPattern pattern, uint64_t bs, uint64_t skip, double density);

  // Bios and commands for writing back `bytes` laid out in runs of `run_bytes`
  // of folios of `folio_bytes`: a bio holds at most BIO_MAX_VECS folios and
  // never spans two runs; each bio is split at the device's max transfer.
  WritebackPlan plan(double bytes, double run_bytes, double folio_bytes) const;

  // Bytes of one ioend: it grows over contiguous folios of `folio_bytes` up to
  // wb.ioend_max_folios (unbounded before 5.17: 0); since 6.9 an ioend is a
  // single bio, so BIO_MAX_VECS bounds it too; never past the dirty run
  // (`run_bytes`) or what this pass writes (`max_bytes`).
  double ioend_bytes(double folio_bytes, double run_bytes, double max_bytes) const;

private:
  double min_chunk_;
  double scope_;
  double max_vecs_;
  double max_transfer_;
  double ioend_max_folios_;
  bool ioend_is_bio_;
};

} // namespace wbsim
