// BufferedWrite: one run of identical buffered write()s as the kernel does
// them (generic_perform_write through iomap): direct reclaim if memory is
// full, the inode lock, the CPU work, the mapping lock per folio inserted and
// dirtied, the page-cache accounting, waking the flusher, then
// balance_dirty_pages(). Runs in whichever task issues the writes: the job
// thread, or an io-wq worker for punted io_uring writes.
#pragma once

#include "WriteCost.hpp"
#include "Workload.hpp"

#include <cstddef>
#include <cstdint>

namespace wbsim {

struct SimContext;

struct WriteBatch {
  size_t file = 0;     // page-cache id
  uint64_t count = 1;  // identical writes
  uint64_t bs = 4096;
  WriteShape shape;    // of one write
  CpuWork cpu;         // of one write
  bool fresh = true;   // first pass over a file this writer alone writes
  IoPattern pattern = IoPattern::Sequential; // of the job issuing the writes
  uint64_t reads = 0;  // pages the batch reads first: partial writes over written blocks (PartialPageRead)
};

struct WriteOutcome {
  double pause = 0;     // seconds slept in balance_dirty_pages after the batch
  double cpu_time = 0;  // seconds from start to the end of the copy (before the pause)
  double fault = 0;     // seconds of it the task stalled faulting in cold memory
  double cold = 0;      // bytes of cold memory faulted in (FaultInTail places the stall)
  double core_wait = 0; // seconds of it the task waited for a core (SliceTail places the wait)
  double read_time = 0; // seconds of it the task waited for its page reads (PartialPageRead places them)
};

// `pending` is the task's bytes dirtied since its last throttle pause.
WriteOutcome perform_buffered_write(SimContext& ctx, const WriteBatch& batch, double& pending);

} // namespace wbsim
