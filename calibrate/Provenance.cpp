#include "Provenance.hpp"

#include <sys/utsname.h>
#include <unistd.h>

#include <ctime>

namespace wbsim {

std::string host_name()
{
  char buf[256] = {};
  if (gethostname(buf, sizeof buf - 1) != 0 || !buf[0])
    return "machine";
  return buf;
}

std::string kernel_release()
{
  utsname u{};
  return uname(&u) == 0 ? u.release : "unknown";
}

std::string utc_now()
{
  const std::time_t t = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&t, &tm);
  char buf[64];
  std::strftime(buf, sizeof buf, "%Y-%m-%d %H:%M UTC", &tm);
  return buf;
}

} // namespace wbsim
