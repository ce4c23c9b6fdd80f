// Fuzz target: profile text (`key=value` in sections, strict units, range
// checks of model/ParamTable.def). An accepted profile must print as JSON and
// as a profile, and that printed profile must load back to the same values.
#include "FuzzInput.hpp"

#include <cstdlib>

using namespace wbsim;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
  fuzz::refusing_input_errors([&] {
    Params p;
    apply_profile_text(fuzz::text(data, size), "fuzz.profile", p);
    const std::string printed = params_as_profile(p, "fuzz");
    (void)p.to_json().dump();
    Params back;
    apply_profile_text(printed, "printed.profile", back);
    if (back.to_json() != p.to_json())
      std::abort(); // params_as_profile does not round-trip what the parser accepted
  });
  return 0;
}
