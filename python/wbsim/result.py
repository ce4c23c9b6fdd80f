"""Result: one simulation's fio JSON document, with pandas views of it."""

import collections
import copy
import json
import math

import jinja2
import markupsafe
import pandas as pd

from . import _core
from ._params import Params

__all__ = ["Result", "Bottleneck", "SUMMARY_COLUMNS", "TIMESERIES_COLUMNS", "CPU_PROFILE_COLUMNS", "LOCKS_COLUMNS",
           "DEVICES_COLUMNS", "FIGURES", "STATS", "stat_table"]

SUMMARY_COLUMNS = ["jobname", "groupid", "rw", "bs", "io_bytes", "bw_MiBps", "iops", "runtime_ms", "lat_mean_us",
                   "lat_p99_us", "clat_mean_us", "clat_p99_us", "sync_mean_us", "sync_p99_us"]
TIMESERIES_COLUMNS = ["time_s", "dirty_bytes", "writeback_bytes", "cached_bytes", "write_bw_estimate",
                      "throttled_tasks", "device_inflight_bytes"]
CPU_PROFILE_COLUMNS = ["function", "seconds", "percent"]
# From the statistics table (model/StatTable.def), as the JSON writer uses it.
STATS = [row["name"] for row in _core.stat_table()]
LOCKS_COLUMNS = [row["name"] for row in _core.lock_columns()]
DEVICES_COLUMNS = [row["name"] for row in _core.device_columns()]

# The headline figures of a run (Result.figures(), compare(), sweep()).
FIGURES = collections.OrderedDict([
    ("bw_bytes", "throughput of all jobs, bytes/s: bytes moved / the sum over groups of the longest job runtime"),
    ("bw_MiBps", "the same in MiB/s"),
    ("iops", "I/Os per second of all jobs, as bw_bytes"),
    ("clat_mean_us", "mean completion latency over all I/Os, µs"),
    ("clat_p99_us", "the worst job's 99th percentile completion latency, µs"),
    ("lat_p99_us", "the worst job's 99th percentile total latency, µs"),
    ("sync_p99_us", "the worst job's 99th percentile fsync latency, µs (NaN without fsync)"),
    ("device_util_pct", "the busiest device's utilisation, %"),
    ("peak_dirty_bytes", "peak dirty page-cache bytes"),
    ("throttle_pause_s", "total balance_dirty_pages() pause time of all tasks, s"),
    ("cpu_busy_fraction", "simulated CPU busy fraction of all cores"),
    ("sim_time_s", "simulated time, s"),
    ("bottleneck", "the bottleneck verdict"),
])

def stat_table():
    """The statistics of a run's wbsim section (model/StatTable.def): one row
    per statistic, indexed by its path (``throttle.total_pause_s``), with its
    unit, help, the ``wbsim compare`` row that shows it (``compare``) and
    whether only FUSE runs have it (``fuse_only``)."""
    return pd.DataFrame(list(_core.stat_table())).set_index("name")


Bottleneck = collections.namedtuple("Bottleneck", ["verdict", "evidence"])
Bottleneck.__doc__ = """The bottleneck verdict (device, copy, lock, throttle, flusher ...) and its evidence."""

_HTML = jinja2.Environment(autoescape=True).from_string("""\
<div class="wbsim-result">
<p><b>wbsim</b>: profile <code>{{ profile }}</code>, {{ sim_time }} simulated;
bottleneck: <b>{{ verdict }}</b></p>
{{ summary_table }}
{{ bottleneck_table }}
</div>""")


def _ns_to_us(value):
    return float(value) / 1000.0 if value is not None else math.nan


def _percentile(stats, pct="99.000000"):
    if not stats or not stats.get("N"):
        return math.nan
    return _ns_to_us(stats.get("percentile", {}).get(pct))


def _mean(stats):
    if not stats or not stats.get("N"):
        return math.nan
    return _ns_to_us(stats.get("mean"))


def _direction(job):
    """The data direction of a job that moved the most bytes (wbsim writes)."""
    dirs = [d for d in ("write", "read", "trim") if d in job]
    return max(dirs, key=lambda d: job[d].get("io_bytes", 0)) if dirs else "write"


