"""wbsim's fio JSON has every key real fio 3.33 writes, with the same JSON
type, for four job shapes (tests/data/fio-3.33/README.md has the fio
commands): a key fio has and wbsim lacks, or a number where fio has an
object, fails. wbsim may have more keys (its model section, lat_ns
percentiles), which scripts reading fio's keys do not see."""

import json
import subprocess

import pytest

from conftest import SOURCE_DIR

SHAPES = {
    "buffered": ["--name=buffered", "--rw=write", "--bs=64k", "--size=32m", "--ioengine=psync", "--end_fsync=1"],
    "direct": ["--name=direct", "--rw=randwrite", "--bs=16k", "--size=32m", "--ioengine=libaio", "--iodepth=8",
               "--direct=1"],
    "group": ["--name=pair", "--rw=write", "--bs=128k", "--size=16m", "--ioengine=psync", "--numjobs=2",
              "--group_reporting"],
    "uring": ["--name=uring", "--rw=write", "--bs=32k", "--size=32m", "--ioengine=io_uring", "--iodepth=16"],
}


def kind(v):
    if isinstance(v, bool):
        return "bool"
    if isinstance(v, (int, float)):
        return "number"
    return type(v).__name__


def missing(fio, ours, path=""):
    """Keys of `fio` absent from `ours`, and type mismatches, recursively
    (the first element of each array stands for all)."""
    out = []
    if isinstance(fio, dict):
        if not isinstance(ours, dict):
            return [f"{path}: {kind(ours)}, fio has an object"]
        for k, v in fio.items():
            if k not in ours:
                out.append(f"{path}/{k}: missing")
            else:
                out += missing(v, ours[k], f"{path}/{k}")
    elif isinstance(fio, list):
        if not isinstance(ours, list):
            return [f"{path}: {kind(ours)}, fio has an array"]
        if fio and ours:
            out += missing(fio[0], ours[0], path + "[0]")
    elif kind(fio) != kind(ours):
        out.append(f"{path}: {kind(ours)}, fio has {kind(fio)}")
    return out


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_every_fio_key_is_there(shape, wbsim_bin):
    with open(SOURCE_DIR / "tests" / "data" / "fio-3.33" / f"{shape}.json") as f:
        fio = json.load(f)
    out = subprocess.run([str(wbsim_bin), "run", *SHAPES[shape], "--output-format=json", "--no-progress"],
                         capture_output=True, text=True, check=True).stdout
    assert missing(fio, json.loads(out)) == []


def test_the_comparer_sees_a_missing_key_and_a_type_change():
    fio = {"jobs": [{"a": 1, "b": {"c": 2}}]}
    assert missing(fio, {"jobs": [{"a": 1, "b": {"c": 2}, "extra": 0}]}) == []
    assert missing(fio, {"jobs": [{"b": 3}]}) == ["/jobs[0]/a: missing", "/jobs[0]/b: number, fio has an object"]
