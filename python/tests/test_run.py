"""wbsim.run() gives exactly the CLI's JSON, and the Result views have the
documented columns."""

import json

import pytest

import wbsim
from wbsim import result as R

from conftest import EXAMPLES, TIME_DEPENDENT_KEYS, strip_time_dependent


def cli_json(cli, *args):
    proc = cli("run", *args, "--output-format=json")
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


@pytest.mark.parametrize("job, profile, overrides, cli_args", [
    ("scenarios/examples/seq-write-1m.fio", None, {}, []),
    ("scenarios/examples/fsync-every-64.fio", "workstation-gen3", {"vm_dirty_ratio": 10},
     ["--profile", "workstation-gen3", "--set", "vm.dirty_ratio=10"]),
    ("scenarios/examples/two-jobs.fio", None, {"dev.write_bw": "3GB/s"}, ["--set", "dev.write_bw=3GB/s"]),
])
def test_run_equals_cli(cli, job, profile, overrides, cli_args):
    """Same job, profile and overrides: the documents agree exactly once the
    time-dependent keys (conftest.TIME_DEPENDENT_KEYS: time, timestamp,
    timestamp_ms, wbsim.wall_time_s) are removed. Even wbsim.command_line
    agrees: run() hands the core the arguments `wbsim run` gets."""
    expected = strip_time_dependent(cli_json(cli, job, *cli_args))
    got = strip_time_dependent(wbsim.run(job, profile=profile, **overrides).to_dict())
    assert got == expected
    assert TIME_DEPENDENT_KEYS  # the list the comparison leaves out


def test_dict_job_equals_cli_arguments(cli):
    job = {"name": "x", "rw": "write", "bs": "1M", "size": "1G", "ioengine": "psync", "end_fsync": 1}
    expected = strip_time_dependent(cli_json(cli, "--name=x", "--rw=write", "--bs=1M", "--size=1G",
                                             "--ioengine=psync", "--end_fsync=1"))
    assert strip_time_dependent(wbsim.run(job).to_dict()) == expected


def test_job_text_equals_job_file():
    """Job text runs the same model as the file it came from; only the
    command line naming the job differs."""
    path = EXAMPLES / "seq-write-1m.fio"
    from_file = strip_time_dependent(wbsim.run(str(path)).to_dict())
    from_text = strip_time_dependent(wbsim.run(path.read_text()).to_dict())
    from_file["wbsim"].pop("command_line")
    from_text["wbsim"].pop("command_line")
    assert from_text == from_file


def test_each_run_gets_a_fresh_process():
    """SimGrid allows one simulation per process: a second run in the same
    Python process must still work and give the same figures."""
    job = {"name": "w", "rw": "write", "bs": "1M", "size": "512M"}
    a, b = wbsim.run(job), wbsim.run(job)
    assert strip_time_dependent(a.to_dict()) == strip_time_dependent(b.to_dict())


@pytest.fixture(scope="module")
def fsync_result():
    return wbsim.run(str(EXAMPLES / "fsync-every-64.fio"))


def test_summary_columns(fsync_result):
    s = fsync_result.summary
    assert list(s.columns) == R.SUMMARY_COLUMNS
    row = s.iloc[0]
    assert row["jobname"] == "fsync-every-64"
    assert (row["rw"], row["bs"]) == ("write", "64k")
    assert row["io_bytes"] == 1 << 30  # size=1G
    # fsync=64: one fsync before each write that follows a 64th (fio's
    # get_rw_ddir); 16384 writes of 64 KiB -> 256 - 1 fsyncs, the last 64
    # writes are left to end_fsync.
    assert fsync_result.to_dict()["jobs"][0]["sync"]["total_ios"] == 255
    assert row["sync_p99_us"] > 0
    doc = fsync_result.to_dict()["jobs"][0]["write"]
    assert row["bw_MiBps"] == pytest.approx(doc["bw_bytes"] / 2**20)
    assert row["clat_p99_us"] == pytest.approx(doc["clat_ns"]["percentile"]["99.000000"] / 1000)


def test_timeseries_cpu_locks_devices_columns(fsync_result):
    ts = fsync_result.timeseries
    assert list(ts.columns[:len(R.TIMESERIES_COLUMNS)]) == R.TIMESERIES_COLUMNS
    assert len(ts) > 1 and ts.attrs["interval_s"] > 0
    assert ts["time_s"].is_monotonic_increasing
    cpu = fsync_result.cpu_profile
    assert list(cpu.columns) == R.CPU_PROFILE_COLUMNS
    assert "copy_from_user" in set(cpu["function"])
    assert cpu["seconds"].is_monotonic_decreasing
    assert list(fsync_result.locks.columns) == R.LOCKS_COLUMNS
    assert list(fsync_result.devices.columns[:len(R.DEVICES_COLUMNS)]) == R.DEVICES_COLUMNS


