// FioOptions: what fio's options mean (fio HOWTO, "Job file parameters"),
// restricted to those the model simulates. The table below is the single list
// of accepted options; errors and help are generated from it.
#include "FioOptions.hpp"

#include "Units.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstdint>
#include <limits>
#include <optional>
#include <utility>

namespace wbsim {

namespace {

constexpr uint64_t kKiB = 1024;
constexpr uint64_t kMiB = kKiB * 1024;
constexpr uint64_t kPiB = kMiB * kMiB * kKiB;
constexpr uint64_t kEiB = kPiB * kKiB;
constexpr double kYear = 365.0 * 86400.0;

const char* const kSizeRange = "a size such as 4k, 1M, 100G (1 byte to 1 PiB)";
const char* const kTimeRange = "a time such as 30, 90s, 1m, 2h (seconds by default; 0 to 1 year)";
const char* const kFlagRange = "bare (on), or 0/1";
const char* const kBoolRange = "0 or 1";
const char* const kRwRange = "write, randwrite, read, randread; write:<skip> and read:<skip> add a hole after each IO";
const char* const kEngineRange = "sync, psync, pvsync, libaio, io_uring";
const char* const kAvgTimeRange = "1 to 86400000 (ms)";
const char* const kPercentileRange =
    "1 to 20 percentiles separated by ':', each above 0 and at most 100 (e.g. 99.5:99.9)";
constexpr size_t kPercentileListMax = 20; // fio's FIO_IO_U_LIST_MAX_LEN

} // namespace

const std::vector<FioOptionDef>& fio_options()
{
  static const std::vector<FioOptionDef> table = {
      {"name", "str", "any text", "job name; [global] or a job section name by default (in a job file's [global] section it names no job, as in fio)", true},
      {"description", "str", "any text", "free text describing the job (not used by the model)", true},
      {"filename", "str", "one or more paths separated by ':' (escape ':' as '\\:')",
       "files to use; all clones of the job share them", true},
      {"directory", "str", "one directory path", "prefix of relative file names (default .)", true},
      {"size", "size", kSizeRange, "total bytes of IO per job, split equally over nrfiles files", true},
      {"filesize", "size", kSizeRange, "size of each file; size defaults to filesize*nrfiles", true},
      {"nrfiles", "int", "1 to 1000000", "number of files per job (default 1)", true},
      {"offset", "size", "a size below 1 EiB such as 0, 4k, 1G", "first byte used in each file", true},
      {"bs", "size", "512 bytes to 256 MiB, a multiple of 512 (e.g. 4k, 128k, 1M)", "block size of each IO (default 4k)",
       true},
      {"blocksize", "size", "512 bytes to 256 MiB, a multiple of 512 (e.g. 4k, 128k, 1M)", "alias of bs", true},
      {"rw", "enum", kRwRange, "IO pattern (fio's default is read)", true},
      {"readwrite", "enum", kRwRange, "alias of rw", true},
      {"ioengine", "enum", kEngineRange, "how IO is issued (default psync)", true},
      {"iodepth", "int", "1 to 65535", "IOs in flight for async engines (default 1)", true},
      {"force_async", "int", "0 (off) or 1 (every request)",
       "io_uring: set IOSQE_ASYNC on every Nth request, punting it to io-wq (only 0 and 1 are modelled)", true},
      {"numjobs", "int", "1 to 4096", "clones of this job (default 1)", true},
      {"direct", "bool", kBoolRange, "1: O_DIRECT, bypassing the page cache", true},
      {"buffered", "bool", kBoolRange, "0: same as direct=1", true},
      {"fsync", "int", "0 (off) to 4294967295: fsync after every N writes", "fsync every N writes", true},
      {"fdatasync", "int", "0 (off) to 4294967295: fdatasync after every N writes", "fdatasync every N writes", true},
      {"end_fsync", "bool", kBoolRange, "fsync the files when the job's writes are done", true},
      {"runtime", "time", kTimeRange, "stop after this long (0: when size is done)", true},
      {"time_based", "bool", kFlagRange, "run for runtime even when size is done, looping over the files", false},
      {"ramp_time", "time", kTimeRange, "time excluded from the statistics", true},
      {"startdelay", "time", kTimeRange, "delay before the job starts", true},
      {"stonewall", "bool", kFlagRange, "wait for earlier jobs and start a new reporting group", false},
      {"wait_for_previous", "bool", kFlagRange, "alias of stonewall", false},
      {"group_reporting", "bool", kFlagRange, "report the clones of a group together", false},
      {"zero_buffers", "bool", kFlagRange, "fill buffers with zeroes", false},
      {"randrepeat", "bool", kBoolRange, "repeatable random offsets (default 1)", true},
      {"randseed", "int", "an integer from 0 to 9223372036854775807", "seed of the random offsets", true},
      {"thread", "bool", kFlagRange, "jobs are threads rather than processes", false},
      // fio's logs (HOWTO "Log File Formats"), written from the simulated
      // timeline when the run ends. An aggregated batch of identical writes
      // (sim.aggregate) gives each of its IOs the batch's mean latency, spread
      // evenly over the batch's time; sim.aggregate=0 logs each write's own.
      {"write_bw_log", "str", "bare (the job's name) or a file prefix",
       "write PREFIX_bw.N.log: per IO bs*1e6/clat_ns, or with log_avg_msec the KiB/s of each window", false},
      {"write_iops_log", "str", "bare (the job's name) or a file prefix",
       "write PREFIX_iops.N.log: 1 per IO, or with log_avg_msec the IOPS of each window", false},
      {"write_lat_log", "str", "bare (the job's name) or a file prefix",
       "write PREFIX_lat.N.log, _clat and _slat (slat: async engines only) in ns, per IO or window means; the IOs "
       "of an aggregated batch of identical writes each carry the batch's mean latency, spread evenly over its time "
       "(--set sim.aggregate=0: each write's own)",
       false},
      {"write_hist_log", "str", "bare (the job's name) or a file prefix",
       "write PREFIX_clat_hist.N.log: the clat histogram every log_hist_msec", false},
      {"log_avg_msec", "int", "0 to 86400000 (ms)", "average the logs over windows of this many ms (0: a line per IO)",
       true},
      {"log_hist_msec", "int", "0 to 86400000 (ms)", "period of the histogram log's lines (0: none)", true},
      {"log_hist_coarseness", "int", "0 to 6", "merge 2^N histogram buckets per column of the histogram log", true},
      {"per_job_logs", "bool", kBoolRange, "1 (default): NAME_bw.N.log per job; 0: NAME_bw.log, appended by all jobs",
       true},
      {"log_offset", "bool", kBoolRange, "add each IO's offset as a log column (sequential jobs)", true},
      {"log_max_value", "bool", kBoolRange, "a latency log window holds its largest sample instead of the mean", true},
      // fio's bw and iops samples (the JSON's bw_min ... iops_samples, the
      // text's bw and iops lines), taken from the simulated completions.
      {"bwavgtime", "int", kAvgTimeRange,
       "ms between bandwidth samples (default 500; a bw log without it samples every log_avg_msec)", true},
      {"iopsavgtime", "int", kAvgTimeRange,
       "ms between IOPS samples (default 500; an iops log without it samples every log_avg_msec)", true},
      // Reporting options (fio HOWTO "Measurements and reporting").
      {"clat_percentiles", "bool", kBoolRange, "report completion latency percentiles (default 1)", true},
      {"lat_percentiles", "bool", kBoolRange,
       "report total latency percentiles (fio's default 0; given no value, wbsim's JSON still lists the lat_ns "
       "percentiles, which compare and replay read)",
       true},
      {"slat_percentiles", "bool", kBoolRange, "report submission latency percentiles (default 0)", true},
      {"percentile_list", "list", kPercentileRange,
       "the percentiles reported (default 1:5:10:20:30:40:50:60:70:80:90:95:99:99.5:99.9:99.95:99.99)", true},
      {"disable_lat", "bool", kBoolRange, "record no total latencies (lat_ns N=0, no lat log lines)", true},
      {"disable_clat", "bool", kBoolRange,
       "record no completion latencies (clat_ns and sync N=0, no latency_ns/us/ms, no clat log lines)", true},
      {"disable_slat", "bool", kBoolRange, "record no submission latencies (slat_ns N=0, no slat log lines)", true},
      {"disable_bw_measurement", "bool", kBoolRange,
       "no per-IO bandwidth samples (a per-IO bw log stays empty); window samples are taken as in fio", true},
      {"disable_bw", "bool", kBoolRange, "alias of disable_bw_measurement", true},
      // Options that only affect real I/O: accepted, checked, no effect on the model.
      {"invalidate", "bool", kBoolRange,
       "drop the files' cached pages when the job opens them (default 1), inside the job's time: "
       "mem.start_job_cached at pc.invalidate_folio/pc.invalidate_page",
       true},
      {"fallocate", "choice", "native, posix, 1, none, 0",
       "native (default), posix, 1: fio preallocates the files (unwritten extents on xfs and ext4; btrfs marks the "
       "inode PREALLOC, which lets io_uring's inline NOWAIT write go ahead: fs.nowait_prealloc); none, 0: sparse "
       "files, written by appending (the unwritten-extent conversion is still charged: not modelled); keep is refused",
       true},
      {"refill_buffers", "bool", kFlagRange, "real I/O only: new data in every write buffer; the model copies bytes",
       false, true},
      {"scramble_buffers", "bool", kBoolRange,
       "fio rewrites a few bytes of every 512-byte block of a write buffer before each write (default 1; off with "
       "zero_buffers=1): a write punted to an io-wq worker on another CPU then takes those cache lines from fio's "
       "CPU (iowq.scrambled_sector)",
       true},
      {"buffer_compress_percentage", "int", "0 to 100",
       "real I/O only: data content; the modelled device neither compresses nor deduplicates", true, true},
      {"buffer_compress_chunk", "size", kSizeRange, "real I/O only: data content (see buffer_compress_percentage)",
       true, true},
      {"dedupe_percentage", "int", "0 to 100",
       "real I/O only: data content; the modelled device neither compresses nor deduplicates", true, true},
      {"buffer_pattern", "str", "a pattern such as 0xdeadface or \"text\"", "real I/O only: data content", true, true},
      {"norandommap", "bool", kFlagRange,
       "real I/O only: how fio draws random offsets; the model does not draw offsets (each random write has an "
       "aligned block's shape)",
       false, true},
      {"random_generator", "choice", "tausworthe, lfsr, tausworthe64",
       "real I/O only: fio's random number generator (see norandommap)", true, true},
      {"allrandrepeat", "bool", kBoolRange, "real I/O only: repeatable random numbers (see norandommap)", true, true},
      {"create_serialize", "bool", kBoolRange, "real I/O only: fio lays files out before the job starts", true, true},
      {"create_on_open", "bool", kBoolRange, "real I/O only: when fio creates the files, before the measured IO", true,
       true},
      {"unlink", "bool", kBoolRange, "real I/O only: fio removes the files after the job", true, true},
      {"unlink_each_loop", "bool", kBoolRange, "real I/O only: fio removes the files after each loop", true, true},
      {"gtod_reduce", "bool", kBoolRange, "real I/O only: fio's cheaper clock calls; simulated time is exact", true,
       true},
      {"clocksource", "choice", "gettimeofday, clock_gettime, cpu",
       "real I/O only: fio's clock; simulated time is exact", true, true},
      {"continue_on_error", "choice", "none, read, write, io, verify, all, 0, 1",
       "real I/O only: the model produces no IO errors", true, true},
      {"lockmem", "size", kSizeRange, "real I/O only: fio pins memory; the model's memory is the mem.* parameters", true,
       true},
      {"mem", "choice", "malloc, shm, shmhuge, mmap, mmaphuge, mmapshared, cudamalloc",
       "where fio allocates its IO buffers: in huge pages (shmhuge, mmaphuge) a direct IO's data is one contiguous "
       "segment per 2 MiB, otherwise one per page (dev.segment_service)",
       true},
      {"iomem", "choice", "malloc, shm, shmhuge, mmap, mmaphuge, mmapshared, cudamalloc", "alias of mem", true},
      {"mem_align", "size", "bytes, 0 to 1 MiB",
       "where fio places its IO buffers: a page boundary plus this; 0 (default) leaves buffered IO's malloc'd "
       "buffers where malloc puts them, off a 32-byte boundary (cpu.copy_unaligned)",
       true},
      {"iomem_align", "size", "bytes, 0 to 1 MiB", "alias of mem_align", true},
      {"verify", "choice", "0, none",
       "accepted when off: verification reads are not modelled, so any other method is refused", true, true},
      {"do_verify", "bool", kBoolRange, "real I/O only: runs the verify phase, which needs verify= (only off is accepted)",
       true, true},
      {"file_service_type", "choice", "roundrobin",
       "how a job with several files picks the next one; the model takes them round robin, fio's default", true, true},
      {"kb_base", "int", "1024 (default: k = 1024, KiB = 1000) or 1000 (k = 1000, KiB = 1024)",
       "unit base of sizes in this section and the jobs that inherit it", true},
  };
  return table;
}

const FioOptionDef* find_fio_option(const std::string& name)
{
  for (const auto& def : fio_options())
    if (name == def.name)
      return &def;
  return nullptr;
}

namespace {

[[noreturn]] void fail(const SourceLoc& loc, const std::string& msg)
{
  throw JobError(loc.str() + ": " + msg);
}

std::string shown(const RawOption& o)
{
  return o.value ? o.key + "=" + *o.value : o.key;
}

[[noreturn]] void bad_value(const RawOption& o, const FioOptionDef& def, const std::string& why)
{
  fail(o.loc, shown(o) + ": " + why + "; accepted: " + def.range);
}

// fio's aliases set the same option; the canonical name drives the semantics.
std::string canonical_name(const std::string& key)
{
  if (key == "blocksize")
    return "bs";
  if (key == "readwrite")
    return "rw";
  if (key == "wait_for_previous")
    return "stonewall";
  if (key == "disable_bw")
    return "disable_bw_measurement";
  return key;
}

std::string accepted_names()
{
  std::string out;
  for (const auto& def : fio_options()) {
    if (!out.empty())
      out += ", ";
    out += def.name;
  }
  return out;
}

// Splits on ':' that is not escaped as "\:" (fio's filename list syntax).
std::vector<std::string> split_colon_list(const std::string& s)
{
  std::vector<std::string> out(1);
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '\\' && i + 1 < s.size() && s[i + 1] == ':') {
      out.back() += ':';
      ++i;
    } else if (s[i] == ':') {
      out.emplace_back();
    } else {
      out.back() += s[i];
    }
  }
  return out;
}

