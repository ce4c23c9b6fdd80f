// Fuzz target: fio-style arguments (`wbsim run --name=x --rw=write ...`), one
// argument per input line without the leading "--", then the same validation
// as a job file.
#include "FioOptions.hpp"
#include "FuzzInput.hpp"

using namespace wbsim;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
  std::vector<std::string> args;
  for (auto& l : fuzz::lines(fuzz::text(data, size)))
    args.push_back(l.rfind("--", 0) == 0 ? l.substr(2) : l);
  fuzz::refusing_input_errors([&] { fuzz::reports_must_write(build_workload(sections_from_args(args), "<command line>")); });
  return 0;
}
