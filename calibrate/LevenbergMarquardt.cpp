#include "LevenbergMarquardt.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <stdexcept>
#include <utility>
#include <vector>

namespace wbsim {

namespace {

using Eigen::Index;
using Eigen::MatrixXd;
using Eigen::VectorXd;

std::string idx(Index i)
{
  return std::to_string(static_cast<long long>(i));
}

std::string fmt(double v)
{
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.6g", v);
  return buf;
}

constexpr double kInf = std::numeric_limits<double>::infinity();

// Residual and Jacobian evaluation inside the box.
class Evaluator {
public:
  Evaluator(const LmProblem& problem, const VectorXd& initial, const LmOptions& opts)
      : problem_(problem), n_(initial.size()),
        lower_(problem.lower.size() ? problem.lower : VectorXd::Constant(n_, -kInf)),
        upper_(problem.upper.size() ? problem.upper : VectorXd::Constant(n_, kInf)), floor_(n_)
  {
    // Smallest magnitude a difference step is taken relative to: without it
    // a parameter at 0 (a bound) would be stepped by ~1e-8 absolute, which
    // vanishes in residuals of ~1e9 B/s and reads as a zero derivative.
    for (Index j = 0; j < n_; ++j) {
      const double typical = opts.parameter_scale.size() ? opts.parameter_scale(j) : std::abs(initial(j));
      floor_(j) = typical > 0 ? (opts.parameter_scale.size() ? typical : 1e-3 * typical) : 1.0;
    }
  }

  const VectorXd& lower() const { return lower_; }
  const VectorXd& upper() const { return upper_; }
  VectorXd project(const VectorXd& p) const { return p.cwiseMax(lower_).cwiseMin(upper_); }

  // Residuals at p; checks the length against the first evaluation.
  VectorXd residuals(const VectorXd& p)
  {
    VectorXd r = problem_.residuals(p);
    if (m_ < 0) {
      if (r.size() == 0)
        throw std::invalid_argument("solve_lm: residuals returned 0 entries; need at least one");
      m_ = r.size();
    } else if (r.size() != m_) {
      throw std::invalid_argument("solve_lm: residuals returned " + idx(r.size()) + " entries, the first call " +
                                  idx(m_) + "; the length must not depend on the parameters");
    }
    return r;
  }

