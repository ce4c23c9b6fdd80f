#include "Units.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>

namespace wbsim {

std::string_view trim(std::string_view s)
{
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
    s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
    s.remove_suffix(1);
  return s;
}

namespace {

std::string lower(std::string_view s)
{
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
  return out;
}

const char* kSizeHelp = "a number with an optional unit: k, m, g, t, p (with optional b or i/ib), e.g. 4k, 1024Ki, 100G";

// Splits "12.5GiB" into the number and the suffix; throws when no digits lead.
std::pair<double, std::string> split_number(std::string_view text, const char* what)
{
  std::string t(trim(text));
  if (t.empty())
    throw UnitError(std::string("empty value; expected ") + what);
  size_t pos = 0;
  double v = 0;
  try {
    v = std::stod(t, &pos);
  } catch (const std::exception&) {
    throw UnitError("'" + t + "' is not " + what);
  }
  if (!std::isfinite(v))
    throw UnitError("'" + t + "' is not a finite number; expected " + what);
  return {v, lower(trim(std::string_view(t).substr(pos)))};
}

// Multiplier of a size suffix under the chosen mode. Returns 0 for an unknown suffix.
double size_multiplier(const std::string& suffix, UnitMode mode)
{
  if (suffix.empty() || suffix == "b")
    return 1;
  static const std::string prefixes = "kmgtp";
  const auto p = prefixes.find(suffix[0]);
  if (p == std::string::npos)
    return 0;
  const int power = static_cast<int>(p) + 1;
  const std::string rest = suffix.substr(1);
  const bool iec3 = rest == "ib";          // "kib": IEC spelling
  const bool si = rest.empty() || rest == "b";
  const bool i_only = rest == "i";         // "ki": fio reads it as plain "k"
  if (!iec3 && !si && !i_only)
    return 0;
  double base = 1024;
  switch (mode) {
  case UnitMode::FioCompat: // fio parse.c: with kb_base=1024 the IEC spellings are "opposite" (1000)
    base = iec3 ? 1000 : 1024;
    break;
  case UnitMode::FioSI:
    base = iec3 ? 1024 : 1000;
    break;
  case UnitMode::Strict:
    base = (iec3 || i_only) ? 1024 : 1000;
    break;
  }
  return std::pow(base, power);
}

} // namespace

double parse_size_real(std::string_view text, UnitMode mode)
{
  auto [v, suffix] = split_number(text, kSizeHelp);
  const double m = size_multiplier(suffix, mode);
  if (m == 0)
    throw UnitError("unknown size unit '" + suffix + "' in '" + std::string(trim(text)) + "'; expected " + kSizeHelp);
  // Refused here as parse_size, parse_time and parse_rate refuse theirs: a
  // size is a count of bytes (fuzz_units found "-2Gi" accepted as -2 GiB).
  if (v < 0)
    throw UnitError("'" + std::string(trim(text)) + "' is negative; expected a size >= 0, " + kSizeHelp);
  return v * m;
}

uint64_t parse_size(std::string_view text, UnitMode mode)
{
  const std::string t(trim(text));
  if (!t.empty() && t[0] == '-')
    throw UnitError("'" + t + "' is negative; expected a size >= 0, " + kSizeHelp);
  const double v = parse_size_real(t, mode);
  if (v > 9.0e18)
    throw UnitError("'" + t + "' is too large; sizes must be below 8 EiB");
  if (v != std::floor(v))
    throw UnitError("'" + t + "' is not a whole number of bytes");
  return static_cast<uint64_t>(v);
}

double parse_time(std::string_view text, double default_unit)
{
  auto [v, suffix] = split_number(text, "a time such as 30, 1m, 500ms, 20us");
  // Sub-second units divide rather than multiply: 60 / 1e6 is the double
  // nearest 60 us (6e-05), 60 * 1e-6 is one ulp off it, and a value printed
  // into a profile must read back as the same double.
  double m = 0, d = 1;
  if (suffix.empty())
    m = default_unit;
  else if (suffix == "ns" || suffix == "nsec")
    d = 1e9, m = 1;
  else if (suffix == "us" || suffix == "usec")
    d = 1e6, m = 1;
  else if (suffix == "ms" || suffix == "msec")
    d = 1e3, m = 1;
  else if (suffix == "s" || suffix == "sec")
    m = 1;
  else if (suffix == "m" || suffix == "min")
    m = 60;
  else if (suffix == "h")
    m = 3600;
  else if (suffix == "d")
    m = 86400;
  else
    throw UnitError("unknown time unit '" + suffix + "' in '" + std::string(trim(text)) +
                    "'; expected ns, us, ms, s, m (minutes), h or d");
  if (v < 0)
    throw UnitError("'" + std::string(trim(text)) + "' is negative; expected a time >= 0");
  return v * m / d;
}

double parse_rate(std::string_view text)
{
  std::string t(trim(text));
  const std::string l = lower(t);
  if (l.size() > 2 && l.compare(l.size() - 2, 2, "/s") == 0)
    t.resize(t.size() - 2);
  if (!t.empty() && t[0] == '-')
    throw UnitError("'" + std::string(trim(text)) + "' is negative; expected a rate such as 6900MB/s");
  return parse_size_real(t, UnitMode::Strict);
}

int64_t parse_int(std::string_view text)
{
  const std::string t(trim(text));
  if (t.empty())
    throw UnitError("empty value; expected an integer");
  size_t pos = 0;
  long long v = 0;
  try {
    // fio's str_to_decimal(): hex with 0x, otherwise decimal (a leading zero is not octal).
    const size_t digits = (t[0] == '-' || t[0] == '+') ? 1 : 0;
    const bool hex = t.size() > digits + 2 && t[digits] == '0' && (t[digits + 1] == 'x' || t[digits + 1] == 'X');
    v = std::stoll(t, &pos, hex ? 16 : 10);
  } catch (const std::out_of_range&) {
    throw UnitError("'" + t + "' is out of the integer range");
  } catch (const std::exception&) {
    throw UnitError("'" + t + "' is not an integer");
  }
  if (pos != t.size())
    throw UnitError("'" + t + "' is not an integer");
  return v;
}

bool parse_bool(std::string_view text)
{
  const std::string l = lower(trim(text));
  if (l == "1" || l == "true" || l == "yes" || l == "on")
    return true;
  if (l == "0" || l == "false" || l == "no" || l == "off")
    return false;
  throw UnitError("'" + std::string(trim(text)) + "' is not a boolean; expected 0 or 1 (or true/false, yes/no, on/off)");
}

namespace {
std::string format_scaled(double v, double base, const char* const* names, int n)
{
  int i = 0;
  double x = v;
  while (i + 1 < n && std::fabs(x) >= base * 10) { // fio keeps four significant digits before scaling
    x /= base;
    ++i;
  }
  char buf[64];
  if (x == std::floor(x) || std::fabs(x) >= 100)
    std::snprintf(buf, sizeof buf, "%.0f%s", x, names[i]);
  else
    std::snprintf(buf, sizeof buf, "%.1f%s", x, names[i]);
  return buf;
}
} // namespace

std::string format_bytes_iec(double bytes)
{
  static const char* const names[] = {"B", "KiB", "MiB", "GiB", "TiB", "PiB"};
  return format_scaled(bytes, 1024, names, 6);
}

std::string format_bytes_si(double bytes)
{
  static const char* const names[] = {"B", "kB", "MB", "GB", "TB", "PB"};
  return format_scaled(bytes, 1000, names, 6);
}

std::string format_seconds(double s)
{
  // Round to three significant digits first, then pick the unit, so that
  // 0.9996 s prints as 1s and never in exponent form.
  char buf[64];
  const double rounded = s > 0 ? std::stod([&] {
    std::snprintf(buf, sizeof buf, "%.3g", s);
    return std::string(buf);
  }()) : s;
  if (rounded < 1e-6)
    std::snprintf(buf, sizeof buf, "%.0fns", rounded * 1e9);
  else if (rounded < 1e-3)
    std::snprintf(buf, sizeof buf, "%.4gus", rounded * 1e6);
  else if (rounded < 1)
    std::snprintf(buf, sizeof buf, "%.4gms", rounded * 1e3);
  else
    std::snprintf(buf, sizeof buf, "%.4gs", rounded);
  return buf;
}

} // namespace wbsim
