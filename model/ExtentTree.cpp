#include "ExtentTree.hpp"

#include <stdexcept>

namespace wbsim {

namespace {
uint64_t pieces(uint64_t blocks, uint64_t max_len) { return (blocks + max_len - 1) / max_len; }
} // namespace

ExtentTree::ExtentTree(uint64_t ios, uint64_t blocks_per_io) : ios_(ios), bpi_(blocks_per_io)
{
  if (bpi_ == 0)
    throw std::invalid_argument("ExtentTree: an IO must cover at least one block");
  update_leaf(); // a large file needs the leaf from the start
}

int ExtentTree::extents() const
{
  uint64_t n = pieces(prefix_ * bpi_, kMaxWritten); // the written prefix
  uint64_t run = 0;                                 // converted IOs after a gap, merged
  for (uint64_t i = prefix_; i < next_; ++i) {
    if (converted_[i - prefix_]) {
      ++run;
      continue;
    }
    n += pieces(run * bpi_, kMaxWritten) + 1; // the run before it, then the IO's own unwritten extent
    run = 0;
  }
  n += pieces(run * bpi_, kMaxWritten);
  n += pieces((ios_ - next_) * bpi_, kMaxUnwritten); // what was never written
  return static_cast<int>(n);
}

bool ExtentTree::update_leaf()
{
  const bool need = extents() > kInodeExtents;
  const bool changed = need != leaf_;
  leaf_ = need;
  return changed;
}

bool ExtentTree::split(uint64_t index)
{
  if (index != next_ || next_ >= ios_)
    throw std::logic_error("ExtentTree: IOs are split in file order, once each");
  ++next_;
  converted_.push_back(false);
  return update_leaf() && leaf_;
}

bool ExtentTree::convert(uint64_t index)
{
  if (index < prefix_ || index >= next_ || converted_[index - prefix_])
    throw std::logic_error("ExtentTree: convert of an IO that is not in flight");
  converted_[index - prefix_] = true;
  uint64_t k = 0;
  while (k < converted_.size() && converted_[k])
    ++k;
  prefix_ += k;
  converted_.erase(converted_.begin(), converted_.begin() + static_cast<long>(k));
  return update_leaf() && !leaf_;
}

} // namespace wbsim
