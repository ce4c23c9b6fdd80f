// Fuzz target: the unit parsers (model/Units.hpp). Every input line, and the
// part after its first '=', goes through each parser; only UnitError may
// refuse it, and what is accepted must be a number the formatters print.
#include "FuzzInput.hpp"

#include <cmath>
#include <cstdlib>

using namespace wbsim;

namespace {

void all_parsers(const std::string& v)
{
  fuzz::refusing_input_errors([&] { (void)format_bytes_iec(static_cast<double>(parse_size(v))); });
  fuzz::refusing_input_errors([&] { (void)parse_size(v, UnitMode::Strict); });
  fuzz::refusing_input_errors([&] {
    const double b = parse_size_real(v);
    if (!std::isfinite(b) || b < 0)
      std::abort(); // a size is a finite count of bytes
    (void)format_bytes_si(b);
  });
  fuzz::refusing_input_errors([&] {
    const double t = parse_time(v);
    if (!std::isfinite(t) || t < 0)
      std::abort(); // a duration is finite and not negative
    (void)format_seconds(t);
  });
  fuzz::refusing_input_errors([&] {
    const double r = parse_rate(v);
    if (!std::isfinite(r) || r < 0)
      std::abort();
  });
  fuzz::refusing_input_errors([&] { (void)parse_int(v); });
  fuzz::refusing_input_errors([&] { (void)parse_bool(v); });
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
  for (const auto& l : fuzz::lines(fuzz::text(data, size))) {
    all_parsers(l);
    if (const size_t eq = l.find('='); eq != std::string::npos)
      all_parsers(std::string(trim(l.substr(eq + 1))));
  }
  return 0;
}
