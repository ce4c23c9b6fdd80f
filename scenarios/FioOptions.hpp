// FioOptions: the table of fio options wbsim accepts, and the translation of
// parsed sections into a validated Workload. Anything not in the table is an
// error naming the file, the line and the option (never silently ignored).
#pragma once

#include "JobFile.hpp"
#include "Workload.hpp"

#include <string>
#include <vector>

namespace wbsim {

struct FioOptionDef {
  const char* name;
  const char* type;    // "str", "size", "time", "int", "bool", "enum"
  const char* range;   // accepted values, shown in errors and help
  const char* help;
  bool takes_value;    // false for flags that fio accepts bare (time_based ...)
  // Options that only change what real I/O does (data content, cache
  // invalidation before the job, file housekeeping, fio's clock): accepted
  // and checked against `range`, with no effect on the simulation, as their
  // help says. type "choice": `range` lists the values accepted (", ").
  bool real_io_only = false;
};

// The accepted options, in the order `wbsim run --help` lists them.
const std::vector<FioOptionDef>& fio_options();
const FioOptionDef* find_fio_option(const std::string& name);

// Validates options, applies [global] to jobs, expands numjobs, assigns
// group ids at stonewall, resolves file names as fio does
// ($jobname.$jobnum.$filenum in `directory`, or `filename` shared by clones).
// Throws JobError naming location, option and accepted range.
Workload build_workload(const std::vector<RawSection>& sections, const std::string& source);

} // namespace wbsim
