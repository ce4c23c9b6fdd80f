// Tests of calibrate/'s fitting core: linear least squares (plain, weighted,
// non-negative) and Levenberg–Marquardt recover known parameters from
// synthetic data. Truth values are the brief's round numbers of the order
// the buffered write path and an NVMe SSD show: 1.5 us per write syscall,
// 0.7 us per page, 0.1 ns per byte (10 GB/s memcpy); 6.9 GB/s device
// bandwidth (a PCIe 4 SSD's sequential write rating) reaching half of it at
// queue depth 3.2.
//
// Noise is deterministic (a sine sequence) so each run sees the same data.
// Tolerances on noisy fits are not guessed: for a linear fit the coefficient
// error is exactly X⁺e, so |Δcoef_j| <= |row j of X⁺| * |e| (Cauchy–Schwarz),
// with X⁺ computed independently here by SVD; and the fitted residual is the
// part of e orthogonal to X's columns, so SS_res <= |e|^2 and
// R^2 >= 1 - |e|^2/SS_tot.
#include "LeastSquares.hpp"
#include "LevenbergMarquardt.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using Eigen::MatrixXd;
using Eigen::VectorXd;
using wbsim::fit_linear;
using wbsim::fit_linear_nonneg;
using wbsim::LinearFit;
using wbsim::LmOptions;
using wbsim::LmProblem;
using wbsim::LmResult;
using wbsim::solve_lm;

constexpr double kPage = 4096;
constexpr double kSyscall = 1.5e-6;  // a: seconds per write syscall
constexpr double kPerPage = 0.7e-6;  // b: seconds per page touched
constexpr double kPerByte = 1e-10;   // c: seconds per byte copied
constexpr double kBandwidth = 6.9e9; // B: bytes/s at infinite queue depth
constexpr double kHalfQd = 3.2;      // k: queue depth at B/2

// Writes of 512 B .. 1 MiB at four offsets within a page. An unaligned write
// touches one page more than its size suggests and a sub-page write a whole
// page, which is what separates the per-page from the per-byte cost: with
// page-aligned multiples only, pages = bytes/4096 and the two are collinear.
struct WriteGrid {
  MatrixXd X; // columns: 1, pages, bytes
  VectorXd t; // exact cost, seconds
};

WriteGrid write_grid(bool aligned_only = false)
{
  const std::vector<double> sizes = {512, 1024, 2048, 4096, 8192, 16384, 65536, 131072, 262144, 1048576};
  const std::vector<double> offsets = aligned_only ? std::vector<double>{0} : std::vector<double>{0, 512, 2048, 3584};
  std::vector<double> sz;
  std::vector<double> off;
  for (double s : sizes) {
    if (aligned_only && s < kPage)
      continue;
    for (double o : offsets) {
      sz.push_back(s);
      off.push_back(o);
    }
  }
  const auto n = static_cast<Eigen::Index>(sz.size());
  WriteGrid g{MatrixXd(n, 3), VectorXd(n)};
  for (Eigen::Index i = 0; i < n; ++i) {
    const auto si = static_cast<size_t>(i);
    const double pages = std::ceil((off[si] + sz[si]) / kPage); // offsets are < one page
    g.X(i, 0) = 1;
    g.X(i, 1) = pages;
    g.X(i, 2) = sz[si];
    g.t(i) = kSyscall + kPerPage * pages + kPerByte * sz[si];
  }
  return g;
}

VectorXd truth_write()
{
  VectorXd c(3);
  c << kSyscall, kPerPage, kPerByte;
  return c;
}

// Deterministic zero-ish-mean pattern in [-1, 1].
VectorXd wiggle(Eigen::Index n)
{
  VectorXd e(n);
  for (Eigen::Index i = 0; i < n; ++i)
    e(i) = std::sin(2.3 * static_cast<double>(i) + 0.7);
  return e;
}