  MatrixXd jacobian(const VectorXd& p, const VectorXd& r)
  {
    if (problem_.jacobian) {
      MatrixXd J = problem_.jacobian(p);
      if (J.rows() != m_ || J.cols() != n_)
        throw std::invalid_argument("solve_lm: jacobian is " + idx(J.rows()) + " x " + idx(J.cols()) +
                                    " but must be " + idx(m_) + " x " + idx(n_) + " (residuals x parameters)");
      return J;
    }
    // Forward differences with a step relative to each parameter, so a cost
    // per byte (~1e-10) and a bandwidth (~1e9) are both resolved; stepping
    // backwards when the forward point would leave the box.
    const double root_eps = std::sqrt(std::numeric_limits<double>::epsilon());
    MatrixXd J(m_, n_);
    for (Index j = 0; j < n_; ++j) {
      double h = root_eps * std::max(std::abs(p(j)), floor_(j));
      if (p(j) + h > upper_(j))
        h = -h;
      VectorXd q = p;
      q(j) = p(j) + h;
      h = q(j) - p(j); // the step actually representable
      J.col(j) = (residuals(q) - r) / h;
    }
    return J;
  }

private:
  const LmProblem& problem_;
  Index n_;
  Index m_ = -1;
  VectorXd lower_, upper_;
  VectorXd floor_; // per parameter: |step| >= sqrt(eps) * floor_
};

void check_problem(const LmProblem& problem, const VectorXd& initial, const LmOptions& opts)
{
  if (!problem.residuals)
    throw std::invalid_argument("solve_lm: the problem has no residual function");
  const Index n = initial.size();
  if (n == 0)
    throw std::invalid_argument("solve_lm: initial has 0 parameters; need at least one");
  for (Index j = 0; j < n; ++j)
    if (!std::isfinite(initial(j)))
      throw std::invalid_argument("solve_lm: initial(" + idx(j) + ") is " + fmt(initial(j)) + "; must be finite");
  for (const auto& [name, b] : {std::pair<const char*, const VectorXd*>{"lower", &problem.lower},
                                std::pair<const char*, const VectorXd*>{"upper", &problem.upper}}) {
    if (b->size() != 0 && b->size() != n)
      throw std::invalid_argument(std::string("solve_lm: ") + name + " has " + idx(b->size()) +
                                  " entries but initial has " + idx(n) + " parameters (use empty for no bounds)");
    for (Index j = 0; j < b->size(); ++j)
      if (std::isnan((*b)(j)))
        throw std::invalid_argument(std::string("solve_lm: ") + name + "(" + idx(j) + ") is nan");
  }
  if (problem.lower.size() && problem.upper.size())
    for (Index j = 0; j < n; ++j)
      if (problem.lower(j) > problem.upper(j))
        throw std::invalid_argument("solve_lm: lower(" + idx(j) + ") = " + fmt(problem.lower(j)) + " > upper(" +
                                    idx(j) + ") = " + fmt(problem.upper(j)));
  if (opts.parameter_scale.size() != 0 && opts.parameter_scale.size() != n)
    throw std::invalid_argument("solve_lm: parameter_scale has " + idx(opts.parameter_scale.size()) +
                                " entries but initial has " + idx(n) + " parameters");
  for (Index j = 0; j < opts.parameter_scale.size(); ++j)
    if (!(opts.parameter_scale(j) > 0) || !std::isfinite(opts.parameter_scale(j)))
      throw std::invalid_argument("solve_lm: parameter_scale(" + idx(j) + ") is " + fmt(opts.parameter_scale(j)) +
                                  "; must be finite and > 0");
  if (opts.max_iterations < 1 || !(opts.damping_factor > 1) || !(opts.initial_damping > 0))
    throw std::invalid_argument("solve_lm: options need max_iterations >= 1, damping_factor > 1, "
                                "initial_damping > 0");
}

double half_sq(const VectorXd& r)
{
  return 0.5 * r.squaredNorm();
}

} // namespace

LmResult solve_lm(const LmProblem& problem, VectorXd initial, const LmOptions& opts)
{
  check_problem(problem, initial, opts);
  const Index n = initial.size();
  Evaluator eval(problem, initial, opts);

  LmResult res;
  res.params = eval.project(initial);
  res.residuals = eval.residuals(res.params);
  for (Index i = 0; i < res.residuals.size(); ++i)
    if (!std::isfinite(res.residuals(i)))
      throw std::invalid_argument("solve_lm: residual " + idx(i) + " is " + fmt(res.residuals(i)) +
                                  " at the initial parameters; start where the model is defined");
  res.cost = half_sq(res.residuals);

  const VectorXd& lo = eval.lower();
  const VectorXd& hi = eval.upper();
  double lambda = opts.initial_damping;
  VectorXd diag = VectorXd::Zero(n); // running max of |J_j|^2 (MINPACK's diag)

  auto stop = [&](bool ok, std::string why) {
    res.converged = ok;
    res.reason = std::move(why);
    return res;
  };

  for (;;) {
    if (res.cost == 0)
      return stop(true, "zero residual");
    if (res.iterations == opts.max_iterations)
      return stop(false, "max_iterations (" + std::to_string(opts.max_iterations) + ") reached");
    const MatrixXd J = eval.jacobian(res.params, res.residuals);
    ++res.iterations;
    if (!J.allFinite())
      return stop(false, "non-finite Jacobian at iteration " + std::to_string(res.iterations));
    const VectorXd g = J.transpose() * res.residuals; // gradient of the cost
    const VectorXd col_norm = J.colwise().norm().transpose();
    const double r_norm = res.residuals.norm();

    // Free parameters: not pinned at a bound that the descent direction -g
    // points through. Pinned ones take no part in the step or the tests.
    std::vector<Index> free;
    double g_max = 0;
    for (Index j = 0; j < n; ++j) {
      const bool pinned = (res.params(j) <= lo(j) && g(j) > 0) || (res.params(j) >= hi(j) && g(j) < 0);
      if (pinned)
        continue;
      free.push_back(j);
      if (col_norm(j) > 0)
        g_max = std::max(g_max, std::abs(g(j)) / (col_norm(j) * r_norm));
      diag(j) = std::max(diag(j), col_norm(j) * col_norm(j));
    }
    if (free.empty())
      return stop(true, "every parameter is held at a bound");
    // Scale-free gradient test: the cosine between r and each column of J.
    if (g_max <= opts.gradient_tolerance)
      return stop(true, "gradient tolerance: max cos(J_j, r) = " + fmt(g_max));

    const auto nf = static_cast<Index>(free.size());
    MatrixXd Js(J.rows(), nf); // J_F D^-½: columns of comparable norm
    VectorXd inv_sqrt_d(nf);
    for (Index k = 0; k < nf; ++k) {
      const Index j = free[static_cast<size_t>(k)];
      inv_sqrt_d(k) = diag(j) > 0 ? 1.0 / std::sqrt(diag(j)) : 1.0; // no influence yet: step is 0 anyway
      Js.col(k) = J.col(j) * inv_sqrt_d(k);
    }
    MatrixXd aug(J.rows() + nf, nf);
    aug.topRows(J.rows()) = Js;
    VectorXd rhs = VectorXd::Zero(J.rows() + nf);
    rhs.head(J.rows()) = -res.residuals;

    // Inner loop: raise the damping until a step lowers the cost.
    for (;;) {
      aug.bottomRows(nf) = std::sqrt(lambda) * MatrixXd::Identity(nf, nf);
      const VectorXd u = aug.colPivHouseholderQr().solve(rhs);
      VectorXd trial = res.params;
      for (Index k = 0; k < nf; ++k)
        trial(free[static_cast<size_t>(k)]) += inv_sqrt_d(k) * u(k);
      trial = eval.project(trial);
      const VectorXd step = trial - res.params;

      bool small = true;
      for (Index j = 0; j < n; ++j)
        small = small && std::abs(step(j)) <= opts.step_tolerance * (std::abs(res.params(j)) + opts.step_tolerance);
      if (small)
        return stop(true, "step tolerance");

      const VectorXd r_new = eval.residuals(trial);
      const double cost_new = r_new.allFinite() ? half_sq(r_new) : kInf;
      if (cost_new < res.cost) {
        // MINPACK's ftol test: both the actual reduction and the one the
        // linearised model predicts are below tolerance, so a step that only
        // happened to gain little while the model expected more continues.
        const double predicted = res.cost - half_sq(res.residuals + J * step);
        const double actual = res.cost - cost_new;
        const double cost_old = res.cost;
        res.params = trial;
        res.residuals = r_new;
        res.cost = cost_new;
        lambda = std::max(lambda / opts.damping_factor, 1e-16);
        if (actual <= opts.cost_tolerance * cost_old && std::abs(predicted) <= opts.cost_tolerance * cost_old)
          return stop(true, "cost tolerance");
        break;
      }
      lambda *= opts.damping_factor;
      if (lambda > opts.max_damping)
        return stop(false, "no downhill step with damping up to " + fmt(opts.max_damping));
    }
  }
}

} // namespace wbsim
