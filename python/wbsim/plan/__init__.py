"""Capacity plans: ``wbsim plan PLAN.toml -o report.html``, or from Python::

    import wbsim.plan
    out = wbsim.plan.run("scenarios/plans/example.toml", "report.html")
    out.recommendation          # the cheapest candidate meeting every SLO (or None)

A plan (TOML) holds the workload mix, the SLOs, the candidate space and a
cost per component; see scenarios/plans/README.md. Every candidate runs in
its own process, locally or on a Dask cluster (``client=``), and lands in a
SQLite store as soon as it finishes, so an interrupted plan resumes where it
stopped. The outputs are an HTML report, a JSON document of every candidate
and a Markdown summary.
"""

from ._api import PlanResult, dry_run, load, run
from ._spec import PlanError

__all__ = ["run", "dry_run", "load", "PlanError", "PlanResult"]
