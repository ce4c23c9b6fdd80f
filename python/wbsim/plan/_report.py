"""The plan's three outputs: a self-contained HTML report (Jinja2 template,
matplotlib figures inlined as SVG), a JSON document of every candidate, and
a Markdown summary."""

import html
import io
import json
import math
import os
import re

import jinja2
import markupsafe

from .. import __version__, _params
from . import _analysis, _spec, _units

__all__ = ["build", "write_outputs"]

_TEMPLATE_DIR = os.path.dirname(os.path.abspath(__file__))
SLO_LABELS = {"min_throughput": "throughput ≥", "max_p99": "p99 clat ≤", "max_p999": "p99.9 clat ≤",
              "max_dirty": "peak dirty ≤", "max_drain": "drain ≤"}


def _fmt_slo(key, v):
    if v is None:
        return "—"
    kind = _spec.SLO_KINDS[key][0]
    return {"rate": _units.format_rate, "time": _units.format_time, "size": _units.format_bytes}[kind](v)


def _fmt_margin(m):
    if m is None or (isinstance(m, float) and math.isinf(m)):
        return "not measured"
    return "%+.0f%%" % (100 * m)


# ---------------------------------------------------------------------------
# Figures

def _svg(fig, name):
    import matplotlib
    matplotlib.rcParams["svg.hashsalt"] = name  # ids differ between the figures of one page
    buf = io.StringIO()
    fig.savefig(buf, format="svg", bbox_inches="tight")
    import matplotlib.pyplot as plt
    plt.close(fig)
    text = buf.getvalue()
    text = text[text.index("<svg"):]
    return re.sub(r"<svg ", '<svg role="img" aria-label="%s" ' % html.escape(name), text, count=1)


class _Marks:
    """Gives every data artist of a figure an SVG id ``wbsim-data-FIG-N``, so
    that a browser can tell a drawn figure from an empty frame."""

    def __init__(self, name):
        self.name, self.n = name, 0

    def __call__(self, artists):
        items = list(artists) if isinstance(artists, (list, tuple)) or hasattr(artists, "patches") else [artists]
        for a in items:
            a.set_gid("wbsim-data-%s-%d" % (self.name, self.n))
            self.n += 1
        return artists


def _legend_outside(ax):
    handles, labels = ax.get_legend_handles_labels()
    if handles:
        ax.legend(loc="upper left", bbox_to_anchor=(1.02, 1.0), borderaxespad=0, fontsize="small")


def _slice(plan, ev, fixed_out):
    """Candidates equal to the center on every axis but those in ``fixed_out``."""
    c = ev.center.candidate
    return [r for r in ev.results if all(r.candidate.axes[a] == c.axes[a] for a in plan.axes if a not in fixed_out)]


def _group_label(axes):
    return " / ".join("%s %s" % (k, axes[k]) for k in ("kernel", "fs") if k in axes) or "all"


