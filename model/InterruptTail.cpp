#include "InterruptTail.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace wbsim {

namespace {
constexpr std::array<double, InterruptTail::kCells + 1> kBounds = {
    0, 0.4, 0.6, 0.75, 0.85, 0.925, 0.97, 0.9925, 0.997, 0.99925, 0.9997, 1};
constexpr std::array<double, InterruptTail::kCells> kReps = {
    0.2, 0.5, 0.7, 0.8, 0.9, 0.95, 0.99, 0.995, 0.999, 0.9995, 0.9999};

// P(sum of n unit exponentials <= y) = 1 - e^-y sum_{j<n} y^j / j!
double gamma_cdf(int n, double y)
{
  double term = 1, sum = 0;
  for (int j = 0; j < n; ++j) {
    sum += term;
    term *= y / (j + 1);
  }
  return 1 - std::exp(-y) * sum;
}

// P(compound Poisson(mu) of unit exponentials <= y).
double compound_cdf(double mu, double y)
{
  double pn = std::exp(-mu); // P(N = 0)
  double cdf = pn;
  const int nmax = static_cast<int>(mu + 12 * std::sqrt(mu) + 30);
  for (int n = 1; n <= nmax; ++n) {
    pn *= mu / n;
    if (n > mu && pn < 1e-16) // the rest of the Poisson tail is below double precision
      break;
    cdf += pn * gamma_cdf(n, y);
  }
  return cdf;
}
} // namespace

const std::array<double, InterruptTail::kCells + 1>& InterruptTail::bounds() { return kBounds; }
const std::array<double, InterruptTail::kCells>& InterruptTail::representatives() { return kReps; }

InterruptTail::InterruptTail(double gap, double time) : gap_(gap), time_(time) {}

double InterruptTail::extra_quantile(double mu, double u)
{
  if (!(mu > 0) || u <= std::exp(-mu))
    return 0;
  double lo = 0, hi = 1;
  while (compound_cdf(mu, hi) < u && hi < 1e6)
    hi *= 2;
  for (int i = 0; i < 60 && hi - lo > 1e-6 * hi; ++i) {
    const double mid = (lo + hi) / 2;
    (compound_cdf(mu, mid) < u ? lo : hi) = mid;
  }
  return (lo + hi) / 2;
}

double InterruptTail::quantile(double each, double u) const
{
  if (!(gap_ > 0) || !(time_ > 0))
    return each;
  const double base = each / (1 + time_ / gap_);
  return base + time_ * extra_quantile(base / gap_, u);
}

const std::array<double, InterruptTail::kCells>& InterruptTail::cell_extras(double mu)
{
  // Batches of one shape share mu; 0.5% steps in mu are far inside a
  // histogram bucket (1/64 of the value).
  const long key = std::lround(std::log(mu) * 200);
  auto it = cache_.find(key);
  if (it != cache_.end())
    return it->second;
  const double m = std::exp(static_cast<double>(key) / 200);
  std::array<double, kCells> e{};
  for (int c = 0; c < kCells; ++c)
    e[static_cast<size_t>(c)] = extra_quantile(m, kReps[static_cast<size_t>(c)]);
  return cache_.emplace(key, e).first->second;
}

std::vector<InterruptTail::Point> InterruptTail::spread(uint64_t k, double each, double cpu)
{
  if (k == 0)
    return {};
  const double on_cpu = cpu < 0 ? each : std::min(cpu, each);
  if (!(gap_ > 0) || !(time_ > 0) || !(on_cpu > 0))
    return {Point{each, k}};
  return spread_events(k, each, on_cpu / (1 + time_ / gap_) / gap_);
}

std::vector<InterruptTail::Point> InterruptTail::spread_events(uint64_t k, double each, double mu)
{
  if (k == 0)
    return {};
  if (!(time_ > 0) || !(mu > 0))
    return {Point{each, k}};
  const auto& extras = cell_extras(mu);
  // Credits: each cell is owed its probability share of every write.
  std::array<uint64_t, kCells> n{};
  uint64_t given = 0;
  for (size_t c = 0; c < kCells; ++c) {
    credit_[c] += static_cast<double>(k) * (kBounds[c + 1] - kBounds[c]);
    const double whole = std::max(0.0, std::floor(credit_[c]));
    n[c] = static_cast<uint64_t>(whole);
    given += n[c];
  }
  // The rest, one each, to the cells owed most (largest remaining credit).
  std::array<size_t, kCells> order{};
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    return credit_[a] - static_cast<double>(n[a]) > credit_[b] - static_cast<double>(n[b]);
  });
  for (size_t i = 0; given < k; i = (i + 1) % kCells, ++given)
    n[order[i]]++;
  while (given > k) { // floor of carried credits can only overshoot by rounding
    for (size_t i = kCells; i-- > 0 && given > k;)
      if (n[order[i]] > 0) {
        n[order[i]]--;
        --given;
      }
  }
  // The cells' representatives are not their means: the base takes up the
  // difference so the mean over the cells is each's (exactly so over many
  // writes, by the carried credits, in either mode).
  double expected = 0;
  for (size_t c = 0; c < kCells; ++c) {
    credit_[c] -= static_cast<double>(n[c]);
    expected += (kBounds[c + 1] - kBounds[c]) * extras[c];
  }
  const double start = std::max(0.0, each - time_ * expected);
  std::vector<Point> out;
  for (size_t c = 0; c < kCells; ++c)
    if (n[c])
      out.push_back(Point{start + time_ * extras[c], n[c]});
  return out;
}

} // namespace wbsim
