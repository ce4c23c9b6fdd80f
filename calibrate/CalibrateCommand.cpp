#include "CalibrateCommand.hpp"

#include "Calibrator.hpp"
#include "Params.hpp"
#include "Profile.hpp"
#include "ReplayEngine.hpp"
#include "RunRequest.hpp"

#include <boost/program_options.hpp>

#include <unistd.h>

#include <atomic>
#include <csignal>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iostream>

namespace po = boost::program_options;

namespace wbsim {

namespace {

// Between replays (fits, memcpy) SIGINT only sets this flag; during a replay
// NativeReplay's own handler stops the jobs and then restores this one.
std::atomic<int> g_calibrate_stop{0};

void on_calibrate_sigint(int)
{
  g_calibrate_stop.store(EINTR);
}

class SigintFlag {
public:
  SigintFlag()
  {
    struct sigaction sa {};
    sa.sa_handler = on_calibrate_sigint;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGINT, &sa, &old_);
  }
  ~SigintFlag() { sigaction(SIGINT, &old_, nullptr); }
  SigintFlag(const SigintFlag&) = delete;
  SigintFlag& operator=(const SigintFlag&) = delete;

private:
  struct sigaction old_ {};
};

const char* kUsage = "usage: wbsim calibrate --directory DIR -o machine.profile [--quick]\n\n"
                     "Measures this machine with microbenchmarks under DIR (O_DIRECT device curve, buffered\n"
                     "writes in cache, writeback with fsync, memcpy), fits the model's parameters and writes\n"
                     "them as a profile with the fit quality of each. Full run <= 5 min, --quick <= 60 s.\n"
                     "Writes only files it creates under DIR and removes them at the end.\n";

std::string host_name()
{
  char buf[256] = {};
  if (gethostname(buf, sizeof buf - 1) != 0 || !buf[0])
    return "machine";
  return buf;
}

std::string today()
{
  const std::time_t t = std::time(nullptr);
  std::tm tm {};
  gmtime_r(&t, &tm);
  char buf[64];
  std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M UTC", &tm);
  return buf;
}

int calibrate_main(const std::vector<std::string>& args)
{
  po::options_description d("Calibrate options");
  d.add_options()("help,h", "this help")("directory", po::value<std::string>(),
                                          "DIR: where the scratch files are created (required)")(
      "output,o", po::value<std::string>(), "the profile to write (required)")(
      "quick", "a shorter run (<= 60 s): fewer points, smaller sizes")(
      "tiny", "test-only: a few MiB and 1-2 points per phase; the fits are not meaningful")(
      "no-reads", "do not measure reads (dev.read_* keep their defaults)")(
      "engine", po::value<std::string>()->default_value("libaio"), "engine of the queue-depth sweep: libaio or io_uring")(
      "no-progress", "no progress line on stderr");
  po::variables_map vm;
  try {
    po::store(po::command_line_parser(args).options(d).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    throw UsageError(std::string(e.what()) + "\n" + kUsage);
  }
  if (vm.count("help")) {
    std::cout << kUsage << "\n" << d << "\n";
    return 0;
  }
  if (!vm.count("directory"))
    throw UsageError("--directory DIR is required: calibrate writes its scratch files there, and nowhere else");
  if (!vm.count("output"))
    throw UsageError("-o FILE is required: the profile to write");
  const std::string engine = vm["engine"].as<std::string>();
  if (engine != "libaio" && engine != "io_uring")
    throw UsageError("--engine=" + engine + ": accepted: libaio, io_uring");
  const std::string output = vm["output"].as<std::string>();
  // Refuse an unwritable -o before spending minutes measuring.
  const std::string tmp = output + ".tmp." + std::to_string(getpid());
  {
    std::ofstream probe(tmp);
    if (!probe)
      throw UsageError("-o " + output + ": cannot write " + tmp);
  }
  std::remove(tmp.c_str());

  CalibrateConfig cfg;
  cfg.directory = vm["directory"].as<std::string>();
  cfg.quick = vm.count("quick") > 0;
  cfg.tiny = vm.count("tiny") > 0;
  cfg.reads = vm.count("no-reads") == 0;
  cfg.engine = engine;
  cfg.progress = isatty(STDERR_FILENO) != 0 && vm.count("no-progress") == 0;
  cfg.stop = &g_calibrate_stop;
  g_calibrate_stop.store(0);

  CalibrationResult res;
  {
    SigintFlag flag;
    res = Calibrator(cfg).run();
  }
  for (const auto& n : res.notes)
    std::cerr << "wbsim calibrate: " << n << "\n";
  std::fprintf(stderr, "wbsim calibrate: elapsed %.1f s\n", res.elapsed);
  if (res.stopped) {
    std::cerr << "wbsim calibrate: stopped: " << res.stop_reason << "; " << output << " not written\n";
    return 1;
  }

  const std::string name = host_name() + "-calibrated";
  std::string mode = cfg.tiny ? "tiny (test)" : cfg.quick ? "quick" : "full";
  const std::string description = "wbsim calibrate (" + mode + ") on " + host_name() + ", " + today() + ", in " +
                                  cfg.directory + ", " + std::to_string(static_cast<int>(res.elapsed + 0.5)) + " s";
  const std::string text = calibration_profile(name, description, res.fitted, res.notes);
  {
    std::ofstream out(tmp);
    out << text;
    out.close();
    if (!out) {
      std::remove(tmp.c_str());
      throw UsageError("-o " + output + ": cannot write " + tmp);
    }
  }
  // The profile must load back; check before it replaces anything.
  try {
    Params check;
    apply_profile(tmp, check);
  } catch (...) {
    std::remove(tmp.c_str());
    throw;
  }
  if (std::rename(tmp.c_str(), output.c_str()) != 0) {
    std::remove(tmp.c_str());
    throw UsageError("-o " + output + ": cannot rename " + tmp + " to it");
  }
  std::cout << "wbsim calibrate: wrote " << output << " (profile " << name << ")\n";
  for (const auto& p : res.fitted) {
    const ParamDef* def = Params::find(p.key);
    const bool time = def && def->kind == ParamKind::Time;
    char buf[64];
    std::snprintf(buf, sizeof buf, time ? "%.3f us" : "%.1f MB/s", time ? p.value * 1e6 : p.value / 1e6);
    std::cout << "  " << p.key << " = " << buf << "    # " << p.comment << "\n";
  }
  return 0;
}

} // namespace

int cmd_calibrate(const std::vector<std::string>& args)
{
  return run_with_input_errors("calibrate", [&]() -> int {
    try {
      return calibrate_main(args);
    } catch (const ReplayError& e) {
      std::cerr << "wbsim calibrate: " << e.what() << "\n";
      return 1;
    }
  });
}

} // namespace wbsim