def figures(plan, ev, sens):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    from matplotlib.ticker import MaxNLocator
    out = {}
    if ev.center is None:
        return out
    center = ev.center
    cax = center.candidate.axes

    # 1. Throughput against device count, one line per kernel and filesystem.
    fig, ax = plt.subplots(figsize=(7, 3.8))
    mark = _Marks("throughput_vs_devices")
    groups = {}
    for r in _slice(plan, ev, {"devices", "kernel", "fs"}):
        if r.design and r.design.get("status") == "ok":
            groups.setdefault(_group_label(r.candidate.axes), []).append(
                (r.candidate.values["dev.count"], r.design["bw_bytes"] / 1e9))
    for label, pts in sorted(groups.items()):
        pts.sort()
        mark(ax.plot([p[0] for p in pts], [p[1] for p in pts], marker="o", label=label))
    if "min_throughput" in plan.slos:
        ax.axhline(plan.slos["min_throughput"] / 1e9, color="tab:red", linestyle="--", label="SLO minimum")
    ax.set_xlabel("devices (count)")
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_ylabel("throughput (GB/s)")
    others = ", ".join("%s=%s" % (k, v) for k, v in cax.items() if k not in ("devices", "kernel", "fs"))
    ax.set_title("Throughput vs device count at load x%d\n(other axes at %s)" % (plan.design_load, others or "-"),
                 fontsize="medium")
    ax.set_ylim(bottom=0)
    ax.grid(alpha=0.3)
    _legend_outside(ax)
    out["throughput_vs_devices"] = _svg(fig, "throughput_vs_devices")

    # 2. p99 against offered load (writer threads), one line per kernel and filesystem.
    fig, ax = plt.subplots(figsize=(7, 3.8))
    mark = _Marks("p99_vs_load")
    groups = {}
    for r in _slice(plan, ev, {"kernel", "fs"}):
        for load, row in sorted(r.rows.items()):
            if row and row.get("status") == "ok" and row.get("clat_p99_us") is not None:
                groups.setdefault(_group_label(r.candidate.axes), []).append((plan.writers(load),
                                                                              row["clat_p99_us"] / 1000.0))
    for label, pts in sorted(groups.items()):
        pts.sort()
        mark(ax.plot([p[0] for p in pts], [p[1] for p in pts], marker="o", label=label))
    if "max_p99" in plan.slos:
        ax.axhline(plan.slos["max_p99"] * 1e3, color="tab:red", linestyle="--", label="SLO maximum")
    ax.set_xlabel("offered load (concurrent writer threads)")
    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.set_ylabel("p99 write completion latency (ms)")
    ax.set_title("p99 latency vs offered load (devices=%s)" % cax.get("devices", center.candidate.values["dev.count"]),
                 fontsize="medium")
    ax.set_ylim(bottom=0)
    ax.grid(alpha=0.3)
    _legend_outside(ax)
    out["p99_vs_load"] = _svg(fig, "p99_vs_load")

    # 3. Dirty and writeback memory over time, recommended configuration.
    row = center.design
    if row and row.get("timeseries"):
        ts = row["timeseries"]
        fig, ax = plt.subplots(figsize=(7, 3.8))
        gib = 1024 ** 3
        mark = _Marks("dirty_over_time")
        mark(ax.plot(ts["time_s"], [v / gib for v in ts["dirty_bytes"]], label="dirty"))
        mark(ax.plot(ts["time_s"], [v / gib for v in ts["writeback_bytes"]], label="under writeback"))
        st = row.get("stats") or {}
        if st.get("thresholds.dirty_bytes"):
            ax.axhline(st["thresholds.dirty_bytes"] / gib, color="gray", linestyle=":", label="dirty limit")
        if st.get("thresholds.background_bytes"):
            ax.axhline(st["thresholds.background_bytes"] / gib, color="gray", linestyle="-.",
                       label="background threshold")
        if "max_dirty" in plan.slos:
            ax.axhline(plan.slos["max_dirty"] / gib, color="tab:red", linestyle="--", label="SLO maximum")
        ax.set_xlabel("simulated time (s)")
        ax.set_ylabel("memory (GiB)")
        ax.set_title("Dirty and writeback memory, %s candidate #%d" % (
            "recommended" if ev.recommendation else "closest", center.candidate.index), fontsize="medium")
        ax.set_ylim(bottom=0)
        ax.grid(alpha=0.3)
        _legend_outside(ax)
        out["dirty_over_time"] = _svg(fig, "dirty_over_time")

    # 4. Bottleneck attribution: candidates per verdict, stacked, by device count.
    counts = {}
    for r in ev.results:
        d = r.design
        verdict = d.get("bottleneck") if d and d.get("status") == "ok" else "failed run"
        counts.setdefault(r.candidate.values["dev.count"], {}).setdefault(verdict or "none", 0)
        counts[r.candidate.values["dev.count"]][verdict or "none"] += 1
    verdicts = sorted({v for c in counts.values() for v in c})
    xs = sorted(counts)
    fig, ax = plt.subplots(figsize=(7, 3.8))
    bottom = [0] * len(xs)
    mark = _Marks("bottlenecks")
    for v in verdicts:
        hs = [counts[x].get(v, 0) for x in xs]
        mark(ax.bar([str(int(x)) for x in xs], hs, bottom=bottom, label=v).patches)
        bottom = [b + h for b, h in zip(bottom, hs)]
    ax.set_xlabel("devices (count)")
    ax.set_ylabel("candidates (count)")
    ax.set_title("Bottleneck verdict of every candidate at load x%d" % plan.design_load, fontsize="medium")
    _legend_outside(ax)
    out["bottlenecks"] = _svg(fig, "bottlenecks")

    # 5. Sensitivity: throughput and p99 change for each one-at-a-time move.
    items = [e for e in sens if e["bw_change"] is not None or e["p99_change"] is not None][:14]
    if items:
        fig, axes = plt.subplots(1, 2, figsize=(9, 0.35 * len(items) + 1.4), sharey=True)
        labels = ["%s %s" % (e["name"], e["setting"]) for e in items][::-1]
        mark = _Marks("sensitivity")
        for ax, key, title in ((axes[0], "bw_change", "throughput change (%)"),
                               (axes[1], "p99_change", "p99 latency change (%)")):
            vals = [100 * (e[key] or 0) for e in items][::-1]
            mark(ax.barh(range(len(items)), vals, color=["tab:green" if v >= 0 else "tab:orange" for v in vals]
                    if key == "bw_change" else ["tab:orange" if v > 0 else "tab:green" for v in vals]).patches)
            ax.axvline(0, color="black", linewidth=0.8)
            ax.set_xlabel(title)
            ax.grid(axis="x", alpha=0.3)
        axes[0].set_yticks(range(len(items)))
        axes[0].set_yticklabels(labels, fontsize="small")
        fig.suptitle("One-at-a-time sensitivity around candidate #%d" % center.candidate.index, fontsize="medium")
        out["sensitivity"] = _svg(fig, "sensitivity")

    # 6. Cost against throughput, every candidate, pass or fail.
    fig, ax = plt.subplots(figsize=(7, 3.8))
    mark = _Marks("cost_vs_throughput")
    for passes, color, label in ((True, "tab:green", "meets every SLO"), (False, "tab:gray", "misses an SLO")):
        pts = [(r.candidate.cost, r.design["bw_bytes"] / 1e9) for r in ev.results
               if r.passes == passes and r.design and r.design.get("status") == "ok"]
        if pts:
            mark(ax.scatter([p[0] for p in pts], [p[1] for p in pts], color=color, label=label, s=18))
    ax.scatter([center.candidate.cost], [(center.design or {}).get("bw_bytes", 0) / 1e9], facecolors="none",
               edgecolors="tab:red", s=120, label="recommended" if ev.recommendation else "closest")
    ax.set_xlabel("cost (%s)" % (plan.cost["currency"] or "plan units"))
    ax.set_ylabel("throughput (GB/s)")
    ax.set_title("Cost vs throughput of every candidate", fontsize="medium")
    ax.grid(alpha=0.3)
    _legend_outside(ax)
    out["cost_vs_throughput"] = _svg(fig, "cost_vs_throughput")
    return out


