// ScratchFiles: the files a native replay may touch, and the safety rules
// around them (replay's safety rules). Replay writes data on a real machine, so:
//  - every file lives under --directory DIR, created by the replay with
//    O_CREAT|O_EXCL|O_NOFOLLOW; relative job file names are placed under DIR;
//    a path outside DIR (absolute, "..", or through a symlink) is refused
//    unless --allow-path names it;
//  - existing files, character devices, symlinks and directories are refused
//    (--allow-existing lifts the first two); a block device only when
//    --allow-block-device names it;
//  - the free space is checked before anything is written;
//  - the files it created (and directories it made under DIR) are removed at
//    the end, also after an error, unless --keep-files.
// plan() checks everything and creates nothing, so a refusal writes nothing.
#pragma once

#include "Workload.hpp"

#include <sys/types.h>

#include <atomic>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace wbsim {

struct ScratchPolicy {
  std::string directory;                        // --directory (required)
  std::vector<std::string> allow_paths;         // --allow-path: files or directories outside DIR
  bool allow_existing = false;                  // --allow-existing: existing files and char devices
  std::vector<std::string> allow_block_devices; // --allow-block-device
  bool keep_files = false;                      // --keep-files
};

enum class ScratchKind { New, Existing, CharDevice, BlockDevice };

struct ScratchFile {
  std::string job_path;  // as the Workload names it (first spelling)
  std::string path;      // resolved, without symlinks
  std::string job;       // first job that uses it, for messages
  ScratchKind kind = ScratchKind::New;
  uint64_t bytes = 0;        // bytes the jobs use: offset + file size, max over jobs
  uint64_t existing_size = 0;
  bool read = false;         // a job reads it: its data is written before the run
  std::vector<std::string> missing_dirs; // to create under DIR, outermost first
  std::string fs_dir;        // an existing directory on the file's filesystem
  dev_t fs_dev = 0;
  // Set by create(): the directory fd and name used with *at() calls, and the
  // identity of the inode, so that open() and remove() touch only it.
  int dir_fd = -1;
  std::string base;
  dev_t dev = 0;
  ino_t ino = 0;
  bool created = false;
  bool sparse = false; // could not preallocate (no fallocate, or no space)
};

class ScratchFiles {
public:
  explicit ScratchFiles(ScratchPolicy policy); // throws ReplayError if DIR is not a directory
  ~ScratchFiles();                             // removes what it created (unless keep_files)
  ScratchFiles(const ScratchFiles&) = delete;
  ScratchFiles& operator=(const ScratchFiles&) = delete;

  // Resolves and checks every file of the workload; creates nothing. Throws
  // ReplayError naming the job and the path.
  void plan(const Workload& workload);
  // Throws ReplayError saying what is needed and what is available.
  void check_space() const;
  // Creates the files (fio's default fallocate=native, then ftruncate) and
  // writes the data of files that are read. Stops early when *stop is set.
  void create(const std::atomic<int>* stop = nullptr);
  // Opens a planned file for a job: O_NOFOLLOW, and only the inode create()
  // made. Returns an fd or -errno.
  int open(const std::string& job_path, int flags) const;
  // Unlinks the files it created and rmdirs the directories it made.
  // Returns the paths it could not remove.
  std::vector<std::string> remove();

  const std::vector<ScratchFile>& files() const { return files_; }
  const std::string& directory() const { return dir_; } // canonical DIR
  const ScratchFile& file(const std::string& job_path) const;
  // Bytes the new files need, before the safety margin.
  uint64_t bytes_needed() const;
  static constexpr double kSpaceMargin = 0.05;

private:
  ScratchPolicy policy_;
  std::string dir_;
  std::vector<std::string> allowed_;       // canonical --allow-path entries
  std::vector<std::string> allowed_block_; // canonical --allow-block-device entries
  std::vector<ScratchFile> files_;                // one per distinct resolved path
  std::map<std::string, size_t> index_;          // Workload spelling -> files_ index
  std::vector<std::string> made_dirs_;     // created by create(), outermost first
  bool removed_ = false;
};

} // namespace wbsim
