// wbsim: the command line (see Cli.hpp).
#include "Cli.hpp"

int main(int argc, char** argv)
{
  return wbsim::run_cli(argc, argv);
}
