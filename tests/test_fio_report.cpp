#include "FioReport.hpp"
#include "FioReportCheck.hpp"
#include "StatTable.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>

using namespace wbsim;

namespace {

constexpr uint64_t kGiB = uint64_t{1} << 30;
constexpr uint64_t kMiB = uint64_t{1} << 20;

JobResult write_job(const std::string& name, uint64_t bytes, uint64_t ios, double runtime)
{
  JobResult j;
  j.spec.name = name;
  j.spec.block_size = bytes / ios;
  j.spec.options = {{"rw", "write"}, {"bs", "1M"}, {"size", "4G"}};
  j.write.io_bytes = bytes;
  j.write.total_ios = ios;
  j.start_time = 0;
  j.end_time = runtime;
  return j;
}

// One job writing 4 GiB as 4096 x 1 MiB in 1.25 s; 4000 writes took 300 us
// and 96 took 2 ms (throttled).
RunResult one_job_run()
{
  RunResult r;
  JobResult j = write_job("write-bandwidth", 4 * kGiB, 4096, 1.25);
  j.write.clat.add(300e-6, 4000);
  j.write.clat.add(2e-3, 96);
  j.write.lat = j.write.clat;
  r.jobs.push_back(j);

  DiskResult d;
  d.name = "nvme0n1";
  d.write_ios = 8192;
  d.write_bytes = 4 * kGiB;
  d.write_ticks = 1.2;
  d.in_queue = 1.2;
  d.busy_time = 1.2;
  d.util = 0.96;
  r.disks.push_back(d);

  r.profile = "default";
  r.sim_time = 1.25;
  r.wall_time = 0.08;
  r.activities = 12345;
  r.model.dirty_threshold = 12.4 * kGiB;
  r.model.background_threshold = 6.2 * kGiB;
  r.model.peak_dirty = 3.1 * kGiB;
  r.model.throttle.pauses = 120;
  r.model.throttle.total_pause = 2.3;
  r.model.throttle.max_pause = 0.2;
  r.model.flusher.chunks = 40;
  r.model.flusher.bios = 8192;
  r.model.flusher.utilisation = 0.35;
  r.model.cpu_time = {{"copy_from_user", 0.5}, {"iomap_write_begin", 0.2}, {"folio_alloc", 0.3}};
  r.model.bottleneck = {"device", "nvme0n1 busy 96% of the run"};
  r.model.sample_interval = 0.5;
  r.model.timeseries = {Sample{0.0, 0, 0, 0, 0, 0, 0}, Sample{0.5, 1e9, 2e8, 0, 3e9, 1, 4e6}};
  return r;
}

ReportOptions fixed_time()
{
  ReportOptions o;
  o.timestamp = 1700000000;
  return o;
}

} // namespace

TEST(FioReport, JsonTopLevelShape)
{
  const auto doc = fio_json(one_job_run(), fixed_time());
  EXPECT_EQ(doc.at("fio version"), "wbsim-0.1 (fio-3.33 compatible)");
  EXPECT_EQ(doc.at("timestamp"), 1700000000);
  EXPECT_EQ(doc.at("timestamp_ms"), 1700000000000LL);
  EXPECT_TRUE(doc.at("time").is_string());
  // fio 3.33 writes "global options" only when a [global] section (or options
  // before the first --name) set some, with those options.
  EXPECT_FALSE(doc.contains("global options"));
  RunResult with_global = one_job_run();
  with_global.global_options = {{"ioengine", "psync"}, {"group_reporting", ""}};
  const auto g = fio_json(with_global, fixed_time()).at("global options");
  EXPECT_EQ(g.at("ioengine"), "psync");
  EXPECT_EQ(g.at("group_reporting"), "");
  ASSERT_EQ(doc.at("jobs").size(), 1u);
  ASSERT_EQ(doc.at("disk_util").size(), 1u);
  EXPECT_TRUE(doc.contains("wbsim"));
}

