// JobFile: the syntax layer of fio's job files (fio HOWTO, "Job file format").
// Nothing here knows what an option means; FioOptions does that. What this
// layer guarantees is that every option carries the file and line it came
// from, so that every later error can point at it.
#include "JobFile.hpp"

#include "Utf8.hpp"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <memory>

#include <sys/stat.h>

namespace wbsim {

namespace {

namespace fs = std::filesystem;

// fio refuses nothing deeper, but a limit turns a runaway chain of includes
// into an error message instead of a stack overflow.
constexpr size_t kMaxIncludeDepth = 16;

std::string trim_copy(const std::string& s)
{
  size_t b = 0;
  size_t e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b])))
    ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1])))
    --e;
  return s.substr(b, e - b);
}

[[noreturn]] void fail(const SourceLoc& loc, const std::string& msg)
{
  throw JobError(loc.str() + ": " + msg);
}

} // namespace

std::string read_text_file(const std::string& path, std::string& out)
{
  std::unique_ptr<std::FILE, int (*)(std::FILE*)> f(std::fopen(path.c_str(), "rb"), &std::fclose);
  if (!f)
    return std::string("cannot open (") + std::strerror(errno) + ")";
  // A device (/dev/zero, a disk) would be read forever or be a mistake;
  // a pipe is fine (`wbsim run <(...)`), and ends.
  struct stat st {};
  if (::fstat(::fileno(f.get()), &st) == 0 && (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode) || S_ISSOCK(st.st_mode)))
    return "not a regular file (a device or socket); accepted: a text file or a pipe";
  // fopen succeeds on a directory; reading it fails with EISDIR.
  char buf[8192];
  out.clear();
  size_t n = 0;
  while ((n = std::fread(buf, 1, sizeof buf, f.get())) > 0) {
    out.append(buf, n);
    if (out.size() > kMaxTextFile)
      return "larger than " + std::to_string(kMaxTextFile >> 20) + " MiB; accepted: a text file up to that size";
  }
  if (std::ferror(f.get()) != 0)
    return std::string("cannot read (") + std::strerror(errno) + ")";
  return "";
}

namespace {

// fio cuts a line at the first ';' or '#', so comments may also trail an
// option ("bs=4k ; block size"); a line that is only a comment becomes empty.
std::string strip_comment(const std::string& line)
{
  const size_t cut = line.find_first_of(";#");
  return cut == std::string::npos ? line : line.substr(0, cut);
}

// Replaces every ${NAME} with its value. Unset variables are errors rather
// than empty strings: "size=" silently becoming 0 hides the real mistake.
std::string substitute_env(const std::string& line, const SourceLoc& loc, const EnvLookup& env)
{
  std::string out;
  size_t pos = 0;
  while (true) {
    const size_t start = line.find("${", pos);
    if (start == std::string::npos) {
      out.append(line, pos, std::string::npos);
      return out;
    }
    const size_t end = line.find('}', start + 2);
    if (end == std::string::npos)
      fail(loc, "unterminated '${' in '" + line + "'; expected ${NAME}");
    const std::string name = line.substr(start + 2, end - start - 2);
    if (name.empty())
      fail(loc, "empty variable name '${}' in '" + line + "'");
    const std::optional<std::string> value = env ? env(name) : std::nullopt;
    if (!value)
      fail(loc, "environment variable '" + name + "' is not set (used as ${" + name + "})");
    out.append(line, pos, start - pos);
    out += *value;
    pos = end + 1;
  }
}

bool is_include_line(const std::string& line)
{
  static const char kWord[] = "include";
  const size_t n = sizeof kWord - 1;
  return line.compare(0, n, kWord) == 0 &&
         (line.size() == n || std::isspace(static_cast<unsigned char>(line[n])));
}

class Parser {
public:
  explicit Parser(const EnvLookup& env) : env_(env) {}

  // `key` identifies the text for cycle detection (canonical path of a file).
  void parse(const std::string& text, const std::string& origin, const std::string& base_dir,
             const std::string& key, bool nested)
  {
    chain_.push_back({key, origin});
    size_t line_no = 0;
    size_t pos = 0;
    while (pos <= text.size()) {
      size_t nl = text.find('\n', pos);
      if (nl == std::string::npos)
        nl = text.size();
      std::string line = text.substr(pos, nl - pos);
      pos = nl + 1;
      ++line_no;
      if (!line.empty() && line.back() == '\r')
        line.pop_back();
      const SourceLoc loc{origin, static_cast<int>(line_no)};
      // Comments may hold anything; what is left can reach the output.
      line = strip_comment(line);
      if (const std::string bad = utf8_problem(line); !bad.empty())
        fail(loc, bad);
      line = trim_copy(line);
      if (line.empty())
        continue;
      line = trim_copy(substitute_env(line, loc, env_));
      if (const std::string bad = utf8_problem(line); !bad.empty())
        fail(loc, "after ${VAR} substitution: " + bad);
      if (line.empty())
        continue;
      if (line[0] == '[')
        section_header(line, loc, nested);
      else if (is_include_line(line))
        include(trim_copy(line.substr(7)), loc, base_dir);
      else
        option(line, loc);
    }
    chain_.pop_back();
  }

  std::vector<RawSection> take() { return std::move(sections_); }

private:
  struct ChainEntry {
    std::string key;  // canonical path, compared for cycles
    std::string name; // as shown in errors
  };

  void section_header(const std::string& line, const SourceLoc& loc, bool nested)
  {
    // fio HOWTO: include files hold options for the section that includes
    // them; they may not open sections of their own.
    if (nested)
      fail(loc, "section header '" + line + "' in an included file; fio include files may only hold options "
                "for the section that includes them");
    const std::string inner = line.size() >= 2 && line.back() == ']' ? trim_copy(line.substr(1, line.size() - 2)) : "";
    if (inner.empty() || inner.find_first_of("[]") != std::string::npos)
      fail(loc, "malformed section header '" + line + "'; expected [global] or [jobname]");
    sections_.push_back(RawSection{inner, loc, {}});
  }

