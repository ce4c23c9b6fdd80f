// Utf8: the check every text input goes through before any of it can reach
// output. JSON (nlohmann::json::dump) throws on invalid UTF-8, and the text
// and Python outputs would carry the bad bytes on, so job files, fio-style
// arguments, profiles, .scenario files and the published CSV reject them at
// parse time, naming the place, instead of failing after the simulation.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace wbsim {

// Offset of the first byte that does not start or continue a well-formed
// UTF-8 sequence (Unicode 15 §3.9, table 3-7: no overlong forms, no
// surrogates, nothing above U+10FFFF); nullopt when the text is valid.
std::optional<size_t> first_invalid_utf8(std::string_view text);

// "" when valid, else what is wrong and what is accepted, without the bad
// bytes themselves (they would make the message invalid too), e.g.
// "byte 0xFF at column 7 is not valid UTF-8; accepted: UTF-8 text (ASCII is UTF-8)".
std::string utf8_problem(std::string_view text);

} // namespace wbsim