TEST(FioReport, JsonWriteFigures)
{
  const auto doc = fio_json(one_job_run(), fixed_time());
  const auto& job = doc.at("jobs").at(0);
  EXPECT_EQ(job.at("jobname"), "write-bandwidth");
  EXPECT_EQ(job.at("groupid"), 0);
  EXPECT_EQ(job.at("error"), 0);
  EXPECT_EQ(job.at("job options").at("bs"), "1M");
  EXPECT_EQ(job.at("job_runtime"), 1250);

  const auto& w = job.at("write");
  const uint64_t io = 4 * kGiB;
  EXPECT_EQ(w.at("io_bytes"), io);
  EXPECT_EQ(w.at("io_kbytes"), 4194304u); // 4 GiB / 1024
  EXPECT_EQ(w.at("runtime"), 1250);       // ms
  // fio: bw_bytes = io_bytes * 1000 / runtime_ms = 4294967296000 / 1250 (integer)
  EXPECT_EQ(w.at("bw_bytes"), io * 1000 / 1250);
  EXPECT_EQ(w.at("bw_bytes"), 3435973836u);
  // bw in KiB/s = bw_bytes / 1024 (integer)
  EXPECT_EQ(w.at("bw"), w.at("bw_bytes").get<uint64_t>() / 1024);
  EXPECT_EQ(w.at("bw"), 3355443u);
  EXPECT_DOUBLE_EQ(w.at("iops").get<double>(), 4096 * 1000.0 / 1250); // 3276.8
  EXPECT_EQ(w.at("total_ios"), 4096);
  EXPECT_EQ(w.at("short_ios"), 0);
  // No completion timeline recorded: no 500 ms samples, and fio's zeros.
  EXPECT_EQ(w.at("bw_samples"), 0);
  EXPECT_DOUBLE_EQ(w.at("bw_agg").get<double>(), 0.0);

  // Sync engine: no submission latency, N = 0 and no percentiles.
  EXPECT_EQ(w.at("slat_ns").at("N"), 0);
  EXPECT_FALSE(w.at("slat_ns").contains("percentile"));

  const auto& clat = w.at("clat_ns");
  EXPECT_EQ(clat.at("N"), 4096);
  EXPECT_EQ(clat.at("min"), 300000);
  EXPECT_EQ(clat.at("max"), 2000000);
  // mean = (4000 * 300 + 96 * 2000) / 4096 us = 339.84375 us
  EXPECT_NEAR(clat.at("mean").get<double>(), 339843.75, 1e-6);
  ASSERT_TRUE(clat.contains("percentile"));
  const auto& pct = clat.at("percentile");
  EXPECT_EQ(pct.size(), 17u);
  ASSERT_TRUE(pct.contains("99.000000"));
  ASSERT_TRUE(pct.contains("99.990000"));
  // 50%: rank 2048 is a 300 us sample; its bucket [299008, 303104) reports
  // the midpoint 301056 ns (fio's bucket error, here +0.35%).
  EXPECT_EQ(pct.at("50.000000"), 301056);
  // 99%: rank ceil(0.99 * 4096) = 4056 > 4000, a 2 ms sample; the bucket
  // midpoint 2007040 ns is above max, and wbsim clamps it to 2000000.
  EXPECT_EQ(pct.at("99.000000"), 2000000);
  EXPECT_TRUE(w.at("lat_ns").contains("percentile"));

  // No reads: zeros, runtime 0, and no division by zero.
  const auto& rd = job.at("read");
  EXPECT_EQ(rd.at("io_bytes"), 0);
  EXPECT_EQ(rd.at("runtime"), 0);
  EXPECT_EQ(rd.at("bw_bytes"), 0);
  EXPECT_DOUBLE_EQ(rd.at("iops").get<double>(), 0.0);
  EXPECT_EQ(job.at("trim").at("total_ios"), 0);
  EXPECT_EQ(job.at("sync").at("total_ios"), 0);
  EXPECT_EQ(job.at("sync").at("lat_ns").at("N"), 0);
}

TEST(FioReport, JsonSyncLatencies)
{
  RunResult r = one_job_run();
  r.jobs[0].sync.add(5e-3, 3);
  r.jobs[0].sync_ios = 3;
  const auto doc = fio_json(r, fixed_time());
  const auto& sync = doc.at("jobs").at(0).at("sync");
  EXPECT_EQ(sync.at("total_ios"), 3);
  EXPECT_EQ(sync.at("lat_ns").at("N"), 3);
  EXPECT_EQ(sync.at("lat_ns").at("percentile").at("99.000000"), 5000000); // identical samples: exact
}

