"""The results store of a plan: one SQLite file, one row per simulation.

Schema (documented in README.md, "Capacity plans"):

    meta(key TEXT PRIMARY KEY, value TEXT)   schema_version, plan, created
    runs(
      key TEXT PRIMARY KEY,     sha256 (32 hex digits) of the resolved parameters and the job text
      kind TEXT,                'sweep' (a candidate of the space) or 'sensitivity' (a perturbation)
      candidate INTEGER,        the candidate's index in the space (sensitivity: the recommendation's)
      axes TEXT,                JSON: the candidate's axis values as written in the plan
      perturbation TEXT,        'dev.write_bw x1.2' for sensitivity rows, '' otherwise
      load INTEGER, writers INTEGER,   the load factor and the writer threads it makes
      cost REAL,                the candidate's cost (plan's [cost])
      status TEXT,              'ok' or 'failed'
      error TEXT,               the failure's class and message (failed rows)
      <figure> ...,             one REAL/TEXT column per headline figure (wbsim.result.FIGURES)
                                plus clat_p999_us, drain_s, residual_dirty_bytes
      stats TEXT,               JSON: every statistic of the run's wbsim section (model/StatTable.def)
      timeseries TEXT,          JSON: time_s, dirty_bytes, writeback_bytes (the sampler's series)
      cpu_profile TEXT,         JSON: {function: seconds}
      params TEXT, profile TEXT, job TEXT,   the resolved parameters (JSON), --profile, the job text
      wbsim_version TEXT, wall_s REAL, finished_at TEXT)

A row is written in its own transaction when its simulation ends, so an
interrupted plan keeps every finished row and resumes with the rest. Rows of
another wbsim version are stale: a resumed plan runs them again.
"""

import json
import math
import sqlite3
import time

from ..result import FIGURES

__all__ = ["Store", "FIGURE_COLUMNS", "EXTRA_FIGURES"]

SCHEMA_VERSION = 1
# Figures the plan adds to the headline ones: the SLOs need them.
EXTRA_FIGURES = {
    "clat_p999_us": "the worst job's 99.9th percentile completion latency, µs",
    "drain_s": "estimated seconds to write back what is dirty or under writeback when the jobs end",
    "residual_dirty_bytes": "dirty plus writeback bytes when the jobs end",
}
FIGURE_COLUMNS = list(FIGURES) + list(EXTRA_FIGURES)

_COLUMNS = ([("key", "TEXT PRIMARY KEY"), ("kind", "TEXT"), ("candidate", "INTEGER"), ("axes", "TEXT"),
             ("perturbation", "TEXT"), ("load", "INTEGER"), ("writers", "INTEGER"), ("cost", "REAL"),
             ("status", "TEXT"), ("error", "TEXT")] +
            [(f, "TEXT" if f == "bottleneck" else "REAL") for f in FIGURE_COLUMNS] +
            [("stats", "TEXT"), ("timeseries", "TEXT"), ("cpu_profile", "TEXT"), ("params", "TEXT"),
             ("profile", "TEXT"), ("job", "TEXT"), ("wbsim_version", "TEXT"), ("wall_s", "REAL"),
             ("finished_at", "TEXT")])
COLUMN_NAMES = [c for c, _ in _COLUMNS]


def _num(v):
    try:
        v = float(v)
    except (TypeError, ValueError):
        return None
    return None if math.isnan(v) else v


class Store:
    """A plan's SQLite store. ``Store(path)`` creates or opens it."""

    def __init__(self, path):
        self.path = path
        self.db = sqlite3.connect(path, timeout=30)
        self.db.execute("PRAGMA journal_mode=WAL")  # a reader (a notebook) never blocks the runner
        self.db.execute("PRAGMA synchronous=FULL")  # a finished row survives a crash of the machine too
        with self.db:
            self.db.execute("CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT)")
            self.db.execute("CREATE TABLE IF NOT EXISTS runs (%s)" % ", ".join('"%s" %s' % c for c in _COLUMNS))
            self.db.execute("INSERT OR IGNORE INTO meta VALUES ('schema_version', ?)", (str(SCHEMA_VERSION),))
            self.db.execute("INSERT OR IGNORE INTO meta VALUES ('created', ?)", (time.strftime("%Y-%m-%dT%H:%M:%SZ",
                                                                                              time.gmtime()),))
        have = self.db.execute("SELECT value FROM meta WHERE key='schema_version'").fetchone()[0]
        if have != str(SCHEMA_VERSION):
            raise ValueError("%s: store schema version %s; this wbsim reads version %d (use a new store)"
                             % (path, have, SCHEMA_VERSION))

    def close(self):
        self.db.close()

    def done_keys(self, version):
        """Keys of rows that need no new run: finished (ok or failed) with this wbsim version."""
        cur = self.db.execute("SELECT key FROM runs WHERE wbsim_version = ?", (version,))
        return {k for (k,) in cur}

    def put(self, run, reply_row):
        """Writes one finished run (replacing a stale row of the same key)."""
        row = {"key": run.key, "kind": run.kind, "candidate": run.candidate.index,
               "axes": json.dumps(run.candidate.axes), "perturbation": run.perturbation, "load": run.load,
               "writers": run.writers, "cost": run.candidate.cost, "params": json.dumps(run.candidate.values,
                                                                                        sort_keys=True),
               "profile": run.candidate.profile, "job": run.job_text}
        row.update(reply_row)
        for f in FIGURE_COLUMNS:
            if f != "bottleneck":
                row[f] = _num(row.get(f))
        cols = [c for c in COLUMN_NAMES if c in row]
        with self.db:
            self.db.execute('INSERT OR REPLACE INTO runs (%s) VALUES (%s)' % (", ".join('"%s"' % c for c in cols),
                                                                            ", ".join("?" * len(cols))),
                            [row[c] for c in cols])

    def set_meta(self, key, value):
        with self.db:
            self.db.execute("INSERT OR REPLACE INTO meta VALUES (?, ?)", (key, value))

    def rows(self, keys=None):
        """Rows as dicts (JSON columns decoded), optionally only ``keys``."""
        self.db.row_factory = sqlite3.Row
        try:
            cur = self.db.execute("SELECT * FROM runs ORDER BY kind, candidate, load, perturbation")
            out = []
            for r in cur:
                d = dict(r)
                if keys is not None and d["key"] not in keys:
                    continue
                for c in ("axes", "stats", "timeseries", "cpu_profile", "params"):
                    d[c] = json.loads(d[c]) if d.get(c) else None
                out.append(d)
            return out
        finally:
            self.db.row_factory = None
