// fio's bw/iops samples (stat.c __add_samples, add_stat_sample, sum_stat,
// convert_agg_kbytes_percent) and its percentile and disable_* options
// (stat.c add_ddir_status_json, show_ddir_status, show_ddir_status_terse),
// from JobResults with a known completion timeline.
#include "FioLog.hpp"
#include "FioOptions.hpp"
#include "FioReport.hpp"
#include "JobFile.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <sstream>
#include <string>

using namespace wbsim;

namespace {

constexpr uint64_t kMiB = uint64_t{1} << 20;

// `ios` writes of `bs` bytes completing at a constant rate over `seconds`:
// the i-th (from 1) at i * seconds / ios, each with latency `lat`.
// `ios` IOs completing evenly over `seconds` after the start.
IoRecord steady(uint64_t ios, double seconds, double lat = 300e-6)
{
  return {seconds / static_cast<double>(ios), seconds, ios, lat, 0};
}

// The job's completions counted again under its current options, as if it
// had run with them (the tests change the options after the fact).
void log_again(JobResult& j, const std::vector<IoRecord>& recs)
{
  j.io_log.clear();
  j.bw_windows = {};
  j.iops_windows = {};
  for (const IoRecord& r : recs)
    j.log_io(r);
}

JobResult constant_rate(uint64_t ios, uint64_t bs, double seconds, double lat = 300e-6)
{
  JobResult j;
  j.spec.name = "c";
  j.spec.block_size = bs;
  j.write.io_bytes = ios * bs;
  j.write.total_ios = ios;
  j.write.clat.add(lat, ios);
  j.write.lat.add(lat, ios);
  j.start_time = 0;
  j.end_time = seconds;
  j.log_io(steady(ios, seconds, lat));
  return j;
}

RunResult run_of(const JobResult& j)
{
  RunResult r;
  r.jobs.push_back(j);
  return r;
}

ReportOptions fixed_time()
{
  ReportOptions o;
  o.timestamp = 1700000000;
  return o;
}

JobSpec spec_of(const std::vector<std::string>& args)
{
  return build_workload(sections_from_args(args), "<command line>").jobs.at(0);
}

std::string error_of(const std::vector<std::string>& args)
{
  try {
    build_workload(sections_from_args(args), "<command line>");
  } catch (const JobError& e) {
    return e.what();
  }
  ADD_FAILURE() << "expected a JobError";
  return "";
}

} // namespace

// Closed form: 4096 x 1 MiB at a constant rate over 1.25 s. fio samples at
// 500 and 1000 ms (1500 is after the end): the i-th IO completes at
// i * 1250/4096 ms, so floor(500 * 4096 / 1250) = 1638 IOs fall in each
// window, 1638 MiB per 0.5 s = 1638 * 2048 KiB/s, equal samples: dev 0.
TEST(FioSamples, ConstantRateJob)
{
  const JobResult j = constant_rate(4096, kMiB, 1.25);
  const SampleStat bw = fio_bw_samples(j);
  EXPECT_EQ(bw.samples, 2u);
  EXPECT_EQ(bw.min, 1638u * 2048);
  EXPECT_EQ(bw.max, 1638u * 2048);
  EXPECT_DOUBLE_EQ(bw.mean, 1638.0 * 2048);
  EXPECT_DOUBLE_EQ(bw.dev(), 0.0);
  const SampleStat iops = fio_iops_samples(j);
  EXPECT_EQ(iops.samples, 2u);
  EXPECT_DOUBLE_EQ(iops.mean, 3276.0); // 1638 IOs per 0.5 s
  // The mean sample is the job's bandwidth (4096 MiB / 1.25 s = 3355443 KiB/s)
  // to within one IO per window.
  EXPECT_NEAR(bw.mean, 4096.0 * 1024 / 1.25, 1024 * 2.0);

  const auto doc = fio_json(run_of(j), fixed_time());
  const auto& w = doc.at("jobs").at(0).at("write");
  EXPECT_EQ(w.at("bw_samples"), 2);
  EXPECT_EQ(w.at("bw_min"), 1638 * 2048);
  EXPECT_DOUBLE_EQ(w.at("bw_dev").get<double>(), 0.0);
  EXPECT_EQ(w.at("iops_samples"), 2);
  EXPECT_EQ(w.at("iops_min"), 3276);
  // convert_agg_kbytes_percent: 3354624 KiB/s over the group's 3435973836 B/s
  // = 3355443.2 KiB/s: 99.976%.
  EXPECT_NEAR(w.at("bw_agg").get<double>(), 100.0 * 3354624 / (3435973836.0 / 1024), 1e-9);
  // The text's sample lines (stat.c show_ddir_status): MiB/s past 1 GiB/s.
  const std::string text = fio_text(run_of(j), fixed_time());
  EXPECT_NE(text.find("   bw (  MiB/s): min= 3276, max= 3276, per=99.98%, avg=3276.00, stdev= 0.00, samples=2\n"
                      "   iops        : min= 3276, max= 3276, avg=3276.00, stdev= 0.00, samples=2\n"),
            std::string::npos)
      << text;
  // Terse: bw min, max, share, mean, dev; the share over the aggregate in
  // whole KiB/s there (3355443): 99.975592%.
  EXPECT_NE(fio_terse(run_of(j)).find(";3354624;3354624;99.975592%;3354624.000000;0.000000"), std::string::npos)
      << fio_terse(run_of(j));
}

