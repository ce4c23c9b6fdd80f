"""Running plans: local and Dask give the same rows; a plan killed halfway
resumes to the full set; a plan nothing can meet says so."""

import json
import os
import re
import signal
import sqlite3
import subprocess
import time

import pytest

from conftest import SMALL_PLAN, store_rows

from wbsim.plan import _spec


@pytest.fixture(scope="module")
def local_run(tmp_path_factory, wbsim_bin):
    """The small plan on the local pool (2 at once): its output directory."""
    out = tmp_path_factory.mktemp("local")
    p = subprocess.run([wbsim_bin, "plan", str(SMALL_PLAN), "-o", str(out / "small.html"), "--jobs", "2"],
                       capture_output=True, text=True, check=False)
    assert p.returncode == 0, p.stderr
    return out, p


def test_local_run_stores_every_candidate_and_writes_three_outputs(local_run):
    out, p = local_run
    rows = store_rows(out / "small.sqlite")
    plan = _spec.load(SMALL_PLAN)
    sweep = {r.key for r in plan.runs()}
    # 4 candidates x 2 loads, plus dev.write_bw x0.8 and x1.2 around the recommendation.
    assert len(rows) == 10 and sweep <= set(rows)
    assert sorted(r["perturbation"] for r in rows.values() if r["kind"] == "sensitivity") == [
        "dev.write_bw x0.8", "dev.write_bw x1.2"]
    assert all(r["status"] == "ok" for r in rows.values())
    assert "wbsim plan: 4 candidates, 10 simulations run now (0 failed), 0 from the store" in p.stdout
    doc = json.loads((out / "small.json").read_text(), parse_constant=lambda c: pytest.fail("%s in the JSON" % c))
    assert len(doc["candidates"]) == 4 and all(len(c["runs"]) == 2 for c in doc["candidates"])
    # Every candidate meets 1 GB/s and 5 ms here, so the recommendation is the cheapest: cost
    # 1000 + 16 x 10 + 64 x 1 + 1 x 100 = 1324 for one device (candidates 0 and 1, xfs and ext4);
    # among equal costs the larger worst-case margin wins.
    rec = doc["candidates"][doc["recommendation"]]
    assert rec["cost"] == 1324 and rec["axes"]["devices"] == 1
    other = doc["candidates"][1 - doc["recommendation"]]
    assert rec["worst_margin"] >= other["worst_margin"]
    md = (out / "small.md").read_text()
    assert "## Recommendation (cheapest passing): candidate #%d, cost 1324.00 EUR" % rec["index"] in md
    html = (out / "small.html").read_text()
    assert html.count("<svg") == 6 and "src=\"http" not in html and "href=\"http" not in html


def test_dask_cluster_gives_identical_rows(local_run, tmp_path, wbsim_bin):
    """A Dask LocalCluster of 2 worker processes on loopback, reached with
    --scheduler like a remote one: the same rows as the local pool (the
    model is deterministic), apart from wall time and finishing time."""
    import distributed  # python3-distributed, from setup.sh: required, not optional
    out, _ = local_run
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
                                  dashboard_address=None) as cluster:
        assert re.fullmatch(r"tcp://127\.0\.0\.1:\d+", cluster.scheduler_address)
        p = subprocess.run([wbsim_bin, "plan", str(SMALL_PLAN), "-o", str(tmp_path / "small.html"),
                            "--scheduler", cluster.scheduler_address], capture_output=True, text=True, check=False)
    assert p.returncode == 0, p.stderr
    local, dask = store_rows(out / "small.sqlite"), store_rows(tmp_path / "small.sqlite")
    assert len(dask) == 10
    assert set(local) == set(dask)
    for key in local:
        assert local[key] == dask[key], key


def test_nothing_meets_the_slo(local_run, tmp_path, wbsim_bin):
    """1 TB/s is out of reach: the report says so and lists the closest, the
    largest worst-case margin first (here the throughput margin, since every
    candidate meets the p99 SLO). The stored runs are reused: the SLOs are
    not part of a run's key."""
    out, _ = local_run
    plan = tmp_path / "impossible.toml"
    plan.write_text(SMALL_PLAN.read_text().replace('min_throughput = "1GB/s"', 'min_throughput = "1TB/s"'))
    for suffix in (".sqlite", ".sqlite-wal", ".sqlite-shm"):
        if (out / ("small" + suffix)).exists():
            (tmp_path / ("impossible" + suffix)).write_bytes((out / ("small" + suffix)).read_bytes())
    p = subprocess.run([wbsim_bin, "plan", str(plan), "-o", str(tmp_path / "impossible.html")],
                       capture_output=True, text=True, check=False)
    assert p.returncode == 0, p.stderr
    assert "no candidate meets every SLO; closest: " in p.stdout
    doc = json.loads((tmp_path / "impossible.json").read_text())
    # The 8 sweep runs come from the store; the sensitivity runs too when the
    # closest candidate is the earlier recommendation, else its 2 are new.
    earlier = json.loads((out / "small.json").read_text())["recommendation"]
    new = 0 if doc["closest"][0] == earlier else 2
    assert "%d simulations run now (0 failed), %d from the store" % (new, 10 - new) in p.stdout
    assert doc["recommendation"] is None and len(doc["closest"]) == 4
    bw = {c["index"]: [r for r in c["runs"] if r["load"] == 2][0]["bw_bytes"] for c in doc["candidates"]}
    assert [bw[i] for i in doc["closest"]] == sorted(bw.values(), reverse=True)
    assert "No candidate meets every SLO" in (tmp_path / "impossible.html").read_text()
    assert "## No candidate meets every SLO" in (tmp_path / "impossible.md").read_text()


