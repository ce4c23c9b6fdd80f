"""From stored rows to answers: SLO checks, the recommendation, sensitivity."""

import dataclasses
import math

from . import _spec

__all__ = ["Evaluation", "evaluate", "slo_value", "sensitivity"]


def slo_value(key, row):
    """The figure an SLO bounds, in the SLO's SI unit (None if not measured)."""
    if row is None or row.get("status") != "ok":
        return None
    fig = {"min_throughput": row.get("bw_bytes"),
           "max_p99": None if row.get("clat_p99_us") is None else row["clat_p99_us"] * 1e-6,
           "max_p999": None if row.get("clat_p999_us") is None else row["clat_p999_us"] * 1e-6,
           "max_dirty": row.get("peak_dirty_bytes"),
           "max_drain": row.get("drain_s")}[key]
    return None if fig is None or (isinstance(fig, float) and math.isnan(fig)) else fig


def check(plan, row):
    """{slo: {"value", "threshold", "pass", "margin"}}: margin is the
    headroom as a fraction of the threshold (negative when it fails)."""
    out = {}
    for key, threshold in plan.slos.items():
        v = slo_value(key, row)
        if v is None:
            out[key] = {"value": None, "threshold": threshold, "pass": False, "margin": None}
            continue
        margin = v / threshold - 1 if _spec.SLO_KINDS[key][2] == "min" else 1 - v / threshold
        out[key] = {"value": v, "threshold": threshold, "pass": margin >= 0, "margin": margin}
    return out


@dataclasses.dataclass
class CandidateResult:
    candidate: object
    rows: dict  # load -> row (or None when missing)
    slo: dict
    passes: bool
    worst_margin: float  # -inf when a figure is missing

    @property
    def design(self):
        return self.rows.get(max(self.rows)) if self.rows else None


@dataclasses.dataclass
class Evaluation:
    results: list  # CandidateResult per candidate, in space order
    passing: list  # cheapest first
    recommendation: object  # CandidateResult or None
    runner_up: object
    closest: list  # when nothing passes: the best worst-margins
    center: object  # recommendation, else the closest


def evaluate(plan, rows_by_key):
    runs = plan.runs()
    by_cand = {}
    for r in runs:
        by_cand.setdefault(r.candidate.index, {})[r.load] = rows_by_key.get(r.key)
    results = []
    for c in plan.candidates:
        rows = by_cand.get(c.index, {})
        slo = check(plan, rows.get(plan.design_load))
        margins = [s["margin"] for s in slo.values()]
        worst = -math.inf if any(m is None for m in margins) else min(margins)
        results.append(CandidateResult(c, rows, slo, all(s["pass"] for s in slo.values()), worst))
    passing = sorted([r for r in results if r.passes], key=lambda r: (r.candidate.cost, -r.worst_margin,
                                                                      r.candidate.index))
    closest = [] if passing else sorted(results, key=lambda r: (-r.worst_margin, r.candidate.cost))[:5]
    rec = passing[0] if passing else None
    return Evaluation(results, passing, rec, passing[1] if len(passing) > 1 else None, closest,
                      rec if rec else (closest[0] if closest else None))


def _delta(a, b):
    if a is None or b is None or a == 0:
        return None
    return b / a - 1


def sensitivity(plan, ev, rows_by_key, sens_runs):
    """One-at-a-time effects around the center: each parameter perturbation
    (sensitivity rows) and each axis moved to its neighbouring values (those
    are candidates of the sweep). Sorted by the largest throughput change."""
    center = ev.center
    if center is None or center.design is None:
        return []
    base = center.design
    out = []

    def entry(name, setting, row, cost=None):
        d = {"name": name, "setting": setting, "status": row.get("status") if row else "missing",
             "bw_change": _delta(base.get("bw_bytes"), row.get("bw_bytes")) if row else None,
             "p99_change": _delta(base.get("clat_p99_us"), row.get("clat_p99_us")) if row else None,
             "cost_change": None if cost is None else cost - center.candidate.cost}
        slo = check(plan, row) if row else {}
        d["passes"] = bool(slo) and all(s["pass"] for s in slo.values())
        out.append(d)

    units = {row["name"]: row["unit"] for row in _spec._params._table()}
    for run in sens_runs:
        key, factor = run.perturbation.rsplit(" x", 1)
        entry(key, "x%s (%.4g %s)" % (factor, run.candidate.values[key], units.get(key, "")),
              rows_by_key.get(run.key))
    by_axes = {tuple(sorted((k, repr(v)) for k, v in r.candidate.axes.items())): r for r in ev.results}
    for axis, values in plan.axes.items():
        if len(values) < 2:
            continue
        i = values.index(center.candidate.axes[axis])
        for j in (i - 1, i + 1):
            if 0 <= j < len(values):
                axes = dict(center.candidate.axes, **{axis: values[j]})
                other = by_axes.get(tuple(sorted((k, repr(v)) for k, v in axes.items())))
                if other is not None:
                    entry(axis, "%s -> %s" % (center.candidate.axes[axis], values[j]), other.design,
                          other.candidate.cost)
    def size(e):
        return max(abs(e["bw_change"] or 0), abs(e["p99_change"] or 0))
    return sorted(out, key=size, reverse=True)
