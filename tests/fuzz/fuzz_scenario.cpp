// Fuzz target: a `.scenario` file (calibrate --published). The input is
// written as s.scenario in a directory of this process that also holds j.fio,
// so `job=j.fio` resolves; read_scenario reads it from there.
#include "FuzzInput.hpp"

#include <stdlib.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

using namespace wbsim;

namespace {

const std::string& sandbox()
{
  static const std::string dir = [] {
    char tmpl[] = "/tmp/wbsim-fuzz-scenario-XXXXXX";
    const std::string d = mkdtemp(tmpl);
    std::ofstream(d + "/j.fio") << "[j]\nrw=write\nsize=1M\n";
    std::atexit([] {
      std::error_code ec;
      std::filesystem::remove_all(sandbox(), ec);
    });
    return d;
  }();
  return dir;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size)
{
  const std::string path = sandbox() + "/s.scenario";
  {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  }
  fuzz::refusing_input_errors([&] {
    const PublishedScenario s = read_scenario(path, "s");
    nlohmann::json j = {{"description", s.description}, {"args", s.args}, {"facts", s.facts}};
    (void)j.dump();
  });
  return 0;
}
