// TestbedFit: `wbsim testbed --fit`. Fits the host-side write-path costs of
// each filesystem, the engines, the io-wq punt and the FUSE round trip to the
// testbed's QD1 single-writer first-write cells (no fsync), and writes them as
// profiles with their provenance and residuals.
//
// At QD1 with one writer and no throttling or writeback, the model's time per
// IO is a sum of per-IO CPU costs, linear in the fitted parameters. So each
// cell is simulated once with the fitted parameters at zero (a child `wbsim
// run`: t0, which carries every estimate that is not fitted, in the model's
// own shapes for this kernel: folios, iterations, punts, FUSE requests), and
// the gap to the measurement, y = 1/IOPS - t0, is fitted by weighted NNLS
// (LeastSquares) on the counts per IO of each fitted parameter:
//   per fs:    fs.write_call (1 per write), fs.write_page (4 KiB blocks per write);
//              fuse instead: fuse.round_trip (requests per write) and
//              1/fuse.daemon_bw (bytes per write)
//   shared:    engine.pvsync, engine.libaio_* and engine.uring_* (1 per IO of
//              that engine; split evenly into submit and complete), iowq.idle_punt
//              (punted writes that found their worker asleep, per IO, from
//              the baseline run's iowq_idle_starts).
// Weights 1/y_measured^2 make the residuals relative. engine.psync stays an
// estimate: it is collinear with fs.write_call (every cell has both).
#pragma once

#include "Testbed.hpp"

#include <Eigen/Dense>

#include <map>
#include <string>
#include <vector>

namespace wbsim {

// One fitted cell: measured per-IO time and the counts per IO of each column.
struct FitRow {
  std::string key;
  double measured = 0; // seconds per IO (1 / median IOPS)
  double baseline = 0; // the model's seconds per IO with the fitted parameters at 0
  std::map<std::string, double> counts; // column name -> count per IO
};

// Column names: "<fs>.write_call", "<fs>.write_page", "fuse.round_trip",
// "fuse.inv_daemon_bw", "engine.pvsync", "engine.libaio", "engine.uring",
// "iowq.idle_punt". Pure: builds the design from rows.
struct FitDesign {
  std::vector<std::string> columns;
  Eigen::MatrixXd X;
  Eigen::VectorXd y, w;
};
FitDesign fit_design(const std::vector<FitRow>& rows);

// The testbed machine's facts as --set assignments (cores, memory, kernel,
// the loop-over-tmpfs device) and the parameters zeroed for the baseline.
std::vector<std::string> testbed_machine_sets(const TestbedRecord& rec);
// The state a cell's runs started from (mem.start_warm from its warm_bytes).
std::vector<std::string> testbed_cell_sets(const TestbedRecord& rec, const CellResult& c);
// Every --set of a fit's baseline run of cell `c`: the machine, the testbed's
// device (the same estimates testbed-vm.profile states), the cell's warm
// memory, the fitted parameters at zero, and fio's measured null-engine loop.
std::vector<std::string> fit_baseline_sets(const TestbedRecord& rec, const CellResult& c);
bool reports_free_pages(const TestbedRecord& rec); // TestbedRecord::page_reporting

// Runs the baselines, fits, writes testbed-vm.profile and testbed-<fs>.profile
// into `out_dir`, and returns a report (the fit, each cell's residual).
std::string fit_testbed(const TestbedRecord& rec, const std::string& out_dir, const std::string& measured_path);

// The profile list --check and --fit use for `fs`: testbed-vm, the shipped
// fs-<fs> estimates where one exists, then testbed-<fs>.
std::string testbed_profile_spec(const std::string& dir, const std::string& fs, bool with_fitted);

} // namespace wbsim