std::string fmt_u64(uint64_t v)
{
  return std::to_string(v);
}

// Everything an option can set. [global] sections fill one of these, and each
// job starts from a copy of it, as fio's jobs start from a copy of the
// global defaults: a global section only affects jobs defined after it.
struct Settings {
  UnitMode mode = UnitMode::FioCompat;
  std::optional<std::string> name;
  std::vector<std::string> filenames;
  SourceLoc filename_loc;
  std::string directory = ".";
  std::optional<uint64_t> size;
  SourceLoc size_loc;
  std::optional<uint64_t> filesize;
  SourceLoc filesize_loc;
  std::optional<uint64_t> nrfiles;
  SourceLoc nrfiles_loc;
  uint64_t offset = 0;
  uint64_t bs = 4096; // fio default
  SourceLoc bs_loc;
  uint64_t skip = 0;
  IoDir dir = IoDir::Read; // fio's default rw is read
  IoPattern pattern = IoPattern::Sequential;
  std::optional<SourceLoc> rw_loc;
  std::string rw_text = "read";
  IoEngine engine = IoEngine::Psync;
  int iodepth = 1;
  bool force_async = false;
  bool huge_buffers = false;
  bool malloc_buffers = true; // mem=malloc (fio's default)
  uint64_t mem_align = 0;
  int numjobs = 1;
  bool direct = false;
  uint64_t fsync_every = 0;
  uint64_t fdatasync_every = 0;
  bool end_fsync = false;
  bool invalidate = true;
  bool preallocate = true;
  double runtime = 0;
  bool time_based = false;
  double ramp_time = 0;
  double start_delay = 0;
  bool stonewall = false;
  bool group_reporting = false;
  bool zero_buffers = false;
  bool scramble_buffers = true;
  bool randrepeat = true;
  uint64_t randseed = 0;
  bool thread = false;
  LogOptions logs;
  StatOptions stats;
  std::optional<SourceLoc> log_offset_loc;
  std::vector<std::pair<std::string, std::string>> options;
};

