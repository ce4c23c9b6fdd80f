// FaultInTail: where the stall of faulting cold memory in lands among
// buffered writes. The host backs guest memory in blocks (huge pages), so the
// first touch of a cold block stalls for the whole block (mem.fault_block /
// mem.fault_in_bw) and the writes that follow in it run warm: fio's cold
// 64 KiB writes keep their p50 and get a p99 of ~0.47 ms against 37 us warm
// (2026-12-02). The batch's time already holds its mean share of the stall
// (MemoryState::fault_time); this policy only places it, carrying the
// partial block across calls, so an aggregated batch of k writes and k
// single writes give the same percentiles. Pure: no SimGrid.
#pragma once

#include "PeriodicTail.hpp"

#include <array>
#include <cstdint>

namespace wbsim {

class FaultInTail {
public:
  // block: bytes the host faults in at once; fault_bw: bytes per second.
  FaultInTail(double block, double fault_bw)
      : block_(block), tail_(block, block > 0 && fault_bw > 0 ? block / fault_bw : 0.0)
  {
  }

  using Point = PeriodicTail::Point;
  // k writes that took `each` seconds on average and faulted `cold` bytes in
  // between them: the writes that entered no new block, then those that did
  // (counts sum to k). Writes of a block or more each, or no cold bytes,
  // give `each` for all.
  std::array<Point, 2> split(uint64_t k, double each, double cold);

private:
  double block_;
  PeriodicTail tail_; // cold bytes into the current block, carried across calls
};

} // namespace wbsim
