"""wbsim's fio JSON has every key real fio 3.33 writes, with the same JSON
type and in the same order, for four job shapes (tests/data/fio-3.33/README.md
has the fio commands): a key fio has and wbsim lacks, a number where fio has
an object, or two of fio's keys the other way round fails. wbsim may have more
keys (its model section, disk sectors), which scripts reading fio's keys do
not see; they do not count in the order."""

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


def out_of_order(fio, ours, path=""):
    """Objects whose keys shared with fio's come in another order than fio's,
    recursively (the first element of each array stands for all). Python's
    json keeps a document's key order."""
    out = []
    if isinstance(fio, dict) and isinstance(ours, dict):
        shared = [k for k in ours if k in fio]
        expected = [k for k in fio if k in ours]
        if shared != expected:
            out.append(f"{path or '/'}: {shared}, fio has {expected}")
        for k in expected:
            out += out_of_order(fio[k], ours[k], f"{path}/{k}")
    elif isinstance(fio, list) and isinstance(ours, list) and fio and ours:
        out += out_of_order(fio[0], ours[0], path + "[0]")
    return out


def unsorted(doc, path=""):
    """Objects whose keys are not in sorted order, recursively: the wbsim
    section's own, deterministic order."""
    out = []
    if isinstance(doc, dict):
        if list(doc) != sorted(doc):
            out.append(path or "/")
        for k, v in doc.items():
            out += unsorted(v, f"{path}/{k}")
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out += unsorted(v, f"{path}[{i}]")
    return out


def fio_reference(shape):
    with open(SOURCE_DIR / "tests" / "data" / "fio-3.33" / f"{shape}.json") as f:
        return json.load(f)


def wbsim_document(wbsim_bin, args, fmt="json"):
    out = subprocess.run([str(wbsim_bin), "run", *args, f"--output-format={fmt}", "--no-progress"],
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out)


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_every_fio_key_is_there(shape, wbsim_bin):
    assert missing(fio_reference(shape), wbsim_document(wbsim_bin, SHAPES[shape])) == []


# json+ only adds "bins" after each "percentile" (stat.c add_ddir_lat_json),
# so fio's json documents give the order of json+ too.
@pytest.mark.parametrize("fmt", ["json", "json+"])
@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_keys_come_in_fio_order(shape, fmt, wbsim_bin):
    ours = wbsim_document(wbsim_bin, SHAPES[shape], fmt)
    assert out_of_order(fio_reference(shape), ours) == []
    assert unsorted(ours["wbsim"]) == []


def test_the_comparer_sees_a_missing_key_and_a_type_change():
    fio = {"jobs": [{"a": 1, "b": {"c": 2}}]}
    assert missing(fio, {"jobs": [{"a": 1, "b": {"c": 2}, "extra": 0}]}) == []
    assert missing(fio, {"jobs": [{"b": 3}]}) == ["/jobs[0]/a: missing", "/jobs[0]/b: number, fio has an object"]


def test_the_order_check_sees_a_swap_and_ignores_extra_keys():
    fio = {"a": 1, "b": {"c": 1, "d": 2}, "e": [{"f": 1, "g": 2}]}
    assert out_of_order(fio, {"x": 0, "a": 1, "b": {"c": 1, "y": 0, "d": 2}, "e": [{"f": 1, "g": 2}]}) == []
    assert out_of_order(fio, {"b": {"c": 1, "d": 2}, "a": 1, "e": [{"g": 2, "f": 1}]}) == [
        "/: ['b', 'a', 'e'], fio has ['a', 'b', 'e']", "/e[0]: ['g', 'f'], fio has ['f', 'g']"]
    assert unsorted({"a": {"c": 1, "b": 2}}) == ["/a"]
