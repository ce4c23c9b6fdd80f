// InputError: the base of every error that the user's input causes (a job
// file, a profile, a parameter, a unit, the command line, published data, a
// replay's target). Each kind says how the command boundary prints it and
// with which exit status, so that one handler (run_with_input_errors) serves
// every command; whatever else escapes a command is a bug (exit status 3).
#pragma once

#include <stdexcept>
#include <string>

namespace wbsim {

class InputError : public std::runtime_error {
public:
  // `label` follows "wbsim: " ("job error: "); kCommandScoped puts the
  // command's name there instead ("wbsim replay: ").
  static constexpr const char* kCommandScoped = nullptr;

  InputError(const std::string& what, const char* label, int exit_status)
      : std::runtime_error(what), label_(label), exit_status_(exit_status)
  {
  }

  int exit_status() const { return exit_status_; }

  // The line the CLI prints for this error, raised by `command` ("run").
  std::string message(const std::string& command) const
  {
    if (label_ == kCommandScoped)
      return "wbsim " + command + ": " + what();
    return std::string("wbsim: ") + label_ + what();
  }

private:
  const char* label_;
  int exit_status_;
};

} // namespace wbsim
