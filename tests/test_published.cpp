// `wbsim calibrate --published`: the CSV and scenario checks name file:line
// and what is accepted, and the fit recovers parameters from "published"
// numbers that the model itself generated. Simulations run as child
// processes of the wbsim binary (WBSIM_BIN), as the command runs them.
#include "CalibrateCommand.hpp"
#include "PublishedData.hpp"
#include "Profile.hpp"
#include "PublishedFit.hpp"
#include "PublishedValidate.hpp"
#include "RunRequest.hpp"
#include "TempDir.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <algorithm>
#include <fstream>

using namespace wbsim;

namespace {

struct Dir : wbsim::test::TempDir {
  Dir() : wbsim::test::TempDir("wbsim-published-test") {}
  void write(const std::string& name, const std::string& text) const
  {
    std::ofstream out(*this / name);
    out << text;
  }
};

// Two direct QD1 jobs: t = CPU + latency + bs/bw per IO, so 4 KiB and 1 MiB
// writes identify dev.write_latency and dev.write_bw (DESIGN §2, NVMe).
void write_direct_scenarios(const Dir& d)
{
  d.write("d4k.fio", "[d4k]\nrw=write\nbs=4k\nsize=4M\ndirect=1\nioengine=psync\n");
  d.write("d1m.fio", "[d1m]\nrw=write\nbs=1M\nsize=32M\ndirect=1\nioengine=psync\n");
  d.write("small.scenario", "; test scenario\n[scenario]\njob=d4k.fio\n[dev]\ncount=1\n");
  d.write("large.scenario", "[scenario]\njob=d1m.fio\n");
}

std::string csv(double small_bw, double small_clat, double large_bw, double large_clat)
{
  char buf[1024];
  std::snprintf(buf, sizeof buf,
                "scenario,metric,value,unit,source\n"
                "# the model's own numbers\n"
                "small,write_bw,%.9g,B/s,\"synthetic, model\"\n"
                "small,write_clat_mean,%.9g,s,synthetic\n"
                "large,write_bw,%.9g,B/s,synthetic\n"
                "large,write_clat_mean,%.9g,s,synthetic\n",
                small_bw, small_clat, large_bw, large_clat);
  return buf;
}

std::string error_of(const std::string& text, const Dir& d)
{
  try {
    parse_published(text, d / "t.csv", d.path());
  } catch (const PublishedError& e) {
    return e.what();
  }
  return "(no error)";
}

} // namespace

TEST(PublishedCsv, ParsesUnitsIntoSi)
{
  Dir d;
  write_direct_scenarios(d);
  const PublishedTable t = parse_published("scenario,metric,value,unit,source\n"
                                           "small,write_bw,2730,MB/s,seed 000\n"
                                           "large,write_bw,7655,MiB/s,seed 002\n"
                                           "large,write_clat_p99,250,us,x\n",
                                           d / "t.csv", d.path());
  ASSERT_EQ(t.points.size(), 3u);
  EXPECT_DOUBLE_EQ(t.points[0].value, 2730e6);          // MB = 10^6 B
  EXPECT_DOUBLE_EQ(t.points[1].value, 7655 * 1048576.0); // MiB = 2^20 B
  EXPECT_DOUBLE_EQ(t.points[2].value, 250e-6);
  ASSERT_EQ(t.scenarios.size(), 2u);
  EXPECT_EQ(t.scenarios[0].facts, std::vector<std::string>{"dev.count=1"});
  EXPECT_EQ(t.points[1].where, d / "t.csv" + ":3");
}

