#include "PublishedValidate.hpp"

#include "ChildProcess.hpp"
#include "PathLookup.hpp"
#include "Params.hpp"
#include "Profile.hpp"
#include "RunRequest.hpp"
#include "Units.hpp"

#include <boost/program_options.hpp>

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

namespace fs = std::filesystem;
namespace po = boost::program_options;
using nlohmann::json;

namespace wbsim {

namespace {

const char* const kCompanionHeader = "kind,scenario,before,metric,tolerance,published,source";

std::string fmt(const char* f, double v)
{
  char buf[64];
  std::snprintf(buf, sizeof buf, f, v);
  return buf;
}

// "10%" or "0.1": a relative tolerance in (0, 10].
double parse_tolerance(const std::string& text, const std::string& where)
{
  std::string t = text;
  double k = 1;
  if (!t.empty() && t.back() == '%') {
    t.pop_back();
    k = 0.01;
  }
  char* end = nullptr;
  const double v = std::strtod(t.c_str(), &end);
  if (t.empty() || *end != '\0' || !(v * k > 0 && v * k <= 10))
    throw PublishedError(where + ": tolerance '" + text + "'; accepted: a relative tolerance such as 10% or 0.1");
  return v * k;
}

const PublishedPoint* find_point(const PublishedTable& t, const std::string& scenario, const std::string& metric)
{
  for (const auto& p : t.points)
    if (p.scenario == scenario && p.metric == metric)
      return &p;
  return nullptr;
}

// Adds a scenario only the companion names (DIR/NAME.scenario).
void need_scenario(ValidatePlan& plan, const std::string& name, const std::string& where)
{
  if (plan.table.scenario_index(name) < plan.table.scenarios.size())
    return;
  const std::string path = (fs::path(plan.directory) / (name + ".scenario")).string();
  const PathLookup found = look_up(path);
  if (!found.found)
    throw PublishedError(where + ": unknown scenario '" + name + "': " + path + found.why_not() +
                         "; accepted: a scenario of the table or a .scenario file in " + plan.directory);
  plan.table.scenarios.push_back(read_scenario(path, name));
}

void read_companion(ValidatePlan& plan, std::vector<bool>& named)
{
  std::ifstream in(plan.companion);
  if (!in)
    throw PublishedError(plan.companion + ": cannot open");
  std::string line;
  int n = 0;
  bool header = false;
  while (std::getline(in, line)) {
    ++n;
    const std::string where = plan.companion + ":" + std::to_string(n);
    const auto first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos || line[first] == '#')
      continue;
    const auto f = split_csv_record(line, where);
    if (!header) {
      std::string got;
      for (size_t i = 0; i < f.size(); ++i)
        got += (i ? "," : "") + f[i];
      if (got != kCompanionHeader)
        throw PublishedError(where + ": the header is '" + got + "'; expected: " + kCompanionHeader);
      header = true;
      continue;
    }
    if (f.size() != 7)
      throw PublishedError(where + ": " + std::to_string(f.size()) + " fields; expected 7: " + kCompanionHeader);
    ValidateRow r;
    r.scenario = f[1];
    r.before = f[2];
    r.metric = f[3];
    r.source = f[6];
    r.where = where;
    if (f[0] == "absolute") {
      const PublishedPoint* p = find_point(plan.table, r.scenario, r.metric);
      if (!p)
        throw PublishedError(where + ": no row " + r.scenario + " " + r.metric + " in " + plan.csv +
                             "; an absolute row names a row of the table");
      if (!r.before.empty() || !f[5].empty())
        throw PublishedError(where + ": an absolute row has no 'before' and no 'published' (the table has the value)");
      named[static_cast<size_t>(p - plan.table.points.data())] = true;
      r.kind = ValidateRow::Kind::Absolute;
      r.unit = p->unit;
      r.published = p->value;
      if (r.source.empty())
        r.source = p->source;
      r.tolerance = f[4].empty() ? kDefaultAbsoluteTolerance : parse_tolerance(f[4], where);
    } else if (f[0] == "ratio") {
      if (r.scenario.empty() || r.before.empty())
        throw PublishedError(where + ": a ratio row needs scenario (after) and before");
      if (metric_unit_factor(r.metric, "B/s") == 0 && metric_unit_factor(r.metric, "IOPS") == 0 &&
          metric_unit_factor(r.metric, "%") == 0 && metric_unit_factor(r.metric, "s") == 0)
        throw PublishedError(where + ": unknown metric '" + r.metric + "'; accepted: " + accepted_metrics());
      need_scenario(plan, r.scenario, where);
      need_scenario(plan, r.before, where);
      r.kind = ValidateRow::Kind::Ratio;
      r.unit = "x";
      const PublishedPoint* a = find_point(plan.table, r.scenario, r.metric);
      const PublishedPoint* b = find_point(plan.table, r.before, r.metric);
      if (a && b) {
        r.published_after = a->value;
        r.published_before = b->value;
      }
      if (!f[5].empty()) {
        char* end = nullptr;
        r.published = std::strtod(f[5].c_str(), &end);
        if (*end != '\0' || !(r.published > 0))
          throw PublishedError(where + ": published ratio '" + f[5] + "'; accepted: a positive number such as 1.25");
      } else if (a && b) {
        r.published = a->value / b->value;
      } else {
        throw PublishedError(where + ": no published ratio and the table lacks " + (a ? r.before : r.scenario) + " " +
                             r.metric + "; give the ratio in the 'published' column");
      }
      r.tolerance = f[4].empty() ? kDefaultRatioTolerance : parse_tolerance(f[4], where);
    } else {
      throw PublishedError(where + ": kind '" + f[0] + "'; accepted: absolute, ratio");
    }
    plan.rows.push_back(r);
  }
  if (!header)
    throw PublishedError(plan.companion + ": empty; expected the header " + std::string(kCompanionHeader));
}

std::string shown(double si, const ValidateRow& r)
{
  if (r.kind == ValidateRow::Kind::Ratio)
    return fmt("%.3f", si) + "x";
  const double k = metric_unit_factor(r.metric, r.unit);
  return fmt(k > 0 ? "%.4g" : "%.6g", k > 0 ? si / k : si) + " " + r.unit;
}

} // namespace

