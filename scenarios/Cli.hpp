// Cli: the `wbsim` command line. Sub-commands:
//   wbsim run [JOBFILE] [--name=x --rw=write ... fio options] [--profile=P]
//             [--set key=value]... [--output-format=normal|json] [--output=F]
//   wbsim params [--profile=P] [--set key=value]... [--format=table|json|profile]
//   wbsim profiles
// wbsim's options are parsed first (Boost.Program_options, with one option
// generated per fio option of the FioOptions table); only --cfg=/--log= go on
// to SimGrid.
#pragma once


namespace wbsim {

int run_cli(int argc, char** argv);

} // namespace wbsim
