// KernelFeatures: which write-path features a given kernel version and
// filesystem have, from the release each was merged in. Applied to every
// switch the user left at its default, so `kernel=6.1` or `fs.type=bcachefs`
// in a profile turns the right mechanisms on or off, and each switch can
// still be set alone.
#pragma once

#include "Params.hpp"

#include <string>
#include <vector>

namespace wbsim {

struct FeatureRule {
  const char* key;        // the switch parameter
  const char* fs;         // filesystem it applies to, "*" for all
  int since;              // first version with it (major*100+minor), 0 = never
  const char* on_value;   // value when present
  const char* off_value;  // value before
  const char* why;        // the change that brought it
};

const std::vector<FeatureRule>& feature_rules();

// Sets every switch whose source is still "default" from params.kernel and
// params.fs_type; records the rule as its source.
void apply_kernel_features(Params& params);

} // namespace wbsim
