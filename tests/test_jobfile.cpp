// Tests of fio's input language: job-file syntax (JobFile) and option
// semantics (FioOptions). Expected values come from the fio HOWTO unless a
// comment says otherwise.
#include "FioOptions.hpp"
#include "JobFile.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <string>

using namespace wbsim;

namespace {

const std::string kData = WBSIM_TEST_DATA;

EnvLookup env_of(std::map<std::string, std::string> vars)
{
  return [vars](const std::string& name) -> std::optional<std::string> {
    auto it = vars.find(name);
    if (it == vars.end())
      return std::nullopt;
    return it->second;
  };
}

const EnvLookup kNoEnv = env_of({});

Workload from_text(const std::string& text, const EnvLookup& env = kNoEnv)
{
  return build_workload(parse_job_text(text, "job.fio", "", env), "job.fio");
}

Workload from_file(const std::string& name, const EnvLookup& env = kNoEnv)
{
  const std::string path = kData + "/" + name;
  return build_workload(parse_job_file(path, env), path);
}

Workload from_args(const std::vector<std::string>& args)
{
  return build_workload(sections_from_args(args), "<command line>");
}

// Runs `f`, expects a JobError, and returns its message.
template <class F> std::string error_of(F f)
{
  try {
    f();
  } catch (const JobError& e) {
    return e.what();
  }
  ADD_FAILURE() << "expected a JobError";
  return "";
}

#define EXPECT_HAS(haystack, needle) EXPECT_NE(std::string(haystack).find(needle), std::string::npos) \
    << "'" << (haystack) << "' does not contain '" << (needle) << "'"

} // namespace

// ---- syntax -----------------------------------------------------------------

TEST(JobFileSyntax, SectionsOptionsAndLocations)
{
  // fio HOWTO "Job file format": [section] headers, key=value with optional
  // blanks around '=', bare options, comments starting with ';' or '#'.
  const auto sections = parse_job_text("; comment\n"
                                       "[global]\n"
                                       "  bs = 4k  \n"
                                       "\n"
                                       "# another comment\n"
                                       "[job1]\n"
                                       "time_based\n"
                                       "rw=write\n",
                                       "x.fio", "", kNoEnv);
  ASSERT_EQ(sections.size(), 2u);
  EXPECT_EQ(sections[0].name, "global");
  EXPECT_EQ(sections[0].loc.line, 2);
  ASSERT_EQ(sections[0].options.size(), 1u);
  EXPECT_EQ(sections[0].options[0].key, "bs");
  EXPECT_EQ(sections[0].options[0].value, "4k");
  EXPECT_EQ(sections[0].options[0].loc.str(), "x.fio:3");
  ASSERT_EQ(sections[1].options.size(), 2u);
  EXPECT_EQ(sections[1].options[0].key, "time_based");
  EXPECT_FALSE(sections[1].options[0].value.has_value()); // bare flag: no '='
  EXPECT_EQ(sections[1].options[1].loc.line, 8);
}

TEST(JobFileSyntax, TrailingCommentsAreStripped)
{
  // fio cuts a job-file line at the first ';' or '#' (its strip_blank_end).
  const auto sections = parse_job_text("[j]\nbs=4k ; block size\nsize=1g # total\n", "x.fio", "", kNoEnv);
  ASSERT_EQ(sections[0].options.size(), 2u);
  EXPECT_EQ(sections[0].options[0].value, "4k");
  EXPECT_EQ(sections[0].options[1].value, "1g");
}

TEST(JobFileSyntax, EnvironmentSubstitution)
{
  // fio HOWTO "Environment variables": ${VARNAME} is replaced by its value.
  const auto sections = parse_job_text("[${JOB}]\nsize=${SIZE}\nfilename=/mnt/${DIR}/f\n", "x.fio", "",
                                       env_of({{"JOB", "seq"}, {"SIZE", "64m"}, {"DIR", "nvme0"}}));
  ASSERT_EQ(sections.size(), 1u);
  EXPECT_EQ(sections[0].name, "seq");
  EXPECT_EQ(sections[0].options[0].value, "64m");
  EXPECT_EQ(sections[0].options[1].value, "/mnt/nvme0/f");
}

TEST(JobFileSyntax, UnsetVariableIsAnError)
{
  // wbsim choice: an unset ${VAR} would silently become an empty value.
  const std::string msg = error_of([] { parse_job_text("[j]\nrw=write\nsize=${NOPE}\n", "x.fio", "", kNoEnv); });
  EXPECT_HAS(msg, "x.fio:3: ");
  EXPECT_HAS(msg, "NOPE");
}

