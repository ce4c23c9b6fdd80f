"""Bad plans are refused with a message naming file, line, key and what is
accepted, before anything runs, and an existing store is left as it was."""

import hashlib
import re
import shutil
import sqlite3

import pytest

from conftest import SMALL_PLAN

from wbsim.plan import PlanError, _analysis, _spec


def plan_text(**replace):
    text = SMALL_PLAN.read_text()
    for old, new in replace.items():
        old = old.replace("__", " ")
        assert old in text, old
        text = text.replace(old, new)
    return text


# (what is wrong, edit of the small plan, the message must match, the text
# of the line the message must name: the key's own line in the edited plan)
BAD_PLANS = [
    ("unknown key", {'min_throughput = "1GB/s"': 'min_throughput = "1GB/s"\nmax_p95 = "1ms"'},
     r"slo\.max_p95: unknown key in \[slo\]; accepted: max_dirty, max_drain, max_p99, max_p999, min_throughput", 'max_p95 = "1ms"'),
    ("unknown top table", {"[sensitivity]": "[sensitivities]"},
     r"sensitivities: unknown key in the plan's top level; accepted: ", '[sensitivities]'),
    ("bad unit", {'max_p99 = "5ms"': 'max_p99 = "5 fortnights"'},
     r"slo\.max_p99: '5 fortnights' is not a time; accepted: a number with ns, us, ms or s", 'max_p99 = "5 fortnights"'),
    ("bare number", {'max_p99 = "5ms"': "max_p99 = 5"},
     r"slo\.max_p99: 5 has no unit; accepted: a number with ns, us, ms or s", 'max_p99 = 5'),
    ("missing job", {'[[workload.job]]\nname = "w"\noptions = { rw = "write", bs = "1M", ioengine = "psync" }': ""},
     r"workload: missing job: accepted: one or more \[\[workload\.job\]\] tables", '[workload]'),
    ("job file missing", {'options = { rw = "write", bs = "1M", ioengine = "psync" }': 'path = "nowhere.fio"'},
     r"workload\.job\[0\]\.path: missing job: no file .*nowhere\.fio", 'path = "nowhere.fio"'),
    ("empty axis", {"devices = [1, 2]": "devices = []"},
     r"space\.devices: an empty list leaves no candidate; accepted: at least one value", 'devices = []'),
    ("unknown parameter", {"[space]": '[space]\nparams = { "dev.frobnicate" = [1, 2] }'},
     r"space\.params\.\"dev\.frobnicate\": unknown parameter 'dev\.frobnicate'", 'params = { "dev.frobnicate"'),
    ("value out of range", {"devices = [1, 2]": "devices = [1, 2, 100000]"},
     r"space\.devices: candidate devices=100000.*out of range", 'devices = [1, 2, 100000]'),
    ("bad fio option", {'bs = "1M"': 'bs = "1M", frobnicate = 1'},
     r"workload\.job\[0\]\.options\.frobnicate: unknown fio option", 'frobnicate = 1'),
    ("bad fio value", {'bs = "1M"': 'bs = "1Q"'},
     r"workload\.job\[0\]: the jobs do not make a valid fio job file: .*bs=1Q: unknown size unit", '[[workload.job]]'),
    ("unknown fs", {'fs = ["xfs", "ext4"]': 'fs = ["xfs", "zfs"]'},
     r"space\.fs: 'zfs' has no profile fs-zfs; accepted: bcachefs, btrfs, ext4, xfs", 'fs = ["xfs", "zfs"]'),
    ("missing cost", {"per_core = 10\n": ""},
     r"cost\.per_core: missing: accepted: a number >= 0", '[cost]'),
    ("not TOML", {"[space]": "[space"}, r"not valid TOML", None),
    # Found by tests/fuzz/fuzz_plan.py: both were a ValueError traceback (int() on the text).
    ("numjobs not a number", {'bs = "1M"': 'bs = "1M", numjobs = "abc"'},
     r"workload\.job\[0\]\.options\.numjobs: section \[w\]: numjobs=abc: accepted: an integer from 1 to 4096",
     'numjobs = "abc"'),
    ("numjobs in job text", {'options = { rw = "write", bs = "1M", ioengine = "psync" }':
                             'text = "[x]\\nrw=write\\nnumjobs=1e3\\n"'},
     r"workload\.job\[0\]: section \[x\]: numjobs=1e3: accepted: an integer from 1 to 4096", '[[workload.job]]'),
]


