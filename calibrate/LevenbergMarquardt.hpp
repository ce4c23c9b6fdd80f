// LevenbergMarquardt: non-linear least squares for the curves calibration
// fits that are not linear in their parameters, e.g. device bandwidth against
// queue depth, bw(qd) = B*qd/(qd + k), measured with O_DIRECT at qd 1..64.
//
// Marquardt's variant (1963): the damping term is scaled by diag(JᵀJ), kept
// as a running maximum as in MINPACK's lmder, so that parameters of very
// different magnitude (B ~ 1e9 B/s, k ~ 1) move on comparable terms. The
// damped step is solved as the augmented least-squares problem
// [J; sqrt(λ)D^½] δ = [-r; 0] by QR rather than through the normal equations,
// whose condition number is the square of J's. Box bounds are handled by
// projection: parameters pinned at a bound with the gradient pushing outwards
// are held fixed for the step, the rest of the step is projected.
#pragma once

#include "LeastSquares.hpp" // r_squared(observed, residuals), shared with the linear fits

#include <Eigen/Dense>

#include <functional>
#include <string>

namespace wbsim {

struct LmProblem {
  // r(p), any fixed length m >= 1; the solver minimises 0.5*|r|^2.
  std::function<Eigen::VectorXd(const Eigen::VectorXd& params)> residuals;
  // Optional m x n dr/dp; forward differences when empty.
  std::function<Eigen::MatrixXd(const Eigen::VectorXd& params)> jacobian;
  // Optional bounds, each empty or of size n; use +-infinity for a free side.
  Eigen::VectorXd lower, upper;
};

struct LmOptions {
  int max_iterations = 200;         // Jacobian evaluations
  double step_tolerance = 1e-10;    // stop when every |δ_j| <= tol*(|p_j| + tol)
  double gradient_tolerance = 1e-10; // stop when max_j |J_jᵀr| / (|J_j||r|) <= tol
  double cost_tolerance = 1e-14;    // stop when actual and predicted relative
                                    // cost reductions of a step are both <= tol
  double initial_damping = 1e-3;    // λ, relative to diag(JᵀJ)
  double damping_factor = 10;       // λ /= on an accepted step, *= on a rejected one
  double max_damping = 1e16;        // give up when no downhill step is found below this
  // Optional typical magnitude of each parameter (size n), used by the
  // forward-difference Jacobian when a parameter is at or near 0. Default:
  // 1e-3 * |initial|, or 1 for a parameter that starts at 0.
  Eigen::VectorXd parameter_scale;
};

struct LmResult {
  Eigen::VectorXd params;
  Eigen::VectorXd residuals; // r(params)
  double cost = 0;           // 0.5*|r|^2
  int iterations = 0;        // Jacobian evaluations
  bool converged = false;    // a tolerance was met (not: iteration or damping limit)
  std::string reason;        // which test stopped the solver
};

// Throws std::invalid_argument for: no residual function, empty or non-finite
// initial parameters, bounds or parameter_scale of the wrong size, NaN bounds or lower > upper, a
// non-finite or empty residual at the (projected) start, a residual whose
// length changes, or a Jacobian of the wrong shape. The start is projected
// into the bounds first.
LmResult solve_lm(const LmProblem& problem, Eigen::VectorXd initial, const LmOptions& opts = {});

} // namespace wbsim
