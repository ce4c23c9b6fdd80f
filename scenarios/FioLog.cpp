#include "FioLog.hpp"

#include "LatencyStats.hpp"

#include <algorithm>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <vector>

namespace wbsim {

namespace {

// One IO as the logs see it: when it completed (ms since the job's epoch,
// unrounded) and its latencies in ns.
struct LoggedIo {
  double ms;
  uint64_t lat, clat, slat;
  uint64_t index; // the job's logged IOs before it
};

uint64_t ns_of(double seconds)
{
  return seconds > 0 ? static_cast<uint64_t>(std::llround(seconds * 1e9)) : 0;
}

// Every IO of the job in completion order. A record of `count` IOs spreads
// them evenly from its first to its last completion; records can overlap (the
// positions of an async engine's reap cycles, the writes of a batch that fill
// a folio batch), so their IOs are merged by time. `index` counts the IOs in
// that order.
template <class F>
void for_each_io(const JobResult& job, F f)
{
  std::vector<const IoRecord*> recs;
  for (const IoRecord& r : job.io_log)
    if (r.count > 0)
      recs.push_back(&r);
  std::stable_sort(recs.begin(), recs.end(),
                   [](const IoRecord* a, const IoRecord* b) { return a->first_done < b->first_done; });
  struct Cursor {
    double t;
    size_t rec;
    uint64_t i;
  };
  auto later = [](const Cursor& a, const Cursor& b) { return a.t > b.t || (a.t == b.t && a.rec > b.rec); };
  auto time_of = [&](size_t rec, uint64_t i) {
    const IoRecord& r = *recs[rec];
    if (r.count == 1)
      return r.last_done;
    return r.first_done + (r.last_done - r.first_done) * static_cast<double>(i) / static_cast<double>(r.count - 1);
  };
  std::vector<Cursor> heap;
  size_t next = 0;
  uint64_t index = 0;
  while (next < recs.size() || !heap.empty()) {
    while (next < recs.size() && (heap.empty() || recs[next]->first_done <= heap.front().t)) {
      heap.push_back({time_of(next, 0), next, 0});
      std::push_heap(heap.begin(), heap.end(), later);
      ++next;
    }
    std::pop_heap(heap.begin(), heap.end(), later);
    Cursor c = heap.back();
    heap.pop_back();
    const IoRecord& r = *recs[c.rec];
    const uint64_t lat = ns_of(r.lat), slat = ns_of(r.slat);
    f(LoggedIo{std::max(0.0, (c.t - job.start_time) * 1e3), lat, lat > slat ? lat - slat : 0, slat, index++});
    if (++c.i < r.count) {
      heap.push_back({time_of(c.rec, c.i), c.rec, c.i});
      std::push_heap(heap.begin(), heap.end(), later);
    }
  }
}

// fio's mtime_since_now: whole milliseconds, truncated (0 for a time before the epoch).
uint64_t whole_ms(double ms)
{
  return ms > 0 ? static_cast<uint64_t>(std::floor(ms + 1e-6)) : 0;
}

class LogWriter {
public:
  LogWriter(std::ostream& out, const JobSpec& spec) : out_(out), spec_(spec) {}

  // iolog.c flush_samples: "time, value, ddir, bs[, offset], prio"; the
  // priority column is 0 for IOs without a real-time class.
  void line(uint64_t ms, uint64_t value, uint64_t bs, uint64_t offset)
  {
    const unsigned ddir = spec_.dir == IoDir::Write ? 1 : 0;
    char buf[160];
    if (spec_.logs.offset)
      std::snprintf(buf, sizeof buf, "%" PRIu64 ", %" PRIu64 ", %u, %" PRIu64 ", %" PRIu64 ", 0\n", ms, value, ddir, bs,
                    offset);
    else
      std::snprintf(buf, sizeof buf, "%" PRIu64 ", %" PRIu64 ", %u, %" PRIu64 ", 0\n", ms, value, ddir, bs);
    out_ << buf;
  }

