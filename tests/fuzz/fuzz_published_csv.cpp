// Fuzz target: the published-results CSV (calibrate --published). Scenario
// names resolve against scenarios/published (read only).
#include "FuzzInput.hpp"

using namespace wbsim;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
  fuzz::refusing_input_errors([&] {
    const PublishedTable t = parse_published(fuzz::text(data, size), "fuzz.csv", WBSIM_FUZZ_PUBLISHED_DIR);
    nlohmann::json j = nlohmann::json::array();
    for (const auto& p : t.points)
      j.push_back({{"scenario", p.scenario}, {"metric", p.metric}, {"unit", p.unit}, {"source", p.source},
                   {"value", p.value}});
    (void)j.dump();
  });
  return 0;
}
