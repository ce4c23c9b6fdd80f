// FuzzInput: what every wbsim fuzz target shares. An input may be refused
// only with one of wbsim's input errors (they name the place and what is
// accepted); any other exception escapes LLVMFuzzerTestOneInput, which
// libFuzzer reports as a crash, as it does for ASan and UBSan findings.
// Whatever a parser accepts must also be printable: the report writers are
// run on it, because invalid UTF-8 once passed the parser and made
// nlohmann::json::dump throw after the simulation (an abort the mutation test found).
#pragma once

#include "FioReport.hpp"
#include "JobFile.hpp"
#include "Params.hpp"
#include "Profile.hpp"
#include "PublishedData.hpp"
#include "Units.hpp"
#include "Workload.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace wbsim::fuzz {

inline std::string text(const uint8_t* data, size_t size)
{
  return std::string(reinterpret_cast<const char*>(data), size);
}

// Lines of the input (a '\n' ends each), without a trailing '\r'.
inline std::vector<std::string> lines(const std::string& s)
{
  std::vector<std::string> out;
  size_t pos = 0;
  while (pos < s.size()) {
    size_t nl = s.find('\n', pos);
    if (nl == std::string::npos)
      nl = s.size();
    std::string l = s.substr(pos, nl - pos);
    if (!l.empty() && l.back() == '\r')
      l.pop_back();
    out.push_back(l);
    pos = nl + 1;
  }
  return out;
}

// Runs `f`; wbsim's input errors are the accepted way to refuse an input.
template <class F> void refusing_input_errors(F&& f)
{
  try {
    f();
  } catch (const JobError&) {
  } catch (const ProfileError&) {
  } catch (const ParamError&) {
  } catch (const UnitError&) {
  } catch (const PublishedError&) {
  }
}

// The reports of a run of `w` (no simulation: its jobs with zero figures)
// must be writable. A workload of thousands of clones is skipped: it is
// valid, and writing it would only slow the fuzzer down.
inline void reports_must_write(const Workload& w, const Params& p = Params())
{
  if (w.jobs.size() > 64)
    return;
  RunResult r;
  r.params = p;
  for (const auto& j : w.jobs) {
    JobResult jr;
    jr.spec = j;
    r.jobs.push_back(jr);
  }
  ReportOptions ro;
  ro.timestamp = 1;
  ro.include_timeseries = false;
  (void)fio_json(r, ro).dump(2);
  (void)fio_text(r, ro);
}

} // namespace wbsim::fuzz
