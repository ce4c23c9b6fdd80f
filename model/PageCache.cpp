#include "PageCache.hpp"

#include <algorithm>

namespace wbsim {

size_t PageCache::open(const std::string& path, double size, IoPattern pattern, uint64_t bs, uint64_t skip)
{
  for (size_t i = 0; i < files_.size(); ++i)
    if (files_[i].path == path) {
      files_[i].size = std::max(files_[i].size, size);
      files_[i].writers++;
      return i;
    }
  CachedFile f;
  f.path = path;
  f.size = size;
  f.pattern = pattern;
  f.block_size = bs;
  f.skip = skip;
  f.writers = 1;
  files_.push_back(f);
  return files_.size() - 1;
}

WriteEffect PageCache::write(size_t id, double bytes, bool fresh, double now, double copied)
{
  CachedFile& f = files_.at(id);
  WriteEffect e;
  if (fresh || f.size <= 0) {
    e.inserted = bytes;
  } else {
    const double share_dirty = std::min(1.0, (f.dirty + f.writeback) / f.size);
    const double share_clean = std::min(1.0 - share_dirty, f.clean / f.size);
    e.from_clean = bytes * share_clean;
    e.inserted = bytes * std::max(0.0, 1.0 - share_dirty - share_clean);
  }
  e.from_clean = std::min(e.from_clean, f.clean);
  e.new_dirty = e.inserted + e.from_clean;
  f.clean -= e.from_clean;
  clean_ -= e.from_clean;
  f.dirty += e.new_dirty;
  dirty_ += e.new_dirty;
  if (f.dirtied_when < 0 && f.dirty > 0)
    f.dirtied_when = now;
  totals_.written += copied >= 0 ? copied : bytes;
  totals_.dirtied += e.new_dirty;
  return e;
}

void PageCache::note_folios(size_t id, double folios, double bytes)
{
  CachedFile& f = files_.at(id);
  f.folios_created += folios;
  f.bytes_created += bytes;
}

void PageCache::seed_dirty(size_t id, double bytes, double now, double folio)
{
  CachedFile& f = files_.at(id);
  bytes = std::clamp(bytes, 0.0, std::max(0.0, f.size - f.dirty - f.writeback - f.clean));
  if (bytes <= 0)
    return;
  if (folio > 0) {
    f.folios_created += bytes / folio;
    f.bytes_created += bytes;
  }
  f.dirty += bytes;
  dirty_ += bytes;
  if (f.dirtied_when < 0)
    f.dirtied_when = now;
  totals_.dirtied += bytes;
}

double PageCache::start_writeback(size_t id, double max_bytes)
{
  CachedFile& f = files_.at(id);
  const double take = std::min(f.dirty, max_bytes);
  f.dirty -= take;
  f.writeback += take;
  dirty_ -= take;
  writeback_ += take;
  totals_.writeback_started += take;
  if (f.dirty <= 0) {
    f.dirty = 0;
    f.dirtied_when = -1;
  }
  return take;
}

void PageCache::end_writeback(size_t id, double bytes)
{
  CachedFile& f = files_.at(id);
  totals_.writeback_end_asked += bytes;
  bytes = std::min(bytes, f.writeback);
  f.writeback -= bytes;
  writeback_ -= bytes;
  f.written_back += bytes;
  totals_.writeback_ended += bytes;
  f.clean += bytes;
  clean_ += bytes;
}

double PageCache::drop_clean(size_t id, double bytes)
{
  CachedFile& f = files_.at(id);
  const double take = std::clamp(bytes, 0.0, f.clean);
  f.clean -= take;
  clean_ -= take;
  totals_.dropped += take;
  return take;
}

std::optional<size_t> PageCache::next_dirty(double expired_before)
{
  const size_t n = files_.size();
  for (size_t k = 0; k < n; ++k) {
    const size_t i = (cursor_ + k) % n;
    const CachedFile& f = files_[i];
    if (f.dirty <= 0)
      continue;
    if (expired_before >= 0 && !(f.dirtied_when >= 0 && f.dirtied_when <= expired_before))
      continue;
    cursor_ = i + 1; // writeback moves on to the next inode, as b_io does
    return i;
  }
  return std::nullopt;
}

double PageCache::dirty_density(size_t id) const
{
  const CachedFile& f = files_.at(id);
  return f.size > 0 ? std::min(1.0, f.dirty / f.size) : 0.0;
}

} // namespace wbsim
