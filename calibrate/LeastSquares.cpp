#include "LeastSquares.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <stdexcept>
#include <utility>

namespace wbsim {

namespace {

using Eigen::Index;
using Eigen::MatrixXd;
using Eigen::VectorXd;

std::string fmt(double v)
{
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", v);
  return buf;
}

std::string idx(Index i)
{
  return std::to_string(static_cast<long long>(i));
}

void check_inputs(const char* fn, const MatrixXd& X, const VectorXd& y, const std::vector<std::string>& names,
                  const VectorXd* weights)
{
  const std::string where = std::string(fn) + ": ";
  if (X.cols() == 0)
    throw std::invalid_argument(where + "X has 0 columns; need at least one coefficient");
  if (y.size() != X.rows())
    throw std::invalid_argument(where + "y has " + idx(y.size()) + " entries but X has " + idx(X.rows()) +
                                " rows; need one observation per row");
  if (!names.empty() && static_cast<Index>(names.size()) != X.cols())
    throw std::invalid_argument(where + "names has " + idx(static_cast<Index>(names.size())) +
                                " entries but X has " + idx(X.cols()) + " columns");
  if (weights && weights->size() != X.rows())
    throw std::invalid_argument(where + "weights has " + idx(weights->size()) + " entries but X has " +
                                idx(X.rows()) + " rows");
  for (Index j = 0; j < X.cols(); ++j)
    for (Index i = 0; i < X.rows(); ++i)
      if (!std::isfinite(X(i, j)))
        throw std::invalid_argument(where + "X(" + idx(i) + ", " + idx(j) + ") is " + fmt(X(i, j)) +
                                    "; inputs must be finite");
  for (Index i = 0; i < y.size(); ++i)
    if (!std::isfinite(y(i)))
      throw std::invalid_argument(where + "y(" + idx(i) + ") is " + fmt(y(i)) + "; inputs must be finite");
  Index used = X.rows();
  if (weights) {
    used = 0;
    for (Index i = 0; i < weights->size(); ++i) {
      const double w = (*weights)(i);
      if (!std::isfinite(w) || w < 0)
        throw std::invalid_argument(where + "weights(" + idx(i) + ") is " + fmt(w) +
                                    "; weights must be finite and >= 0");
      used += w > 0;
    }
  }
  // A zero weight drops the row, so count only the rows that take part.
  if (used < X.cols())
    throw std::invalid_argument(where + "X has " + idx(used) + (weights ? " rows with positive weight" : " rows") +
                                " (observations) but " + idx(X.cols()) +
                                " columns (coefficients); need at least as many rows as columns");
}

// The weighted problem with unit-norm columns and unit-norm right-hand side:
// costs per syscall, per page and per byte differ by ~1e4 in column scale,
// and pivoting and rank decisions are only meaningful on comparable columns.
struct Scaled {
  MatrixXd A;
  VectorXd b;
  VectorXd col_scale; // A.col(j) = sqrt(w) .* X.col(j) / col_scale(j)
  double b_scale = 1; // b = sqrt(w) .* y / b_scale
};

Scaled scale_problem(const MatrixXd& X, const VectorXd& y, const VectorXd* weights)
{
  Scaled s;
  s.A = X;
  s.b = y;
  if (weights) {
    const VectorXd sw = weights->cwiseSqrt();
    s.A = sw.asDiagonal() * X;
    s.b = sw.cwiseProduct(y);
  }
  s.col_scale.resize(X.cols());
  for (Index j = 0; j < X.cols(); ++j) {
    const double n = s.A.col(j).norm();
    // An all-zero column stays zero; the rank reports it.
    s.col_scale(j) = n > 0 ? n : 1.0;
    s.A.col(j) /= s.col_scale(j);
  }
  const double bn = s.b.norm();
  s.b_scale = bn > 0 ? bn : 1.0;
  s.b /= s.b_scale;
  return s;
}

VectorXd unscale(const Scaled& s, const VectorXd& u)
{
  return (u.array() / s.col_scale.array()).matrix() * s.b_scale;
}

LinearFit finish(const MatrixXd& X, const VectorXd& y, std::vector<std::string> names, const VectorXd* weights,
                 VectorXd coef, int rank)
{
  LinearFit fit;
  fit.coef = std::move(coef);
  fit.residuals = y - X * fit.coef;
  fit.r_squared = r_squared(y, fit.residuals, weights);
  const VectorXd w = weights ? *weights : VectorXd::Ones(y.size());
  fit.rmse = std::sqrt(w.dot(fit.residuals.cwiseAbs2()) / w.sum());
  fit.rank = rank;
  if (names.empty())
    for (Index j = 0; j < X.cols(); ++j)
      names.push_back("x" + idx(j));
  fit.names = std::move(names);
  fit.pinned_at_zero.assign(static_cast<size_t>(X.cols()), false);
  return fit;
}

// Least squares restricted to the passive columns; the others stay at 0.
VectorXd solve_passive(const MatrixXd& A, const VectorXd& b, const std::vector<bool>& passive)
{
  std::vector<Index> cols;
  for (Index j = 0; j < A.cols(); ++j)
    if (passive[static_cast<size_t>(j)])
      cols.push_back(j);
  VectorXd z = VectorXd::Zero(A.cols());
  if (cols.empty())
    return z;
  MatrixXd Ap(A.rows(), static_cast<Index>(cols.size()));
  for (size_t k = 0; k < cols.size(); ++k)
    Ap.col(static_cast<Index>(k)) = A.col(cols[k]);
  const VectorXd zp = Ap.completeOrthogonalDecomposition().solve(b);
  for (size_t k = 0; k < cols.size(); ++k)
    z(cols[k]) = zp(static_cast<Index>(k));
  return z;
}

// Lawson–Hanson NNLS on the scaled problem. Returns x >= 0 and the passive
// (free, positive) set; every other coefficient is pinned at 0.
VectorXd nnls(const MatrixXd& A, const VectorXd& b, std::vector<bool>& passive)
{
  const Index n = A.cols();
  const double eps = std::numeric_limits<double>::epsilon();
  // Lawson–Hanson's tolerance on the dual (also scipy's): the gradient must
  // exceed rounding noise of A^T r before a variable is freed.
  const double tol = 10 * eps * A.cwiseAbs().colwise().sum().maxCoeff() * static_cast<double>(std::max(A.rows(), n));
  passive.assign(static_cast<size_t>(n), false);
  VectorXd x = VectorXd::Zero(n);
  // Each outer step frees one variable; rounding can cycle, so cap it.
  const int max_outer = 10 * static_cast<int>(n) + 30;
  for (int outer = 0;; ++outer) {
    if (outer == max_outer)
      throw std::runtime_error("fit_linear_nonneg: NNLS did not converge in " + std::to_string(max_outer) +
                               " iterations (ill-conditioned design?)");
    const VectorXd w = A.transpose() * (b - A * x);
    std::vector<bool> blocked(static_cast<size_t>(n), false);
    VectorXd z;
    Index t = -1;
    for (;;) {
      t = -1;
      double best = tol;
      for (Index j = 0; j < n; ++j) {
        const auto sj = static_cast<size_t>(j);
        if (!passive[sj] && !blocked[sj] && w(j) > best) {
          best = w(j);
          t = j;
        }
      }
      if (t < 0)
        return x; // KKT: no pinned variable has a descent direction
      passive[static_cast<size_t>(t)] = true;
      z = solve_passive(A, b, passive);
      if (z(t) > 0)
        break;
      // In exact arithmetic z(t) > 0; if rounding says otherwise, freeing t
      // would make no progress, so try the next candidate (Lawson–Hanson 23.3).
      passive[static_cast<size_t>(t)] = false;
      blocked[static_cast<size_t>(t)] = true;
    }
    // Inner loop: step back towards x until feasible, dropping the variables
    // that hit zero, then re-solve on the smaller passive set.
    for (;;) {
      double alpha = std::numeric_limits<double>::infinity();
      Index hit = -1;
      for (Index j = 0; j < n; ++j)
        if (passive[static_cast<size_t>(j)] && z(j) <= 0) {
          const double a = x(j) / (x(j) - z(j));
          if (a < alpha) {
            alpha = a;
            hit = j;
          }
        }
      if (hit < 0)
        break;
      x += alpha * (z - x);
      x(hit) = 0;
      for (Index j = 0; j < n; ++j)
        if (passive[static_cast<size_t>(j)] && x(j) <= tol) {
          passive[static_cast<size_t>(j)] = false;
          x(j) = 0;
        }
      z = solve_passive(A, b, passive);
    }
    x = z;
  }
}

} // namespace

double r_squared(const VectorXd& observed, const VectorXd& residuals, const VectorXd* weights)
{
  if (residuals.size() != observed.size())
    throw std::invalid_argument("r_squared: residuals has " + idx(residuals.size()) + " entries but observed has " +
                                idx(observed.size()));
  if (weights && weights->size() != observed.size())
    throw std::invalid_argument("r_squared: weights has " + idx(weights->size()) + " entries but observed has " +
                                idx(observed.size()));
  const VectorXd w = weights ? *weights : VectorXd::Ones(observed.size());
  const double sum_w = w.sum();
  if (!(sum_w > 0))
    throw std::invalid_argument("r_squared: no observation with positive weight");
  const double mean = w.dot(observed) / sum_w;
  const double ss_res = w.dot(residuals.cwiseAbs2());
  double ss_tot = w.dot((observed.array() - mean).matrix().cwiseAbs2());
  // The mean of equal values can be off by an ulp; test constancy directly.
  bool constant = true;
  double first = 0;
  bool have_first = false;
  for (Index i = 0; i < observed.size(); ++i) {
    if (!(w(i) > 0))
      continue;
    if (!have_first) {
      first = observed(i);
      have_first = true;
    } else if (observed(i) != first) {
      constant = false;
      break;
    }
  }
  if (constant)
    ss_tot = 0;
  if (ss_tot == 0) {
    // "Zero" residuals: within rounding of the observations' magnitude.
    const double scale = 64 * std::numeric_limits<double>::epsilon() * std::max(std::abs(first), 1e-300);
    return ss_res <= sum_w * scale * scale ? 1.0 : 0.0;
  }
  return 1.0 - ss_res / ss_tot;
}

LinearFit fit_linear(const MatrixXd& X, const VectorXd& y, std::vector<std::string> names, const VectorXd* weights)
{
  check_inputs("fit_linear", X, y, names, weights);
  const Scaled s = scale_problem(X, y, weights);
  // Complete orthogonal decomposition: column-pivoting QR plus the minimum-
  // norm solution when the design is rank deficient.
  const Eigen::CompleteOrthogonalDecomposition<MatrixXd> cod(s.A);
  const VectorXd u = cod.solve(s.b);
  return finish(X, y, std::move(names), weights, unscale(s, u), static_cast<int>(cod.rank()));
}

LinearFit fit_linear_nonneg(const MatrixXd& X, const VectorXd& y, std::vector<std::string> names,
                            const VectorXd* weights)
{
  check_inputs("fit_linear_nonneg", X, y, names, weights);
  const Scaled s = scale_problem(X, y, weights);
  std::vector<bool> passive;
  const VectorXd u = nnls(s.A, s.b, passive);
  const int rank = static_cast<int>(Eigen::CompleteOrthogonalDecomposition<MatrixXd>(s.A).rank());
  LinearFit fit = finish(X, y, std::move(names), weights, unscale(s, u), rank);
  for (size_t j = 0; j < passive.size(); ++j)
    fit.pinned_at_zero[j] = !passive[j];
  return fit;
}

std::string LinearFit::summary() const
{
  std::string out = "linear fit: " + idx(residuals.size()) + " observations, " + idx(coef.size()) +
                    " coefficients, rank " + std::to_string(rank) + ", R^2 = " + fmt(r_squared) +
                    ", RMSE = " + fmt(rmse) + "\n";
  for (Index j = 0; j < coef.size(); ++j) {
    const auto sj = static_cast<size_t>(j);
    out += "  " + (sj < names.size() ? names[sj] : "x" + idx(j)) + " = " + fmt(coef(j));
    if (sj < pinned_at_zero.size() && pinned_at_zero[sj])
      out += " (pinned at 0)";
    out += "\n";
  }
  if (rank < coef.size())
    out += "  warning: rank " + std::to_string(rank) + " < " + idx(coef.size()) +
           " coefficients; collinear columns cannot be told apart\n";
  return out;
}

} // namespace wbsim
