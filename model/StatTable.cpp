#include "StatTable.hpp"

#include <algorithm>

namespace wbsim {

using json = nlohmann::json;

namespace {
// "a.b" -> "/a/b"
std::string pointer_of(const char* path)
{
  std::string p = std::string("/") + path;
  std::replace(p.begin(), p.end(), '.', '/');
  return p;
}
} // namespace

std::string StatDef::pointer() const
{
  return "/wbsim" + pointer_of(path);
}

const std::vector<StatDef>& stat_table()
{
  static const std::vector<StatDef> table = {
#define WBSIM_STAT(id, path, unit, help, fig, fig_unit, scale, value) {path, unit, help, fig, fig_unit, scale, false},
#define WBSIM_FUSE_STAT(id, path, unit, help, fig, fig_unit, scale, value) {path, unit, help, fig, fig_unit, scale, true},
#include "StatTable.def"
  };
  return table;
}

const std::vector<ColumnDef>& lock_columns()
{
  static const std::vector<ColumnDef> cols = {
#define WBSIM_LOCK_COLUMN(id, name, unit, help, value) {name, unit, help},
#include "StatTable.def"
  };
  return cols;
}

const std::vector<ColumnDef>& device_columns()
{
  static const std::vector<ColumnDef> cols = {
#define WBSIM_DEVICE_COLUMN(id, name, unit, help, value) {name, unit, help},
#include "StatTable.def"
  };
  return cols;
}

void write_stats(json& section, const RunResult& r)
{
  const ModelFigures& m = r.model;
  // The value's own C++ type decides the JSON type: counts stay integers.
#define WBSIM_STAT(id, path, unit, help, fig, fig_unit, scale, value) \
  section[json::json_pointer(pointer_of(path))] = json(value);
#define WBSIM_FUSE_STAT(id, path, unit, help, fig, fig_unit, scale, value) \
  if (m.fuse.active)                                                       \
    section[json::json_pointer(pointer_of(path))] = json(value);
#include "StatTable.def"

  json locks = json::array();
  for (const LockFigures& l : m.locks) {
    json& row = locks.emplace_back(json::object());
#define WBSIM_LOCK_COLUMN(id, name, unit, help, value) row[name] = value;
#include "StatTable.def"
  }
  section["locks"] = std::move(locks);

  json devices = json::array();
  for (const DiskResult& d : r.disks) {
    json& row = devices.emplace_back(json::object());
#define WBSIM_DEVICE_COLUMN(id, name, unit, help, value) row[name] = value;
#include "StatTable.def"
  }
  section["devices"] = std::move(devices);
}

} // namespace wbsim