// Rows of the pseudo-inverse of A by SVD, independent of the code under test.
VectorXd pinv_row_norms(const MatrixXd& A)
{
  const Eigen::JacobiSVD<MatrixXd> svd(A, Eigen::ComputeThinU | Eigen::ComputeThinV);
  const MatrixXd pinv = svd.solve(MatrixXd::Identity(A.rows(), A.rows()));
  return pinv.rowwise().norm();
}

double ss_tot(const VectorXd& y)
{
  return (y.array() - y.mean()).matrix().squaredNorm();
}

// EXPECT_THROW plus a look at the message: it must name what is wrong.
template <class F> void expect_invalid(F&& f, const std::string& needle)
{
  try {
    f();
    ADD_FAILURE() << "no std::invalid_argument; expected one mentioning \"" << needle << "\"";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find(needle), std::string::npos)
        << "message \"" << e.what() << "\" lacks \"" << needle << "\"";
  }
}

// ---------------------------------------------------------------- linear

TEST(LeastSquares, RecoversWriteCostFromExactData)
{
  const WriteGrid g = write_grid();
  const LinearFit fit = fit_linear(g.X, g.t, {"syscall", "page", "byte"});
  // Exact data: only rounding remains. The equilibrated design has a
  // condition number of a few hundred, so errors ~1e-13 relative; 1e-9 is a
  // wide margin that would still catch any real mistake.
  const VectorXd truth = truth_write();
  for (int j = 0; j < 3; ++j)
    EXPECT_NEAR(fit.coef(j), truth(j), 1e-9 * truth(j)) << fit.names[static_cast<size_t>(j)];
  EXPECT_EQ(fit.rank, 3);
  EXPECT_EQ(fit.residuals.size(), g.t.size());
  EXPECT_LT(fit.residuals.cwiseAbs().maxCoeff(), 1e-12 * g.t.maxCoeff());
  EXPECT_GT(fit.r_squared, 1 - 1e-12);
  EXPECT_LT(fit.rmse, 1e-12 * g.t.maxCoeff());
  const std::string s = fit.summary();
  EXPECT_NE(s.find("syscall = 1.5e-06"), std::string::npos) << s;
  EXPECT_NE(s.find("rank 3"), std::string::npos) << s;
  EXPECT_EQ(s.find("warning"), std::string::npos) << s;
}

TEST(LeastSquares, RecoversWriteCostWithTimerNoise)
{
  const WriteGrid g = write_grid();
  // +-20 ns: the order of clock_gettime overhead and jitter on one call.
  const VectorXd e = 20e-9 * wiggle(g.t.size());
  const LinearFit fit = fit_linear(g.X, g.t + e);
  const VectorXd bound = pinv_row_norms(g.X) * e.norm();
  const VectorXd truth = truth_write();
  // The bounds come out at ~2%, ~5%, ~8% of a, b, c; the actual errors are
  // ~0.1-0.4% because the noise is not aligned with the worst direction.
  for (int j = 0; j < 3; ++j) {
    EXPECT_LE(std::abs(fit.coef(j) - truth(j)), bound(j)) << "coef " << j;
    EXPECT_LT(bound(j), 0.1 * truth(j)) << "the noise is small enough for the test to mean something";
  }
  EXPECT_GE(fit.r_squared, 1 - e.squaredNorm() / ss_tot(g.t + e));
  EXPECT_GT(fit.r_squared, 0.999999); // follows from the line above for this data
  EXPECT_LE(fit.rmse, e.norm() / std::sqrt(static_cast<double>(e.size())));
}

