// PathLookup: existence and directory tests on paths the user (or a file the
// user gave) names, without exceptions. The throwing std::filesystem forms
// raise filesystem_error for a name past NAME_MAX (ENAMETOOLONG), a loop of
// links or a denied search; an input error must name its place instead
// (fuzz_scenario found the first of these, 2026-12-07).
#pragma once

#include <algorithm>
#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

namespace wbsim {

// Whether a path was found, and why a lookup failed for a reason other than
// "not there" ("File name too long"; "" when the path exists or simply does not).
struct PathLookup {
  bool found = false;
  std::string error;
  // " does not exist" or " cannot be looked up: <reason>", to follow the path
  // in a message.
  std::string why_not() const { return error.empty() ? " does not exist" : " cannot be looked up: " + error; }
};

inline bool is_absence(const std::error_code& ec)
{
  return ec == std::errc::no_such_file_or_directory || ec == std::errc::not_a_directory;
}

// `p` exists (or, with `directory`, is a directory).
inline PathLookup look_up(const std::filesystem::path& p, bool directory = false)
{
  std::error_code ec;
  const bool found = directory ? std::filesystem::is_directory(p, ec) : std::filesystem::exists(p, ec);
  return {found && !ec, ec && !is_absence(ec) ? ec.message() : std::string()};
}

inline bool path_exists(const std::filesystem::path& p) { return look_up(p).found; }

// The entries of `dir` named *`ext` (".scenario"), sorted. `ec` says why the
// listing failed or stopped; the entries read before stay. The range-for form
// throws from its increment.
inline std::vector<std::filesystem::path> files_with_extension(const std::filesystem::path& dir, const std::string& ext,
                                                               std::error_code& ec)
{
  std::vector<std::filesystem::path> out;
  for (std::filesystem::directory_iterator e(dir, ec), end; !ec && e != end; e.increment(ec))
    if (e->path().extension() == ext)
      out.push_back(e->path());
  std::sort(out.begin(), out.end());
  return out;
}

} // namespace wbsim
