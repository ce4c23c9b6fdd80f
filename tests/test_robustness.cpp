// No input reaches an abort (reliability): bytes that are not UTF-8 are refused
// where they enter (job file, fio-style argument, profile, .scenario,
// published CSV) with the place and what is accepted, and any other
// exception becomes an internal error with exit status 3 at the command
// boundary. The crash these replace: a job name holding byte 0xFF passed the
// parser and made nlohmann::json::dump throw type_error.316 after the run.
#include "JobFile.hpp"
#include "Profile.hpp"
#include "PublishedData.hpp"
#include "PublishedValidate.hpp"
#include "RunRequest.hpp"
#include "TempDir.hpp"
#include "Utf8.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <stdexcept>

using namespace wbsim;

namespace {

template <class E, class F> std::string error_of(F&& f)
{
  try {
    f();
  } catch (const E& e) {
    return e.what();
  }
  return "(no error)";
}

} // namespace

// Unicode 15 §3.9 table 3-7 lists the well-formed byte sequences; each case
// below is one of its rows or one byte outside them.
TEST(Utf8, AcceptsEveryWellFormedLength)
{
  EXPECT_EQ(first_invalid_utf8("plain ascii"), std::nullopt);
  EXPECT_EQ(first_invalid_utf8("caf\xC3\xA9"), std::nullopt);         // U+00E9, 2 bytes
  EXPECT_EQ(first_invalid_utf8("\xE2\x82\xAC"), std::nullopt);        // U+20AC, 3 bytes
  EXPECT_EQ(first_invalid_utf8("\xF0\x9F\x98\x80"), std::nullopt);    // U+1F600, 4 bytes
  EXPECT_EQ(first_invalid_utf8("\xF4\x8F\xBF\xBF"), std::nullopt);    // U+10FFFF, the last
  EXPECT_EQ(first_invalid_utf8(std::string("a\0b", 3)), std::nullopt); // NUL is ASCII
}

TEST(Utf8, RefusesWhatTheStandardExcludes)
{
  EXPECT_EQ(first_invalid_utf8("job\xFF"), 3u);            // never in UTF-8
  EXPECT_EQ(first_invalid_utf8("\x80"), 0u);               // lone continuation
  EXPECT_EQ(first_invalid_utf8("\xC0\xAF"), 0u);           // overlong '/'
  EXPECT_EQ(first_invalid_utf8("\xE0\x80\xAF"), 0u);       // overlong, 3 bytes
  EXPECT_EQ(first_invalid_utf8("\xED\xA0\x80"), 0u);       // surrogate U+D800
  EXPECT_EQ(first_invalid_utf8("\xF4\x90\x80\x80"), 0u);   // U+110000
  EXPECT_EQ(first_invalid_utf8("ok\xE2\x82"), 2u);         // truncated at the end
  EXPECT_EQ(first_invalid_utf8("\xC3(" ), 0u);             // bad continuation
}

TEST(Utf8, MessageNamesByteAndColumnWithoutTheByte)
{
  const std::string m = utf8_problem("name=x\xFFy");
  EXPECT_EQ(m, "byte 0xFF at column 7 is not valid UTF-8; accepted: UTF-8 text (ASCII is UTF-8)");
  EXPECT_EQ(first_invalid_utf8(m), std::nullopt);
  EXPECT_EQ(utf8_problem("fine"), "");
}

// The known crash: nlohmann refuses to dump such a string (type_error.316),
// so a job name like this must be refused at parse time, naming the line.
TEST(NoAbort, JobNameWithByteFFIsRefusedAtItsLine)
{
  const std::string text = "[global]\nrw=write\n\n[job\xFF]\nsize=1M\n";
  EXPECT_THROW(nlohmann::json(std::string("job\xFF")).dump(), nlohmann::json::type_error);
  const std::string m = error_of<JobError>([&] { parse_job_text(text, "bad.fio", ""); });
  EXPECT_EQ(m, "bad.fio:4: byte 0xFF at column 5 is not valid UTF-8; accepted: UTF-8 text (ASCII is UTF-8)");
}

TEST(NoAbort, CommentsMayHoldAnyByte)
{
  // fio cuts a line at ';' or '#'; what follows never reaches the output.
  const auto s = parse_job_text("; caf\xE9 in Latin-1\n[a]\nrw=write # \xFF\n", "c.fio", "");
  ASSERT_EQ(s.size(), 1u);
  EXPECT_EQ(*s[0].options[0].value, "write");
}

TEST(NoAbort, FileNameAndEnvironmentValuesAreChecked)
{
  EXPECT_EQ(error_of<JobError>([] { parse_job_text("[a]\nfilename=/tmp/\xC3\x28\n", "f.fio", ""); }),
            "f.fio:2: byte 0xC3 at column 15 is not valid UTF-8; accepted: UTF-8 text (ASCII is UTF-8)");
  const EnvLookup env = [](const std::string&) { return std::optional<std::string>("x\xFE"); };
  EXPECT_EQ(error_of<JobError>([&] { parse_job_text("[a]\nfilename=${F}\n", "e.fio", "", env); }),
            "e.fio:2: after ${VAR} substitution: byte 0xFE at column 11 is not valid UTF-8; accepted: UTF-8 "
            "text (ASCII is UTF-8)");
}

