#include "PublishedFit.hpp"

#include "Calibrator.hpp"
#include "ChildProcess.hpp"
#include "LevenbergMarquardt.hpp"
#include "Params.hpp"
#include "PublishedValidate.hpp"
#include "RunRequest.hpp"
#include "Units.hpp"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <thread>

using nlohmann::json;

namespace wbsim {

namespace {

std::string fmt(const char* f, double v)
{
  char buf[64];
  std::snprintf(buf, sizeof buf, f, v);
  return buf;
}

// The parameter's value as --set text that parses back to (almost) exactly v.
std::string value_text(const ParamDef& def, double v)
{
  switch (def.kind) {
  case ParamKind::Time:
    return fmt("%.6f", v * 1e9) + "ns";
  case ParamKind::Rate:
  case ParamKind::Size:
    return fmt("%.0f", v);
  default:
    return fmt("%.9f", v);
  }
}

double bound_value(const ParamDef& def, const char* text)
{
  switch (def.kind) {
  case ParamKind::Time:
    return parse_time(text);
  case ParamKind::Rate:
    return parse_rate(text);
  case ParamKind::Size:
    return parse_size_real(text, UnitMode::Strict);
  default:
    return std::stod(text);
  }
}

Params start_params(const PublishedFitConfig& config)
{
  std::string name;
  return resolve_params(config.profile, config.base_sets, &name);
}

unsigned parallelism(const PublishedFitConfig& config)
{
  if (config.parallel > 0)
    return config.parallel;
  const long n = sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? static_cast<unsigned>(n) : 1u;
}

// Model values of every point for each parameter set, all runs in one batch.
std::vector<std::vector<double>> evaluate_batch(const PublishedTable& table, const PublishedFitConfig& config,
                                                const std::vector<std::vector<double>>& sets, int* simulations)
{
  std::vector<ChildRun> runs;
  for (const auto& values : sets)
    for (const auto& s : table.scenarios) {
      ChildRun c;
      c.args = {"run"};
      const auto a = scenario_run_args(s, config, values);
      c.args.insert(c.args.end(), a.begin(), a.end());
      c.what = "the simulation of scenario " + s.name;
      runs.push_back(std::move(c));
    }
  try {
    run_children(runs, parallelism(config), config.program);
  } catch (const SpawnError& e) {
    throw PublishedError(e.what());
  }
  if (simulations)
    *simulations += static_cast<int>(runs.size());
  std::vector<std::vector<double>> out;
  const size_t ns = table.scenarios.size();
  for (size_t k = 0; k < sets.size(); ++k) {
    std::vector<json> docs(ns);
    for (size_t i = 0; i < ns; ++i) {
      const ChildRun& c = runs[k * ns + i];
      if (!c.ok())
        throw PublishedError("scenario " + table.scenarios[i].name + " (" + table.scenarios[i].path + "): `wbsim run` failed (" +
                             status_text(c.status) + "): " + c.err);
      try {
        docs[i] = json::parse(c.out);
      } catch (const json::exception& e) {
        throw PublishedError("scenario " + table.scenarios[i].name + ": no JSON report: " + e.what());
      }
    }
    std::vector<double> v;
    for (const auto& p : table.points) {
      try {
        v.push_back(metric_value(docs[table.scenario_index(p.scenario)], p.metric));
      } catch (const PublishedError& e) {
        throw PublishedError(p.where + ": " + e.what());
      }
    }
    out.push_back(std::move(v));
  }
  return out;
}

} // namespace

void check_fit_keys(const PublishedTable& table, const PublishedFitConfig& config)
{
  if (config.fit_keys.empty())
    throw UsageError("--fit KEY[,KEY...] is required with --published: the parameters to fit (`wbsim params` lists "
                     "them; accepted: sizes, times, rates and real factors)");
  const Params p = start_params(config);
  for (const auto& key : config.fit_keys) {
    const ParamDef* def = Params::find(key);
    if (!def)
      throw UsageError("--fit " + key + ": unknown parameter; `wbsim params` lists the keys");
    if (def->kind != ParamKind::Time && def->kind != ParamKind::Rate && def->kind != ParamKind::Size &&
        def->kind != ParamKind::Real)
      throw UsageError("--fit " + key + ": a " + to_string(def->kind) +
                       " parameter cannot be fitted; accepted: Size, Time, Rate and Real parameters");
    if (!(std::get<double>(p.get(key)) > 0))
      throw UsageError("--fit " + key + ": its start value is 0; the fit works in log space and needs a positive "
                       "start (set one with --set or the profile)");
    if (std::count(config.fit_keys.begin(), config.fit_keys.end(), key) > 1)
      throw UsageError("--fit " + key + ": given twice");
    for (const auto& s : table.scenarios)
      for (const auto& f : s.facts)
        if (f.substr(0, f.find('=')) == key)
          throw UsageError("--fit " + key + ": scenario " + s.path + " states it as a fact (" + f +
                           "); a fitted parameter must be shared by every scenario");
  }
}

std::vector<std::string> scenario_run_args(const PublishedScenario& s, const PublishedFitConfig& config,
                                           const std::vector<double>& values)
{
  // The same composition as `wbsim validate` (the filesystem's shipped cost
  // profile under the base profile, then the facts), so that the fit and the
  // check of its result simulate the same model.
  ValidateConfig vc;
  vc.profile = config.profile;
  vc.sets = config.base_sets;
  for (size_t i = 0; i < config.fit_keys.size() && i < values.size(); ++i)
    vc.sets.push_back(config.fit_keys[i] + "=" + value_text(*Params::find(config.fit_keys[i]), values[i]));
  return validate_run_args(s, vc);
}

PublishedTable without_points(const PublishedTable& table, const std::vector<std::string>& skip)
{
  PublishedTable out;
  out.path = table.path;
  std::vector<bool> used(skip.size(), false);
  for (const auto& p : table.points) {
    bool drop = false;
    for (size_t k = 0; k < skip.size(); ++k)
      if (skip[k] == p.scenario || skip[k] == p.metric || skip[k] == p.scenario + "/" + p.metric)
        drop = used[k] = true;
    if (drop)
      continue;
    out.points.push_back(p);
    if (out.scenario_index(p.scenario) == out.scenarios.size())
      out.scenarios.push_back(table.scenarios.at(table.scenario_index(p.scenario)));
  }
  for (size_t k = 0; k < skip.size(); ++k)
    if (!used[k])
      throw UsageError("--skip " + skip[k] + ": no point of " + table.path +
                       " has this scenario, metric or scenario/metric; accepted: a scenario name (seed002-xfs-6.4), "
                       "a metric (cpu_share:bio_iov_iter_get_pages) or both (seed002-xfs-6.4/write_bw)");
  if (out.points.empty())
    throw UsageError("--skip leaves no point of " + table.path + " to fit");
  return out;
}

std::vector<double> evaluate_published(const PublishedTable& table, const PublishedFitConfig& config,
                                       const std::vector<double>& values, int* simulations)
{
  return evaluate_batch(table, config, {values}, simulations).front();
}

PublishedFitResult fit_published(const PublishedTable& table, const PublishedFitConfig& config)
{
  check_fit_keys(table, config);
  const Params p0 = start_params(config);
  const size_t n = config.fit_keys.size();
  const size_t m = table.points.size();
  PublishedFitResult res;
  res.keys = config.fit_keys;
  Eigen::VectorXd x0(static_cast<Eigen::Index>(n)), lo(x0.size()), hi(x0.size());
  for (size_t j = 0; j < n; ++j) {
    const ParamDef& def = *Params::find(config.fit_keys[j]);
    const double v = std::get<double>(p0.get(def.key));
    res.start.push_back(v);
    double lower = bound_value(def, def.min_text);
    if (!(lower > 0))
      lower = v / 1000; // log space: a range that starts at 0 gets a floor
    const double upper = bound_value(def, def.max_text);
    const auto jj = static_cast<Eigen::Index>(j);
    x0(jj) = std::log(v);
    lo(jj) = std::log(lower);
    hi(jj) = std::log(upper);
  }
  Eigen::VectorXd published(static_cast<Eigen::Index>(m));
  for (size_t i = 0; i < m; ++i)
    published(static_cast<Eigen::Index>(i)) = table.points[i].value;

  // Simulations are expensive: every parameter vector is simulated once.
  std::map<std::vector<double>, std::vector<double>> cache;
  auto values_of = [&](const Eigen::VectorXd& x) {
    std::vector<double> v;
    for (Eigen::Index j = 0; j < x.size(); ++j)
      v.push_back(std::exp(x(j)));
    return v;
  };
  auto model_at = [&](const std::vector<std::vector<double>>& sets) {
    std::vector<std::vector<double>> missing;
    for (const auto& s : sets)
      if (!cache.count(s) && std::find(missing.begin(), missing.end(), s) == missing.end())
        missing.push_back(s);
    if (!missing.empty()) {
      const auto got = evaluate_batch(table, config, missing, &res.simulations);
      for (size_t k = 0; k < missing.size(); ++k)
        cache[missing[k]] = got[k];
    }
  };
  auto residual_of = [&](const std::vector<double>& model) {
    Eigen::VectorXd r(static_cast<Eigen::Index>(m));
    for (size_t i = 0; i < m; ++i)
      r(static_cast<Eigen::Index>(i)) = (model[i] - table.points[i].value) / table.points[i].value;
    return r;
  };
  int evals = 0;
  LmProblem prob;
  prob.residuals = [&](const Eigen::VectorXd& x) -> Eigen::VectorXd {
    const auto v = values_of(x);
    model_at({v});
    const Eigen::VectorXd r = residual_of(cache[v]);
    if (config.log)
      config.log("evaluation " + std::to_string(++evals) + ": RMS relative residual " +
                 fmt("%.4f", std::sqrt(r.squaredNorm() / static_cast<double>(m))));
    return r;
  };
  prob.jacobian = [&](const Eigen::VectorXd& x) -> Eigen::MatrixXd {
    // Forward differences, stepping towards the inside of the box.
    std::vector<std::vector<double>> sets = {values_of(x)};
    std::vector<double> steps;
    for (Eigen::Index j = 0; j < x.size(); ++j) {
      Eigen::VectorXd xj = x;
      const double h = x(j) + config.fd_step <= hi(j) ? config.fd_step : -config.fd_step;
      xj(j) += h;
      steps.push_back(h);
      sets.push_back(values_of(xj));
    }
    model_at(sets);
    const Eigen::VectorXd r0 = residual_of(cache[sets[0]]);
    Eigen::MatrixXd J(static_cast<Eigen::Index>(m), x.size());
    for (Eigen::Index j = 0; j < x.size(); ++j)
      J.col(j) = (residual_of(cache[sets[static_cast<size_t>(j) + 1]]) - r0) / steps[static_cast<size_t>(j)];
    return J;
  };
  prob.lower = lo;
  prob.upper = hi;
  LmOptions opts;
  opts.max_iterations = config.max_iterations;
  // Simulated figures carry rounding (integer bytes/s, discrete events):
  // tolerances far below a 1e-4 relative change only chase that noise.
  opts.step_tolerance = 1e-4;
  opts.cost_tolerance = 1e-8;
  opts.gradient_tolerance = 1e-8;
  const LmResult lm = solve_lm(prob, x0, opts);

  res.fitted = values_of(lm.params);
  res.iterations = lm.iterations;
  res.converged = lm.converged;
  res.reason = lm.reason;
  const std::vector<double> before = cache[res.start.empty() ? std::vector<double>{} : values_of(x0)];
  const std::vector<double> after = cache[res.fitted];
  for (size_t j = 0; j < n; ++j) {
    const auto jj = static_cast<Eigen::Index>(j);
    res.at_bound.push_back(std::abs(lm.params(jj) - lo(jj)) < 1e-9 || std::abs(lm.params(jj) - hi(jj)) < 1e-9);
  }
  Eigen::VectorXd log_pub(static_cast<Eigen::Index>(m)), log_res(static_cast<Eigen::Index>(m));
  double ss_b = 0, ss_a = 0;
  for (size_t i = 0; i < m; ++i) {
    PublishedPointResult pr;
    pr.point = table.points[i];
    pr.before = before.empty() ? 0 : before[i];
    pr.after = after[i];
    pr.residual_before = (pr.before - pr.point.value) / pr.point.value;
    pr.residual_after = (pr.after - pr.point.value) / pr.point.value;
    ss_b += pr.residual_before * pr.residual_before;
    ss_a += pr.residual_after * pr.residual_after;
    const auto ii = static_cast<Eigen::Index>(i);
    log_pub(ii) = std::log(pr.point.value);
    log_res(ii) = std::log(std::max(pr.after, 1e-300)) - log_pub(ii);
    res.points.push_back(pr);
  }
  res.rms_before = std::sqrt(ss_b / static_cast<double>(m));
  res.rms_after = std::sqrt(ss_a / static_cast<double>(m));
  res.r_squared = r_squared(log_pub, log_res);
  return res;
}

std::string published_profile(const PublishedTable& table, const PublishedFitConfig& config,
                              const PublishedFitResult& r, const std::string& command_line)
{
  std::string residuals;
  for (const auto& p : r.points)
    residuals += " " + p.point.scenario + "/" + p.point.metric + ":" + fmt("%+.1f%%", 100 * p.residual_after);
  const std::string quality = "R²(log)=" + fmt("%.4f", r.r_squared) + ", RMS relative residual " +
                              fmt("%.4f", r.rms_before) + " -> " + fmt("%.4f", r.rms_after) + " over " +
                              std::to_string(r.points.size()) + " points";
  std::vector<FittedParam> fitted;
  for (size_t j = 0; j < r.keys.size(); ++j)
    fitted.push_back({r.keys[j], r.fitted[j],
                      "fitted to " + table.path + " by wbsim calibrate --published (LM in log space, start " +
                          value_text(*Params::find(r.keys[j]), r.start[j]) +
                          (r.at_bound[j] ? ", AT A BOUND of its range" : "") + "); " + quality +
                          "; residuals after:" + residuals});
  std::vector<std::string> notes = {"command: " + command_line,
                                    "base profile: " + (config.profile.empty() ? std::string("default") : config.profile),
                                    std::string("Levenberg-Marquardt: ") + (r.converged ? "converged" : "NOT converged") +
                                        " (" + r.reason + ") after " + std::to_string(r.iterations) +
                                        " Jacobians, " + std::to_string(r.simulations) + " simulations",
                                    quality};
  for (const auto& p : r.points)
    notes.push_back(p.point.where + " " + p.point.scenario + " " + p.point.metric + ": published " +
                    fmt("%.6g", p.point.value) + " (SI), model " + fmt("%.6g", p.before) + " -> " +
                    fmt("%.6g", p.after) + ", residual " + fmt("%+.1f%%", 100 * p.residual_before) + " -> " +
                    fmt("%+.1f%%", 100 * p.residual_after) + "; source: " + p.point.source);
  std::string name = "published-fit";
  return calibration_profile(name, "fitted to " + table.path + " by wbsim calibrate --published", fitted, notes);
}

} // namespace wbsim