std::string ValidateRow::name() const
{
  return kind == Kind::Ratio ? scenario + "/" + before : scenario;
}

ValidatePlan read_validate_plan(const std::string& directory)
{
  const PathLookup dir = look_up(directory, true);
  if (!dir.found)
    throw PublishedError(directory + (dir.error.empty() ? ": not a directory" : ": cannot be looked up: " + dir.error) +
                         "; expected a directory with one NAME.csv of published results and its .scenario files "
                         "(e.g. scenarios/published/)");
  ValidatePlan plan;
  plan.directory = directory;
  std::vector<std::string> tables;
  std::error_code ec;
  for (const fs::path& f : files_with_extension(directory, ".csv", ec)) {
    const std::string name = f.filename().string();
    if (!(name.size() > 13 && name.substr(name.size() - 13) == ".validate.csv"))
      tables.push_back(f.string());
  }
  if (ec)
    throw PublishedError(directory + ": cannot be listed: " + ec.message());
  if (tables.size() != 1)
    throw PublishedError(directory + ": " + std::to_string(tables.size()) +
                         " tables (*.csv besides *.validate.csv); expected exactly one NAME.csv");
  plan.csv = tables.front();
  plan.table = read_published(plan.csv);
  const std::string companion = plan.csv.substr(0, plan.csv.size() - 4) + ".validate.csv";
  std::vector<bool> named(plan.table.points.size(), false);
  if (path_exists(companion)) {
    plan.companion = companion;
    read_companion(plan, named);
  }
  // Table rows the companion does not name: absolute with the default
  // tolerance, in table order before the companion's rows.
  std::vector<ValidateRow> rows;
  for (size_t i = 0; i < plan.table.points.size(); ++i) {
    if (named[i])
      continue;
    const PublishedPoint& p = plan.table.points[i];
    ValidateRow r;
    r.scenario = p.scenario;
    r.metric = p.metric;
    r.unit = p.unit;
    r.published = p.value;
    r.tolerance = kDefaultAbsoluteTolerance;
    r.source = p.source;
    r.where = p.where;
    rows.push_back(r);
  }
  rows.insert(rows.end(), plan.rows.begin(), plan.rows.end());
  plan.rows = std::move(rows);
  return plan;
}

