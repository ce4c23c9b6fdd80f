// wbsim._core: the C++ model exposed to Python. SimGrid allows one simulation
// per process, so run_json()/run_job_json() may be called once per process;
// the Python package (python/wbsim) runs each simulation in a fresh process.
// Everything else here (tables, profiles, parameter resolution) touches no
// SimGrid state and may be called any number of times.
//
// The input errors of the CLI are Python exceptions with the same message
// (what()): JobError, ProfileError, ParamError, UnitError, UsageError, all
// derived from WbsimError and ValueError.
#include "FioOptions.hpp"
#include "FioReport.hpp"
#include "Invariants.hpp"
#include "ReplayCommand.hpp"
#include "StatTable.hpp"
#include "Version.hpp"
#include "JobFile.hpp"
#include "Params.hpp"
#include "Profile.hpp"
#include "RunRequest.hpp"
#include "Simulation.hpp"
#include "Units.hpp"

#include <boost/program_options.hpp>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <algorithm>
#include <variant>

namespace py = pybind11;
namespace po = boost::program_options;

namespace {

py::object to_python(const wbsim::ParamValue& v)
{
  return std::visit([](const auto& x) -> py::object { return py::cast(x); }, v);
}

py::list param_table()
{
  py::list out;
  for (const auto& d : wbsim::Params::table()) {
    py::dict row;
    row["name"] = d.key;
    row["kind"] = wbsim::to_string(d.kind);
    row["default"] = d.default_text;
    row["unit"] = d.unit;
    row["range"] = wbsim::Params::range_text(d);
    row["help"] = d.help;
    out.append(row);
  }
  return out;
}

py::list stat_table()
{
  py::list out;
  for (const auto& s : wbsim::stat_table()) {
    py::dict row;
    row["name"] = s.path;
    row["unit"] = s.unit;
    row["help"] = s.help;
    row["compare"] = s.figure;
    row["fuse_only"] = s.fuse_only;
    out.append(row);
  }
  return out;
}

py::list column_table(const std::vector<wbsim::ColumnDef>& cols)
{
  py::list out;
  for (const auto& c : cols) {
    py::dict row;
    row["name"] = c.name;
    row["unit"] = c.unit;
    row["help"] = c.help;
    out.append(row);
  }
  return out;
}

py::list fio_option_table()
{
  py::list out;
  for (const auto& o : wbsim::fio_options()) {
    py::dict row;
    row["name"] = o.name;
    row["type"] = o.type;
    row["range"] = o.range;
    row["help"] = o.help;
    row["takes_value"] = o.takes_value;
    out.append(row);
  }
  return out;
}

py::list profile_list()
{
  py::list out;
  for (const auto& p : wbsim::list_profiles()) {
    py::dict row;
    row["name"] = p.name;
    row["description"] = p.description;
    row["path"] = p.path;
    out.append(row);
  }
  return out;
}

// The parameters after the profile and the --set overrides, exactly as
// `wbsim params --profile P --set k=v --format=json` resolves them.
py::dict resolve(const std::string& profile, const std::vector<std::string>& sets)
{
  std::string name;
  const wbsim::Params p = wbsim::resolve_params(profile, sets, &name);
  py::dict values, texts, sources;
  for (const auto& d : wbsim::Params::table()) {
    // A version is shown as written ("6.12"), as the CLI's JSON does.
    if (d.kind == wbsim::ParamKind::Version)
      values[d.key] = p.get_text(d.key);
    else
      values[d.key] = to_python(p.get(d.key));
    texts[d.key] = p.get_text(d.key);
    sources[d.key] = p.source(d.key);
  }
  py::dict out;
  out["profile"] = name;
  out["values"] = values;
  out["text"] = texts;
  out["sources"] = sources;
  return out;
}

std::string simulate_to_json(const wbsim::Workload& workload, const wbsim::Params& params,
                             const std::string& profile_name, const std::vector<std::string>& simgrid_args,
                             const std::string& command_line)
{
  wbsim::SimOptions opts;
  opts.profile_name = profile_name;
  opts.simgrid_args = simgrid_args;
  wbsim::RunResult result;
  {
    py::gil_scoped_release release;
    result = wbsim::simulate(workload, params, opts);
  }
  wbsim::ReportOptions ro;
  ro.command_line = command_line;
  const wbsim::FioJson doc = wbsim::fio_json(result, ro);
  return doc.dump();
}

// Boost.Program_options errors are usage errors, worded as the CLI words them.
template <typename F> auto as_usage_errors(F&& f)
{
  try {
    return f();
  } catch (const po::unknown_option& e) {
    throw wbsim::UsageError("unknown option '" + e.get_option_name() +
                            "'; `wbsim run --help` lists the wbsim and fio options accepted");
  } catch (const po::error& e) {
    throw wbsim::UsageError(e.what());
  }
}

// `wbsim run ARGS...`, parsed by the CLI's own parser.
std::string run_json(const std::vector<std::string>& args)
{
  const wbsim::RunRequest req = as_usage_errors([&] { return wbsim::parse_run_args(args); });
  if (req.help)
    throw wbsim::UsageError("--help: see `wbsim run --help` or wbsim.fio_options()");
  wbsim::refuse_logs(req.workload, "the Python binding");
  std::string command_line = "wbsim run";
  for (const auto& a : args)
    command_line += " " + a;
  return simulate_to_json(req.workload, req.params, req.profile_name, req.simgrid_args, command_line);
}

// A job file (path) or job text, with fio options forced onto every job
// section (a sweep's fio-option values: unlike --key=value on the command
// line, which fio treats as [global] defaults that a job's own option
// overrides, these replace the job's own value).
std::string run_job_json(const std::string& path, const std::string& text, const std::string& origin,
                         const std::string& base_dir, const std::vector<std::string>& job_options,
                         const std::string& profile, const std::vector<std::string>& sets,
                         const std::string& command_line)
{
  std::vector<wbsim::RawSection> sections =
      text.empty() ? wbsim::parse_job_file(path) : wbsim::parse_job_text(text, origin, base_dir);
  wbsim::force_job_options(sections, job_options, "<job option>");
  const wbsim::Workload workload = wbsim::build_workload(sections, text.empty() ? path : origin);
  wbsim::refuse_logs(workload, "the Python binding");
  std::string profile_name;
  const wbsim::Params params = wbsim::resolve_params(profile, sets, &profile_name);
  return simulate_to_json(workload, params, profile_name, {}, command_line);
}

template <typename E>
void register_input_error(py::module_& m, const char* name, const py::object& bases, const char* doc)
{
  auto& cls = py::register_local_exception<E>(m, name, bases);
  cls.attr("__doc__") = doc;
}

} // namespace