TEST(JobFileSyntax, OptionOutsideSectionIsAnError)
{
  // fio: "option <...> outside of [] job section".
  const std::string msg = error_of([] { parse_job_text("; header\nbs=4k\n[j]\n", "x.fio", "", kNoEnv); });
  EXPECT_HAS(msg, "x.fio:2: ");
  EXPECT_HAS(msg, "'bs'");
  EXPECT_HAS(msg, "outside");
}

TEST(JobFileSyntax, MalformedSectionHeader)
{
  const std::string msg = error_of([] { parse_job_text("[global]\nbs=4k\n[job1\n", "x.fio", "", kNoEnv); });
  EXPECT_HAS(msg, "x.fio:3: ");
  EXPECT_HAS(msg, "[job1");
}

TEST(JobFileSyntax, IncludeAddsOptionsWithTheirOwnLocation)
{
  // fio HOWTO "Including job files": the included file's options belong to
  // the section containing the include line; relative paths are taken from
  // the including file's directory.
  const std::string path = kData + "/good_include.fio";
  const auto sections = parse_job_file(path, env_of({{"WBSIM_TEST_SIZE", "256m"}}));
  ASSERT_EQ(sections.size(), 2u);
  ASSERT_EQ(sections[0].options.size(), 3u);
  EXPECT_EQ(sections[0].options[1].key, "iodepth");
  EXPECT_EQ(sections[0].options[1].loc.file, kData + "/inc/common.fio");
  EXPECT_EQ(sections[0].options[1].loc.line, 3);

  const Workload w = build_workload(sections, path);
  ASSERT_EQ(w.jobs.size(), 1u);
  EXPECT_EQ(w.jobs[0].engine, IoEngine::Libaio);
  EXPECT_EQ(w.jobs[0].iodepth, 8);
  EXPECT_EQ(w.jobs[0].block_size, 64u * 1024);
  EXPECT_EQ(w.jobs[0].size, 256u * 1024 * 1024); // 256m with kb_base=1024
}

TEST(JobFileSyntax, MissingInclude)
{
  const std::string msg = error_of([] { from_file("bad_missing_include.fio"); });
  EXPECT_HAS(msg, "bad_missing_include.fio:5: ");
  EXPECT_HAS(msg, "include 'nonexistent.fio': cannot open (No such file or directory)");
}

TEST(JobFileSyntax, IncludeCycleNamesTheChain)
{
  const std::string msg = error_of([] { from_file("bad_include_cycle.fio"); });
  EXPECT_HAS(msg, "loop2.fio:2: ");
  EXPECT_HAS(msg, "include cycle");
  EXPECT_HAS(msg, "loop1.fio -> ");
}

TEST(JobFileSyntax, IncludeDepthIsLimited)
{
  // wbsim limit: 16 levels of include, so a runaway chain ends in a message.
  const std::string dir = ::testing::TempDir() + "/wbsim_include_depth";
  std::filesystem::create_directories(dir);
  for (int i = 0; i <= 17; ++i) {
    std::ofstream f(dir + "/d" + std::to_string(i) + ".fio");
    if (i == 0)
      f << "[j]\n";
    if (i < 17)
      f << "include d" << i + 1 << ".fio\n";
    else
      f << "bs=4k\n";
  }
  const std::string msg = error_of([&] { parse_job_file(dir + "/d0.fio", kNoEnv); });
  EXPECT_HAS(msg, "d16.fio:1: ");
  EXPECT_HAS(msg, "deeper than 16");
  std::filesystem::remove_all(dir);
}

TEST(JobFileSyntax, SectionInIncludedFileIsAnError)
{
  // fio HOWTO: include files may hold options only, not job sections.
  const std::string dir = ::testing::TempDir() + "/wbsim_include_section";
  std::filesystem::create_directories(dir);
  std::ofstream(dir + "/inner.fio") << "bs=4k\n[other]\n";
  const std::string msg = error_of([&] { parse_job_text("[j]\ninclude inner.fio\n", "x.fio", dir, kNoEnv); });
  EXPECT_HAS(msg, "inner.fio:2: ");
  std::filesystem::remove_all(dir);
}