TEST(LeastSquares, WeightsHandleRelativeNoise)
{
  const WriteGrid g = write_grid();
  // 1% multiplicative noise: timings of 2 us and 300 us are equally precise
  // relatively. Unweighted, the large writes' absolute noise (~3 us) swamps
  // the 1.5 us syscall cost; weighting each point by 1/t^2 fits relative
  // error. The weights use the observed t, as a calibration run would.
  const VectorXd e = 0.01 * g.t.cwiseProduct(wiggle(g.t.size()));
  const VectorXd y = g.t + e;
  const VectorXd w = y.cwiseAbs2().cwiseInverse();
  const LinearFit fit = fit_linear(g.X, y, {}, &w);
  // Same bound in the weighted space: Δcoef = (W½X)⁺ W½e.
  const VectorXd sw = w.cwiseSqrt();
  const VectorXd we = sw.cwiseProduct(e);
  const VectorXd bound = pinv_row_norms(sw.asDiagonal() * g.X) * we.norm();
  const VectorXd truth = truth_write();
  for (int j = 0; j < 3; ++j) {
    EXPECT_LE(std::abs(fit.coef(j) - truth(j)), bound(j)) << "coef " << j;
    EXPECT_LT(bound(j), 0.2 * truth(j)) << "coef " << j;
  }
  // Weighted R^2 about the weighted mean, same argument as unweighted.
  const double wmean = w.dot(y) / w.sum();
  const double wss_tot = w.dot((y.array() - wmean).matrix().cwiseAbs2());
  EXPECT_GE(fit.r_squared, 1 - we.squaredNorm() / wss_tot);
  EXPECT_EQ(fit.names, (std::vector<std::string>{"x0", "x1", "x2"}));
}

TEST(LeastSquares, NoiseOrthogonalToTheDesignLeavesCoefficientsExact)
{
  // Remove from the noise its projection onto X's columns (Householder QR
  // here, not the solver's decomposition). Then the truth is the exact
  // least-squares answer, the residuals are that noise, and R^2 and RMSE
  // have closed forms.
  const WriteGrid g = write_grid();
  const auto n = g.t.size();
  const Eigen::HouseholderQR<MatrixXd> qr(g.X);
  const MatrixXd Q = qr.householderQ() * MatrixXd::Identity(n, 3);
  VectorXd e = 1e-7 * wiggle(n);
  e -= Q * (Q.transpose() * e);
  const VectorXd y = g.t + e;
  const LinearFit fit = fit_linear(g.X, y);
  const VectorXd truth = truth_write();
  for (int j = 0; j < 3; ++j)
    EXPECT_NEAR(fit.coef(j), truth(j), 1e-9 * truth(j)) << "coef " << j;
  // Residuals carry the rounding of t (~1e-4 s * 1e-16), far below 1e-7.
  for (Eigen::Index i = 0; i < n; ++i)
    EXPECT_NEAR(fit.residuals(i), e(i), 1e-6 * e.cwiseAbs().maxCoeff()) << "row " << i;
  EXPECT_NEAR(fit.r_squared, 1 - e.squaredNorm() / ss_tot(y), 1e-12);
  EXPECT_NEAR(fit.rmse, e.norm() / std::sqrt(static_cast<double>(n)), 1e-6 * fit.rmse);
}

TEST(LeastSquares, CollinearDesignReportsRankAndStillPredicts)
{
  // Page-aligned writes only: pages = bytes/4096, so the per-page and
  // per-byte costs cannot be told apart. The fit must say so (rank 2) and
  // still reproduce the data (t lies in the column space).
  const WriteGrid g = write_grid(true);
  const LinearFit fit = fit_linear(g.X, g.t, {"syscall", "page", "byte"});
  EXPECT_EQ(fit.rank, 2);
  EXPECT_NEAR(fit.coef(0), kSyscall, 1e-9 * kSyscall); // the intercept is still identifiable
  // Only the combination b/4096 + c per byte is determined.
  EXPECT_NEAR(fit.coef(1) / kPage + fit.coef(2), kPerPage / kPage + kPerByte, 1e-9 * kPerByte);
  EXPECT_LT(fit.residuals.cwiseAbs().maxCoeff(), 1e-12 * g.t.maxCoeff());
  EXPECT_NE(fit.summary().find("warning: rank 2 < 3"), std::string::npos) << fit.summary();
}