void select_rows(ValidatePlan& plan, const std::vector<std::string>& only)
{
  if (only.empty())
    return;
  std::vector<ValidateRow> kept;
  for (const auto& name : only) {
    // An absolute row is printed under its scenario's name: that name selects
    // the row itself, not also the ratio rows that simulate the scenario
    // (published.seed002_dd_5_15 failed on the dd ratio's miss). A name that
    // is no row's selects every row simulating that scenario.
    const bool is_row = std::any_of(plan.rows.begin(), plan.rows.end(),
                                    [&](const ValidateRow& r) { return r.name() == name; });
    bool found = false;
    for (const auto& r : plan.rows)
      if (r.name() == name || (!is_row && (r.scenario == name || r.before == name))) {
        found = true;
        if (std::none_of(kept.begin(), kept.end(), [&](const ValidateRow& k) { return k.where == r.where; }))
          kept.push_back(r);
      }
    if (!found) {
      std::string known;
      for (const auto& r : plan.rows)
        known += (known.empty() ? "" : ", ") + r.name();
      throw UsageError("--row " + name + ": no such row; accepted: " + known);
    }
  }
  plan.rows = std::move(kept);
}

std::vector<std::string> validate_run_args(const PublishedScenario& s, const ValidateConfig& config)
{
  std::vector<std::string> a = {s.job};
  a.insert(a.end(), s.args.begin(), s.args.end());
  // A scenario on a filesystem gets that filesystem's shipped cost profile
  // (scenarios/profiles/fs-TYPE.profile) under the parameter set: the
  // filesystem is a fact, its write-path costs are the model's.
  std::string spec;
  for (const auto& f : s.facts)
    if (f.rfind("fs.type=", 0) == 0 && std::filesystem::exists(profiles_dir() + "/fs-" + f.substr(8) + ".profile"))
      spec = "fs-" + f.substr(8);
  if (!config.profile.empty())
    spec = spec.empty() ? config.profile : spec + "+" + config.profile;
  if (!spec.empty())
    a.push_back("--profile=" + spec);
  for (const auto& f : s.facts)
    a.insert(a.end(), {"--set", f});
  for (const auto& f : config.sets)
    a.insert(a.end(), {"--set", f});
  if (config.scale != 1.0) {
    // The job's size and the machine's RAM shrink together, so the dirty
    // limits keep their proportion to the data written.
    std::vector<std::string> probe = a;
    RunRequest req = parse_run_args(probe);
    uint64_t size = 0;
    for (const auto& j : req.workload.jobs) {
      if (size != 0 && j.size != size)
        throw UsageError("--scale: scenario " + s.name + " has jobs of different sizes; accepted: jobs of one size");
      size = j.size;
    }
    const double mib = 1048576.0;
    const double scaled = std::max(1.0, std::round(static_cast<double>(size) * config.scale / mib)) * mib;
    a.push_back("--job-set=size=" + fmt("%.0f", scaled));
    const double total = std::get<double>(req.params.get("mem.total")) * config.scale;
    const double reserved = std::get<double>(req.params.get("mem.reserved")) * config.scale;
    a.insert(a.end(), {"--set", "mem.total=" + fmt("%.0f", std::max(total, 256 * mib))});
    a.insert(a.end(), {"--set", "mem.reserved=" + fmt("%.0f", reserved)});
  }
  a.push_back("--output-format=json");
  return a;
}

