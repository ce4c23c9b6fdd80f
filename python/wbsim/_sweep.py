"""sweep(): many configurations of one job, each simulation in a fresh process."""

import concurrent.futures
import itertools
import os
import warnings

import pandas as pd
from tqdm import TqdmWarning

with warnings.catch_warnings():
    # Without ipywidgets (not a Debian dependency here), tqdm.auto warns and
    # falls back to the text bar, which notebooks show fine.
    warnings.simplefilter("ignore", TqdmWarning)
    from tqdm.auto import tqdm

from . import _params
from ._run import execute, make_request, result_of
from .errors import ParamError
from .result import FIGURES

__all__ = ["sweep", "expand_grid"]


def expand_grid(grid):
    """The configurations of a grid: a dict of name -> list of values gives
    the cartesian product (in the dict's order, the last name varying
    fastest); a list of dicts is taken as is."""
    if isinstance(grid, dict):
        names = list(grid)
        values = [v if isinstance(v, (list, tuple, range)) else [v] for v in grid.values()]
        return [dict(zip(names, combo)) for combo in itertools.product(*values)]
    if isinstance(grid, (list, tuple)) and all(isinstance(c, dict) for c in grid):
        return [dict(c) for c in grid]
    raise TypeError("grid: expected a dict of name -> list of values, or a list of dicts; got %r" % (grid,))


def _classify(name):
    """'param' or 'fio' for a grid name; ParamError for neither."""
    param, fio = _params.is_param(name), _params.is_fio_option(name)
    if param and fio:
        raise ParamError("grid name '%s' is both a parameter and a fio option; write the parameter with dots" % name)
    if param:
        return "param"
    if fio:
        return "fio"
    try:
        _params.param_key(name)
    except ParamError as e:
        raise ParamError("grid name '%s' is neither a parameter nor a fio option (wbsim.fio_options() lists those); %s"
                         % (name, e)) from None


def sweep(job, grid, processes=None, profile=None, executor=None, progress=True, keep_results=False, **overrides):
    """Simulate ``job`` for every configuration of ``grid``, in parallel.

    Each simulation runs in a fresh Python process (as :func:`run`); the
    executor only dispatches them, so a thread pool of ``processes`` threads
    keeps ``processes`` simulations running at once.

    Args:
        job: as for :func:`run` (path, job text, or dict of fio options).
        grid: a dict of name -> list of values (the cartesian product is run)
            or a list of dicts (one configuration each). A name is a parameter
            (dots or underscores: ``vm_dirty_ratio``, ``"dev.write_bw"``) or a
            fio option (``bs``, ``numjobs``...: see ``wbsim.fio_options()``).
            A fio option's value replaces the one every job section sets.
        processes: simulations at once; default ``os.cpu_count()``.
        profile: as for :func:`run`, the base of every configuration.
        executor: any ``concurrent.futures.Executor``-like object (with
            ``submit(fn, *args)`` returning futures with ``.result()``), e.g.
            a Dask ``distributed.Client``; it runs ``wbsim._run.execute(request)``,
            which starts the simulation process. ``processes`` is then
            ignored. Default: a local thread pool.
        progress: show a tqdm progress bar (a widget in notebooks).
        keep_results: add a ``result`` column holding each run's :class:`Result`.
        **overrides: parameter overrides common to all configurations.

    Returns:
        pandas.DataFrame: one row per configuration, in grid order: the grid
        values (columns named as in ``grid``), then the headline figures of
        ``wbsim.result.FIGURES`` (``bw_bytes``, ``bw_MiBps``, ``iops``,
        ``clat_mean_us``, ``clat_p99_us``, ``lat_p99_us``, ``sync_p99_us``,
        ``device_util_pct``, ``peak_dirty_bytes``, ``throttle_pause_s``,
        ``cpu_busy_fraction``, ``sim_time_s``, ``bottleneck``).

    Raises:
        As :func:`run`, for the first configuration that fails (the exception
        carries a note naming the configuration); ParamError for a grid name
        that is neither a parameter nor a fio option.

    Example:
        >>> df = wbsim.sweep("scenarios/examples/seq-write-over-dirty-limit.fio",
        ...                  {"vm_dirty_ratio": [5, 10, 20, 40], "pc_large_folios": [0, 1]})
        >>> df.pivot(index="vm_dirty_ratio", columns="pc_large_folios", values="bw_MiBps")
    """
    configs = expand_grid(grid)
    kinds = {name: _classify(name) for c in configs for name in c}
    requests = []
    for config in configs:
        params = dict(overrides)
        params.update({k: v for k, v in config.items() if kinds[k] == "param"})
        fio = {k: v for k, v in config.items() if kinds[k] == "fio"}
        requests.append(make_request(job, profile, params, job_options=fio))

    own = executor is None
    if own:
        executor = concurrent.futures.ThreadPoolExecutor(max_workers=processes or os.cpu_count() or 1)
    replies = [None] * len(requests)
    try:
        futures = [executor.submit(execute, r) for r in requests]
        index = {id(f): i for i, f in enumerate(futures)}
        with tqdm(total=len(futures), desc="wbsim sweep", unit="run", disable=not progress) as bar:
            if all(isinstance(f, concurrent.futures.Future) for f in futures):
                done = concurrent.futures.as_completed(futures)
            else:
                done = futures  # e.g. Dask futures: wait in order
            for f in done:
                i = index[id(f)]
                replies[i] = f.result()
                bar.update(1)
                if not replies[i].get("ok"):
                    for other in futures:
                        other.cancel()
                    try:
                        result_of(replies[i])
                    except Exception as e:
                        e.add_note("in wbsim.sweep configuration %d: %r" % (i, configs[i]))
                        raise
    finally:
        if own:
            executor.shutdown(wait=True, cancel_futures=True)

    rows = []
    for config, reply in zip(configs, replies):
        res = result_of(reply)
        row = dict(config)
        row.update(res.figures().to_dict())
        if keep_results:
            row["result"] = res
        rows.append(row)
    columns = list(dict.fromkeys([k for c in configs for k in c] + list(FIGURES) + (["result"] if keep_results else [])))
    df = pd.DataFrame(rows, columns=columns)
    for name in FIGURES:
        if name != "bottleneck":
            df[name] = pd.to_numeric(df[name])
    return df