uint64_t size_value(const RawOption& o, const FioOptionDef& def, UnitMode mode)
{
  const std::string v(trim(*o.value));
  if (!v.empty() && v.back() == '%')
    bad_value(o, def, "sizes in percent are not supported (fio takes them relative to a device's capacity, "
                      "which wbsim does not have); give bytes");
  try {
    return parse_size(v, mode);
  } catch (const UnitError& e) {
    bad_value(o, def, e.what());
  }
}

int64_t int_value(const RawOption& o, const FioOptionDef& def, int64_t lo, int64_t hi)
{
  int64_t v = 0;
  try {
    v = parse_int(*o.value);
  } catch (const UnitError& e) {
    bad_value(o, def, e.what());
  }
  if (v < lo || v > hi)
    bad_value(o, def, "out of range");
  return v;
}

bool bool_value(const RawOption& o, const FioOptionDef& def)
{
  if (!o.value)
    return true; // a bare flag (only reaches here when takes_value is false)
  try {
    return parse_bool(*o.value);
  } catch (const UnitError& e) {
    bad_value(o, def, e.what());
  }
}

double time_value(const RawOption& o, const FioOptionDef& def)
{
  double v = 0;
  try {
    v = parse_time(*o.value, 1.0); // fio: a bare number of runtime/ramp_time/startdelay is seconds
  } catch (const UnitError& e) {
    bad_value(o, def, e.what());
  }
  if (v > kYear)
    bad_value(o, def, "longer than a year");
  return v;
}

