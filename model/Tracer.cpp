#include "Tracer.hpp"

#include <simgrid/s4u/Actor.hpp>

#include <fstream>
#include <stdexcept>

namespace sg4 = simgrid::s4u;

namespace wbsim {

int Tracer::track_id(const std::string& track)
{
  const auto it = tracks_.find(track);
  if (it != tracks_.end())
    return it->second;
  const int id = static_cast<int>(tracks_.size()) + 1;
  tracks_[track] = id;
  return id;
}

void Tracer::span(const std::string& category, const std::string& name, double start, double end,
                  const std::string& track)
{
  if (events_.size() >= max_events_) {
    ++dropped_;
    return;
  }
  const std::string t = track.empty() ? sg4::this_actor::get_name() : track;
  events_.push_back({{"ph", "X"},
                     {"cat", category},
                     {"name", name},
                     {"ts", start * 1e6}, // trace-event times are microseconds
                     {"dur", (end - start) * 1e6},
                     {"pid", 1},
                     {"tid", track_id(t)}});
}

void Tracer::counter(const std::string& name, double time, const std::map<std::string, double>& values)
{
  if (events_.size() >= max_events_) {
    ++dropped_;
    return;
  }
  nlohmann::json args = nlohmann::json::object();
  for (const auto& [k, v] : values)
    args[k] = v;
  events_.push_back({{"ph", "C"}, {"name", name}, {"ts", time * 1e6}, {"pid", 1}, {"args", args}});
}

nlohmann::json Tracer::to_json() const
{
  nlohmann::json events = nlohmann::json::array();
  events.push_back({{"ph", "M"}, {"name", "process_name"}, {"pid", 1}, {"args", {{"name", "wbsim simulated host"}}}});
  for (const auto& [name, id] : tracks_)
    events.push_back({{"ph", "M"}, {"name", "thread_name"}, {"pid", 1}, {"tid", id}, {"args", {{"name", name}}}});
  for (const auto& e : events_)
    events.push_back(e);
  return {{"traceEvents", events},
          {"displayTimeUnit", "ms"},
          {"otherData", {{"generator", "wbsim"}, {"dropped_events", dropped_}}}};
}

void Tracer::write(const std::string& path) const
{
  std::ofstream out(path);
  if (!out)
    throw std::runtime_error("--trace=" + path + ": cannot open for writing");
  out << to_json().dump() << "\n";
}

} // namespace wbsim
