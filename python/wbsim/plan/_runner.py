"""Runs a plan's simulations, each in a fresh process, on a local pool or a
Dask cluster, and writes each finished one to the store at once."""

import concurrent.futures
import json
import math
import os
import sys
import time

from .. import __version__
from .._run import execute
from ..result import Result
from . import _spec
from ._store import Store

__all__ = ["task", "run_all", "sensitivity_runs", "probe_seconds"]

_MAX_POINTS = 400  # time-series points kept per row: enough for a plot, small in the store


def _clean(v):
    if isinstance(v, float) and (math.isnan(v) or math.isinf(v)):
        return None
    if hasattr(v, "item"):  # numpy scalars
        return _clean(v.item())
    return v


def _p999_us(doc):
    worst = math.nan
    for job in doc.get("jobs", []):
        for d in ("write", "read", "trim"):
            clat = job.get(d, {}).get("clat_ns", {})
            if clat.get("N"):
                v = clat.get("percentile", {}).get("99.900000")
                if v is not None:
                    worst = v / 1000.0 if math.isnan(worst) else max(worst, v / 1000.0)
    return worst


def row_of(json_text):
    """The store columns of one finished simulation (its fio JSON text)."""
    res = Result.from_json(json_text)
    doc = res.to_dict()
    row = {k: _clean(v) for k, v in res.figures().to_dict().items()}
    row["clat_p999_us"] = _clean(_p999_us(doc))
    ts = res.timeseries
    residual = 0.0
    if len(ts):
        residual = float(ts["dirty_bytes"].iloc[-1]) + float(ts["writeback_bytes"].iloc[-1])
    # Drain estimate: the simulation ends when the jobs do, so what is still
    # dirty is priced at the writeback rate the flusher sustained during the
    # run (bytes over its busy time), or the devices' rated bandwidth when
    # nothing was written back.
    # wall_time_s is the host's time, not the model's: the row has wall_s instead.
    stats = {k: _clean(v) for k, v in res.stats().to_dict().items() if k != "wall_time_s"}
    params = res.params.to_dict()
    wb_bytes, wb_busy = stats.get("flusher.bytes") or 0, stats.get("flusher.busy_s") or 0
    rate = wb_bytes / wb_busy if wb_bytes > 0 and wb_busy > 0 else params["dev.count"] * params["dev.write_bw"]
    row["residual_dirty_bytes"] = residual
    row["drain_s"] = residual / rate if rate > 0 else None
    step = max(1, -(-len(ts) // _MAX_POINTS))
    part = ts.iloc[::step]
    row["timeseries"] = json.dumps({c: [float(x) for x in part[c]] for c in ("time_s", "dirty_bytes",
                                                                             "writeback_bytes")})
    row["cpu_profile"] = json.dumps({r.function: float(r.seconds) for r in res.cpu_profile.itertuples()})
    row["stats"] = json.dumps(stats, sort_keys=True)
    return row


def task(request):
    """One simulation, as an executor runs it (locally or on a Dask worker):
    the simulation in a fresh process, then its row. Never raises for a model
    error: a failed run is a row with its error."""
    t0 = time.monotonic()
    reply = execute(request)
    row = {"wbsim_version": __version__}
    if reply.get("ok"):
        try:
            row.update(row_of(reply["json"]))
            row.update(status="ok", error=None)
        except Exception as e:  # noqa: BLE001 -- a document we cannot read is this run's failure
            row.update(status="failed", error="SimulationError: unreadable result: %s: %s" % (type(e).__name__, e))
    else:
        row.update(status="failed", error="%s: %s" % (reply.get("error"), reply.get("message")))
    row["wall_s"] = time.monotonic() - t0
    row["finished_at"] = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
    return row


def _bar(total, initial_note, progress):
    import warnings
    from tqdm import TqdmWarning
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", TqdmWarning)
        from tqdm.auto import tqdm
    return tqdm(total=total, desc="wbsim plan" + initial_note, unit="run", disable=not progress, file=sys.stderr,
                dynamic_ncols=True)


def _is_dask(client):
    return type(client).__module__.startswith("distributed")


def workers_of(client, jobs):
    if client is None:
        return jobs or os.cpu_count() or 1
    if _is_dask(client):
        return max(1, sum(client.nthreads().values()))
    return jobs or os.cpu_count() or 1


def run_all(plan, store, runs, client=None, jobs=None, progress=True, label=""):
    """Runs every run of ``runs`` not yet in ``store`` (by key, this wbsim
    version). Returns (runs done now, failed now, already stored)."""
    done = store.done_keys(__version__)
    todo, seen = [], set()
    for r in runs:
        if r.key in done or r.key in seen:
            continue
        seen.add(r.key)
        todo.append(r)
    already = len({r.key for r in runs} & done)
    if not todo:
        return 0, 0, already
    workers = workers_of(client, jobs)
    own = client is None
    executor = concurrent.futures.ThreadPoolExecutor(max_workers=workers) if own else client
    failed = 0
    note = (" %s" % label if label else "") + (" (%d already stored)" % already if already else "")
    with _bar(len(todo), note, progress) as bar:
        try:
            if _is_dask(client):
                import distributed
                futures = [client.submit(task, r.request(plan), key="wbsim-plan-%s" % r.key, pure=False)
                           for r in todo]
                done_iter = distributed.as_completed(futures)
            else:
                futures = [executor.submit(task, r.request(plan)) for r in todo]
                done_iter = concurrent.futures.as_completed(futures)
            by_future = {id(f): r for f, r in zip(futures, todo)}
            finished = 0
            for f in done_iter:
                run = by_future[id(f)]
                try:
                    row = f.result()
                except Exception as e:  # noqa: BLE001 -- the executor itself failed this run
                    row = {"status": "failed", "error": "SimulationError: %s: %s" % (type(e).__name__, e),
                           "wbsim_version": __version__, "wall_s": None,
                           "finished_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}
                store.put(run, row)
                finished += 1
                failed += row["status"] != "ok"
                bar.set_postfix(running=min(workers, len(todo) - finished), failed=failed, refresh=False)
                bar.update(1)
        finally:
            if own:
                executor.shutdown(wait=True, cancel_futures=True)
    return len(todo), failed, already


def sensitivity_runs(plan, center):
    """One-at-a-time perturbations of ``center`` (a Candidate): each
    sensitivity parameter times (1 - step) and (1 + step), at the design
    load. A perturbation outside the parameter's range is left out (and
    listed as skipped)."""
    table = {row["name"]: row for row in _spec._params._table()}
    load = plan.design_load
    text = plan.job_text(load)
    runs, skipped = [], []
    for key in plan.sensitivity_params:
        base = center.values[key]
        for factor in (1 - plan.sensitivity_step, 1 + plan.sensitivity_step):
            value = base * factor
            if table[key]["kind"] == "count":
                value = max(1, round(value))
                if value == base:
                    skipped.append("%s x%g (rounds to the same count)" % (key, factor))
                    continue
            c = _spec.Candidate(center.index, dict(center.axes), center.profile,
                                dict(center.sets, **{key: _spec._params.format_value(value)}))
            try:
                _spec.resolve(plan, c)
            except Exception as e:  # noqa: BLE001 -- out of the parameter's range
                skipped.append("%s x%g: %s" % (key, factor, e))
                continue
            runs.append(_spec.Run(_spec.run_key(c.values, text), c, "sensitivity", load, plan.writers(load), text,
                                  "%s x%g" % (key, factor)))
    return runs, skipped


def probe_seconds(plan, count=3):
    """Mean wall seconds of a simulation: ``count`` candidates spread over the
    space (first, middle, last), at the design load, one after the other."""
    runs = [r for r in plan.runs() if r.load == plan.design_load]
    picks = sorted({0, len(runs) // 2, len(runs) - 1})[:count]
    t0 = time.monotonic()
    for i in picks:
        task(runs[i].request(plan))
    return (time.monotonic() - t0) / len(picks), len(picks)