TEST(LeastSquares, UnitsOfColumnsAndDataDoNotMatter)
{
  // Changing units, i.e. scaling column j by s_j and y by q, must scale
  // coef_j by q/s_j and nothing else. Column norms
  // then span 1e-11 .. 1e12, beyond what a rank decision on raw columns
  // (relative threshold ~1e-15) survives; and y ~1e-21 is below any absolute
  // tolerance NNLS could use.
  const WriteGrid g = write_grid();
  const VectorXd s = (VectorXd(3) << 1e-12, 1.0, 1e6).finished();
  const double q = 1e-15;
  const MatrixXd Xs = g.X * s.asDiagonal();
  const VectorXd ys = q * g.t;
  const VectorXd truth = truth_write();
  for (auto fit : {&fit_linear, &fit_linear_nonneg}) {
    const LinearFit f = fit(Xs, ys, {}, nullptr);
    EXPECT_EQ(f.rank, 3);
    for (int j = 0; j < 3; ++j)
      EXPECT_NEAR(f.coef(j) * s(j) / q, truth(j), 1e-9 * truth(j)) << "coef " << j;
    EXPECT_GT(f.r_squared, 1 - 1e-12);
  }
}

TEST(LeastSquares, ZeroWeightDropsARow)
{
  WriteGrid g = write_grid();
  const auto n = g.t.size();
  // A wild outlier in the last row, weighted 0, must not move the fit.
  g.t(n - 1) *= 100;
  VectorXd w = VectorXd::Ones(n);
  w(n - 1) = 0;
  const LinearFit fit = fit_linear(g.X, g.t, {}, &w);
  const VectorXd truth = truth_write();
  for (int j = 0; j < 3; ++j)
    EXPECT_NEAR(fit.coef(j), truth(j), 1e-9 * truth(j)) << "coef " << j;
  // Its residual is still reported, in data units: 99 t_true.
  EXPECT_NEAR(fit.residuals(n - 1), g.t(n - 1) * 0.99, 1e-9 * g.t(n - 1));
}

// ---------------------------------------------------------------- NNLS

TEST(NonNegativeLeastSquares, KeepsNegativeTruthAtZero)
{
  // Orthogonal columns (1, u, u^2 - mean u^2 over u = -4..4, symmetric), so
  // each coefficient is fitted independently and the NNLS answer is the
  // unconstrained one clamped: truth (2, 3, -0.5) gives (2, 3, 0) exactly,
  // and the residuals y - X*coef are what the third column carried, -0.5 v.
  const int n = 9;
  MatrixXd X(n, 3);
  VectorXd y(n);
  for (int i = 0; i < n; ++i) {
    const double u = i - 4;
    X(i, 0) = 1;
    X(i, 1) = u;
    X(i, 2) = u * u - 20.0 / 3.0; // mean of u^2 over -4..4 is 60/9
  }
  y = X * (VectorXd(3) << 2, 3, -0.5).finished();
  const LinearFit fit = fit_linear_nonneg(X, y, {"a", "b", "c"});
  EXPECT_NEAR(fit.coef(0), 2, 1e-12);
  EXPECT_NEAR(fit.coef(1), 3, 1e-12);
  EXPECT_EQ(fit.coef(2), 0);
  EXPECT_EQ(fit.pinned_at_zero, (std::vector<bool>{false, false, true}));
  for (int i = 0; i < n; ++i)
    EXPECT_NEAR(fit.residuals(i), -0.5 * X(i, 2), 1e-12) << "row " << i;
  EXPECT_NE(fit.summary().find("c = 0 (pinned at 0)"), std::string::npos) << fit.summary();
  // The unconstrained fit does return the negative value.
  EXPECT_NEAR(fit_linear(X, y).coef(2), -0.5, 1e-12);
}

TEST(NonNegativeLeastSquares, PinsAnImpossibleSyscallCostAndFitsTheRest)
{
  // A per-call cost of -0.2 us (what a timer offset can make a fit report)
  // cannot be physical. NNLS pins it at 0; then (Karush–Kuhn–Tucker) the
  // free coefficients are the plain least-squares fit on the remaining
  // columns, computed here by fit_linear, and moving the pinned one up
  // would not help: its column's correlation with the residual is <= 0.
  const WriteGrid g = write_grid();
  const VectorXd y = g.X * (VectorXd(3) << -0.2e-6, kPerPage, kPerByte).finished();
  const LinearFit fit = fit_linear_nonneg(g.X, y);
  const LinearFit rest = fit_linear(g.X.rightCols(2), y);
  EXPECT_EQ(fit.coef(0), 0);
  EXPECT_TRUE(fit.pinned_at_zero[0]);
  EXPECT_NEAR(fit.coef(1), rest.coef(0), 1e-9 * std::abs(rest.coef(0)));
  EXPECT_NEAR(fit.coef(2), rest.coef(1), 1e-9 * std::abs(rest.coef(1)));
  EXPECT_GT(fit.coef(1), 0);
  EXPECT_GT(fit.coef(2), 0);
  EXPECT_LE(g.X.col(0).dot(fit.residuals), 1e-12 * y.norm());
}

