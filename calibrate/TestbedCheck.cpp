#include "TestbedCheck.hpp"

#include "ChildProcess.hpp"
#include "PathLookup.hpp"
#include "Profile.hpp"
#include "RunRequest.hpp"
#include "TestbedFit.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <iomanip>
#include <map>
#include <sstream>

namespace wbsim {

using nlohmann::json;

namespace {

std::string group_key(const MatrixCell& c)
{
  return c.fs + "/" + bs_text(c.bs) + "/" + std::to_string(c.jobs) + "j/" + (c.overwrite ? "over" : "first") + "/" +
         (c.fsync ? "fsync" : "nofsync");
}

std::string pct(double x)
{
  std::ostringstream os;
  os << std::showpos << std::fixed << std::setprecision(1) << 100 * x << "%";
  return os.str();
}

} // namespace

CheckVerdict judge(const std::vector<MatrixCell>& cells, const std::vector<CheckRow>& rows,
                   const std::vector<Spread>& spreads, const CheckTolerances& tol)
{
  CheckVerdict v;
  std::vector<double> errs;
  for (size_t i = 0; i < rows.size(); ++i) {
    const double e = std::fabs(rows[i].error());
    errs.push_back(e);
    if (e >= v.worst_abs_error) {
      v.worst_abs_error = e;
      v.worst_cell = cells[i].key();
    }
  }
  v.median_abs_error = spread(errs).median;
  // Engine ordering inside each group: judged only for pairs whose measured
  // min..max ranges do not overlap (an overlap is a tie within the noise).
  std::map<std::string, std::vector<size_t>> groups;
  for (size_t i = 0; i < cells.size(); ++i)
    groups[group_key(cells[i])].push_back(i);
  for (const auto& [g, idx] : groups) {
    for (size_t a : idx)
      for (size_t b : idx) {
        if (spreads[a].min > spreads[b].max && !(rows[a].predicted > rows[b].predicted))
          v.ordering_misses.push_back(g + ": measured " + to_string(cells[a].engine) + " > " +
                                      to_string(cells[b].engine) + ", predicted not");
      }
    if (cells[idx[0]].fs != "xfs" && cells[idx[0]].fs != "btrfs")
      continue;
    const size_t* inl = nullptr;
    const size_t* punt = nullptr;
    for (const size_t& i : idx) {
      if (cells[i].engine == TbEngine::UringInline)
        inl = &i;
      if (cells[i].engine == TbEngine::UringPunt)
        punt = &i;
    }
    if (inl && punt && rows[*punt].measured > 0 && rows[*punt].predicted > 0) {
      const double m = rows[*inl].measured / rows[*punt].measured;
      const double p = rows[*inl].predicted / rows[*punt].predicted;
      if (std::fabs(p / m - 1) > tol.punt_ratio_error) {
        std::ostringstream os;
        os << g << ": inline/punt measured " << std::setprecision(3) << m << "x, predicted " << p << "x";
        v.punt_ratio_misses.push_back(os.str());
      }
    }
  }
  v.pass = !rows.empty() && v.median_abs_error <= tol.median_error && v.worst_abs_error <= tol.worst_error &&
           v.ordering_misses.empty() && v.punt_ratio_misses.empty();
  return v;
}

void require_testbed_profiles(const std::string& profiles, const std::vector<std::string>& filesystems)
{
  const std::string dir = profiles.empty() ? profiles_dir() : profiles;
  std::vector<std::string> need = {dir + "/testbed-vm.profile"};
  for (const auto& fsname : filesystems)
    need.push_back(dir + "/testbed-" + fsname + ".profile");
  for (const std::string& p : need)
    if (const PathLookup found = look_up(p); !found.found)
      throw UsageError("wbsim testbed --check: " + p + found.why_not() + " (--profiles DIR names the directory of "
                       "testbed-vm.profile and testbed-<fs>.profile; `wbsim testbed --fit` writes them)");
}

TestbedCheck check_testbed(const TestbedRecord& rec, const std::string& profiles, const CheckTolerances& tol)
{
  const std::string dir = profiles.empty() ? profiles_dir() : profiles;
  auto profile_for = [&](const std::string& fsname) {
    require_testbed_profiles(dir, {fsname});
    return testbed_profile_spec(dir, fsname, true);
  };

  std::vector<size_t> idx; // measured first-write cells
  std::vector<ChildRun> runs;
  for (size_t i = 0; i < rec.cells.size(); ++i) {
    const auto& c = rec.cells[i];
    if (c.iops.empty() || c.cell.overwrite)
      continue;
    ChildRun r;
    r.what = "the model of " + c.cell.key();
    auto fio = fio_args(c.cell, "/testbed", rec.size_per_job, rec.runtime);
    fio.erase(fio.begin()); // "fio"
    r.args = {"run", "--profile", profile_for(c.cell.fs), "--output-format=json", "--no-progress"};
    // --fallocate=none is the model's too: btrfs refuses io_uring's inline
    // NOWAIT try on files fio did not preallocate (fs.nowait_prealloc).
    for (const auto& a : fio)
      if (a.rfind("--output-format", 0) != 0 && a.rfind("--unlink", 0) != 0)
        r.args.push_back(a);
    for (const auto& s : testbed_cell_sets(rec, c))
      r.args.insert(r.args.end(), {"--set", s});
    runs.push_back(std::move(r));
    idx.push_back(i);
  }
  run_children(runs, 2);

  std::vector<MatrixCell> cells;
  std::vector<CheckRow> rows;
  std::vector<Spread> spreads;
  json jcells = json::array();
  std::ostringstream os;
  os << "\n# wbsim testbed --check: measured (median of " << rec.repeats << ") vs predicted, QD1\n"
     << std::left << std::setw(44) << "cell" << std::right << std::setw(10) << "meas IOPS" << std::setw(10) << "pred"
     << std::setw(9) << "error" << std::setw(9) << "MB/s" << std::setw(9) << "pred" << std::setw(16) << "p50/p99 us"
     << std::setw(16) << "pred p50/p99" << "  model verdict\n";
  std::ostringstream shares, loop;
  // cpu-clock books the irq-off exit of every syscall to user space; the
  // simulated shares are compared as that sampler would record them.
  const bool clock_sampled = rec.perf_event.rfind("cpu-clock", 0) == 0;
  const double user_share = clock_sampled && rec.syscall_user_share > 0 ? rec.syscall_user_share : 0.0;
  int share_cells = 0, share_cells_within = 0;
  for (size_t k = 0; k < runs.size(); ++k) {
    const CellResult& c = rec.cells[idx[k]];
    if (!runs[k].ok())
      throw std::runtime_error(runs[k].what + " failed (" + status_text(runs[k].status) + "): " + runs[k].err);
    const json j = json::parse(runs[k].out);
    const json& w = j.at("jobs").at(0).at("write");
    const json& pctl = w.at("clat_ns").value("percentile", json::object());
    CheckRow row{spread(c.iops).median, w.at("iops").get<double>()};
    const double pbw = w.at("bw_bytes").get<double>();
    const double p50 = pctl.value("50.000000", 0.0) / 1e3, p99 = pctl.value("99.000000", 0.0) / 1e3;
    const json& wb = j.at("wbsim");
    const std::string verdict = wb.at("bottleneck").at("verdict");
    cells.push_back(c.cell);
    rows.push_back(row);
    spreads.push_back(spread(c.iops));
    os << std::left << std::setw(44) << c.cell.key() << std::right << std::fixed << std::setprecision(0)
       << std::setw(10) << row.measured << std::setw(10) << row.predicted << std::setw(9) << pct(row.error())
       << std::setw(9) << spread(c.bw_bytes).median / 1e6 << std::setw(9) << pbw / 1e6 << std::setprecision(1)
       << std::setw(8) << spread(c.p50_us).median << "/" << std::setw(7) << spread(c.p99_us).median << std::setw(8)
       << p50 << "/" << std::setw(7) << p99 << "  " << verdict << "\n";
    json jc = {{"key", c.cell.key()}, {"measured_iops", row.measured}, {"predicted_iops", row.predicted},
               {"error", row.error()}, {"measured_bw", spread(c.bw_bytes).median}, {"predicted_bw", pbw},
               {"predicted_p50_us", p50}, {"predicted_p99_us", p99}, {"model_verdict", verdict}};
    // Simulated CPU shares by function name (the filesystem's own names).
    std::map<std::string, double> sim, sim_s;
    for (const auto& f : wb.at("cpu").at("functions")) {
      sim[f.at("function").get<std::string>()] = f.at("percent").get<double>();
      sim_s[f.at("function").get<std::string>()] = f.value("seconds", 0.0);
    }
    // fio's own loop per IO, measured by getrusage (fio's usr_cpu) and not by
    // perf's sampling: psync and pvsync spend their user time in that loop.
    const double ios = w.value("total_ios", 0.0);
    if (!c.usr_cpu.empty() && c.cell.jobs == 1 && ios > 0 &&
        (c.cell.engine == TbEngine::Psync || c.cell.engine == TbEngine::Pvsync)) {
      const double meas = spread(c.usr_cpu).median / 100 / row.measured * 1e6;
      // The tick that accounts user time is a timer interrupt too: it books
      // the same part of each syscall to user space as perf's cpu-clock.
      const double pred = (sim_s["engine_submit_reap"] + user_share * sim_s["syscall"]) / ios * 1e6;
      loop << "    " << std::left << std::setw(40) << c.cell.key() << std::right << std::fixed << std::setprecision(2)
           << std::setw(8) << meas << std::setw(8) << pred << " us\n";
      jc["fio_user_us_per_io"] = meas;
      jc["predicted_engine_us_per_io"] = pred;
    }
    if (c.has_perf && c.perf.samples > 0) {
      const std::map<std::string, double> seen = as_sampled(sim, user_share);
      bool within = true;
      std::vector<std::pair<double, KFunc>> top;
      for (const auto& [f, n] : c.perf.by_func)
        top.push_back({n, f});
      std::sort(top.rbegin(), top.rend());
      json jt = json::array();
      shares << std::fixed; // shares as 12.3%, not 1e+01%
      shares << c.cell.key() << ": perf vs simulated share (" << std::setprecision(0) << c.perf.samples
             << " samples; other " << std::setprecision(1) << 100 * c.perf.other / c.perf.samples << "%, spin locks "
             << 100 * c.perf.spin_lock / c.perf.samples << "%, slowpath " << 100 * c.perf.spin_slowpath / c.perf.samples
             << "%)\n";
      for (size_t t = 0; t < top.size() && t < 5; ++t) {
        const std::string name = kfunc_name(top[t].second, c.cell.fs);
        const double m = 100 * top[t].first / c.perf.samples;
        const double s = seen.count(name) ? seen.at(name) : 0.0;
        const bool miss = std::fabs(s - m) > tol.share_points;
        within = within && !miss;
        shares << "    " << std::left << std::setw(40) << name << std::right << std::setw(7) << m << "%" << std::setw(8)
               << s << "%" << std::setw(8) << std::showpos << s - m << std::noshowpos << " pts"
               << (miss ? "  MISS" : "") << "\n";
        jt.push_back({{"function", name}, {"perf_percent", m}, {"simulated_percent", s}});
      }
      ++share_cells;
      share_cells_within += within ? 1 : 0;
      jc["top5_within"] = within;
      jc["top_functions"] = jt;
      jc["spin_lock_percent"] = 100 * c.perf.spin_lock / c.perf.samples;
      jc["spin_slowpath_percent"] = 100 * c.perf.spin_slowpath / c.perf.samples;
    }
    jcells.push_back(jc);
  }
  const CheckVerdict v = judge(cells, rows, spreads, tol);
  if (!shares.str().empty() && clock_sampled) {
    os << "perf sampled " << rec.perf_event
       << " (no hardware PMU): an hrtimer cannot sample code that runs with interrupts off, whose\n"
          "time lands where they come back on (return to user space, spin_unlock_irqrestore); fio's\n"
          "user-space and unlock shares are inflated, the rest deflated. The rows are shown, not judged.\n";
    if (user_share > 0)
      os << std::fixed << std::setprecision(1) << "The simulated shares are shown as this sampler books them: "
         << 100 * user_share << "% of the syscall share\nmoved to fio's loop (engine_submit_reap), the share of a "
         << "getppid() loop's samples it put in user space.\n";
    else
      os << "The syscall loop was not sampled (a record older than 2026-12-06): the simulated shares are as "
            "simulated.\n";
  }
  os << shares.str();
  if (share_cells > 0)
    os << "perf shares: " << share_cells_within << " of " << share_cells << " cells with every top-5 function within "
       << std::setprecision(0) << tol.share_points << " points\n";
  if (!loop.str().empty())
    os << "fio's own loop per IO: user CPU by getrusage (fio usr_cpu) against the model's engine_submit_reap"
       << (user_share > 0 ? " and the syscall's sampled part" : "") << "\n"
       << loop.str();
  os << std::fixed << std::setprecision(1) << "median |IOPS error| " << 100 * v.median_abs_error << "% (target <= "
     << 100 * tol.median_error << "%), worst " << 100 * v.worst_abs_error << "% in " << v.worst_cell << " (target <= "
     << 100 * tol.worst_error << "%)\n";
  for (const auto& m : v.ordering_misses)
    os << "engine ordering MISS: " << m << "\n";
  for (const auto& m : v.punt_ratio_misses)
    os << "inline/punt ratio MISS: " << m << "\n";
  size_t skipped = 0;
  for (const auto& c : rec.cells)
    skipped += c.cell.overwrite && !c.iops.empty();
  if (skipped)
    os << skipped << " overwrite cells measured but not predicted (the model has no layout pass)\n";
  os << (v.pass ? "check: PASS\n" : "check: FAIL\n");
  TestbedCheck out;
  out.table = os.str();
  out.pass = v.pass;
  out.json = {{"cells", jcells},
              {"median_abs_error", v.median_abs_error},
              {"worst_abs_error", v.worst_abs_error},
              {"worst_cell", v.worst_cell},
              {"ordering_misses", v.ordering_misses},
              {"punt_ratio_misses", v.punt_ratio_misses},
              {"perf_event", rec.perf_event},
              {"syscall_user_share", rec.syscall_user_share},
              {"perf_share_cells", share_cells},
              {"perf_share_cells_within", share_cells_within},
              {"pass", v.pass}};
  return out;
}

} // namespace wbsim
