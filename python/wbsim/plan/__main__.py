"""``wbsim plan PLAN.toml -o report.html``: the command line (the wbsim CLI
executes ``/usr/bin/python3 -m wbsim.plan``).

Exit statuses as the CLI's: 0 the report is written (whether or not a
candidate meets the SLOs: that is the answer); 1 a bad plan; 2 a usage error;
3 an internal error; 130 interrupted (finished runs are kept in the store).
"""

import argparse
import os
import re
import signal
import sys


def _parser():
    p = argparse.ArgumentParser(
        prog="wbsim plan",
        description="Run a capacity plan: every candidate of the plan's space is simulated in its own process, "
                    "stored in SQLite as it finishes (an interrupted plan resumes), and reported as HTML, JSON and "
                    "Markdown. The plan format: scenarios/plans/README.md.")
    p.add_argument("plan", help="the plan (TOML)")
    p.add_argument("-o", "--output", default=None,
                   help="the HTML report (default: PLAN's name with .html, in the current directory)")
    p.add_argument("--store", help="the SQLite store (default: the report's name with .sqlite)")
    p.add_argument("--json", dest="json_path", help="the JSON of every candidate (default: .json beside the report)")
    p.add_argument("--markdown", help="the Markdown summary (default: .md beside the report)")
    p.add_argument("--scheduler", help="run on a Dask distributed scheduler, tcp://HOST:PORT (its workers need "
                                       "this wbsim package on their PYTHONPATH)")
    p.add_argument("--jobs", type=int, help="simulations at once on the local pool (default: the online CPUs)")
    p.add_argument("--dry-run", action="store_true", help="list the candidates and estimate the time; run nothing")
    p.add_argument("--no-sensitivity", action="store_true", help="skip the one-at-a-time sensitivity runs")
    p.add_argument("--progress", choices=["auto", "on", "off"], default="auto",
                   help="the progress bar on stderr (auto: when stderr is a terminal)")
    return p


def _terminate(signum, frame):
    raise KeyboardInterrupt


def main(argv=None):
    args = _parser().parse_args(argv)
    if args.jobs is not None and args.jobs < 1:
        print("wbsim plan: --jobs %d: accepted: a positive number of simulations at once" % args.jobs, file=sys.stderr)
        return 2
    if args.scheduler is not None and not re.fullmatch(r"tcp://[^\s:/]+:[0-9]{1,5}", args.scheduler):
        print("wbsim plan: --scheduler %s: accepted: tcp://HOST:PORT (a Dask distributed scheduler)" % args.scheduler,
              file=sys.stderr)
        return 2
    signal.signal(signal.SIGTERM, _terminate)
    from . import _api
    from ._spec import PlanError
    output = args.output or os.path.splitext(os.path.basename(args.plan))[0] + ".html"
    client = None
    try:
        plan = _api.load(args.plan)
        if args.scheduler:
            import distributed
            try:
                client = distributed.Client(args.scheduler, timeout=30)
            except (OSError, TimeoutError) as e:
                print("wbsim plan: --scheduler %s: cannot connect: %s" % (args.scheduler, e), file=sys.stderr)
                return 2
        if args.dry_run:
            return _dry_run(plan, args, output, client)
        progress = {"on": True, "off": False, "auto": sys.stderr.isatty()}[args.progress]
        res = _api.run(plan, output, args.store, args.json_path, args.markdown, client, args.jobs, progress,
                       not args.no_sensitivity)
    except PlanError as e:
        print("wbsim plan: %s" % e, file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("wbsim plan: interrupted; finished runs are in the store, run the same command again to resume",
              file=sys.stderr)
        return 130
    finally:
        if client is not None:
            client.close()
    ev = res.evaluation
    print("wbsim plan: %d candidates, %d simulations run now (%d failed), %d from the store, %.1f s" % (
        len(plan.candidates), res.ran, res.failed, res.reused, res.seconds))
    if ev.recommendation:
        c = ev.recommendation.candidate
        print("recommendation: candidate #%d, cost %.2f %s: %s" % (c.index, c.cost, plan.cost["currency"], c.label))
        print("SLO margins: " + ", ".join("%s %+.0f%%" % (k, 100 * s["margin"]) for k, s in ev.recommendation.slo.items()))
        if ev.runner_up:
            r = ev.runner_up.candidate
            print("runner-up: candidate #%d, cost %.2f %s: %s" % (r.index, r.cost, plan.cost["currency"], r.label))
    else:
        print("no candidate meets every SLO; closest: " + "; ".join(
            "#%d (%s)" % (r.candidate.index, r.candidate.label) for r in ev.closest[:3]))
    print("report: %s\njson: %s\nmarkdown: %s\nstore: %s" % (res.html, res.json, res.markdown, res.store))
    return 0


def _dry_run(plan, args, output, client):
    from . import _api, _units
    d = _api.dry_run(plan, args.store, output, client, args.jobs)
    axes = list(plan.axes)
    print("%-5s %s %10s" % ("#", " ".join("%-14s" % a for a in axes), "cost"))
    for c in d["candidates"]:
        print("%-5d %s %10.2f" % (c.index, " ".join("%-14s" % str(c.axes[a]) for a in axes), c.cost))
    print("%d candidates x %d load level(s) = %d simulations (%d already stored, %d to run) + up to %d sensitivity "
          "runs" % (len(d["candidates"]), len(plan.loads), d["runs"], d["stored"], d["to_run"], d["sensitivity_runs"]))
    if d["estimate_s"] is not None:
        print("estimate: %s per simulation (%s), %d at once: about %s" % (
            _units.format_time(d["seconds_per_run"]), d["basis"], d["workers"], _units.format_time(d["estimate_s"])))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Exception as e:  # noqa: BLE001 -- exit 3 with the message, never a bare traceback
        import traceback
        traceback.print_exc()
        print("wbsim plan: internal error: %s: %s (a bug in wbsim; please report it with the plan)"
              % (type(e).__name__, e), file=sys.stderr)
        sys.exit(3)
