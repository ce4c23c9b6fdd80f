// wbsim._core: the C++ model exposed to Python. SimGrid allows one simulation
// per process, so run_json() may be called once per process; the Python
// package runs each simulation in a fresh process.
#include "RunRequest.hpp"
#include "FioReport.hpp"
#include "Params.hpp"
#include "Simulation.hpp"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

namespace py = pybind11;

namespace {

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

std::string run_json(const std::vector<std::string>& args)
{
  wbsim::RunRequest req = wbsim::parse_run_args(args);
  wbsim::SimOptions opts;
  opts.profile_name = req.profile_name;
  opts.simgrid_args = req.simgrid_args;
  wbsim::RunResult result;
  {
    py::gil_scoped_release release;
    result = wbsim::simulate(req.workload, req.params, opts);
  }
  wbsim::ReportOptions ro;
  ro.command_line = "wbsim run";
  for (const auto& a : args)
    ro.command_line += " " + a;
  return wbsim::fio_json(result, ro).dump();
}

} // namespace

PYBIND11_MODULE(_core, m)
{
  m.doc() = "wbsim's C++ core: the parameter table and one simulation per process.";
  m.def("param_table", &param_table, "The parameter table: one dict per parameter (name, kind, default, unit, range, help).");
  m.def("run_json", &run_json, py::arg("args"),
        "Simulate `wbsim run ARGS...` and return fio's JSON document as a string. "
        "One call per process (SimGrid keeps global state).");
  m.attr("__version__") = "0.1.0";
}