# ---------------------------------------------------------------------------

def _provenance(help_text, source):
    """Where a value's number comes from, from its help text (model/ParamTable.def
    states the provenance in words), and who set it in this run."""
    h = help_text.lower()
    if "fitted" in h or "fit to" in h:
        kind = "published fit"
    elif "estimate" in h:
        kind = "estimate"
    elif "measured" in h or "calibrat" in h:
        kind = "measured"
    elif "datasheet" in h or "published" in h:
        kind = "published"
    elif "kernel default" in h or "kernel" in h:
        kind = "kernel source"
    else:
        kind = "default (see help)"
    if source in (None, "", "default"):
        return kind
    if source == "--set":
        return "set by the plan"
    return "%s; %s" % (kind, source)


def _fmt_param(v, unit):
    """A resolved parameter for people: units scaled, counts without '.0'."""
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return str(v)
    if unit == "B/s":
        return _units.format_rate(v)
    if unit == "B":
        return _units.format_bytes(v) if v else "0"
    if unit == "s":
        return _units.format_time(v) if v else "0"
    return "%d" % v if float(v).is_integer() else "%.6g" % v


def _sanitize(v):
    """JSON without NaN or infinity (null instead): strict JSON parsers refuse them."""
    if isinstance(v, float):
        return None if math.isnan(v) or math.isinf(v) else v
    if isinstance(v, dict):
        return {k: _sanitize(x) for k, x in v.items()}
    if isinstance(v, (list, tuple)):
        return [_sanitize(x) for x in v]
    if hasattr(v, "item"):
        return _sanitize(v.item())
    return v


