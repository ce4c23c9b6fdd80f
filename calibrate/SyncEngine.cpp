#include "SyncEngine.hpp"

#include <sys/types.h>
#include <sys/uio.h>
#include <unistd.h>

#include <cerrno>

namespace wbsim {

SyncEngine::SyncEngine(IoEngine kind) : kind_(kind)
{
  if (kind != IoEngine::Sync && kind != IoEngine::Psync && kind != IoEngine::Pvsync)
    throw ReplayError(std::string("SyncEngine cannot run ") + to_string(kind));
}

long SyncEngine::perform(const ReplayIo& io)
{
  const auto off = static_cast<off_t>(io.offset);
  ssize_t r = -1;
  switch (kind_) {
  case IoEngine::Sync: {
    // As fio's sync engine: seek only when the file position is elsewhere,
    // so a sequential job is one write() per IO.
    auto it = position_.find(io.fd);
    if (it == position_.end() || it->second != io.offset) {
      if (lseek(io.fd, off, SEEK_SET) == static_cast<off_t>(-1)) {
        position_.erase(io.fd);
        return -errno;
      }
    }
    r = io.write ? write(io.fd, io.buf, io.len) : read(io.fd, io.buf, io.len);
    if (r >= 0)
      position_[io.fd] = io.offset + static_cast<uint64_t>(r);
    else
      position_.erase(io.fd);
    break;
  }
  case IoEngine::Pvsync: {
    iovec iov{io.buf, io.len};
    r = io.write ? pwritev(io.fd, &iov, 1, off) : preadv(io.fd, &iov, 1, off);
    break;
  }
  default:
    r = io.write ? pwrite(io.fd, io.buf, io.len, off) : pread(io.fd, io.buf, io.len, off);
    break;
  }
  return r < 0 ? -errno : static_cast<long>(r);
}

void SyncEngine::queue(ReplayIo* io)
{
  io->issued = replay_clock();
  io->result = perform(*io);
  io->done = replay_clock();
  done_.push_back(io);
}

int SyncEngine::reap(size_t /*min*/, std::vector<ReplayIo*>& out)
{
  const int n = static_cast<int>(done_.size());
  out.insert(out.end(), done_.begin(), done_.end());
  done_.clear();
  return n;
}

} // namespace wbsim
