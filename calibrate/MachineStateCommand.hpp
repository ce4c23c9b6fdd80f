// `wbsim machine-state [--directory DIR] [--drop-caches] [--format json|set]`:
// the memory state a run would start from now, and the mem.* parameters that
// predict it. validate and replay record it before every native run.
#pragma once

#include <string>
#include <vector>

namespace wbsim {

int cmd_machine_state(const std::vector<std::string>& args);

} // namespace wbsim
