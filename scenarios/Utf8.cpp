#include "Utf8.hpp"

#include <cstdio>

namespace wbsim {

std::optional<size_t> first_invalid_utf8(std::string_view text)
{
  const auto byte = [&](size_t i) { return static_cast<unsigned char>(text[i]); };
  size_t i = 0;
  while (i < text.size()) {
    const unsigned char b = byte(i);
    if (b < 0x80) {
      ++i;
      continue;
    }
    // Lead byte: sequence length and the allowed range of the second byte
    // (Unicode table 3-7 narrows it for E0, ED, F0 and F4).
    size_t len = 0;
    unsigned char lo = 0x80, hi = 0xBF;
    if (b >= 0xC2 && b <= 0xDF) {
      len = 2;
    } else if (b >= 0xE0 && b <= 0xEF) {
      len = 3;
      if (b == 0xE0)
        lo = 0xA0; // overlong below U+0800
      else if (b == 0xED)
        hi = 0x9F; // surrogates U+D800..U+DFFF
    } else if (b >= 0xF0 && b <= 0xF4) {
      len = 4;
      if (b == 0xF0)
        lo = 0x90; // overlong below U+10000
      else if (b == 0xF4)
        hi = 0x8F; // above U+10FFFF
    } else {
      return i; // 0x80..0xC1 (continuation or overlong lead) and 0xF5..0xFF
    }
    if (i + 1 >= text.size() || byte(i + 1) < lo || byte(i + 1) > hi)
      return i;
    for (size_t k = 2; k < len; ++k)
      if (i + k >= text.size() || byte(i + k) < 0x80 || byte(i + k) > 0xBF)
        return i;
    i += len;
  }
  return std::nullopt;
}

std::string utf8_problem(std::string_view text)
{
  const std::optional<size_t> at = first_invalid_utf8(text);
  if (!at)
    return "";
  char hex[8];
  std::snprintf(hex, sizeof hex, "0x%02X", static_cast<unsigned>(static_cast<unsigned char>(text[*at])));
  return std::string("byte ") + hex + " at column " + std::to_string(*at + 1) +
         " is not valid UTF-8; accepted: UTF-8 text (ASCII is UTF-8)";
}

} // namespace wbsim
