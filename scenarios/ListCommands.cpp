#include "ListCommands.hpp"

#include "Params.hpp"
#include "Profile.hpp"
#include "RunRequest.hpp"
#include "StatTable.hpp"
#include "Units.hpp"

#include <boost/program_options.hpp>

#include <iomanip>
#include <iostream>

namespace po = boost::program_options;

namespace wbsim {

int cmd_params(const std::vector<std::string>& args)
{
  po::options_description d("wbsim params options");
  d.add_options()("help,h", "show this help")("format", po::value<std::string>()->default_value("table"),
                                              "table, json or profile");
  d.add(model_options());
  po::variables_map vm;
  po::store(po::command_line_parser(args).options(d).run(), vm);
  if (vm.count("help")) {
    std::cout << "usage: wbsim params [options]\n\n" << d << "\n";
    return 0;
  }
  const std::string format = vm["format"].as<std::string>();
  std::string name;
  const Params p = resolve_params(vm.count("profile") ? vm["profile"].as<std::string>() : "",
                                  vm.count("set") ? vm["set"].as<std::vector<std::string>>() : std::vector<std::string>{},
                                  &name);
  if (format == "json") {
    nlohmann::json j = nlohmann::json::array();
    for (const auto& def : Params::table())
      j.push_back({{"name", def.key}, {"kind", to_string(def.kind)}, {"unit", def.unit},
                   {"range", Params::range_text(def)}, {"default", def.default_text}, {"help", def.help},
                   {"value", nlohmann::json::parse(nlohmann::json(p.to_json()[def.key]).dump())},
                   {"source", p.source(def.key)}});
    std::cout << j.dump(2) << "\n";
  } else if (format == "profile") {
    std::cout << params_as_profile(p, name);
  } else if (format == "table") {
    std::cout << "# profile: " << name << "\n";
    std::cout << std::left << std::setw(30) << "name" << std::setw(16) << "value" << std::setw(10) << "unit"
              << std::setw(36) << "range" << "help\n";
    for (const auto& def : Params::table()) {
      std::string value = p.get_text(def.key);
      if (def.kind == ParamKind::Size)
        value = format_bytes_iec(std::stod(value));
      else if (def.kind == ParamKind::Time)
        value = format_seconds(std::stod(value));
      else if (def.kind == ParamKind::Rate)
        value = format_bytes_si(std::stod(value)) + "/s";
      std::cout << std::left << std::setw(30) << def.key << std::setw(16) << value << std::setw(10) << def.unit
                << std::setw(36) << Params::range_text(def) << def.help << "\n";
    }
  } else {
    throw UsageError("--format=" + format + ": accepted: table, json, profile");
  }
  return 0;
}

int cmd_stats(const std::vector<std::string>& args)
{
  const std::string format = args.empty() ? "--format=table" : args[0];
  if (args.size() > 1 || (format != "--format=table" && format != "--format=json"))
    throw UsageError("wbsim stats: accepted: --format=table or --format=json");
  if (format == "--format=json") {
    nlohmann::json j = nlohmann::json::array();
    for (const StatDef& s : stat_table())
      j.push_back({{"name", s.path}, {"pointer", s.pointer()}, {"unit", s.unit}, {"help", s.help},
                   {"compare", s.figure}, {"fuse_only", s.fuse_only}});
    std::cout << j.dump(2) << "\n";
    return 0;
  }
  std::cout << std::left << std::setw(32) << "statistic (under wbsim)" << std::setw(10) << "unit" << "help\n";
  for (const StatDef& s : stat_table())
    std::cout << std::left << std::setw(32) << s.path << std::setw(10) << s.unit << s.help
              << (s.fuse_only ? " (fs.type=fuse only)" : "") << "\n";
  for (const auto* rows : {&lock_columns(), &device_columns()})
    for (const ColumnDef& c : *rows)
      std::cout << std::left << std::setw(32) << (std::string(rows == &lock_columns() ? "locks[]." : "devices[].") + c.name)
                << std::setw(10) << c.unit << c.help << "\n";
  return 0;
}

int cmd_profiles()
{
  for (const auto& p : list_profiles())
    std::cout << std::left << std::setw(24) << p.name << p.description << (p.path.empty() ? "" : "  (" + p.path + ")")
              << "\n";
  return 0;
}

} // namespace wbsim
