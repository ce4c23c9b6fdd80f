// `wbsim compare`: spec parsing, the comparison of two fio JSON documents and
// its text (pure, many tests per process), and the command end to end (the
// wbsim binary, which runs each side in a child process of its own).
#include "Compare.hpp"
#include "RunRequest.hpp"

#include <gtest/gtest.h>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

extern char** environ;

using namespace wbsim;
using nlohmann::json;

namespace {

// ---- hand-built fio documents ----------------------------------------------

struct Side {
  double bw_bytes = 0;
  double iops = 0;
  double clat_mean_ns = 0;
  double clat_p99_ns = 0;
  double lat_p99_ns = 0;
  double sync_p99_ns = -1; // < 0: the job did not fsync (fio writes no percentiles)
  double runtime_ms = 0;
  double util = 0; // fraction, as in wbsim.devices[].util
  double peak_dirty = 0;
  double pause_s = 0;
  double flusher_util = 0;
  double cpu_busy = 0;
  std::vector<std::pair<std::string, double>> functions;
  std::string verdict = "device";
};

json job_doc(const std::string& name, const Side& s)
{
  json lat_clat = {{"mean", s.clat_mean_ns}, {"percentile", {{"99.000000", s.clat_p99_ns}}}};
  json lat = {{"mean", s.clat_mean_ns}, {"percentile", {{"99.000000", s.lat_p99_ns}}}};
  json sync = {{"total_ios", s.sync_p99_ns < 0 ? 0 : 1}, {"lat_ns", {{"mean", 0.0}, {"N", 0}}}};
  if (s.sync_p99_ns >= 0)
    sync["lat_ns"]["percentile"] = {{"99.000000", s.sync_p99_ns}};
  return {{"jobname", name},
          {"groupid", 0},
          {"write",
           {{"bw_bytes", s.bw_bytes}, {"bw", s.bw_bytes / 1024}, {"iops", s.iops}, {"clat_ns", lat_clat}, {"lat_ns", lat}}},
          {"sync", sync},
          {"job_runtime", s.runtime_ms}};
}

json wbsim_doc(const Side& s)
{
  json fns = json::array();
  for (const auto& [name, sec] : s.functions)
    fns.push_back({{"function", name}, {"seconds", sec}, {"percent", 0.0}});
  return {{"peak_dirty_bytes", s.peak_dirty},
          {"throttle", {{"pauses", 0}, {"total_pause_s", s.pause_s}}},
          {"flusher", {{"utilisation", s.flusher_util}}},
          {"devices", json::array({{{"name", "nvme0n1"}, {"util", s.util}}})},
          {"cpu", {{"busy_fraction", s.cpu_busy}, {"functions", fns}}},
          {"bottleneck", {{"verdict", s.verdict}, {"evidence", "because"}}}};
}

json fio_doc(const Side& s, const std::string& job = "x")
{
  return {{"fio version", "test"}, {"jobs", json::array({job_doc(job, s)})}, {"wbsim", wbsim_doc(s)}};
}

Side base_side()
{
  Side s;
  s.bw_bytes = 1000.0 * 1048576; // 1000 MiB/s
  s.iops = 1000;
  s.clat_mean_ns = 500e3; // 500 us
  s.clat_p99_ns = 800e3;
  s.lat_p99_ns = 900e3;
  s.runtime_ms = 2048;
  s.util = 0.5;
  s.peak_dirty = 2.0 * 1073741824; // 2 GiB
  s.pause_s = 0.25;
  s.flusher_util = 0.4;
  s.cpu_busy = 0.1;
  s.functions = {{"copy_from_user", 1.0}, {"filemap_add_folio", 0.5}};
  return s;
}

const ComparisonRow* find_row(const std::vector<ComparisonRow>& rows, const std::string& job, const std::string& figure)
{
  for (const auto& r : rows)
    if (r.job == job && r.figure == figure)
      return &r;
  return nullptr;
}

// ---- the wbsim binary ------------------------------------------------------

struct Exit {
  int status = -1; // exit status, or -1 if the process did not exit normally
  std::string out, err;
};

std::string slurp(int fd)
{
  std::string s;
  lseek(fd, 0, SEEK_SET);
  char buf[65536];
  ssize_t n = 0;
  while ((n = read(fd, buf, sizeof buf)) > 0)
    s.append(buf, static_cast<size_t>(n));
  return s;
}

int temp_fd()
{
  char path[] = "/tmp/wbsim-compare-test-XXXXXX";
  const int fd = mkstemp(path);
  unlink(path);
  return fd;
}

// Runs WBSIM_BIN with args (an argv vector, no shell).
Exit run_wbsim(std::vector<std::string> args)
{
  args.insert(args.begin(), WBSIM_BIN);
  std::vector<char*> argv;
  for (auto& a : args)
    argv.push_back(a.data());
  argv.push_back(nullptr);
  const int out = temp_fd(), err = temp_fd();
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, out, STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&fa, err, STDERR_FILENO);
  pid_t pid = 0;
  Exit e;
  if (posix_spawn(&pid, WBSIM_BIN, &fa, nullptr, argv.data(), environ) == 0) {
    int status = 0;
    waitpid(pid, &status, 0);
    e.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  }
  posix_spawn_file_actions_destroy(&fa);
  e.out = slurp(out);
  e.err = slurp(err);
  close(out);
  close(err);
  return e;
}

} // namespace