TEST(FioReport, JsonDiskUtil)
{
  const auto doc = fio_json(one_job_run(), fixed_time());
  const auto& d = doc.at("disk_util").at(0);
  EXPECT_EQ(d.at("name"), "nvme0n1");
  EXPECT_EQ(d.at("write_ios"), 8192);
  EXPECT_EQ(d.at("read_ios"), 0);
  EXPECT_EQ(d.at("write_sectors"), 8388608); // 4 GiB / 512
  EXPECT_EQ(d.at("write_ticks"), 1200);      // 1.2 s in ms
  EXPECT_EQ(d.at("in_queue"), 1200);
  EXPECT_EQ(d.at("write_merges"), 0);
  EXPECT_DOUBLE_EQ(d.at("util").get<double>(), 96.0); // fio's percent, from util 0.96
}

TEST(FioReport, JsonWbsimBlock)
{
  const auto doc = fio_json(one_job_run(), fixed_time());
  const auto& w = doc.at("wbsim");
  EXPECT_EQ(w.at("version"), std::string(WBSIM_PROJECT_VERSION)); // project(wbsim VERSION) in CMakeLists.txt
  EXPECT_EQ(w.at("profile"), "default");
  EXPECT_TRUE(w.at("params").is_object());
  EXPECT_FALSE(w.at("params").empty());
  EXPECT_EQ(w.at("params").size(), w.at("param_sources").size());
  EXPECT_EQ(w.at("activities"), 12345);
  EXPECT_DOUBLE_EQ(w.at("thresholds").at("dirty_bytes").get<double>(), 12.4 * kGiB);
  EXPECT_EQ(w.at("throttle").at("pauses"), 120);
  EXPECT_EQ(w.at("flusher").at("bios"), 8192);
  EXPECT_DOUBLE_EQ(w.at("devices").at(0).at("util").get<double>(), 0.96);
  // CPU functions sorted by time: 0.5 of 1.0 s total is 50%.
  const auto& fns = w.at("cpu").at("functions");
  ASSERT_EQ(fns.size(), 3u);
  EXPECT_EQ(fns.at(0).at("function"), "copy_from_user");
  EXPECT_DOUBLE_EQ(fns.at(0).at("percent").get<double>(), 50.0);
  EXPECT_EQ(fns.at(1).at("function"), "folio_alloc");
  EXPECT_EQ(w.at("bottleneck").at("verdict"), "device");
  const auto& ts = w.at("timeseries");
  EXPECT_DOUBLE_EQ(ts.at("interval_s").get<double>(), 0.5);
  ASSERT_EQ(ts.at("time_s").size(), 2u);
  EXPECT_DOUBLE_EQ(ts.at("dirty_bytes").at(1).get<double>(), 1e9);
  EXPECT_EQ(ts.at("throttled_tasks").at(1), 1);

  ReportOptions no_ts = fixed_time();
  no_ts.include_timeseries = false;
  EXPECT_FALSE(fio_json(one_job_run(), no_ts).at("wbsim").contains("timeseries"));
}

