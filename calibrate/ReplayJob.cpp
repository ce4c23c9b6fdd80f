#include "ReplayJob.hpp"

#include <fcntl.h>
#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>

namespace wbsim {

namespace {

constexpr uint64_t kDefaultSeed = 0x9e3779b97f4a7c15ULL; // randrepeat=1 without randseed: fixed, as in fio

uint64_t splitmix64(uint64_t x)
{
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

// Each clone gets its own stream, as fio seeds each thread differently.
uint64_t job_seed(const JobSpec& spec)
{
  uint64_t base = spec.randseed != 0 ? spec.randseed : kDefaultSeed;
  if (!spec.randrepeat && spec.randseed == 0)
    base = std::random_device{}();
  return splitmix64(base ^ splitmix64(static_cast<uint64_t>(spec.clone_index) + 1));
}

} // namespace

ReplayJob::ReplayJob(const JobSpec& spec, std::unique_ptr<ReplayEngine> engine, const ScratchFiles& files,
                     std::atomic<int>& stop, double epoch, int submit_batch)
    : spec_(spec), engine_(std::move(engine)), files_(files), stop_(stop), epoch_(epoch), rng_(job_seed(spec))
{
  submit_batch_ = engine_->async() ? static_cast<size_t>(std::max(1, submit_batch)) : 1;
  result_.spec = spec_;
}

ReplayJob::~ReplayJob()
{
  for (int fd : fds_)
    if (fd >= 0)
      ::close(fd);
  if (huge_map_)
    munmap(huge_map_, huge_len_);
  else
    for (void* b : owned_)
      std::free(b);
}

namespace {

// AnonHugePages (bytes) of the mapping that starts at `start`, from
// /proc/self/smaps; -1 when it is not found.
long long anon_huge_bytes(const void* start)
{
  std::ifstream smaps("/proc/self/smaps");
  std::ostringstream want;
  want << std::hex << reinterpret_cast<uintptr_t>(start) << '-';
  std::string line;
  bool in = false;
  while (std::getline(smaps, line)) {
    if (!line.empty() && std::isxdigit(static_cast<unsigned char>(line[0])) && line.find('-') != std::string::npos &&
        line.find(':') > line.find(' '))
      in = line.rfind(want.str(), 0) == 0;
    else if (in && line.rfind("AnonHugePages:", 0) == 0)
      return std::stoll(line.substr(14)) * 1024;
  }
  return -1;
}

} // namespace

// fio's mem=shmhuge/mmaphuge: the IO buffers in 2 MiB huge pages, so a direct
// IO's data is one contiguous segment. fio takes them from hugetlbfs; replay
// asks for transparent huge pages (madvise) and checks that it got them.
std::vector<void*> ReplayJob::huge_buffers(size_t count, size_t bs)
{
  constexpr size_t kHuge = 2u << 20;
  const size_t stride = (bs + 4095) / 4096 * 4096;
  const size_t len = (count * stride + kHuge - 1) / kHuge * kHuge;
  void* map = mmap(nullptr, len + kHuge, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (map == MAP_FAILED)
    throw std::runtime_error("mem=shmhuge: mmap of " + std::to_string(len) + " bytes failed: " + std::strerror(errno));
  // Align to 2 MiB and give back the rest, so the mapping is whole huge pages.
  auto* base = static_cast<char*>(map);
  const size_t head = (kHuge - reinterpret_cast<uintptr_t>(base) % kHuge) % kHuge;
  char* aligned = base + head;
  if (head > 0)
    munmap(base, head);
  munmap(aligned + len, kHuge - head); // head < kHuge: the tail is never empty
  huge_map_ = aligned;
  huge_len_ = len;
  madvise(aligned, len, MADV_HUGEPAGE);
  std::memset(aligned, 0, len); // fault the huge pages in now
  const long long huge = anon_huge_bytes(aligned);
  if (huge < static_cast<long long>(len))
    throw std::runtime_error("mem=shmhuge/mmaphuge: the kernel backed the IO buffers with " +
                             std::to_string(std::max(0LL, huge)) + " of " + std::to_string(len) +
                             " bytes in huge pages (replay uses transparent huge pages: "
                             "/sys/kernel/mm/transparent_hugepage/enabled must be madvise or always, and memory "
                             "must not be too fragmented)");
  std::vector<void*> out;
  for (size_t i = 0; i < count; ++i)
    out.push_back(aligned + i * stride);
  return out;
}

bool ReplayJob::stopping() const
{
  return error_ != 0 || stop_.load(std::memory_order_relaxed) != 0;
}

void ReplayJob::fail(int err, const std::string& what)
{
  if (error_ == 0) {
    error_ = err;
    note_ = "job '" + spec_.name + "': " + what + ": " + std::strerror(err);
  }
  if (err == ENOSPC) {
    int expected = 0;
    stop_.compare_exchange_strong(expected, ENOSPC); // the filesystem is full for every job
  }
}

void ReplayJob::sleep_for(double seconds)
{
  const double until = replay_clock() + seconds;
  while (!stopping()) {
    const double left = until - replay_clock();
    if (left <= 0)
      break;
    std::this_thread::sleep_for(std::chrono::duration<double>(std::min(left, 0.01)));
  }
}

bool ReplayJob::open_files()
{
  int flags = spec_.dir == IoDir::Write ? O_RDWR : O_RDONLY;
  if (spec_.direct)
    flags |= O_DIRECT;
  for (const auto& path : spec_.files) {
    const int fd = files_.open(path, flags);
    if (fd < 0) {
      std::string what = "open " + files_.file(path).path;
      if (fd == -EINVAL && spec_.direct)
        what += " with O_DIRECT (the filesystem does not support direct IO?)";
      fail(-fd, what);
      return false;
    }
    // fio's fadvise_hint=1: tell the kernel the access pattern.
    posix_fadvise(fd, 0, 0, spec_.pattern == IoPattern::Random ? POSIX_FADV_RANDOM : POSIX_FADV_SEQUENTIAL);
    fds_.push_back(fd);
  }
  return true;
}

void ReplayJob::allocate_buffers()
{
  const auto depth = static_cast<size_t>(engine_->depth());
  const size_t bs = spec_.block_size;
  // O_DIRECT needs aligned memory; page alignment serves every device.
  const std::vector<void*> huge =
      spec_.huge_buffers ? huge_buffers(depth, bs + spec_.buffer_offset) : std::vector<void*>();
  for (size_t i = 0; i < depth; ++i) {
    void* p = nullptr;
    if (!huge.empty())
      p = huge[i];
    else if (posix_memalign(&p, 4096, bs + spec_.buffer_offset) != 0)
      throw std::bad_alloc();
    if (huge.empty())
      owned_.push_back(p);
    // Where fio puts its buffer (JobSpec::buffer_offset): a malloc'd one 16
    // bytes past a page, which makes the kernel's copy slower on some CPUs.
    p = static_cast<char*>(p) + spec_.buffer_offset;
    buffers_.push_back(p);
    if (spec_.zero_buffers) {
      std::memset(p, 0, bs);
    } else if (i > 0) {
      std::memcpy(p, buffers_[0], bs);
    } else {
      // Non-zero pseudo-random data, filled once (fio's buffers are random
      // by default too, so compressing or deduplicating devices see data).
      std::mt19937_64 fill(splitmix64(rng_()));
      auto* bytes = static_cast<unsigned char*>(p);
      for (size_t off = 0; off + 8 <= bs; off += 8) {
        const uint64_t v = fill();
        std::memcpy(bytes + off, &v, 8);
      }
    }
  }
  ios_.assign(depth, ReplayIo{});
  free_slots_.clear();
  for (size_t i = depth; i-- > 0;)
    free_slots_.push_back(i);
}

const std::vector<uint64_t>& ReplayJob::permutation(size_t file)
{
  if (perms_.size() != fds_.size()) {
    perms_.assign(fds_.size(), {});
    perm_pass_.assign(fds_.size(), ~0ULL);
  }
  std::vector<uint64_t>& p = perms_[file];
  if (perm_pass_[file] != pass_) {
    // A seeded Fisher-Yates shuffle: every block exactly once per pass.
    p.resize(ios_per_file_);
    for (uint64_t i = 0; i < ios_per_file_; ++i)
      p[i] = i;
    for (uint64_t i = ios_per_file_; i > 1; --i)
      std::swap(p[i - 1], p[rng_() % i]);
    perm_pass_[file] = pass_;
  }
  return p;
}

bool ReplayJob::has_next()
{
  const size_t nfiles = fds_.size();
  for (int round = 0; round < 2; ++round) {
    if (done_this_pass_ < ios_per_pass_)
      for (size_t tries = 0; tries < nfiles; ++tries) {
        if (done_in_pass_[next_file_] < ios_per_file_)
          return true;
        next_file_ = (next_file_ + 1) % nfiles; // fio's file_service_type=roundrobin
      }
    if (!spec_.time_based)
      return false;
    // time_based: loop over the files again from their starts (a new random order).
    ++pass_;
    std::fill(done_in_pass_.begin(), done_in_pass_.end(), 0);
    done_this_pass_ = 0;
    next_file_ = 0;
  }
  return false;
}

void ReplayJob::take_next(size_t& file, uint64_t& offset)
{
  file = next_file_;
  const uint64_t index = done_in_pass_[file]++;
  ++done_this_pass_;
  if (spec_.pattern == IoPattern::Random)
    offset = spec_.offset + permutation(file)[index] * spec_.block_size;
  else
    offset = spec_.offset + index * (spec_.block_size + spec_.skip);
  next_file_ = (next_file_ + 1) % fds_.size();
}

void ReplayJob::scramble(ReplayIo& io)
{
  // Each write gets slightly different data, as under fio's default
  // scramble_buffers=1, so that deduplicating devices cannot drop it: the
  // offset and a counter at the start of each 512-byte sector. Like fio's,
  // this touches every sector of the buffer between the IO's start (lat)
  // and its issue (clat), a cost a large buffer makes visible.
  ++scramble_count_;
  auto* p = static_cast<unsigned char*>(io.buf);
  for (size_t sector = 0; sector + 16 <= io.len; sector += 512) {
    const uint64_t stamp[2] = {io.offset + sector, scramble_count_};
    std::memcpy(p + sector, stamp, sizeof stamp);
  }
}

void ReplayJob::complete(ReplayIo& io)
{
  inflight_--;
  free_slots_.push_back(io.slot);
  if (io.result < 0) {
    fail(static_cast<int>(-io.result), std::string(io.write ? "write" : "read") + " at offset " +
                                           std::to_string(io.offset));
    return;
  }
  auto done = static_cast<size_t>(io.result);
  if (done < io.len) {
    // A short IO (rare on files: usually the filesystem filling up). Finish
    // it synchronously; the error of the rest, if any, is the job's.
    auto* p = static_cast<char*>(io.buf);
    while (done < io.len) {
      const auto off = static_cast<off_t>(io.offset + done);
      const ssize_t r = io.write ? pwrite(io.fd, p + done, io.len - done, off) : pread(io.fd, p + done, io.len - done, off);
      if (r < 0 && errno == EINTR)
        continue;
      if (r <= 0) {
        fail(r < 0 ? errno : (io.write ? ENOSPC : EIO),
             std::string(io.write ? "write" : "read") + " at offset " + std::to_string(off));
        return;
      }
      done += static_cast<size_t>(r);
    }
    io.done = replay_clock();
  }
  if (!io.measured)
    return;
  DirResult& d = io.write ? result_.write : result_.read;
  if (engine_->async()) {
    d.slat.add(io.issued - io.start);
    d.clat.add(io.done - io.issued);
  } else {
    d.clat.add(io.done - io.issued);
  }
  d.lat.add(io.done - io.start);
  d.io_bytes += io.len;
  d.total_ios++;
}

void ReplayJob::reap(size_t min)
{
  completed_.clear();
  const int r = engine_->reap(min, completed_);
  if (r < 0) {
    // Completions can no longer be collected: the IOs in flight are lost.
    fail(-r, std::string("reaping completions (") + engine_->name() + ")");
    inflight_ = 0;
    return;
  }
  for (ReplayIo* io : completed_)
    complete(*io);
}

void ReplayJob::drain()
{
  while (inflight_ > 0) {
    const size_t before = inflight_;
    reap(1);
    if (error_ != 0 && inflight_ == before)
      break;
  }
}

void ReplayJob::sync_file(size_t file, bool datasync, bool record)
{
  const double t0 = replay_clock();
  const int r = datasync ? fdatasync(fds_[file]) : fsync(fds_[file]);
  const double t1 = replay_clock();
  if (r != 0) {
    fail(errno, datasync ? "fdatasync" : "fsync");
    return;
  }
  if (record && t0 >= measure_from_) {
    result_.add_sync(t1 - t0, datasync);
  }
}

void ReplayJob::commit_queued(bool& commit_blocked)
{
  if (queued_ == 0)
    return;
  queued_ = 0; // what the engine could not take stays in its own queue (commit_blocked)
  const int r = engine_->commit();
  if (r == -EAGAIN)
    commit_blocked = true;
  if (!engine_->async() || (r < 0 && r != -EAGAIN))
    reap(0); // a sync engine has completed it; a refused submission returns it failed
}

void ReplayJob::io_loop()
{
  const size_t depth = static_cast<size_t>(engine_->depth());
  const bool write = spec_.dir == IoDir::Write;
  bool commit_blocked = false;
  while (true) {
    const double now = replay_clock();
    const bool more = !stopping() && (deadline_ <= 0 || now < deadline_) && has_next();
    if (!more && inflight_ == 0)
      break;
    if (more && inflight_ < depth && !commit_blocked) {
      // fio syncs when the count is reached and another write follows, after
      // the writes in flight have completed.
      const bool fsync_due = spec_.fsync_every && writes_since_fsync_ >= spec_.fsync_every;
      const bool fdatasync_due = spec_.fdatasync_every && writes_since_fdatasync_ >= spec_.fdatasync_every;
      if (write && (fsync_due || fdatasync_due)) {
        commit_queued(commit_blocked);
        drain();
        if (fsync_due && error_ == 0) {
          sync_file(last_file_, false, true);
          writes_since_fsync_ = 0;
        }
        if (fdatasync_due && error_ == 0) {
          sync_file(last_file_, true, true);
          writes_since_fdatasync_ = 0;
        }
        continue;
      }
      size_t file = 0;
      uint64_t offset = 0;
      take_next(file, offset);
      const size_t slot = free_slots_.back();
      free_slots_.pop_back();
      ReplayIo& io = ios_[slot];
      io = ReplayIo{};
      io.fd = fds_[file];
      io.buf = buffers_[slot];
      io.len = spec_.block_size;
      io.offset = offset;
      io.write = write;
      io.slot = slot;
      io.start = replay_clock();
      io.measured = io.start >= measure_from_;
      if (write && spec_.scramble_buffers) // false under zero_buffers=1 or scramble_buffers=0, as in fio
        scramble(io);
      inflight_++;
      last_file_ = file;
      writes_since_fsync_++;
      writes_since_fdatasync_++;
      engine_->queue(&io);
      ++queued_;
      if (queued_ >= submit_batch_ || inflight_ >= depth)
        commit_queued(commit_blocked);
      continue;
    }
    commit_queued(commit_blocked); // the last IOs of a batch that did not fill
    // Batched: wait for half a batch, as fio's iodepth_batch_complete_min.
    reap(submit_batch_ > 1 ? std::min(inflight_, std::max<size_t>(1, submit_batch_ / 2)) : 1);
    if (commit_blocked && error_ == 0) {
      const int r = engine_->commit();
      commit_blocked = r == -EAGAIN;
      if (r < 0 && r != -EAGAIN)
        reap(0);
    }
    if (error_ != 0 && commit_blocked)
      break; // IOs left queued were never handed to the kernel
  }
}

void ReplayJob::run()
{
  bool cut_short = false; // stopped by the run's stop flag with IO left to do
  try {
    if (spec_.start_delay > 0)
      sleep_for(spec_.start_delay);
    // Files and buffers are set up before the clock starts, as fio does
    // before its runtime starts.
    const bool ready = stop_.load() == 0 && open_files();
    if (ready) {
      engine_->attach();
      allocate_buffers();
      ios_per_file_ = spec_.ios_per_file();
      ios_per_pass_ = spec_.ios_per_pass();
      done_in_pass_.assign(fds_.size(), 0);
    }
    const double start = replay_clock();
    measure_from_ = start + spec_.ramp_time;
    deadline_ = spec_.runtime > 0 ? measure_from_ + spec_.runtime : 0;
    result_.start_time = measure_from_ - epoch_;
    if (stop_.load() != 0 && error_ == 0) {
      cut_short = true;
    } else if (ready) {
      io_loop();
      drain();
      cut_short = error_ == 0 && stop_.load() != 0 && (deadline_ <= 0 || replay_clock() < deadline_) && has_next();
      if (spec_.end_fsync && spec_.dir == IoDir::Write && error_ == 0) {
        const double t0 = replay_clock();
        for (size_t i = 0; i < fds_.size() && error_ == 0; ++i)
          sync_file(i, false, false); // fio leaves end_fsync out of the sync statistics
        result_.end_fsync_time = replay_clock() - t0;
      }
    }
  } catch (const std::exception& e) {
    if (error_ == 0) {
      error_ = EIO;
      note_ = "job '" + spec_.name + "': " + e.what();
    }
  }
  // A job cut short by SIGINT or a full filesystem reports why, as fio does.
  result_.error = error_ != 0 ? error_ : (cut_short ? stop_.load() : 0);
  result_.end_time = std::max(replay_clock() - epoch_, result_.start_time);
}

} // namespace wbsim