// ---- parse_spec --------------------------------------------------------------

TEST(CompareSpec, KeyValueIsAnOverride)
{
  // No key is special: "kernel" goes to --set like any parameter.
  const CompareSpec s = parse_spec("kernel=6.1");
  EXPECT_EQ(s.text, "kernel=6.1");
  EXPECT_EQ(s.profile, "");
  EXPECT_EQ(s.overrides, std::vector<std::string>{"kernel=6.1"});
}

TEST(CompareSpec, ProfileAndOverridesInOrder)
{
  const CompareSpec s = parse_spec("profile=workstation-gen3,vm.dirty_ratio=10,dev.write_bw=3GB/s");
  EXPECT_EQ(s.profile, "workstation-gen3");
  EXPECT_EQ(s.overrides, (std::vector<std::string>{"vm.dirty_ratio=10", "dev.write_bw=3GB/s"}));
}

TEST(CompareSpec, BareNameIsAProfile)
{
  EXPECT_EQ(parse_spec("default").profile, "default");
  const CompareSpec s = parse_spec("./my machine.profile, vm.dirty_ratio = 10");
  EXPECT_EQ(s.profile, "./my machine.profile");
  EXPECT_EQ(s.overrides, std::vector<std::string>{"vm.dirty_ratio=10"}); // spaces around items and '=' trimmed
}

TEST(CompareSpec, ValueMayContainEquals)
{
  EXPECT_EQ(parse_spec("a.b=c=d").overrides, std::vector<std::string>{"a.b=c=d"});
}

TEST(CompareSpec, MalformedSpecsAreUsageErrorsNamingTheSpec)
{
  for (const std::string bad : {"", " ", "a=1,,b=2", "vm.dirty_ratio=10,", "=5", "vm.dirty_ratio=", "profile=",
                                "profile=a,profile=b", "default,workstation-gen3", "profile=a,b"}) {
    try {
      parse_spec(bad, "--after");
      ADD_FAILURE() << "accepted '" << bad << "'";
    } catch (const UsageError& e) {
      const std::string msg = e.what();
      EXPECT_NE(msg.find("--after '" + bad + "'"), std::string::npos) << msg;
      EXPECT_NE(msg.find("accepted: "), std::string::npos) << msg;
    }
  }
}

// ---- compare_reports ---------------------------------------------------------