TEST(JobFileSyntax, CommandLineArguments)
{
  // fio: options before the first --name are global; each --name opens a job.
  const auto sections = sections_from_args({"bs=128k", "name=a", "rw=write", "time_based", "name=b"});
  ASSERT_EQ(sections.size(), 3u);
  EXPECT_EQ(sections[0].name, "global");
  EXPECT_EQ(sections[1].name, "a");
  ASSERT_EQ(sections[1].options.size(), 3u);
  EXPECT_EQ(sections[1].options[0].key, "name");
  EXPECT_EQ(sections[1].options[2].loc.str(), "<command line>:4");
  EXPECT_FALSE(sections[1].options[2].value.has_value());
  EXPECT_EQ(sections[2].name, "b");
}

// A forced job option replaces each job's own value, while a command-line
// option before any --name is only a [global] default (fio's rule: the job's
// own size=100G wins over --size=1G; validate --scale relies on the former).
TEST(JobFileSyntax, ForcedJobOptionsReplaceTheJobsOwnValue)
{
  auto sections = parse_job_text("[global]\nrw=write\nsize=1G\n[a]\nsize=100G\nbs=4k\n[b]\nbs=8k\n", "job.fio", "", kNoEnv);
  force_job_options(sections, {"size=64M", "time_based", "runtime=2"}, "<job option>");
  const Workload w = build_workload(sections, "job.fio");
  ASSERT_EQ(w.jobs.size(), 2u);
  for (const JobSpec& j : w.jobs) {
    EXPECT_EQ(j.size, uint64_t{64} << 20);
    EXPECT_TRUE(j.time_based);
  }
  EXPECT_EQ(w.jobs[0].block_size, 4096u); // options not forced keep the job's value
  // [global] keeps its own: only job sections are forced.
  ASSERT_EQ(sections[0].options.size(), 2u);
  EXPECT_EQ(*sections[0].options[1].value, "1G");
  EXPECT_EQ(sections[1].options.back().loc.str(), "<job option>:3");
}

// ---- semantics ----------------------------------------------------------------

// fio's size= and filesize=: a pass ends after size bytes of IO or at the end
// of every file (fio's io_size; filesize=2g size=64m writes the first 64 MiB).
TEST(FioOptionsSemantics, APassIsSizeBytesAtMostTheFiles)
{
  auto pass = [](const std::string& text) {
    const Workload w = build_workload(parse_job_text(text, "job.fio", "", kNoEnv), "job.fio");
    return w.jobs.at(0).ios_per_pass();
  };
  EXPECT_EQ(pass("[a]\nrw=write\nbs=1m\nsize=64m\nfilesize=2g\n"), 64u);
  EXPECT_EQ(pass("[a]\nrw=write\nbs=4k\nsize=64m\nfilesize=8m\nnrfiles=4\n"), 8192u); // size above the files' 32 MiB
  EXPECT_EQ(pass("[a]\nrw=write\nbs=4k\nsize=64m\n"), 16384u);
  EXPECT_EQ(pass("[a]\nrw=write:4k\nbs=4k\nsize=1m\nfilesize=1m\n"), 128u); // holes halve the blocks
}

TEST(FioOptionsSemantics, GlobalInheritanceNumjobsAndGroups)
{
  const Workload w = from_file("good_basic.fio");
  // numjobs=2 gives two "writer" jobs, then "random": 3 in all.
  ASSERT_EQ(w.jobs.size(), 3u);
  const JobSpec& w0 = w.jobs[0];
  const JobSpec& w1 = w.jobs[1];
  const JobSpec& r = w.jobs[2];
  // [global] applies to the jobs after it.
  EXPECT_EQ(w0.block_size, 128u * 1024);
  EXPECT_EQ(w0.size, 64u * 1024 * 1024);
  EXPECT_EQ(w0.file_size, 64u * 1024 * 1024);
  EXPECT_TRUE(w0.end_fsync);
  EXPECT_TRUE(w0.group_reporting);
  EXPECT_EQ(w0.engine, IoEngine::Psync);
  EXPECT_EQ(w0.dir, IoDir::Write);
  EXPECT_FALSE(w0.direct);
  // Clones: clone_index 0..N-1, numjobs kept, one group.
  EXPECT_EQ(w0.clone_index, 0);
  EXPECT_EQ(w1.clone_index, 1);
  EXPECT_EQ(w1.numjobs, 2);
  EXPECT_EQ(w0.group_id, 0);
  EXPECT_EQ(w1.group_id, 0);
  // fio's default file name is $jobname.$jobnum.$filenum inside directory.
  ASSERT_EQ(w0.files.size(), 1u);
  EXPECT_EQ(w0.files[0], "/mnt/test/writer.0.0");
  EXPECT_EQ(w1.files[0], "/mnt/test/writer.1.0");
  // A job section overrides a global option; stonewall opens group 1.
  EXPECT_EQ(r.block_size, 4096u);
  EXPECT_EQ(r.pattern, IoPattern::Random);
  EXPECT_TRUE(r.direct);
  EXPECT_TRUE(r.stonewall);
  EXPECT_EQ(r.group_id, 1);
  // As fio 3.33 reports them: [global]'s options once ("global options"),
  // each job's own ("job options"; a job file's section name is not one of
  // them, a command line's --name is).
  using KV = std::pair<std::string, std::string>;
  const std::vector<KV> own = {{"stonewall", ""}, {"rw", "randwrite"}, {"bs", "4k"}, {"direct", "1"}};
  EXPECT_EQ(r.options, own);
  ASSERT_EQ(w.global_options.size(), 6u);
  EXPECT_EQ(w.global_options[0], KV("ioengine", "psync"));
  EXPECT_EQ(w.global_options.back(), KV("group_reporting", "")); // a bare flag
}

