// Cli: the `wbsim` command line, the one composition root: the only place
// that sees every library (model/, scenarios/, calibrate/ and the Python
// package's path). It is a table of commands {name, usage, run}; each
// command lives in its own layer's library:
//   scenarios/  run, params, profiles, stats, compare
//   calibrate/  replay, calibrate, machine-state, validate, testbed, bench
//   here        plan (runs python/wbsim/plan with this source tree's package)
// wbsim's options are parsed first (Boost.Program_options, with one option
// generated per fio option of the FioOptions table); only --cfg=/--log= go on
// to SimGrid.
#pragma once

namespace wbsim {

int run_cli(int argc, char** argv);

} // namespace wbsim