  void option(const std::string& line, const SourceLoc& loc)
  {
    const size_t eq = line.find('=');
    RawOption opt;
    opt.loc = loc;
    if (eq == std::string::npos) {
      opt.key = line;
    } else {
      opt.key = trim_copy(line.substr(0, eq));
      opt.value = trim_copy(line.substr(eq + 1));
    }
    if (opt.key.empty())
      fail(loc, "missing option name before '=' in '" + line + "'");
    if (sections_.empty())
      fail(loc, "option '" + opt.key + "' outside of any [section]; put options under [global] or a [jobname] header");
    sections_.back().options.push_back(std::move(opt));
  }

  void include(const std::string& name, const SourceLoc& loc, const std::string& base_dir)
  {
    if (name.empty())
      fail(loc, "include without a file name; expected 'include FILE'");
    if (sections_.empty())
      fail(loc, "include '" + name + "' outside of any [section]; fio include files add options to the section "
                "that includes them");
    fs::path path(name);
    if (path.is_relative() && !base_dir.empty())
      path = fs::path(base_dir) / path;
    if (chain_.size() > kMaxIncludeDepth)
      fail(loc, "include '" + name + "': includes nested deeper than " + std::to_string(kMaxIncludeDepth) + " levels");

    std::error_code ec;
    fs::path canonical = fs::weakly_canonical(path, ec);
    if (ec)
      canonical = path.lexically_normal();
    for (size_t i = 0; i < chain_.size(); ++i) {
      if (chain_[i].key != canonical.string())
        continue;
      std::string cycle;
      for (size_t j = i; j < chain_.size(); ++j)
        cycle += chain_[j].name + " -> ";
      fail(loc, "include '" + name + "': include cycle " + cycle + path.string());
    }

    std::string text;
    if (const std::string err = read_text_file(path.string(), text); !err.empty())
      fail(loc, "include '" + name + "': " + err);
    parse(text, path.string(), path.parent_path().string(), canonical.string(), true);
  }

  const EnvLookup& env_;
  std::vector<RawSection> sections_;
  std::vector<ChainEntry> chain_; // files being parsed, outermost first
};

std::string canonical_key(const std::string& path)
{
  std::error_code ec;
  const fs::path p = fs::weakly_canonical(path, ec);
  return ec ? fs::path(path).lexically_normal().string() : p.string();
}

} // namespace

EnvLookup process_env()
{
  return [](const std::string& name) -> std::optional<std::string> {
    const char* v = std::getenv(name.c_str());
    if (!v)
      return std::nullopt;
    return std::string(v);
  };
}

std::vector<RawSection> parse_job_file(const std::string& path, const EnvLookup& env)
{
  std::string text;
  if (const std::string err = read_text_file(path, text); !err.empty())
    throw JobError(path + ": " + (err.rfind("cannot open", 0) == 0 ? "cannot open job file" + err.substr(11) : "job file: " + err));
  Parser parser(env);
  parser.parse(text, path, fs::path(path).parent_path().string(), canonical_key(path), false);
  return parser.take();
}

std::vector<RawSection> parse_job_text(const std::string& text, const std::string& origin,
                                       const std::string& base_dir, const EnvLookup& env)
{
  Parser parser(env);
  // Text has no path of its own; its origin cannot collide with a canonical file path.
  parser.parse(text, origin, base_dir, "<text>" + origin, false);
  return parser.take();
}

std::vector<RawSection> sections_from_args(const std::vector<std::string>& args)
{
  std::vector<RawSection> sections;
  for (size_t i = 0; i < args.size(); ++i) {
    const SourceLoc loc{"<command line>", static_cast<int>(i + 1)};
    const std::string& arg = args[i];
    if (const std::string bad = utf8_problem(arg); !bad.empty())
      fail(loc, bad);
    RawOption opt;
    opt.loc = loc;
    const size_t eq = arg.find('=');
    if (eq == std::string::npos) {
      opt.key = trim_copy(arg);
    } else {
      opt.key = trim_copy(arg.substr(0, eq));
      opt.value = trim_copy(arg.substr(eq + 1));
    }
    if (opt.key.empty())
      fail(loc, "empty option in argument '" + arg + "'; expected --key=value or --flag");
    if (opt.key == "name") {
      // fio: each --name starts a job; --name=global starts a global section.
      if (!opt.value || opt.value->empty())
        fail(loc, "--name needs a job name, e.g. --name=seq-write");
      sections.push_back(RawSection{*opt.value, loc, {}});
    } else if (sections.empty()) {
      // fio: options before the first --name are global options.
      sections.push_back(RawSection{"global", loc, {}});
    }
    sections.back().options.push_back(std::move(opt));
  }
  return sections;
}

void force_job_options(std::vector<RawSection>& sections, const std::vector<std::string>& options,
                       const std::string& origin)
{
  for (size_t i = 0; i < options.size(); ++i) {
    const std::string& arg = options[i];
    const size_t eq = arg.find('=');
    RawOption opt;
    opt.key = arg.substr(0, eq);
    if (eq != std::string::npos)
      opt.value = arg.substr(eq + 1);
    opt.loc = SourceLoc{origin, static_cast<int>(i + 1)};
    for (auto& s : sections) {
      if (s.name == "global")
        continue;
      auto& o = s.options;
      o.erase(std::remove_if(o.begin(), o.end(), [&](const RawOption& x) { return x.key == opt.key; }), o.end());
      o.push_back(opt);
    }
  }
}

} // namespace wbsim
