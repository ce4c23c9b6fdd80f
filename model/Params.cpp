#include "Params.hpp"

#include "Units.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <cstdlib>
#include <functional>
#include <sstream>

namespace wbsim {

namespace {
// In the order of FsType; the parameter table's fs.type accepts exactly these.
constexpr const char* kFsNames[] = {"xfs", "ext4", "btrfs", "bcachefs", "fuse"};
} // namespace

FsType fs_type_from_name(std::string_view name)
{
  for (size_t i = 0; i < std::size(kFsNames); ++i)
    if (name == kFsNames[i])
      return static_cast<FsType>(i);
  throw ParamError("fs.type '" + std::string(name) + "': accepted: xfs, ext4, btrfs, bcachefs, fuse");
}

const char* fs_type_name(FsType fs)
{
  return kFsNames[static_cast<size_t>(fs)];
}

const char* to_string(ParamKind kind)
{
  switch (kind) {
  case ParamKind::Size:
    return "size";
  case ParamKind::Time:
    return "time";
  case ParamKind::Rate:
    return "rate";
  case ParamKind::Real:
    return "real";
  case ParamKind::Count:
    return "count";
  case ParamKind::Bool:
    return "bool";
  case ParamKind::Enum:
    return "enum";
  case ParamKind::Version:
    return "version";
  }
  return "?";
}

namespace {

struct Accessor {
  std::function<void(Params&, const ParamValue&)> set;
  std::function<ParamValue(const Params&)> get;
};

template <typename T> ParamValue wrap(const T& v)
{
  return ParamValue(v);
}

const std::vector<Accessor>& accessors()
{
  static const std::vector<Accessor> acc = {
#define WBSIM_PARAM(member, key, kind, def, lo, hi, unit, help)                                                        \
  Accessor{[](Params& p, const ParamValue& v) {                                                                       \
             p.member = std::get<detail::ParamStorage<ParamKind::kind>::type>(v);                                      \
           },                                                                                                          \
           [](const Params& p) { return wrap(p.member); }},
#include "ParamTable.def"
#undef WBSIM_PARAM
  };
  return acc;
}

double parse_numeric(ParamKind kind, std::string_view text)
{
  switch (kind) {
  case ParamKind::Size:
    return parse_size_real(text, UnitMode::Strict);
  case ParamKind::Time:
    return parse_time(text, 1.0);
  case ParamKind::Rate:
    return parse_rate(text);
  case ParamKind::Real: {
    const std::string t(trim(text));
    size_t pos = 0;
    double v = 0;
    try {
      v = std::stod(t, &pos);
    } catch (const std::exception&) {
      throw UnitError("'" + t + "' is not a number");
    }
    if (pos != t.size() || !std::isfinite(v))
      throw UnitError("'" + t + "' is not a number");
    return v;
  }
  case ParamKind::Count:
    return static_cast<double>(parse_int(text));
  case ParamKind::Version: {
    // "6.12" -> 612: major * 100 + minor, so versions compare as numbers.
    const std::string t(trim(text));
    const auto dot = t.find('.');
    try {
      if (dot == std::string::npos || dot == 0 || dot + 1 >= t.size())
        throw UnitError("");
      size_t p1 = 0, p2 = 0;
      const int major = std::stoi(t.substr(0, dot), &p1);
      const int minor = std::stoi(t.substr(dot + 1), &p2);
      if (p1 != dot || p2 != t.size() - dot - 1 || major < 0 || minor < 0 || minor > 99)
        throw UnitError("");
      return major * 100.0 + minor;
    } catch (const std::exception&) {
      throw UnitError("'" + t + "' is not a kernel version such as 6.12");
    }
  }
  default:
    return 0;
  }
}

std::vector<std::string> split_choices(const char* text)
{
  std::vector<std::string> out;
  std::stringstream ss(text);
  std::string item;
  while (std::getline(ss, item, '|'))
    out.push_back(item);
  return out;
}

ParamValue parse_value(const ParamDef& def, std::string_view text)
{
  const std::string t(trim(text));
  try {
    if (def.kind == ParamKind::Bool)
      return parse_bool(t);
    if (def.kind == ParamKind::Enum) {
      for (const auto& c : split_choices(def.min_text))
        if (c == t)
          return c;
      throw ParamError("'" + t + "' is not accepted");
    }
    const double v = parse_numeric(def.kind, t);
    const double lo = parse_numeric(def.kind, def.min_text);
    const double hi = parse_numeric(def.kind, def.max_text);
    if (!(v >= lo && v <= hi))
      throw ParamError("'" + t + "' is out of range");
    return v;
  } catch (const std::runtime_error& e) {
    throw ParamError(std::string("parameter ") + def.key + ": " + e.what() + "; accepted: " + Params::range_text(def));
  }
}

} // namespace

const std::vector<ParamDef>& Params::table()
{
  static const std::vector<ParamDef> defs = {
#define WBSIM_PARAM(member, key, kind, def, lo, hi, unit, help) ParamDef{key, ParamKind::kind, def, lo, hi, unit, help},
#include "ParamTable.def"
#undef WBSIM_PARAM
  };
  return defs;
}

Params::Params() : sources_(table().size(), "default")
{
  const auto& defs = table();
  for (size_t i = 0; i < defs.size(); ++i)
    accessors()[i].set(*this, parse_value(defs[i], defs[i].default_text));
}

const ParamDef* Params::find(std::string_view key)
{
  for (const auto& d : table())
    if (key == d.key)
      return &d;
  return nullptr;
}

size_t Params::index_of(std::string_view key) const
{
  const auto& defs = table();
  for (size_t i = 0; i < defs.size(); ++i)
    if (key == defs[i].key)
      return i;
  throw ParamError("unknown parameter '" + std::string(key) + "'; `wbsim params` lists the " +
                   std::to_string(defs.size()) + " accepted keys");
}

void Params::set(std::string_view key, std::string_view text, std::string_view source)
{
  const size_t i = index_of(key);
  accessors()[i].set(*this, parse_value(table()[i], text));
  sources_[i] = std::string(source);
}

ParamValue Params::get(std::string_view key) const
{
  return accessors()[index_of(key)].get(*this);
}

std::string Params::get_text(std::string_view key) const
{
  const ParamValue v = get(key);
  if (const auto* d = std::get_if<double>(&v)) {
    if (find(key)->kind == ParamKind::Version)
      return std::to_string(static_cast<int>(*d) / 100) + "." + std::to_string(static_cast<int>(*d) % 100);
    // 12 digits read best ("3500000000", "6e-05"); a value that needs more
    // (a fitted one) gets 17, so that a profile printed from these values
    // loads back to the very same doubles (the profile fuzz target checks it).
    std::ostringstream os;
    os.precision(12);
    os << *d;
    if (std::strtod(os.str().c_str(), nullptr) != *d) {
      os.str("");
      os.precision(17); // enough for any double (max_digits10)
      os << *d;
    }
    return os.str();
  }
  if (const auto* b = std::get_if<bool>(&v))
    return *b ? "1" : "0";
  return std::get<std::string>(v);
}

const std::string& Params::source(std::string_view key) const
{
  return sources_[index_of(key)];
}

std::string Params::range_text(const ParamDef& def)
{
  switch (def.kind) {
  case ParamKind::Bool:
    return "0 or 1";
  case ParamKind::Enum: {
    std::string out = "one of ";
    const auto choices = split_choices(def.min_text);
    for (size_t i = 0; i < choices.size(); ++i)
      out += (i ? ", " : "") + choices[i];
    return out;
  }
  default:
    if (def.kind == ParamKind::Version)
      return std::string("version from ") + def.min_text + " to " + def.max_text;
    return std::string(to_string(def.kind)) + " from " + def.min_text + " to " + def.max_text + " (" + def.unit + ")";
  }
}

double Params::link_bandwidth() const
{
  // Per-lane raw rates: Gen1/2 use 8b/10b encoding, Gen3+ 128b/130b; Gen6 uses
  // FLIT mode at 64 GT/s (PCI-SIG specifications).
  static const double gts[] = {0, 2.5, 5, 8, 16, 32, 64};
  const int gen = static_cast<int>(dev_pcie_gen);
  const double encoding = gen <= 2 ? 0.8 : (gen == 6 ? 242.0 / 256.0 : 128.0 / 130.0);
  const double bytes_per_lane = gts[gen] * 1e9 * encoding / 8.0;
  return bytes_per_lane * dev_pcie_lanes * dev_link_efficiency;
}

double Params::cpu_capacity() const
{
  return std::max(1.0, static_cast<double>(cpu_cores) * cpu_smp_efficiency);
}

double Params::dirtyable_memory() const
{
  return std::max(0.0, mem_total - mem_reserved);
}

double Params::dirty_threshold() const
{
  if (vm_dirty_bytes > 0)
    return vm_dirty_bytes;
  return dirtyable_memory() * vm_dirty_ratio / 100.0;
}

double Params::background_threshold() const
{
  double bg = vm_dirty_background_bytes > 0 ? vm_dirty_background_bytes
                                            : dirtyable_memory() * vm_dirty_background_ratio / 100.0;
  // domain_dirty_limits(): a background threshold at or above the threshold is halved.
  const double thresh = dirty_threshold();
  if (bg >= thresh)
    bg = thresh / 2;
  return bg;
}

nlohmann::json Params::to_json() const
{
  nlohmann::json j = nlohmann::json::object();
  for (const auto& d : table()) {
    if (d.kind == ParamKind::Version)
      j[d.key] = get_text(d.key); // "6.12", not its internal 612
    else
      std::visit([&](const auto& v) { j[d.key] = v; }, get(d.key));
  }
  return j;
}

nlohmann::json Params::sources_json() const
{
  nlohmann::json j = nlohmann::json::object();
  const auto& defs = table();
  for (size_t i = 0; i < defs.size(); ++i)
    j[defs[i].key] = sources_[i];
  return j;
}

} // namespace wbsim
