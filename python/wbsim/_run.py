"""Runs: each simulation in a fresh Python process (SimGrid allows one
simulation per process), invisibly to the caller."""

import concurrent.futures
import json
import math
import os
import subprocess
import sys

import pandas as pd

from . import _core, _params
from .errors import SimulationError, error_class
from .result import Result

__all__ = ["run", "compare", "execute", "make_request", "result_of"]

_WORKER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "_worker.py")
# The worker imports the compiled core from here (the build tree), without the package.
_CORE_DIR = os.path.dirname(os.path.abspath(_core.__file__))


def _is_job_text(job):
    return "\n" in job or "[" in job


def _option_arg(name, value, prefix="--"):
    """One fio option as a command-line argument (prefix "--") or a job-file
    line (prefix ""); None when the option is to be left out. True is a bare
    flag for options that take no value and 1 otherwise; False is 0, or left
    out for bare flags; None is left out."""
    if value is None:
        return None
    row = _params._fio_table().get(name)
    is_flag = row is not None and not row["takes_value"]
    if value is True and is_flag:
        return prefix + name
    if value is False and is_flag:
        return None
    return "%s%s=%s" % (prefix, name, _params.format_value(value))


def _dict_args(options):
    """A dict of fio options as fio-style arguments; ``name`` goes first
    (``job`` when absent) so that every option belongs to that job."""
    options = dict(options)
    name = options.pop("name", "job")
    args = [_option_arg("name", name)]
    args += [a for a in (_option_arg(k, v) for k, v in options.items()) if a is not None]
    return args


def _sections_text(sections):
    """``{"global": {...}, "job1": {...}}`` as fio job text."""
    lines = []
    for section, options in sections.items():
        lines.append("[%s]" % section)
        lines += [a for a in (_option_arg(k, v, prefix="") for k, v in options.items()) if a is not None]
        lines.append("")
    return "\n".join(lines)


def make_request(job, profile=None, overrides=None, job_options=None):
    """The request a worker process executes for ``run(job, profile,
    **overrides)`` with fio options ``job_options`` (a dict) imposed on every
    job. Path and dict jobs without ``job_options`` go through the CLI's own
    argument parser with the arguments ``wbsim run`` would get; the document's
    ``wbsim.command_line`` is then that command."""
    profile_arg, sets = _params.profile_and_sets(profile)
    sets = sets + _params.override_sets(overrides)
    wbsim_args = (["--profile", profile_arg] if profile_arg else []) + [a for s in sets for a in ("--set", s)]
    job_options = dict(job_options or {})

    if isinstance(job, dict):
        if job and all(isinstance(v, dict) for v in job.values()):
            job = _sections_text(job)  # sections: run as job text below
        else:
            merged = dict(job)
            merged.update(job_options)
            return {"call": "run_json", "args": _dict_args(merged) + wbsim_args + ["--output-format=json"]}
    if isinstance(job, os.PathLike):
        job = os.fspath(job)
    if not isinstance(job, str):
        raise TypeError("job: expected a .fio path, fio job text or a dict of fio options; got %r" % (job,))

    text = _is_job_text(job)
    if not text and not job_options:
        return {"call": "run_json", "args": [job] + wbsim_args + ["--output-format=json"]}
    option_args = [a for a in (_option_arg(k, v, prefix="") for k, v in job_options.items()) if a is not None]
    command_line = " ".join(["wbsim run", "<string>" if text else job] + wbsim_args +
                            ["--job-option=" + a for a in option_args])
    return {"call": "run_job_json",
            "kwargs": {"path": "" if text else job, "text": job if text else "", "origin": "<string>",
                       "base_dir": os.getcwd(), "job_options": option_args, "profile": profile_arg,
                       "sets": sets, "command_line": command_line}}


