"""Shared fixtures of the Python package tests.

CTest (tests/python_tests.cmake) sets PYTHONPATH to python/ and build/python/
(the compiled module) and WBSIM_BIN to the built CLI. Run by hand, the
fallbacks are the source tree's python/, build/python/ and build/wbsim:

    PYTHONPATH=python:build/python WBSIM_BIN=build/wbsim /usr/bin/python3 -m pytest -q python/tests
"""

import json
import os
import pathlib
import subprocess
import sys

import pytest

SOURCE_DIR = pathlib.Path(os.environ.get("WBSIM_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[2]))

try:
    import wbsim  # noqa: F401
except ImportError:
    sys.path[:0] = [str(SOURCE_DIR / "python"), str(SOURCE_DIR / "build" / "python")]
    import wbsim  # noqa: F401

EXAMPLES = SOURCE_DIR / "scenarios" / "examples"
TEST_DATA = SOURCE_DIR / "tests" / "data"

# Keys of fio's JSON that depend on when the run happened, not on the model:
# the report's date (time, timestamp, timestamp_ms) and wbsim's wall-clock
# simulation time (wbsim.wall_time_s). Everything else must agree exactly.
TIME_DEPENDENT_KEYS = [("time",), ("timestamp",), ("timestamp_ms",), ("wbsim", "wall_time_s")]


def strip_time_dependent(doc):
    """fio's JSON without TIME_DEPENDENT_KEYS (a copy)."""
    doc = json.loads(json.dumps(doc))
    for path in TIME_DEPENDENT_KEYS:
        d = doc
        for key in path[:-1]:
            d = d.get(key, {})
        d.pop(path[-1], None)
    return doc


@pytest.fixture(scope="session")
def wbsim_bin():
    """The wbsim CLI: $WBSIM_BIN, else build/wbsim in the source tree."""
    path = pathlib.Path(os.environ.get("WBSIM_BIN", SOURCE_DIR / "build" / "wbsim"))
    if not path.is_file():
        pytest.fail("the wbsim CLI is not at %s: build it, or set WBSIM_BIN" % path)
    return str(path)


@pytest.fixture(scope="session")
def cli(wbsim_bin):
    """Runs the CLI: cli("run", JOB, ...) -> CompletedProcess (text)."""

    def call(*args, cwd=SOURCE_DIR):
        return subprocess.run([wbsim_bin, *map(str, args)], capture_output=True, text=True, cwd=cwd, check=False)

    return call


@pytest.fixture(autouse=True)
def _in_source_dir(monkeypatch):
    # Relative job paths (as in the README) resolve against the source tree.
    monkeypatch.chdir(SOURCE_DIR)
