// Units: the one parser for sizes, times and rates at wbsim's edges.
//
// Inside wbsim every quantity is an SI double (bytes, seconds, bytes/s).
// Text enters through two grammars:
//  - fio job files and fio-style arguments follow fio's kb_base=1024
//    "compatibility mode" (fio HOWTO, option kb_base): k/K/KB/Ki = 1024 while
//    the three-letter IEC spellings KiB/MiB/... mean powers of 1000;
//  - profiles and --set use strict units: KiB = 1024, KB/kB/k = 1000, so a
//    device datasheet's "6900MB/s" means what it says.
#pragma once

#include "InputError.hpp"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace wbsim {

enum class UnitMode {
  FioCompat, // fio kb_base=1024 (default in fio)
  FioSI,     // fio kb_base=1000
  Strict,    // profiles: IEC = 1024, SI = 1000
};

class UnitError : public InputError {
public:
  explicit UnitError(const std::string& what) : InputError(what, "", 1) {}
};

// "4k", "1024Ki", "100G", "12345". Throws UnitError naming what is accepted.
uint64_t parse_size(std::string_view text, UnitMode mode = UnitMode::FioCompat);
// Same grammar, fractional values allowed ("1.5G", "6.9e9"); for parameters.
double parse_size_real(std::string_view text, UnitMode mode = UnitMode::Strict);
// "20us", "1.5ms", "30", "1m", "2h". default_unit applies to a bare number
// (fio's runtime defaults to seconds, latencies in profiles too).
double parse_time(std::string_view text, double default_unit = 1.0);
// A rate "6900MB/s" or "6.9G" (bytes per second), strict units.
double parse_rate(std::string_view text);
// A plain integer with optional sign; fio accepts 0x hex too.
int64_t parse_int(std::string_view text);
// fio booleans: 1/0, true/false, yes/no, on/off.
bool parse_bool(std::string_view text);

// Human-readable forms used by the text output: fio-style "4096MiB" etc.
std::string format_bytes_iec(double bytes);   // fio-like: 4096KiB, 1536MiB, 12GiB
std::string format_bytes_si(double bytes);    // 1611MB ...
std::string format_seconds(double seconds);   // 20us, 1.5ms, 3.2s

std::string_view trim(std::string_view s);

} // namespace wbsim