TEST(CompareReports, RatiosAreAfterOverBefore)
{
  Side b = base_side(), a = base_side();
  a.bw_bytes *= 2;       // 2000 MiB/s
  a.iops *= 2;
  a.clat_mean_ns /= 2;   // 250 us
  a.clat_p99_ns = 400e3; // 400 us
  a.lat_p99_ns = 450e3;
  a.runtime_ms = 1024;
  a.util = 1.0;
  a.peak_dirty = 1.0 * 1073741824;
  a.pause_s = 0.5;
  const auto rows = compare_reports(fio_doc(b), fio_doc(a));

  const ComparisonRow* bw = find_row(rows, "x", "write bw");
  ASSERT_NE(bw, nullptr);
  EXPECT_EQ(bw->unit, "MiB/s");
  EXPECT_DOUBLE_EQ(*bw->before, 1000.0);
  EXPECT_DOUBLE_EQ(*bw->after, 2000.0);
  EXPECT_DOUBLE_EQ(*bw->ratio, 2.0);

  const ComparisonRow* clat = find_row(rows, "x", "clat mean");
  ASSERT_NE(clat, nullptr);
  EXPECT_EQ(clat->unit, "\xC2\xB5s");
  EXPECT_DOUBLE_EQ(*clat->before, 500.0); // ns -> us
  EXPECT_DOUBLE_EQ(*clat->ratio, 0.5);
  EXPECT_DOUBLE_EQ(*find_row(rows, "x", "clat p99")->after, 400.0);
  EXPECT_DOUBLE_EQ(*find_row(rows, "x", "lat p99")->ratio, 0.5);
  EXPECT_DOUBLE_EQ(*find_row(rows, "x", "write iops")->ratio, 2.0);
  EXPECT_DOUBLE_EQ(*find_row(rows, "x", "runtime")->ratio, 0.5);

  // Model figures: job "" is the wbsim section.
  EXPECT_DOUBLE_EQ(*find_row(rows, "", "device util")->before, 50.0); // fraction -> %
  EXPECT_DOUBLE_EQ(*find_row(rows, "", "device util")->ratio, 2.0);
  EXPECT_DOUBLE_EQ(*find_row(rows, "", "peak dirty")->before, 2.0); // GiB
  EXPECT_DOUBLE_EQ(*find_row(rows, "", "peak dirty")->ratio, 0.5);
  EXPECT_DOUBLE_EQ(*find_row(rows, "", "throttle pause")->ratio, 2.0);
  EXPECT_DOUBLE_EQ(*find_row(rows, "", "flusher util")->before, 40.0);
  EXPECT_DOUBLE_EQ(*find_row(rows, "", "cpu busy")->before, 10.0);
}

TEST(CompareReports, NoSyncRowWithoutFsync)
{
  const auto rows = compare_reports(fio_doc(base_side()), fio_doc(base_side()));
  EXPECT_EQ(find_row(rows, "x", "sync p99"), nullptr);
}

TEST(CompareReports, SyncRowWhenEitherSideSynced)
{
  Side b = base_side(), a = base_side();
  b.sync_p99_ns = 2e6;
  a.sync_p99_ns = 1e6;
  auto rows = compare_reports(fio_doc(b), fio_doc(a));
  const ComparisonRow* s = find_row(rows, "x", "sync p99");
  ASSERT_NE(s, nullptr);
  EXPECT_DOUBLE_EQ(*s->before, 2000.0);
  EXPECT_DOUBLE_EQ(*s->ratio, 0.5);

  // Only the after side synced: the before value is absent, so is the ratio.
  rows = compare_reports(fio_doc(base_side()), fio_doc(a));
  s = find_row(rows, "x", "sync p99");
  ASSERT_NE(s, nullptr);
  EXPECT_FALSE(s->before.has_value());
  EXPECT_DOUBLE_EQ(*s->after, 1000.0);
  EXPECT_FALSE(s->ratio.has_value());
}

