// NoteText: the text of calibrate's fitted-value notes, shared by
// Calibrator and CacheFit (defined in Calibrator.cpp).
#pragma once

#include <string>

namespace wbsim {

std::string fmt(const char* f, double v); // printf of one number
std::string size_label(double bytes);     // a size in fio's spelling: "4k", "1M"

} // namespace wbsim
