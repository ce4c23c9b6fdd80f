#include "RunRequest.hpp"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <sstream>

#include "FioOptions.hpp"
#include "JobFile.hpp"
#include "KernelFeatures.hpp"
#include "Profile.hpp"
#include "Units.hpp"

namespace po = boost::program_options;

namespace wbsim {

// wbsim's own options shared by run and params.
po::options_description model_options()
{
  po::options_description d("Model options");
  d.add_options()("profile", po::value<std::string>(), "profile name (see `wbsim profiles`) or path; default: built-in")(
      "set", po::value<std::vector<std::string>>(), "override one parameter: --set key=value (repeatable; see `wbsim params`)");
  return d;
}

po::options_description run_options()
{
  po::options_description d("Run options");
  d.add_options()("help,h", "show this help")("output-format", po::value<std::string>(),
                                              "normal (fio's text summary), json (fio's JSON with a \"wbsim\" section), "
                                              "json+ (json with latency bins), terse (fio's ';' lines, version 3), or a "
                                              "comma list of them (json,normal), printed terse, json, normal as fio does")(
      "parse-only", "as fio: parse the job file and options, report errors, run nothing")(
      "showcmd", "as fio: print the job file as one fio command line, run nothing")(
      "section", po::value<std::vector<std::string>>(),
      "as fio: run only this section of the job file (repeatable; [global] always applies)")(
      "eta", po::value<std::string>(), "as fio: always, never or auto; wbsim's ETA is its progress line (never = --no-progress)")(
      "status-interval", po::value<std::string>(),
      "as fio: a report of the figures so far every interval of simulated time (e.g. 1, 500ms), then the final one")(
      "minimal", "as fio: --output-format=terse")(
      "terse-version", po::value<std::string>(), "as fio: the terse format's version; wbsim writes version 3 (the default)")(
      "output", po::value<std::string>(), "write the report to this file instead of stdout")(
      "trace", po::value<std::string>(), "write the simulated timeline as Chrome trace-event JSON (Perfetto opens it)")(
      "no-progress", "never print the progress line (it is printed only when stderr is a terminal)")(
      "job-set", po::value<std::vector<std::string>>(),
      "KEY=VALUE: set this fio option in every job section, replacing the job's own value (repeatable); a "
      "plain --KEY=VALUE is, as in fio, a [global] default that a job's own option overrides")(
      "check", "check the model's invariants at every sample while the run goes on, not only at its end "
               "(a violation is an internal error, exit 3)")(
      "cfg", po::value<std::vector<std::string>>(), "a SimGrid --cfg=key:value, passed on to SimGrid")(
      "log", po::value<std::vector<std::string>>(), "a SimGrid --log=..., passed on to SimGrid");
  d.add(model_options());
  return d;
}

po::options_description fio_options_description()
{
  po::options_description d("fio options (as in fio; --name starts a job, earlier options are global)");
  for (const auto& o : fio_options()) {
    auto* v = po::value<std::string>();
    if (!o.takes_value)
      v->implicit_value("", "");
    std::string help = std::string(o.help) + " [" + o.range + "]";
    d.add_options()(o.name, v, help.c_str());
  }
  return d;
}

Params resolve_params(const std::string& profile, const std::vector<std::string>& sets, std::string* name)
{
  Params p;
  const std::string n = apply_profile(profile, p);
  apply_overrides(sets, p);
  apply_kernel_features(p);
  if (name)
    *name = n;
  return p;
}


void write_report(const std::string& text, const std::string& output_file)
{
  if (output_file.empty()) {
    std::cout << text;
    return;
  }
  std::ofstream out(output_file);
  if (!out)
    throw UsageError("--output=" + output_file + ": cannot open for writing");
  out << text;
}

namespace {
const char* const kReportBug =
    "This is a bug in wbsim, not a problem with your input. Please report it with the job file, the profile "
    "and the command line that produced it.\n";
} // namespace

int run_with_input_errors(const std::string& cmd, const std::function<int()>& body)
{
  try {
    return body();
  } catch (const po::unknown_option& e) {
    std::cerr << "wbsim " << cmd << ": unknown option '" << e.get_option_name() << "'; `wbsim " << cmd
              << " --help` lists the wbsim and fio options accepted\n";
    return 2;
  } catch (const po::error& e) {
    std::cerr << "wbsim " << cmd << ": " << e.what() << "\n";
    return 2;
  } catch (const InputError& e) {
    std::cerr << e.message(cmd) << "\n";
    return e.exit_status();
  } catch (const std::exception& e) {
    // Not an input error: a bug. Say so, and exit 3 rather than abort.
    std::cerr << "wbsim " << cmd << ": internal error: " << e.what() << "\n" << kReportBug;
    return 3;
  } catch (...) {
    std::cerr << "wbsim " << cmd << ": internal error: an exception that is not a std::exception\n" << kReportBug;
    return 3;
  }
}

void refuse_run_only_outputs(const RunRequest& req, const std::string& command)
{
  if (req.output_terse)
    throw UsageError("--output-format=" + req.output_format + ": " + command +
                     " does not write fio's terse format; accepted: normal, json, json+");
  refuse_logs(req.workload, command);
}

void refuse_logs(const Workload& workload, const std::string& command)
{
  for (const auto& j : workload.jobs)
    if (j.logs.any())
      throw UsageError("job '" + j.name + "': write_bw_log/write_iops_log/write_lat_log/write_hist_log: " + command +
                       " does not write fio's log files; `wbsim run` writes the model's");
}

RunRequest parse_run_args(const std::vector<std::string>& args, const po::options_description* extra)
{
  po::options_description all;
  all.add(run_options()).add(fio_options_description());
  if (extra)
    all.add(*extra);
  po::positional_options_description pos;
  pos.add("jobfile", -1);
  po::options_description hidden;
  hidden.add_options()("jobfile", po::value<std::vector<std::string>>(), "job file");
  all.add(hidden);

  po::parsed_options parsed = po::command_line_parser(args)
                                  .options(all)
                                  .positional(pos)
                                  .style(po::command_line_style::unix_style ^ po::command_line_style::allow_guessing)
                                  .run();

  RunRequest req;
  std::vector<std::string> job_files, fio_args, sets, only_sections, job_sets;
  std::string profile;
  for (const auto& o : parsed.options) {
    const std::string value = o.value.empty() ? "" : o.value.front();
    if (o.string_key == "jobfile")
      job_files.push_back(value);
    else if (o.string_key == "help") {
      req.help = true;
      return req;
    }
    else if (o.string_key == "output-format") {
      // fio's parse_output_format: a comma-separated list of formats.
      req.output_json = req.output_json_plus = req.output_normal = req.output_terse = false;
      std::istringstream list(value);
      std::string f;
      bool any = false;
      while (std::getline(list, f, ',')) {
        any = true;
        if (f == "json")
          req.output_json = true;
        else if (f == "json+")
          req.output_json = req.output_json_plus = true;
        else if (f == "normal")
          req.output_normal = true;
        else if (f == "terse")
          req.output_terse = true;
        else
          throw UsageError("--output-format=" + value + ": '" + f +
                           "' is not a format; accepted: normal, json, json+, terse and comma-separated lists of them");
      }
      if (!any)
        throw UsageError("--output-format=: empty; accepted: normal, json, json+, terse and comma-separated lists of them");
      req.output_format = value;
    } else if (o.string_key == "output")
      req.output_file = value;
    else if (o.string_key == "trace")
      req.trace_file = value;
    else if (o.string_key == "no-progress")
      req.progress = false;
    else if (o.string_key == "parse-only")
      req.parse_only = true;
    else if (o.string_key == "showcmd")
      req.showcmd = true;
    else if (o.string_key == "section")
      only_sections.push_back(value);
    else if (o.string_key == "eta") {
      if (value != "always" && value != "never" && value != "auto")
        throw UsageError("--eta=" + value + ": accepted: always, never, auto");
      req.eta = value == "always" ? 1 : value == "never" ? -1 : 0;
    } else if (o.string_key == "status-interval") {
      const char* accepted = "; accepted: 0 (off) or a time from 1ms to 1 year such as 1, 500ms or 10s";
      try {
        req.status_interval = parse_time(value);
      } catch (const UnitError& e) {
        throw UsageError("--status-interval=" + value + ": " + e.what() + accepted);
      }
      if (req.status_interval != 0 && (req.status_interval < 1e-3 || req.status_interval > 365.0 * 86400.0))
        throw UsageError("--status-interval=" + value + ": out of range" + accepted);
    } else if (o.string_key == "check")
      req.check = true;
    else if (o.string_key == "minimal") {
      // fio's --minimal replaces the output formats with terse.
      req.output_json = req.output_json_plus = req.output_normal = false;
      req.output_terse = true;
      req.output_format = "terse";
    } else if (o.string_key == "terse-version") {
      if (value != "3")
        throw UsageError("--terse-version=" + value + ": wbsim writes fio's terse version 3 only; accepted: 3");
    }
    else if (o.string_key == "cfg")
      req.simgrid_args.push_back("--cfg=" + value);
    else if (o.string_key == "log")
      req.simgrid_args.push_back("--log=" + value);
    else if (o.string_key == "profile")
      profile = value;
    else if (o.string_key == "set")
      sets.push_back(value);
    else if (o.string_key == "job-set")
      job_sets.push_back(value);
    else if (extra && extra->find_nothrow(o.string_key, false))
      req.extra[o.string_key].push_back(value);
    else if (const FioOptionDef* def = find_fio_option(o.string_key))
      fio_args.push_back(value.empty() && !def->takes_value ? o.string_key : o.string_key + "=" + value);
  }
  if (job_files.size() > 1)
    throw UsageError("one job file at a time; got " + std::to_string(job_files.size()));

  std::vector<RawSection> sections;
  std::string source = "<command line>";
  std::vector<RawSection> from_args = sections_from_args(fio_args);
  if (!job_files.empty()) {
    source = job_files.front();
    std::vector<RawSection> from_file = parse_job_file(source);
    // fio: options given before any --name act as defaults for the job file.
    for (auto& s : from_args)
      if (s.name == "global")
        sections.push_back(s);
    sections.insert(sections.end(), from_file.begin(), from_file.end());
    for (auto& s : from_args)
      if (s.name != "global")
        sections.push_back(s);
  } else {
    if (fio_args.empty())
      throw UsageError("nothing to run: give a job file or fio options such as --name=x --rw=write --bs=1M --size=4G");
    sections = from_args;
  }
  force_job_options(sections, job_sets, "<--job-set>");
  if (!only_sections.empty()) {
    // fio's skip_this_section: [global] always applies, other sections run
    // only when named. A name no section has is an error here (fio would
    // silently run nothing).
    std::vector<RawSection> kept;
    std::string names;
    for (const auto& s : sections) {
      if (s.name != "global")
        names += (names.empty() ? "" : ", ") + s.name;
      if (s.name == "global" || std::find(only_sections.begin(), only_sections.end(), s.name) != only_sections.end())
        kept.push_back(s);
    }
    for (const auto& want : only_sections)
      if (std::none_of(kept.begin(), kept.end(), [&](const RawSection& s) { return s.name == want; }))
        throw UsageError("--section=" + want + ": no such section in " + source + "; accepted: " + names);
    sections = std::move(kept);
  }
  if (req.showcmd) {
    // fio's dump_cmdline: "fio ", then per section "--name=N " (not for
    // [global]) and each option as "--key=value " or "--key ".
    req.showcmd_text = "fio ";
    for (const auto& s : sections) {
      if (s.name != "global")
        req.showcmd_text += "--name=" + s.name + " ";
      for (const auto& o : s.options)
        if (o.key != "name") // a command-line section carries its --name as an option
          req.showcmd_text += "--" + o.key + (o.value ? "=" + *o.value : std::string()) + " ";
    }
    req.showcmd_text += "\n";
  }
  req.workload = build_workload(sections, source);
  req.params = resolve_params(profile, sets, &req.profile_name);
  return req;
}

} // namespace wbsim
