// Compare: `wbsim compare`, one fio job under two configurations (profiles,
// kernels, parameter overrides) reported as before / after / ratio, the way
// kernel developers present a patch's effect.
//
//   wbsim compare [JOBFILE] [fio options] --before SPEC --after SPEC
//                 [--output-format=normal|json] [--output=F]
//
// SimGrid allows one simulation per process, so each side runs as a child
// `wbsim run ... --output-format=json` of the same binary; the two run
// concurrently and their fio JSON documents are compared here. The pure parts
// (spec parsing, the comparison, its text) are separate for the tests.
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace wbsim {

// One side of a comparison: "profile=NAME_OR_PATH,key=value,..." or a bare
// profile name. Every key=value goes to --set unchanged (no key is special),
// so an unknown key is the usual ParamError of `wbsim run`.
struct CompareSpec {
  std::string text;                   // as given, for headings and messages
  std::string profile;                // empty: the run's --profile, else built-in
  std::vector<std::string> overrides; // "key=value", in order
};

// Throws UsageError naming the spec (`what`, e.g. "--before") and what a
// spec accepts.
CompareSpec parse_spec(const std::string& text, const std::string& what = "spec");

// One line of the comparison. Numeric figures fill before/after; the
// bottleneck verdict fills the *_text fields instead.
struct ComparisonRow {
  std::string job;    // fio's jobname (one entry per group with group_reporting), or "model"
  std::string figure; // "write bw", "clat p99", "cpu copy_from_user", ...
  std::string unit;   // "MiB/s", "us", "%", ...
  std::optional<double> before, after; // absent: that side does not report the figure
  std::string before_text, after_text;
  std::optional<double> ratio; // after / before; absent when before is 0 or a side is absent
};

// Rows for every job of fio's "jobs" (paired by position) and for the
// "wbsim" model section. Pure: both arguments are fio JSON documents as
// `wbsim run --output-format=json` writes them.
std::vector<ComparisonRow> compare_reports(const nlohmann::json& before, const nlohmann::json& after);

// The aligned text table: `figure | before | after | ratio` per job, then the
// model block, headed by the two specs.
std::string format_comparison(const std::vector<ComparisonRow>& rows, const std::string& before_spec,
                              const std::string& after_spec);

// {"before": doc, "after": doc, "comparison": [{job, figure, unit, before, after, ratio}, ...]}
nlohmann::json comparison_json(const std::vector<ComparisonRow>& rows, const nlohmann::json& before,
                               const nlohmann::json& after);

// `wbsim compare` (arguments without "wbsim compare"). Throws the errors of
// `wbsim run` (UsageError, JobError, ProfileError, ParamError, UnitError)
// before any simulation starts; returns 1 when a side's run fails.
int cmd_compare(const std::vector<std::string>& args);

} // namespace wbsim