PYBIND11_MODULE(_core, m)
{
  m.doc() = "wbsim's C++ core: the parameter, fio-option and profile tables, and one simulation per process.";

  // Exceptions: the input errors (wbsim::InputError, the CLI's exit status 1
  // or 2) by their C++ types; anything else from the core is a bug and stays
  // a RuntimeError. pybind11 tries the last registered translator first, so
  // the subclasses below win over their base.
  py::object base = py::reinterpret_borrow<py::object>(PyExc_Exception);
  auto& wbsim_error = py::register_local_exception<wbsim::InputError>(m, "WbsimError", base);
  wbsim_error.attr("__doc__") = "Base class of every wbsim input error.";
  py::tuple bases = py::make_tuple(wbsim_error, py::reinterpret_borrow<py::object>(PyExc_ValueError));
  register_input_error<wbsim::JobError>(
      m, "JobError", bases, "A bad fio job (file, text, options): the message starts with 'file:line: ' and names the option.");
  register_input_error<wbsim::ProfileError>(m, "ProfileError", bases, "A bad or unknown profile (name or path).");
  register_input_error<wbsim::ParamError>(m, "ParamError", bases,
                                          "An unknown parameter or a value out of its range (see wbsim.params()).");
  register_input_error<wbsim::UnitError>(m, "UnitError", bases, "A value that the unit grammar does not accept.");
  register_input_error<wbsim::UsageError>(m, "UsageError", bases,
                                          "A mistake in how wbsim was called (as the CLI's exit status 2).");

  m.def("param_table", &param_table,
        "The parameter table: one dict per parameter (name, kind, default, unit, range, help).");
  m.def("stat_table", &stat_table,
        "The statistics of the wbsim JSON section: one dict each (name = its path, unit, help, compare, fuse_only).");
  m.def("lock_columns", [] { return column_table(wbsim::lock_columns()); }, "The columns of wbsim.locks rows.");
  m.def("device_columns", [] { return column_table(wbsim::device_columns()); }, "The columns of wbsim.devices rows.");
  m.def("fio_options", &fio_option_table,
        "The fio options wbsim accepts: one dict per option (name, type, range, help, takes_value).");
  m.def("profiles", &profile_list, "The built-in and shipped profiles: one dict each (name, description, path).");
  m.def("resolve_params", &resolve, py::arg("profile") = "", py::arg("sets") = std::vector<std::string>{},
        "The parameters after a profile (name or path; '' = built-in) and 'key=value' overrides: "
        "{'profile': name, 'values': {key: SI value}, 'text': {key: text}, 'sources': {key: source}}.");
  m.def("run_json", &run_json, py::arg("args"),
        "Simulate `wbsim run ARGS...` and return fio's JSON document as a string. "
        "One simulation per process (SimGrid keeps global state).");
  m.def("run_job_json", &run_job_json, py::arg("path") = "", py::arg("text") = "", py::arg("origin") = "<string>",
        py::arg("base_dir") = ".", py::arg("job_options") = std::vector<std::string>{}, py::arg("profile") = "",
        py::arg("sets") = std::vector<std::string>{}, py::arg("command_line") = "wbsim.run",
        "Simulate a job file (path) or job text, with 'key=value' fio options replacing each job's own, on a "
        "profile with 'key=value' parameter overrides; return fio's JSON document. One simulation per process.");
  m.def(
      "replay_cli",
      [](const std::vector<std::string>& args) {
        py::gil_scoped_release release;
        return wbsim::cmd_replay(args);
      },
      py::arg("args"),
      "Run `wbsim replay ARGS...` (real IO under --directory, then the model); returns its exit status. "
      "One call per process (it simulates once).");
  m.attr("__version__") = wbsim::kWbsimVersion;
}