TEST(FioReport, GroupReportingMergesJobs)
{
  RunResult r;
  for (int i = 0; i < 2; ++i) {
    JobResult j = write_job("seq", 2 * kGiB, 2048, 1.25);
    j.spec.clone_index = i;
    j.spec.numjobs = 2;
    j.spec.group_reporting = true;
    j.write.clat.add((100 + 100 * i) * 1e-6, 2048);
    j.start_time = 0.01 * i;
    j.end_time = 1.25 + 0.01 * i;
    r.jobs.push_back(j);
  }
  const auto merged = reported_jobs(r);
  ASSERT_EQ(merged.size(), 1u);
  EXPECT_EQ(merged[0].spec.name, "seq");
  EXPECT_EQ(merged[0].write.io_bytes, 4 * kGiB); // summed
  EXPECT_EQ(merged[0].write.total_ios, 4096u);
  EXPECT_EQ(merged[0].write.clat.count(), 4096u);
  EXPECT_NEAR(merged[0].write.clat.mean(), 150e-6, 1e-15); // half at 100 us, half at 200 us
  EXPECT_DOUBLE_EQ(merged[0].start_time, 0.0);             // min
  EXPECT_DOUBLE_EQ(merged[0].end_time, 1.26);              // max
  EXPECT_EQ(merged[0].spec.numjobs, 2);

  const auto doc = fio_json(r, fixed_time());
  ASSERT_EQ(doc.at("jobs").size(), 1u);
  EXPECT_EQ(doc.at("jobs").at(0).at("write").at("io_bytes"), 4 * kGiB);
  EXPECT_EQ(doc.at("jobs").at(0).at("write").at("runtime"), 1260);
  // job_runtime is the sum of the members' runtimes (fio stat.c
  // sum_thread_stats adds total_run_time): 1250 + 1250 ms.
  EXPECT_EQ(doc.at("jobs").at(0).at("job_runtime"), 2500);
  EXPECT_NE(fio_text(r, fixed_time()).find("seq: (groupid=0, jobs=2): err= 0"), std::string::npos);

  // Without group_reporting each job is its own entry, in order.
  for (auto& j : r.jobs)
    j.spec.group_reporting = false;
  EXPECT_EQ(reported_jobs(r).size(), 2u);
  EXPECT_EQ(fio_json(r, fixed_time()).at("jobs").size(), 2u);

  // Different groups (a stonewall between them) are never merged.
  for (auto& j : r.jobs)
    j.spec.group_reporting = true;
  r.jobs[1].spec.group_id = 1;
  EXPECT_EQ(reported_jobs(r).size(), 2u);
}

// fio's lines after the latencies (stat.c show_latencies and
// show_thread_status_normal): the clat ranges in percent of all 4096 IOs
// (4000 at 300 us in [250, 500) us: 97.66%; 96 at 2 ms in [2, 4) ms: 2.34%),
// cpu as CPU seconds over the 1.25 s run (0.625 s sys: 50%), the depths of a
// sync engine and the IOs issued per direction.
TEST(FioReport, TextLinesAfterTheLatencies)
{
  RunResult r = one_job_run();
  r.jobs[0].cpu_sys = 0.625;
  r.jobs[0].cpu_usr = 0.0125;
  r.jobs[0].mark_depth(1, 4096);
  r.jobs[0].mark_submit(4096);
  r.jobs[0].mark_complete(1, 4096);
  const std::string text = fio_text(r, fixed_time());
  EXPECT_NE(text.find("  lat (usec)   : 500=97.66%\n  lat (msec)   : 4=2.34%\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  cpu          : usr=1.00%, sys=50.00%, ctx=0, majf=0, minf=0\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  IO depths    : 1=100.0%, 2=0.0%, 4=0.0%, 8=0.0%, 16=0.0%, 32=0.0%, >=64=0.0%\n"
                      "     submit    : 0=0.0%, 4=100.0%, 8=0.0%, 16=0.0%, 32=0.0%, 64=0.0%, >=64=0.0%\n"
                      "     complete  : 0=0.0%, 4=100.0%, 8=0.0%, 16=0.0%, 32=0.0%, 64=0.0%, >=64=0.0%\n"
                      "     issued rwts: total=0,4096,0,0 short=0,0,0,0 dropped=0,0,0,0\n"
                      "     latency   : target=0, window=0, percentile=100.00%, depth=1\n"),
            std::string::npos)
      << text;
  // The terse line (version 3): 121 fields and 9 for the one disk; write kB,
  // bw in KiB/s (4 GiB over 1250 ms) and iops (4096 over 1.25 s).
  const std::string terse = fio_terse(r);
  EXPECT_EQ(std::count(terse.begin(), terse.end(), ';'), 121 + 9 - 1) << terse;
  EXPECT_NE(terse.find(";0;0;0;0;0;0;0.000000;0.000000;"), std::string::npos) << terse; // the empty read block
  EXPECT_NE(terse.find(";4194304;3355443;3276;1250;"), std::string::npos) << terse;
  EXPECT_NE(terse.find(";1.000000%;50.000000%;0;0;0;100.0%;"), std::string::npos) << terse;
}