TEST(NonNegativeLeastSquares, MatchesUnconstrainedFitWhenTruthIsPositive)
{
  const WriteGrid g = write_grid();
  const VectorXd e = 20e-9 * wiggle(g.t.size());
  const LinearFit a = fit_linear(g.X, g.t + e);
  const LinearFit b = fit_linear_nonneg(g.X, g.t + e);
  for (int j = 0; j < 3; ++j)
    EXPECT_NEAR(b.coef(j), a.coef(j), 1e-9 * std::abs(a.coef(j))) << "coef " << j;
  EXPECT_EQ(b.pinned_at_zero, (std::vector<bool>{false, false, false}));
  EXPECT_NEAR(b.r_squared, a.r_squared, 1e-12);
}

// ---------------------------------------------------------------- errors

TEST(LeastSquares, BadInputsThrowNamingTheDimension)
{
  const WriteGrid g = write_grid();
  const MatrixXd& X = g.X;
  const VectorXd& y = g.t;
  for (auto fit : {&fit_linear, &fit_linear_nonneg}) {
    expect_invalid([&] { fit(X, y.head(39), {}, nullptr); }, "y has 39 entries but X has 40 rows");
    expect_invalid([&] { fit(X.topRows(2), y.head(2), {}, nullptr); },
                   "X has 2 rows (observations) but 3 columns");
    expect_invalid([&] { fit(MatrixXd(4, 0), VectorXd(4), {}, nullptr); }, "X has 0 columns");
    expect_invalid([&] { fit(X, y, {"a", "b"}, nullptr); }, "names has 2 entries but X has 3 columns");
    MatrixXd Xn = X;
    Xn(5, 2) = std::nan("");
    expect_invalid([&] { fit(Xn, y, {}, nullptr); }, "X(5, 2) is nan");
    VectorXd yn = y;
    yn(7) = std::numeric_limits<double>::infinity();
    expect_invalid([&] { fit(X, yn, {}, nullptr); }, "y(7) is inf");
    const VectorXd w_short = VectorXd::Ones(10);
    expect_invalid([&] { fit(X, y, {}, &w_short); }, "weights has 10 entries but X has 40 rows");
    VectorXd w_neg = VectorXd::Ones(40);
    w_neg(3) = -1;
    expect_invalid([&] { fit(X, y, {}, &w_neg); }, "weights(3) is -1");
    // Zero weights drop rows: 2 rows left for 3 columns.
    VectorXd w_few = VectorXd::Zero(40);
    w_few(0) = w_few(1) = 1;
    expect_invalid([&] { fit(X, y, {}, &w_few); }, "2 rows with positive weight");
  }
}

TEST(RSquared, DefinitionAndDegenerateCases)
{
  // observed 1,2,3: SS_tot = 2; residuals (0.1, -0.1, 0): SS_res = 0.02.
  const VectorXd obs = (VectorXd(3) << 1, 2, 3).finished();
  EXPECT_NEAR(wbsim::r_squared(obs, (VectorXd(3) << 0.1, -0.1, 0).finished()), 0.99, 1e-15);
  // Worse than predicting the mean: negative.
  EXPECT_NEAR(wbsim::r_squared(obs, (VectorXd(3) << 2, 0, 2).finished()), 1 - 8.0 / 2, 1e-15);
  // SS_tot = 0: 1 for a perfect fit, 0 otherwise (brief's convention).
  const VectorXd flat = VectorXd::Constant(5, 0.1);
  EXPECT_EQ(wbsim::r_squared(flat, VectorXd::Zero(5)), 1.0);
  EXPECT_EQ(wbsim::r_squared(flat, VectorXd::Constant(5, 1e-3)), 0.0);
  // A constant fitted to constant data: residuals are rounding, still 1.
  const LinearFit fit = fit_linear(MatrixXd::Ones(5, 1), flat);
  EXPECT_EQ(fit.r_squared, 1.0);
  expect_invalid([&] { wbsim::r_squared(obs, VectorXd::Zero(2)); }, "residuals has 2 entries but observed has 3");
}