ValidateResult judge_validate(const ValidatePlan& plan, const std::vector<json>& reports)
{
  ValidateResult res;
  auto value = [&](const std::string& scenario, const std::string& metric, const std::string& where) {
    const size_t i = plan.table.scenario_index(scenario);
    try {
      return metric_value(reports.at(i), metric);
    } catch (const PublishedError& e) {
      throw PublishedError(where + ": " + e.what());
    }
  };
  auto verdict = [&](const std::string& scenario, std::string* evidence) {
    const json& d = reports.at(plan.table.scenario_index(scenario));
    if (!d.contains("wbsim") || !d["wbsim"].contains("bottleneck"))
      return std::string("?");
    if (evidence)
      *evidence = d["wbsim"]["bottleneck"].value("evidence", "");
    return d["wbsim"]["bottleneck"].value("verdict", "?");
  };
  std::vector<double> lm, lp;
  for (const auto& row : plan.rows) {
    ValidateRowResult r;
    r.row = row;
    if (row.kind == ValidateRow::Kind::Absolute) {
      r.predicted = value(row.scenario, row.metric, row.where);
      // R2 over bandwidths and IOPS: perf shares live on another scale and
      // would make any model look good on a log axis.
      if (r.predicted > 0 && row.metric.rfind("cpu_share:", 0) != 0) {
        lm.push_back(std::log(r.predicted));
        lp.push_back(std::log(row.published));
      }
    } else {
      r.predicted_after = value(row.scenario, row.metric, row.where);
      r.predicted_before = value(row.before, row.metric, row.where);
      r.predicted = r.predicted_before > 0 ? r.predicted_after / r.predicted_before : 0.0;
      r.bottleneck_before = verdict(row.before, nullptr);
    }
    r.bottleneck = verdict(row.scenario, &r.evidence);
    r.error = (r.predicted - row.published) / row.published;
    r.pass = std::abs(r.error) <= row.tolerance;
    res.pass = res.pass && r.pass;
    res.rows.push_back(r);
  }
  if (lm.size() >= 2) {
    double mean = 0, ss_tot = 0, ss_res = 0;
    for (double v : lp)
      mean += v / static_cast<double>(lp.size());
    for (size_t i = 0; i < lp.size(); ++i) {
      ss_tot += (lp[i] - mean) * (lp[i] - mean);
      ss_res += (lm[i] - lp[i]) * (lm[i] - lp[i]);
    }
    res.r_squared = ss_tot > 0 ? 1 - ss_res / ss_tot : 0.0;
  }
  return res;
}

ValidateResult run_validate(const ValidatePlan& plan, const ValidateConfig& config)
{
  // Only the scenarios the selected rows need.
  std::vector<bool> needed(plan.table.scenarios.size(), false);
  for (const auto& r : plan.rows) {
    needed[plan.table.scenario_index(r.scenario)] = true;
    if (r.kind == ValidateRow::Kind::Ratio)
      needed[plan.table.scenario_index(r.before)] = true;
  }
  std::vector<ChildRun> runs;
  std::vector<size_t> which;
  for (size_t i = 0; i < plan.table.scenarios.size(); ++i) {
    if (!needed[i])
      continue;
    ChildRun c;
    c.args = {"run"};
    const auto a = validate_run_args(plan.table.scenarios[i], config);
    c.args.insert(c.args.end(), a.begin(), a.end());
    c.what = "the simulation of scenario " + plan.table.scenarios[i].name;
    runs.push_back(std::move(c));
    which.push_back(i);
  }
  unsigned parallel = config.parallel;
  if (parallel == 0) {
    const long n = sysconf(_SC_NPROCESSORS_ONLN);
    parallel = n > 0 ? static_cast<unsigned>(n) : 1u;
  }
  try {
    run_children(runs, parallel, config.program);
  } catch (const SpawnError& e) {
    throw PublishedError(e.what());
  }
  std::vector<json> reports(plan.table.scenarios.size());
  for (size_t k = 0; k < runs.size(); ++k) {
    const PublishedScenario& s = plan.table.scenarios[which[k]];
    if (!runs[k].ok())
      throw PublishedError("scenario " + s.name + " (" + s.path + "): `wbsim run` failed (" + status_text(runs[k].status) +
                           "): " + runs[k].err);
    try {
      reports[which[k]] = json::parse(runs[k].out);
    } catch (const json::exception& e) {
      throw PublishedError("scenario " + s.name + ": no JSON report: " + e.what());
    }
  }
  ValidateResult res = judge_validate(plan, reports);
  res.simulations = static_cast<int>(runs.size());
  return res;
}

