// JobFile: fio's job-file syntax, before any option is interpreted.
// [global] and job sections, `include FILE`, ${VAR} from the environment,
// comments (# or ; at line start), options with or without a value. Every
// option keeps its file and line so that later errors can name them.
#pragma once

#include "InputError.hpp"

#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace wbsim {

struct SourceLoc {
  std::string file; // path as given, or "<command line>", or "<string>"
  int line = 0;     // 1-based; for arguments, the argument's position
  std::string str() const { return file + ":" + std::to_string(line); }
};

struct RawOption {
  std::string key;
  std::optional<std::string> value; // nullopt for "time_based" with no '='
  SourceLoc loc;
};

struct RawSection {
  std::string name; // "global" or the job name
  SourceLoc loc;
  std::vector<RawOption> options;
};

// Thrown for any problem in the input language. what() starts with
// "file:line: " and names the option and what is accepted.
class JobError : public InputError {
public:
  explicit JobError(const std::string& what) : InputError(what, "job error: ", 1) {}
};

// Returns the value of an environment variable, nullopt when unset. Tests
// inject their own; the default reads getenv().
using EnvLookup = std::function<std::optional<std::string>(const std::string&)>;
EnvLookup process_env();

// Reads a text input (job file, include, profile, scenario, CSV) whole into
// `out`. Returns "" or what is wrong ("cannot open (No such file or
// directory)", a device, or more than kMaxTextFile bytes), without the path.
constexpr size_t kMaxTextFile = size_t{16} << 20; // job files are kilobytes
std::string read_text_file(const std::string& path, std::string& out);

// Parses a job file from disk; `include` paths are relative to the including file.
std::vector<RawSection> parse_job_file(const std::string& path, const EnvLookup& env = process_env());
// Parses job-file text; `origin` names it in errors, `base_dir` resolves includes.
std::vector<RawSection> parse_job_text(const std::string& text, const std::string& origin,
                                       const std::string& base_dir, const EnvLookup& env = process_env());
// fio-style arguments ("--name=x", "--rw=write", "--time_based"): options
// before the first --name are [global]; each --name starts a job section.
// Each element is one argument without the leading "--".
std::vector<RawSection> sections_from_args(const std::vector<std::string>& args);

// Forces fio options ("key=value" or "key") onto every job section, replacing
// the section's own value: unlike fio's command-line options, which act as
// [global] defaults that a job's own option overrides. For `wbsim run
// --job-set`, validate --scale and the Python binding's sweeps. `origin`
// names them in errors ("<job option>", position = index + 1).
void force_job_options(std::vector<RawSection>& sections, const std::vector<std::string>& options,
                       const std::string& origin);

} // namespace wbsim
