// ReplayJob: one fio job run for real on its own thread, measured as fio
// measures it: per IO slat (async engines), clat and lat, fsync latency,
// bytes and IOs after ramp_time, and the job's runtime. The IO pattern
// follows fio's: sequential with an optional hole (rw=write:<skip>), or
// random over a seeded permutation of the blocks (fio's randommap: every
// block once per pass); several files in round robin; fsync/fdatasync
// after every N writes when more writes follow; end_fsync; time_based loops;
// and fio's default buffer handling (random data, scrambled per write).
#pragma once

#include "ReplayEngine.hpp"
#include "Results.hpp"
#include "ScratchFiles.hpp"

#include <atomic>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

namespace wbsim {

class ReplayJob {
public:
  // `stop` is shared by all jobs: 0, or the errno (EINTR, ENOSPC) that ends
  // the run; every job stops at its next IO. Result times are seconds after
  // `epoch` (replay_clock()).
  // submit_batch: see ReplayOptions::submit_batch.
  ReplayJob(const JobSpec& spec, std::unique_ptr<ReplayEngine> engine, const ScratchFiles& files,
            std::atomic<int>& stop, double epoch, int submit_batch = 1);
  ~ReplayJob();
  ReplayJob(const ReplayJob&) = delete;
  ReplayJob& operator=(const ReplayJob&) = delete;

  void run(); // the thread body; never throws
  const JobResult& result() const { return result_; }
  JobResult& result() { return result_; }
  const std::string& note() const { return note_; } // what went wrong, if anything

private:
  bool open_files();
  void commit_queued(bool& commit_blocked); // hands the queued IOs to the kernel
  void allocate_buffers();
  std::vector<void*> huge_buffers(size_t count, size_t bs);
  bool has_next();                         // IO left (starting a new pass if time_based)
  void take_next(size_t& file, uint64_t& offset);
  const std::vector<uint64_t>& permutation(size_t file);
  void io_loop();
  void reap(size_t min);
  void complete(ReplayIo& io);
  void scramble(ReplayIo& io);
  void drain();
  void sync_file(size_t file, bool datasync, bool record);
  void fail(int err, const std::string& what);
  bool stopping() const;
  void sleep_for(double seconds); // wakes early when the run stops

  JobSpec spec_;
  std::unique_ptr<ReplayEngine> engine_;
  const ScratchFiles& files_;
  std::atomic<int>& stop_;
  double epoch_;
  JobResult result_;
  std::string note_;

  std::vector<int> fds_;
  std::vector<void*> buffers_;
  std::vector<void*> owned_; // what posix_memalign gave, for free()
  void* huge_map_ = nullptr; // mem=shmhuge/mmaphuge: one mapping backs every buffer
  size_t huge_len_ = 0;
  std::vector<ReplayIo> ios_;
  std::vector<size_t> free_slots_;
  std::vector<ReplayIo*> completed_;
  size_t inflight_ = 0;
  size_t queued_ = 0; // queued to the engine, not yet committed
  size_t submit_batch_ = 1;
  int error_ = 0;

  uint64_t ios_per_file_ = 0;
  uint64_t ios_per_pass_ = 0;  // fio's size: a pass may end before the files' ends
  uint64_t done_this_pass_ = 0;
  std::vector<uint64_t> done_in_pass_;
  std::vector<std::vector<uint64_t>> perms_; // per file, built at the start of each pass
  std::vector<uint64_t> perm_pass_;          // pass each permutation was built for
  uint64_t pass_ = 0;
  size_t next_file_ = 0;
  std::mt19937_64 rng_;

  double measure_from_ = 0; // absolute replay_clock() seconds
  double deadline_ = 0;     // 0: none
  uint64_t writes_since_fsync_ = 0;
  uint64_t writes_since_fdatasync_ = 0;
  size_t last_file_ = 0;
  uint64_t scramble_count_ = 0;
};

} // namespace wbsim