// A real-I/O-only option: its value is checked as fio would, then has no
// effect on the simulation.
void check_real_io_only(const RawOption& o, const FioOptionDef& def, UnitMode mode)
{
  const std::string type = def.type;
  if (type == "bool") {
    bool_value(o, def);
  } else if (type == "int") {
    int_value(o, def, 0, 100); // the percentages
  } else if (type == "size") {
    size_value(o, def, mode);
  } else if (type == "choice") {
    const std::string v(trim(*o.value));
    const std::string range = def.range;
    size_t from = 0;
    while (from <= range.size()) {
      const size_t comma = range.find(", ", from);
      if (range.substr(from, comma == std::string::npos ? std::string::npos : comma - from) == v)
        return;
      if (comma == std::string::npos)
        break;
      from = comma + 2;
    }
    bad_value(o, def, "'" + v + "' is not accepted by wbsim");
  }
}

void apply_rw(Settings& s, const RawOption& o, const FioOptionDef& def)
{
  const std::string v(trim(*o.value));
  const size_t colon = v.find(':');
  const std::string mode = v.substr(0, colon);
  if (mode == "write") {
    s.dir = IoDir::Write;
    s.pattern = IoPattern::Sequential;
  } else if (mode == "randwrite") {
    s.dir = IoDir::Write;
    s.pattern = IoPattern::Random;
  } else if (mode == "read") {
    s.dir = IoDir::Read;
    s.pattern = IoPattern::Sequential;
  } else if (mode == "randread") {
    s.dir = IoDir::Read;
    s.pattern = IoPattern::Random;
  } else if (mode == "rw" || mode == "readwrite" || mode == "randrw" || mode == "trim" || mode == "randtrim" ||
             mode == "trimwrite") {
    bad_value(o, def, "'" + mode + "' is a valid fio pattern but wbsim does not model it");
  } else {
    bad_value(o, def, "unknown pattern '" + mode + "'");
  }
  s.skip = 0;
  if (colon != std::string::npos) {
    // fio HOWTO, rw: for sequential patterns the suffix is a hole skipped after
    // each IO; for random ones it counts IOs per new offset, not modelled.
    if (s.pattern == IoPattern::Random)
      bad_value(o, def, "the ':<N>' suffix of random patterns (IOs per random offset) is not modelled");
    const std::string skip = v.substr(colon + 1);
    try {
      s.skip = parse_size(skip, s.mode);
    } catch (const UnitError& e) {
      bad_value(o, def, "skip '" + skip + "': " + e.what());
    }
  }
  s.rw_loc = o.loc;
  s.rw_text = v;
}