// A run of 2 s has samples at 500, 1000 and 1500 ms; the one due at 2000 ms
// loses to the job's end (a real fio 3.33 run, runtime=2 time_based:
// bw_samples 3, tests/data/fio-3.33/samples.json). A run shorter than one
// window has none, and fio then prints zeros (the four reference runs of
// tests/data/fio-3.33, 13 to 154 ms: bw_samples 0, bw_agg 0).
TEST(FioSamples, WindowsEndBeforeTheJob)
{
  EXPECT_EQ(fio_bw_samples(constant_rate(2000, 65536, 2.0)).samples, 3u);
  EXPECT_EQ(fio_bw_samples(constant_rate(2000, 65536, 2.3)).samples, 4u);
  const JobResult short_job = constant_rate(100, 65536, 0.154);
  EXPECT_EQ(fio_bw_samples(short_job).samples, 0u);
  const auto doc = fio_json(run_of(short_job), fixed_time());
  const auto& w = doc.at("jobs").at(0).at("write");
  EXPECT_EQ(w.at("bw_min"), 0);
  EXPECT_DOUBLE_EQ(w.at("bw_agg").get<double>(), 0.0);
  EXPECT_EQ(w.at("iops_samples"), 0);
  EXPECT_EQ(fio_text(run_of(short_job), fixed_time()).find("   bw ("), std::string::npos);
  // end_fsync: fio's runstate is TD_FSYNCING, no samples then. 2.3 s of
  // which the last 0.8 s is the fsync: samples at 500 and 1000 ms only.
  JobResult fsynced = constant_rate(1500, 65536, 1.5);
  fsynced.end_time = 2.3;
  fsynced.end_fsync_time = 0.8;
  EXPECT_EQ(fio_bw_samples(fsynced).samples, 2u);
  // A job whose end_fsync began within ramp_time (the property test's seed 28):
  // no measured writing time, no samples (and no 2^64 windows).
  JobResult ramped = constant_rate(32, 65536, 0.004);
  ramped.start_time = 0.001;
  ramped.end_fsync_time = 0.004;
  EXPECT_EQ(fio_bw_samples(ramped).samples, 0u);
  EXPECT_EQ(fio_iops_samples(ramped).samples, 0u);
}

