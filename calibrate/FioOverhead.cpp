#include "FioOverhead.hpp"

#include "ChildProcess.hpp"
#include "TestbedMatrix.hpp"

#include <nlohmann/json.hpp>

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <sstream>
#include <stdexcept>
#include <vector>

namespace wbsim {

std::string find_on_path(const std::string& name)
{
  const char* path = std::getenv("PATH");
  std::stringstream dirs(path ? path : "/usr/bin:/bin");
  std::string dir;
  while (std::getline(dirs, dir, ':')) {
    const std::string p = (dir.empty() ? "." : dir) + "/" + name;
    if (::access(p.c_str(), X_OK) == 0)
      return p;
  }
  return "";
}

namespace {
// One fio run with JSON output: `figure` of its first job (> 0). Errors name
// `what`: the exit status and stderr, or what the JSON lacked.
double fio_job_figure(const std::string& fio, const std::string& what, const std::vector<std::string>& args,
                      const std::function<double(const nlohmann::json& job)>& figure)
{
  ChildRun c;
  c.argv0 = "fio";
  c.what = what;
  c.args = args;
  c.args.push_back("--output-format=json");
  std::vector<ChildRun> one{c};
  run_children(one, 1, fio);
  if (!one[0].ok())
    throw std::runtime_error(what + ": " + status_text(one[0].status) + ": " + one[0].err);
  try {
    const double v = figure(nlohmann::json::parse(one[0].out).at("jobs").at(0));
    if (!(v > 0))
      throw std::runtime_error("figure 0");
    return v;
  } catch (const std::exception& e) {
    throw std::runtime_error(what + ": unreadable JSON (" + e.what() + ")");
  }
}

double fio_write_figure(const std::string& fio, const std::string& what, const std::vector<std::string>& args,
                        const char* key)
{
  return fio_job_figure(fio, what, args,
                        [key](const nlohmann::json& job) { return job.at("write").at(key).get<double>(); });
}

std::string command_text(const std::vector<std::string>& args)
{
  std::string what = "fio";
  for (const auto& a : args)
    what += " " + a;
  return what;
}
} // namespace

double smp_efficiency(const FioOverhead& one, const FioOverhead& all, int cores)
{
  return smp_efficiency(one.per_io, all.per_io, cores);
}

double smp_efficiency(double one_per_io, double all_per_io, int cores)
{
  if (cores < 2 || !(one_per_io > 0) || !(all_per_io > 0))
    return 1.0;
  return std::clamp(one_per_io / all_per_io / cores, 0.05, 1.0);
}

std::vector<double> smp_efficiency_per_round(const std::vector<double>& one, const std::vector<double>& all,
                                             int cores)
{
  std::vector<double> eff;
  for (size_t r = 0; r < one.size() && r < all.size(); ++r)
    eff.push_back(std::max(1.0 / std::max(1, cores), smp_efficiency(one[r], all[r], cores)));
  return eff;
}

std::vector<std::string> smp_probe_args(const std::string& directory, uint64_t size_per_job)
{
  return {"--name=wbsim-smp",
          "--directory=" + directory,
          "--filename_format=wbsim-calibrate-smp.$jobnum",
          "--rw=randwrite",
          "--bs=" + std::to_string(kSmpProbeBs),
          "--size=" + std::to_string(size_per_job),
          "--ioengine=psync",
          "--group_reporting",
          "--unlink=1"};
}

FioOverhead measure_fio_overhead(int runs, long ios, int jobs)
{
  FioOverhead o;
  o.fio = find_on_path("fio");
  if (o.fio.empty())
    throw std::runtime_error("no fio on $PATH");
  std::vector<double> per_io;
  for (int r = 0; r < std::max(1, runs); ++r)
    per_io.push_back(1.0 / fio_write_figure(o.fio, "fio --ioengine=null",
                                            {"--name=wbsim-null", "--ioengine=null", "--rw=write", "--bs=4k",
                                             "--size=" + std::to_string(ios * 4096),
                                             "--numjobs=" + std::to_string(std::max(1, jobs)), "--group_reporting"},
                                            "iops"));
  o.runs = static_cast<int>(per_io.size());
  const Spread s = spread(per_io);
  o.per_io = s.median;
  o.spread = o.per_io > 0 ? (s.max - s.min) / o.per_io : 0.0;
  return o;
}

namespace {
// fio's CPU per write IO of one entry of "jobs": (usr_cpu + sys_cpu) / 100
// over the write IOPS, in seconds; 0 without IOs.
double job_cpu_per_io(const nlohmann::json& job)
{
  const double cpu = (job.at("usr_cpu").get<double>() + job.at("sys_cpu").get<double>()) / 100;
  const double iops = job.at("write").at("iops").get<double>();
  return iops > 0 ? cpu / iops : 0.0;
}
} // namespace

double fio_write_cpu_per_io(const std::string& fio, const std::vector<std::string>& args)
{
  return fio_job_figure(fio, command_text(args), args, job_cpu_per_io);
}

FioWriteRun fio_write_run(const std::string& fio, const std::vector<std::string>& args)
{
  FioWriteRun r;
  r.bw = fio_job_figure(fio, command_text(args), args, [&r](const nlohmann::json& job) {
    r.cpu_per_io = job_cpu_per_io(job);
    return job.at("write").at("bw_bytes").get<double>();
  });
  return r;
}

double fio_sync_p50(const std::string& fio, const std::vector<std::string>& args)
{
  return fio_job_figure(fio, command_text(args), args, [](const nlohmann::json& job) {
    return job.at("sync").at("lat_ns").at("percentile").at("50.000000").get<double>() / 1e9;
  });
}

double fio_write_bw(const std::string& fio, const std::vector<std::string>& args)
{
  return fio_write_figure(fio, command_text(args), args, "bw_bytes");
}

FioClat write_clat(const nlohmann::json& job)
{
  const auto& clat = job.at("write").at("clat_ns");
  return {clat.at("percentile").at("50.000000").get<double>() / 1e9, clat.at("max").get<double>() / 1e9};
}

FioClat fio_write_clat(const std::string& fio, const std::vector<std::string>& args)
{
  FioClat c;
  c.max = fio_job_figure(fio, command_text(args), args, [&c](const nlohmann::json& job) {
    c = write_clat(job);
    return c.max;
  });
  return c;
}

} // namespace wbsim
