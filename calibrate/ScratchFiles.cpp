#include "ScratchFiles.hpp"

#include "ReplayEngine.hpp"
#include "Units.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <map>
#include <random>
#include <system_error>

namespace fs = std::filesystem;

namespace wbsim {

namespace {

std::string errno_text(int err)
{
  return std::strerror(err);
}

// p equals base or lies below it; both lexically normal and absolute.
bool is_under(const fs::path& p, const fs::path& base)
{
  auto pi = p.begin();
  for (auto bi = base.begin(); bi != base.end(); ++bi, ++pi) {
    if (bi->empty()) // a trailing separator in base
      continue;
    if (pi == p.end() || *pi != *bi)
      return false;
  }
  return true;
}

std::string canonical_or_weak(const std::string& path)
{
  std::error_code ec;
  fs::path p = fs::weakly_canonical(fs::absolute(path, ec), ec);
  if (ec)
    return fs::absolute(path).lexically_normal().string();
  return p.lexically_normal().string();
}

std::string quote_job(const std::string& job)
{
  return "job '" + job + "': ";
}

// fio's default layout of a written file: fallocate=native (mode 0, which
// allocates and sets the size), then ftruncate to the size. Preallocation
// matters: on ext4/XFS writes then land in unwritten extents, as under fio.
// A filesystem that cannot preallocate gets a sparse file, as fio does; so
// does one without the space, and the jobs then meet ENOSPC themselves, which
// stops the run cleanly with partial results. Returns 0 or an errno.
int preallocate(int fd, uint64_t bytes, bool* sparse)
{
  *sparse = false;
  if (bytes > 0 && fallocate(fd, 0, 0, static_cast<off_t>(bytes)) != 0) {
    const int err = errno;
    if (err != EOPNOTSUPP && err != ENOSYS && err != ENOSPC)
      return err;
    *sparse = true;
    if (err == ENOSPC && ftruncate(fd, 0) != 0) // drop a partial allocation
      return errno;
  }
  return ftruncate(fd, static_cast<off_t>(bytes)) == 0 ? 0 : errno;
}

} // namespace

ScratchFiles::ScratchFiles(ScratchPolicy policy) : policy_(std::move(policy))
{
  if (policy_.directory.empty())
    throw ReplayError("--directory is required: replay writes its scratch files there");
  std::error_code ec;
  const fs::path d = fs::canonical(policy_.directory, ec);
  if (ec)
    throw ReplayError("--directory " + policy_.directory + ": " + ec.message());
  if (!fs::is_directory(d, ec))
    throw ReplayError("--directory " + policy_.directory + ": not a directory");
  dir_ = d.lexically_normal().string();
  for (const auto& a : policy_.allow_paths)
    allowed_.push_back(canonical_or_weak(a));
  for (const auto& b : policy_.allow_block_devices)
    allowed_block_.push_back(canonical_or_weak(b));
}

ScratchFiles::~ScratchFiles()
{
  if (!policy_.keep_files && !removed_)
    remove();
  for (auto& f : files_)
    if (f.dir_fd >= 0)
      ::close(f.dir_fd);
}

const ScratchFile& ScratchFiles::file(const std::string& job_path) const
{
  auto it = index_.find(job_path);
  if (it == index_.end())
    throw ReplayError("internal error: file " + job_path + " was not planned");
  return files_[it->second];
}

void ScratchFiles::plan(const Workload& workload)
{
  const fs::path dir(dir_);
  files_.clear();
  index_.clear();
  std::map<std::string, size_t> by_path; // resolved path -> index in files_
  for (const auto& job : workload.jobs) {
    const std::string who = quote_job(job.name);
    for (const auto& jp : job.files) {
      const fs::path given(jp);
      // Relative names go under DIR; ".." is resolved lexically first.
      const fs::path lexical = (given.is_relative() ? dir / given : given).lexically_normal();
      if (!lexical.has_filename())
        throw ReplayError(who + "file name '" + jp + "' names a directory");

      // The deepest existing ancestor, with its symlinks resolved: where the
      // file really goes. Directories missing below it are created later,
      // and only under DIR.
      std::vector<std::string> missing;
      fs::path anc = lexical.parent_path();
      struct stat st {};
      while (lstat(anc.c_str(), &st) != 0) {
        if (errno != ENOENT || anc == anc.root_path())
          throw ReplayError(who + jp + ": " + anc.string() + ": " + errno_text(errno));
        missing.insert(missing.begin(), anc.filename().string());
        anc = anc.parent_path();
      }
      std::error_code ec;
      fs::path real = fs::canonical(anc, ec);
      if (ec)
        throw ReplayError(who + jp + ": " + anc.string() + ": " + ec.message());
      if (!fs::is_directory(real, ec))
        throw ReplayError(who + jp + ": " + anc.string() + " is not a directory");
      const std::string fs_dir = real.string();
      for (const auto& m : missing)
        real /= m;
      real /= lexical.filename();
      real = real.lexically_normal();
      const std::string path = real.string();

      // What is there now. The parent has no symlinks left, so lstat sees
      // the final component itself.
      ScratchFile f;
      f.job_path = jp;
      f.path = path;
      f.job = job.name;
      f.missing_dirs = missing;
      f.fs_dir = fs_dir;
      f.read = job.dir == IoDir::Read;
      f.bytes = job.offset + job.file_size;
      struct stat fst {};
      bool exists = missing.empty() && lstat(path.c_str(), &fst) == 0;
      if (!exists && missing.empty() && errno != ENOENT)
        throw ReplayError(who + path + ": " + errno_text(errno));
      // Where it is, checked before what it is: a file outside DIR is refused
      // for that reason even when it exists (--allow-existing would not make
      // it writable). Under DIR, or named by --allow-path (a block device is
      // named by --allow-block-device, checked below).
      const bool inside = is_under(real, dir) && real != dir;
      bool allowed = exists && S_ISBLK(fst.st_mode);
      for (const auto& a : allowed_)
        allowed = allowed || is_under(real, fs::path(a));
      if (!inside && !allowed) {
        if (given.is_relative() || is_under(lexical, dir))
          throw ReplayError(who + "file " + jp + " resolves to " + path + ", outside --directory " + dir_ +
                            (is_under(lexical, dir) ? " (a symbolic link leads out of it)" : " ('..' leads out of it)") +
                            "; replay never writes outside the directory");
        throw ReplayError(who + "file " + jp + " is outside --directory " + dir_ +
                          "; replay writes only under the directory (give --allow-path " + jp + " to allow it)");
      }
      if (exists) {
        if (S_ISLNK(fst.st_mode))
          throw ReplayError(who + path + " is a symbolic link; replay never follows symlinks, it writes only "
                                         "regular files it creates under --directory");
        if (S_ISDIR(fst.st_mode))
          throw ReplayError(who + path + " is a directory, not a file");
        if (S_ISBLK(fst.st_mode)) {
          if (std::find(allowed_block_.begin(), allowed_block_.end(), path) == allowed_block_.end())
            throw ReplayError(who + path + " is a block device; replay refuses block devices (only "
                                           "--allow-block-device " + path + " allows writing it, destroying its data)");
          f.kind = ScratchKind::BlockDevice;
        } else if (S_ISCHR(fst.st_mode)) {
          if (!policy_.allow_existing)
            throw ReplayError(who + path + " is a character device; replay writes only regular files it creates "
                                           "(--allow-existing and --allow-path " + path + " allow it)");
          f.kind = ScratchKind::CharDevice;
        } else if (S_ISREG(fst.st_mode)) {
          if (!policy_.allow_existing)
            throw ReplayError(who + path + " already exists; replay writes only files it creates (give "
                                           "--allow-existing to use it: it is then kept, not removed)");
          f.kind = ScratchKind::Existing;
          f.existing_size = static_cast<uint64_t>(fst.st_size);
        } else {
          throw ReplayError(who + path + " is not a regular file (FIFO or socket)");
        }
        f.dev = fst.st_dev;
        f.ino = fst.st_ino;
      }

      if (!missing.empty() && !inside)
        throw ReplayError(who + "directory " + (fs::path(fs_dir) / missing.front()).string() +
                          " does not exist; replay creates directories only under --directory");

      struct stat dst {};
      if (stat(fs_dir.c_str(), &dst) != 0)
        throw ReplayError(who + fs_dir + ": " + errno_text(errno));
      f.fs_dev = dst.st_dev;

      auto it = by_path.find(path);
      if (it != by_path.end()) {
        // Clones sharing filename= (or two spellings of one path) share the file.
        ScratchFile& prev = files_[it->second];
        prev.bytes = std::max(prev.bytes, f.bytes);
        prev.read = prev.read || f.read;
        index_[jp] = it->second;
        continue;
      }
      by_path[path] = files_.size();
      index_[jp] = files_.size();
      files_.push_back(f);
    }
  }
}

uint64_t ScratchFiles::bytes_needed() const
{
  uint64_t total = 0;
  for (const auto& f : files_) {
    if (f.kind == ScratchKind::New)
      total += f.bytes;
    else if (f.kind == ScratchKind::Existing && f.bytes > f.existing_size)
      total += f.bytes - f.existing_size;
  }
  return total;
}

void ScratchFiles::check_space() const
{
  // Per filesystem: the files may span several with --allow-path.
  std::map<dev_t, std::pair<uint64_t, std::string>> need;
  for (const auto& f : files_) {
    uint64_t b = 0;
    if (f.kind == ScratchKind::New)
      b = f.bytes;
    else if (f.kind == ScratchKind::Existing && f.bytes > f.existing_size)
      b = f.bytes - f.existing_size;
    auto& e = need[f.fs_dev];
    e.first += b;
    if (e.second.empty())
      e.second = f.fs_dir;
  }
  for (const auto& [dev, e] : need) {
    if (e.first == 0)
      continue;
    struct statvfs vfs {};
    if (statvfs(e.second.c_str(), &vfs) != 0)
      throw ReplayError("cannot check free space of " + e.second + ": " + errno_text(errno));
    const double avail = static_cast<double>(vfs.f_bavail) * static_cast<double>(vfs.f_frsize);
    const double needed = static_cast<double>(e.first) * (1.0 + kSpaceMargin);
    if (needed > avail)
      throw ReplayError("not enough free space in " + e.second + ": the replay needs " + format_bytes_iec(needed) +
                        " (" + format_bytes_iec(static_cast<double>(e.first)) + " of files + 5% margin), " +
                        format_bytes_iec(avail) + " available; make the jobs smaller (size=) or choose another "
                        "--directory");
  }
}

void ScratchFiles::create(const std::atomic<int>* stop)
{
  std::vector<char> chunk;
  for (auto& f : files_) {
    fs::path parent = fs::path(f.fs_dir);
    for (const auto& m : f.missing_dirs) {
      parent /= m;
      if (::mkdir(parent.c_str(), 0755) == 0)
        made_dirs_.push_back(parent.string());
      else if (errno != EEXIST)
        throw ReplayError(quote_job(f.job) + "mkdir " + parent.string() + ": " + errno_text(errno));
      // Someone may have raced a symlink in: the directory must still be ours.
      struct stat st {};
      if (lstat(parent.c_str(), &st) != 0 || !S_ISDIR(st.st_mode))
        throw ReplayError(quote_job(f.job) + parent.string() + " is not a directory (changed during the replay?)");
    }
    f.dir_fd = ::open(parent.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW);
    if (f.dir_fd < 0)
      throw ReplayError(quote_job(f.job) + parent.string() + ": " + errno_text(errno));
    f.base = fs::path(f.path).filename().string();

    if (f.kind != ScratchKind::New) {
      // Existing file or device: must still be the inode plan() saw.
      struct stat st {};
      if (fstatat(f.dir_fd, f.base.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0 || st.st_ino != f.ino ||
          st.st_dev != f.dev)
        throw ReplayError(quote_job(f.job) + f.path + " changed since it was checked; refusing it");
      if (f.kind == ScratchKind::Existing && f.read && f.existing_size < f.bytes) {
        const int fd = openat(f.dir_fd, f.base.c_str(), O_WRONLY | O_NOFOLLOW | O_CLOEXEC);
        if (fd < 0)
          throw ReplayError(quote_job(f.job) + f.path + ": " + errno_text(errno));
        if (ftruncate(fd, static_cast<off_t>(f.bytes)) != 0) {
          const int err = errno;
          ::close(fd);
          throw ReplayError(quote_job(f.job) + f.path + ": ftruncate: " + errno_text(err));
        }
        ::close(fd);
      }
      continue;
    }

    const int fd = openat(f.dir_fd, f.base.c_str(), O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd < 0)
      throw ReplayError(quote_job(f.job) + "cannot create " + f.path + ": " + errno_text(errno) +
                        (errno == EEXIST ? " (it appeared after the check; replay writes only files it creates)" : ""));
    struct stat st {};
    fstat(fd, &st);
    f.dev = st.st_dev;
    f.ino = st.st_ino;
    f.created = true;
    bool sparse = false;
    const int err = preallocate(fd, f.read ? 0 : f.bytes, &sparse);
    if (err != 0) {
      ::close(fd);
      throw ReplayError(quote_job(f.job) + f.path + ": cannot size the file: " + errno_text(err));
    }
    f.sparse = sparse;
    if (f.read) {
      // A file that is read needs data, as fio lays it out before the run.
      if (chunk.empty()) {
        chunk.resize(1 << 20);
        std::mt19937_64 rng(0x5eedf11e);
        for (size_t i = 0; i + 8 <= chunk.size(); i += 8) {
          const uint64_t v = rng();
          std::memcpy(&chunk[i], &v, 8);
        }
      }
      uint64_t off = 0;
      while (off < f.bytes) {
        if (stop && stop->load() != 0)
          break;
        const size_t n = static_cast<size_t>(std::min<uint64_t>(chunk.size(), f.bytes - off));
        const ssize_t w = pwrite(fd, chunk.data(), n, static_cast<off_t>(off));
        if (w <= 0) {
          const int werr = w < 0 ? errno : ENOSPC;
          ::close(fd);
          throw ReplayError(quote_job(f.job) + "writing the data to read into " + f.path + ": " + errno_text(werr));
        }
        off += static_cast<uint64_t>(w);
      }
      fsync(fd);
    }
    // fio drops the new file's cache so a run starts cold.
    posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
    ::close(fd);
  }
}

int ScratchFiles::open(const std::string& job_path, int flags) const
{
  const ScratchFile& f = file(job_path);
  if (f.dir_fd < 0)
    return -EBADF;
  const int fd = openat(f.dir_fd, f.base.c_str(), flags | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0)
    return -errno;
  struct stat st {};
  if (fstat(fd, &st) != 0 || st.st_ino != f.ino || st.st_dev != f.dev) {
    ::close(fd);
    return -ESTALE; // not the inode that was checked or created
  }
  return fd;
}

std::vector<std::string> ScratchFiles::remove()
{
  std::vector<std::string> left;
  removed_ = true;
  if (policy_.keep_files)
    return left;
  for (auto& f : files_) {
    if (!f.created)
      continue;
    struct stat st {};
    // Unlink only the inode this replay created, never what replaced it.
    if (fstatat(f.dir_fd, f.base.c_str(), &st, AT_SYMLINK_NOFOLLOW) == 0 && st.st_ino == f.ino &&
        st.st_dev == f.dev) {
      if (unlinkat(f.dir_fd, f.base.c_str(), 0) != 0)
        left.push_back(f.path + " (" + errno_text(errno) + ")");
    }
    f.created = false;
  }
  for (auto it = made_dirs_.rbegin(); it != made_dirs_.rend(); ++it)
    if (::rmdir(it->c_str()) != 0 && errno != ENOENT)
      left.push_back(*it + " (" + errno_text(errno) + ")");
  made_dirs_.clear();
  return left;
}

} // namespace wbsim