def document(plan, ev, sens, skipped, rows_by_key, sens_runs):
    """The JSON document of every candidate."""
    def cand(r):
        return {"index": r.candidate.index, "axes": r.candidate.axes, "profile": r.candidate.profile,
                "sets": r.candidate.sets, "cost": r.candidate.cost, "cost_items": r.candidate.cost_items,
                "passes": r.passes, "worst_margin": None if math.isinf(r.worst_margin) else r.worst_margin,
                "slo": r.slo,
                "runs": [{"load": load, "writers": plan.writers(load),
                          **({k: v for k, v in row.items() if k not in ("timeseries", "job", "params", "axes")}
                             if row else {"status": "missing"})} for load, row in sorted(r.rows.items())]}
    return {"wbsim_version": __version__, "plan": {"path": plan.path, "name": plan.name,
                                                   "description": plan.description, "loads": plan.loads,
                                                   "design_load": plan.design_load, "slo": plan.slo_text,
                                                   "axes": plan.axes, "cost": plan.cost},
            "recommendation": ev.recommendation.candidate.index if ev.recommendation else None,
            "runner_up": ev.runner_up.candidate.index if ev.runner_up else None,
            "closest": [r.candidate.index for r in ev.closest],
            "candidates": [cand(r) for r in ev.results],
            "sensitivity": sens, "sensitivity_skipped": skipped}


def _cand_view(plan, r):
    d = r.design or {}
    return {"index": r.candidate.index, "axes": r.candidate.axes, "cost": r.candidate.cost, "passes": r.passes,
            "status": d.get("status", "missing"), "error": d.get("error"),
            "bw": d.get("bw_bytes"), "p99": d.get("clat_p99_us"), "p999": d.get("clat_p999_us"),
            "dirty": d.get("peak_dirty_bytes"), "drain": d.get("drain_s"), "bottleneck": d.get("bottleneck"),
            "slo": {k: dict(v, text=_fmt_slo(k, v["value"]), margin_text=_fmt_margin(v["margin"]))
                    for k, v in r.slo.items()},
            "worst_margin": None if math.isinf(r.worst_margin) else r.worst_margin}


def render_html(plan, ev, sens, skipped, figs, failures):
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(_TEMPLATE_DIR), autoescape=True,
                             undefined=jinja2.StrictUndefined)
    env.filters["rate"] = lambda v: "—" if v is None else _units.format_rate(v)
    env.filters["bytes"] = lambda v: "—" if v is None else _units.format_bytes(v)
    env.filters["us"] = lambda v: "—" if v is None else _units.format_time(v * 1e-6)
    env.filters["secs"] = lambda v: "—" if v is None else _units.format_time(v)
    env.filters["pct"] = lambda v: "—" if v is None else "%+.1f%%" % (100 * v)
    env.filters["num"] = lambda v: "" if v is None else ("%.6g" % v)
    table = {row["name"]: row for row in _params._table()}
    center = ev.center
    assumptions = []
    if center is not None:
        for key, row in table.items():
            assumptions.append({"name": key, "value": _fmt_param(center.candidate.values.get(key), row["unit"]),
                                "unit": row["unit"],
                                "source": center.candidate.sources.get(key, ""),
                                "provenance": _provenance(row["help"], center.candidate.sources.get(key)),
                                "help": row["help"]})
    return env.get_template("report.html.j2").render(
        plan=plan, ev=ev, version=__version__, slo_labels=SLO_LABELS,
        slo_text={k: _fmt_slo(k, v) for k, v in plan.slos.items()},
        axes=list(plan.axes), candidates=[_cand_view(plan, r) for r in ev.results],
        rec=_cand_view(plan, ev.recommendation) if ev.recommendation else None,
        runner=_cand_view(plan, ev.runner_up) if ev.runner_up else None,
        closest=[_cand_view(plan, r) for r in ev.closest], center=_cand_view(plan, center) if center else None,
        center_candidate=center.candidate if center else None,
        figs={k: markupsafe.Markup(v) for k, v in figs.items()}, sens=sens[:20], skipped=skipped,
        assumptions=assumptions, failures=failures, currency=plan.cost["currency"],
        jobs=[{"name": j.name, "origin": j.origin, "weight": j.weight, "concurrency": j.concurrency}
              for j in plan.jobs], job_text=plan.job_text(plan.design_load),
        drain_note="estimate: bytes dirty or under writeback when the jobs end, at the writeback rate the flusher "
                   "sustained during the run (the simulation ends with the jobs)")