// The on/off reporting options (lat_percentiles, which remembers whether it
// was given, is apart).
bool StatOptions::*stat_flag(const std::string& key)
{
  static const std::pair<const char*, bool StatOptions::*> flags[] = {
      {"clat_percentiles", &StatOptions::clat_percentiles}, {"slat_percentiles", &StatOptions::slat_percentiles},
      {"disable_lat", &StatOptions::disable_lat},           {"disable_clat", &StatOptions::disable_clat},
      {"disable_slat", &StatOptions::disable_slat},         {"disable_bw_measurement", &StatOptions::disable_bw}};
  for (const auto& [name, member] : flags)
    if (key == name)
      return member;
  return nullptr;
}

// percentile_list=99.5:99.9 (fio parse.c FIO_OPT_FLOAT_LIST): up to 20
// values in (0, 100]; the text prints as many decimals as the most precise
// one has. fio ends its list at a 0, so a 0 would silently drop what follows
// it: refused. Kept in increasing order, as fio sorts the list before use.
void apply_percentile_list(StatOptions& st, const RawOption& o, const FioOptionDef& def)
{
  const std::string v(trim(*o.value));
  std::vector<double> list;
  int precision = 0;
  size_t from = 0;
  while (true) {
    const size_t colon = v.find(':', from);
    const std::string item(trim(v.substr(from, colon == std::string::npos ? std::string::npos : colon - from)));
    if (list.size() == kPercentileListMax)
      bad_value(o, def, "more than " + std::to_string(kPercentileListMax) + " percentiles");
    char* end = nullptr;
    const double p = item.empty() ? 0.0 : std::strtod(item.c_str(), &end);
    if (item.empty() || end != item.c_str() + item.size() || !std::isfinite(p))
      bad_value(o, def, "'" + item + "' is not a number");
    if (!(p > 0.0) || p > 100.0)
      bad_value(o, def, "'" + item + "' is not above 0 and at most 100");
    const size_t dot = item.find('.');
    if (dot != std::string::npos) {
      int decimals = 0;
      for (size_t i = dot + 1; i < item.size() && item[i] >= '0' && item[i] <= '9'; ++i)
        ++decimals;
      precision = std::max(precision, decimals);
    }
    list.push_back(p);
    if (colon == std::string::npos)
      break;
    from = colon + 1;
  }
  std::sort(list.begin(), list.end());
  st.percentile_list = std::move(list);
  st.percentile_precision = precision;
}

