"""wbsim.sweep(): a grid of parameters and fio options, in parallel."""

import concurrent.futures

import pytest

import wbsim
from wbsim import result as R

DIRECT_JOB = {"name": "d", "rw": "write", "bs": "128k", "size": "1G", "direct": 1, "ioengine": "psync"}


@pytest.fixture(scope="module")
def direct_sweep():
    return wbsim.sweep(DIRECT_JOB, {"dev.write_bw": ["1GB/s", "4GB/s"], "bs": ["128k", "1M"]}, processes=2,
                       progress=False, keep_results=True)


def test_sweep_rows_and_columns(direct_sweep):
    df = direct_sweep
    assert len(df) == 4
    assert list(df.columns) == ["dev.write_bw", "bs"] + list(R.FIGURES) + ["result"]
    # Grid order: the last name varies fastest.
    assert list(zip(df["dev.write_bw"], df["bs"])) == [("1GB/s", "128k"), ("1GB/s", "1M"), ("4GB/s", "128k"),
                                                       ("4GB/s", "1M")]
    # The fio option reached the job: each run's summary shows its bs.
    assert [r.summary["bs"][0] for r in df["result"]] == list(df["bs"])
    assert [r.params.dev_write_bw for r in df["result"]] == [1e9, 1e9, 4e9, 4e9]


def test_sweep_device_bandwidth_bounds_direct_io(direct_sweep):
    """O_DIRECT writes bypass the page cache: each write() waits for the
    device. At dev.write_bw = 1 GB/s throughput cannot exceed 1e9 B/s; at
    4 GB/s it must beat the 1 GB/s run of the same bs (each command's
    transfer time is 4x shorter and the fixed latency is the same)."""
    df = direct_sweep
    for bs in ("128k", "1M"):
        slow = df[(df["bs"] == bs) & (df["dev.write_bw"] == "1GB/s")].iloc[0]
        fast = df[(df["bs"] == bs) & (df["dev.write_bw"] == "4GB/s")].iloc[0]
        assert slow["bw_bytes"] <= 1e9
        assert fast["bw_bytes"] > slow["bw_bytes"]
        assert fast["clat_mean_us"] < slow["clat_mean_us"]


def test_sweep_larger_blocks_amortise_latency(direct_sweep):
    """Per command, a fixed latency plus bs / bandwidth: a 1 MiB write moves
    8x the data of a 128 KiB one for less than 8x the time, so throughput
    grows with bs at either bandwidth."""
    df = direct_sweep
    for bw in ("1GB/s", "4GB/s"):
        small = df[(df["bs"] == "128k") & (df["dev.write_bw"] == bw)].iloc[0]
        large = df[(df["bs"] == "1M") & (df["dev.write_bw"] == bw)].iloc[0]
        assert large["bw_bytes"] > small["bw_bytes"]


def test_sweep_list_of_configs_path_job_and_executor():
    """A list of dicts, a job file whose own bs the grid replaces, and a
    caller's executor."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
        df = wbsim.sweep("scenarios/examples/direct-write-128k.fio", [{"bs": "64k"}, {"bs": "256k", "size": "1G"}],
                         executor=pool, progress=False, keep_results=True)
    assert list(df.columns[:2]) == ["bs", "size"]
    assert [r.summary["bs"][0] for r in df["result"]] == ["64k", "256k"]
    assert [r.summary["io_bytes"][0] for r in df["result"]] == [2 << 30, 1 << 30]  # the file says size=2G


def test_sweep_unknown_name():
    with pytest.raises(wbsim.ParamError, match="neither a parameter nor a fio option"):
        wbsim.sweep(DIRECT_JOB, {"frobnicate": [1, 2]}, progress=False)


def test_sweep_error_names_the_configuration():
    with pytest.raises(wbsim.ParamError) as e:
        wbsim.sweep(DIRECT_JOB, {"vm_dirty_ratio": [10, 500]}, processes=2, progress=False)
    assert "'500' is out of range" in str(e.value)
    assert any("500" in note for note in getattr(e.value, "__notes__", []))
