#include "PublishedData.hpp"

#include "StatTable.hpp"
#include "Utf8.hpp"

#include "JobFile.hpp"
#include "PathLookup.hpp"
#include "Params.hpp"
#include "Units.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

namespace fs = std::filesystem;
using nlohmann::json;

namespace wbsim {

namespace {

const char* const kHeader = "scenario,metric,value,unit,source";

std::string trim(const std::string& s)
{
  const auto b = s.find_first_not_of(" \t\r");
  if (b == std::string::npos)
    return "";
  const auto e = s.find_last_not_of(" \t\r");
  return s.substr(b, e - b + 1);
}

} // namespace

// One CSV record: fields split on commas, "quoted, fields" with "" for a quote.
std::vector<std::string> split_csv_record(const std::string& line, const std::string& where)
{
  std::vector<std::string> out;
  std::string cur;
  bool quoted = false, was_quoted = false;
  for (size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quoted) {
      if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
        cur += '"';
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        cur += c;
      }
    } else if (c == '"' && trim(cur).empty()) {
      quoted = was_quoted = true;
      cur.clear();
    } else if (c == ',') {
      out.push_back(was_quoted ? cur : trim(cur));
      cur.clear();
      was_quoted = false;
    } else {
      cur += c;
    }
  }
  if (quoted)
    throw PublishedError(where + ": unterminated quoted field (a quote inside a quoted field is written \"\")");
  out.push_back(was_quoted ? cur : trim(cur));
  return out;
}

namespace {

// cpu_share:FUNC is a kernel function's share of the simulated CPU profile
// (wbsim.cpu.functions), the model's counterpart of a perf percentage.
enum class MetricKind { Bandwidth, Rate, Time, Raw, CpuShare };

struct Metric {
  MetricKind kind = MetricKind::Raw;
  std::string dir;      // "write" or "read"
  std::string figure;   // "bw", "iops", "clat_mean", "lat_mean", "clat_pNN", "runtime"
  std::string pct_key;  // "99.000000" for clat_pNN
  std::string pointer;  // a JSON pointer, or the function of cpu_share:FUNC
};

const char* const kMetrics =
    "write_bw, write_iops, write_clat_mean, write_lat_mean, write_clat_pNN (e.g. write_clat_p99, write_clat_p99.9), "
    "write_runtime, the same with read_, cpu_share:FUNC (a kernel function's share of the simulated CPU profile, "
    "unit %, e.g. cpu_share:bio_iov_iter_get_pages), stat:PATH for a statistic of the wbsim section (`wbsim stats` "
    "lists them; unit raw), or a JSON pointer into `wbsim run --output-format=json` such as /jobs/0/write/bw_bytes "
    "(unit raw)";

bool parse_metric(const std::string& name, Metric& m)
{
  if (!name.empty() && name[0] == '/') {
    m.kind = MetricKind::Raw;
    m.pointer = name;
    return true;
  }
  if (name.rfind("stat:", 0) == 0) {
    for (const StatDef& s : stat_table())
      if (name.compare(5, std::string::npos, s.path) == 0) {
        m.kind = MetricKind::Raw;
        m.pointer = s.pointer();
        return true;
      }
    return false;
  }
  if (name.rfind("cpu_share:", 0) == 0) {
    m.kind = MetricKind::CpuShare;
    m.pointer = name.substr(10);
    return !m.pointer.empty();
  }
  const auto us = name.find('_');
  if (us == std::string::npos)
    return false;
  m.dir = name.substr(0, us);
  m.figure = name.substr(us + 1);
  if (m.dir != "write" && m.dir != "read")
    return false;
  if (m.figure == "bw") {
    m.kind = MetricKind::Bandwidth;
    return true;
  }
  if (m.figure == "iops") {
    m.kind = MetricKind::Rate;
    return true;
  }
  if (m.figure == "clat_mean" || m.figure == "lat_mean" || m.figure == "runtime") {
    m.kind = MetricKind::Time;
    return true;
  }
  if (m.figure.rfind("clat_p", 0) == 0) {
    const std::string pct = m.figure.substr(6);
    char* end = nullptr;
    const double p = std::strtod(pct.c_str(), &end);
    if (pct.empty() || *end != '\0' || !(p > 0 && p < 100))
      return false;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6f", p);
    m.pct_key = buf;
    m.kind = MetricKind::Time;
    return true;
  }
  return false;
}

// SI factor of a unit for a metric kind; 0 when the unit does not fit.
double unit_factor(MetricKind kind, const std::string& unit)
{
  static const std::map<std::string, double> bw = {{"B/s", 1},       {"KB/s", 1e3},          {"MB/s", 1e6},
                                                   {"GB/s", 1e9},     {"KiB/s", 1024.0},      {"MiB/s", 1048576.0},
                                                   {"GiB/s", 1073741824.0}};
  static const std::map<std::string, double> time = {{"ns", 1e-9}, {"us", 1e-6}, {"ms", 1e-3}, {"s", 1}};
  const std::map<std::string, double>* table = nullptr;
  switch (kind) {
  case MetricKind::Bandwidth:
    table = &bw;
    break;
  case MetricKind::Time:
    table = &time;
    break;
  case MetricKind::Rate:
    return unit == "IOPS" || unit == "1/s" ? 1.0 : 0.0;
  case MetricKind::Raw:
    return unit == "raw" ? 1.0 : 0.0;
  case MetricKind::CpuShare:
    return unit == "%" ? 0.01 : 0.0;
  }
  const auto it = table->find(unit);
  return it == table->end() ? 0.0 : it->second;
}

const char* units_of(MetricKind kind)
{
  switch (kind) {
  case MetricKind::Bandwidth:
    return "B/s, KB/s, MB/s, GB/s, KiB/s, MiB/s, GiB/s";
  case MetricKind::Time:
    return "ns, us, ms, s";
  case MetricKind::Rate:
    return "IOPS";
  case MetricKind::Raw:
    return "raw";
  case MetricKind::CpuShare:
    return "%";
  }
  return "";
}

// "[dev] count=4" is dev.count; a dotted or top-level key (kernel) as it is.
std::string resolve_key(const std::string& section, const std::string& key)
{
  if (key.find('.') != std::string::npos)
    return key;
  if (Params::find(section + "." + key))
    return section + "." + key;
  if (Params::find(key))
    return key;
  return section + "." + key;
}

} // namespace