TEST(PublishedCsv, BadInputNamesFileLineAndWhatIsAccepted)
{
  Dir d;
  write_direct_scenarios(d);
  const std::string f = d / "t.csv";
  EXPECT_NE(error_of("scenario,metric,value\nsmall,write_bw,1,MB/s,x\n", d)
                .find(f + ":1: the header is 'scenario,metric,value'; expected: scenario,metric,value,unit,source"),
            std::string::npos);
  const std::string h = "scenario,metric,value,unit,source\n";
  std::string e = error_of(h + "small,write_speed,1,MB/s,x\n", d);
  EXPECT_NE(e.find(f + ":2: unknown metric 'write_speed'; accepted: write_bw"), std::string::npos) << e;
  e = error_of(h + "small,write_bw,1,MB/s,x\nnosuch,write_bw,1,MB/s,x\n", d);
  EXPECT_NE(e.find(f + ":3: unknown scenario 'nosuch'"), std::string::npos) << e;
  EXPECT_NE(e.find("accepted: the scenario files next to the CSV: "), std::string::npos) << e;
  EXPECT_NE(e.find("small"), std::string::npos) << e;
  e = error_of(h + "small,write_bw,fast,MB/s,x\n", d);
  EXPECT_NE(e.find(f + ":2: value 'fast' is not a number"), std::string::npos) << e;
  e = error_of(h + "small,write_bw,12,us,x\n", d);
  EXPECT_NE(e.find(f + ":2: unit 'us' does not fit metric write_bw; accepted: B/s"), std::string::npos) << e;
  e = error_of(h + "small,write_bw,12,MB/s\n", d);
  EXPECT_NE(e.find(f + ":2: 4 fields; expected 5"), std::string::npos) << e;
}

TEST(PublishedCsv, ScenarioFactsAreChecked)
{
  Dir d;
  d.write("j.fio", "[j]\nrw=write\nbs=4k\nsize=1M\n");
  d.write("bad.scenario", "[scenario]\njob=j.fio\n[dev]\ncount=-3\n");
  d.write("nojob.scenario", "[dev]\ncount=2\n");
  d.write("typo.scenario", "[scenario]\njob=j.fio\nfile=x\n");
  const std::string h = "scenario,metric,value,unit,source\n";
  std::string e = error_of(h + "bad,write_bw,1,MB/s,x\n", d);
  EXPECT_NE(e.find(d / "bad.scenario" + ":4: "), std::string::npos) << e;
  EXPECT_NE(e.find("dev.count"), std::string::npos) << e;
  e = error_of(h + "nojob,write_bw,1,MB/s,x\n", d);
  EXPECT_NE(e.find("a scenario needs [scenario] job=FILE.fio"), std::string::npos) << e;
  e = error_of(h + "typo,write_bw,1,MB/s,x\n", d);
  EXPECT_NE(e.find(d / "typo.scenario" + ":3: unknown key 'file' in [scenario]; accepted: job, description, args"),
            std::string::npos)
      << e;
}

// A --fit key must be a continuous parameter of the table, and no scenario
// may state it as a fact (it would not be shared).
TEST(PublishedFit, FitKeysAreChecked)
{
  Dir d;
  write_direct_scenarios(d);
  const PublishedTable t = parse_published(csv(1e9, 1e-5, 2e9, 5e-4), d / "t.csv", d.path());
  PublishedFitConfig c;
  c.fit_keys = {"dev.no_such"};
  try {
    check_fit_keys(t, c);
    FAIL() << "no error";
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("--fit dev.no_such: unknown parameter"), std::string::npos) << e.what();
  }
  c.fit_keys = {"fs.type"};
  EXPECT_THROW(check_fit_keys(t, c), UsageError);
  c.fit_keys = {"dev.count"}; // a Count, and a fact of `small`
  EXPECT_THROW(check_fit_keys(t, c), UsageError);
  // Through the command: exit status 2 (usage), nothing written.
  d.write("t.csv", csv(1e9, 1e-5, 2e9, 5e-4));
  EXPECT_EQ(cmd_calibrate({"--published", d / "t.csv", "--fit", "dev.nope", "-o", d / "out.profile"}), 2);
  EXPECT_EQ(cmd_calibrate({"--published", d / "missing.csv", "--fit", "dev.write_bw", "-o", d / "out.profile"}), 1);
  EXPECT_FALSE(std::ifstream(d / "out.profile").good());
  // The fit's options without --published are a usage error, before any measurement.
  EXPECT_EQ(cmd_calibrate({"--fit", "dev.write_bw", "--directory", d.path(), "-o", d / "out.profile"}), 2);
  EXPECT_EQ(cmd_calibrate({"--skip", "small", "--directory", d.path(), "-o", d / "out.profile"}), 2);
  EXPECT_FALSE(std::ifstream(d / "out.profile").good());
}

