// Params: the typed view of the parameter table (ParamTable.def), with the
// reflection that the CLI, profiles, Python and reports are generated from.
#pragma once

#include "InputError.hpp"

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace wbsim {

enum class ParamKind { Size, Time, Rate, Real, Count, Bool, Enum, Version };

const char* to_string(ParamKind kind);

// One row of the table, as written in ParamTable.def.
struct ParamDef {
  const char* key;
  ParamKind kind;
  const char* default_text;
  const char* min_text; // Enum: the '|'-separated choices
  const char* max_text;
  const char* unit;
  const char* help;
};

class ParamError : public InputError {
public:
  explicit ParamError(const std::string& what) : InputError(what, "parameter error: ", 1) {}
};

using ParamValue = std::variant<double, bool, std::string>;

// The filesystem (fs.type): model code branches on this, never on the name.
enum class FsType { Xfs, Ext4, Btrfs, Bcachefs, Fuse };
// "xfs" -> FsType::Xfs, and back; a name fs.type does not accept is a
// ParamError naming the five it does.
FsType fs_type_from_name(std::string_view name);
const char* fs_type_name(FsType fs);

namespace detail {
template <ParamKind K> struct ParamStorage {
  using type = double;
};
template <> struct ParamStorage<ParamKind::Bool> {
  using type = bool;
};
template <> struct ParamStorage<ParamKind::Enum> {
  using type = std::string;
};
} // namespace detail

class Params {
public:
#define WBSIM_PARAM(member, key, kind, def, lo, hi, unit, help)                                                        \
  detail::ParamStorage<ParamKind::kind>::type member{};
#include "ParamTable.def"
#undef WBSIM_PARAM

  // Every parameter at its default (the built-in profile).
  Params();

  static const std::vector<ParamDef>& table();
  static const ParamDef* find(std::string_view key);

  // Parses text in the strict unit grammar, checks the range, records where
  // the value came from. Throws ParamError naming the key and the accepted range.
  void set(std::string_view key, std::string_view text, std::string_view source = "--set");
  ParamValue get(std::string_view key) const;
  // The value as text in its unit ("6900000000" for a rate, "xfs" for an enum).
  std::string get_text(std::string_view key) const;
  const std::string& source(std::string_view key) const;

  // Derived quantities used by several components.
  double link_bandwidth() const;     // usable PCIe bandwidth, bytes/s
  double dirtyable_memory() const;   // bytes
  // What all cores busy deliver, in cores' worth: cpu.cores x
  // cpu.smp_efficiency, never below one core.
  double cpu_capacity() const;
  double dirty_threshold() const;    // bytes
  double background_threshold() const;
  // fio lays a job's files out (fallocate, unwritten extents) unless they
  // exist at full size from an earlier run: then the first pass is a rewrite.
  bool fresh_layout() const { return !fs_files_exist; }
  // xfs and ext4 leave fio's preallocation (fallocate mode 0) as unwritten
  // extents that the first write converts; btrfs (COW), bcachefs and fuse
  // have no such step in this model.
  bool has_unwritten_extents() const { return fresh_layout() && (fs() == FsType::Xfs || fs() == FsType::Ext4); }
  FsType fs() const { return fs_type_from_name(fs_type); }

  // {"key": value} in SI units, and the per-key source.
  nlohmann::json to_json() const;
  nlohmann::json sources_json() const;

  // The accepted range of a parameter as text, for help and errors.
  static std::string range_text(const ParamDef& def);

private:
  size_t index_of(std::string_view key) const;
  std::vector<std::string> sources_;
};

} // namespace wbsim
