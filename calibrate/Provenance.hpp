// Provenance: the facts a measurement or a fitted profile states about where
// and when it was taken (host name, kernel release, UTC time), shared by
// `wbsim calibrate` and `wbsim testbed`.
#pragma once

#include <string>

namespace wbsim {

std::string host_name();      // gethostname, "machine" if unset
std::string kernel_release(); // uname -r
std::string utc_now();        // "2026-12-01 06:25 UTC"

} // namespace wbsim