TEST(FioOptionsSemantics, StonewallOnFirstJobKeepsGroupZero)
{
  // fio: a stonewall only starts a new group when jobs came before it, and
  // wait_for_previous is its alias. Clones share their job's group.
  const Workload w = from_text("[global]\nrw=write\nsize=1m\n"
                               "[a]\nstonewall\n"
                               "[b]\nnumjobs=2\n"
                               "[c]\nwait_for_previous\n"
                               "[d]\nstonewall=1\n");
  ASSERT_EQ(w.jobs.size(), 5u);
  EXPECT_EQ(w.jobs[0].group_id, 0);
  EXPECT_EQ(w.jobs[1].group_id, 0);
  EXPECT_EQ(w.jobs[2].group_id, 0);
  EXPECT_EQ(w.jobs[3].group_id, 1);
  EXPECT_EQ(w.jobs[4].group_id, 2);
}

TEST(FioOptionsSemantics, LaterGlobalAffectsOnlyLaterJobs)
{
  // fio HOWTO: "A job is only affected by a global section residing above it."
  const Workload w = from_text("[global]\nrw=write\nsize=1m\nbs=4k\n[a]\n[global]\nbs=8k\n[b]\n");
  ASSERT_EQ(w.jobs.size(), 2u);
  EXPECT_EQ(w.jobs[0].block_size, 4096u);
  EXPECT_EQ(w.jobs[1].block_size, 8192u);
  EXPECT_EQ(w.jobs[1].size, 1024u * 1024);
}

TEST(FioOptionsSemantics, FioUnits)
{
  // fio HOWTO, kb_base=1024 (default): k/Ki = 1024, and the IEC spellings
  // KiB/MiB/... are taken as powers of 1000 ("compatibility mode").
  const Workload w = from_text("[j]\nrw=write\nbs=1024Ki\nsize=32Gi\noffset=4KiB\nruntime=1m\n");
  ASSERT_EQ(w.jobs.size(), 1u);
  EXPECT_EQ(w.jobs[0].block_size, 1048576u);
  EXPECT_EQ(w.jobs[0].size, 34359738368u);
  EXPECT_EQ(w.jobs[0].offset, 4000u);
  EXPECT_DOUBLE_EQ(w.jobs[0].runtime, 60.0); // time values: m = minutes, seconds by default
}

TEST(FioOptionsSemantics, KbBase1000)
{
  // fio HOWTO, kb_base=1000: k = 1000 and KiB = 1024, wherever kb_base sits in the section.
  const Workload w = from_text("[j]\nrw=write\nbs=4KiB\nsize=1M\nkb_base=1000\n");
  EXPECT_EQ(w.jobs[0].block_size, 4096u);
  EXPECT_EQ(w.jobs[0].size, 1000000u);
}

TEST(FioOptionsSemantics, SkipSuffixAndAliases)
{
  // fio HOWTO, rw: "write:4k" skips 4k after every write; readwrite and
  // blocksize are aliases of rw and bs.
  const Workload w = from_text("[j]\nreadwrite=write:4k\nblocksize=8k\nsize=1m\n");
  EXPECT_EQ(w.jobs[0].skip, 4096u);
  EXPECT_EQ(w.jobs[0].pattern, IoPattern::Sequential);
  EXPECT_EQ(w.jobs[0].block_size, 8192u);
}

