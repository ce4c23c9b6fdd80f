// wbsim-fusepass: the FUSE passthrough daemon `wbsim testbed` mounts for its
// fuse cells. Every request is served by the same call on a backing
// directory (libfuse3's high-level API, multi-threaded loop), so what the
// testbed measures on the mount is the FUSE round trip and the daemon's own
// work on top of the backing filesystem's write path.
//
//   wbsim-fusepass BACKING_DIR MOUNTPOINT --threads N --max-write BYTES
//
// Runs in the foreground (the testbed owns the process and unmounts it). The
// writeback cache is left off (write-through, the kernel's and libfuse's
// default, as fuse.writeback_cache=0 in the model). max_write above 128 KiB
// makes libfuse negotiate FUSE_MAX_PAGES with max_pages = max_write / 4 KiB.
// At exit it prints how many FUSE_WRITE requests it served and the largest,
// so the testbed records the request size the kernel really used.
#define FUSE_USE_VERSION 312
#include <fuse.h>

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

int g_backing = -1;        // directory fd of the backing store
unsigned g_max_write = 0;  // requested max_write (bytes), 0 = libfuse's default
std::atomic<unsigned long> g_writes{0};
std::atomic<unsigned long> g_max_seen{0};

// Paths from FUSE start with '/'; the backing store is addressed relative to its fd.
const char* rel(const char* path)
{
  while (*path == '/')
    ++path;
  return *path ? path : ".";
}

void* fp_init(fuse_conn_info* conn, fuse_config* cfg)
{
  if (g_max_write)
    conn->max_write = g_max_write;
  conn->want &= ~FUSE_CAP_WRITEBACK_CACHE; // write-through, recorded by the testbed
  cfg->use_ino = 0;
  cfg->direct_io = 0;
  cfg->kernel_cache = 0;
  std::fprintf(stderr, "wbsim-fusepass: max_write=%u writeback_cache=0\n", conn->max_write);
  return nullptr;
}

int fp_getattr(const char* path, struct stat* st, fuse_file_info* fi)
{
  const int r = fi ? fstat(static_cast<int>(fi->fh), st) : fstatat(g_backing, rel(path), st, AT_SYMLINK_NOFOLLOW);
  return r < 0 ? -errno : 0;
}

int fp_readdir(const char* path, void* buf, fuse_fill_dir_t fill, off_t, fuse_file_info*, fuse_readdir_flags)
{
  const int fd = openat(g_backing, rel(path), O_RDONLY | O_DIRECTORY);
  if (fd < 0)
    return -errno;
  DIR* d = fdopendir(fd);
  if (!d) {
    close(fd);
    return -errno;
  }
  while (dirent* e = readdir(d))
    fill(buf, e->d_name, nullptr, 0, static_cast<fuse_fill_dir_flags>(0));
  closedir(d);
  return 0;
}

int fp_mkdir(const char* path, mode_t mode) { return mkdirat(g_backing, rel(path), mode) < 0 ? -errno : 0; }
int fp_rmdir(const char* path) { return unlinkat(g_backing, rel(path), AT_REMOVEDIR) < 0 ? -errno : 0; }
int fp_unlink(const char* path) { return unlinkat(g_backing, rel(path), 0) < 0 ? -errno : 0; }

int fp_create(const char* path, mode_t mode, fuse_file_info* fi)
{
  const int fd = openat(g_backing, rel(path), fi->flags | O_CREAT, mode);
  if (fd < 0)
    return -errno;
  fi->fh = static_cast<uint64_t>(fd);
  return 0;
}

int fp_open(const char* path, fuse_file_info* fi)
{
  const int fd = openat(g_backing, rel(path), fi->flags & ~O_CREAT);
  if (fd < 0)
    return -errno;
  fi->fh = static_cast<uint64_t>(fd);
  return 0;
}

int fp_read(const char*, char* buf, size_t size, off_t off, fuse_file_info* fi)
{
  const ssize_t n = pread(static_cast<int>(fi->fh), buf, size, off);
  return n < 0 ? -errno : static_cast<int>(n);
}

int fp_write(const char*, const char* buf, size_t size, off_t off, fuse_file_info* fi)
{
  ++g_writes;
  unsigned long seen = g_max_seen.load();
  while (size > seen && !g_max_seen.compare_exchange_weak(seen, size)) {
  }
  const ssize_t n = pwrite(static_cast<int>(fi->fh), buf, size, off);
  return n < 0 ? -errno : static_cast<int>(n);
}

int fp_truncate(const char* path, off_t size, fuse_file_info* fi)
{
  const int r = fi ? ftruncate(static_cast<int>(fi->fh), size) : [&] {
    const int fd = openat(g_backing, rel(path), O_WRONLY);
    if (fd < 0)
      return -1;
    const int t = ftruncate(fd, size);
    close(fd);
    return t;
  }();
  return r < 0 ? -errno : 0;
}

int fp_fallocate(const char*, int mode, off_t off, off_t len, fuse_file_info* fi)
{
  return fallocate(static_cast<int>(fi->fh), mode, off, len) < 0 ? -errno : 0;
}

int fp_fsync(const char*, int datasync, fuse_file_info* fi)
{
  const int fd = static_cast<int>(fi->fh);
  return (datasync ? fdatasync(fd) : fsync(fd)) < 0 ? -errno : 0;
}