TEST(FioReport, TextSummary)
{
  const std::string text = fio_text(one_job_run(), fixed_time());
  EXPECT_NE(text.find("write-bandwidth: (groupid=0, jobs=1): err= 0: pid=0: "), std::string::npos) << text;
  // fio: IOPS = 1000 * 4096 / 1250 = 3276 (integer); BW 3435973836 B/s is
  // 3276.8 MiB/s, rounded to 4 digits: 3277MiB/s, and 3436MB/s.
  EXPECT_NE(text.find("  write: IOPS=3276, BW=3277MiB/s (3436MB/s)(4096MiB/1250msec); 0 zone resets\n"), std::string::npos)
      << text;
  // min 300 us and stdev > 1 us: fio switches to usec.
  EXPECT_NE(text.find("    clat (usec): min=300, max=2000, avg=339.84, stdev="), std::string::npos) << text;
  EXPECT_NE(text.find("     lat (usec): min=300"), std::string::npos) << text;
  EXPECT_EQ(text.find("slat"), std::string::npos); // N = 0: not printed
  EXPECT_NE(text.find("    clat percentiles (usec):\n     |  1.00th=[  302],  5.00th=[  302],"), std::string::npos)
      << text;
  EXPECT_NE(text.find("| 99.00th=[ 2000], 99.50th=[ 2000], 99.90th=[ 2000], 99.95th=[ 2000],\n     | 99.99th=[ 2000]\n"),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("  read:"), std::string::npos); // no reads, no read section
  EXPECT_NE(text.find("Run status group 0 (all jobs):\n"), std::string::npos);
  EXPECT_NE(text.find("  WRITE: bw=3277MiB/s (3436MB/s), 3277MiB/s-3277MiB/s (3436MB/s-3436MB/s), io=4096MiB "
                      "(4295MB), run=1250-1250msec\n"),
            std::string::npos)
      << text;
  EXPECT_EQ(text.find("   READ:"), std::string::npos);
  EXPECT_NE(text.find("Disk stats (read/write):\n  nvme0n1: ios=0/8192, sectors=0/8388608, merge=0/0, "
                      "ticks=0/1200, in_queue=1200, util=96.00%\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("wbsim model (profile default, simulated 1.25s in 0.08s wall, 12345 activities):"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("  dirty threshold 12.4GiB, background 6.2GiB; peak dirty 3.1GiB\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  throttle: 120 pauses, 2.3s total, max 200ms\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  flusher: 40 chunks, 8192 bios, util 35.0%\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  device nvme0n1: util 96.0%\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  cpu: copy_from_user 50.0%, folio_alloc 30.0%, iomap_write_begin 20.0%\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("  bottleneck: device"), std::string::npos) << text;
}

TEST(FioReport, TextMatchesARealFioLine)
{
  // fio-3.25, rw=write bs=4k size=22m fdatasync=1 (an etcd fsync test):
  // "write: IOPS=4801, BW=18.8MiB/s (19.7MB/s)(22.0MiB/1173msec); 0 zone resets".
  // 22 MiB / 4 KiB = 5632 writes; 5632000 / 1173 = 4801 IOPS.
  RunResult r;
  r.jobs.push_back(write_job("mytest", 22 * kMiB, 5632, 1.173));
  r.jobs[0].sync.add(192e-6, 5632);
  r.jobs[0].sync_ios = 5632;
  const std::string text = fio_text(r, fixed_time());
  EXPECT_NE(text.find("  write: IOPS=4801, BW=18.8MiB/s (19.7MB/s)(22.0MiB/1173msec); 0 zone resets\n"), std::string::npos) << text;
  EXPECT_NE(text.find("  WRITE: bw=18.8MiB/s (19.7MB/s), 18.8MiB/s-18.8MiB/s (19.7MB/s-19.7MB/s), io=22.0MiB "
                      "(23.1MB), run=1173-1173msec\n"),
            std::string::npos)
      << text;
  // Identical sync latencies: stdev 0 keeps fio in nsec.
  EXPECT_NE(text.find("  fsync/fdatasync/sync_file_range:\n    sync (nsec): min=192000, max=192000"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("    sync percentiles (usec):"), std::string::npos) << text;
}

// The statistics table (StatTable.def) is the wbsim section's schema: every
// declared statistic is in a run's JSON at its path, with its value's own
// type (counts stay integers, as in the hand-written writer before), and the
// fuse statistics only in a FUSE run. The lock and device rows carry exactly
// the declared columns.
TEST(StatTable, EveryStatisticIsInTheJson)
{
  RunResult r;
  r.model.throttle.pauses = 7;
  r.model.peak_dirty = 3.5e9;
  r.disks.push_back(DiskResult{});
  r.model.locks.push_back(LockFigures{});
  ReportOptions ro;
  const nlohmann::json doc = fio_json(r, ro);
  for (const StatDef& s : stat_table()) {
    const nlohmann::json::json_pointer p(s.pointer());
    EXPECT_EQ(doc.contains(p), !s.fuse_only) << s.path;
  }
  EXPECT_TRUE(doc["wbsim"]["throttle"]["pauses"].is_number_integer());
  EXPECT_EQ(doc["wbsim"]["throttle"]["pauses"].get<int>(), 7);
  EXPECT_DOUBLE_EQ(doc["wbsim"]["peak_dirty_bytes"].get<double>(), 3.5e9);
  EXPECT_EQ(doc["wbsim"]["locks"][0].size(), lock_columns().size());
  EXPECT_EQ(doc["wbsim"]["devices"][0].size(), device_columns().size());
  r.model.fuse.active = true;
  const nlohmann::json fuse = fio_json(r, ro);
  for (const StatDef& s : stat_table())
    EXPECT_TRUE(fuse.contains(nlohmann::json::json_pointer(s.pointer()))) << s.path;
}

// json+ (fio stat.c add_ddir_lat_json): beside the percentiles, "bins" holds
// every non-empty histogram bucket keyed by its value in ns; the counts add
// up to N. Plain json has no bins.
TEST(FioJson, JsonPlusBinsCountEverySample)
{
  RunResult r;
  JobResult j;
  j.spec.name = "b";
  j.write.io_bytes = 3 * 4096;
  j.write.total_ios = 3;
  j.write.clat.add(2e-6, 2);
  j.write.clat.add(7e-6, 1);
  j.write.lat = j.write.clat;
  j.end_time = 1;
  r.jobs.push_back(j);
  ReportOptions ro;
  EXPECT_FALSE(fio_json(r, ro)["jobs"][0]["write"]["clat_ns"].contains("bins"));
  ro.json_plus = true;
  const auto bins = fio_json(r, ro)["jobs"][0]["write"]["clat_ns"]["bins"];
  ASSERT_EQ(bins.size(), 2u);
  uint64_t n = 0;
  for (const auto& [key, count] : bins.items()) {
    const uint64_t ns = std::stoull(key);
    EXPECT_EQ(LatencyStats::bucket_value(LatencyStats::bucket_index(ns)), ns) << "a bucket's own value";
    n += count.get<uint64_t>();
  }
  EXPECT_EQ(n, 3u);
  EXPECT_EQ(bins[std::to_string(LatencyStats::bucket_value(LatencyStats::bucket_index(2000)))].get<int>(), 2);
}

TEST(FioReportCheck, FioReportAddsUp)
{
  // 4 IOs of 128 KiB in 250 ms: fio's bw_bytes = 524288 * 1000 / 250 = 2097152.
  nlohmann::json doc = {{"jobs", {{{"jobname", "a"},
                                   {"write", {{"io_bytes", 524288}, {"total_ios", 4}, {"runtime", 250},
                                              {"bw_bytes", 2097152}}},
                                   {"read", {{"io_bytes", 0}, {"total_ios", 0}, {"runtime", 0}, {"bw_bytes", 0}}}}}}};
  EXPECT_TRUE(check_fio_report(doc, {131072}).empty());
  doc["jobs"][0]["write"]["bw_bytes"] = 2000000;
  auto v = check_fio_report(doc, {131072});
  ASSERT_EQ(v.size(), 1u);
  EXPECT_EQ(v[0].invariant, "fio bw_bytes = io_bytes / runtime");
  doc["jobs"][0]["write"]["bw_bytes"] = 2097152;
  v = check_fio_report(doc, {65536}); // 4 IOs of 64 KiB are not 512 KiB
  ASSERT_EQ(v.size(), 1u);
  EXPECT_EQ(v[0].figures, "a write: io_bytes 524288 != 4 IOs x bs 65536");
}
