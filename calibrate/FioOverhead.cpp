#include "FioOverhead.hpp"

#include "ChildProcess.hpp"
#include "TestbedMatrix.hpp"

#include <nlohmann/json.hpp>

#include <unistd.h>

#include <algorithm>
#include <cstdlib>
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

FioOverhead measure_fio_overhead(int runs, long ios)
{
  FioOverhead o;
  o.fio = find_on_path("fio");
  if (o.fio.empty())
    throw std::runtime_error("no fio on $PATH");
  std::vector<double> per_io;
  for (int r = 0; r < std::max(1, runs); ++r) {
    ChildRun c;
    c.argv0 = "fio";
    c.what = "fio --ioengine=null";
    c.args = {"--name=wbsim-null", "--ioengine=null", "--rw=write", "--bs=4k",
              "--size=" + std::to_string(ios * 4096), "--output-format=json"};
    std::vector<ChildRun> one{c};
    run_children(one, 1, o.fio);
    if (!one[0].ok())
      throw std::runtime_error(c.what + ": " + status_text(one[0].status) + ": " + one[0].err);
    try {
      const auto j = nlohmann::json::parse(one[0].out);
      const double iops = j.at("jobs").at(0).at("write").at("iops").get<double>();
      if (!(iops > 0))
        throw std::runtime_error("0 IOPS");
      per_io.push_back(1.0 / iops);
    } catch (const std::exception& e) {
      throw std::runtime_error(c.what + ": unreadable JSON (" + e.what() + ")");
    }
  }
  o.runs = static_cast<int>(per_io.size());
  const Spread s = spread(per_io);
  o.per_io = s.median;
  o.spread = o.per_io > 0 ? (s.max - s.min) / o.per_io : 0.0;
  return o;
}

double fio_write_bw(const std::string& fio, const std::vector<std::string>& args)
{
  ChildRun c;
  c.argv0 = "fio";
  c.what = "fio";
  for (const auto& a : args)
    c.what += " " + a;
  c.args = args;
  c.args.push_back("--output-format=json");
  std::vector<ChildRun> one{c};
  run_children(one, 1, fio);
  if (!one[0].ok())
    throw std::runtime_error(c.what + ": " + status_text(one[0].status) + ": " + one[0].err);
  try {
    const auto j = nlohmann::json::parse(one[0].out);
    const double bw = j.at("jobs").at(0).at("write").at("bw_bytes").get<double>();
    if (!(bw > 0))
      throw std::runtime_error("0 B/s");
    return bw;
  } catch (const std::exception& e) {
    throw std::runtime_error(c.what + ": unreadable JSON (" + e.what() + ")");
  }
}

} // namespace wbsim