std::string validate_text(const ValidatePlan& plan, const ValidateConfig& config, const ValidateResult& r)
{
  std::ostringstream o;
  o << "wbsim validate " << plan.directory << ": " << plan.csv
    << (plan.companion.empty() ? "" : " + " + plan.companion) << "\n";
  o << "  profile: " << (config.profile.empty() ? "built-in defaults" : config.profile);
  if (config.scale != 1.0)
    o << "; every job and the RAM scaled by " << fmt("%g", config.scale);
  o << "\n\n";
  char buf[512];
  std::snprintf(buf, sizeof buf, "%-4s %-56s %-34s %12s %12s %8s %6s  %s\n", "", "row", "metric", "published",
                "predicted", "error", "tol", "bottleneck");
  o << buf;
  for (const auto& x : r.rows) {
    const ValidateRow& row = x.row;
    std::string bottleneck = x.bottleneck;
    if (row.kind == ValidateRow::Kind::Ratio)
      bottleneck = x.bottleneck_before + " -> " + x.bottleneck;
    std::snprintf(buf, sizeof buf, "%-4s %-56s %-34s %12s %12s %+7.1f%% %5.0f%%  %s\n", x.pass ? "ok" : "MISS",
                  row.name().c_str(), row.metric.c_str(), shown(row.published, row).c_str(),
                  shown(x.predicted, row).c_str(), 100 * x.error, 100 * row.tolerance, bottleneck.c_str());
    o << buf;
    if (row.kind == ValidateRow::Kind::Ratio) {
      ValidateRow abs = row;
      abs.kind = ValidateRow::Kind::Absolute;
      const PublishedPoint* p = find_point(plan.table, row.scenario, row.metric);
      abs.unit = p ? p->unit
                   : row.metric.rfind("cpu_share:", 0) == 0 ? "%"
                   : row.metric.find("iops") != std::string::npos ? "IOPS"
                   : row.metric.find("_bw") != std::string::npos ? "MB/s"
                                                                 : "s";
      o << "       before " << (row.published_before > 0 ? shown(row.published_before, abs) : "-") << " -> after "
        << (row.published_after > 0 ? shown(row.published_after, abs) : "-") << " published; model "
        << shown(x.predicted_before, abs) << " -> " << shown(x.predicted_after, abs) << "\n";
    }
  }
  size_t passed = 0;
  for (const auto& x : r.rows)
    passed += x.pass ? 1 : 0;
  o << "\n" << passed << " of " << r.rows.size() << " rows within tolerance";
  if (r.r_squared != 0)
    o << "; R2 of log(model) vs log(published) over the absolute bandwidth and IOPS rows " << fmt("%.3f", r.r_squared);
  o << "\n";
  return o.str();
}

json validate_json(const ValidatePlan& plan, const ValidateConfig& config, const ValidateResult& r)
{
  json rows = json::array();
  for (const auto& x : r.rows) {
    json j = {{"row", x.row.name()},
              {"kind", x.row.kind == ValidateRow::Kind::Ratio ? "ratio" : "absolute"},
              {"scenario", x.row.scenario},
              {"metric", x.row.metric},
              {"unit", x.row.kind == ValidateRow::Kind::Ratio ? "ratio" : "SI"},
              {"published", x.row.published},
              {"predicted", x.predicted},
              {"error", x.error},
              {"tolerance", x.row.tolerance},
              {"pass", x.pass},
              {"bottleneck", x.bottleneck},
              {"evidence", x.evidence},
              {"source", x.row.source},
              {"where", x.row.where}};
    if (x.row.kind == ValidateRow::Kind::Ratio) {
      j["before"] = x.row.before;
      j["published_before"] = x.row.published_before;
      j["published_after"] = x.row.published_after;
      j["predicted_before"] = x.predicted_before;
      j["predicted_after"] = x.predicted_after;
      j["bottleneck_before"] = x.bottleneck_before;
    }
    rows.push_back(j);
  }
  return {{"directory", plan.directory},
          {"table", plan.csv},
          {"companion", plan.companion},
          {"profile", config.profile.empty() ? "default" : config.profile},
          {"scale", config.scale},
          {"sets", config.sets},
          {"simulations", r.simulations},
          {"r_squared", r.r_squared},
          {"pass", r.pass},
          {"rows", rows}};
}

