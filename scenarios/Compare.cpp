#include "Compare.hpp"

#include "StatTable.hpp"

#include "ChildProcess.hpp"
#include "RunRequest.hpp"

#include <boost/program_options.hpp>

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <set>
#include <sstream>

namespace po = boost::program_options;
using nlohmann::json;

namespace wbsim {

namespace {

const char* const kSpecAccepted =
    "accepted: a profile name, or comma-separated profile=NAME_OR_PATH and key=value parameter overrides "
    "(`wbsim params` lists the keys), e.g. profile=workstation-gen3,vm.dirty_ratio=10";

std::string trim(const std::string& s)
{
  const auto b = s.find_first_not_of(" \t");
  if (b == std::string::npos)
    return "";
  return s.substr(b, s.find_last_not_of(" \t") - b + 1);
}

// ---- the comparison -------------------------------------------------------

std::optional<double> number_at(const json& doc, const std::string& pointer)
{
  const json::json_pointer p(pointer);
  if (!doc.is_object() || !doc.contains(p))
    return std::nullopt;
  const json& v = doc.at(p);
  if (!v.is_number())
    return std::nullopt;
  return v.get<double>();
}

std::optional<double> scaled(std::optional<double> v, double scale)
{
  if (v)
    *v *= scale;
  return v;
}

ComparisonRow make_row(std::string job, std::string figure, std::string unit, std::optional<double> before,
                       std::optional<double> after)
{
  ComparisonRow r;
  r.job = std::move(job);
  r.figure = std::move(figure);
  r.unit = std::move(unit);
  r.before = before;
  r.after = after;
  if (before && after && *before != 0)
    r.ratio = *after / *before;
  return r;
}

// fio's JSON pointer, the unit shown and the factor from fio's unit to it.
struct JobFigure {
  const char* figure;
  const char* unit;
  const char* pointer;
  double scale;
};

const JobFigure kJobFigures[] = {
    {"write bw", "MiB/s", "/write/bw_bytes", 1.0 / 1048576.0},
    {"write iops", "IOPS", "/write/iops", 1.0},
    {"clat mean", "\xC2\xB5s", "/write/clat_ns/mean", 1e-3},
    {"clat p99", "\xC2\xB5s", "/write/clat_ns/percentile/99.000000", 1e-3},
    {"lat p99", "\xC2\xB5s", "/write/lat_ns/percentile/99.000000", 1e-3},
    // fio writes sync percentiles only when the job synced, so a job without
    // fsync has no row.
    {"sync p99", "\xC2\xB5s", "/sync/lat_ns/percentile/99.000000", 1e-3},
    {"runtime", "ms", "/job_runtime", 1.0},
};

const json& job_at(const json& doc, std::size_t i)
{
  static const json none = json::object();
  if (!doc.is_object() || !doc.contains("jobs") || !doc["jobs"].is_array() || i >= doc["jobs"].size())
    return none;
  return doc["jobs"][i];
}

std::size_t job_count(const json& doc)
{
  return doc.is_object() && doc.contains("jobs") && doc["jobs"].is_array() ? doc["jobs"].size() : 0;
}

std::string job_label(const json& before, const json& after)
{
  const json& j = before.contains("jobname") ? before : after;
  std::string name = j.contains("jobname") && j["jobname"].is_string() ? j["jobname"].get<std::string>() : "?";
  if (before.contains("jobname") && after.contains("jobname") && before["jobname"] != after["jobname"])
    name += " / " + after["jobname"].get<std::string>();
  return name;
}

std::vector<std::string> device_names(const json& doc)
{
  std::vector<std::string> names;
  const json::json_pointer p("/wbsim/devices");
  if (doc.contains(p) && doc.at(p).is_array())
    for (const auto& d : doc.at(p))
      names.push_back(d.value("name", "?"));
  return names;
}

std::optional<double> device_util_percent(const json& doc, const std::string& name)
{
  const json::json_pointer p("/wbsim/devices");
  if (!doc.contains(p) || !doc.at(p).is_array())
    return std::nullopt;
  for (const auto& d : doc.at(p))
    if (d.value("name", "?") == name && d.contains("util") && d["util"].is_number())
      return 100.0 * d["util"].get<double>();
  return std::nullopt;
}

// Seconds by function; absent when the document has no CPU profile at all
// (a function missing from a profile that exists spent 0 s).
std::optional<std::map<std::string, double>> cpu_functions(const json& doc)
{
  const json::json_pointer p("/wbsim/cpu/functions");
  if (!doc.contains(p) || !doc.at(p).is_array())
    return std::nullopt;
  std::map<std::string, double> out;
  for (const auto& f : doc.at(p))
    if (f.contains("function") && f.contains("seconds") && f["seconds"].is_number())
      out[f["function"].get<std::string>()] += f["seconds"].get<double>();
  return out;
}

std::vector<std::string> top_functions(const std::map<std::string, double>& fns, std::size_t n)
{
  std::vector<std::pair<std::string, double>> v(fns.begin(), fns.end());
  std::sort(v.begin(), v.end(),
            [](const auto& a, const auto& b) { return a.second != b.second ? a.second > b.second : a.first < b.first; });
  std::vector<std::string> out;
  for (std::size_t i = 0; i < v.size() && i < n; ++i)
    out.push_back(v[i].first);
  return out;
}

std::optional<double> seconds_of(const std::optional<std::map<std::string, double>>& fns, const std::string& name)
{
  if (!fns)
    return std::nullopt;
  const auto it = fns->find(name);
  return it == fns->end() ? 0.0 : it->second;
}

void add_model_rows(const json& before, const json& after, std::vector<ComparisonRow>& rows)
{
  // Devices: one row, or one per device name once there are several (RAID 0).
  std::vector<std::string> names = device_names(before);
  for (const auto& n : device_names(after))
    if (std::find(names.begin(), names.end(), n) == names.end())
      names.push_back(n);
  for (const auto& n : names)
    rows.push_back(make_row("", names.size() == 1 ? "device util" : "device util " + n, "%",
                            device_util_percent(before, n), device_util_percent(after, n)));

  // The statistics the table marks for comparison (StatTable.def).
  for (const StatDef& f : stat_table()) {
    if (!*f.figure)
      continue;
    const std::string pointer = f.pointer();
    auto b = scaled(number_at(before, pointer), f.figure_scale);
    auto a = scaled(number_at(after, pointer), f.figure_scale);
    if (b || a)
      rows.push_back(make_row("", f.figure, f.figure_unit, b, a));
  }

  // The union of both sides' top 8, largest first: a function that only one
  // side spends time in is often the point of the comparison.
  const auto fb = cpu_functions(before);
  const auto fa = cpu_functions(after);
  std::vector<std::string> fns;
  for (const auto* side : {&fb, &fa})
    if (*side)
      for (const auto& n : top_functions(**side, 8))
        if (std::find(fns.begin(), fns.end(), n) == fns.end())
          fns.push_back(n);
  std::vector<ComparisonRow> cpu;
  for (const auto& n : fns)
    cpu.push_back(make_row("", "cpu " + n, "s", seconds_of(fb, n), seconds_of(fa, n)));
  std::stable_sort(cpu.begin(), cpu.end(), [](const ComparisonRow& x, const ComparisonRow& y) {
    return std::max(x.before.value_or(0), x.after.value_or(0)) > std::max(y.before.value_or(0), y.after.value_or(0));
  });
  rows.insert(rows.end(), cpu.begin(), cpu.end());

  const json::json_pointer verdict("/wbsim/bottleneck/verdict");
  const bool vb = before.contains(verdict) && before.at(verdict).is_string();
  const bool va = after.contains(verdict) && after.at(verdict).is_string();
  if (vb || va) {
    ComparisonRow r = make_row("", "bottleneck", "", std::nullopt, std::nullopt);
    r.before_text = vb ? before.at(verdict).get<std::string>() : "";
    r.after_text = va ? after.at(verdict).get<std::string>() : "";
    rows.push_back(std::move(r));
  }
}

// ---- text -----------------------------------------------------------------

// Columns count characters, not bytes: units and the dash are UTF-8.
std::size_t display_width(const std::string& s)
{
  std::size_t n = 0;
  for (unsigned char c : s)
    n += (c & 0xC0) != 0x80;
  return n;
}

std::string pad_right(const std::string& s, std::size_t w)
{
  const std::size_t d = display_width(s);
  return d >= w ? s : s + std::string(w - d, ' ');
}

std::string pad_left(const std::string& s, std::size_t w)
{
  const std::size_t d = display_width(s);
  return d >= w ? s : std::string(w - d, ' ') + s;
}

std::string fixed(double v, int places)
{
  std::ostringstream o;
  o << std::fixed << std::setprecision(places) << v;
  return o.str();
}

// About four significant digits without exponents in the usual range, so that
// 1907 vs 3815 MiB/s and 0.1234 vs 0.2468 s both read at a glance.
std::string format_number(double v)
{
  const double a = std::fabs(v);
  if (a == 0)
    return "0";
  if (a >= 0.001) {
    const int magnitude = static_cast<int>(std::floor(std::log10(a)));
    const int places = std::max(0, 3 - magnitude);
    const std::string s = fixed(v, places);
    // 99.996 rounds up to "100.00": one digit too many once rounding carries.
    if (places > 0 && std::fabs(std::stod(s)) >= std::pow(10.0, magnitude + 1))
      return fixed(v, places - 1);
    return s;
  }
  std::ostringstream o;
  o << std::scientific << std::setprecision(3) << v;
  return o.str();
}

const char* const kDash = "\xE2\x80\x94"; // em dash: no ratio

std::string value_text(const std::optional<double>& v, const std::string& text)
{
  if (!text.empty())
    return text;
  return v ? format_number(*v) : "n/a";
}

std::string ratio_text(const ComparisonRow& r)
{
  if (!r.before_text.empty() || !r.after_text.empty())
    return ""; // a verdict has no ratio
  return r.ratio ? fixed(*r.ratio, 3) : kDash;
}

// ---- child processes --------------------------------------------------------

struct Child {
  std::string side; // "before" or "after"
  std::string spec;
  ChildRun run;     // args after "wbsim"
};

// Each line of a child's stderr, marked with its side.
void forward_stderr(const Child& c)
{
  std::istringstream in(c.run.err);
  for (std::string line; std::getline(in, line);)
    std::cerr << c.side << ": " << line << "\n";
}

// ---- arguments --------------------------------------------------------------

po::options_description compare_options()
{
  po::options_description d("Compare options");
  d.add_options()("before", po::value<std::string>(), "the first configuration: SPEC (see above)")(
      "after", po::value<std::string>(), "the second configuration: SPEC");
  return d;
}

// The arguments both runs share: all but compare's own options (the children
// always write JSON to stdout without progress).
std::vector<std::string> shared_args(const std::vector<std::string>& args)
{
  static const std::set<std::string> with_value = {"--before", "--after", "--output-format", "--output"};
  std::vector<std::string> out;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    const auto eq = a.find('=');
    const std::string name = a.substr(0, eq);
    if (name == "--no-progress")
      continue;
    if (with_value.count(name)) {
      if (eq == std::string::npos)
        ++i; // "--before SPEC": the value is the next argument
      continue;
    }
    out.push_back(a);
  }
  return out;
}

std::vector<std::string> side_args(const std::vector<std::string>& shared, const CompareSpec& spec)
{
  std::vector<std::string> out = shared;
  // Appended after the shared options: parse_run_args keeps the last
  // --profile and applies --set in order, so the spec wins.
  if (!spec.profile.empty()) {
    out.push_back("--profile");
    out.push_back(spec.profile);
  }
  for (const auto& kv : spec.overrides) {
    out.push_back("--set");
    out.push_back(kv);
  }
  out.push_back("--output-format=json");
  out.push_back("--no-progress");
  return out;
}

const char* const kUsage = R"(usage: wbsim compare [JOBFILE] [fio options] --before SPEC --after SPEC [options]

Runs the same job under two configurations and prints before, after and the
ratio after/before of each figure. SPEC is a profile name, or comma-separated
profile=NAME_OR_PATH and key=value parameter overrides (`wbsim params`), e.g.
  --before kernel=6.1 --after kernel=6.12
  --before profile=default --after profile=workstation-gen3,vm.dirty_ratio=10
--profile and --set given outside the specs apply to both sides first.
)";

} // namespace