class Result:
    """One simulation: fio's JSON document plus wbsim's model section.

    Produced by :func:`wbsim.run`; views are computed from :meth:`to_dict`.

    Attributes:
        summary: one row per job (DataFrame).
        timeseries: dirty/writeback/cached bytes and more over simulated time.
        cpu_profile: simulated CPU time by kernel function.
        locks: lock statistics per lock and caller (empty until the model has locks).
        devices: device utilisation.
        bottleneck: ``Bottleneck(verdict, evidence)``.
        params: the resolved parameters (read-only :class:`wbsim.Params`).
        thresholds: the dirty thresholds in bytes (dict).
    """

    def __init__(self, doc):
        if isinstance(doc, (str, bytes)):
            doc = json.loads(doc)
        self._doc = doc

    @classmethod
    def from_json(cls, text):
        """A Result from fio JSON text (e.g. ``wbsim run --output-format=json`` output)."""
        return cls(json.loads(text))

    def to_dict(self):
        """fio's JSON document as a dict (a copy): ``jobs``, ``disk_util``,
        ``wbsim`` ... exactly as ``wbsim run --output-format=json`` prints it."""
        return copy.deepcopy(self._doc)

    @property
    def _wbsim(self):
        return self._doc.get("wbsim", {})

    @property
    def profile(self):
        """The profile's name."""
        return self._wbsim.get("profile", "default")

    @property
    def sim_time_s(self):
        """Simulated time, seconds."""
        return self._wbsim.get("sim_time_s", math.nan)

    @property
    def summary(self):
        """One row per job (fio's ``jobs[]``, after ``group_reporting``).

        Columns: ``jobname``, ``groupid``, ``rw``, ``bs``, ``io_bytes``,
        ``bw_MiBps``, ``iops``, ``runtime_ms``, ``lat_mean_us``, ``lat_p99_us``,
        ``clat_mean_us``, ``clat_p99_us``, ``sync_mean_us``, ``sync_p99_us``
        (latencies in µs; NaN where there were no such I/Os).
        """
        rows = []
        for job in self._doc.get("jobs", []):
            d = _direction(job)
            s = job.get(d, {})
            # fio reports [global]'s options once, the section's own per job.
            opts = dict(self._doc.get("global options", {}), **job.get("job options", {}))
            sync = job.get("sync", {}).get("lat_ns")
            rows.append({
                "jobname": job.get("jobname"),
                "groupid": job.get("groupid"),
                "rw": opts.get("rw", opts.get("readwrite", "read")),
                "bs": opts.get("bs", opts.get("blocksize", "4k")),
                "io_bytes": s.get("io_bytes", 0),
                "bw_MiBps": s.get("bw_bytes", 0) / 2**20,
                "iops": s.get("iops", 0.0),
                "runtime_ms": s.get("runtime", job.get("job_runtime", 0)),
                "lat_mean_us": _mean(s.get("lat_ns")),
                "lat_p99_us": _percentile(s.get("lat_ns")),
                "clat_mean_us": _mean(s.get("clat_ns")),
                "clat_p99_us": _percentile(s.get("clat_ns")),
                "sync_mean_us": _mean(sync),
                "sync_p99_us": _percentile(sync),
            })
        return pd.DataFrame(rows, columns=SUMMARY_COLUMNS)

    @property
    def timeseries(self):
        """The sampler's time series, one row per sample
        (``df.attrs["interval_s"]`` is the sampling interval).

        Columns: ``time_s``, ``dirty_bytes``, ``writeback_bytes``,
        ``cached_bytes``, ``write_bw_estimate`` (bytes/s),
        ``throttled_tasks``, ``device_inflight_bytes``, and any series a later
        model adds.
        """
        ts = dict(self._wbsim.get("timeseries", {}))
        interval = ts.pop("interval_s", None)
        columns = TIMESERIES_COLUMNS + [k for k in ts if k not in TIMESERIES_COLUMNS]
        df = pd.DataFrame({k: ts.get(k, []) for k in columns}, columns=columns)
        df.attrs["interval_s"] = interval
        return df

    @property
    def cpu_profile(self):
        """Simulated CPU time by kernel function, most expensive first.
        Columns: ``function``, ``seconds``, ``percent`` (of all simulated CPU time)."""
        rows = self._wbsim.get("cpu", {}).get("functions", [])
        df = pd.DataFrame(rows, columns=CPU_PROFILE_COLUMNS)
        return df.sort_values("seconds", ascending=False, kind="stable").reset_index(drop=True)

    @property
    def locks(self):
        """Lock statistics per lock and caller. Columns: ``lock``, ``caller``,
        ``acquisitions``, ``hold_s``, ``wait_s``, ``utilisation`` (busy fraction
        of the run), ``peak_utilisation`` (of the busiest sim.sample_interval
        window), ``mean_contenders`` (tasks on the lock while it is busy) and
        ``max_contenders``; empty when the model reports no locks."""
        return pd.DataFrame(self._wbsim.get("locks", []), columns=LOCKS_COLUMNS)

    @property
    def devices(self):
        """Per device: ``name``, ``util`` (fraction), ``busy_s``, ``write_bytes``, ``read_bytes``."""
        rows = self._wbsim.get("devices", [])
        extra = [k for r in rows for k in r if k not in DEVICES_COLUMNS]
        return pd.DataFrame(rows, columns=DEVICES_COLUMNS + list(dict.fromkeys(extra)))

    def stats(self):
        """Every statistic of the wbsim section (see :func:`wbsim.result.stat_table`)
        as a pandas Series indexed by its path; NaN for one the run lacks
        (the ``fuse.*`` statistics outside FUSE runs)."""
        def at(path):
            node = self._wbsim
            for key in path.split("."):
                if not isinstance(node, dict) or key not in node:
                    return math.nan
                node = node[key]
            return node
        return pd.Series({name: at(name) for name in STATS}, dtype=object)

    @property
    def bottleneck(self):
        """``Bottleneck(verdict, evidence)``: what limited the run, and why the model says so."""
        b = self._wbsim.get("bottleneck", {})
        return Bottleneck(b.get("verdict"), b.get("evidence"))

    @property
    def thresholds(self):
        """The dirty thresholds in bytes: ``background_bytes``, ``freerun_bytes``, ``dirty_bytes``."""
        return dict(self._wbsim.get("thresholds", {}))

    @property
    def params(self):
        """The parameters the run used (read-only :class:`wbsim.Params`:
        ``res.params.vm_dirty_ratio``, ``res.params.sources``, ``.to_frame()``)."""
        return Params._snapshot(self._wbsim.get("params", {}), self._wbsim.get("param_sources", {}), self.profile)

    def figures(self):
        """The headline figures of the run as a pandas Series (see ``wbsim.result.FIGURES``
        for their definitions): bw_bytes, bw_MiBps, iops, clat_mean_us,
        clat_p99_us, lat_p99_us, sync_p99_us, device_util_pct,
        peak_dirty_bytes, throttle_pause_s, cpu_busy_fraction, sim_time_s,
        bottleneck."""
        jobs = self._doc.get("jobs", [])
        total_bytes = total_ios = 0
        group_runtime = {}
        clat_sum = clat_n = 0.0
        clat_p99, lat_p99, sync_p99 = [], [], []
        for job in jobs:
            s = job.get(_direction(job), {})
            total_bytes += s.get("io_bytes", 0)
            total_ios += s.get("total_ios", 0)
            g = job.get("groupid", 0)
            group_runtime[g] = max(group_runtime.get(g, 0), s.get("runtime", 0))
            clat = s.get("clat_ns", {})
            if clat.get("N"):
                clat_sum += clat["mean"] * clat["N"]
                clat_n += clat["N"]
            clat_p99.append(_percentile(clat))
            lat_p99.append(_percentile(s.get("lat_ns")))
            sync_p99.append(_percentile(job.get("sync", {}).get("lat_ns")))
        seconds = sum(group_runtime.values()) / 1000.0

        def worst(values):
            values = [v for v in values if not math.isnan(v)]
            return max(values) if values else math.nan

        w = self._wbsim
        utils = [d.get("util", 0.0) for d in w.get("devices", [])]
        bw = total_bytes / seconds if seconds > 0 else math.nan
        values = {
            "bw_bytes": bw,
            "bw_MiBps": bw / 2**20,
            "iops": total_ios / seconds if seconds > 0 else math.nan,
            "clat_mean_us": clat_sum / clat_n / 1000.0 if clat_n else math.nan,
            "clat_p99_us": worst(clat_p99),
            "lat_p99_us": worst(lat_p99),
            "sync_p99_us": worst(sync_p99),
            "device_util_pct": 100.0 * max(utils) if utils else math.nan,
            "peak_dirty_bytes": w.get("peak_dirty_bytes", math.nan),
            "throttle_pause_s": w.get("throttle", {}).get("total_pause_s", math.nan),
            "cpu_busy_fraction": w.get("cpu", {}).get("busy_fraction", math.nan),
            "sim_time_s": w.get("sim_time_s", math.nan),
            "bottleneck": self.bottleneck.verdict,
        }
        return pd.Series(values, index=list(FIGURES), dtype=object, name="value")

    def __repr__(self):
        names = ", ".join(str(n) for n in self.summary["jobname"])
        f = self.figures()
        return "<wbsim.Result jobs=[%s] profile=%s bw=%.1f MiB/s clat p99=%.1f us bottleneck=%s>" % (
            names, self.profile, f["bw_MiBps"], f["clat_p99_us"], f["bottleneck"])

    def _repr_html_(self):
        summary = self.summary.to_html(index=False, float_format=lambda v: "%.4g" % v, na_rep="", border=0)
        b = self.bottleneck
        bottleneck = pd.DataFrame([{"verdict": b.verdict, "evidence": b.evidence}]).to_html(index=False, border=0)
        return _HTML.render(profile=self.profile, sim_time="%.3g s" % self.sim_time_s, verdict=b.verdict,
                            summary_table=markupsafe.Markup(summary),
                            bottleneck_table=markupsafe.Markup(bottleneck))