int fp_release(const char*, fuse_file_info* fi)
{
  close(static_cast<int>(fi->fh));
  return 0;
}

int fp_statfs(const char* path, struct statvfs* st)
{
  const int fd = openat(g_backing, rel(path), O_RDONLY);
  if (fd < 0)
    return -errno;
  const int r = fstatvfs(fd, st);
  close(fd);
  return r < 0 ? -errno : 0;
}

int fp_utimens(const char* path, const timespec tv[2], fuse_file_info* fi)
{
  const int r = fi ? futimens(static_cast<int>(fi->fh), tv) : utimensat(g_backing, rel(path), tv, AT_SYMLINK_NOFOLLOW);
  return r < 0 ? -errno : 0;
}

int fp_chmod(const char* path, mode_t mode, fuse_file_info* fi)
{
  const int r = fi ? fchmod(static_cast<int>(fi->fh), mode) : fchmodat(g_backing, rel(path), mode, 0);
  return r < 0 ? -errno : 0;
}

int usage(const char* msg)
{
  std::fprintf(stderr,
               "wbsim-fusepass: %s\nusage: wbsim-fusepass BACKING_DIR MOUNTPOINT --threads N (1-1024) "
               "--max-write BYTES (4096-1048576)\n",
               msg);
  return 2;
}

bool parse_uint(const char* s, unsigned lo, unsigned hi, unsigned& out)
{
  char* end = nullptr;
  errno = 0;
  const unsigned long v = std::strtoul(s, &end, 10);
  if (errno || !end || *end || v < lo || v > hi)
    return false;
  out = static_cast<unsigned>(v);
  return true;
}

} // namespace

int main(int argc, char** argv)
{
  if (argc != 7)
    return usage("expected BACKING_DIR MOUNTPOINT --threads N --max-write BYTES");
  const std::string backing = argv[1];
  const std::string mountpoint = argv[2];
  unsigned threads = 0;
  for (int i = 3; i + 1 < argc; i += 2) {
    const std::string opt = argv[i];
    if (opt == "--threads") {
      if (!parse_uint(argv[i + 1], 1, 1024, threads))
        return usage(("--threads " + std::string(argv[i + 1]) + ": accepted: 1 to 1024").c_str());
    } else if (opt == "--max-write") {
      if (!parse_uint(argv[i + 1], 4096, 1u << 20, g_max_write))
        return usage(("--max-write " + std::string(argv[i + 1]) + ": accepted: 4096 to 1048576").c_str());
    } else {
      return usage(("unknown option " + opt).c_str());
    }
  }
  if (!threads || !g_max_write)
    return usage("--threads and --max-write are required");
  g_backing = open(backing.c_str(), O_RDONLY | O_DIRECTORY);
  if (g_backing < 0)
    return usage((backing + ": " + std::strerror(errno)).c_str());

  fuse_operations ops{};
  ops.init = fp_init;
  ops.getattr = fp_getattr;
  ops.readdir = fp_readdir;
  ops.mkdir = fp_mkdir;
  ops.rmdir = fp_rmdir;
  ops.unlink = fp_unlink;
  ops.create = fp_create;
  ops.open = fp_open;
  ops.read = fp_read;
  ops.write = fp_write;
  ops.truncate = fp_truncate;
  ops.fallocate = fp_fallocate;
  ops.fsync = fp_fsync;
  ops.release = fp_release;
  ops.statfs = fp_statfs;
  ops.utimens = fp_utimens;
  ops.chmod = fp_chmod;

  // fsname/subtype name the mount in /proc/self/mountinfo, where the testbed
  // checks that a fuse mount it unmounts is its own.
  std::vector<std::string> a = {argv[0], "-o", "fsname=wbsim-testbed,subtype=wbsim-fusepass,default_permissions"};
  std::vector<char*> av;
  for (auto& s : a)
    av.push_back(s.data());
  fuse_args args = FUSE_ARGS_INIT(static_cast<int>(av.size()), av.data());
  fuse* f = fuse_new(&args, &ops, sizeof(ops), nullptr);
  if (!f)
    return usage("fuse_new failed");
  if (fuse_mount(f, mountpoint.c_str()) != 0) {
    fuse_destroy(f);
    return usage(("cannot mount on " + mountpoint).c_str());
  }
  // SIGINT/SIGTERM/SIGHUP end the loop; the testbed normally unmounts instead.
  fuse_set_signal_handlers(fuse_get_session(f));
  fuse_loop_config* cfg = fuse_loop_cfg_create();
  fuse_loop_cfg_set_max_threads(cfg, threads);
  fuse_loop_cfg_set_idle_threads(cfg, threads);
  std::fprintf(stderr, "wbsim-fusepass: threads=%u\n", threads);
  const int r = fuse_loop_mt(f, cfg);
  fuse_loop_cfg_destroy(cfg);
  fuse_remove_signal_handlers(fuse_get_session(f));
  fuse_unmount(f);
  fuse_destroy(f);
  std::fprintf(stderr, "wbsim-fusepass: writes=%lu max_write_seen=%lu\n", g_writes.load(), g_max_seen.load());
  close(g_backing);
  return r == 0 ? 0 : 1;
}
