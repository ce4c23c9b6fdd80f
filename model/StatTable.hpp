// StatTable: the statistics of a run's `wbsim` JSON section, declared once in
// StatTable.def. The JSON writer, the compare rows, Python's Result.stats()
// and the published-results CSV's "stat:" names all read this table, so a
// statistic added there appears everywhere and cannot drift between them.
#pragma once

#include "Results.hpp"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace wbsim {

struct StatDef {
  const char* path;  // under "wbsim", '.' between levels
  const char* unit;
  const char* help;
  const char* figure; // the compare row's name, "" = not compared
  const char* figure_unit;
  double figure_scale;
  bool fuse_only; // present only when fs.type=fuse
  std::string pointer() const; // JSON pointer from the document root, "/wbsim/..."
};

struct ColumnDef {
  const char* name;
  const char* unit;
  const char* help;
};

const std::vector<StatDef>& stat_table();
const std::vector<ColumnDef>& lock_columns();
const std::vector<ColumnDef>& device_columns();

// Every statistic of `r` written into `section` (the `wbsim` object) at its
// path, plus the lock and device rows.
void write_stats(nlohmann::json& section, const RunResult& r);

} // namespace wbsim