void apply_option(Settings& s, const RawOption& o, const std::string& job, bool in_global)
{
  const FioOptionDef* def = find_fio_option(o.key);
  if (!def)
    fail(o.loc, "unknown option '" + o.key + "' in job '" + job + "'; wbsim accepts: " + accepted_names());
  if (def->takes_value && (!o.value || trim(*o.value).empty()))
    fail(o.loc, "option '" + o.key + "' in job '" + job + "' needs a value; accepted: " + def->range);

  const std::string key = canonical_name(o.key);
  if (key == "name") {
    // fio names every job after its section, overriding a global name=, so a
    // name in a global section would do nothing; only --name=global is one.
    if (in_global) {
      // fio names every job after its section (init.c get_new_job), so a
      // name in a global section names no job; fio's own examples carry one
      // (fio-seq-write.fio). Listed with the global options, as fio does.
      if (*o.value != "global")
        s.options.emplace_back(o.key, *o.value);
      return;
    }
    s.name = *o.value;
    return; // JobSpec.options lists the name first, not here
  }

  if (key == "description") {
    // Free text, as in fio; the model has no use for it.
  } else if (key == "filename") {
    const std::vector<std::string> names = split_colon_list(*o.value);
    for (const auto& n : names)
      if (n.empty())
        bad_value(o, *def, "empty file name in the list");
    s.filenames = names;
    s.filename_loc = o.loc;
  } else if (key == "directory") {
    const std::vector<std::string> dirs = split_colon_list(*o.value);
    if (dirs.size() != 1 || dirs[0].empty())
      bad_value(o, *def, "several directories (fio spreads files over them) are not modelled");
    s.directory = dirs[0];
  } else if (key == "size" || key == "filesize") {
    const uint64_t v = size_value(o, *def, s.mode);
    if (v < 1 || v > kPiB)
      bad_value(o, *def, fmt_u64(v) + " bytes is out of range");
    if (key == "size") {
      s.size = v;
      s.size_loc = o.loc;
    } else {
      s.filesize = v;
      s.filesize_loc = o.loc;
    }
  } else if (key == "nrfiles") {
    s.nrfiles = static_cast<uint64_t>(int_value(o, *def, 1, 1000000));
    s.nrfiles_loc = o.loc;
  } else if (key == "offset") {
    const uint64_t v = size_value(o, *def, s.mode);
    if (v >= kEiB)
      bad_value(o, *def, fmt_u64(v) + " bytes is out of range");
    s.offset = v;
  } else if (key == "bs") {
    if (o.value->find(',') != std::string::npos)
      bad_value(o, *def, "separate read,write block sizes are not modelled; give one size");
    const uint64_t v = size_value(o, *def, s.mode);
    if (v < 512 || v > 256 * kMiB)
      bad_value(o, *def, fmt_u64(v) + " bytes is out of range");
    if (v % 512 != 0)
      bad_value(o, *def, fmt_u64(v) + " bytes is not a multiple of 512");
    s.bs = v;
    s.bs_loc = o.loc;
  } else if (key == "rw") {
    apply_rw(s, o, *def);
  } else if (key == "ioengine") {
    const std::string v(trim(*o.value));
    if (v == "sync")
      s.engine = IoEngine::Sync;
    else if (v == "psync")
      s.engine = IoEngine::Psync;
    else if (v == "pvsync")
      s.engine = IoEngine::Pvsync;
    else if (v == "libaio")
      s.engine = IoEngine::Libaio;
    else if (v == "io_uring")
      s.engine = IoEngine::IoUring;
    else
      bad_value(o, *def, "engine '" + v + "' is not modelled");
  } else if (key == "iodepth") {
    s.iodepth = static_cast<int>(int_value(o, *def, 1, 65535));
  } else if (key == "force_async") {
    s.force_async = int_value(o, *def, 0, 1) == 1;
  } else if (key == "numjobs") {
    s.numjobs = static_cast<int>(int_value(o, *def, 1, 4096));
  } else if (key == "mem" || key == "iomem") {
    check_real_io_only(o, *def, s.mode); // one of the choices
    const std::string v(trim(*o.value));
    s.huge_buffers = v == "shmhuge" || v == "mmaphuge";
    s.malloc_buffers = v == "malloc";
  } else if (key == "mem_align" || key == "iomem_align") {
    s.mem_align = size_value(o, *def, s.mode);
    if (s.mem_align > 1048576)
      bad_value(o, *def, "out of range");
  } else if (key == "direct") {
    s.direct = bool_value(o, *def);
  } else if (key == "buffered") {
    s.direct = !bool_value(o, *def); // fio: buffered is the inverse of direct
  } else if (key == "fsync") {
    s.fsync_every = static_cast<uint64_t>(int_value(o, *def, 0, std::numeric_limits<uint32_t>::max()));
  } else if (key == "fdatasync") {
    s.fdatasync_every = static_cast<uint64_t>(int_value(o, *def, 0, std::numeric_limits<uint32_t>::max()));
  } else if (key == "end_fsync") {
    s.end_fsync = bool_value(o, *def);
  } else if (key == "invalidate") {
    s.invalidate = bool_value(o, *def);
  } else if (key == "fallocate") {
    check_real_io_only(o, *def, s.mode); // one of the accepted choices
    const std::string v(trim(*o.value));
    s.preallocate = v != "none" && v != "0";
  } else if (key == "runtime") {
    s.runtime = time_value(o, *def);
  } else if (key == "time_based") {
    s.time_based = bool_value(o, *def);
  } else if (key == "ramp_time") {
    s.ramp_time = time_value(o, *def);
  } else if (key == "startdelay") {
    s.start_delay = time_value(o, *def);
  } else if (key == "stonewall") {
    s.stonewall = bool_value(o, *def);
  } else if (key == "group_reporting") {
    s.group_reporting = bool_value(o, *def);
  } else if (key == "zero_buffers") {
    s.zero_buffers = bool_value(o, *def);
  } else if (key == "scramble_buffers") {
    s.scramble_buffers = bool_value(o, *def);
  } else if (key == "randrepeat") {
    s.randrepeat = bool_value(o, *def);
  } else if (key == "randseed") {
    s.randseed = static_cast<uint64_t>(int_value(o, *def, 0, std::numeric_limits<int64_t>::max()));
  } else if (key == "thread") {
    s.thread = bool_value(o, *def);
  } else if (key == "write_bw_log") {
    s.logs.bw = o.value.value_or("");
  } else if (key == "write_iops_log") {
    s.logs.iops = o.value.value_or("");
  } else if (key == "write_lat_log") {
    s.logs.lat = o.value.value_or("");
  } else if (key == "write_hist_log") {
    s.logs.hist = o.value.value_or("");
  } else if (key == "log_avg_msec") {
    s.logs.avg_msec = static_cast<uint64_t>(int_value(o, *def, 0, 86400000));
  } else if (key == "log_hist_msec") {
    s.logs.hist_msec = static_cast<uint64_t>(int_value(o, *def, 0, 86400000));
  } else if (key == "log_hist_coarseness") {
    s.logs.hist_coarseness = static_cast<int>(int_value(o, *def, 0, 6));
  } else if (key == "per_job_logs") {
    s.logs.per_job = bool_value(o, *def);
  } else if (key == "log_offset") {
    s.logs.offset = bool_value(o, *def);
    s.log_offset_loc = o.loc;
  } else if (key == "log_max_value") {
    s.logs.max_value = bool_value(o, *def);
  } else if (key == "bwavgtime") {
    s.logs.bw_avg_msec = static_cast<uint64_t>(int_value(o, *def, 1, 86400000));
    s.logs.bw_avg_given = true;
  } else if (key == "iopsavgtime") {
    s.logs.iops_avg_msec = static_cast<uint64_t>(int_value(o, *def, 1, 86400000));
    s.logs.iops_avg_given = true;
  } else if (bool StatOptions::*flag = stat_flag(key)) {
    s.stats.*flag = bool_value(o, *def);
  } else if (key == "lat_percentiles") {
    s.stats.lat_percentiles = bool_value(o, *def);
  } else if (key == "percentile_list") {
    apply_percentile_list(s.stats, o, *def);
  } else if (key == "kb_base") {
    const int64_t v = int_value(o, *def, 0, std::numeric_limits<int64_t>::max());
    if (v != 1000 && v != 1024)
      bad_value(o, *def, "kb_base must be 1000 or 1024");
    s.mode = v == 1000 ? UnitMode::FioSI : UnitMode::FioCompat;
  } else if (def->real_io_only) {
    check_real_io_only(o, *def, s.mode);
  } else {
    // A table entry without semantics would be silently ignored: refuse it.
    fail(o.loc, "internal error: option '" + o.key + "' is in the table but has no meaning in wbsim");
  }
  s.options.emplace_back(o.key, o.value.value_or(""));
}