// bwavgtime/iopsavgtime set the window; a bw log without bwavgtime samples
// every log_avg_msec, and log_avg_msec=0 samples every IO (init.c, stat.c
// per_unit_log): bw = bs*1e6/clat_ns, iops = 1.
TEST(FioSamples, WindowOptions)
{
  JobResult j = constant_rate(2000, 65536, 2.0);
  j.spec.logs.bw_avg_msec = 250;
  j.spec.logs.bw_avg_given = true;
  log_again(j, {steady(2000, 2.0)});
  EXPECT_EQ(fio_bw_samples(j).samples, 7u); // 250, 500 ... 1750
  EXPECT_EQ(fio_iops_samples(j).samples, 3u);

  j.spec.logs = LogOptions{};
  j.spec.logs.bw = "";
  j.spec.logs.avg_msec = 100;
  log_again(j, {steady(2000, 2.0)});
  EXPECT_EQ(fio_bw_samples(j).samples, 19u); // 100 ... 1900
  EXPECT_EQ(fio_iops_samples(j).samples, 3u); // no iops log: still 500 ms

  j.spec.logs.avg_msec = 0;
  log_again(j, {steady(2000, 2.0)});
  const SampleStat per_io = fio_bw_samples(j);
  EXPECT_EQ(per_io.samples, 2000u);
  EXPECT_EQ(per_io.min, uint64_t{65536} * 1000000 / 300000); // bs * 1e6 / clat_ns
  j.spec.stats.disable_bw = true; // io_u.c: no add_bw_sample
  EXPECT_EQ(fio_bw_samples(j).samples, 0u);
  j.spec.logs.iops = "";
  log_again(j, {steady(2000, 2.0)});
  const SampleStat iops = fio_iops_samples(j);
  EXPECT_EQ(iops.samples, 2000u);
  EXPECT_DOUBLE_EQ(iops.mean, 1.0);
}

// add_stat_sample and calc_lat against the textbook formulas: samples 1, 2,
// 3, 4: mean 2.5, sample variance 5/3. sum_stat(pure_sum) adds everything.
TEST(FioSamples, StatArithmetic)
{
  SampleStat s;
  for (uint64_t v : {1, 2, 3, 4})
    s.add(v);
  EXPECT_EQ(s.min, 1u);
  EXPECT_EQ(s.max, 4u);
  EXPECT_DOUBLE_EQ(s.mean, 2.5);
  EXPECT_NEAR(s.dev(), std::sqrt(5.0 / 3.0), 1e-12);
  SampleStat g;
  g.sum(s);
  g.sum(s);
  EXPECT_EQ(g.samples, 8u);
  EXPECT_EQ(g.min, 2u);
  EXPECT_DOUBLE_EQ(g.mean, 5.0);
}

// group_reporting: the group's bw samples are the jobs' summed (stat.c
// sum_stat with pure_sum), so bw_mean is the group's bandwidth, and bw_agg
// its share of the group's aggregate: about 100%.
TEST(FioSamples, GroupReportingSumsTheJobs)
{
  RunResult r;
  for (int i = 0; i < 2; ++i) {
    JobResult j = constant_rate(4096, kMiB, 1.25);
    j.spec.group_reporting = true;
    j.spec.clone_index = i;
    r.jobs.push_back(j);
  }
  const auto merged = fio_json(r, fixed_time());
  const auto& w = merged.at("jobs").at(0).at("write");
  EXPECT_EQ(w.at("bw_samples"), 4);
  EXPECT_EQ(w.at("bw_min"), 2 * 1638 * 2048);
  EXPECT_DOUBLE_EQ(w.at("bw_mean").get<double>(), 2.0 * 1638 * 2048);
  // The group's aggregate: 8 GiB * 1000 / 1250 ms = 6871947673 B/s.
  EXPECT_NEAR(w.at("bw_agg").get<double>(), 100.0 * 2 * 3354624 / (6871947673.0 / 1024), 1e-9);
  // Without group_reporting each job is half of the group's aggregate.
  for (auto& j : r.jobs)
    j.spec.group_reporting = false;
  const auto doc = fio_json(r, fixed_time());
  EXPECT_NEAR(doc.at("jobs").at(1).at("write").at("bw_agg").get<double>(), 100.0 * 3354624 / (6871947673.0 / 1024),
              1e-9);
}

