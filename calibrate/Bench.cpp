#include "Bench.hpp"

#include "ChildProcess.hpp"
#include "PathLookup.hpp"
#include "PublishedData.hpp"
#include "PublishedValidate.hpp"
#include "RunRequest.hpp"
#include "TestbedMatrix.hpp"

#include <boost/program_options.hpp>

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>
#include <stdexcept>

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace wbsim {

namespace {

// --quick: every job at 1/256 of its size, runtime and RAM. Big enough that
// each benchmark still writes back, throttles and (B4) reclaims, small enough
// that the five run in seconds.
constexpr double kQuickScale = 1.0 / 256;

std::string printf_text(const char* f, double v)
{
  char buf[64];
  std::snprintf(buf, sizeof buf, f, v);
  return buf;
}

// The child's arguments: the scenario's job, args and facts as validate
// builds them (its filesystem's cost profile, sizes and RAM scaled), then the
// runtime scaled too: a time-based job (B5) or one stopped by runtime (B3)
// keeps its proportion to the size.
std::vector<std::string> bench_args(const PublishedScenario& s, const std::vector<std::string>& sets, double scale)
{
  ValidateConfig config;
  config.sets = sets;
  config.scale = scale;
  std::vector<std::string> a = validate_run_args(s, config);
  if (scale != 1.0) {
    std::vector<std::string> probe = a;
    probe.pop_back(); // --output-format=json
    const RunRequest req = parse_run_args(probe);
    double runtime = 0;
    for (const auto& j : req.workload.jobs)
      runtime = std::max(runtime, j.runtime);
    if (runtime > 0) {
      const double ms = std::max(1.0, std::round(runtime * scale * 1000.0));
      a.insert(a.end() - 1, "--job-set=runtime=" + printf_text("%.0f", ms) + "ms");
    }
  }
  return a;
}

} // namespace

BenchRun bench_median(const std::vector<BenchRun>& runs)
{
  BenchRun m;
  if (runs.empty())
    return m;
  auto med = [&runs](double BenchRun::*field) {
    std::vector<double> v;
    for (const auto& r : runs)
      v.push_back(r.*field);
    return spread(v).median;
  };
  m.sim_s = med(&BenchRun::sim_s);
  m.wall_s = med(&BenchRun::wall_s);
  m.cpu_s = med(&BenchRun::cpu_s);
  m.write_bw = med(&BenchRun::write_bw);
  m.simulate_s = med(&BenchRun::simulate_s);
  m.activities = med(&BenchRun::activities);
  m.peak_rss = med(&BenchRun::peak_rss);
  return m;
}

BenchRun bench_run_from(const nlohmann::json& doc, double wall_s, double cpu_s, double peak_rss)
{
  const auto& w = doc.at("wbsim");
  for (const char* key : {"sim_time_s", "wall_time_s", "activities"})
    if (!w.contains(key) || !w[key].is_number())
      throw std::runtime_error(std::string("the run's JSON has no number at wbsim.") + key);
  BenchRun r;
  r.sim_s = w["sim_time_s"].get<double>();
  r.simulate_s = w["wall_time_s"].get<double>();
  r.activities = w["activities"].get<double>();
  r.wall_s = wall_s;
  r.cpu_s = cpu_s;
  r.peak_rss = peak_rss;
  for (const auto& job : doc.at("jobs"))
    r.write_bw += job.at("write").at("bw_bytes").get<double>();
  return r;
}

std::string bench_text(const std::vector<BenchRow>& rows, double scale, int repeat)
{
  std::ostringstream out;
  out << "wbsim bench: scale " << printf_text("%g", scale) << ", "
      << (repeat > 1 ? "median of " + std::to_string(repeat) + " runs" : std::string("one run")) << "\n";
  char line[256];
  std::snprintf(line, sizeof line, "%-24s %9s %9s %9s %9s %12s %10s %10s\n", "benchmark", "sim s", "wall s",
                "speed-up", "cpu s", "activities", "peak RSS", "write bw");
  out << line;
  for (const auto& r : rows) {
    if (!r.error.empty()) {
      out << r.name << ": FAILED: " << r.error << "\n";
      continue;
    }
    const BenchRun m = bench_median(r.runs);
    std::snprintf(line, sizeof line, "%-24s %9.3f %9.3f %8.1fx %9.3f %12.0f %6.1f MiB %6.0f MB/s\n", r.name.c_str(),
                  m.sim_s, m.wall_s, m.speedup(), m.cpu_s, m.activities, m.peak_rss / 1048576.0, m.write_bw / 1e6);
    out << line;
  }
  return out.str();
}

nlohmann::json bench_json(const std::vector<BenchRow>& rows, double scale, int repeat)
{
  nlohmann::json j = {{"scale", scale}, {"repeat", repeat}, {"benchmarks", nlohmann::json::array()}};
  for (const auto& r : rows) {
    nlohmann::json b = {{"name", r.name}, {"description", r.description}};
    if (!r.error.empty()) {
      b["error"] = r.error;
    } else {
      const BenchRun m = bench_median(r.runs);
      b.update({{"sim_s", m.sim_s}, {"wall_s", m.wall_s}, {"cpu_s", m.cpu_s}, {"simulate_s", m.simulate_s},
                {"speedup", m.speedup()}, {"activities", m.activities}, {"peak_rss_bytes", m.peak_rss},
                {"write_bw_bytes", m.write_bw}});
      b["runs"] = nlohmann::json::array();
      for (const auto& run : r.runs)
        b["runs"].push_back({{"sim_s", run.sim_s}, {"wall_s", run.wall_s}, {"cpu_s", run.cpu_s},
                             {"activities", run.activities}, {"peak_rss_bytes", run.peak_rss}});
    }
    j["benchmarks"].push_back(b);
  }
  return j;
}

int cmd_bench(const std::vector<std::string>& args)
{
  po::options_description d("wbsim bench options");
  d.add_options()("help,h", "this help")("quick", "every job at 1/256 of its size, runtime and RAM (a smoke test)")(
      "scale", po::value<double>(), "every job at this fraction of its size, runtime and RAM (0 < F <= 1)")(
      "only", po::value<std::string>(), "NAME[,NAME...]: only these benchmarks (a file stem, or its prefix: B1)")(
      "repeat", po::value<int>()->default_value(1), "runs per benchmark; the figures are their medians")(
      "set", po::value<std::vector<std::string>>()->composing(), "key=value on every run (e.g. sim.aggregate=0)")(
      "wbsim", po::value<std::string>(), "PATH: time this wbsim binary's `run` instead of this one's")(
      "json", po::value<std::string>(), "FILE: also write the results as JSON")(
      "dry-run", "print each benchmark's `wbsim run` command line (to profile one) and run nothing");
  po::options_description hidden;
  hidden.add_options()("dir", po::value<std::string>());
  po::positional_options_description pos;
  pos.add("dir", 1);
  po::options_description all;
  all.add(d).add(hidden);
  po::variables_map vm;
  po::store(po::command_line_parser(args).options(all).positional(pos).run(), vm);
  po::notify(vm);
  if (vm.count("help")) {
    std::cout << "usage: wbsim bench [DIR] [options]\n\n"
                 "Times the simulator on every NAME.scenario of DIR (default: the source tree's scenarios/bench):\n"
                 "simulated seconds, wall seconds, speed-up, SimGrid activities and peak RSS per benchmark.\n\n"
              << d << "\n";
    return 0;
  }
  if (vm.count("quick") && vm.count("scale"))
    throw UsageError("--quick and --scale: give one of them");
  const double scale = vm.count("scale") ? vm["scale"].as<double>() : vm.count("quick") ? kQuickScale : 1.0;
  if (!(scale > 0 && scale <= 1))
    throw UsageError("--scale=" + printf_text("%g", scale) + ": accepted: 0 < F <= 1");
  const int repeat = vm["repeat"].as<int>();
  if (repeat < 1 || repeat > 100)
    throw UsageError("--repeat=" + std::to_string(repeat) + ": accepted: 1 to 100");
  const std::string dir = vm.count("dir") ? vm["dir"].as<std::string>() : std::string(WBSIM_SCENARIOS_DIR) + "/bench";
  const std::string program = vm.count("wbsim") ? vm["wbsim"].as<std::string>() : "/proc/self/exe";
  if (vm.count("wbsim") && access(program.c_str(), X_OK) != 0)
    throw UsageError("--wbsim " + program + ": not an executable file");
  const std::vector<std::string> sets =
      vm.count("set") ? vm["set"].as<std::vector<std::string>>() : std::vector<std::string>{};

  std::error_code ec;
  if (!fs::is_directory(dir, ec))
    throw UsageError("wbsim bench " + dir + ": not a directory; accepted: a directory of .scenario files");
  std::vector<fs::path> files = files_with_extension(dir, ".scenario", ec);
  if (ec)
    throw UsageError("wbsim bench " + dir + ": cannot be listed: " + ec.message());
  if (vm.count("only")) {
    std::vector<fs::path> kept;
    std::istringstream in(vm["only"].as<std::string>());
    for (std::string want; std::getline(in, want, ',');) {
      size_t before = kept.size();
      for (const auto& f : files)
        if (f.stem().string().rfind(want, 0) == 0 && std::find(kept.begin(), kept.end(), f) == kept.end())
          kept.push_back(f);
      if (kept.size() == before)
        throw UsageError("--only " + want + ": no benchmark of " + dir + " is named so");
    }
    files = kept;
  }
  if (files.empty())
    throw UsageError("wbsim bench " + dir + ": no .scenario file there");

  std::vector<BenchRow> rows;
  for (const auto& f : files) {
    BenchRow row;
    row.name = f.stem().string();
    PublishedScenario s;
    try {
      s = read_scenario(f.string(), row.name);
    } catch (const PublishedError& e) {
      std::cerr << "wbsim bench: " << e.what() << "\n";
      return 1;
    }
    row.description = s.description;
    std::vector<std::string> run_args = {"run"};
    const auto a = bench_args(s, sets, scale);
    run_args.insert(run_args.end(), a.begin(), a.end());
    if (vm.count("dry-run")) {
      std::cout << (program == "/proc/self/exe" ? self_path() : program);
      for (const auto& arg : run_args)
        std::cout << " " << arg;
      std::cout << "\n";
      continue;
    }
    for (int i = 0; i < repeat && row.error.empty(); ++i) {
      ChildRun c;
      c.args = run_args;
      c.what = "benchmark " + row.name;
      const auto t0 = std::chrono::steady_clock::now();
      spawn_child(c, program);
      finish_child(c);
      const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
      if (!c.ok()) {
        row.error = status_text(c.status) + ": " + c.err.substr(0, 400);
        break;
      }
      try {
        // ru_maxrss is in KiB on Linux.
        auto seconds = [](const timeval& t) { return static_cast<double>(t.tv_sec) + 1e-6 * static_cast<double>(t.tv_usec); };
        const double cpu = seconds(c.usage.ru_utime) + seconds(c.usage.ru_stime);
        row.runs.push_back(bench_run_from(nlohmann::json::parse(c.out), wall, cpu,
                                          1024.0 * static_cast<double>(c.usage.ru_maxrss)));
      } catch (const std::exception& e) {
        row.error = e.what();
      }
    }
    std::cerr << "wbsim bench: " << row.name << (row.error.empty() ? " done" : " failed") << "\n";
    rows.push_back(std::move(row));
  }
  if (vm.count("dry-run"))
    return 0;
  std::cout << bench_text(rows, scale, repeat);
  if (vm.count("json")) {
    std::ofstream out(vm["json"].as<std::string>());
    out << bench_json(rows, scale, repeat).dump(2) << "\n";
    if (!out)
      throw UsageError("--json " + vm["json"].as<std::string>() + ": cannot write it");
  }
  for (const auto& r : rows)
    if (!r.error.empty())
      return 1;
  return 0;
}

} // namespace wbsim
