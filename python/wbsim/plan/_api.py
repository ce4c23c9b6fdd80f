"""wbsim.plan.run / dry_run: the plan from its file to its three outputs."""

import dataclasses
import os
import time

from .. import __version__
from . import _report, _runner, _spec
from ._spec import load
from ._store import Store

__all__ = ["run", "dry_run", "load", "PlanResult", "output_paths"]


@dataclasses.dataclass(repr=False)
class PlanResult:
    plan: object
    evaluation: object
    html: str
    json: str
    markdown: str
    store: str
    ran: int
    failed: int
    reused: int
    seconds: float

    @property
    def recommendation(self):
        """The cheapest candidate that meets every SLO (a Candidate), or None."""
        r = self.evaluation.recommendation
        return r.candidate if r else None

    def __repr__(self):
        rec = self.recommendation
        return "<wbsim.plan.PlanResult %s: %d candidates, recommendation %s; report %s>" % (
            self.plan.name, len(self.plan.candidates),
            "none meets the SLOs" if rec is None else "#%d (%s), cost %.2f" % (rec.index, rec.label, rec.cost),
            self.html)

    def _repr_html_(self):
        with open(self.html, encoding="utf-8") as f:
            body = f.read()
        # A notebook shows the report inline: the same page, in an iframe so
        # that its styles and script stay its own.
        import html
        return '<iframe srcdoc="%s" style="width:100%%;height:900px;border:1px solid #ccc"></iframe>' % html.escape(
            body, quote=True)


def output_paths(output, store=None, json_path=None, markdown=None):
    base = os.path.splitext(output)[0]
    return (output, store or base + ".sqlite", json_path or base + ".json", markdown or base + ".md")


def run(plan, output="report.html", store=None, json_path=None, markdown=None, client=None, jobs=None,
        progress=True, sensitivity=True):
    """Runs a plan and writes its report.

    Args:
        plan: a plan file path (or a Plan from :func:`load`).
        output: the HTML report; the store, JSON and Markdown default to the
            same name with .sqlite, .json and .md.
        client: a Dask ``distributed.Client`` to run on (default: a local
            pool of ``jobs`` simulations at once, default the online CPUs).
        progress: show the progress bar (done, running, failed, ETA).
        sensitivity: run the one-at-a-time perturbations around the recommendation.

    Returns:
        PlanResult (``.recommendation``, ``.evaluation``, paths; in a
        notebook it shows the report).

    Raises:
        PlanError: a bad plan (nothing is run and the store is not touched).
    """
    t0 = time.monotonic()
    if not isinstance(plan, _spec.Plan):
        plan = load(plan)
    html_path, store_path, json_out, md_out = output_paths(output, store, json_path, markdown)
    st = Store(store_path)
    try:
        st.set_meta("plan", os.path.abspath(plan.path))
        ran, failed, reused = _runner.run_all(plan, st, plan.runs(), client, jobs, progress, "sweep")
        sens_runs, skipped = [], []
        if sensitivity:
            from . import _analysis
            ev = _analysis.evaluate(plan, {r["key"]: r for r in st.rows()})
            if ev.center is not None:
                sens_runs, skipped = _runner.sensitivity_runs(plan, ev.center.candidate)
                r2, f2, u2 = _runner.run_all(plan, st, sens_runs, client, jobs, progress, "sensitivity")
                ran, failed, reused = ran + r2, failed + f2, reused + u2
        ev = _report.write_outputs(plan, st, sens_runs, skipped, html_path, json_out, md_out)
    finally:
        st.close()
    return PlanResult(plan, ev, html_path, json_out, md_out, store_path, ran, failed, reused,
                      time.monotonic() - t0)


def dry_run(plan, store=None, output="report.html", client=None, jobs=None, probe=True):
    """The candidates and an estimate of the time, without running the plan
    (one probe simulation times a run unless the store already has rows of
    this wbsim version). Returns a dict."""
    if not isinstance(plan, _spec.Plan):
        plan = load(plan)
    _, store_path, _, _ = output_paths(output, store)
    runs = plan.runs()
    stored, mean = set(), None
    if os.path.exists(store_path):
        import sqlite3
        db = sqlite3.connect("file:%s?mode=ro" % store_path, uri=True)
        try:
            rows = db.execute("SELECT key, wall_s FROM runs WHERE wbsim_version = ?", (__version__,)).fetchall()
        finally:
            db.close()
        stored = {k for k, _ in rows}
        walls = [w for _, w in rows if w]
        mean = sum(walls) / len(walls) if walls else None
    basis = "the mean of %d stored runs" % len(stored) if mean else ""
    if mean is None and probe:
        mean, n = _runner.probe_seconds(plan)
        basis = "%d probe runs spread over the space" % n
    todo = len({r.key for r in runs} - stored)
    sens = 2 * len(plan.sensitivity_params)
    workers = _runner.workers_of(client, jobs)
    estimate = None if mean is None else (todo + sens) * mean / workers
    return {"candidates": plan.candidates, "runs": len(runs), "stored": len(stored & {r.key for r in runs}),
            "to_run": todo, "sensitivity_runs": sens, "seconds_per_run": mean, "workers": workers,
            "estimate_s": estimate, "basis": basis}