def test_locks_empty_when_absent(fsync_result):
    doc = fsync_result.to_dict()
    doc["wbsim"].pop("locks", None)
    locks = wbsim.Result(doc).locks
    assert locks.empty
    assert list(locks.columns) == R.LOCKS_COLUMNS


def test_bottleneck_params_figures(fsync_result):
    b = fsync_result.bottleneck
    assert b.verdict == fsync_result.to_dict()["wbsim"]["bottleneck"]["verdict"]
    assert b.evidence
    p = fsync_result.params
    assert p.vm_dirty_ratio == 20.0 and p.source("vm.dirty_ratio") == "default"
    with pytest.raises(AttributeError):
        p.vm_dirty_ratio = 10  # a result's parameters are read-only
    f = fsync_result.figures()
    assert list(f.index) == list(R.FIGURES)
    assert f["sync_p99_us"] > 0


def test_repr_html_contains_job_and_verdict(fsync_result):
    html = fsync_result._repr_html_()
    assert "fsync-every-64" in html
    assert fsync_result.bottleneck.verdict in html
    assert "<table" in html
    assert "fsync-every-64" in repr(fsync_result)


def test_repr_html_escapes_evidence(fsync_result):
    doc = fsync_result.to_dict()
    doc["wbsim"]["bottleneck"]["evidence"] = "a < b & c"
    assert "a &lt; b &amp; c" in wbsim.Result(doc)._repr_html_()


def test_compare_columns_and_direction():
    """Halving dev.write_bw on an O_DIRECT job (device-bound: every write
    waits for the device) cannot raise throughput."""
    df = wbsim.compare("scenarios/examples/direct-write-128k.fio", before={}, after={"dev_write_bw": "3GB/s"})
    assert list(df.columns) == ["before", "after", "ratio"]
    assert list(df.index) == list(R.FIGURES)
    assert df.loc["bw_bytes", "ratio"] < 1.0
    assert df.loc["bw_bytes", "after"] <= 3e9


def test_help_is_useful():
    doc = wbsim.run.__doc__
    for word in ("Args:", "Returns:", "Raises:", "Example:", "JobError", "ProfileError", "ParamError", "overrides"):
        assert word in doc
    for f in (wbsim.compare, wbsim.sweep, wbsim.params, wbsim.profiles, wbsim.fio_options, wbsim.Params,
              wbsim.Result):
        assert f.__doc__ and len(f.__doc__) > 80, f


def test_replay_measures_and_predicts(tmp_path):
    # A real 4 MiB psync write under a fresh directory: the measured document
    # moved exactly 4 MiB, the prediction is the model's for the same job, and
    # replay removed its scratch file (it only writes files it creates).
    out = wbsim.replay({"name": "r", "rw": "write", "bs": "64k", "size": "4M", "ioengine": "psync",
                        "end_fsync": 1}, tmp_path, profile="default")
    assert set(out) >= {"measured", "predicted", "error"}
    assert out["measured"]["jobs"][0]["write"]["io_bytes"] == 4 << 20
    assert out["predicted"]["jobs"][0]["write"]["io_bytes"] == 4 << 20
    assert "median_abs_bw_error" in out["error"]
    assert list(tmp_path.iterdir()) == []


def test_replay_refuses_paths_outside_the_directory(tmp_path):
    with pytest.raises(wbsim.WbsimError):
        wbsim.replay({"name": "r", "rw": "write", "size": "1M", "filename": "/etc/passwd"}, tmp_path)


def test_every_declared_statistic_is_in_the_result():
    """model/StatTable.def is the wbsim section's schema: Result.stats() has a
    value for every statistic it declares (the fuse.* ones only in FUSE runs)."""
    import math
    from wbsim.result import stat_table
    table = stat_table()
    stats = wbsim.run({"rw": "write", "bs": "1M", "size": "16M"}).stats()
    assert list(stats.index) == list(table.index)
    for name, row in table.iterrows():
        present = not (isinstance(stats[name], float) and math.isnan(stats[name]))
        assert present == (not row["fuse_only"]), name
    assert stats["throttle.pauses"] == 0   # 16 MiB stays far under the freerun ceiling