  // The IO's offset: fio's sequential stream through each file, the files
  // taken round robin (file_service_type=roundrobin).
  uint64_t offset_of(uint64_t index) const
  {
    const uint64_t stride = spec_.block_size + spec_.skip;
    const uint64_t nfiles = std::max<size_t>(1, spec_.files.size());
    const uint64_t per_file = spec_.ios_per_file();
    const uint64_t in_pass = index % spec_.ios_per_pass(); // each pass starts again at the files' starts
    return spec_.offset + ((in_pass / nfiles) % per_file) * stride;
  }

private:
  std::ostream& out_;
  const JobSpec& spec_;
};

// stat.c add_log_sample with log_avg_msec for the latency logs: samples
// accumulate until an IO completes a window after the last entry; that IO's
// time stamps the window's mean (rounded), the next window starts at the
// multiple of log_avg_msec below it. finalize_logs writes what is left at the
// job's end.
class WindowMean {
public:
  // `max_value`: log_max_value, the window's largest sample instead (stat.c __add_stat_to_log).
  WindowMean(uint64_t msec, bool max_value) : msec_(msec), max_value_(max_value) {}
  void add(LogWriter& w, uint64_t ms, uint64_t value)
  {
    sum_ += static_cast<double>(value);
    max_ = std::max(max_, value);
    ++n_;
    if (ms < last_ || ms - last_ < msec_)
      return;
    flush(w, ms);
    last_ = ms - ms % msec_;
  }
  void flush(LogWriter& w, uint64_t ms)
  {
    if (n_ > 0)
      w.line(ms, max_value_ ? max_ : static_cast<uint64_t>(sum_ / static_cast<double>(n_) + 0.5), 0, 0);
    sum_ = 0;
    max_ = 0;
    n_ = 0;
  }

private:
  uint64_t msec_;
  bool max_value_;
  uint64_t last_ = 0;
  double sum_ = 0;
  uint64_t max_ = 0;
  uint64_t n_ = 0;
};

enum class LatKind { Lat, Clat, Slat };

void write_latency_log(LogWriter& w, const JobResult& job, LatKind kind)
{
  // fio takes slat samples only from engines that queue (io_u_queued), and
  // none of a latency its disable_* option turns off (the file stays empty).
  if (kind == LatKind::Slat && job.write.slat.count() == 0 && job.read.slat.count() == 0)
    return;
  const StatOptions& st = job.spec.stats;
  if ((kind == LatKind::Lat && st.disable_lat) || (kind == LatKind::Clat && st.disable_clat) ||
      (kind == LatKind::Slat && st.disable_slat))
    return;
  const uint64_t avg = job.spec.logs.avg_msec;
  WindowMean window(avg, job.spec.logs.max_value);
  for_each_io(job, [&](const LoggedIo& io) {
    const uint64_t v = kind == LatKind::Lat ? io.lat : kind == LatKind::Clat ? io.clat : io.slat;
    const uint64_t ms = whole_ms(io.ms);
    if (avg == 0)
      w.line(ms, v, job.spec.block_size, w.offset_of(io.index));
    else
      window.add(w, ms, v);
  });
  if (avg > 0)
    window.flush(w, whole_ms((job.end_time - job.start_time) * 1e3));
}

// The IOs completed in each window of `avg` ms that fio's helper thread
// samples (stat.c calc_log_samples -> __add_samples): one sample at each
// multiple of avg after the job's start while the job still writes, so
// neither during end_fsync (runstate TD_FSYNCING) nor at the job's very end
// (that sample loses the race with the job's exit: a real 2 s time_based job
// gave 3 samples of 500 ms, a 1 s one 9 bw log lines of 100 ms). The job
// counted its IOs into the windows as they completed (RateWindows).
std::vector<uint64_t> window_ios(const JobResult& job, bool bytes)
{
  // A job that ends (or starts its end_fsync) within ramp_time writes for no measured time.
  const uint64_t avg = bytes ? job.spec.logs.bw_window() : job.spec.logs.iops_window();
  const uint64_t end = whole_ms((job.end_time - job.end_fsync_time - job.start_time) * 1e3);
  const uint64_t windows = end > 0 ? (end - 1) / avg : 0;
  return (bytes ? job.bw_windows : job.iops_windows).first(windows);
}

// A window's KiB/s or IOPS as __add_samples computes it, in integers.
uint64_t window_rate(uint64_t ios, uint64_t bs, uint64_t avg, bool bytes)
{
  return bytes ? ios * bs * 1000 / avg / 1024 : ios * 1000 / avg;
}

// A per-IO sample (stat.c add_bw_sample, add_iops_sample): bs*1e6/clat_ns and 1.
uint64_t io_rate(const LoggedIo& io, uint64_t bs, bool bytes)
{
  return bytes ? (io.clat ? bs * 1000000 / io.clat : 0) : 1;
}

// One line per IO, or with a window the KiB/s and IOPS of each window that
// did IO, bs 0 (the samples fio's helper thread logs).
void write_rate_log(LogWriter& w, const JobResult& job, bool bytes)
{
  const uint64_t avg = bytes ? job.spec.logs.bw_window() : job.spec.logs.iops_window();
  const uint64_t bs = job.spec.block_size;
  if (avg == 0) {
    if (bytes && job.spec.stats.disable_bw)
      return; // io_u.c: no add_bw_sample
    for_each_io(job, [&](const LoggedIo& io) { w.line(whole_ms(io.ms), io_rate(io, bs, bytes), bs, w.offset_of(io.index)); });
    return;
  }
  const std::vector<uint64_t> ios = window_ios(job, bytes);
  for (uint64_t k = 0; k < ios.size(); ++k)
    if (ios[k] > 0)
      w.line((k + 1) * avg, window_rate(ios[k], bs, avg, bytes), 0, 0);
}

SampleStat rate_samples(const JobResult& job, bool bytes)
{
  const uint64_t avg = bytes ? job.spec.logs.bw_window() : job.spec.logs.iops_window();
  const uint64_t bs = job.spec.block_size;
  SampleStat s;
  if (avg == 0) {
    if (!(bytes && job.spec.stats.disable_bw))
      for_each_io(job, [&](const LoggedIo& io) { s.add(io_rate(io, bs, bytes)); });
    return s;
  }
  for (uint64_t n : window_ios(job, bytes))
    if (n > 0) // "No entries for interval": no sample
      s.add(window_rate(n, bs, avg, bytes));
  return s;
}

// stat.c add_clat_sample with log_hist_msec: once an IO completes
// log_hist_msec after the last line, a line "time, ddir, bs, " and the clat
// histogram's counts since the last line, 2^log_hist_coarseness buckets per
// column (iolog.c flush_hist_samples).
void write_hist_log(std::ostream& out, const JobResult& job)
{
  const uint64_t hist_msec = job.spec.logs.hist_msec;
  if (hist_msec == 0)
    return;
  const size_t stride = size_t{1} << job.spec.logs.hist_coarseness;
  std::vector<uint64_t> counts(LatencyStats::kPlatNr, 0);
  uint64_t last = 0;
  const unsigned ddir = job.spec.dir == IoDir::Write ? 1 : 0;
  for_each_io(job, [&](const LoggedIo& io) {
    counts[LatencyStats::bucket_index(io.clat)]++;
    const uint64_t ms = whole_ms(io.ms);
    if (last == 0)
      last = ms;
    if (ms < last || ms - last < hist_msec)
      return;
    out << ms << ", " << ddir << ", " << job.spec.block_size << ", ";
    for (size_t j = 0; j < counts.size(); j += stride) {
      uint64_t sum = 0;
      for (size_t k = j; k < j + stride; ++k)
        sum += counts[k];
      out << sum << (j + stride < counts.size() ? ", " : "\n");
    }
    std::fill(counts.begin(), counts.end(), 0);
    last = ms - (ms - last - hist_msec);
  });
}

} // namespace

void SampleStat::add(uint64_t value)
{
  // stat.c add_stat_sample, step for step (fio's figures to the last digit).
  if (samples == 0 || value > max)
    max = value;
  if (samples == 0 || value < min)
    min = value;
  const double v = static_cast<double>(value);
  const double delta = v - mean;
  if (delta != 0) {
    mean += delta / (static_cast<double>(samples) + 1.0);
    S += delta * (v - mean);
  }
  ++samples;
}

void SampleStat::sum(const SampleStat& o)
{
  if (o.samples == 0)
    return;
  if (samples == 0) {
    *this = o;
    return;
  }
  min += o.min;
  max += o.max;
  samples += o.samples;
  mean += o.mean;
  S += o.S;
}

double SampleStat::dev() const
{
  return samples > 1 ? std::sqrt(S / (static_cast<double>(samples) - 1.0)) : 0.0;
}

SampleStat fio_bw_samples(const JobResult& job)
{
  return rate_samples(job, true);
}

SampleStat fio_iops_samples(const JobResult& job)
{
  return rate_samples(job, false);
}

void write_fio_logs(const RunResult& result, const LogOpener& open)
{
  for (size_t n = 0; n < result.jobs.size(); ++n) {
    const JobResult& job = result.jobs[n];
    const LogOptions& logs = job.spec.logs;
    if (!logs.any())
      continue;
    // init.c gen_log_name; fio's thread numbers count jobs (and clones) from 1.
    auto path = [&](const std::string& prefix, const char* type) {
      const std::string base = prefix.empty() ? job.spec.name : prefix;
      return base + "_" + type + (logs.per_job ? "." + std::to_string(n + 1) : std::string()) + ".log";
    };
    const bool append = !logs.per_job;
    if (logs.lat) {
      const std::pair<const char*, LatKind> kinds[] = {
          {"lat", LatKind::Lat}, {"slat", LatKind::Slat}, {"clat", LatKind::Clat}};
      for (const auto& [type, kind] : kinds) {
        LogWriter w(open(path(*logs.lat, type), append), job.spec);
        write_latency_log(w, job, kind);
      }
    }
    if (logs.hist)
      write_hist_log(open(path(*logs.hist, "clat_hist"), append), job);
    if (logs.bw) {
      LogWriter w(open(path(*logs.bw, "bw"), append), job.spec);
      write_rate_log(w, job, true);
    }
    if (logs.iops) {
      LogWriter w(open(path(*logs.iops, "iops"), append), job.spec);
      write_rate_log(w, job, false);
    }
  }
}

} // namespace wbsim