// ---------------------------------------------------------------- Levenberg–Marquardt

// Device bandwidth against queue depth, qd = 1..64, exact.
struct QdCurve {
  VectorXd qd, bw;
};

QdCurve qd_curve()
{
  QdCurve c{VectorXd(64), VectorXd(64)};
  for (int i = 0; i < 64; ++i) {
    c.qd(i) = i + 1;
    c.bw(i) = kBandwidth * c.qd(i) / (c.qd(i) + kHalfQd);
  }
  return c;
}

VectorXd saturating(const VectorXd& p, const VectorXd& qd)
{
  return (p(0) * qd.array() / (qd.array() + p(1))).matrix();
}

LmProblem bandwidth_problem(const VectorXd& qd, const VectorXd& bw, bool analytic = false)
{
  LmProblem prob;
  prob.residuals = [qd, bw](const VectorXd& p) -> VectorXd { return saturating(p, qd) - bw; };
  if (analytic)
    prob.jacobian = [qd](const VectorXd& p) -> MatrixXd {
      MatrixXd J(qd.size(), 2);
      J.col(0) = (qd.array() / (qd.array() + p(1))).matrix();
      J.col(1) = (-p(0) * qd.array() / (qd.array() + p(1)).square()).matrix();
      return J;
    };
  return prob;
}

VectorXd vec2(double a, double b)
{
  return (VectorXd(2) << a, b).finished();
}

TEST(LevenbergMarquardt, RecoversSaturatingBandwidthFromPoorStart)
{
  const QdCurve c = qd_curve();
  // Start 7x low on B and 32x low on k, numerical Jacobian.
  const LmResult r = solve_lm(bandwidth_problem(c.qd, c.bw), vec2(1e9, 0.1));
  EXPECT_TRUE(r.converged) << r.reason;
  // Exact data: the solver stops on a relative step of 1e-10; 1e-8 leaves
  // room for the rounding of forward differences (~1e-8 relative each).
  EXPECT_NEAR(r.params(0), kBandwidth, 1e-8 * kBandwidth);
  EXPECT_NEAR(r.params(1), kHalfQd, 1e-8 * kHalfQd);
  EXPECT_LT(r.cost, 1e-20 * 0.5 * c.bw.squaredNorm());
  EXPECT_EQ(r.residuals.size(), 64);
  EXPECT_GT(r.iterations, 1);
  EXPECT_GT(wbsim::r_squared(c.bw, r.residuals), 1 - 1e-15);
}

TEST(LevenbergMarquardt, AnalyticJacobianGivesTheSameAnswer)
{
  const QdCurve c = qd_curve();
  const LmResult r = solve_lm(bandwidth_problem(c.qd, c.bw, true), vec2(1e11, 100));
  EXPECT_TRUE(r.converged) << r.reason;
  EXPECT_NEAR(r.params(0), kBandwidth, 1e-9 * kBandwidth);
  EXPECT_NEAR(r.params(1), kHalfQd, 1e-9 * kHalfQd);
}