TEST(CompareReports, ZeroBeforeHasNoRatio)
{
  Side b = base_side(), a = base_side();
  b.pause_s = 0; // no throttling before, some after: the ratio is undefined, not infinite
  a.pause_s = 1.5;
  const auto rows = compare_reports(fio_doc(b), fio_doc(a));
  const ComparisonRow* p = find_row(rows, "", "throttle pause");
  ASSERT_NE(p, nullptr);
  EXPECT_DOUBLE_EQ(*p->before, 0.0);
  EXPECT_DOUBLE_EQ(*p->after, 1.5);
  EXPECT_FALSE(p->ratio.has_value());
}

TEST(CompareReports, CpuFunctionsAreTheUnionOfBothTopEights)
{
  Side b = base_side(), a = base_side();
  b.functions.clear();
  a.functions.clear();
  // Before: f0..f9 with f0 largest; only f0..f7 are in its top 8.
  for (int i = 0; i < 10; ++i)
    b.functions.push_back({"f" + std::to_string(i), 10.0 - i});
  // After: the same, plus "io_wq" at the top (new on this side) and f9
  // pushed into its top 8.
  a.functions = b.functions;
  a.functions.push_back({"io_wq", 20.0});
  a.functions[9].second = 9.5;
  const auto rows = compare_reports(fio_doc(b), fio_doc(a));
  std::vector<std::string> cpu;
  for (const auto& r : rows)
    if (r.figure.rfind("cpu ", 0) == 0 && r.figure != "cpu busy")
      cpu.push_back(r.figure);
  // Union {f0..f7} + {io_wq, f0..f6, f9}, largest (of either side) first.
  EXPECT_EQ(cpu, (std::vector<std::string>{"cpu io_wq", "cpu f0", "cpu f9", "cpu f1", "cpu f2", "cpu f3", "cpu f4",
                                           "cpu f5", "cpu f6", "cpu f7"}));
  const ComparisonRow* io_wq = find_row(rows, "", "cpu io_wq");
  EXPECT_EQ(io_wq->unit, "s");
  EXPECT_DOUBLE_EQ(*io_wq->before, 0.0); // absent from a CPU profile that exists: 0 s
  EXPECT_FALSE(io_wq->ratio.has_value());
  EXPECT_DOUBLE_EQ(*find_row(rows, "", "cpu f9")->ratio, 9.5 / 1.0); // f9 was outside before's top 8 but has a value
}

TEST(CompareReports, BottleneckVerdictsAreText)
{
  Side b = base_side(), a = base_side();
  a.verdict = "throttle";
  const auto rows = compare_reports(fio_doc(b), fio_doc(a));
  const ComparisonRow* v = find_row(rows, "", "bottleneck");
  ASSERT_NE(v, nullptr);
  EXPECT_EQ(v->before_text, "device");
  EXPECT_EQ(v->after_text, "throttle");
  EXPECT_FALSE(v->ratio.has_value());
}

TEST(CompareReports, JobsArePairedByPosition)
{
  Side b = base_side(), a = base_side();
  json db = fio_doc(b, "first"), da = fio_doc(a, "first");
  Side b2 = b;
  b2.bw_bytes = 100.0 * 1048576;
  Side a2 = a;
  a2.bw_bytes = 300.0 * 1048576;
  db["jobs"].push_back(job_doc("second", b2));
  da["jobs"].push_back(job_doc("second", a2));
  const auto rows = compare_reports(db, da);
  EXPECT_DOUBLE_EQ(*find_row(rows, "first", "write bw")->ratio, 1.0);
  EXPECT_DOUBLE_EQ(*find_row(rows, "second", "write bw")->ratio, 3.0);
  // Job rows come first, in job order, then the model block.
  EXPECT_EQ(rows.front().job, "first");
  EXPECT_EQ(rows.back().job, "");
}

// ---- format_comparison and comparison_json -----------------------------------