// ---- percentile and disable options -----------------------------------------

TEST(FioPercentiles, ListParsing)
{
  const JobSpec s = spec_of({"name=p", "rw=write", "size=1m", "percentile_list=99.9:50:99.995"});
  // fio sorts the list; the text prints the most decimals given (parse.c).
  EXPECT_EQ(s.stats.percentile_list, (std::vector<double>{50, 99.9, 99.995}));
  EXPECT_EQ(s.stats.percentile_precision, 3);
  EXPECT_EQ(spec_of({"name=p", "rw=write", "size=1m", "percentile_list=50:99"}).stats.percentile_precision, 0);
  EXPECT_FALSE(spec_of({"name=p", "rw=write", "size=1m"}).stats.lat_percentiles.has_value());
  EXPECT_TRUE(spec_of({"name=p", "rw=write", "size=1m", "disable_bw=1"}).stats.disable_bw);

  const std::string accepted = "accepted: 1 to 20 percentiles separated by ':'";
  for (const char* bad : {"percentile_list=0:50", "percentile_list=100.5", "percentile_list=abc",
                          "percentile_list=50::99", "percentile_list=1:2:3:4:5:6:7:8:9:10:11:12:13:14:15:16:17:18:19:20:21"}) {
    const std::string e = error_of({"name=p", "rw=write", "size=1m", bad});
    EXPECT_NE(e.find("<command line>"), std::string::npos) << e;
    EXPECT_NE(e.find("percentile_list"), std::string::npos) << e;
    EXPECT_NE(e.find(accepted), std::string::npos) << e;
  }
  EXPECT_NE(error_of({"name=p", "rw=write", "size=1m", "bwavgtime=0"}).find("accepted: 1 to 86400000 (ms)"),
            std::string::npos);
  EXPECT_NE(error_of({"name=p", "rw=write", "size=1m", "lat_percentiles=yes please"}).find("lat_percentiles"),
            std::string::npos);
}

// Which latencies get percentiles (stat.c add_ddir_status_json): clat by
// default, slat and lat when asked, none of a disabled latency, whose N is 0.
TEST(FioPercentiles, JsonKeysFollowTheOptions)
{
  JobResult j = constant_rate(1000, 65536, 1.0);
  j.write.slat.add(10e-6, 1000);
  j.spec.stats.lat_percentiles = false;
  j.spec.stats.slat_percentiles = true;
  j.spec.stats.percentile_list = {50, 99.5};
  auto w = fio_json(run_of(j), fixed_time()).at("jobs").at(0).at("write");
  EXPECT_EQ(w.at("slat_ns").at("percentile").size(), 2u);
  EXPECT_TRUE(w.at("slat_ns").at("percentile").contains("99.500000"));
  EXPECT_TRUE(w.at("clat_ns").at("percentile").contains("50.000000"));
  EXPECT_FALSE(w.at("lat_ns").contains("percentile"));

  j.spec.stats = StatOptions{};
  j.spec.stats.disable_clat = true;
  j.spec.stats.disable_slat = true;
  const auto doc = fio_json(run_of(j), fixed_time());
  w = doc.at("jobs").at(0).at("write");
  EXPECT_EQ(w.at("clat_ns").at("N"), 0);
  EXPECT_FALSE(w.at("clat_ns").contains("percentile"));
  EXPECT_EQ(w.at("slat_ns").at("N"), 0);
  EXPECT_EQ(w.at("lat_ns").at("N"), 1000);
  EXPECT_DOUBLE_EQ(doc.at("jobs").at(0).at("latency_us").at("500").get<double>(), 0.0); // no io_u_mark_latency
}