// Where fio puts its IO buffers (backend.c init_io_u_buffers, memory.c):
// malloc'd for buffered IO, page-aligned plus mem_align for direct IO or a
// given mem_align, mmap'd or shm on a page. A malloc'd 1 MiB buffer sits 16
// bytes past a page (strace of fio 3.33: pwrite64 from 0x...010); the
// kernel's copy from it is slower (cpu.copy_unaligned).
TEST(FioOptionsSemantics, BufferPlacementFollowsFio)
{
  auto offset = [](const std::string& opts) {
    return from_text("[j]\nrw=write\nbs=1m\nsize=8m\n" + opts).jobs[0].buffer_offset;
  };
  EXPECT_EQ(offset(""), 16u);
  EXPECT_TRUE(from_text("[j]\nrw=write\nsize=1m\n").jobs[0].unaligned_buffers());
  EXPECT_EQ(offset("direct=1\n"), 0u);
  EXPECT_EQ(offset("mem=mmap\n"), 0u);
  EXPECT_EQ(offset("mem=shmhuge\n"), 0u);
  EXPECT_EQ(offset("mem_align=4096\n"), 0u);
  EXPECT_EQ(offset("iomem_align=1568\n"), 1568u);
  EXPECT_FALSE(from_text("[j]\nrw=write\nsize=1m\nmem_align=1568\n").jobs[0].unaligned_buffers()); // 32-byte aligned: fast
  EXPECT_TRUE(from_text("[j]\nrw=write\nsize=1m\nmem_align=16\n").jobs[0].unaligned_buffers());
  EXPECT_THROW(from_text("[j]\nrw=write\nsize=1m\nmem_align=2m\n"), JobError);
}

TEST(FioOptionsSemantics, DefaultsMatchFio)
{
  // fio defaults: bs=4k, ioengine=psync, iodepth=1, numjobs=1, randrepeat=1, directory=cwd.
  const Workload w = from_text("[j]\nrw=randwrite\nsize=1m\n");
  const JobSpec& j = w.jobs[0];
  EXPECT_EQ(j.block_size, 4096u);
  EXPECT_EQ(j.engine, IoEngine::Psync);
  EXPECT_EQ(j.iodepth, 1);
  EXPECT_EQ(j.numjobs, 1);
  EXPECT_TRUE(j.randrepeat);
  EXPECT_EQ(j.files, std::vector<std::string>{"./j.0.0"});
}

TEST(FioOptionsSemantics, FilesAndSizes)
{
  // fio HOWTO, size/nrfiles: size is split equally over the job's files.
  Workload w = from_text("[j]\nrw=write\nsize=4m\nnrfiles=4\ndirectory=/d\n");
  EXPECT_EQ(w.jobs[0].file_size, 1024u * 1024);
  EXPECT_EQ(w.jobs[0].size, 4u * 1024 * 1024);
  EXPECT_EQ(w.jobs[0].files.back(), "/d/j.0.3");
  // filesize alone: size = filesize * nrfiles.
  w = from_text("[j]\nrw=write\nfilesize=2m\nnrfiles=3\n");
  EXPECT_EQ(w.jobs[0].file_size, 2u * 1024 * 1024);
  EXPECT_EQ(w.jobs[0].size, 6u * 1024 * 1024);
  // filename= (':'-separated) is shared by all clones.
  w = from_text("[j]\nrw=write\nsize=2m\nfilename=/mnt/a:/mnt/b\nnumjobs=2\n");
  ASSERT_EQ(w.jobs.size(), 2u);
  EXPECT_EQ(w.jobs[1].files, (std::vector<std::string>{"/mnt/a", "/mnt/b"}));
  EXPECT_EQ(w.jobs[1].file_size, 1024u * 1024);
}

TEST(FioOptionsSemantics, CommandLineWorkload)
{
  // fio --bs=128k --name=a --rw=write --size=1g --direct=1: bs is global.
  const Workload w = from_args({"bs=128k", "name=a", "rw=write", "size=1g", "direct=1"});
  ASSERT_EQ(w.jobs.size(), 1u);
  EXPECT_EQ(w.jobs[0].name, "a");
  EXPECT_EQ(w.jobs[0].block_size, 128u * 1024);
  EXPECT_TRUE(w.jobs[0].direct);
  EXPECT_EQ(w.source, "<command line>");
}