TEST(LevenbergMarquardt, PhysicalBoundsKeepFarStartsOnTheRightBranch)
{
  // Unbounded, a start like (1e9, 50) lets the first steps push k below
  // -1, where the model has a pole between two queue depths and a genuine
  // local minimum in between. B >= 0, k >= 0 excludes that branch.
  const QdCurve c = qd_curve();
  LmProblem prob = bandwidth_problem(c.qd, c.bw);
  prob.lower = VectorXd::Zero(2);
  prob.upper = VectorXd::Constant(2, std::numeric_limits<double>::infinity());
  for (const VectorXd& start : {vec2(1e9, 50), vec2(1e8, 1000), vec2(1e11, 100), vec2(1, 1)}) {
    const LmResult r = solve_lm(prob, start);
    EXPECT_TRUE(r.converged) << r.reason;
    EXPECT_NEAR(r.params(0), kBandwidth, 1e-8 * kBandwidth) << "start " << start.transpose();
    EXPECT_NEAR(r.params(1), kHalfQd, 1e-8 * kHalfQd) << "start " << start.transpose();
  }
}

TEST(LevenbergMarquardt, ActiveBoundIsRespectedAndTheRestIsOptimal)
{
  // Cap k at 3 (the truth, 3.2, lies outside) and start outside the box at
  // k = 50. Every point the solver evaluates, Jacobian probes included, must
  // lie in the box; k ends on its bound and B is then the linear
  // least-squares answer for f = qd/(qd+3): B = f·bw / f·f.
  const QdCurve c = qd_curve();
  LmProblem prob = bandwidth_problem(c.qd, c.bw);
  prob.lower = vec2(0, 0);
  prob.upper = vec2(1e12, 3);
  VectorXd seen_min = VectorXd::Constant(2, std::numeric_limits<double>::infinity());
  VectorXd seen_max = -seen_min;
  const auto inner = prob.residuals;
  prob.residuals = [&, inner](const VectorXd& p) -> VectorXd {
    seen_min = seen_min.cwiseMin(p);
    seen_max = seen_max.cwiseMax(p);
    return inner(p);
  };
  const LmResult r = solve_lm(prob, vec2(1e9, 50));
  EXPECT_TRUE(r.converged) << r.reason;
  EXPECT_EQ(r.params(1), 3.0);
  const VectorXd f = (c.qd.array() / (c.qd.array() + 3.0)).matrix();
  EXPECT_NEAR(r.params(0), f.dot(c.bw) / f.dot(f), 1e-9 * kBandwidth);
  EXPECT_GE(seen_min(0), 0);
  EXPECT_GE(seen_min(1), 0);
  EXPECT_LE(seen_max(0), 1e12);
  EXPECT_LE(seen_max(1), 3);
}

TEST(LevenbergMarquardt, StartAtZeroNeedsAParameterScale)
{
  // B = 0 on its bound: a difference step of ~1e-8 absolute vanishes in
  // residuals of ~1e9 (their ulp is ~1e-6), so the solver is told B's
  // magnitude.
  const QdCurve c = qd_curve();
  LmProblem prob = bandwidth_problem(c.qd, c.bw);
  prob.lower = VectorXd::Zero(2);
  LmOptions opts;
  opts.parameter_scale = vec2(1e9, 1);
  const LmResult r = solve_lm(prob, vec2(0, 10), opts);
  EXPECT_TRUE(r.converged) << r.reason;
  EXPECT_NEAR(r.params(0), kBandwidth, 1e-8 * kBandwidth);
  EXPECT_NEAR(r.params(1), kHalfQd, 1e-8 * kHalfQd);
}

TEST(LevenbergMarquardt, NoisyBandwidthWithinLinearisedBound)
{
  // 1% deterministic noise. Near the optimum the model is close to linear,
  // so |Δp_j| <~ |row j of J⁺| |e| with J the analytic Jacobian at the
  // truth; a factor 2 covers the non-linearity. And since the truth is one
  // candidate, the optimum's cost is at most |e|^2/2, which bounds R^2.
  const QdCurve c = qd_curve();
  const VectorXd e = 0.01 * c.bw.cwiseProduct(wiggle(64));
  const VectorXd y = c.bw + e;
  const LmResult r = solve_lm(bandwidth_problem(c.qd, y), vec2(1e9, 0.1));
  EXPECT_TRUE(r.converged) << r.reason;
  const MatrixXd J = bandwidth_problem(c.qd, y, true).jacobian(vec2(kBandwidth, kHalfQd));
  const VectorXd bound = 2 * pinv_row_norms(J) * e.norm();
  EXPECT_LE(std::abs(r.params(0) - kBandwidth), bound(0));
  EXPECT_LE(std::abs(r.params(1) - kHalfQd), bound(1));
  EXPECT_LT(bound(0), 0.05 * kBandwidth);
  EXPECT_LT(bound(1), 0.2 * kHalfQd);
  EXPECT_LE(r.cost, 0.5 * e.squaredNorm());
  EXPECT_GE(wbsim::r_squared(y, r.residuals), 1 - e.squaredNorm() / ss_tot(y));
}

