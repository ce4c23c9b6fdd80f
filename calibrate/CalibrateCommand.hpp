// `wbsim calibrate --directory DIR -o machine.profile [--quick]`: runs the
// Calibrator's microbenchmarks under DIR and writes the fitted parameters as
// a profile (written to a temporary file and renamed, so -o never holds a
// partial profile).
#pragma once

#include <string>
#include <vector>

namespace wbsim {

// Exit status: 0 done, 1 refused or stopped (SIGINT, ENOSPC), 2 usage error.
int cmd_calibrate(const std::vector<std::string>& args);

} // namespace wbsim