TEST(FioOptionsSemantics, DirectReadIsAccepted)
{
  // direct=1 reads go around the page cache; buffered=0 means the same.
  const Workload w = from_text("[j]\nrw=randread\nbuffered=0\nsize=1m\n");
  EXPECT_EQ(w.jobs[0].dir, IoDir::Read);
  EXPECT_TRUE(w.jobs[0].direct);
}

TEST(FioOptionsSemantics, ExampleJobsParse)
{
  // Every shipped example must be valid input.
  const std::string dir = kData + "/../../scenarios/examples";
  int n = 0;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() != ".fio")
      continue;
    SCOPED_TRACE(entry.path().string());
    EXPECT_NO_THROW(build_workload(parse_job_file(entry.path().string(), kNoEnv), entry.path().string()));
    ++n;
  }
  EXPECT_GE(n, 8);
}

TEST(FioOptionsSemantics, Seed002Job)
{
  // seeds/002: 4 clones writing 32 GiB each in 1 MiB writes, in /mnt/test.
  const std::string path = kData + "/../../scenarios/examples/seed002-xfs-4jobs.fio";
  const Workload w = build_workload(parse_job_file(path, kNoEnv), path);
  ASSERT_EQ(w.jobs.size(), 4u);
  EXPECT_EQ(w.jobs[3].files, std::vector<std::string>{"/mnt/test/write-bandwidth.3.0"});
  EXPECT_EQ(w.jobs[3].size, 34359738368u);
  EXPECT_EQ(w.jobs[3].block_size, 1048576u);
  EXPECT_EQ(w.jobs[3].engine, IoEngine::Sync);
  EXPECT_TRUE(w.jobs[3].end_fsync);
  EXPECT_TRUE(w.jobs[3].zero_buffers);
  EXPECT_DOUBLE_EQ(w.jobs[3].runtime, 30.0);
  EXPECT_EQ(w.total_bytes(), 4 * 34359738368u);
}

// ---- bad inputs: each names file:line and the option --------------------------

TEST(FioOptionsErrors, UnknownOption)
{
  const std::string msg = error_of([] { from_file("bad_unknown_option.fio"); });
  EXPECT_HAS(msg, "bad_unknown_option.fio:8: ");
  EXPECT_HAS(msg, "unknown option 'bsrange' in job 'job1'");
  EXPECT_HAS(msg, "wbsim accepts: name, description, filename");
}

TEST(FioOptionsErrors, BadSizeUnit)
{
  const std::string msg = error_of([] { from_file("bad_size.fio"); });
  EXPECT_HAS(msg, "bad_size.fio:7: size=12qq: ");
  EXPECT_HAS(msg, "unknown size unit 'qq'");
  EXPECT_HAS(msg, "accepted: a size such as 4k, 1M, 100G (1 byte to 1 PiB)");
}

TEST(FioOptionsErrors, ZeroBlockSize)
{
  const std::string msg = error_of([] { from_file("bad_bs_zero.fio"); });
  EXPECT_HAS(msg, "bad_bs_zero.fio:5: bs=0: ");
  EXPECT_HAS(msg, "512 bytes to 256 MiB, a multiple of 512");
}

TEST(FioOptionsErrors, NegativeNumjobs)
{
  const std::string msg = error_of([] { from_file("bad_numjobs.fio"); });
  EXPECT_HAS(msg, "bad_numjobs.fio:5: numjobs=-1: ");
  EXPECT_HAS(msg, "1 to 4096");
}

TEST(FioOptionsErrors, BufferedRead)
{
  std::string msg = error_of([] { from_file("bad_buffered_read.fio"); });
  EXPECT_HAS(msg, "bad_buffered_read.fio:3: ");
  EXPECT_HAS(msg, "rw=read");
  EXPECT_HAS(msg, "buffered reads are not modelled; use direct=1 or a write workload");
  // fio's default rw is read, so a job without rw= gets the same answer.
  msg = error_of([] { from_text("[global]\nsize=1m\n[j]\nbs=4k\n"); });
  EXPECT_HAS(msg, "job.fio:3: ");
  EXPECT_HAS(msg, "buffered reads are not modelled");
}