TEST(LevenbergMarquardt, Rosenbrock)
{
  // Moré, Garbow & Hillstrom (1981) problem 1: r = (10(x2 - x1^2), 1 - x1),
  // standard start (-1.2, 1), minimum 0 at (1, 1) along a curved valley.
  LmProblem prob;
  prob.residuals = [](const VectorXd& x) -> VectorXd {
    return (VectorXd(2) << 10 * (x(1) - x(0) * x(0)), 1 - x(0)).finished();
  };
  const LmResult r = solve_lm(prob, vec2(-1.2, 1));
  EXPECT_TRUE(r.converged) << r.reason;
  EXPECT_NEAR(r.params(0), 1, 1e-8);
  EXPECT_NEAR(r.params(1), 1, 1e-8);
  EXPECT_LT(r.cost, 1e-16);
}

TEST(LevenbergMarquardt, IterationLimitIsReportedNotConverged)
{
  const QdCurve c = qd_curve();
  LmOptions opts;
  opts.max_iterations = 2;
  const LmResult r = solve_lm(bandwidth_problem(c.qd, c.bw), vec2(1e9, 0.1), opts);
  EXPECT_FALSE(r.converged);
  EXPECT_EQ(r.iterations, 2);
  EXPECT_NE(r.reason.find("max_iterations"), std::string::npos) << r.reason;
  // Still the best point found, with its residuals.
  EXPECT_NEAR(r.cost, 0.5 * r.residuals.squaredNorm(), 1e-12 * r.cost);
}

TEST(LevenbergMarquardt, BadProblemsThrow)
{
  const QdCurve c = qd_curve();
  const LmProblem ok = bandwidth_problem(c.qd, c.bw);
  expect_invalid([] { solve_lm(LmProblem{}, vec2(1, 1)); }, "no residual function");
  expect_invalid([&] { solve_lm(ok, VectorXd()); }, "initial has 0 parameters");
  expect_invalid([&] { solve_lm(ok, vec2(std::nan(""), 1)); }, "initial(0) is nan");
  LmProblem p = ok;
  p.lower = VectorXd::Zero(3);
  expect_invalid([&] { solve_lm(p, vec2(1e9, 1)); }, "lower has 3 entries but initial has 2");
  p = ok;
  p.lower = vec2(0, 5);
  p.upper = vec2(1e12, 4);
  expect_invalid([&] { solve_lm(p, vec2(1e9, 1)); }, "lower(1) = 5 > upper(1) = 4");
  // k = -1 puts a pole at qd = 1.
  expect_invalid([&] { solve_lm(ok, vec2(1e9, -1)); }, "at the initial parameters");
  p = ok;
  p.jacobian = [](const VectorXd&) -> MatrixXd { return MatrixXd::Zero(3, 2); };
  expect_invalid([&] { solve_lm(p, vec2(1e9, 1)); }, "jacobian is 3 x 2 but must be 64 x 2");
  p = ok;
  p.residuals = [](const VectorXd& x) -> VectorXd { return VectorXd::Constant(x(0) > 1 ? 3 : 2, 1.0); };
  expect_invalid([&] { solve_lm(p, vec2(1, 1)); }, "residuals returned 3 entries, the first call 2");
  LmOptions bad;
  bad.parameter_scale = vec2(1, 0);
  expect_invalid([&] { solve_lm(ok, vec2(1e9, 1), bad); }, "parameter_scale(1) is 0");
}

} // namespace