namespace {

// The published-fit profile shipped beside DIR, if there is one: validate
// holds the model to the one parameter set `calibrate --published` fitted.
std::string default_profile(const std::string& directory)
{
  const fs::path p = fs::path(directory) / ".." / "profiles" / "published.profile";
  return path_exists(p) ? p.lexically_normal().string() : "";
}

int validate_model(const po::variables_map& vm)
{
  const auto inputs = vm.count("input") ? vm["input"].as<std::vector<std::string>>() : std::vector<std::string>{};
  if (inputs.size() != 1 || vm.count("directory"))
    throw UsageError("wbsim validate DIR: exactly one DIR of published results (e.g. scenarios/published/); "
                     "--directory belongs to --native");
  const std::string dir = inputs.front();
  ValidatePlan plan = read_validate_plan(dir);
  select_rows(plan, vm.count("row") ? vm["row"].as<std::vector<std::string>>() : std::vector<std::string>{});
  ValidateConfig config;
  config.profile = vm.count("profile") ? vm["profile"].as<std::string>() : default_profile(dir);
  if (config.profile == "default")
    config.profile.clear();
  if (vm.count("set"))
    config.sets = vm["set"].as<std::vector<std::string>>();
  config.scale = vm["scale"].as<double>();
  if (!(config.scale > 0 && config.scale <= 1))
    throw UsageError("--scale " + fmt("%g", config.scale) + ": accepted: a factor in (0, 1]");
  config.parallel = vm["jobs"].as<unsigned>();
  const ValidateResult r = run_validate(plan, config);
  const std::string format = vm["output-format"].as<std::string>();
  const json j = validate_json(plan, config, r);
  if (vm.count("json")) {
    const std::string path = vm["json"].as<std::string>();
    std::ofstream out(path);
    if (!out || !(out << j.dump(2) << "\n"))
      throw UsageError("--json " + path + ": cannot write");
  }
  std::cout << (format == "json" ? j.dump(2) + "\n" : validate_text(plan, config, r));
  return r.pass ? 0 : 1;
}

} // namespace

namespace {

// --native: fio as the referee on this machine. The protocol (rounds, cache
// drops, machine state, predictions per run) is calibrate/validate_native.py,
// run with Debian's Python and this wbsim; its exit status is ours.
int validate_native(const std::vector<std::string>& args)
{
  std::vector<std::string> argv = {"/usr/bin/python3", std::string(WBSIM_CALIBRATE_DIR) + "/validate_native.py",
                                   "--wbsim", self_path()};
  for (const auto& a : args)
    if (a != "--native")
      argv.push_back(a);
  const int err = exec_program(argv);
  throw UsageError("--native: cannot run " + argv[1] + " with /usr/bin/python3: " + std::strerror(err));
}

} // namespace

int cmd_validate(const std::vector<std::string>& args)
{
  if (std::find(args.begin(), args.end(), "--native") != args.end())
    return validate_native(args);
  po::options_description d("wbsim validate options");
  d.add_options()("help,h", "this help")(
      "native", "hold the model to fio on this machine: wbsim validate --native JOB... --directory DIR "
                "[--profile P | --calibrate quick|full] [--rounds N] [--state cold,rerun,warm] (--native --help: all)")(
      "row", po::value<std::vector<std::string>>()->composing(),
      "only this row (as printed, or a scenario name: the rows that simulate it); repeatable")(
      "profile", po::value<std::string>(),
      "the parameter set (default: DIR/../profiles/published.profile if present, else the built-in defaults; "
      "'default' forces the built-in ones)")(
      "set", po::value<std::vector<std::string>>()->composing(), "key=value on every run, after the scenario's facts")(
      "scale", po::value<double>()->default_value(1.0),
      "run every job at this fraction of its size with the same fraction of RAM (same steady state, shorter run)")(
      "jobs", po::value<unsigned>()->default_value(0), "simultaneous simulations (0: online CPUs)")(
      "json", po::value<std::string>(), "FILE: also write the results as JSON")(
      "output-format", po::value<std::string>()->default_value("normal"), "normal or json (on stdout)");
  po::options_description hidden;
  // DIR (published results) or, with --native, the job files; --directory is
  // --native's scratch directory, as in `wbsim replay`.
  hidden.add_options()("input", po::value<std::vector<std::string>>())("directory", po::value<std::string>());
  po::positional_options_description pos;
  pos.add("input", -1);
  po::options_description all;
  all.add(d).add(hidden);
  return run_with_input_errors("validate", [&]() -> int {
    po::variables_map vm;
    po::store(po::command_line_parser(args).options(all).positional(pos).run(), vm);
    po::notify(vm);
    if (vm.count("help")) {
      std::cout << "usage: wbsim validate DIR [options]\n\n"
                   "Simulates every published row of DIR (NAME.csv, NAME.validate.csv, the .scenario files)\n"
                   "and compares the model with it; exit status 1 when a row is outside its tolerance.\n\n"
                << d << "\n";
      return 0;
    }
    const std::string format = vm["output-format"].as<std::string>();
    if (format != "normal" && format != "json")
      throw UsageError("--output-format=" + format + ": accepted: normal, json");
    return validate_model(vm);
  });
}

} // namespace wbsim