@pytest.mark.parametrize("what,edit,message,line", BAD_PLANS, ids=[b[0] for b in BAD_PLANS])
def test_bad_plan_is_refused_and_the_store_untouched(tmp_path, plan_cli, what, edit, message, line):
    # A store from an earlier run of the same plan (one row written by hand
    # through the store's own API is enough: its bytes must not change).
    from wbsim.plan._store import Store
    store = tmp_path / "report.sqlite"
    s = Store(str(store))
    s.set_meta("plan", "earlier")
    s.close()
    before = hashlib.sha256(store.read_bytes()).hexdigest()
    bad = tmp_path / "bad.toml"
    text = SMALL_PLAN.read_text()
    for old, new in edit.items():
        assert old in text, old
        text = text.replace(old, new, 1)
    bad.write_text(text)
    shutil.copy(SMALL_PLAN.parent / "small.toml", tmp_path / "unused.toml")
    p = plan_cli(bad, "-o", tmp_path / "report.html")
    assert p.returncode == 1, (p.stdout, p.stderr)
    assert re.search(message, p.stderr), p.stderr
    if line:
        number = next(n for n, l in enumerate(text.splitlines(), 1) if line in l)
        where = "%s:%d: " % (bad, number)
    else:
        where = "%s: " % bad
    assert p.stderr.startswith("wbsim plan: " + where), p.stderr
    assert hashlib.sha256(store.read_bytes()).hexdigest() == before
    assert not (tmp_path / "report.html").exists()
    db = sqlite3.connect(store)
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_candidate_space_is_the_product_of_the_axes():
    plan = _spec.load(SMALL_PLAN)
    # devices [1, 2] x fs [xfs, ext4] x the one device class: 4 candidates, at loads 1 and 2.
    assert [c.axes for c in plan.candidates] == [
        {"devices": 1, "device_class": "nvme", "fs": "xfs"}, {"devices": 1, "device_class": "nvme", "fs": "ext4"},
        {"devices": 2, "device_class": "nvme", "fs": "xfs"}, {"devices": 2, "device_class": "nvme", "fs": "ext4"}]
    assert len(plan.runs()) == 8
    c = plan.candidates[3]
    assert c.values["dev.count"] == 2 and c.values["fs.type"] == "ext4" and c.values["dev.write_bw"] == 2e9
    # Cost: base 1000 + 16 cores x 10 (the default profile's cpu.cores) + 64 GiB x 1 + 2 devices x 100.
    assert c.cost == 1000 + 16 * 10 + 64 * 1 + 2 * 100


def test_weights_split_the_workload_size():
    plan = _spec.load(SOURCE_EXAMPLE)
    # scenarios/plans/ingest.toml: 3 GiB, bulk weight 5, log weight 1; at load 4 the bulk job runs
    # 4 clones (concurrency 1 x load 4) and the log 4: each bulk clone writes 3 GiB x 5/6 / 4 = 640 MiB.
    text = plan.job_text(4)
    bulk = text[text.index("[bulk-seq-write-1m]"):text.index("[log-log]")]
    log = text[text.index("[log-log]"):]
    assert "numjobs=4" in bulk and "size=%d" % (640 << 20) in bulk
    assert "numjobs=4" in log and "size=%d" % (128 << 20) in log
    assert plan.writers(4) == 8


SOURCE_EXAMPLE = SMALL_PLAN.parents[3] / "scenarios" / "plans" / "ingest.toml"


def test_slo_margins_are_headroom_over_the_threshold():
    plan = _spec.load(SMALL_PLAN)
    # 1.5 GB/s against a 1 GB/s minimum: 50% headroom; 4 ms against a 5 ms maximum: 20%.
    row = {"status": "ok", "bw_bytes": 1.5e9, "clat_p99_us": 4000.0}
    got = _analysis.check(plan, row)
    assert got["min_throughput"]["pass"] and abs(got["min_throughput"]["margin"] - 0.5) < 1e-12
    assert got["max_p99"]["pass"] and abs(got["max_p99"]["margin"] - 0.2) < 1e-12
    # 6 ms misses by 20%; a failed run meets nothing.
    assert not _analysis.check(plan, dict(row, clat_p99_us=6000.0))["max_p99"]["pass"]
    assert abs(_analysis.check(plan, dict(row, clat_p99_us=6000.0))["max_p99"]["margin"] + 0.2) < 1e-12
    assert not any(s["pass"] for s in _analysis.check(plan, {"status": "failed"}).values())