def _count(store):
    if not os.path.exists(store):
        return 0
    db = sqlite3.connect("file:%s?mode=ro" % store, uri=True, timeout=5)
    try:
        return db.execute("SELECT count(*) FROM runs").fetchone()[0]
    except sqlite3.OperationalError:
        return 0  # the table is not there yet
    finally:
        db.close()


def test_sigkill_halfway_then_resume(tmp_path, wbsim_bin):
    """SIGKILL the runner after a third of the runs; the same command again
    runs only the rest, and the store ends with every run once."""
    plan = tmp_path / "resume.toml"
    plan.write_text(SMALL_PLAN.read_text()
                    .replace("devices = [1, 2]", "devices = [1, 2, 3, 4]\ndirty_ratio = [10, 20, 40]")
                    .replace("loads = [1, 2]", "loads = [1]"))
    expected = {r.key for r in _spec.load(plan).runs()}
    assert len(expected) == 24  # 4 device counts x 2 filesystems x 3 dirty ratios, one load
    store = tmp_path / "resume.sqlite"
    args = [wbsim_bin, "plan", str(plan), "-o", str(tmp_path / "resume.html"), "--jobs", "1", "--no-sensitivity"]
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, start_new_session=True)
    deadline = time.monotonic() + 240
    while _count(store) < 8 and proc.poll() is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert proc.poll() is None, "the plan ended before it could be killed: %s" % proc.communicate()[1]
    os.kill(proc.pid, signal.SIGKILL)  # the runner (wbsim exec'd Python in place: same pid)
    proc.wait()
    try:
        os.killpg(proc.pid, signal.SIGKILL)  # its simulation child, orphaned, in the session we started
    except ProcessLookupError:
        pass  # the child had already finished
    proc.communicate()
    before = store_rows(store, ignore=())
    assert 8 <= len(before) < 24, len(before)
    p = subprocess.run(args, capture_output=True, text=True, check=False)
    assert p.returncode == 0, p.stderr
    assert "%d simulations run now (0 failed), %d from the store" % (24 - len(before), len(before)) in p.stdout
    after = store_rows(store, ignore=())
    assert set(after) == expected
    db = sqlite3.connect(store)
    assert db.execute("SELECT count(*), count(DISTINCT key) FROM runs").fetchone() == (24, 24)
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    # The rows finished before the kill were kept, not run again.
    for key, row in before.items():
        assert after[key]["finished_at"] == row["finished_at"] and after[key]["status"] == "ok"


def test_a_failed_run_is_recorded_and_does_not_stop_the_plan(tmp_path, wbsim_bin):
    """One run whose parameters the model refuses (dev.count=0: the table's
    range is 1 to 64) fails in its worker process; its row holds the error,
    the other runs finish, and the report lists the failure."""
    import dataclasses

    from wbsim.plan import _report, _runner
    from wbsim.plan._store import Store

    plan = _spec.load(SMALL_PLAN)
    runs = plan.runs()
    bad = runs[7]  # candidate 3 at load 2, the design load
    runs[7] = dataclasses.replace(bad, candidate=dataclasses.replace(bad.candidate,
                                                                      sets=dict(bad.candidate.sets, **{"dev.count": "0"})))
    store = Store(str(tmp_path / "f.sqlite"))
    try:
        ran, failed, reused = _runner.run_all(plan, store, runs, jobs=2, progress=False)
        assert (ran, failed, reused) == (8, 1, 0)
        rows = {r["key"]: r for r in store.rows()}
        assert rows[bad.key]["status"] == "failed"
        assert rows[bad.key]["error"].startswith("ParamError: ") and "out of range" in rows[bad.key]["error"]
        assert sum(r["status"] == "ok" for r in rows.values()) == 7
        ev = _report.write_outputs(plan, store, [], [], str(tmp_path / "f.html"), str(tmp_path / "f.json"),
                                   str(tmp_path / "f.md"))
    finally:
        store.close()
    html = (tmp_path / "f.html").read_text()
    assert "1 simulation(s) failed" in html and "out of range" in html
    # The candidate whose design-load run failed cannot pass.
    assert not [r for r in ev.results if r.candidate.index == bad.candidate.index][0].passes
