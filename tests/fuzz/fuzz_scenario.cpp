// Fuzz target: a `.scenario` file (calibrate --published). The input is
// written as s.scenario in a directory of this process that also holds j.fio,
// so `job=j.fio` resolves; read_scenario reads it from there.
#include "FuzzInput.hpp"

#include <stdlib.h> // mkdtemp
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>

using namespace wbsim;

namespace {

// The directory lives as long as the process and is removed at exit by its
// own destructor. (An atexit() handler registered while the static was being
// built ran after the static's destructor, reading the freed path: found by
// fuzz_scenario under ASan at exit, and the directories were left in /tmp.)
struct Sandbox {
  std::string dir;
  Sandbox()
  {
    char tmpl[] = "/tmp/wbsim-fuzz-scenario-XXXXXX";
    if (mkdtemp(tmpl) == nullptr) {
      std::perror("fuzz_scenario: mkdtemp /tmp/wbsim-fuzz-scenario-XXXXXX");
      std::abort(); // no sandbox: nothing to fuzz in
    }
    dir = tmpl;
    std::ofstream(dir + "/j.fio") << "[j]\nrw=write\nsize=1M\n";
  }
  ~Sandbox()
  {
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
  }
};

const std::string& sandbox()
{
  static const Sandbox box;
  return box.dir;
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
