"""Fixtures of the capacity-plan tests (tests/python_tests.cmake runs this
folder as its own ctests). Run by hand:

    PYTHONPATH=python:build/python WBSIM_BIN=build/wbsim /usr/bin/python3 -m pytest -q python/tests/plan
"""

import os
import pathlib
import sqlite3
import subprocess
import sys

import pytest

SOURCE_DIR = pathlib.Path(os.environ.get("WBSIM_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[3]))
sys.path[:0] = [str(SOURCE_DIR / "python"), str(SOURCE_DIR / "build" / "python")]

SMALL_PLAN = SOURCE_DIR / "tests" / "data" / "plans" / "small.toml"


@pytest.fixture(scope="session")
def wbsim_bin():
    path = pathlib.Path(os.environ.get("WBSIM_BIN", SOURCE_DIR / "build" / "wbsim"))
    if not path.is_file():
        pytest.fail("the wbsim CLI is not at %s: build it, or set WBSIM_BIN" % path)
    os.environ["WBSIM_BIN"] = str(path)
    return str(path)


@pytest.fixture
def plan_cli(wbsim_bin):
    """Runs `wbsim plan ARGS...` -> CompletedProcess (text)."""
    def call(*args, **kw):
        return subprocess.run([wbsim_bin, "plan", *map(str, args)], capture_output=True, text=True, check=False,
                              **kw)
    return call


def store_rows(path, ignore=("wall_s", "finished_at")):
    """Every row of a store as a dict keyed by the run key, without the
    columns that depend on when and how fast it ran."""
    db = sqlite3.connect(path)
    db.row_factory = sqlite3.Row
    try:
        rows = [dict(r) for r in db.execute("SELECT * FROM runs")]
    finally:
        db.close()
    return {r["key"]: {k: v for k, v in r.items() if k not in ignore} for r in rows}
