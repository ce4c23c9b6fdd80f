#include "MachineStateCommand.hpp"

#include "MachineState.hpp"
#include "RunRequest.hpp"

#include <boost/program_options.hpp>
#include <nlohmann/json.hpp>
#include <unistd.h>

#include <iostream>

namespace po = boost::program_options;

namespace wbsim {

int cmd_machine_state(const std::vector<std::string>& args)
{
  po::options_description d("wbsim machine-state options");
  d.add_options()("help,h", "show this help")(
      "directory", po::value<std::string>(),
      "scratch directory: its files' cached pages count as memory fio's invalidate=1 frees at the start")(
      "drop-caches", "sync and drop the page cache first (root)")(
      "quiet", po::value<double>()->default_value(3.0),
      "seconds free page reporting must have been idle before the state is read")(
      "max-wait", po::value<double>()->default_value(30.0), "longest wait for reporting to go idle, seconds")(
      "format", po::value<std::string>()->default_value("json"), "json, or set (one --set key=value per line)");
  po::variables_map vm;
  po::store(po::command_line_parser(args).options(d).run(), vm);
  if (vm.count("help")) {
    std::cout << "usage: wbsim machine-state [options]\n\n" << d << "\n";
    return 0;
  }
  const std::string format = vm["format"].as<std::string>();
  if (format != "json" && format != "set")
    throw UsageError("--format=" + format + ": accepted: json, set");
  CaptureOptions opts;
  if (vm.count("directory"))
    opts.directory = vm["directory"].as<std::string>();
  opts.quiet_seconds = vm["quiet"].as<double>();
  opts.max_wait = vm["max-wait"].as<double>();
  if (!(opts.quiet_seconds >= 0 && opts.quiet_seconds <= 600) || !(opts.max_wait >= 0 && opts.max_wait <= 3600))
    throw UsageError("--quiet and --max-wait: accepted: 0 to 600 and 0 to 3600 seconds");
  opts.drop_caches = vm.count("drop-caches") > 0;
  const MachineState s = capture_machine_state(opts);
  if (format == "set") {
    for (const auto& [k, v] : s.params())
      std::cout << "--set " << k << "=" << v << "\n";
    return 0;
  }
  nlohmann::json j;
  j["mem_total"] = s.mem_total;
  j["mem_free"] = s.mem_free;
  j["file_lru"] = s.file_lru;
  j["dirty"] = s.dirty;
  j["writeback"] = s.writeback;
  j["total_reserve"] = s.total_reserve;
  j["page_reporting"] = s.page_reporting;
  j["reported_bytes"] = s.reported;
  j["reporting_quiet"] = s.reporting_quiet;
  j["files_cached"] = s.files_cached;
  j["files_dirty"] = s.files_dirty;
  j["files_dirty_exact"] = s.files_dirty_exact;
  j["low_order_free"] = s.low_order_free;
  j["reporting_order"] = s.reporting_order;
  j["files_written"] = s.files_written;
  j["files_pending"] = s.files_pending;
  j["dropped_caches"] = vm.count("drop-caches") > 0;
  nlohmann::json params = nlohmann::json::object();
  for (const auto& [k, v] : s.params())
    params[k] = v;
  j["params"] = params;
  j["warnings"] = s.warnings();
  std::cout << j.dump(2) << "\n";
  return 0;
}

} // namespace wbsim