TEST(FormatComparison, AlignedTableHeadedBySpecs)
{
  Side b = base_side(), a = base_side();
  a.bw_bytes *= 2;
  b.pause_s = 0;
  a.util = 0.9999999;
  const auto rows = compare_reports(fio_doc(b), fio_doc(a));
  const std::string text = format_comparison(rows, "kernel=6.1", "kernel=6.12");
  // About four significant digits, also when rounding carries (99.99999 %).
  EXPECT_NE(text.find(" 50.00 "), std::string::npos) << text;
  EXPECT_NE(text.find(" 100.0 "), std::string::npos) << text;
  EXPECT_EQ(text.rfind("before: kernel=6.1\nafter:  kernel=6.12\n", 0), 0u) << text;
  EXPECT_NE(text.find("job x"), std::string::npos) << text;
  EXPECT_NE(text.find("\nmodel "), std::string::npos) << text;
  EXPECT_NE(text.find("2.000\n"), std::string::npos) << text;       // the write bw ratio
  EXPECT_NE(text.find("\xE2\x80\x94\n"), std::string::npos) << text; // throttle pause: before is 0

  // Every table line (headings and rows) is equally wide, counted in
  // characters: the ratio column is right-aligned to one edge.
  std::istringstream in(text);
  std::size_t width = 0;
  int table_lines = 0;
  bool in_table = false;
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) {
      in_table = true;
      continue;
    }
    if (!in_table || line.find("bottleneck") != std::string::npos)
      continue; // the heading lines; the verdict row has no ratio
    std::size_t w = 0;
    for (unsigned char c : line)
      w += (c & 0xC0) != 0x80;
    if (width == 0)
      width = w;
    EXPECT_EQ(w, width) << "'" << line << "'";
    ++table_lines;
  }
  EXPECT_GT(table_lines, 10);
}

TEST(ComparisonJson, BeforeAfterAndRows)
{
  Side b = base_side(), a = base_side();
  b.pause_s = 0;
  a.verdict = "flusher";
  const json db = fio_doc(b), da = fio_doc(a);
  const json j = comparison_json(compare_reports(db, da), db, da);
  EXPECT_EQ(j["before"], db);
  EXPECT_EQ(j["after"], da);
  ASSERT_TRUE(j["comparison"].is_array());
  bool saw_pause = false, saw_verdict = false;
  for (const auto& r : j["comparison"]) {
    for (const char* key : {"job", "figure", "unit", "before", "after", "ratio"})
      EXPECT_TRUE(r.contains(key)) << key;
    if (r["figure"] == "write bw") {
      EXPECT_EQ(r["job"], "x");
      EXPECT_DOUBLE_EQ(r["ratio"].get<double>(), 1.0);
    }
    if (r["figure"] == "throttle pause") {
      saw_pause = true;
      EXPECT_TRUE(r["job"].is_null()); // model rows belong to no job
      EXPECT_TRUE(r["ratio"].is_null());
    }
    if (r["figure"] == "bottleneck") {
      saw_verdict = true;
      EXPECT_EQ(r["before"], "device");
      EXPECT_EQ(r["after"], "flusher");
    }
  }
  EXPECT_TRUE(saw_pause);
  EXPECT_TRUE(saw_verdict);
}

// ---- the command -------------------------------------------------------------

// Direct IO at iodepth 32 keeps the device busy, so the device is the
// bottleneck on both sides: doubling its media bandwidth (2 -> 4 GB/s, both
// below the ~7.3 GB/s Gen4 x4 link) must nearly double the job's bandwidth.
// "Nearly": per-command CPU and latency are unchanged, hence 10%.
TEST(CompareCli, DoubledDeviceBandwidthDoublesDirectWriteBandwidth)
{
  const Exit e = run_wbsim({"compare", "--name=x", "--rw=write", "--bs=1M", "--size=2G", "--direct=1",
                            "--ioengine=libaio", "--iodepth=32", "--before", "dev.write_bw=2GB/s", "--after",
                            "dev.write_bw=4GB/s", "--output-format=json"});
  ASSERT_EQ(e.status, 0) << e.err;
  const json j = json::parse(e.out);
  ASSERT_TRUE(j.contains("before") && j.contains("after"));
  EXPECT_EQ(j["before"]["jobs"][0]["write"]["io_bytes"], 2ull << 30);
  double ratio = 0;
  for (const auto& r : j["comparison"])
    if (r["job"] == "x" && r["figure"] == "write bw")
      ratio = r["ratio"].get<double>();
  EXPECT_NEAR(ratio, 2.0, 0.2);
  for (const auto& r : j["comparison"])
    if (r["figure"] == "bottleneck") {
      EXPECT_EQ(r["before"], "device");
      EXPECT_EQ(r["after"], "device");
    }
}

