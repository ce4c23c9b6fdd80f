// Profile: machine and kernel descriptions in the job-file grammar:
//   [profile]  name=..., description=...
//   [dev]      write_bw=6900MB/s        -> parameter dev.write_bw
//   [params]   vm.dirty_ratio=10        -> a full key in any section
// Values use the strict unit grammar of the parameter table. "default" is the
// built-in profile (the table's defaults); other names are looked up in
// scenarios/profiles/NAME.profile, or taken as a path. "A+B" applies A, then
// B on top: a machine profile and a filesystem profile (fs-*.profile).
#pragma once

#include "JobFile.hpp"
#include "Params.hpp"

#include <stdexcept>
#include <string>
#include <vector>

namespace wbsim {

class ProfileError : public InputError {
public:
  explicit ProfileError(const std::string& what) : InputError(what, "profile error: ", 1) {}
};

struct ProfileInfo {
  std::string name;
  std::string description;
  std::string path; // empty for the built-in default
};

// Applies a profile (name or path) on top of `params`; returns its name.
std::string apply_profile(const std::string& name_or_path, Params& params);
// Applies profile text; `origin` names it in errors.
ProfileInfo apply_profile_text(const std::string& text, const std::string& origin, Params& params);
// Applies "key=value" overrides (--set), each naming itself in errors.
void apply_overrides(const std::vector<std::string>& assignments, Params& params);

// The built-in default and every profile shipped in scenarios/profiles.
std::vector<ProfileInfo> list_profiles();
std::string profiles_dir();

// The parameters as a profile file that apply_profile() reads back.
std::string params_as_profile(const Params& params, const std::string& name);

} // namespace wbsim
