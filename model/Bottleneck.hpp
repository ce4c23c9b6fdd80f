// Bottleneck: names what limited a run (device, copy, throttle, flusher,
// latency) from its utilisations, with the evidence. A pure function of the
// results, so it can be tested and reused for native replay.
#pragma once

#include "Results.hpp"

namespace wbsim {

Bottleneck diagnose(const RunResult& r);

} // namespace wbsim