TEST(FioOptionsErrors, ValueChecks)
{
  struct Case {
    const char* text;
    const char* where;
    const char* what;
  };
  const Case cases[] = {
      {"[j]\nrw=write\nsize=1m\nbs=1000\n", "job.fio:4: bs=1000: ", "multiple of 512"},
      {"[j]\nrw=write\nsize=1m\nbs=512m\n", "job.fio:4: bs=512m: ", "out of range"},
      {"[j]\nrw=write\nsize=1m\niodepth=0\n", "job.fio:4: iodepth=0: ", "1 to 65535"},
      {"[j]\nrw=write\nsize=1m\nnrfiles=2000000\n", "job.fio:4: nrfiles=2000000: ", "1 to 1000000"},
      {"[j]\nrw=write\nsize=50%\n", "job.fio:3: size=50%: ", "percent"},
      {"[j]\nrw=write\nsize=2k\n", "job.fio:3: ", "less than bs=4096"},
      {"[j]\nrw=write\nsize=1m\nruntime=400d\n", "job.fio:4: runtime=400d: ", "1 year"},
      {"[j]\nrw=write\nsize=1m\nruntime=5parsecs\n", "job.fio:4: runtime=5parsecs: ", "unknown time unit"},
      {"[j]\nrw=randrw\nsize=1m\n", "job.fio:2: rw=randrw: ", "not model"},
      {"[j]\nrw=randwrite:8\nsize=1m\n", "job.fio:2: rw=randwrite:8: ", "not modelled"},
      {"[j]\nrw=write\nsize=1m\nioengine=posixaio\n", "job.fio:4: ioengine=posixaio: ", "io_uring"},
      {"[j]\nrw=write\nsize=1m\nkb_base=512\n", "job.fio:4: kb_base=512: ", "1000"},
      {"[j]\nrw=write\nsize=1m\ndirect=maybe\n", "job.fio:4: direct=maybe: ", "0 or 1"},
      {"[j]\nrw=write\nsize=1m\ntime_based=maybe\n", "job.fio:4: time_based=maybe: ", "bare"},
      {"[j]\nrw=write\nsize=1m\nbs\n", "job.fio:4: option 'bs'", "needs a value"},
      {"[j]\nrw=write\nsize=1m\noffset=1024P\n", "job.fio:4: offset=1024P: 1152921504606846976 bytes is out of range", "1 EiB"},
      {"[j]\nrw=write\n", "job.fio:1: ", "job 'j' needs size= or filesize="},
      {"[j]\nrw=write\nsize=1m\ntime_based\n", "job.fio:1: ", "time_based but no runtime"},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.text);
    const std::string msg = error_of([&] { from_text(c.text); });
    EXPECT_EQ(msg.rfind(c.where, 0), 0u) << msg;
    EXPECT_HAS(msg, c.what);
  }
}

// fio names each job after its section (init.c get_new_job), so name= in a
// job file's [global] names no job; fio accepts it (its examples/fio-seq-write.fio
// has one) and lists it with the global options.
TEST(FioOptionsSemantics, NameInGlobalNamesNoJob)
{
  const Workload w = from_text("[global]\nname=x\nrw=write\nsize=1m\n[j]\n");
  ASSERT_EQ(w.jobs.size(), 1u);
  EXPECT_EQ(w.jobs[0].name, "j");
  ASSERT_FALSE(w.global_options.empty());
  EXPECT_EQ(w.global_options[0], std::make_pair(std::string("name"), std::string("x")));
}

TEST(FioOptionsErrors, NoJobs)
{
  const std::string msg = error_of([] { from_args({"rw=write", "size=1m"}); });
  EXPECT_HAS(msg, "no jobs");
}

TEST(FioOptionsErrors, CommandLineLocation)
{
  // Argument positions stand in for line numbers.
  const std::string msg = error_of([] { from_args({"name=a", "rw=write", "size=1m", "fancy=1"}); });
  EXPECT_HAS(msg, "<command line>:4: unknown option 'fancy'");
}

TEST(FioOptionsTable, LookupAndFlags)
{
  ASSERT_NE(find_fio_option("bs"), nullptr);
  EXPECT_STREQ(find_fio_option("bs")->type, "size");
  EXPECT_FALSE(find_fio_option("time_based")->takes_value); // fio accepts it bare
  EXPECT_TRUE(find_fio_option("end_fsync")->takes_value);   // fio's bool options need 0/1
  EXPECT_EQ(find_fio_option("bsrange"), nullptr);
}