def render_markdown(plan, ev, sens):
    cur = plan.cost["currency"]
    lines = ["# Capacity plan: %s" % plan.name, ""]
    if plan.description:
        lines += [plan.description, ""]
    lines += ["SLOs (at load x%d, %d writers): %s" % (
        plan.design_load, plan.writers(plan.design_load),
        "; ".join("%s %s" % (SLO_LABELS[k], _fmt_slo(k, v)) for k, v in plan.slos.items())), ""]
    lines += ["Candidates: %d (%d meet every SLO). wbsim %s." % (len(ev.results), len(ev.passing), __version__), ""]

    def describe(r, title):
        out = ["## %s: candidate #%d, cost %.2f %s" % (title, r.candidate.index, r.candidate.cost, cur), "",
               ", ".join("%s=%s" % kv for kv in r.candidate.axes.items()), "",
               "| SLO | value | threshold | margin |", "|---|---|---|---|"]
        for k, s in r.slo.items():
            out.append("| %s | %s | %s | %s |" % (k, _fmt_slo(k, s["value"]), _fmt_slo(k, s["threshold"]),
                                                  _fmt_margin(s["margin"])))
        return out + [""]

    if ev.recommendation:
        lines += describe(ev.recommendation, "Recommendation (cheapest passing)")
        if ev.runner_up:
            lines += describe(ev.runner_up, "Runner-up")
    else:
        lines += ["## No candidate meets every SLO", "", "The closest (largest worst-case margin):", ""]
        for r in ev.closest:
            lines += describe(r, "Closest")
    if sens:
        lines += ["## Sensitivity (one at a time, around candidate #%d)" % ev.center.candidate.index, "",
                  "| change | throughput | p99 | still passes |", "|---|---|---|---|"]
        for e in sens[:10]:
            lines.append("| %s %s | %s | %s | %s |" % (
                e["name"], e["setting"], "—" if e["bw_change"] is None else "%+.1f%%" % (100 * e["bw_change"]),
                "—" if e["p99_change"] is None else "%+.1f%%" % (100 * e["p99_change"]),
                "yes" if e["passes"] else "no"))
        lines.append("")
    return "\n".join(lines)


def write_outputs(plan, store, sens_runs, skipped, html_path, json_path, md_path):
    """Evaluates the stored rows and writes the three outputs. Returns the Evaluation."""
    rows = {r["key"]: r for r in store.rows()}
    ev = _analysis.evaluate(plan, rows)
    sens = _analysis.sensitivity(plan, ev, rows, sens_runs)
    figs = figures(plan, ev, sens)
    failures = [r for r in rows.values() if r["status"] != "ok"]
    doc = document(plan, ev, sens, skipped, rows, sens_runs)
    _atomic_write(json_path, json.dumps(_sanitize(doc), indent=1, allow_nan=False) + "\n")
    _atomic_write(md_path, render_markdown(plan, ev, sens))
    _atomic_write(html_path, render_html(plan, ev, sens, skipped, figs, failures))
    return ev


def _atomic_write(path, text):
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, path)
