#include "FioReport.hpp"

#include "FioLog.hpp"
#include "StatTable.hpp"

#include "Units.hpp"
#include "Version.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdarg>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <map>
#include <utility>

namespace wbsim {

namespace {

// fio's part of the document in fio's key order; the wbsim block (built from
// the sorted nlohmann::json of Params and StatTable) keeps sorted keys.
using json = nlohmann::ordered_json;

constexpr const char* kFioVersion = "wbsim-0.1 (fio-3.33 compatible)";

__attribute__((format(printf, 1, 2))) std::string format(const char* fmt, ...)
{
  char buf[512];
  va_list ap;
  va_start(ap, fmt);
  const int n = std::vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  if (n < 0)
    return {};
  if (static_cast<size_t>(n) < sizeof buf)
    return std::string(buf, static_cast<size_t>(n));
  std::string big(static_cast<size_t>(n) + 1, '\0');
  va_start(ap, fmt);
  std::vsnprintf(big.data(), big.size(), fmt, ap);
  va_end(ap);
  big.resize(static_cast<size_t>(n));
  return big;
}

// fio keeps times as integer ms and ns. Round rather than truncate as fio's
// clock does: a simulated 1.25 s is 1249.9999... ms in floating point.
uint64_t to_ms(double seconds)
{
  return seconds > 0 ? static_cast<uint64_t>(std::llround(seconds * 1e3)) : 0;
}

uint64_t to_ns(double seconds)
{
  return seconds > 0 ? static_cast<uint64_t>(std::llround(seconds * 1e9)) : 0;
}

size_t digits(uint64_t v)
{
  return std::to_string(v).size();
}

// fio's num2str: at most `maxlen` digits, scaling by 1000 or 1024 with a
// prefix; once scaled, the remainder fills the spare digits as decimals, or
// rounds the integer when there is no room ("3277MiB", "18.8MiB", "48.0k").
std::string num2str(uint64_t num, size_t maxlen, bool pow2, const char* unit)
{
  static const char* const iec[] = {"", "Ki", "Mi", "Gi", "Ti", "Pi", "Ei"};
  static const char* const si[] = {"", "k", "M", "G", "T", "P", "E"};
  const uint64_t thousand = pow2 ? 1024 : 1000;
  const char* const* prefix = pow2 ? iec : si;
  size_t post = 0;
  bool scaled = false;
  uint64_t modulo = 0;
  while (digits(num) > maxlen && post < 6) {
    modulo = num % thousand;
    num /= thousand;
    ++post;
    scaled = true;
  }
  if (!scaled)
    return std::to_string(num) + prefix[post] + unit;

  const size_t int_digits = digits(num);
  const size_t decimals = maxlen > int_digits ? maxlen - int_digits : 0;
  if (decimals <= 1) {
    if (modulo >= thousand / 2)
      ++num;
    return std::to_string(num) + prefix[post] + unit;
  }
  const int places = static_cast<int>(decimals - 1);
  std::string frac = format("%.*f", places, static_cast<double>(modulo) / static_cast<double>(thousand));
  if (frac[0] == '1') { // the fraction rounded up to a whole unit
    ++num;
    frac = format("%.*f", places, 0.0);
  }
  return std::to_string(num) + "." + frac.substr(2) + prefix[post] + unit;
}

// One entry of fio's report: a job, or a group_reporting group of jobs.
struct Entry {
  JobResult job;
  int members = 1;
  double job_runtime = 0; // fio sums total_run_time over a group (stat.c sum_thread_stats)
  SampleStat bw[2], iops[2]; // fio's bw (KiB/s) and iops samples; 0 = read, 1 = write
};

// fio records no samples of a latency its disable_* option turns off
// (io_u.c account_io_completion): its N is 0 and it has no percentiles; with
// disable_clat no sync latencies and no latency_ns/us/ms either.
JobResult as_recorded(JobResult job)
{
  const StatOptions& st = job.spec.stats;
  for (DirResult* d : {&job.read, &job.write}) {
    if (st.disable_lat)
      d->lat = LatencyStats{};
    if (st.disable_clat)
      d->clat = LatencyStats{};
    if (st.disable_slat)
      d->slat = LatencyStats{};
  }
  if (st.disable_clat)
    job.sync = LatencyStats{};
  return job;
}

Entry entry_of(const JobResult& recorded)
{
  Entry e{as_recorded(recorded), 1, recorded.runtime(), {}, {}};
  const int d = recorded.spec.dir == IoDir::Write ? 1 : 0;
  e.bw[d] = fio_bw_samples(recorded);
  e.iops[d] = fio_iops_samples(recorded);
  return e;
}

void merge_dir(DirResult& into, const DirResult& from)
{
  into.io_bytes += from.io_bytes;
  into.total_ios += from.total_ios;
  into.slat.merge(from.slat);
  into.clat.merge(from.clat);
  into.lat.merge(from.lat);
}

std::vector<Entry> entries_of(const RunResult& result)
{
  std::vector<Entry> out;
  for (const auto& recorded : result.jobs) {
    Entry one = entry_of(recorded);
    const JobResult& job = one.job;
    // fio merges consecutive group_reporting jobs of one group (stat.c,
    // __show_run_stats); stonewall starts a new group, so they are adjacent.
    if (job.spec.group_reporting && !out.empty() && out.back().job.spec.group_reporting &&
        out.back().job.spec.group_id == job.spec.group_id) {
      Entry& e = out.back();
      merge_dir(e.job.write, job.write);
      merge_dir(e.job.read, job.read);
      e.job.sync.merge(job.sync);
      e.job.sync_ios += job.sync_ios;
      e.job.datasync_ios += job.datasync_ios;
      e.job.cpu_usr += job.cpu_usr;
      e.job.cpu_sys += job.cpu_sys;
      for (size_t i = 0; i < e.job.depth.size(); ++i) {
        e.job.depth[i] += job.depth[i];
        e.job.submit[i] += job.submit[i];
        e.job.complete[i] += job.complete[i];
      }
      e.job.start_time = std::min(e.job.start_time, job.start_time);
      e.job.end_time = std::max(e.job.end_time, job.end_time);
      e.job.end_fsync_time = std::max(e.job.end_fsync_time, job.end_fsync_time);
      if (e.job.error == 0)
        e.job.error = job.error;
      for (int d = 0; d < 2; ++d) {
        e.bw[d].sum(one.bw[d]);
        e.iops[d].sum(one.iops[d]);
      }
      ++e.members;
      e.job_runtime += job.runtime();
      continue;
    }
    out.push_back(std::move(one));
  }
  return out;
}

bool has_io(const DirResult& d)
{
  return d.io_bytes > 0 || d.total_ios > 0;
}

// fio's per-direction runtime: the job's runtime where the direction did IO.
uint64_t dir_runtime_ms(const JobResult& job, const DirResult& d)
{
  return has_io(d) ? to_ms(job.runtime()) : 0;
}

uint64_t bw_bytes_of(const DirResult& d, uint64_t runtime_ms)
{
  return runtime_ms ? d.io_bytes * 1000 / runtime_ms : 0;
}

// fio's group_run_stats for one direction: index 0 = read, 1 = write.
struct GroupDir {
  uint64_t io_bytes = 0;
  uint64_t min_run = 0, max_run = 0; // ms
  uint64_t min_bw = 0, max_bw = 0;   // bytes/s
  uint64_t agg() const { return max_run ? io_bytes * 1000 / max_run : 0; }
};

struct GroupStats {
  GroupDir dir[2];
};

std::map<int, GroupStats> group_stats(const std::vector<Entry>& entries)
{
  std::map<int, GroupStats> groups;
  for (const auto& e : entries) {
    GroupStats& g = groups[e.job.spec.group_id];
    const DirResult* dirs[2] = {&e.job.read, &e.job.write};
    for (int i = 0; i < 2; ++i) {
      const uint64_t runt = dir_runtime_ms(e.job, *dirs[i]);
      GroupDir& gd = g.dir[i];
      if (!runt)
        continue;
      const uint64_t bw = bw_bytes_of(*dirs[i], runt);
      const bool first = gd.max_run == 0;
      gd.min_run = first ? runt : std::min(gd.min_run, runt);
      gd.max_run = std::max(gd.max_run, runt);
      gd.min_bw = first ? bw : std::min(gd.min_bw, bw);
      gd.max_bw = first ? bw : std::max(gd.max_bw, bw);
      gd.io_bytes += dirs[i]->io_bytes;
    }
  }
  return groups;
}

std::string percentile_key(double p)
{
  return format("%f", p); // fio's keys: "99.000000"
}

// The job's percentile_list, in increasing order as fio sorts it (stat.c calc_clat_percentiles).
const std::vector<double>& percentiles_of(const JobSpec& spec)
{
  return spec.stats.percentile_list.empty() ? LatencyStats::default_percentiles() : spec.stats.percentile_list;
}

// Which latencies get percentiles (stat.c add_ddir_status_json,
// show_ddir_status); init.c turns a disabled latency's percentiles off.
struct PercentileChoice {
  bool slat, clat, lat_json, lat_text, sync_json;
};

PercentileChoice percentile_choice(const StatOptions& st)
{
  PercentileChoice c{};
  c.slat = st.slat_percentiles && !st.disable_slat;
  c.clat = st.clat_percentiles && !st.disable_clat;
  // Unset, wbsim's JSON keeps the lat_ns percentiles (StatOptions::lat_percentiles).
  c.lat_json = st.lat_percentiles.value_or(true) && !st.disable_lat;
  c.lat_text = st.lat_percentiles.value_or(false) && !st.disable_lat;
  c.sync_json = c.lat_json || c.clat;
  return c;
}

// json+ (fio stat.c add_ddir_lat_json): a latency with percentiles also gets
// "bins", the count of every non-empty histogram bucket keyed by the
// bucket's value in ns (plat_idx_to_val), which fio_jsonplus_clat2csv reads.
json lat_json(const LatencyStats& s, bool percentiles, bool bins, const std::vector<double>& list)
{
  json o = json::object();
  o["min"] = to_ns(s.min());
  o["max"] = to_ns(s.max());
  o["mean"] = s.mean() * 1e9;
  o["stddev"] = s.stddev() * 1e9;
  o["N"] = s.count();
  if (percentiles && s.count() > 0) {
    json p = json::object();
    for (double pct : list)
      p[percentile_key(pct)] = to_ns(s.percentile(pct));
    o["percentile"] = std::move(p);
    if (bins) {
      json b = json::object();
      s.for_each_bucket([&b](uint64_t value_ns, uint64_t count) { b[std::to_string(value_ns)] = count; });
      o["bins"] = std::move(b);
    }
  }
  return o;
}

// stat.c convert_agg_kbytes_percent: the mean sample (truncated to an int,
// as fio passes it) over the group's aggregate bandwidth, at most 100.
double percent_of_agg(double mean_kib, uint64_t group_agg)
{
  if (group_agg <= 1024)
    return 100.0;
  return std::min(100.0, static_cast<double>(static_cast<int>(mean_kib)) * 100.0 / (static_cast<double>(group_agg) / 1024.0));
}

json dir_json(const DirResult& d, const SampleStat& bw_s, const SampleStat& iops_s, uint64_t runtime_ms,
              uint64_t group_agg, bool bins, const JobSpec& spec)
{
  const uint64_t bw_bytes = bw_bytes_of(d, runtime_ms);
  const uint64_t bw = bw_bytes / 1024;
  const double iops = runtime_ms ? 1000.0 * static_cast<double>(d.total_ios) / static_cast<double>(runtime_ms) : 0.0;
  const PercentileChoice pc = percentile_choice(spec.stats);
  const auto& list = percentiles_of(spec);
  json o = json::object();
  o["io_bytes"] = d.io_bytes;
  o["io_kbytes"] = d.io_bytes / 1024;
  o["bw_bytes"] = bw_bytes;
  o["bw"] = bw;
  o["iops"] = iops;
  o["runtime"] = runtime_ms;
  o["total_ios"] = d.total_ios;
  o["short_ios"] = 0;
  o["drop_ios"] = 0;
  o["slat_ns"] = lat_json(d.slat, pc.slat, bins, list);
  o["clat_ns"] = lat_json(d.clat, pc.clat, bins, list);
  o["lat_ns"] = lat_json(d.lat, pc.lat_json, bins, list);
  // The samples of every bwavgtime/iopsavgtime window (FioLog); none: zeros.
  const bool any = bw_s.samples > 0;
  o["bw_min"] = any ? bw_s.min : 0;
  o["bw_max"] = any ? bw_s.max : 0;
  o["bw_agg"] = any ? percent_of_agg(bw_s.mean, group_agg) : 0.0;
  o["bw_mean"] = any ? bw_s.mean : 0.0;
  o["bw_dev"] = bw_s.dev();
  o["bw_samples"] = bw_s.samples;
  o["iops_min"] = iops_s.samples ? iops_s.min : 0;
  o["iops_max"] = iops_s.samples ? iops_s.max : 0;
  o["iops_mean"] = iops_s.samples ? iops_s.mean : 0.0;
  o["iops_stddev"] = iops_s.dev();
  o["iops_samples"] = iops_s.samples;
  return o;
}

const char* const kDepthKeys[] = {"1", "2", "4", "8", "16", "32", ">=64"};
const char* const kCallKeys[] = {"0", "4", "8", "16", "32", "64", ">=64"};
const char* const kRangeKeys[] = {"2", "4", "10", "20", "50", "100", "250", "500", "750", "1000", "2000", ">=2000"};

// stat.c stat_calc_dist: percent of the total, a non-empty bucket at least 0.1.
std::array<double, 7> depth_percent(const std::array<uint64_t, 7>& counts)
{
  uint64_t total = 0;
  for (uint64_t c : counts)
    total += c;
  std::array<double, 7> out{};
  for (size_t i = 0; i < counts.size(); ++i) {
    out[i] = total ? 100.0 * static_cast<double>(counts[i]) / static_cast<double>(total) : 0.0;
    if (counts[i] && out[i] < 0.1)
      out[i] = 0.1;
  }
  return out;
}

// fio's io_u_lat_n/_u/_m in percent of all IOs (stat.c stat_calc_lat, a
// non-empty range at least 0.01): each IO's clat (io_u_mark_latency gets the
// completion time) in [0,2), [2,4), [4,10) ... [750,1000) ns, then us, then
// ms up to [1000,2000) and >= 2000 ms.
struct LatencyRanges {
  std::array<double, 10> ns{}, us{};
  std::array<double, 12> ms{};
};

LatencyRanges latency_ranges(const JobResult& j)
{
  static const uint64_t kEdges[] = {2, 4, 10, 20, 50, 100, 250, 500, 750, 1000, 2000};
  auto slot = [](uint64_t x, size_t n) {
    size_t i = 0;
    while (i < n - 1 && x >= kEdges[i])
      ++i;
    return i;
  };
  std::array<uint64_t, 10> ns{}, us{};
  std::array<uint64_t, 12> ms{};
  for (const LatencyStats* s : {&j.read.clat, &j.write.clat})
    s->for_each_bucket([&](uint64_t v, uint64_t count) {
      if (v < 1000)
        ns[slot(v, 10)] += count;
      else if (v < 1000000)
        us[slot(v / 1000, 10)] += count;
      else
        ms[slot(v / 1000000, 12)] += count;
    });
  const double total = static_cast<double>(j.read.total_ios + j.write.total_ios);
  LatencyRanges r;
  auto percent = [total](const uint64_t* src, double* dst, size_t n) {
    for (size_t i = 0; i < n; ++i) {
      dst[i] = total > 0 ? 100.0 * static_cast<double>(src[i]) / total : 0.0;
      if (src[i] && dst[i] < 0.01)
        dst[i] = 0.01;
    }
  };
  percent(ns.data(), r.ns.data(), ns.size());
  percent(us.data(), r.us.data(), us.size());
  percent(ms.data(), r.ms.data(), ms.size());
  return r;
}

// fio's usr/sys: CPU seconds over the job's run time, in percent.
std::pair<double, double> cpu_percent(const Entry& e)
{
  if (e.job_runtime <= 0)
    return {0.0, 0.0};
  return {100.0 * e.job.cpu_usr / e.job_runtime, 100.0 * e.job.cpu_sys / e.job_runtime};
}

json job_json(const Entry& e, const std::map<int, GroupStats>& groups, bool bins)
{
  const JobResult& j = e.job;
  const GroupStats& g = groups.at(j.spec.group_id);
  json o = json::object();
  o["jobname"] = j.spec.name;
  o["groupid"] = j.spec.group_id;
  o["error"] = j.error;
  o["eta"] = 0;
  o["elapsed"] = static_cast<uint64_t>(std::ceil(std::max(0.0, j.end_time)));
  json opts = json::object();
  for (const auto& [k, v] : j.spec.options)
    opts[k] = v;
  o["job options"] = std::move(opts);
  o["read"] = dir_json(j.read, e.bw[0], e.iops[0], dir_runtime_ms(j, j.read), g.dir[0].agg(), bins, j.spec);
  o["write"] = dir_json(j.write, e.bw[1], e.iops[1], dir_runtime_ms(j, j.write), g.dir[1].agg(), bins, j.spec);
  o["trim"] = dir_json(DirResult{}, {}, {}, 0, 0, bins, j.spec);
  o["sync"] = {{"total_ios", j.sync_ios},
               {"lat_ns", lat_json(j.sync, percentile_choice(j.spec.stats).sync_json, bins, percentiles_of(j.spec))}};
  o["job_runtime"] = to_ms(e.job_runtime);
  // The simulated CPU time of the job's own thread (JobResult::cpu_usr/_sys);
  // context switches and page faults are not modelled.
  const auto [usr, sys] = cpu_percent(e);
  o["usr_cpu"] = usr;
  o["sys_cpu"] = sys;
  o["ctx"] = 0;
  o["majf"] = 0;
  o["minf"] = 0;
  // fio stat.c show_thread_status_json: the depth distributions in percent
  // of IOs (levels) or of calls (submit, complete), and the completion
  // latency of every IO in coarse ranges (io_u_mark_latency): a key is the
  // range's upper bound, values below 1 us in ns, below 1 ms in us, the rest in ms.
  auto keyed = [](const double* v, size_t n, const char* const* keys) {
    json d = json::object();
    for (size_t i = 0; i < n; ++i)
      d[keys[i]] = v[i];
    return d;
  };
  const auto level = depth_percent(j.depth), submit = depth_percent(j.submit), complete = depth_percent(j.complete);
  o["iodepth_level"] = keyed(level.data(), level.size(), kDepthKeys);
  o["iodepth_submit"] = keyed(submit.data(), submit.size(), kCallKeys);
  o["iodepth_complete"] = keyed(complete.data(), complete.size(), kCallKeys);
  const LatencyRanges r = latency_ranges(j);
  o["latency_ns"] = keyed(r.ns.data(), r.ns.size(), kRangeKeys);
  o["latency_us"] = keyed(r.us.data(), r.us.size(), kRangeKeys);
  o["latency_ms"] = keyed(r.ms.data(), r.ms.size(), kRangeKeys);

  // The latency_target options are not modelled: fio's values without them.
  o["latency_depth"] = j.spec.iodepth;
  o["latency_target"] = 0;
  o["latency_percentile"] = 100.0;
  o["latency_window"] = 0;
  return o;
}

std::vector<std::pair<std::string, double>> cpu_sorted(const ModelFigures& m)
{
  std::vector<std::pair<std::string, double>> v(m.cpu_time.begin(), m.cpu_time.end());
  std::sort(v.begin(), v.end(), [](const auto& a, const auto& b) {
    return a.second != b.second ? a.second > b.second : a.first < b.first;
  });
  return v;
}

double cpu_total(const ModelFigures& m)
{
  double total = 0;
  for (const auto& [name, s] : m.cpu_time)
    total += s;
  return total;
}

nlohmann::json wbsim_json(const RunResult& r, const ReportOptions& opts)
{
  const ModelFigures& m = r.model;
  nlohmann::json o = nlohmann::json::object();
  o["version"] = kWbsimVersion;
  o["command_line"] = opts.command_line;
  o["profile"] = r.profile;
  o["params"] = r.params.to_json();
  o["param_sources"] = r.params.sources_json();
  write_stats(o, r); // every scalar statistic and the lock and device rows (StatTable.def)
  const double total = cpu_total(m);
  nlohmann::json functions = nlohmann::json::array();
  for (const auto& [name, s] : cpu_sorted(m))
    functions.push_back({{"function", name}, {"seconds", s}, {"percent", total > 0 ? 100.0 * s / total : 0.0}});
  o["cpu"]["functions"] = std::move(functions);
  o["bottleneck"] = {{"verdict", m.bottleneck.verdict}, {"evidence", m.bottleneck.evidence}};

  if (opts.include_timeseries) {
    // Columnar: one array per quantity, which plots and pandas read directly.
    using J = nlohmann::json;
    J t = J::array(), dirty = J::array(), wb = J::array(), cached = J::array(), bw = J::array(), thr = J::array(),
      inflight = J::array();
    for (const auto& s : m.timeseries) {
      t.push_back(s.time);
      dirty.push_back(s.dirty);
      wb.push_back(s.writeback);
      cached.push_back(s.cached);
      bw.push_back(s.write_bw_estimate);
      thr.push_back(s.throttled);
      inflight.push_back(s.device_inflight);
    }
    o["timeseries"] = {{"interval_s", m.sample_interval},
                       {"time_s", std::move(t)},
                       {"dirty_bytes", std::move(dirty)},
                       {"writeback_bytes", std::move(wb)},
                       {"cached_bytes", std::move(cached)},
                       {"write_bw_estimate", std::move(bw)},
                       {"throttled_tasks", std::move(thr)},
                       {"device_inflight_bytes", std::move(inflight)}};
  }
  return o;
}

long long timestamp_of(const ReportOptions& opts, long long* ms)
{
  if (opts.timestamp != 0) {
    *ms = opts.timestamp * 1000;
    return opts.timestamp;
  }
  const auto now = std::chrono::system_clock::now().time_since_epoch();
  *ms = std::chrono::duration_cast<std::chrono::milliseconds>(now).count();
  return *ms / 1000;
}

// ctime's layout without the newline, in local time as fio prints it.
std::string time_string(long long ts)
{
  const auto t = static_cast<std::time_t>(ts);
  std::tm tm{};
  localtime_r(&t, &tm);
  char buf[64];
  std::strftime(buf, sizeof buf, "%a %b %e %H:%M:%S %Y", &tm);
  return buf;
}

// fio's display_lat: nsec unless min, max and stdev are all large enough for
// usec or msec (fio stat.h, nsec_to_usec / nsec_to_msec).
void display_lat(std::string& out, const char* name, const LatencyStats& s)
{
  if (s.count() == 0)
    return;
  uint64_t mn = to_ns(s.min()), mx = to_ns(s.max());
  double mean = s.mean() * 1e9, dev = s.stddev() * 1e9;
  const char* base = "(nsec)";
  if (mn > 2000000 && mx > 99999999ULL && dev > 1e6) {
    mn /= 1000000;
    mx /= 1000000;
    mean /= 1e6;
    dev /= 1e6;
    base = "(msec)";
  } else if (mn > 2000 && mx > 99999 && dev > 1e3) {
    mn /= 1000;
    mx /= 1000;
    mean /= 1e3;
    dev /= 1e3;
    base = "(usec)";
  }
  out += format("    %s %s: min=%s, max=%s, avg=%5.02f, stdev=%5.02f\n", name, base,
                num2str(mn, 6, false, "").c_str(), num2str(mx, 6, false, "").c_str(), mean, dev);
}

// fio's show_clat_percentiles: unit from the range of the reported values,
// values rounded up when scaled, four per line for the default width and
// precision (the most decimals in percentile_list; 2 for fio's default list).
void show_percentiles(std::string& out, const char* name, const LatencyStats& s, const JobSpec& spec)
{
  if (s.count() == 0)
    return;
  const auto& list = percentiles_of(spec);
  std::vector<uint64_t> vals;
  for (double p : list)
    vals.push_back(to_ns(s.percentile(p)));
  const uint64_t minv = *std::min_element(vals.begin(), vals.end());
  const uint64_t maxv = *std::max_element(vals.begin(), vals.end());
  int scale_down = 0;
  const char* unit = "nsec";
  if (minv > 2000000 && maxv > 99999999ULL) {
    scale_down = 2;
    unit = "msec";
  } else if (minv > 2000 && maxv > 99999) {
    scale_down = 1;
    unit = "usec";
  }
  for (auto& v : vals)
    for (int i = 0; i < scale_down; ++i)
      v = (v + 999) / 1000;
  const int precision = spec.stats.percentile_precision;
  const int width = std::max<int>(5, static_cast<int>(digits(*std::max_element(vals.begin(), vals.end()))));
  const size_t per_line = static_cast<size_t>((80 - 7) / (precision + 10 + width));

  out += format("    %s percentiles (%s):\n     |", name, unit);
  for (size_t j = 0; j < vals.size(); ++j) {
    if (j != 0 && j % per_line == 0)
      out += "     |";
    const bool last = j + 1 == vals.size();
    out += format(" %*.*fth=[%*llu]%c", precision + 3, precision, list[j], width,
                  static_cast<unsigned long long>(vals[j]), last ? '\n' : ',');
    if (!last && j % per_line == per_line - 1)
      out += "\n";
  }
}

void show_dir(std::string& out, const char* name, const JobResult& j, const DirResult& d, const SampleStat& bw_s,
              const SampleStat& iops_s, uint64_t group_agg)
{
  const uint64_t runt = dir_runtime_ms(j, d);
  const uint64_t bw = bw_bytes_of(d, runt);
  const uint64_t iops = runt ? 1000 * d.total_ios / runt : 0;
  // fio 3.33 ends a write line with zbd_write_status: "; N zone resets"
  // (0 here: the model has no zoned devices).
  out += format("  %s: IOPS=%s, BW=%s (%s)(%s/%llumsec)%s\n", name, num2str(iops, 4, false, "").c_str(),
                num2str(bw, 4, true, "B/s").c_str(), num2str(bw, 4, false, "B/s").c_str(),
                num2str(d.io_bytes, 4, true, "B").c_str(), static_cast<unsigned long long>(runt),
                std::strcmp(name, "write") == 0 ? "; 0 zone resets" : "");
  display_lat(out, "slat", d.slat);
  display_lat(out, "clat", d.clat);
  display_lat(out, " lat", d.lat);
  const PercentileChoice pc = percentile_choice(j.spec.stats);
  if (pc.slat)
    show_percentiles(out, "slat", d.slat, j.spec);
  if (pc.clat)
    show_percentiles(out, "clat", d.clat, j.spec);
  if (pc.lat_text)
    show_percentiles(out, "lat", d.lat, j.spec);
  // The samples' lines (stat.c show_ddir_status), in KiB/s, or MiB/s once the
  // mean passes 1024*1024 KiB/s.
  if (bw_s.samples > 0) {
    double mn = static_cast<double>(bw_s.min), mx = static_cast<double>(bw_s.max), mean = bw_s.mean, dev = bw_s.dev();
    const char* unit = "KiB";
    if (mean > 1024.0 * 1024.0) {
      mn /= 1024.0;
      mx /= 1024.0;
      mean /= 1024.0;
      dev /= 1024.0;
      unit = "MiB";
    }
    out += format("   bw (%5s/s): min=%5llu, max=%5llu, per=%3.2f%%, avg=%5.02f, stdev=%5.02f, samples=%llu\n", unit,
                  static_cast<unsigned long long>(mn), static_cast<unsigned long long>(mx),
                  percent_of_agg(bw_s.mean, group_agg), mean, dev, static_cast<unsigned long long>(bw_s.samples));
  }
  if (iops_s.samples > 0)
    out += format("   iops        : min=%5llu, max=%5llu, avg=%5.02f, stdev=%5.02f, samples=%llu\n",
                  static_cast<unsigned long long>(iops_s.min), static_cast<unsigned long long>(iops_s.max), iops_s.mean,
                  iops_s.dev(), static_cast<unsigned long long>(iops_s.samples));
}

// fio's show_lat: the non-empty ranges, five to a line.
void show_lat(std::string& out, const double* v, size_t n, const char* unit)
{
  int on_line = 0;
  for (size_t i = 0; i < n; ++i) {
    if (v[i] <= 0.0)
      continue;
    if (on_line == 5) {
      out += "\n";
      on_line = 0;
    }
    out += on_line == 0 ? format("  lat (%s)   : ", unit) : std::string(", ");
    out += format("%s=%3.2f%%", kRangeKeys[i], v[i]);
    ++on_line;
  }
  if (on_line)
    out += "\n";
}

void show_latencies(std::string& out, const JobResult& j)
{
  const LatencyRanges r = latency_ranges(j);
  show_lat(out, r.ns.data(), r.ns.size(), "nsec");
  show_lat(out, r.us.data(), r.us.size(), "usec");
  show_lat(out, r.ms.data(), r.ms.size(), "msec");
}

// fio's show_thread_status_normal after the latencies: cpu, the depth
// distributions, the IOs issued per direction (read, write, trim, sync) and
// the latency-target line (printed whenever latency_depth, the iodepth, is set).
void show_depths(std::string& out, const Entry& e)
{
  const JobResult& j = e.job;
  const auto [usr, sys] = cpu_percent(e);
  out += format("  cpu          : usr=%3.2f%%, sys=%3.2f%%, ctx=0, majf=0, minf=0\n", usr, sys);
  auto dist = [&out](const char* label, const std::array<double, 7>& v, const char* const* keys) {
    out += label;
    for (size_t i = 0; i < v.size(); ++i)
      out += format("%s%s=%3.1f%%", i ? ", " : "", keys[i], v[i]);
    out += "\n";
  };
  dist("  IO depths    : ", depth_percent(j.depth), kDepthKeys);
  dist("     submit    : ", depth_percent(j.submit), kCallKeys);
  dist("     complete  : ", depth_percent(j.complete), kCallKeys);
  out += format("     issued rwts: total=%llu,%llu,0,%llu short=0,0,0,0 dropped=0,0,0,0\n",
                static_cast<unsigned long long>(j.read.total_ios), static_cast<unsigned long long>(j.write.total_ios),
                static_cast<unsigned long long>(j.sync_ios));
  out += format("     latency   : target=0, window=0, percentile=100.00%%, depth=%d\n", j.spec.iodepth);
}

void show_group(std::string& out, int id, const GroupStats& g)
{
  static const char* const names[2] = {"   READ", "  WRITE"};
  out += format("\nRun status group %d (all jobs):\n", id);
  for (int i = 0; i < 2; ++i) {
    const GroupDir& d = g.dir[i];
    if (!d.max_run)
      continue;
    out += format("%s: bw=%s (%s), %s-%s (%s-%s), io=%s (%s), run=%llu-%llumsec\n", names[i],
                  num2str(d.agg(), 4, true, "B/s").c_str(), num2str(d.agg(), 4, false, "B/s").c_str(),
                  num2str(d.min_bw, 4, true, "B/s").c_str(), num2str(d.max_bw, 4, true, "B/s").c_str(),
                  num2str(d.min_bw, 4, false, "B/s").c_str(), num2str(d.max_bw, 4, false, "B/s").c_str(),
                  num2str(d.io_bytes, 4, true, "B").c_str(), num2str(d.io_bytes, 4, false, "B").c_str(),
                  static_cast<unsigned long long>(d.min_run), static_cast<unsigned long long>(d.max_run));
  }
}

// The wbsim block is read by people: three significant digits ("6.2GiB")
// rather than fio's four-digit integers ("6349MiB").
std::string short_bytes(double bytes)
{
  static const char* const names[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
  int i = 0;
  while (i < 5 && std::fabs(bytes) >= 1024) {
    bytes /= 1024;
    ++i;
  }
  return format(std::fabs(bytes) >= 100 ? "%.0f%s" : "%.3g%s", bytes, names[i]);
}

std::string short_seconds(double seconds)
{
  return seconds > 0 ? format_seconds(seconds) : "0s";
}

double util_percent(const DiskResult& d)
{
  return std::clamp(d.util * 100.0, 0.0, 100.0);
}

void show_wbsim(std::string& out, const RunResult& r)
{
  const ModelFigures& m = r.model;
  out += format("wbsim model (profile %s, simulated %.3gs in %.3gs wall, %llu activities):\n",
                r.profile.empty() ? "default" : r.profile.c_str(), r.sim_time, r.wall_time,
                static_cast<unsigned long long>(r.activities));
  out += format("  dirty threshold %s, background %s; peak dirty %s\n", short_bytes(m.dirty_threshold).c_str(),
                short_bytes(m.background_threshold).c_str(), short_bytes(m.peak_dirty).c_str());
  out += format("  throttle: %llu pauses, %s total, max %s\n", static_cast<unsigned long long>(m.throttle.pauses),
                short_seconds(m.throttle.total_pause).c_str(), short_seconds(m.throttle.max_pause).c_str());
  out += format("  flusher: %llu chunks, %llu bios, util %.1f%%\n", static_cast<unsigned long long>(m.flusher.chunks),
                static_cast<unsigned long long>(m.flusher.bios), m.flusher.utilisation * 100.0);
  if (m.fuse.active)
    out += format("  fuse daemon (%s): %.0f write requests, %.0f round trips, %s sent for %s of page cache "
                  "(amplification %.2fx), busy %s, util %.1f%%\n",
                  m.fuse.writeback_cache ? "writeback cache" : "write-through", m.fuse.write_requests,
                  m.fuse.round_trips, short_bytes(m.fuse.bytes).c_str(), short_bytes(m.fuse.dirty_bytes).c_str(),
                  m.fuse.amplification(), short_seconds(m.fuse.busy_time).c_str(), m.fuse.utilisation * 100.0);
  if (m.memory.faulted_in > 0 || m.memory.other_reclaimed > 0)
    out += format("  memory: %s of cold memory faulted in (%s of stalls), %s of other cache reclaimed\n",
                  short_bytes(m.memory.faulted_in).c_str(), short_seconds(m.memory.fault_time).c_str(),
                  short_bytes(m.memory.other_reclaimed).c_str());
  for (const auto& d : r.disks)
    out += format("  device %s: util %.1f%%\n", d.name.c_str(), util_percent(d));
  const double total = cpu_total(m);
  if (total > 0) {
    // Shares of the simulated CPU time, like a perf profile of the kernel.
    const auto fns = cpu_sorted(m);
    out += "  cpu:";
    for (size_t i = 0; i < fns.size() && i < 5; ++i)
      out += format("%s %s %.1f%%", i ? "," : "", fns[i].first.c_str(), 100.0 * fns[i].second / total);
    out += "\n";
  }
  // Locks: the busiest lock of each name prefix, and its callers.
  std::map<std::string, const LockFigures*> lock_util;
  for (const auto& l : m.locks)
    lock_util[l.lock] = &l;
  for (const auto& [name, lf] : lock_util) {
    out += format("  lock %s: util %.1f%% (peak %.1f%%, %.1f contenders when busy);", name.c_str(),
                  lf->utilisation * 100.0, lf->peak_utilisation * 100.0, lf->mean_contenders);
    for (const auto& l : m.locks)
      if (l.lock == name)
        out += format(" %s %.3g acq, hold %s, wait %s;", l.caller.c_str(), l.acquisitions,
                      short_seconds(l.hold).c_str(), short_seconds(l.wait).c_str());
    out += "\n";
  }
  if (!m.bottleneck.verdict.empty()) {
    out += "  bottleneck: " + m.bottleneck.verdict;
    if (!m.bottleneck.evidence.empty())
      out += " \xE2\x80\x94 " + m.bottleneck.evidence; // em dash
    out += "\n";
  }
}

// stat.c show_ddir_status_terse: kB, bw (KiB/s), iops, runtime (ms); slat
// and clat (us: min, max, mean, stdev); 20 percentile slots in us, of the
// lat with lat_percentiles, else of the clat with clat_percentiles, else
// none ("0%=0" past the list); lat; the bw samples' min, max, share of the
// group, mean, dev (zeros without samples).
void terse_dir(std::string& out, const JobResult& j, const DirResult& d, const SampleStat& bw_s, uint64_t group_agg)
{
  const uint64_t runt = dir_runtime_ms(j, d);
  const uint64_t bw = runt ? d.io_bytes * 1000 / runt / 1024 : 0;
  const uint64_t iops = runt ? 1000 * d.total_ios / runt : 0;
  out += format(";%llu;%llu;%llu;%llu", static_cast<unsigned long long>(d.io_bytes >> 10),
                static_cast<unsigned long long>(bw), static_cast<unsigned long long>(iops),
                static_cast<unsigned long long>(runt));
  auto lat = [&out](const LatencyStats& s) {
    if (s.count() == 0) {
      out += ";0;0;0.000000;0.000000";
      return;
    }
    out += format(";%llu;%llu;%f;%f", static_cast<unsigned long long>(to_ns(s.min()) / 1000),
                  static_cast<unsigned long long>(to_ns(s.max()) / 1000), s.mean() * 1e6, s.stddev() * 1e6);
  };
  lat(d.slat);
  lat(d.clat);
  const PercentileChoice pc = percentile_choice(j.spec.stats);
  const LatencyStats* ranked = pc.lat_text ? &d.lat : pc.clat ? &d.clat : nullptr;
  const auto& list = percentiles_of(j.spec);
  for (size_t i = 0; i < 20; ++i) {
    if (!ranked || i >= list.size()) {
      out += ";0%=0";
      continue;
    }
    const uint64_t v = ranked->count() ? to_ns(ranked->percentile(list[i])) : 0;
    out += format(";%f%%=%llu", list[i], static_cast<unsigned long long>(v / 1000));
  }
  lat(d.lat);
  if (bw_s.samples == 0) {
    out += ";0;0;0.000000%;0.000000;0.000000";
    return;
  }
  // Here fio divides by the aggregate in whole KiB/s (an infinite share, capped, below 1 KiB/s).
  const double agg_kib = static_cast<double>(group_agg / 1024);
  const double share = group_agg ? std::min(100.0, bw_s.mean * 100.0 / agg_kib) : 100.0;
  out += format(";%llu;%llu;%f%%;%f;%f", static_cast<unsigned long long>(bw_s.min),
                static_cast<unsigned long long>(bw_s.max), share, bw_s.mean, bw_s.dev());
}

} // namespace

std::string fio_terse(const RunResult& result)
{
  const auto entries = entries_of(result);
  const auto groups = group_stats(entries);
  std::string out;
  for (const auto& e : entries) {
    const JobResult& j = e.job;
    const GroupStats& g = groups.at(j.spec.group_id);
    // stat.c show_thread_status_terse_all, version 3: no trim fields.
    out += format("3;%s;%s;%d;%d", kFioVersion, j.spec.name.c_str(), j.spec.group_id, j.error);
    terse_dir(out, j, j.read, e.bw[0], g.dir[0].agg());
    terse_dir(out, j, j.write, e.bw[1], g.dir[1].agg());
    const auto [usr, sys] = cpu_percent(e);
    out += format(";%f%%;%f%%;0;0;0", usr, sys);
    for (double v : depth_percent(j.depth))
      out += format(";%3.1f%%", v);
    // stat_calc_lat_nu: the ns ranges are added to the first us range.
    LatencyRanges r = latency_ranges(j);
    for (double v : r.ns)
      r.us[0] += v;
    for (double v : r.us)
      out += format(";%3.2f%%", v);
    for (double v : r.ms)
      out += format(";%3.2f%%", v);
    for (const auto& d : result.disks)
      out += format(";%s;%llu;%llu;0;0;%llu;%llu;%llu;%3.2f%%", d.name.c_str(),
                    static_cast<unsigned long long>(d.read_ios), static_cast<unsigned long long>(d.write_ios),
                    static_cast<unsigned long long>(to_ms(d.read_ticks)),
                    static_cast<unsigned long long>(to_ms(d.write_ticks)),
                    static_cast<unsigned long long>(to_ms(d.in_queue)), util_percent(d));
    out += "\n";
  }
  return out;
}

std::vector<JobResult> reported_jobs(const RunResult& result)
{
  std::vector<JobResult> out;
  for (auto& e : entries_of(result)) {
    // A merged entry reports its member count where fio prints "jobs=N".
    if (e.members > 1)
      e.job.spec.numjobs = e.members;
    out.push_back(std::move(e.job));
  }
  return out;
}

json fio_json(const RunResult& result, const ReportOptions& opts)
{
  long long ms = 0;
  const long long ts = timestamp_of(opts, &ms);
  const auto entries = entries_of(result);
  const auto groups = group_stats(entries);

  json doc = json::object();
  doc["fio version"] = kFioVersion;
  doc["timestamp"] = ts;
  doc["timestamp_ms"] = ms;
  doc["time"] = time_string(ts);
  json global = json::object();
  for (const auto& [k, v] : result.global_options)
    global[k] = v;
  if (!global.empty()) // fio writes the key only when there are global options
    doc["global options"] = std::move(global);
  json jobs = json::array();
  for (const auto& e : entries)
    jobs.push_back(job_json(e, groups, opts.json_plus));
  doc["jobs"] = std::move(jobs);

  json disks = json::array();
  for (const auto& d : result.disks)
    // fio's keys in diskutil.c json_array_add_disk_util's order, then wbsim's sectors.
    disks.push_back({{"name", d.name},
                     {"read_ios", d.read_ios},
                     {"write_ios", d.write_ios},
                     {"read_merges", 0},
                     {"write_merges", 0},
                     {"read_ticks", to_ms(d.read_ticks)},
                     {"write_ticks", to_ms(d.write_ticks)},
                     {"in_queue", to_ms(d.in_queue)},
                     {"util", util_percent(d)},
                     {"read_sectors", d.read_bytes / 512},
                     {"write_sectors", d.write_bytes / 512}});
  doc["disk_util"] = std::move(disks);
  if (opts.wbsim_section && opts.section)
    doc["wbsim"] = opts.section->json;
  else if (opts.wbsim_section)
    doc["wbsim"] = wbsim_json(result, opts);
  return doc;
}

std::string fio_text(const RunResult& result, const ReportOptions& opts)
{
  long long ms = 0;
  const std::string when = time_string(timestamp_of(opts, &ms));
  const auto entries = entries_of(result);
  const auto groups = group_stats(entries);

  std::string out;
  for (const auto& e : entries) {
    const JobResult& j = e.job;
    if (!has_io(j.read) && !has_io(j.write) && j.sync.count() == 0)
      continue; // fio skips jobs that did no IO
    if (j.error == 0)
      out += format("%s: (groupid=%d, jobs=%d): err=%2d: pid=0: %s\n", j.spec.name.c_str(), j.spec.group_id, e.members,
                    j.error, when.c_str());
    else
      out += format("%s: (groupid=%d, jobs=%d): err=%2d (%s): pid=0: %s\n", j.spec.name.c_str(), j.spec.group_id,
                    e.members, j.error, std::strerror(j.error), when.c_str());
    if (j.read.io_bytes > 0)
      show_dir(out, "read", j, j.read, e.bw[0], e.iops[0], groups.at(j.spec.group_id).dir[0].agg());
    if (j.write.io_bytes > 0)
      show_dir(out, "write", j, j.write, e.bw[1], e.iops[1], groups.at(j.spec.group_id).dir[1].agg());
    show_latencies(out, j);
    if (j.sync.count() > 0) {
      out += "  fsync/fdatasync/sync_file_range:\n";
      display_lat(out, "sync", j.sync);
      show_percentiles(out, "sync", j.sync, j.spec);
    }
    show_depths(out, e);
  }
  for (const auto& [id, g] : groups)
    show_group(out, id, g);

  if (!result.disks.empty()) {
    out += "\nDisk stats (read/write):\n";
    for (const auto& d : result.disks)
      out += format("  %s: ios=%llu/%llu, sectors=%llu/%llu, merge=0/0, ticks=%llu/%llu, in_queue=%llu, util=%3.2f%%\n",
                    d.name.c_str(), static_cast<unsigned long long>(d.read_ios),
                    static_cast<unsigned long long>(d.write_ios), static_cast<unsigned long long>(d.read_bytes / 512),
                    static_cast<unsigned long long>(d.write_bytes / 512),
                    static_cast<unsigned long long>(to_ms(d.read_ticks)),
                    static_cast<unsigned long long>(to_ms(d.write_ticks)),
                    static_cast<unsigned long long>(to_ms(d.in_queue)), util_percent(d));
  }
  if (opts.wbsim_section) {
    out += "\n";
    if (opts.section)
      out += opts.section->text;
    else
      show_wbsim(out, result);
  }
  return out;
}

} // namespace wbsim
