// LeastSquares: linear fits of cost models to measurements.
//
// Calibration turns microbenchmark timings into per-operation costs, e.g. a
// buffered write t = a + b*pages + c*bytes (per syscall, per page, per byte).
// Those columns differ by ~10 orders of magnitude and can be collinear (a
// grid of page-aligned sizes makes pages proportional to bytes), so the
// solver equilibrates columns and uses a rank-revealing decomposition
// (Eigen's CompleteOrthogonalDecomposition) and reports the rank it found
// rather than returning silently meaningless coefficients. Costs cannot be
// negative, hence the Lawson–Hanson NNLS variant.
#pragma once

#include <Eigen/Dense>

#include <string>
#include <vector>

namespace wbsim {

struct LinearFit {
  Eigen::VectorXd coef;      // one per column of X
  Eigen::VectorXd residuals; // y - X*coef, per observation, unweighted
  double r_squared = 0;      // 1 - SS_res/SS_tot (weighted when weights given)
  double rmse = 0;           // sqrt(sum w*r^2 / sum w); plain RMS without weights
  int rank = 0;              // numerical rank of the design; < coef.size() means
                             // the coefficients are not identifiable separately
  std::vector<std::string> names;   // one per column ("x0", "x1"... if not given)
  std::vector<bool> pinned_at_zero; // NNLS: coefficient held at its bound 0;
                                    // all false for fit_linear

  // Several lines: sizes, rank, R², RMSE, then "name = value" per coefficient.
  std::string summary() const;
};

// Minimises sum_i w_i * (y_i - X_i*coef)^2 (w_i = 1 without weights).
// Rank-deficient designs get the minimum-norm solution and rank < cols.
// Throws std::invalid_argument naming the offending dimension or entry for:
// X/y/weights/names size mismatch, no columns, fewer rows (observations with
// positive weight) than columns, non-finite X/y/weights, negative weights.
LinearFit fit_linear(const Eigen::MatrixXd& X, const Eigen::VectorXd& y, std::vector<std::string> names = {},
                     const Eigen::VectorXd* weights = nullptr);

// Same problem subject to coef >= 0 (Lawson & Hanson, "Solving Least Squares
// Problems", 1974, ch. 23, algorithm NNLS). Same checks and exceptions.
LinearFit fit_linear_nonneg(const Eigen::MatrixXd& X, const Eigen::VectorXd& y, std::vector<std::string> names = {},
                            const Eigen::VectorXd* weights = nullptr);

// Coefficient of determination from observations and residuals (the sign of
// the residuals does not matter). SS_tot is taken about the (weighted) mean.
// When SS_tot == 0 (constant observations) returns 1 if the residuals are
// zero up to rounding, else 0. May be negative for a model worse than the mean.
// Shared by the linear fits and Levenberg–Marquardt users.
double r_squared(const Eigen::VectorXd& observed, const Eigen::VectorXd& residuals,
                 const Eigen::VectorXd* weights = nullptr);

} // namespace wbsim