// Text and terse: the percentile lines and slots follow lat_percentiles
// (stat.c show_ddir_status, show_ddir_status_terse).
TEST(FioPercentiles, TextAndTerse)
{
  JobResult j = constant_rate(1000, 65536, 1.0);
  j.spec.stats.percentile_list = {99.5, 99.9};
  j.spec.stats.percentile_precision = 1;
  std::string text = fio_text(run_of(j), fixed_time());
  EXPECT_NE(text.find("    clat percentiles (usec):\n     | 99.5th=[  300], 99.9th=[  300]\n"), std::string::npos)
      << text;
  EXPECT_EQ(text.find("    lat percentiles"), std::string::npos) << text;
  EXPECT_NE(fio_terse(run_of(j)).find(";99.500000%=300;99.900000%=300;0%=0;"), std::string::npos);

  j.spec.stats.lat_percentiles = true;
  j.spec.stats.clat_percentiles = false;
  text = fio_text(run_of(j), fixed_time());
  EXPECT_EQ(text.find("    clat percentiles"), std::string::npos) << text;
  EXPECT_NE(text.find("    lat percentiles (usec):\n"), std::string::npos) << text;

  j.spec.stats.lat_percentiles = false;
  const std::string terse = fio_terse(run_of(j));
  EXPECT_EQ(terse.find("99.500000%"), std::string::npos) << terse; // no percentiles: twenty "0%=0"
}

// log_max_value (stat.c __add_stat_to_log): a latency log window holds its
// largest sample instead of the mean. 10 IOs of 100 us and 10 of 300 us in
// the one 100 ms window of a 250 ms job, written at the job's end: mean
// 200000 ns, max 300000 ns.
TEST(FioLogs, LogMaxValue)
{
  JobResult j = constant_rate(10, 65536, 0.05, 100e-6);
  j.end_time = 0.25;
  j.spec.logs.lat = "t";
  j.spec.logs.avg_msec = 100;
  log_again(j, {steady(10, 0.05, 100e-6), {0.06, 0.09, 10, 300e-6, 0}});
  auto lat_log = [&j]() {
    std::map<std::string, std::ostringstream> files;
    write_fio_logs(run_of(j), [&files](const std::string& path, bool) -> std::ostream& { return files[path]; });
    return files["t_lat.1.log"].str();
  };
  EXPECT_EQ(lat_log(), "250, 200000, 1, 0, 0\n");
  j.spec.logs.max_value = true;
  EXPECT_EQ(lat_log(), "250, 300000, 1, 0, 0\n");
}

// A job without logs keeps no completion records, only the sample windows'
// counts, so a long run's memory does not grow with its IOs (B2 of
// scenarios/bench, 100 GiB: 123 MiB peak RSS with records, 36 MiB without).
// The samples are the same as from the records: 4000 IOs in 200 records
// over 2 s give 3 windows of 1000 IOs (500, 1000, 1500 ms; the fourth loses
// to the job's end), whether the records are kept (a bw log) or not.
TEST(FioSamples, WindowsAreCountedWithoutKeepingTheRecords)
{
  std::vector<IoRecord> recs;
  for (int i = 0; i < 200; ++i)
    recs.push_back({0.01 * i + 0.0005, 0.01 * (i + 1), 20, 300e-6, 0});
  JobResult bare = constant_rate(1, 65536, 2.0);
  log_again(bare, recs);
  EXPECT_TRUE(bare.io_log.empty());
  JobResult logged = bare;
  logged.spec.logs.bw = "";
  logged.spec.logs.avg_msec = 500;
  log_again(logged, recs);
  EXPECT_EQ(logged.io_log.size(), 200u);
  const SampleStat a = fio_bw_samples(bare), b = fio_bw_samples(logged);
  EXPECT_EQ(a.samples, 3u);
  EXPECT_EQ(a.samples, b.samples);
  EXPECT_EQ(a.min, b.min);
  EXPECT_EQ(a.max, b.max);
  EXPECT_EQ(a.min, uint64_t{1000} * 65536 * 1000 / 500 / 1024); // KiB/s of 1000 IOs in 500 ms
}