TEST(NoAbort, FioArgumentIsNamedByPosition)
{
  EXPECT_EQ(error_of<JobError>([] { sections_from_args({"name=a", "rw=write", "description=\xFF"}); }),
            "<command line>:3: byte 0xFF at column 13 is not valid UTF-8; accepted: UTF-8 text (ASCII is UTF-8)");
}

TEST(NoAbort, ProfileValueIsRefusedAtItsLine)
{
  Params p;
  EXPECT_EQ(error_of<ProfileError>([&] { apply_profile_text("[profile]\ndescription=\xFF\n", "m.profile", p); }),
            "m.profile:2: byte 0xFF at column 13 is not valid UTF-8; accepted: UTF-8 text (ASCII is UTF-8)");
}

TEST(NoAbort, ScenarioAndPublishedCsvAreRefusedAtTheirLine)
{
  test::TempDir d("wbsim-robust");
  std::ofstream(d / "j.fio") << "[j]\nrw=write\nsize=1M\n";
  std::ofstream(d / "s.scenario") << "[scenario]\njob=j.fio\ndescription=bad \xFF\n";
  EXPECT_EQ(error_of<PublishedError>([&] { read_scenario(d / "s.scenario", "s"); }),
            d / "s.scenario" + ":3: byte 0xFF at column 17 is not valid UTF-8; accepted: UTF-8 text (ASCII is UTF-8)");
  // A job name past NAME_MAX (255) is refused at the section, not thrown as
  // filesystem_error (fuzz_scenario's crash of 2026-12-07).
  const std::string longname(300, 'j');
  std::ofstream(d / "l.scenario") << "[scenario]\njob=" << longname << "\n";
  EXPECT_EQ(error_of<PublishedError>([&] { read_scenario(d / "l.scenario", "l"); }),
            d / "l.scenario" + ":1: job file " + d / longname + " cannot be looked up: File name too long");
  // The same in the CSV's scenario column, in validate's directory and in a
  // profile name: the lookup's reason, at the place that named the path.
  EXPECT_EQ(error_of<PublishedError>([&] {
              parse_published("scenario,metric,value,unit,source\n" + longname + ",write_bw,1,MB/s,s\n", d / "t.csv",
                              d.path());
            }),
            d / "t.csv" + ":2: unknown scenario '" + longname + "': " + d / (longname + ".scenario") +
                " cannot be looked up: File name too long; accepted: the scenario files next to the CSV: l, s");
  EXPECT_EQ(error_of<PublishedError>([&] { read_validate_plan(d / longname); }),
            d / longname + ": cannot be looked up: File name too long; expected a directory with one NAME.csv of "
                           "published results and its .scenario files (e.g. scenarios/published/)");
  Params params;
  EXPECT_EQ(error_of<ProfileError>([&] { apply_profile(longname, params); }).substr(0, 324),
            "profile '" + longname + "': no such file");
  // In the CSV even a comment is refused: the file is one text, read as UTF-8.
  EXPECT_EQ(error_of<PublishedError>([&] {
              parse_published("scenario,metric,value,unit,source\n# \xFF\n", d / "t.csv", d.path());
            }),
            d / "t.csv" + ":2: byte 0xFF at column 3 is not valid UTF-8; accepted: UTF-8 text (ASCII is UTF-8)");
}

// The command boundary: input errors keep their statuses (1, 2); anything
// else is a bug, reported as an internal error with status 3, never an abort.
TEST(NoAbort, AnyOtherExceptionIsAnInternalErrorWithStatus3)
{
  testing::internal::CaptureStderr();
  const int logic = run_with_input_errors("run", []() -> int { throw std::logic_error("broken invariant"); });
  const int json = run_with_input_errors("run", []() -> int {
    return static_cast<int>(nlohmann::json(std::string("\xFF")).dump().size());
  });
  const int other = run_with_input_errors("run", []() -> int { throw 42; });
  const int input = run_with_input_errors("run", []() -> int { throw JobError("j.fio:1: bad"); });
  const std::string err = testing::internal::GetCapturedStderr();
  EXPECT_EQ(logic, 3);
  EXPECT_EQ(json, 3);
  EXPECT_EQ(other, 3);
  EXPECT_EQ(input, 1);
  EXPECT_NE(err.find("wbsim run: internal error: broken invariant"), std::string::npos) << err;
  EXPECT_NE(err.find("type_error.316"), std::string::npos) << err;
  EXPECT_NE(err.find("report it with the job file"), std::string::npos) << err;
}

// A device named as a job file, include, profile or CSV was read forever
// (/dev/zero never ends); it is refused, and a text over 16 MiB is too.
TEST(NoAbort, DevicesAreNotReadAsText)
{
  EXPECT_EQ(error_of<JobError>([] { parse_job_file("/dev/zero"); }),
            "/dev/zero: job file: not a regular file (a device or socket); accepted: a text file or a pipe");
  EXPECT_EQ(error_of<JobError>([] { parse_job_text("[a]\ninclude /dev/zero\n", "i.fio", ""); }),
            "i.fio:2: include '/dev/zero': not a regular file (a device or socket); accepted: a text file or a pipe");
  Params p;
  EXPECT_EQ(error_of<ProfileError>([&] { apply_profile("/dev/zero", p); }),
            "/dev/zero: job file: not a regular file (a device or socket); accepted: a text file or a pipe");
  EXPECT_EQ(error_of<PublishedError>([] { read_published("/dev/zero"); }),
            "/dev/zero: not a regular file (a device or socket); accepted: a text file or a pipe");
}