double metric_unit_factor(const std::string& metric, const std::string& unit)
{
  Metric m;
  return parse_metric(metric, m) ? unit_factor(m.kind, unit) : 0.0;
}

std::string accepted_metrics()
{
  return kMetrics;
}

size_t PublishedTable::scenario_index(const std::string& name) const
{
  for (size_t i = 0; i < scenarios.size(); ++i)
    if (scenarios[i].name == name)
      return i;
  return scenarios.size();
}

PublishedScenario read_scenario(const std::string& path, const std::string& name)
{
  std::vector<RawSection> sections;
  try {
    sections = parse_job_file(path);
  } catch (const JobError& e) {
    throw PublishedError(e.what());
  }
  PublishedScenario s;
  s.name = name;
  s.path = path;
  Params check; // the facts must be valid parameter values
  SourceLoc scenario_loc{path, 1};
  for (const auto& sec : sections) {
    for (const auto& o : sec.options) {
      if (!o.value)
        throw PublishedError(o.loc.str() + ": '" + o.key + "' needs a value (key=value)");
      if (sec.name == "scenario") {
        scenario_loc = sec.loc;
        if (o.key == "job")
          s.job = (fs::path(path).parent_path() / *o.value).lexically_normal().string();
        else if (o.key == "description")
          s.description = *o.value;
        else if (o.key == "args") {
          std::istringstream in(*o.value);
          for (std::string a; in >> a;)
            s.args.push_back(a);
        } else
          throw PublishedError(o.loc.str() + ": unknown key '" + o.key +
                               "' in [scenario]; accepted: job, description, args");
        continue;
      }
      const std::string key = resolve_key(sec.name, o.key);
      try {
        check.set(key, *o.value, o.loc.str());
      } catch (const std::exception& e) {
        throw PublishedError(o.loc.str() + ": " + e.what());
      }
      s.facts.push_back(key + "=" + *o.value);
    }
  }
  if (s.job.empty())
    throw PublishedError(scenario_loc.str() + ": no job: a scenario needs [scenario] job=FILE.fio");
  const PathLookup job = look_up(s.job);
  if (!job.found)
    throw PublishedError(scenario_loc.str() + ": job file " + s.job + job.why_not());
  return s;
}

