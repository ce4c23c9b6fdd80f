// PageCache: byte accounting of the page cache for the jobs' files: dirty,
// under writeback and clean, per file and in total, with the dirtied_when age
// that periodic writeback expires on, and reclaim of clean data when memory is
// full. Pure state, no SimGrid: the actors call it, the tests drive it.
//
// Positions inside a file are not tracked page by page (that would not stay
// in constant memory for 100 GiB jobs): a write either creates new page cache
// (first pass of a job over its own file) or hits the file's existing state
// with uniform probability (rewrites, shared files).
#pragma once

#include "Workload.hpp"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace wbsim {

struct CachedFile {
  std::string path;
  double size = 0;
  IoPattern pattern = IoPattern::Sequential;
  uint64_t block_size = 4096;
  uint64_t skip = 0;
  int writers = 0;
  double dirty = 0;
  double writeback = 0;
  double clean = 0;
  double dirtied_when = -1; // time the file went from clean to dirty; -1 when clean
  double folios_created = 0;
  double bytes_created = 0;
  double written_back = 0; // bytes ever written back: below size, fio's preallocated extents are still unwritten
  double avg_folio_bytes(double page) const { return folios_created > 0 ? bytes_created / folios_created : page; }
  // Part of the file was never written back: its first pass, into fio's
  // preallocated (unwritten) extents and never-written blocks.
  bool first_writeback() const { return written_back < size; }
};

struct WriteEffect {
  double inserted = 0;   // bytes of new page cache
  double from_clean = 0; // cached clean bytes that turn dirty
  double new_dirty = 0;  // inserted + from_clean
};

// Running totals over the whole run, for the conservation checks of
// model/Invariants (bytes dirtied = written back + dirty + under writeback).
struct PageCacheTotals {
  double written = 0;           // bytes passed to write()
  double dirtied = 0;           // bytes that became dirty (new or clean -> dirty)
  double writeback_started = 0; // dirty -> writeback
  double writeback_ended = 0;   // writeback -> clean
  double writeback_end_asked = 0; // ends requested, before the clamp to what is under writeback
  double dropped = 0;           // clean bytes reclaimed
};

class PageCache {
public:
  explicit PageCache(double capacity) : capacity_(capacity) {}

  // Registers a writer of `path` (files are shared by path, like inodes).
  size_t open(const std::string& path, double size, IoPattern pattern, uint64_t bs, uint64_t skip);

  // A write of `bytes`. `fresh` says the range was never cached before (the
  // writer's first pass over a file it alone writes); otherwise the write hits
  // dirty, writeback and clean data in proportion to their share of the file.
  // `copied` is what write() was passed (default `bytes`): a fresh write covers
  // whole folios, more or less than it copies when it is not page-aligned.
  WriteEffect write(size_t id, double bytes, bool fresh, double now, double copied = -1);
  void note_folios(size_t id, double folios, double bytes);
  // Dirty data a previous run left in the file (mem.start_job_dirty), dirty
  // since `now`: it counts as dirtied, not as written by the jobs. Its
  // folios are `folio` bytes each (0: not known, the page size).
  void seed_dirty(size_t id, double bytes, double now, double folio = 0);
  // `bytes` of the file were written back before the run (fs.files_pending).
  void assume_written(size_t id, double bytes) { files_.at(id).written_back = std::max(0.0, bytes); }

  // Moves up to `max_bytes` of the file from dirty to writeback; returns bytes moved.
  double start_writeback(size_t id, double max_bytes);
  // Writeback of `bytes` finished: they become clean.
  void end_writeback(size_t id, double bytes);
  // Drops up to `bytes` of the file's clean cache; returns the bytes dropped.
  double drop_clean(size_t id, double bytes);

  // The next file with dirty data, round robin from the last one picked;
  // with `expired_before` >= 0 only files dirtied before that time.
  std::optional<size_t> next_dirty(double expired_before = -1);

  double dirty() const { return dirty_; }
  double writeback() const { return writeback_; }
  double clean() const { return clean_; }
  double capacity() const { return capacity_; }
  const PageCacheTotals& totals() const { return totals_; }
  double dirty_density(size_t id) const;
  const CachedFile& file(size_t id) const { return files_.at(id); }
  size_t file_count() const { return files_.size(); }

private:
  double capacity_;
  std::vector<CachedFile> files_;
  double dirty_ = 0, writeback_ = 0, clean_ = 0;
  PageCacheTotals totals_;
  size_t cursor_ = 0;
};

} // namespace wbsim
