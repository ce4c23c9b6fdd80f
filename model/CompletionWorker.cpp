#include "CompletionWorker.hpp"

#include "SimContext.hpp"

namespace wbsim {

void CompletionWorker::post(const WritebackDone& done)
{
  queue_.push_back(done);
  work_.notify_all();
}

void CompletionWorker::run()
{
  const Params& p = ctx_.params;
  while (true) {
    work_.wait_until([this] { return !queue_.empty(); });
    const WritebackDone done = queue_.front();
    queue_.pop_front();
    CpuWork w;
    w.add(KFunc::FolioEndWb, done.folios * p.wb_folio_end);
    w.add(KFunc::IoendComplete, done.bios * p.wb_ioend_complete);
    ctx_.run_cpu(w);
    ctx_.cache.end_writeback(done.file, done.bytes);
    ctx_.written_back += done.bytes;
    ctx_.figures.flusher.bytes += static_cast<uint64_t>(done.bytes);
    ctx_.refresh_bandwidth();
    ctx_.cache.reclaim();
    ctx_.writeback_done.notify_all();
  }
}

} // namespace wbsim
