#include "TestbedMatrix.hpp"

#include "Units.hpp"

#include <algorithm>
#include <numeric>
#include <sstream>
#include <stdexcept>

namespace wbsim {

namespace {

const std::vector<std::string> kFs = {"xfs", "ext4", "btrfs", "fuse"};
const std::vector<uint64_t> kBs = {4096, 65536, 1048576};

std::string join(const std::vector<std::string>& v)
{
  std::string s;
  for (const auto& x : v)
    s += (s.empty() ? "" : ", ") + x;
  return s;
}

std::vector<std::string> split(const std::string& text)
{
  std::vector<std::string> out;
  std::stringstream ss(text);
  std::string item;
  while (std::getline(ss, item, ','))
    out.push_back(item);
  return out;
}

template <class T> bool keep(const std::vector<T>& filter, const T& v)
{
  return filter.empty() || std::find(filter.begin(), filter.end(), v) != filter.end();
}

} // namespace

const std::vector<TbEngine>& all_tb_engines()
{
  static const std::vector<TbEngine> v = {TbEngine::Psync, TbEngine::Pvsync, TbEngine::Libaio, TbEngine::UringInline,
                                          TbEngine::UringPunt};
  return v;
}

std::string to_string(TbEngine e)
{
  switch (e) {
  case TbEngine::Psync: return "psync";
  case TbEngine::Pvsync: return "pvsync";
  case TbEngine::Libaio: return "libaio";
  case TbEngine::UringInline: return "io_uring";
  case TbEngine::UringPunt: return "io_uring_punt";
  }
  return "?";
}

std::string fio_engine_name(TbEngine e)
{
  return e == TbEngine::UringPunt ? "io_uring" : to_string(e);
}

std::string bs_text(uint64_t bs)
{
  if (bs % (1u << 20) == 0)
    return std::to_string(bs >> 20) + "m";
  if (bs % 1024 == 0)
    return std::to_string(bs >> 10) + "k";
  return std::to_string(bs);
}

std::string MatrixCell::key() const
{
  return fs + "/" + to_string(engine) + "/" + bs_text(bs) + "/" + std::to_string(jobs) + "j/" +
         (overwrite ? "over" : "first") + "/" + (fsync ? "fsync" : "nofsync");
}

std::vector<std::string> parse_name_list(const std::string& option, const std::string& text,
                                         const std::vector<std::string>& accepted)
{
  std::vector<std::string> out;
  for (const auto& item : split(text)) {
    if (std::find(accepted.begin(), accepted.end(), item) == accepted.end())
      throw std::invalid_argument(option + "=" + text + ": '" + item + "' is not accepted; accepted: " + join(accepted));
    out.push_back(item);
  }
  if (out.empty())
    throw std::invalid_argument(option + " is empty; accepted: " + join(accepted));
  return out;
}

std::vector<uint64_t> parse_bs_list(const std::string& text)
{
  std::vector<uint64_t> out;
  for (const auto& item : split(text)) {
    uint64_t v = 0;
    try {
      v = parse_size(item);
    } catch (const std::exception&) {
      v = 0;
    }
    if (std::find(kBs.begin(), kBs.end(), v) == kBs.end())
      throw std::invalid_argument("--bs=" + text + ": '" + item + "' is not accepted; accepted: 4k, 64k, 1m");
    out.push_back(v);
  }
  if (out.empty())
    throw std::invalid_argument("--bs is empty; accepted: 4k, 64k, 1m");
  return out;
}

std::vector<int> parse_jobs_list(const std::string& text)
{
  std::vector<int> out;
  for (const auto& item : split(text)) {
    if (item != "1" && item != "4")
      throw std::invalid_argument("--jobs=" + text + ": '" + item + "' is not accepted; accepted: 1, 4");
    out.push_back(std::stoi(item));
  }
  if (out.empty())
    throw std::invalid_argument("--jobs is empty; accepted: 1, 4");
  return out;
}

std::vector<MatrixCell> matrix_cells(const MatrixFilter& f)
{
  std::vector<std::string> engine_names;
  for (auto e : all_tb_engines())
    engine_names.push_back(to_string(e));
  for (const auto& x : f.fs)
    parse_name_list("--fs", x, kFs);
  for (const auto& x : f.engines)
    parse_name_list("--engine", x, engine_names);
  auto choice = [](const std::string& opt, const std::string& v, const std::string& def,
                   const std::vector<std::string>& ok) {
    const std::string s = v.empty() ? def : v;
    if (std::find(ok.begin(), ok.end(), s) == ok.end())
      throw std::invalid_argument(opt + "=" + s + ": accepted: " + join(ok));
    return s;
  };
  const std::string writes = choice("--writes", f.writes, f.quick ? "first" : "both", {"first", "over", "both"});
  const std::string fsync = choice("--fsync", f.fsync, f.quick ? "off" : "both", {"off", "on", "both"});
  const std::vector<uint64_t> bs_default = f.quick ? std::vector<uint64_t>{4096, 1048576} : kBs;
  const std::vector<int> jobs_default = f.quick ? std::vector<int>{1} : std::vector<int>{1, 4};

  std::vector<MatrixCell> out;
  for (const auto& fs : kFs) {
    if (!keep(f.fs, fs))
      continue;
    for (auto e : all_tb_engines()) {
      if (!keep(f.engines, to_string(e)))
        continue;
      for (uint64_t bs : f.bs.empty() ? bs_default : f.bs) {
        for (int jobs : f.jobs.empty() ? jobs_default : f.jobs) {
          for (bool over : {false, true}) {
            if ((over && writes == "first") || (!over && writes == "over"))
              continue;
            for (bool sync : {false, true}) {
              if ((sync && fsync == "off") || (!sync && fsync == "on"))
                continue;
              out.push_back({fs, e, bs, jobs, over, sync});
            }
          }
        }
      }
    }
  }
  if (out.empty())
    throw std::invalid_argument("the filters (--fs, --engine, --bs, --jobs, --writes, --fsync) leave no cell to run");
  return out;
}

std::vector<PlannedRun> plan_rounds(size_t cells, int repeats)
{
  if (repeats < 1)
    throw std::invalid_argument("--repeat=" + std::to_string(repeats) + ": accepted: 1 or more");
  std::vector<PlannedRun> out;
  // A stride coprime with nothing in particular: 7 spreads the starts of
  // successive rounds over the matrix; modulo n it is still a rotation.
  constexpr size_t kStride = 7;
  for (int r = 0; r < repeats; ++r) {
    const size_t start = cells ? (static_cast<size_t>(r) * kStride) % cells : 0;
    for (size_t i = 0; i < cells; ++i)
      out.push_back({(start + i) % cells, r});
  }
  return out;
}

namespace {
const std::string kFioJobName = "wbsim-testbed"; // fio_args' --name
} // namespace

std::string fio_job_file(int job)
{
  return kFioJobName + "." + std::to_string(job) + ".0"; // fio's name.jobnum.filenum
}

std::vector<std::string> perf_record_argv(const std::string& data, bool system_wide)
{
  std::vector<std::string> a = {"perf", "record"};
  if (system_wide)
    a.push_back("-a");
  a.insert(a.end(), {"-g", "-F", "999", "-q", "-o", data, "--"});
  return a;
}

void perf_argv(std::vector<std::string>& argv, const std::string& data)
{
  for (auto& a : argv)
    if (a == "--unlink=1")
      a = "--unlink=0";
  argv.push_back("--startdelay=1");
  std::vector<std::string> perf = perf_record_argv(data, true);
  perf.insert(perf.end() - 1, {"-D", "800"}); // wait out fio's start (the job starts 1 s late)
  argv.insert(argv.begin(), perf.begin(), perf.end());
}

std::vector<std::string> fio_args(const MatrixCell& c, const std::string& directory, uint64_t size, double runtime)
{
  std::vector<std::string> a = {"fio",
                                "--name=" + kFioJobName,
                                "--directory=" + directory,
                                "--rw=write",
                                "--bs=" + std::to_string(c.bs),
                                "--size=" + std::to_string(size),
                                "--numjobs=" + std::to_string(c.jobs),
                                "--group_reporting",
                                "--ioengine=" + fio_engine_name(c.engine),
                                "--iodepth=1",
                                "--fallocate=none",
                                "--unlink=1",
                                "--runtime=" + std::to_string(std::max(1, static_cast<int>(runtime))),
                                "--output-format=json"};
  if (c.overwrite)
    a.push_back("--overwrite=1");
  if (c.fsync)
    a.push_back("--fsync=1");
  if (c.engine == TbEngine::UringPunt)
    a.push_back("--force_async=1");
  return a;
}

std::vector<std::string> copy_probe_args(const std::string& directory, uint64_t bs, uint64_t size, int loops)
{
  return {"fio",
          "--name=wbsim-copyprobe",
          "--directory=" + directory,
          "--rw=write",
          "--bs=" + std::to_string(bs),
          "--size=" + std::to_string(size),
          "--ioengine=psync",
          "--iodepth=1",
          "--overwrite=1",  // laid out first, outside the measurement
          "--invalidate=0", // so the layout's pages stay cached: rewrites
          "--loops=" + std::to_string(loops),
          "--unlink=1",
          "--output-format=json"};
}

double copy_bw_from_rewrites(const std::vector<double>& t_big, uint64_t big, const std::vector<double>& t_small,
                             uint64_t small)
{
  if (big <= small)
    return 0;
  const Spread d = paired_spread(t_big, t_small);
  return d.median > 0 ? static_cast<double>(big - small) / d.median : 0.0;
}

Spread spread(std::vector<double> v)
{
  if (v.empty())
    return {};
  std::sort(v.begin(), v.end());
  const size_t n = v.size();
  const double median = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
  return {v.front(), median, v.back()};
}

Spread paired_spread(const std::vector<double>& a, const std::vector<double>& b)
{
  std::vector<double> d;
  for (size_t r = 0; r < a.size() && r < b.size(); ++r)
    d.push_back(a[r] - b[r]);
  return spread(std::move(d));
}

} // namespace wbsim