PublishedTable parse_published(const std::string& csv_text, const std::string& origin, const std::string& base_dir)
{
  PublishedTable t;
  t.path = origin;
  std::istringstream in(csv_text);
  std::string line;
  int n = 0;
  bool header = false;
  while (std::getline(in, line)) {
    ++n;
    const std::string where = origin + ":" + std::to_string(n);
    if (const std::string bad = utf8_problem(line); !bad.empty())
      throw PublishedError(where + ": " + bad); // comments too: the CSV is one text
    const std::string tl = trim(line);
    if (tl.empty() || tl[0] == '#')
      continue; // blank lines and # comments
    const std::vector<std::string> f = split_csv_record(line, where);
    if (!header) {
      std::string got;
      for (size_t i = 0; i < f.size(); ++i)
        got += (i ? "," : "") + f[i];
      if (got != kHeader)
        throw PublishedError(where + ": the header is '" + got + "'; expected: " + kHeader);
      header = true;
      continue;
    }
    if (f.size() != 5)
      throw PublishedError(where + ": " + std::to_string(f.size()) + " fields; expected 5: " + kHeader +
                           " (quote a field that contains a comma)");
    PublishedPoint p;
    p.scenario = f[0];
    p.metric = f[1];
    p.unit = f[3];
    p.source = f[4];
    p.where = where;
    Metric m;
    if (!parse_metric(p.metric, m))
      throw PublishedError(where + ": unknown metric '" + p.metric + "'; accepted: " + kMetrics);
    char* end = nullptr;
    const double v = std::strtod(f[2].c_str(), &end);
    if (f[2].empty() || *end != '\0' || !std::isfinite(v))
      throw PublishedError(where + ": value '" + f[2] + "' is not a number; expected a plain decimal such as 2730");
    if (!(v > 0))
      throw PublishedError(where + ": value " + f[2] +
                           " must be positive: residuals are relative, (model - published) / published");
    const double k = unit_factor(m.kind, p.unit);
    if (k == 0)
      throw PublishedError(where + ": unit '" + p.unit + "' does not fit metric " + p.metric + "; accepted: " +
                           units_of(m.kind));
    p.value = v * k;
    if (p.scenario.empty())
      throw PublishedError(where + ": empty scenario; expected the name of a .scenario file next to the CSV");
    if (t.scenario_index(p.scenario) == t.scenarios.size()) {
      std::string path = p.scenario;
      if (!path_exists(path))
        path = (fs::path(base_dir) / (p.scenario + ".scenario")).string();
      const PathLookup found = look_up(path);
      if (!found.found) {
        std::string known;
        std::error_code ec;
        for (const fs::path& s : files_with_extension(base_dir, ".scenario", ec))
          known += (known.empty() ? "" : ", ") + s.stem().string();
        throw PublishedError(where + ": unknown scenario '" + p.scenario + "': " + path + found.why_not() +
                             "; accepted: the scenario files next to the CSV" +
                             (known.empty() ? std::string(" (none found)") : ": " + known));
      }
      t.scenarios.push_back(read_scenario(path, p.scenario));
    }
    t.points.push_back(p);
  }
  if (!header)
    throw PublishedError(origin + ": empty; expected the header " + std::string(kHeader) + " and one row per result");
  if (t.points.empty())
    throw PublishedError(origin + ": no rows after the header; expected one row per published result");
  return t;
}

PublishedTable read_published(const std::string& csv_path)
{
  std::string text;
  if (const std::string err = read_text_file(csv_path, text); !err.empty())
    throw PublishedError(csv_path + ": " + err);
  return parse_published(text, csv_path, fs::path(csv_path).parent_path().string());
}

double metric_value(const json& doc, const std::string& metric)
{
  Metric m;
  if (!parse_metric(metric, m))
    throw PublishedError("unknown metric '" + metric + "'; accepted: " + kMetrics);
  if (m.kind == MetricKind::Raw) {
    try {
      const json& v = doc.at(json::json_pointer(m.pointer));
      if (!v.is_number())
        throw PublishedError("metric " + metric + ": not a number in the report");
      return v.get<double>();
    } catch (const json::exception& e) {
      throw PublishedError("metric " + metric + ": not in the report (" + e.what() + ")");
    }
  }
  if (m.kind == MetricKind::CpuShare) {
    const json* fns = nullptr;
    if (doc.contains("wbsim") && doc["wbsim"].contains("cpu") && doc["wbsim"]["cpu"].contains("functions"))
      fns = &doc["wbsim"]["cpu"]["functions"];
    if (!fns)
      throw PublishedError("metric " + metric + ": the report has no wbsim.cpu.functions profile");
    for (const json& f : *fns)
      if (f.value("function", "") == m.pointer)
        return f.value("percent", 0.0) / 100.0;
    return 0.0; // a function the run never entered has a share of 0
  }
  if (!doc.contains("jobs") || !doc["jobs"].is_array() || doc["jobs"].empty())
    throw PublishedError("metric " + metric + ": the report has no jobs");
  double sum = 0;
  int count = 0;
  for (const json& j : doc["jobs"]) {
    if (!j.contains(m.dir))
      continue;
    const json& d = j[m.dir];
    double v = 0;
    if (m.figure == "bw")
      v = d.value("bw_bytes", 0.0);
    else if (m.figure == "iops")
      v = d.value("iops", 0.0);
    else if (m.figure == "runtime")
      v = d.value("runtime", 0.0) * 1e-3;
    else if (m.figure == "lat_mean")
      v = d.at("lat_ns").value("mean", 0.0) * 1e-9;
    else if (m.figure == "clat_mean")
      v = d.at("clat_ns").value("mean", 0.0) * 1e-9;
    else {
      const json& c = d.at("clat_ns");
      if (!c.contains("percentile") || !c["percentile"].contains(m.pct_key))
        throw PublishedError("metric " + metric + ": the report has no clat percentile " + m.pct_key);
      v = c["percentile"][m.pct_key].get<double>() * 1e-9;
    }
    if (m.figure != "bw" && m.figure != "iops" && d.value("total_ios", 1.0) == 0)
      continue; // a job without IO in this direction has no latency
    sum += v;
    ++count;
  }
  if (count == 0)
    throw PublishedError("metric " + metric + ": no job reports " + m.dir);
  return (m.figure == "bw" || m.figure == "iops") ? sum : sum / count;
}

} // namespace wbsim