// --skip: a scenario drops its points (and the scenario, left with none), a
// metric drops that metric everywhere, scenario/metric one point; a name that
// matches nothing is an error naming it and what is accepted.
TEST(PublishedFit, SkipLeavesPointsOut)
{
  Dir d;
  write_direct_scenarios(d);
  const PublishedTable t = parse_published(csv(1e9, 1e-5, 2e9, 5e-4), d / "t.csv", d.path());
  const PublishedTable a = without_points(t, {"small"});
  ASSERT_EQ(a.points.size(), 2u);
  ASSERT_EQ(a.scenarios.size(), 1u);
  EXPECT_EQ(a.scenarios[0].name, "large");
  const PublishedTable b = without_points(t, {"write_clat_mean"});
  ASSERT_EQ(b.points.size(), 2u);
  EXPECT_EQ(b.points[0].metric, "write_bw");
  EXPECT_EQ(b.points[1].metric, "write_bw");
  EXPECT_EQ(b.scenarios.size(), 2u);
  const PublishedTable c = without_points(t, {"large/write_bw"});
  ASSERT_EQ(c.points.size(), 3u);
  EXPECT_EQ(c.points[2].scenario, "large");
  EXPECT_EQ(c.points[2].metric, "write_clat_mean");
  try {
    without_points(t, {"medium"});
    FAIL() << "no error";
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("--skip medium: no point"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("accepted"), std::string::npos) << e.what();
  }
  EXPECT_THROW(without_points(t, {"small", "large"}), UsageError); // nothing left
}

// The fit simulates a scenario exactly as `wbsim validate` does (the
// filesystem's shipped profile under the base profile, then the facts), with
// the fitted values last.
TEST(PublishedFit, RunsScenariosAsValidateDoes)
{
  Dir d;
  d.write("x.fio", "[x]\nrw=write\nbs=4k\nsize=4M\nioengine=psync\n");
  d.write("x.scenario", "[scenario]\njob=x.fio\n[fs]\ntype=btrfs\n");
  const PublishedScenario s = read_scenario(d / "x.scenario", "x");
  PublishedFitConfig c;
  c.fit_keys = {"dev.write_bw"};
  c.base_sets = {"kernel=6.1"};
  ValidateConfig v;
  v.sets = {"kernel=6.1", "dev.write_bw=3000000000"}; // SI, as the fit writes it
  const std::vector<std::string> fit = scenario_run_args(s, c, {3e9});
  EXPECT_EQ(fit, validate_run_args(s, v));
  EXPECT_NE(std::find(fit.begin(), fit.end(), "--profile=fs-btrfs"), fit.end());
}