CompareSpec parse_spec(const std::string& text, const std::string& what)
{
  const auto fail = [&](const std::string& why) {
    throw UsageError(what + " '" + text + "': " + why + "; " + kSpecAccepted);
  };
  CompareSpec spec;
  spec.text = text;
  if (trim(text).empty())
    fail("empty");
  bool have_profile = false;
  std::size_t start = 0;
  for (;;) {
    const auto comma = text.find(',', start);
    const std::string item = trim(text.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (item.empty())
      fail("an empty item between commas");
    const auto eq = item.find('=');
    std::string key = eq == std::string::npos ? "profile" : trim(item.substr(0, eq));
    const std::string value = eq == std::string::npos ? item : trim(item.substr(eq + 1));
    if (key.empty())
      fail("'" + item + "' has no key");
    if (value.empty())
      fail("'" + item + "' has no value");
    if (key == "profile") {
      if (have_profile)
        fail("two profiles ('" + spec.profile + "' and '" + value + "')");
      have_profile = true;
      spec.profile = value;
    } else {
      spec.overrides.push_back(key + "=" + value);
    }
    if (comma == std::string::npos)
      break;
    start = comma + 1;
  }
  return spec;
}

std::vector<ComparisonRow> compare_reports(const json& before, const json& after)
{
  std::vector<ComparisonRow> rows;
  // The same job file gives the same jobs in the same order, so pair them by
  // position (names may repeat in fio).
  const std::size_t n = std::max(job_count(before), job_count(after));
  for (std::size_t i = 0; i < n; ++i) {
    const json& jb = job_at(before, i);
    const json& ja = job_at(after, i);
    const std::string label = job_label(jb, ja);
    for (const auto& f : kJobFigures) {
      auto b = scaled(number_at(jb, f.pointer), f.scale);
      auto a = scaled(number_at(ja, f.pointer), f.scale);
      if (b || a)
        rows.push_back(make_row(label, f.figure, f.unit, b, a));
    }
  }
  add_model_rows(before, after, rows);
  return rows;
}

std::string format_comparison(const std::vector<ComparisonRow>& rows, const std::string& before_spec,
                              const std::string& after_spec)
{
  const std::string model_heading = "model";
  // One set of widths for every block, so the blocks line up.
  std::size_t fig_w = 0, unit_w = 0, val_w = std::string("before").size(), ratio_w = std::string("ratio").size();
  for (const auto& r : rows) {
    fig_w = std::max(fig_w, display_width(r.figure));
    unit_w = std::max(unit_w, display_width(r.unit));
    val_w = std::max({val_w, display_width(value_text(r.before, r.before_text)),
                      display_width(value_text(r.after, r.after_text))});
    ratio_w = std::max(ratio_w, display_width(ratio_text(r)));
  }
  // The label column: "  figure  unit", or a heading ("job NAME") if longer.
  std::size_t label_w = 2 + fig_w + 2 + unit_w;
  for (const auto& r : rows)
    label_w = std::max(label_w, display_width(r.job.empty() ? model_heading : "job " + r.job));
  fig_w = label_w - 4 - unit_w;

  std::string out = "before: " + before_spec + "\nafter:  " + after_spec + "\n";
  const std::string* block = nullptr;
  for (const auto& r : rows) {
    if (!block || *block != r.job) {
      block = &r.job;
      out += "\n" + pad_right(r.job.empty() ? model_heading : "job " + r.job, label_w) + "  " +
             pad_left("before", val_w) + "  " + pad_left("after", val_w) + "  " + pad_left("ratio", ratio_w) + "\n";
    }
    out += "  " + pad_right(r.figure, fig_w) + "  " + pad_right(r.unit, unit_w) + "  " +
           pad_left(value_text(r.before, r.before_text), val_w) + "  " +
           pad_left(value_text(r.after, r.after_text), val_w) + "  " + pad_left(ratio_text(r), ratio_w) + "\n";
  }
  return out;
}

json comparison_json(const std::vector<ComparisonRow>& rows, const json& before, const json& after)
{
  const auto num_or_text = [](const std::optional<double>& v, const std::string& text) -> json {
    if (!text.empty())
      return text;
    return v ? json(*v) : json(nullptr);
  };
  json cmp = json::array();
  for (const auto& r : rows)
    cmp.push_back({{"job", r.job.empty() ? json(nullptr) : json(r.job)},
                   {"figure", r.figure},
                   {"unit", r.unit},
                   {"before", num_or_text(r.before, r.before_text)},
                   {"after", num_or_text(r.after, r.after_text)},
                   {"ratio", r.ratio ? json(*r.ratio) : json(nullptr)}});
  return {{"before", before}, {"after", after}, {"comparison", std::move(cmp)}};
}

int cmd_compare(const std::vector<std::string>& args)
{
  const po::options_description own = compare_options();
  // The shared arguments are checked as `wbsim run` checks them (the job, and
  // any --profile/--set for both sides) before anything runs.
  const RunRequest req = parse_run_args(args, &own);
  if (req.help) {
    std::cout << kUsage << "\n" << own << "\n" << run_options() << "\n" << fio_options_description() << "\n";
    return 0;
  }
  refuse_run_only_outputs(req, "compare");
  std::map<std::string, CompareSpec> specs;
  for (const char* side : {"before", "after"}) {
    const auto it = req.extra.find(side);
    if (it == req.extra.end())
      throw UsageError(std::string("--") + side +
                       " is required (e.g. --before kernel=6.1 --after kernel=6.12); `wbsim compare --help`");
    if (it->second.size() > 1)
      throw UsageError(std::string("--") + side + " given " + std::to_string(it->second.size()) + " times; give it once");
    specs[side] = parse_spec(it->second.front(), std::string("--") + side);
  }

  const std::vector<std::string> shared = shared_args(args);
  Child children[2];
  for (int i = 0; i < 2; ++i) {
    Child& c = children[i];
    c.side = i == 0 ? "before" : "after";
    c.spec = specs[c.side].text;
    const std::vector<std::string> run_args = side_args(shared, specs[c.side]);
    c.run.args = {"run"};
    c.run.args.insert(c.run.args.end(), run_args.begin(), run_args.end());
    c.run.what = "the " + c.side + " run";
    // The same checks the child will make, here, so that a bad spec fails
    // before either simulation starts; the line says which side it was.
    try {
      (void)parse_run_args(run_args);
    } catch (...) {
      std::cerr << "wbsim compare: in --" << c.side << " '" << c.spec << "':\n";
      throw;
    }
  }

  // Opened now: a path that cannot be written should not cost two simulations.
  std::ofstream file;
  if (!req.output_file.empty()) {
    file.open(req.output_file);
    if (!file)
      throw UsageError("--output=" + req.output_file + ": cannot open for writing");
  }

  try {
    if (isatty(STDERR_FILENO))
      std::cerr << "wbsim compare: running before (" << children[0].spec << ") and after (" << children[1].spec
                << ") concurrently\n";
    std::vector<ChildRun> runs = {children[0].run, children[1].run};
    run_children(runs, 2);
    for (int i = 0; i < 2; ++i)
      children[i].run = runs[static_cast<size_t>(i)];
  } catch (const SpawnError& e) {
    std::cerr << "wbsim compare: " << e.what() << "\n";
    return 1;
  }

  json docs[2];
  bool failed = false;
  for (int i = 0; i < 2; ++i) {
    Child& c = children[i];
    if (c.run.ok()) {
      try {
        docs[i] = json::parse(c.run.out);
      } catch (const json::exception& e) {
        std::cerr << "wbsim compare: the " << c.side << " run (" << c.spec << ") wrote no JSON report: " << e.what()
                  << "\n";
        failed = true;
        continue;
      }
      forward_stderr(c); // warnings of a run that succeeded
    } else {
      std::cerr << "wbsim compare: the " << c.side << " run (" << c.spec << ") failed (" << status_text(c.run.status)
                << "):\n"
                << c.run.err;
      if (!c.run.err.empty() && c.run.err.back() != '\n')
        std::cerr << "\n";
      failed = true;
    }
  }
  if (failed)
    return 1;

  const std::vector<ComparisonRow> rows = compare_reports(docs[0], docs[1]);
  if (req.output_json && req.output_normal)
    throw UsageError("--output-format=" + req.output_format + ": compare writes one format: normal or json");
  const std::string text = req.output_json ? comparison_json(rows, docs[0], docs[1]).dump(2) + "\n"
                                                       : format_comparison(rows, children[0].spec, children[1].spec);
  if (file.is_open())
    file << text;
  else
    std::cout << text;
  return 0;
}

} // namespace wbsim
