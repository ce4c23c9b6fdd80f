// Fuzz target: fio job-file text (JobFile syntax + FioOptions validation).
// Includes resolve under the seed directory WBSIM_FUZZ_INCLUDE_DIR (tests/data
// has inc/), ${VAR} sees two fixed variables and nothing of the real environment.
#include "FioOptions.hpp"
#include "FuzzInput.hpp"

using namespace wbsim;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
  const EnvLookup env = [](const std::string& name) -> std::optional<std::string> {
    if (name == "SIZE")
      return "4m";
    if (name == "DIR")
      return "/tmp";
    return std::nullopt;
  };
  fuzz::refusing_input_errors([&] {
    const auto sections = parse_job_text(fuzz::text(data, size), "fuzz.fio", WBSIM_FUZZ_INCLUDE_DIR, env);
    fuzz::reports_must_write(build_workload(sections, "fuzz.fio"));
  });
  return 0;
}
