#include "Invariants.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <utility>

namespace wbsim {

namespace check {

std::string fmt(double v)
{
  char b[40];
  std::snprintf(b, sizeof b, "%.17g", v);
  return b;
}

// 1e-9 of the larger side, or one byte: counters of whole bytes are compared
// with fractional ones.
bool same(double a, double b)
{
  return std::fabs(a - b) <= std::max(1.0, 1e-9 * std::max(std::fabs(a), std::fabs(b)));
}

} // namespace check

namespace {

using check::fmt;
using check::same;

bool at_most(double a, double b) { return a <= b || same(a, b); }

// Device byte counts: disk_util counts whole bytes per request
// (NvmeDevice::complete rounds each request with llround), while what is
// submitted and written back are expected, fractional amounts in the
// aggregated mode and on rewrites (PageCache::write shares a write between
// dirty, clean and new data). Each request then differs by at most half a
// byte; a request is one or more commands, so 0.5 x commands bounds the sum.
bool same_device(double a, double b, double ios) { return same(a, b) || std::fabs(a - b) <= 0.5 * ios; }

} // namespace

std::vector<Violation> Invariants::check_end(const EndFigures& f)
{
  std::vector<Violation> v;
  // fio reports what the jobs performed; with ramp_time the first IOs are left out.
  if (f.ramp ? !at_most(f.job_bytes, f.performed_bytes) : !same(f.job_bytes, f.performed_bytes))
    v.push_back({"job bytes reported", "jobs' io_bytes " + fmt(f.job_bytes) + (f.ramp ? " > " : " != ") +
                                           "bytes performed " + fmt(f.performed_bytes)});
  // Every byte a job wrote went through the page cache or directly to the
  // device (and a job's reads are direct).
  if (!same(f.performed_bytes, f.buffered_bytes + f.direct_bytes + f.direct_read_bytes))
    v.push_back({"bytes written = buffered + direct", "performed " + fmt(f.performed_bytes) + " != buffered " +
                                                          fmt(f.buffered_bytes) + " + direct " + fmt(f.direct_bytes) +
                                                          " + direct reads " + fmt(f.direct_read_bytes)});
  // Page cache: every byte dirtied is written back, still dirty, or under writeback.
  if (!same(f.dirtied, f.written_back + f.dirty_end + f.writeback_end))
    v.push_back({"page cache conservation", "dirtied " + fmt(f.dirtied) + " != written back " + fmt(f.written_back) +
                                                " + dirty at end " + fmt(f.dirty_end) + " + in flight " +
                                                fmt(f.writeback_end)});
  if (!same(f.writeback_started, f.written_back + f.writeback_end) ||
      !at_most(f.writeback_ended_requested, f.writeback_started))
    v.push_back({"writeback ends match starts", "started " + fmt(f.writeback_started) + ", ended " +
                                                    fmt(f.written_back) + " (asked " +
                                                    fmt(f.writeback_ended_requested) + "), in flight " +
                                                    fmt(f.writeback_end)});
  // The device: what was submitted completed or is still in flight.
  if (!same_device(f.device_submitted, f.device_completed + f.device_inflight, f.device_ios))
    v.push_back({"every IO submitted completes", "device submitted " + fmt(f.device_submitted) + " != completed " +
                                                     fmt(f.device_completed) + " + in flight " +
                                                     fmt(f.device_inflight)});
  // What the device wrote: the writeback (x the stated amplification) plus the
  // direct writes; under no_data_io the writeback never reaches it.
  const double expected =
      (f.no_data_io ? 0.0 : (f.writeback_to_device - f.writeback_building) * f.amplification) + f.direct_bytes +
      f.log_bytes;
  if (!same_device(f.device_written, expected, f.device_ios))
    v.push_back({"device bytes", "device written " + fmt(f.device_written) + " != written back " +
                                     fmt(f.writeback_to_device) +
                                     (f.writeback_building > 0 ? " (still being built " + fmt(f.writeback_building) + ")" : "") +
                                     " x amplification " + fmt(f.amplification) +
                                     (f.no_data_io ? " (no_data_io: 0)" : "") + " + direct " + fmt(f.direct_bytes) +
                                     " + fsync log " + fmt(f.log_bytes)});
  // A lock is held by at most max_holders tasks at a time: its callers' holds
  // add up to at most the run's length times that.
  std::map<std::string, std::pair<double, int>> held; // lock -> (hold summed over callers, holders)
  for (const auto& l : f.locks) {
    const std::string who = l.name + " (" + l.caller + ")";
    if (l.hold < 0 || l.wait < 0)
      v.push_back({"lock hold time", who + ": hold " + fmt(l.hold) + " s, wait " + fmt(l.wait) + " s"});
    if (l.utilisation < 0 || l.utilisation > l.max_holders + 1e-9 || l.peak_utilisation < 0 ||
        l.peak_utilisation > l.max_holders + 1e-9)
      v.push_back({"lock utilisation", who + ": utilisation " + fmt(l.utilisation) + ", peak " +
                                           fmt(l.peak_utilisation) + ", holders " + std::to_string(l.max_holders)});
    held[l.name].first += l.hold;
    held[l.name].second = l.max_holders;
  }
  for (const auto& [name, h] : held)
    if (!(h.first <= f.sim_time * h.second * (1 + 1e-9)))
      v.push_back({"lock hold time", name + ": held " + fmt(h.first) + " s over all callers, run " +
                                         fmt(f.sim_time) + " s x " + std::to_string(h.second) + " holders"});
  return v;
}

void Invariants::enforce(const std::vector<Violation>& v)
{
  if (v.empty())
    return;
  std::string msg = "model invariant violated:";
  for (const auto& x : v)
    msg += "\n  " + x.invariant + ": " + x.figures;
  throw InvariantViolation(msg);
}

void Invariants::note(Violation v)
{
  // The first time each invariant breaks is the one to report; a run that
  // breaks one keeps breaking it at every later sample.
  for (const auto& x : seen_)
    if (x.invariant == v.invariant)
      return;
  seen_.push_back(std::move(v));
}

void Invariants::observe(double now, double dirty, double writeback, double clean, double memory)
{
  if (now < last_time_)
    note({"simulated time is monotone", "time went from " + fmt(last_time_) + " s back to " + fmt(now) + " s"});
  last_time_ = std::max(last_time_, now);
  // A byte of slack below zero: the aggregated mode subtracts fractional amounts.
  if (dirty < -1 || writeback < -1 || clean < -1)
    note({"page cache never negative", "at " + fmt(now) + " s: dirty " + fmt(dirty) + ", writeback " +
                                                       fmt(writeback) + ", clean " + fmt(clean)});
  if (!at_most(dirty + writeback, memory))
    note({"dirty within memory", "at " + fmt(now) + " s: dirty " + fmt(dirty) + " + writeback " +
                                                fmt(writeback) + " > memory " + fmt(memory)});
}

void Invariants::observe_file(double now, const std::string& path, double cached, double size, double page)
{
  const double whole_pages = std::ceil(size / page) * page;
  if (!at_most(cached, whole_pages))
    note({"file cache within file size", "at " + fmt(now) + " s: " + path + " has " + fmt(cached) +
                                                        " bytes cached, more than its " + fmt(size) +
                                                        " bytes in pages of " + fmt(page)});
}

} // namespace wbsim
