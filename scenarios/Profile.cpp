#include "Profile.hpp"

#include "PathLookup.hpp"
#include "Units.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

namespace fs = std::filesystem;

namespace wbsim {

std::string profiles_dir()
{
  if (const char* env = std::getenv("WBSIM_PROFILES"))
    return env;
  return std::string(WBSIM_SCENARIOS_DIR) + "/profiles";
}

namespace {

ProfileInfo apply_sections(const std::vector<RawSection>& sections, Params& params)
{
  ProfileInfo info;
  std::map<std::string, std::string> set_at; // key -> where this profile set it
  for (const auto& s : sections) {
    for (const auto& o : s.options) {
      if (!o.value)
        throw ProfileError(o.loc.str() + ": '" + o.key + "' needs a value (key=value)");
      if (s.name == "profile") {
        if (o.key == "name")
          info.name = *o.value;
        else if (o.key == "description")
          info.description = *o.value;
        else
          throw ProfileError(o.loc.str() + ": unknown key '" + o.key +
                             "' in [profile]; accepted: name, description");
        continue;
      }
      // "[dev] write_bw=" is dev.write_bw; a dotted key or a top-level key
      // such as `kernel` is taken as it is.
      std::string key = o.key;
      if (o.key.find('.') == std::string::npos && Params::find(s.name + "." + o.key))
        key = s.name + "." + o.key;
      else if (o.key.find('.') == std::string::npos && !Params::find(o.key))
        key = s.name + "." + o.key; // unknown either way: the error names the prefixed key
      // One profile sets a parameter once: a second value would silently win.
      if (const auto seen = set_at.find(key); seen != set_at.end())
        throw ProfileError(o.loc.str() + ": " + key + " is set twice in this profile (first at " + seen->second +
                           "); accepted: one value per parameter (stack profiles with '+' to override)");
      set_at[key] = o.loc.str();
      try {
        params.set(key, *o.value, o.loc.str());
      } catch (const ParamError& e) {
        throw ProfileError(o.loc.str() + ": " + e.what());
      }
    }
  }
  return info;
}

} // namespace

ProfileInfo apply_profile_text(const std::string& text, const std::string& origin, Params& params)
{
  try {
    return apply_sections(parse_job_text(text, origin, "."), params);
  } catch (const JobError& e) {
    throw ProfileError(e.what());
  }
}

std::string apply_profile(const std::string& name_or_path, Params& params)
{
  if (name_or_path.empty() || name_or_path == "default")
    return "default";
  // "A+B": apply A, then B on top (e.g. workstation-gen3+fs-btrfs: a machine
  // and a filesystem), unless the whole text names a file.
  if (name_or_path.find('+') != std::string::npos && !path_exists(name_or_path)) {
    std::string names;
    size_t start = 0;
    while (start <= name_or_path.size()) {
      const size_t plus = std::min(name_or_path.find('+', start), name_or_path.size());
      const std::string sub = name_or_path.substr(start, plus - start);
      const std::string part(trim(sub));
      if (part.empty())
        throw ProfileError("profile '" + name_or_path + "': empty name in a '+' list; expected NAME+NAME, e.g. workstation-gen3+fs-btrfs");
      names += (names.empty() ? "" : "+") + apply_profile(part, params);
      start = plus + 1;
    }
    return names;
  }
  std::string path = name_or_path;
  if (!path_exists(path)) {
    const std::string shipped = profiles_dir() + "/" + name_or_path + ".profile";
    if (!path_exists(shipped)) {
      std::string names;
      for (const auto& p : list_profiles())
        names += (names.empty() ? "" : ", ") + p.name;
      throw ProfileError("profile '" + name_or_path + "': no such file, and not a shipped profile; shipped: " + names);
    }
    path = shipped;
  }
  std::vector<RawSection> sections;
  try {
    sections = parse_job_file(path);
  } catch (const JobError& e) {
    throw ProfileError(e.what());
  }
  ProfileInfo info = apply_sections(sections, params);
  return info.name.empty() ? fs::path(path).stem().string() : info.name;
}

void apply_overrides(const std::vector<std::string>& assignments, Params& params)
{
  for (const auto& a : assignments) {
    const auto eq = a.find('=');
    if (eq == std::string::npos)
      throw ParamError("--set '" + a + "': expected key=value, e.g. --set vm.dirty_ratio=10");
    params.set(std::string(trim(a.substr(0, eq))), a.substr(eq + 1), "--set");
  }
}

std::vector<ProfileInfo> list_profiles()
{
  std::vector<ProfileInfo> out;
  out.push_back({"default",
                 "built-in: 16-core x86 server, 64 GiB RAM, one PCIe Gen4 x4 NVMe SSD (Samsung 990 Pro class), XFS, Linux 6.12",
                 ""});
  std::error_code ec; // no shipped directory: the built-in default alone
  for (const auto& f : files_with_extension(profiles_dir(), ".profile", ec)) {
    Params scratch;
    ProfileInfo info;
    try {
      info = apply_sections(parse_job_file(f.string()), scratch);
    } catch (const std::exception& e) {
      info.description = std::string("(invalid: ") + e.what() + ")";
    }
    info.name = f.stem().string();
    info.path = f.string();
    out.push_back(info);
  }
  return out;
}

std::string params_as_profile(const Params& params, const std::string& name)
{
  std::ostringstream os;
  os << "[profile]\nname=" << name << "\n";
  std::string section;
  for (const auto& d : Params::table()) {
    const std::string key = d.key;
    const auto dot = key.find('.');
    const std::string sec = key.substr(0, dot);
    if (sec != section) {
      os << "\n[" << sec << "]\n";
      section = sec;
    }
    os << key.substr(dot + 1) << "=" << params.get_text(key) << "\n";
  }
  return os.str();
}

} // namespace wbsim
