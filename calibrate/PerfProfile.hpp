// PerfProfile: folds `perf script` call chains of a `perf record -a -g` run
// into wbsim's simulated kernel functions (KFunc, model/WriteCost.hpp), so a
// measured profile reads like the simulated one. The mapping from kernel
// symbols to KFunc is ONE table (perf_symbol_table()); a sample goes to the
// innermost frame of its chain that the table names (a clear_page under
// filemap_alloc_folio counts as the allocation), samples of the FUSE daemon
// go to the daemon, and user-space samples of fio to the engine. Everything
// else is "other", with its leaf symbols kept so the table can be extended.
#pragma once

#include "WriteCost.hpp"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace wbsim {

struct SymbolRule {
  const char* pattern; // exact symbol, or a prefix ending in '*'
  KFunc func;
};
const std::vector<SymbolRule>& perf_symbol_table();

// The symbol without compiler suffixes (".isra.0", ".constprop.0", ".part.0", ".cold").
std::string plain_symbol(const std::string& sym);
std::optional<KFunc> kfunc_for_symbol(const std::string& sym);

struct PerfSample {
  std::string comm;
  std::vector<std::string> frames; // innermost first
  bool user_leaf = false;          // the innermost frame's address is in user space
};
// Parses `perf script -F comm,tid,ip,sym` output.
std::vector<PerfSample> parse_perf_script(const std::string& text);

struct PerfShares {
  double samples = 0;                   // samples of the workload's tasks
  std::map<KFunc, double> by_func;      // samples per wbsim function
  double other = 0;                     // workload samples no rule names
  std::map<std::string, double> other_leaves; // their leaf symbols
  double spin_lock = 0;                 // leaf _raw_spin_lock* / queued_spin_lock_slowpath
  double spin_slowpath = 0;             // leaf queued_spin_lock_slowpath (contention)
  double share(KFunc f) const;          // fraction of samples
};

// The workload's tasks: fio (and its io_uring/io-wq workers, "iou-*"), the
// FUSE daemon (`daemon_comm`), and kernel threads that serve it (kworker,
// loop). Other tasks on a shared machine are left out.
bool workload_task(const std::string& comm, const std::string& daemon_comm);
PerfShares fold_perf_samples(const std::vector<PerfSample>& samples, const std::string& daemon_comm);

// The fraction of samples whose innermost frame is in user space (0 with none).
// Of a loop that does nothing but a null syscall, it is the part of the
// syscall a cpu-clock sampler books to user space: the exit path runs with
// interrupts off, and the timer that fired there is taken after sysret.
double user_leaf_share(const std::vector<PerfSample>& samples);

// A simulated profile in wbsim's function names (percent) as a sampler that
// books `user_share` of every syscall to user space would show it: that
// part of "syscall" moves to "engine_submit_reap" (fio's own loop).
std::map<std::string, double> as_sampled(std::map<std::string, double> sim, double user_share);

} // namespace wbsim