def execute(request):
    """Executes one request in a fresh Python process and returns its reply:
    ``{"ok": True, "json": text}`` or ``{"error": class name, "message": ...}``.
    Never raises for a model error, so any executor (threads, processes, a
    Dask cluster) can carry it; :func:`result_of` turns a reply into a Result
    or raises."""
    proc = subprocess.run([sys.executable, _WORKER, _CORE_DIR], input=json.dumps(request).encode("utf-8"),
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
    header, _, body = proc.stdout.partition(b"\n")
    reply = None
    if header:
        try:
            reply = json.loads(header)
        except ValueError:
            reply = None
    if proc.returncode != 0 or reply is None:
        status = ("killed by signal %d" % -proc.returncode) if proc.returncode < 0 else \
            "exit status %d" % proc.returncode
        tail = proc.stderr.decode("utf-8", "replace").strip()[-2000:]
        return {"error": "SimulationError",
                "message": "the simulation process failed (%s)%s" % (status, ": " + tail if tail else "")}
    if reply.get("ok"):
        reply["json"] = body.decode("utf-8")
    return reply


def result_of(reply):
    """The Result of a worker reply, or raises its error (same class and
    message as the C++ core's)."""
    if reply.get("ok"):
        return Result.from_json(reply["json"])
    raise error_class(reply.get("error"))(reply.get("message"))


def run(job, profile=None, **overrides):
    """Simulate a fio job and return its :class:`Result`.

    The simulation runs in a fresh Python process (SimGrid allows one
    simulation per process); the result is the one ``wbsim run JOB
    --output-format=json`` prints for the same job, profile and overrides.

    Args:
        job: one of
            - a path to a ``.fio`` job file (str or path-like), e.g.
              ``"scenarios/examples/seq-write-1m.fio"``;
            - fio job text: a str containing a newline or ``[``, e.g.
              ``"[w]\\nrw=write\\nbs=1M\\nsize=4G\\n"`` (errors name it
              ``<string>``; ``include`` is relative to the current directory);
            - a dict of fio options, as ``--key=value`` arguments, e.g.
              ``{"name": "w", "rw": "write", "bs": "1M", "size": "4G"}``
              (``True`` is a bare flag such as ``time_based``, ``None`` leaves
              an option out; ``name`` defaults to ``job``);
            - a dict of sections, ``{"global": {...}, "job1": {...}}``.
            ``wbsim.fio_options()`` lists the accepted fio options.
        profile: a profile name (``wbsim.profiles()``) or file path, a
            :class:`wbsim.Params`, or None for the built-in default.
        **overrides: parameter overrides on top of the profile, written with
            underscores or dots: ``vm_dirty_ratio=10``,
            ``dev_write_bw="3GB/s"``, ``**{"pc.large_folios": False}``.
            Numbers are in SI units (bytes, seconds, bytes/s); strings use the
            unit grammar of ``wbsim params``. ``wbsim.params()`` lists them.

    Returns:
        Result: ``.summary``, ``.timeseries``, ``.cpu_profile``, ``.locks``,
        ``.bottleneck``, ``.params``, ``.figures()``, ``.to_dict()``.

    Raises:
        JobError: a bad job (message ``file:line: ...`` naming the option).
        ProfileError: an unknown or malformed profile.
        ParamError: an unknown parameter name or a value out of range.
        UsageError: an unknown fio option in a dict job.
        SimulationError: the simulation process failed.

    Example:
        >>> import wbsim
        >>> res = wbsim.run("scenarios/examples/seq-write-1m.fio", vm_dirty_ratio=10)
        >>> res.summary[["jobname", "bw_MiBps", "clat_p99_us"]]
        >>> res.bottleneck.verdict
        'fsync'
    """
    return result_of(execute(make_request(job, profile, overrides)))


def _side(spec):
    """A compare() side as (profile, overrides)."""
    if spec is None or isinstance(spec, (str, os.PathLike, _params.Params)):
        return spec, {}
    if isinstance(spec, dict):
        if spec and set(spec) <= {"profile", "overrides"}:
            return spec.get("profile"), dict(spec.get("overrides") or {})
        return None, dict(spec)
    raise TypeError("compare: a side is a profile name or path, a wbsim.Params, a dict of overrides, or "
                    "{'profile': ..., 'overrides': {...}}; got %r" % (spec,))


def compare(job, before=None, after=None):
    """Run one job under two configurations and compare the headline figures.

    Both runs execute in parallel, each in a fresh process.

    Args:
        job: as for :func:`run`.
        before, after: each a profile name or path, a :class:`wbsim.Params`, a
            dict of parameter overrides (``{"vm_dirty_ratio": 10}``), or
            ``{"profile": "workstation-gen3", "overrides": {...}}``; None is
            the built-in default.

    Returns:
        pandas.DataFrame: one row per figure (see ``wbsim.result.FIGURES``:
        bw_bytes, bw_MiBps, iops, clat_mean_us, clat_p99_us, lat_p99_us,
        sync_p99_us, device_util_pct, peak_dirty_bytes, throttle_pause_s,
        cpu_busy_fraction, sim_time_s, bottleneck), columns ``before``,
        ``after`` and ``ratio`` (after / before; NaN when not a number or
        before is 0). ``df.attrs["results"]`` holds the two Results.

    Raises:
        As :func:`run`.

    Example:
        >>> wbsim.compare("scenarios/examples/seq-write-over-dirty-limit.fio",
        ...               before={}, after={"vm_dirty_ratio": 5})
    """
    requests = [make_request(job, *_side(s)) for s in (before, after)]
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        replies = list(pool.map(execute, requests))
    rb, ra = (result_of(r) for r in replies)
    fb, fa = rb.figures(), ra.figures()

    def ratio(b, a):
        try:
            b, a = float(b), float(a)
        except (TypeError, ValueError):
            return math.nan
        return a / b if b != 0 and not math.isnan(b) else math.nan

    df = pd.DataFrame({"before": fb, "after": fa, "ratio": [ratio(fb[k], fa[k]) for k in fb.index]},
                      index=fb.index)
    df.attrs["results"] = (rb, ra)
    return df


def replay(job, directory, profile=None, repeat=1, extra_args=(), **overrides):
    """Runs a fio job for real with wbsim's own engines and predicts it with
    the model (``wbsim replay``), in a fresh process.

    Args:
        job: a ``.fio`` path or a dict of fio options (as for :func:`run`).
        directory: the scratch directory; replay creates its files there
            (and only there) and removes them afterwards.
        profile: the profile to predict with (default: this machine's
            calibrated profile if any, else the built-in one).
        repeat: measure this many times and keep the median-bandwidth run.
        extra_args: more ``wbsim replay`` options, e.g.
            ``["--allow-existing"]`` or ``["--keep-files"]``.
        **overrides: parameter overrides for the prediction.

    Returns:
        A dict: ``{"measured": fio JSON, "predicted": fio JSON, "error":
        {"jobs": [...], "median_abs_bw_error": x}}`` (the predicted document
        is absent with ``--no-predict``). ``Result.from_json`` turns either
        document into a :class:`Result`.

    Raises:
        UsageError or JobError when ``wbsim replay`` refuses (its message,
        e.g. a safety refusal, is printed on stderr).
    """
    import tempfile

    if isinstance(job, dict):
        args = _dict_args(job)
    else:
        args = [os.fspath(job)]
    profile_arg, sets = _params.profile_and_sets(profile)
    sets = sets + _params.override_sets(overrides)
    args += (["--profile", profile_arg] if profile_arg else []) + [a for s in sets for a in ("--set", s)]
    with tempfile.TemporaryDirectory(prefix="wbsim-replay-") as tmp:
        out = os.path.join(tmp, "replay.json")
        args += ["--directory", os.fspath(directory), "--output-format=json", "--output", out,
                 "--repeat", str(int(repeat))] + list(extra_args)
        proc = subprocess.run([sys.executable, _WORKER, _CORE_DIR],
                              input=json.dumps({"call": "replay_cli", "args": args, "output": out}).encode(),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=False)
    header, _, body = proc.stdout.partition(b"\n")
    try:
        reply = json.loads(header)
    except ValueError:
        raise SimulationError("the replay process failed (exit status %d): %s"
                              % (proc.returncode, proc.stderr.decode("utf-8", "replace")[-2000:]))
    if not reply.get("ok"):
        raise error_class(reply.get("error"))(reply.get("message") + ": " +
                                              proc.stderr.decode("utf-8", "replace").strip()[-2000:])
    return json.loads(body.decode("utf-8"))