// The model generates the "published" numbers with dev.write_bw = 3 GB/s and
// dev.write_latency = 25 us; the fit starts from the defaults (6.9 GB/s,
// the default latency) and must find them again (to 1%).
TEST(PublishedFit, RecoversParametersFromModelGeneratedNumbers)
{
  Dir d;
  write_direct_scenarios(d);
  d.write("t.csv", csv(1, 1, 1, 1)); // placeholders to evaluate the truth
  PublishedFitConfig truth;
  truth.program = WBSIM_BIN;
  truth.base_sets = {"dev.write_bw=3GB/s", "dev.write_latency=25us"};
  const PublishedTable placeholder = read_published(d / "t.csv");
  const std::vector<double> v = evaluate_published(placeholder, truth, {});
  ASSERT_EQ(v.size(), 4u);
  d.write("t.csv", csv(v[0], v[1], v[2], v[3]));

  const PublishedTable t = read_published(d / "t.csv");
  PublishedFitConfig c;
  c.program = WBSIM_BIN;
  c.fit_keys = {"dev.write_bw", "dev.write_latency"};
  const PublishedFitResult r = fit_published(t, c);
  EXPECT_NEAR(r.fitted[0] / 3e9, 1.0, 0.01);
  EXPECT_NEAR(r.fitted[1] / 25e-6, 1.0, 0.01);
  EXPECT_GT(r.rms_before, 0.1); // the defaults are far off
  EXPECT_LT(r.rms_after, 0.01);
  ASSERT_EQ(r.points.size(), 4u);

  // The profile: fitted values with provenance, R² and each residual; it loads.
  const std::string text = published_profile(t, c, r, "wbsim calibrate --published t.csv");
  EXPECT_NE(text.find("fitted to " + d / "t.csv" + " by wbsim calibrate --published"), std::string::npos);
  EXPECT_NE(text.find("R²(log)="), std::string::npos);
  EXPECT_NE(text.find("small/write_clat_mean:"), std::string::npos);
  Params p;
  apply_profile_text(text, "<fit>", p);
  EXPECT_NEAR(std::get<double>(p.get("dev.write_bw")) / 3e9, 1.0, 0.01);
}

// stat:PATH names a statistic of the wbsim section by its StatTable.def
// path; its value is read at that path of the run's JSON. An undeclared
// path is an unknown metric whose message lists what is accepted.
TEST(PublishedCsv, StatMetricsComeFromTheStatisticsTable)
{
  const nlohmann::json doc = {{"jobs", nlohmann::json::array()},
                              {"wbsim", {{"throttle", {{"total_pause_s", 0.25}}}, {"peak_dirty_bytes", 3e9}}}};
  EXPECT_DOUBLE_EQ(metric_value(doc, "stat:throttle.total_pause_s"), 0.25);
  EXPECT_DOUBLE_EQ(metric_value(doc, "stat:peak_dirty_bytes"), 3e9);
  try {
    metric_value(doc, "stat:throttle.nosuch");
    FAIL() << "accepted an undeclared statistic";
  } catch (const PublishedError& e) {
    EXPECT_NE(std::string(e.what()).find("stat:PATH"), std::string::npos) << e.what();
  }
}

// `wbsim validate --row NAME`: an absolute row is printed under its scenario's
// name, so that name selects that row alone (the published ctest of an
// absolute row must not fail on a ratio row sharing its scenario); a scenario
// name that is no row's (here "large", only a ratio's "before") selects every
// row that simulates it; an unknown name is an error listing the rows.
TEST(PublishedValidate, RowSelectsTheRowItsNameIs)
{
  Dir d;
  write_direct_scenarios(d);
  d.write("t.csv", "scenario,metric,value,unit,source\nsmall,write_bw,1,GB/s,s1\n");
  d.write("t.validate.csv", "kind,scenario,before,metric,tolerance,published,source\n"
                            "ratio,small,large,write_bw,10%,4,s2\n");
  auto names = [&](const std::vector<std::string>& only) {
    ValidatePlan plan = read_validate_plan(d.path());
    select_rows(plan, only);
    std::vector<std::string> n;
    for (const auto& r : plan.rows)
      n.push_back(r.name());
    return n;
  };
  EXPECT_EQ(names({}), (std::vector<std::string>{"small", "small/large"}));
  EXPECT_EQ(names({"small"}), std::vector<std::string>{"small"});
  EXPECT_EQ(names({"small/large"}), std::vector<std::string>{"small/large"});
  EXPECT_EQ(names({"large"}), std::vector<std::string>{"small/large"});
  try {
    names({"nothing"});
    ADD_FAILURE() << "no error for an unknown row";
  } catch (const UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("--row nothing: no such row; accepted: small, small/large"), std::string::npos);
  }
}
