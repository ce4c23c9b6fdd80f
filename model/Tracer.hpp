// Tracer: the simulated timeline as Chrome trace-event JSON (the format
// Perfetto and chrome://tracing open): complete events ("ph": "X") for lock
// holds, device commands, throttle pauses, flusher passes and write batches,
// one track per simulated thread, and counters for dirty and writeback bytes.
// Memory is bounded: past max_events further events are counted, not kept.
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace wbsim {

class Tracer {
public:
  explicit Tracer(uint64_t max_events) : max_events_(max_events) {}

  // A span [start, end] in simulated seconds on the calling actor's track
  // (or on `track` when given).
  void span(const std::string& category, const std::string& name, double start, double end,
            const std::string& track = "");
  void counter(const std::string& name, double time, const std::map<std::string, double>& values);

  uint64_t dropped() const { return dropped_; }
  nlohmann::json to_json() const;
  void write(const std::string& path) const; // throws std::runtime_error naming the path

private:
  int track_id(const std::string& track);

  uint64_t max_events_;
  uint64_t dropped_ = 0;
  std::vector<nlohmann::json> events_;
  std::map<std::string, int> tracks_;
};

} // namespace wbsim