// Applies a section: kb_base first, as fio parses it before the other options
// so that it governs every size of the section wherever it is written.
void apply_section(Settings& s, const RawSection& sec, const std::string& job, bool in_global)
{
  for (const auto& o : sec.options)
    if (o.key == "kb_base") {
      Settings scratch = s; // validate and take the mode; the list entry is added in order below
      apply_option(scratch, o, job, in_global);
      s.mode = scratch.mode;
    }
  for (const auto& o : sec.options)
    apply_option(s, o, job, in_global);
}

std::string join_path(const std::string& dir, const std::string& name)
{
  if (!name.empty() && name[0] == '/')
    return name; // absolute file names ignore directory
  return dir + "/" + name;
}

// Checks the job as a whole and expands numjobs; `group_id` is the group of
// its first clone, already advanced for stonewall.
// `inherited`: how many of s.options came from [global] (fio reports them as
// "global options", and only the section's own as "job options").
void finish_job(const Settings& s, const RawSection& sec, int group_id, size_t inherited, std::vector<JobSpec>& out)
{
  const std::string name = s.name.value_or(sec.name);
  if (name.empty())
    fail(sec.loc, "job has an empty name");

  if (s.dir == IoDir::Read && !s.direct) {
    if (s.rw_loc)
      fail(*s.rw_loc, "job '" + name + "': rw=" + s.rw_text +
                          ": buffered reads are not modelled; use direct=1 or a write workload");
    fail(sec.loc, "job '" + name + "' has no rw=, and fio's default is rw=read: buffered reads are not modelled; "
                                   "use direct=1 or a write workload (e.g. rw=write)");
  }

  // The model places sequential IOs only; a random job's offsets are not drawn.
  if (s.logs.offset && s.pattern == IoPattern::Random)
    fail(*s.log_offset_loc, "job '" + name + "': log_offset=1 with rw=" + s.rw_text +
                                ": the model does not draw random offsets, so it has none to log; accepted with "
                                "sequential patterns (write, read, write:<skip>)");

  // A simulated job that never ends would hang the run instead of failing.
  if (s.time_based && s.runtime <= 0)
    fail(sec.loc, "job '" + name + "' has time_based but no runtime; give runtime= (e.g. runtime=30)");

  // fio: with filename=, the job uses exactly the files listed.
  uint64_t nrfiles = s.nrfiles.value_or(1);
  if (!s.filenames.empty()) {
    if (s.nrfiles && *s.nrfiles != s.filenames.size())
      fail(s.nrfiles_loc, "job '" + name + "': nrfiles=" + fmt_u64(*s.nrfiles) + " but filename= lists " +
                              fmt_u64(s.filenames.size()) + " file(s); drop nrfiles or list that many files");
    nrfiles = s.filenames.size();
  }

  if (!s.size && !s.filesize)
    fail(sec.loc, "job '" + name + "' needs size= or filesize=");
  uint64_t file_size = 0;
  uint64_t size = 0;
  if (s.filesize) {
    file_size = *s.filesize;
    const uint64_t all_files = file_size * nrfiles; // <= 1 PiB * 1e6, fits in 64 bits
    // fio: size defaults to the files' total and never exceeds it.
    size = s.size ? std::min(*s.size, all_files) : all_files;
  } else {
    file_size = *s.size / nrfiles;
    size = file_size * nrfiles; // fio divides size equally; a remainder below nrfiles bytes is dropped
  }
  const SourceLoc& size_loc = s.size ? s.size_loc : s.filesize_loc;
  if (file_size < s.bs)
    fail(s.filesize ? s.filesize_loc : s.size_loc,
         "job '" + name + "': each file gets " + fmt_u64(file_size) + " bytes (" + format_bytes_iec(static_cast<double>(file_size)) +
             "), less than bs=" + fmt_u64(s.bs) + "; size must be at least one block per file");
  if (size < s.bs)
    fail(size_loc, "job '" + name + "': size " + fmt_u64(size) + " is less than bs=" + fmt_u64(s.bs));

  for (int clone = 0; clone < s.numjobs; ++clone) {
    JobSpec j;
    j.name = name;
    j.group_id = group_id;
    j.clone_index = clone;
    j.numjobs = s.numjobs;
    if (!s.filenames.empty()) {
      for (const auto& f : s.filenames)
        j.files.push_back(join_path(s.directory, f)); // clones share these files
    } else {
      // fio's default file name: $jobname.$jobnum.$filenum
      for (uint64_t f = 0; f < nrfiles; ++f)
        j.files.push_back(join_path(s.directory, name + "." + std::to_string(clone) + "." + std::to_string(f)));
    }
    j.file_size = file_size;
    j.size = size;
    j.offset = s.offset;
    j.block_size = s.bs;
    j.skip = s.skip;
    j.dir = s.dir;
    j.pattern = s.pattern;
    j.engine = s.engine;
    j.iodepth = s.iodepth;
    j.force_async = s.force_async;
    j.direct = s.direct;
    j.huge_buffers = s.huge_buffers;
    // fio aligns its buffers to a page plus mem_align for direct IO or a
    // given mem_align; otherwise they are where the allocator put them: a
    // malloc'd buffer of fio's size sits 16 bytes past a page (glibc's chunk
    // header), an mmap'd or shm one on the page.
    j.buffer_offset = (s.direct || s.mem_align > 0) ? s.mem_align % 4096 : s.malloc_buffers ? 16 : 0;
    j.fsync_every = s.fsync_every;
    j.fdatasync_every = s.fdatasync_every;
    j.end_fsync = s.end_fsync;
    j.invalidate = s.invalidate;
    j.preallocate = s.preallocate;
    j.runtime = s.runtime;
    j.time_based = s.time_based;
    j.ramp_time = s.ramp_time;
    j.start_delay = s.start_delay;
    j.stonewall = s.stonewall && clone == 0; // fio clears stonewall on clones: they run with the first
    j.group_reporting = s.group_reporting;
    j.zero_buffers = s.zero_buffers;
    // fio 3.33 here: zero_buffers=1 punted 128 KiB writes took 25.4-25.8 us,
    // as scramble_buffers=0 (24.2-25.4), against 27.3-31.3 scrambled.
    j.scramble_buffers = s.scramble_buffers && !s.zero_buffers;
    j.randrepeat = s.randrepeat;
    j.randseed = s.randseed;
    j.thread = s.thread;
    j.logs = s.logs;
    j.stats = s.stats;
    // A command line's --name is one of the job's options (fio lists it); a
    // job file's [section] header is not.
    if (std::any_of(sec.options.begin(), sec.options.end(), [](const RawOption& o) { return o.key == "name"; }))
      j.options.emplace_back("name", name);
    j.options.insert(j.options.end(), s.options.begin() + static_cast<std::ptrdiff_t>(std::min(inherited, s.options.size())),
                     s.options.end());
    out.push_back(std::move(j));
  }
}

} // namespace

Workload build_workload(const std::vector<RawSection>& sections, const std::string& source)
{
  Workload w;
  w.source = source;
  Settings global;
  int group_id = 0;
  bool any_job = false;
  for (const auto& sec : sections) {
    if (sec.name == "global") {
      apply_section(global, sec, "global", true);
      continue;
    }
    Settings s = global;
    apply_section(s, sec, sec.name, false);
    // fio: a stonewall starts a new group, except on the very first job.
    if (s.stonewall && any_job)
      ++group_id;
    finish_job(s, sec, group_id, global.options.size(), w.jobs);
    any_job = true;
  }
  if (!any_job)
    throw JobError(source + ": no jobs defined; add a [jobname] section (or --name=jobname) after the global options");
  w.global_options = global.options;
  return w;
}

} // namespace wbsim
