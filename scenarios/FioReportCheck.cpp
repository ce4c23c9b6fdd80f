#include "FioReportCheck.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace wbsim {

using check::fmt;
using check::same;

std::vector<Violation> check_fio_report(const FioJson& report, const std::vector<double>& block_sizes)
{
  std::vector<Violation> v;
  if (!report.contains("jobs"))
    return v;
  for (size_t i = 0; i < report["jobs"].size(); ++i) {
    const auto& job = report["jobs"][i];
    const std::string name = job.value("jobname", std::string("?"));
    for (const char* dir : {"read", "write"}) {
      if (!job.contains(dir))
        continue;
      const auto& d = job[dir];
      const double io_bytes = d.value("io_bytes", 0.0);
      const double ios = d.value("total_ios", 0.0);
      const double runtime_ms = d.value("runtime", 0.0);
      const double bw_bytes = d.value("bw_bytes", 0.0);
      // fio (stat.c): bw_bytes = io_bytes * 1000 / runtime in ms, in integers.
      const double expect_bw = runtime_ms > 0 ? std::floor(io_bytes * 1000 / runtime_ms) : 0;
      if (std::fabs(bw_bytes - expect_bw) > std::max(1.0, 1e-9 * expect_bw))
        v.push_back({"fio bw_bytes = io_bytes / runtime", name + " " + dir + ": bw_bytes " + fmt(bw_bytes) +
                                                              " != io_bytes " + fmt(io_bytes) + " / runtime " +
                                                              fmt(runtime_ms) + " ms = " + fmt(expect_bw)});
      // Every IO of a job is one block of its fixed size: io_bytes = total_ios x bs.
      // (A group_reporting entry merges jobs: checked when they share one bs.)
      const double bs = i < block_sizes.size() ? block_sizes[i] : 0.0;
      if (bs > 0 && !same(io_bytes, ios * bs))
        v.push_back({"fio io_bytes = sum over IOs", name + " " + dir + ": io_bytes " + fmt(io_bytes) + " != " +
                                                        fmt(ios) + " IOs x bs " + fmt(bs)});
      if (ios == 0 && io_bytes != 0)
        v.push_back({"fio io_bytes = sum over IOs", name + " " + dir + ": io_bytes " + fmt(io_bytes) + " with 0 IOs"});
    }
  }
  return v;
}

std::vector<double> report_block_sizes(const RunResult& r)
{
  const std::vector<JobResult> entries = reported_jobs(r);
  std::vector<double> bs;
  if (entries.size() != r.jobs.size())
    return bs;
  for (const auto& e : entries)
    bs.push_back(static_cast<double>(e.spec.block_size));
  return bs;
}

} // namespace wbsim
