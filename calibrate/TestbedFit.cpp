#include "TestbedFit.hpp"

#include "ChildProcess.hpp"
#include "LeastSquares.hpp"
#include "Profile.hpp"
#include "RunRequest.hpp"
#include "SyscallProbe.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <set>
#include <sstream>

namespace wbsim {

using nlohmann::json;

namespace {

// The parameters the fit sets, at zero for the baseline runs.
// fs.write_iter too: btrfs copies one folio per iteration since 6.13 and
// its folios are order 0, so per iteration is per 4 KiB page, inside write_page.
const std::vector<std::string> kZeroed = {
    "fs.write_call=0",          "fs.write_page=0",        "fs.write_iter=0",         "engine.pvsync=0",
    "engine.libaio_submit=0",   "engine.libaio_complete=0", "engine.uring_submit=0", "engine.uring_complete=0",
    "iowq.idle_punt=0",         "iowq.remote_copy_bw=1TB/s", "iowq.scrambled_sector=0",
    "fuse.round_trip=0",        "fuse.daemon_bw=1TB/s"};

// The loop device over a tmpfs file (and the FUSE daemon's tmpfs backing
// file): a memory copy, no media. Estimates; the baseline runs of the fit
// use them too, or the fit and the check would model different devices
// (a fuse 4 KiB cell's backing write: 27.5k IOPS on the default device
// against 53k on this one, 2026-12-02).
const std::vector<std::pair<std::string, std::string>> kTestbedDevice = {
    {"write_bw", "4GB/s"}, {"read_bw", "4GB/s"}, {"write_latency", "2us"}, {"read_latency", "2us"}, {"flush_latency", "5us"}};

std::string us(double seconds)
{
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.3fus", seconds * 1e6);
  return buf;
}

// cpu.copy_bw as the profiles state it (whole MB/s).
std::string copy_bw_text(double bw)
{
  return std::to_string(static_cast<uint64_t>(bw / 1e6)) + "MB/s";
}

std::string kernel_version(const std::string& release)
{
  // "6.18.44-fc-v1045" -> "6.18"
  const auto dot = release.find('.');
  if (dot == std::string::npos)
    return release;
  const auto end = release.find_first_not_of("0123456789", dot + 1);
  return release.substr(0, end == std::string::npos ? release.size() : end);
}

// The largest FUSE_WRITE the daemon served, else what it asked for.
uint64_t fuse_request(const TestbedRecord& rec)
{
  return rec.fuse_max_write_seen ? rec.fuse_max_write_seen : rec.fuse_max_write;
}

// The 1-minute load averages read before the runs: "min-max".
std::string load_range(const TestbedRecord& rec)
{
  std::vector<double> all;
  for (const auto& c : rec.cells)
    all.insert(all.end(), c.load1.begin(), c.load1.end());
  if (all.empty())
    return "not recorded";
  const auto [lo, hi] = std::minmax_element(all.begin(), all.end());
  std::ostringstream os;
  os << std::fixed << std::setprecision(2) << *lo << "-" << *hi;
  return os.str();
}

bool fitted_cell(const CellResult& c)
{
  return !c.iops.empty() && !c.cell.overwrite && !c.cell.fsync && c.cell.jobs == 1;
}

} // namespace

std::string testbed_profile_spec(const std::string& dir, const std::string& fs, bool with_fitted)
{
  namespace fsys = std::filesystem;
  std::string spec = dir + "/testbed-vm.profile";
  const std::string shipped = profiles_dir() + "/fs-" + fs + ".profile";
  if (fsys::exists(shipped))
    spec += "+" + shipped;
  if (with_fitted)
    spec += "+" + dir + "/testbed-" + fs + ".profile";
  return spec;
}

bool reports_free_pages(const TestbedRecord& rec)
{
  return rec.page_reporting;
}

std::vector<std::string> testbed_machine_sets(const TestbedRecord& rec)
{
  std::vector<std::string> s = {"cpu.cores=" + std::to_string(rec.cpus), "kernel=" + kernel_version(rec.kernel)};
  if (rec.mem_total > 0)
    s.push_back("mem.total=" + std::to_string(static_cast<uint64_t>(rec.mem_total / 1024)) + "KiB");
  if (reports_free_pages(rec))
    s.push_back("mem.page_reporting=1");
  if (rec.wakeup >= 0)
    s.push_back("cpu.wakeup=" + us(rec.wakeup));
  if (rec.smp_efficiency > 0)
    s.push_back("cpu.smp_efficiency=" + std::to_string(rec.smp_efficiency));
  if (rec.copy_bw > 0)
    s.push_back("cpu.copy_bw=" + copy_bw_text(rec.copy_bw));
  if (rec.syscall > 0)
    s.push_back("cpu.syscall=" + us(rec.syscall));
  return s;
}

std::vector<std::string> testbed_cell_sets(const TestbedRecord& rec, const CellResult& c)
{
  if (!reports_free_pages(rec))
    return {};
  // The median repeat's warm memory, as wbsim machine-state read it before the
  // run; a record from before warm_bytes existed says nothing: cold, as then.
  std::vector<double> w = c.warm_bytes;
  double warm = 0;
  if (!w.empty()) {
    std::sort(w.begin(), w.end());
    warm = w[w.size() / 2];
  }
  return {"mem.start_warm=" + std::to_string(static_cast<uint64_t>(warm)) + "B"};
}

std::vector<std::string> fit_baseline_sets(const TestbedRecord& rec, const CellResult& c)
{
  std::vector<std::string> s = testbed_machine_sets(rec);
  for (const auto& [k, v] : kTestbedDevice)
    s.push_back("dev." + k + "=" + v);
  for (const auto& x : testbed_cell_sets(rec, c))
    s.push_back(x);
  if (c.cell.fs == "fuse") {
    s.push_back("fs.type=fuse");
    s.push_back("fuse.max_request=" + std::to_string(fuse_request(rec)) + "B");
    s.push_back("fuse.daemon_threads=" + std::to_string(rec.fuse_threads));
  }
  s.insert(s.end(), kZeroed.begin(), kZeroed.end());
  if (rec.fio_null >= 0) { // measured: fio's loop, the same for pwrite and pwritev
    s.push_back("engine.psync=" + us(rec.fio_null));
    s.push_back("engine.pvsync=" + us(rec.fio_null));
  }
  return s;
}

FitDesign fit_design(const std::vector<FitRow>& rows)
{
  FitDesign d;
  std::set<std::string> names;
  for (const auto& r : rows)
    for (const auto& [k, v] : r.counts)
      if (v != 0)
        names.insert(k);
  d.columns.assign(names.begin(), names.end());
  d.X = Eigen::MatrixXd::Zero(static_cast<Eigen::Index>(rows.size()), static_cast<Eigen::Index>(d.columns.size()));
  d.y.resize(static_cast<Eigen::Index>(rows.size()));
  d.w.resize(static_cast<Eigen::Index>(rows.size()));
  for (size_t i = 0; i < rows.size(); ++i) {
    const auto ri = static_cast<Eigen::Index>(i);
    for (size_t j = 0; j < d.columns.size(); ++j) {
      const auto it = rows[i].counts.find(d.columns[j]);
      d.X(ri, static_cast<Eigen::Index>(j)) = it == rows[i].counts.end() ? 0.0 : it->second;
    }
    d.y(ri) = rows[i].measured - rows[i].baseline;
    d.w(ri) = 1.0 / (rows[i].measured * rows[i].measured); // relative residuals
  }
  return d;
}

std::string fit_testbed(const TestbedRecord& rec, const std::string& out_dir, const std::string& measured_path)
{
  namespace fsys = std::filesystem;
  if (!fsys::is_directory(out_dir))
    throw UsageError("wbsim testbed --fit: --profiles-out " + out_dir + " is not a directory");
  // Baselines: the model with the fitted parameters at 0, in the machine's facts.
  std::vector<size_t> idx;
  std::vector<ChildRun> runs;
  for (size_t i = 0; i < rec.cells.size(); ++i) {
    const auto& c = rec.cells[i];
    if (!fitted_cell(c))
      continue;
    ChildRun r;
    r.what = "the baseline model of " + c.cell.key();
    r.args = {"run", "--profile", testbed_profile_spec(profiles_dir(), c.cell.fs, false), "--output-format=json",
              "--no-progress"};
    // testbed-vm.profile may not exist yet: the facts go in as --set too.
    r.args[2] = fsys::exists(profiles_dir() + "/fs-" + c.cell.fs + ".profile") ? "fs-" + c.cell.fs : "default";
    for (const auto& s : fit_baseline_sets(rec, c))
      r.args.insert(r.args.end(), {"--set", s});
    auto fio = fio_args(c.cell, "/testbed", rec.size_per_job, rec.runtime);
    for (size_t k = 1; k < fio.size(); ++k)
      if (fio[k].rfind("--output-format", 0) != 0 && fio[k].rfind("--unlink", 0) != 0) // --fallocate=none kept
        r.args.push_back(fio[k]);
    runs.push_back(std::move(r));
    idx.push_back(i);
  }
  if (runs.empty())
    throw UsageError("wbsim testbed --fit: " + measured_path + " has no single-writer first-write cells without fsync");
  run_children(runs, 2);

  std::vector<FitRow> rows;
  for (size_t k = 0; k < runs.size(); ++k) {
    const CellResult& c = rec.cells[idx[k]];
    if (!runs[k].ok())
      throw std::runtime_error(runs[k].what + " failed (" + status_text(runs[k].status) + "): " + runs[k].err);
    const json j = json::parse(runs[k].out);
    const json& w = j.at("jobs").at(0).at("write");
    const double ios = w.at("total_ios").get<double>();
    FitRow row;
    row.key = c.cell.key();
    row.measured = 1.0 / spread(c.iops).median;
    row.baseline = 1.0 / w.at("iops").get<double>();
    const json& wb = j.at("wbsim");
    // At QD1 every punted write finds its worker asleep: the cells measure
    // iowq.idle_punt (iowq.punt, the busy worker's share, stays at its value).
    const double idle = ios > 0 ? wb.value("iowq_idle_starts", 0.0) / ios : 0.0;
    const std::string& fs = c.cell.fs;
    if (fs == "fuse") {
      const double requests = ios > 0 && wb.contains("fuse") ? wb["fuse"].value("write_requests", 0.0) / ios : 1.0;
      row.counts["fuse.write_call"] = 1;
      row.counts["fuse.round_trip"] = requests;
      row.counts["fuse.inv_daemon_bw"] = static_cast<double>(c.cell.bs);
    } else {
      row.counts[fs + ".write_call"] = 1;
      row.counts[fs + ".write_page"] = static_cast<double>(c.cell.bs) / 4096.0;
    }
    switch (c.cell.engine) {
    case TbEngine::Psync: break;
    case TbEngine::Pvsync: row.counts["engine.pvsync"] = 1; break;
    case TbEngine::Libaio: row.counts["engine.libaio"] = 1; break;
    case TbEngine::UringInline:
    case TbEngine::UringPunt: row.counts["engine.uring"] = 1; break;
    }
    if (idle > 0)
      row.counts["iowq.idle_punt"] = idle;
    // The worker's extra pass over a punted write's bytes (the submitter's
    // cache lines, and fio's scrambled blocks: one per-byte term here).
    const double punted = ios > 0 ? wb.value("iowq_punts", 0.0) / ios : 0.0;
    if (punted > 0)
      row.counts["iowq.inv_remote_copy_bw"] = punted * static_cast<double>(c.cell.bs);
    rows.push_back(std::move(row));
  }
  const FitDesign d = fit_design(rows);
  const LinearFit fit = fit_linear_nonneg(d.X, d.y, d.columns, &d.w);
  std::map<std::string, double> coef;
  for (size_t j = 0; j < d.columns.size(); ++j)
    coef[d.columns[j]] = fit.coef(static_cast<Eigen::Index>(j));

  // Residuals as the model will see them: predicted = baseline + X*coef.
  std::ostringstream res;
  std::vector<double> abs_err;
  const Eigen::VectorXd fitted = d.X * fit.coef;
  for (size_t i = 0; i < rows.size(); ++i) {
    const double pred_t = rows[i].baseline + fitted(static_cast<Eigen::Index>(i));
    const double err = rows[i].measured / pred_t - 1; // IOPS error: (1/pred - 1/meas) / (1/meas)
    abs_err.push_back(std::fabs(err));
    res << "#   " << std::left << std::setw(42) << rows[i].key << std::right << std::fixed << std::setprecision(0)
        << std::setw(9) << 1 / rows[i].measured << " IOPS measured, " << std::setw(9) << 1 / pred_t << " fitted ("
        << std::showpos << std::setprecision(1) << 100 * err << std::noshowpos << "%)\n";
  }
  const Spread es = spread(abs_err);
  std::ostringstream prov;
  prov << "# Fitted by `wbsim testbed --fit --measured " << fsys::path(measured_path).filename().string()
       << "` from the testbed run on host " << rec.host << ", Linux " << rec.kernel << ", " << rec.date << ", "
       << rec.tool << ", " << rec.cpus << " CPUs, load average "
       << load_range(rec) << ", " << rec.repeats
       << " interleaved rounds (median per cell).\n# Devices: loop over a tmpfs file (XFS, ext4, btrfs); FUSE: "
          "wbsim-fusepass (libfuse3, "
       << rec.fuse_threads << " threads, max_write " << rec.fuse_max_write << ", largest request seen "
       << rec.fuse_max_write_seen << ") over a tmpfs directory.\n# Weighted NNLS over " << rows.size()
       << " QD1 single-writer first-write cells, rank " << fit.rank << " of " << d.columns.size()
       << "; |IOPS error| median " << std::fixed << std::setprecision(1) << 100 * es.median << "%, max " << 100 * es.max << "%.\n";

  auto get = [&](const std::string& k) { return coef.count(k) ? coef[k] : 0.0; };
  auto write = [&](const std::string& name, const std::string& body) {
    const std::string path = out_dir + "/" + name + ".profile";
    std::ofstream f(path);
    if (!f)
      throw UsageError("wbsim testbed --fit: cannot write " + path);
    f << body;
  };
  // The machine: facts, and the costs every filesystem shares.
  {
    std::ostringstream os;
    os << "# The testbed VM as measured by `wbsim testbed`: machine facts, and the engine\n"
          "# and io-wq costs fitted jointly over all filesystems.\n"
       << prov.str() << "# Per-cell residuals of the joint fit:\n" << res.str();
    os << "[profile]\nname=testbed-vm\ndescription=" << rec.host << " (" << rec.cpus << " CPUs, Linux " << rec.kernel
       << "): RAM-backed testbed devices; engine and punt costs measured " << rec.date << "\n\n";
    os << "[cpu]\n# Fact: online CPUs of the testbed host.\ncores=" << rec.cpus << "\n";
    if (rec.wakeup >= 0)
      os << "# Measured: eventfd ping-pong of two sleeping threads before the matrix (WakeupProbe).\nwakeup="
         << us(rec.wakeup) << "\n";
    if (rec.smp_efficiency > 0)
      os << "# Measured: " << rec.smp_how << ".\nsmp_efficiency=" << rec.smp_efficiency << "\n";
    else
      os << "# cpu.smp_efficiency: not measured on the write path by this run; the default applies.\n";
    if (rec.copy_bw > 0)
      os << "# Measured: " << rec.copy_how << ".\ncopy_bw=" << copy_bw_text(rec.copy_bw) << "\n";
    else
      os << "# cpu.copy_bw: not measured by this run; the default applies.\n";
    if (rec.syscall > 0)
      os << "# Measured: getppid() in a loop, median of " << kSyscallRounds << " rounds of " << kSyscallCalls
         << " calls (SyscallProbe).\nsyscall=" << us(rec.syscall) << "\n";
    os << "\n";
    if (rec.mem_total > 0)
      os << "[mem]\n# Fact: MemTotal of the testbed host.\ntotal=" << static_cast<uint64_t>(rec.mem_total / 1024) << "KiB\n\n";
    os << "[params]\n# Fact: the testbed's kernel (switches follow it, KernelFeatures).\nkernel="
       << kernel_version(rec.kernel) << "\n";
    if (reports_free_pages(rec))
      os << "# Fact: the VM reports free pages to the host (page_reporting's reported_kib exists). Each\n"
            "# cell is predicted from the warm memory machine-state read before it (--set mem.start_warm);\n"
            "# mem.fault_in_bw stays the measured default (ParamTable.def).\nmem.page_reporting=1\n";
    os << "\n";
    os << "[dev]\n# The 'device' is a loop device over a tmpfs file: a memory copy, no media.\n"
          "# Estimates, not fitted (block filesystems' first writes without fsync never reach it; the\n"
          "# FUSE daemon's writes to its tmpfs backing file do, in the fit's baselines too):\n";
    for (const auto& [k, v] : kTestbedDevice)
      os << k << "=" << v << "\n";
    os << "\n";
    os << "[engine]\n";
    if (rec.fio_null >= 0)
      os << "# Measured: fio's null engine (fio's own loop per IO), for psync; pvsync adds the fitted\n"
            "# pwritev extra. libaio and io_uring: fitted per-IO cost beyond the write itself, split\n"
            "# evenly between submit and complete (estimate of the split).\n"
         << "psync=" << us(rec.fio_null) << "\npvsync=" << us(rec.fio_null + get("engine.pvsync")) << "\n";
    else
      os << "# Measured (fit): per-IO engine cost beyond the write itself; psync is an estimate\n"
            "# (collinear with fs.write_call); submit/complete split evenly (estimate of the split).\n"
         << "psync=0.3us\npvsync=" << us(get("engine.pvsync")) << "\n";
    os << "libaio_submit=" << us(get("engine.libaio") / 2) << "\nlibaio_complete=" << us(get("engine.libaio") / 2) << "\n"
       << "uring_submit=" << us(get("engine.uring") / 2) << "\nuring_complete=" << us(get("engine.uring") / 2) << "\n\n";
    os << "[iowq]\n# Measured (fit): io_uring force_async=1 against inline on the same QD1 cells, beyond two\n"
          "# cpu.wakeup and iowq.punt (the busy worker's share, not measured here: calibrate measures it).\nidle_punt="
       << us(get("iowq.idle_punt")) << "\n";
    const double inv_copy = get("iowq.inv_remote_copy_bw");
    os << "# Measured (fit): the worker's extra pass over a punted write's bytes, per byte; fio's scrambled\n"
          "# buffers (scramble_buffers=1, the testbed's jobs) are inside it, so scrambled_sector is 0 here.\n"
       << "remote_copy_bw=" << static_cast<uint64_t>(std::min(1e12, inv_copy > 0 ? 1.0 / inv_copy : 1e12) / 1e6)
       << "MB/s\nscrambled_sector=0\n";
    write("testbed-vm", os.str());
  }
  std::set<std::string> fss;
  for (const auto& r : rows)
    fss.insert(r.key.substr(0, r.key.find('/')));
  for (const auto& fs : fss) {
    std::ostringstream os;
    os << "# " << fs << " on the testbed: the write-path costs measured on this kernel. Values not\n"
       << "# here are estimates from fs-" << fs << ".profile (where it exists) or the built-in defaults.\n"
       << prov.str() << "[profile]\nname=testbed-" << fs << "\ndescription=" << fs << " write path fitted on "
       << rec.host << ", Linux " << rec.kernel << ", " << rec.date << "\n\n[fs]\n";
    if (fs == "fuse") {
      const double inv = get("fuse.inv_daemon_bw");
      os << "type=fuse\n# Measured (fit): per write() call.\nwrite_call=" << us(get("fuse.write_call")) << "\n\n[fuse]\n"
         << "# Facts of the daemon: wbsim-fusepass, write-through, max_write as negotiated.\nwriteback_cache=0\n"
         << "max_request=" << fuse_request(rec) / 1024 << "KiB\n"
         << "daemon_threads=" << rec.fuse_threads << "\n"
         << "# Measured (fit): per request (round trip and daemon work), and bytes per second.\n"
         << "round_trip=" << us(get("fuse.round_trip")) << "\n";
      if (inv > 0)
        os << "daemon_bw=" << static_cast<uint64_t>(std::min(1e12, 1.0 / inv) / 1e6) << "MB/s\n";
      else
        os << "# daemon_bw: the fit found no per-byte daemon cost beyond the baseline (left at 1TB/s).\ndaemon_bw=1TB/s\n";
    } else {
      os << "# Measured (fit): per write() call, and per 4 KiB block written beyond the copy\n"
            "# (cpu.copy_bw) and the per-folio defaults (includes, on this VM, faulting memory\n"
            "# back in from the host). write_iter is 0: the per-iteration work is inside write_page\n"
            "# (btrfs on 6.13+ copies one order-0 folio, one page, per iteration).\n"
         << "write_call=" << us(get(fs + ".write_call")) << "\nwrite_page=" << us(get(fs + ".write_page"))
         << "\nwrite_iter=0us\n";
    }
    write("testbed-" + fs, os.str());
  }
  std::ostringstream out;
  out << prov.str() << fit.summary() << "\n" << res.str();
  return out.str();
}

} // namespace wbsim