TEST(CompareCli, TextReportHasBothSpecsAndRatios)
{
  const Exit e = run_wbsim({"compare", "--name=x", "--rw=write", "--bs=1M", "--size=64M", "--before=profile=default",
                            "--after", "profile=workstation-gen3,vm.dirty_ratio=10"});
  ASSERT_EQ(e.status, 0) << e.err;
  EXPECT_NE(e.out.find("before: profile=default\n"), std::string::npos) << e.out;
  EXPECT_NE(e.out.find("after:  profile=workstation-gen3,vm.dirty_ratio=10\n"), std::string::npos) << e.out;
  EXPECT_NE(e.out.find("  write bw "), std::string::npos) << e.out;
  EXPECT_NE(e.out.find("  bottleneck "), std::string::npos) << e.out;
}

// Specs are checked before anything runs, with `wbsim run`'s messages and
// exit statuses: a malformed spec is a usage error (2), an unknown parameter
// an input error (1).
TEST(CompareCli, MalformedSpecIsAUsageError)
{
  const Exit e = run_wbsim({"compare", "--name=x", "--rw=write", "--size=1M", "--before", "profile=a,profile=b",
                            "--after", "default"});
  EXPECT_EQ(e.status, 2) << e.err;
  EXPECT_NE(e.err.find("--before 'profile=a,profile=b': two profiles"), std::string::npos) << e.err;
  EXPECT_EQ(e.out, "");
}

TEST(CompareCli, UnknownParameterFailsBeforeSimulating)
{
  const Exit e = run_wbsim({"compare", "--name=x", "--rw=write", "--size=1M", "--before", "default", "--after",
                            "no.such_param=1"});
  EXPECT_EQ(e.status, 1) << e.err;
  EXPECT_NE(e.err.find("--after 'no.such_param=1'"), std::string::npos) << e.err;
  EXPECT_NE(e.err.find("unknown parameter 'no.such_param'"), std::string::npos) << e.err;
  EXPECT_EQ(e.out, "");
}

// A side that fails after the checks (here SimGrid rejects a --cfg key that
// only it knows) is reported with its own stderr, and compare exits 1.
TEST(CompareCli, FailedRunIsReportedWithItsStderr)
{
  const Exit e = run_wbsim({"compare", "--name=x", "--rw=write", "--size=1M", "--cfg=no/such:1", "--before", "default",
                            "--after", "vm.dirty_ratio=10"});
  EXPECT_EQ(e.status, 1) << e.err;
  EXPECT_NE(e.err.find("the before run (default) failed"), std::string::npos) << e.err;
  EXPECT_NE(e.err.find("the after run (vm.dirty_ratio=10) failed"), std::string::npos) << e.err;
  EXPECT_NE(e.err.find("no/such"), std::string::npos) << e.err; // the child's own message
  EXPECT_EQ(e.out, "");
}

TEST(CompareCli, MissingAfterIsAUsageError)
{
  const Exit e = run_wbsim({"compare", "--name=x", "--rw=write", "--size=1M", "--before", "default"});
  EXPECT_EQ(e.status, 2) << e.err;
  EXPECT_NE(e.err.find("--after is required"), std::string::npos) << e.err;
}
