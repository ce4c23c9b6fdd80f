"""fio's terse output (version 3; fio HOWTO "Terse output", stat.c
show_thread_status_terse_all): the field layout against a real fio 3.33 line
(tests/data/fio-3.33/terse.txt) and the values against wbsim's JSON of the
same run."""

import json
import re
import subprocess

import pytest

from conftest import TEST_DATA

JOB = ["--name=terse", "--rw=write", "--bs=64k", "--size=32m", "--ioengine=psync", "--end_fsync=1"]


def shape(field):
    """What kind of field: a percentile 'P%=V', a percentage 'V%', a number, or text."""
    if "%=" in field:
        return "pct="
    if field.endswith("%"):
        return "pct"
    if re.fullmatch(r"-?[0-9]+(\.[0-9]+)?", field):
        return "num"
    return "text"


@pytest.fixture(scope="module")
def both(wbsim_bin):
    out = subprocess.run([str(wbsim_bin), "run", *JOB, "--output-format=terse,json"], capture_output=True, text=True,
                         check=True).stdout
    terse, doc = out.split("\n", 1)  # fio's order: terse first, then json
    return terse.split(";"), json.loads(doc)


def test_layout_matches_fio(both):
    ours, doc = both
    real = (TEST_DATA / "fio-3.33" / "terse.txt").read_text().strip().split(";")
    # 121 fields, then 9 per disk (fio 3.33 has one disk, vda, in the reference).
    assert len(real) == 121 + 9
    assert len(ours) == 121 + 9 * len(doc["disk_util"])
    # Field by field the same kind of value (name and version fields are text).
    assert [shape(f) for f in ours[:121]] == [shape(f) for f in real[:121]]
    assert ours[0] == "3" and ours[2] == "terse"


def test_values_match_json(both):
    f, doc = both
    w = doc["jobs"][0]["write"]
    # Write block: fields 46.. (5 header fields, 41 for read; 1-based 47 = write kB).
    wb = f[46:87]
    assert int(wb[0]) == w["io_kbytes"] == 32768
    assert int(wb[1]) == w["bw"]
    assert int(wb[2]) == int(w["iops"])
    assert int(wb[3]) == w["runtime"]
    # clat in us: min, max (ns // 1000) and mean.
    assert int(wb[8]) == w["clat_ns"]["min"] // 1000
    assert float(wb[10]) == pytest.approx(w["clat_ns"]["mean"] / 1000, rel=1e-6)
    # clat percentiles: "50.000000%=V" with V the JSON's ns // 1000.
    pcts = dict(x.split("%=") for x in wb[12:32])
    assert int(pcts["50.000000"]) == w["clat_ns"]["percentile"]["50.000000"] // 1000
    assert int(pcts["99.000000"]) == w["clat_ns"]["percentile"]["99.000000"] // 1000
    # The bw samples: min, max, share of the group, mean, dev (stat.c show_ddir_status_terse).
    assert (int(wb[36]), int(wb[37])) == (w["bw_min"], w["bw_max"])
    assert float(wb[39]) == pytest.approx(w["bw_mean"], abs=1e-6)
    # IO depth 1: psync, every IO at depth 1 (field 93 of fio's list).
    assert f[92] == "100.0%" and doc["jobs"][0]["iodepth_level"]["1"] == 100.0
    # usr/sys cpu as in the JSON.
    assert float(f[87].rstrip("%")) == pytest.approx(doc["jobs"][0]["usr_cpu"], abs=1e-6)
    assert float(f[88].rstrip("%")) == pytest.approx(doc["jobs"][0]["sys_cpu"], abs=1e-6)
    # The latency ranges (us with the ns ones added, then ms) cover every IO: 100%
    # up to fio's 0.01 floor per non-empty range.
    ranges = [float(x.rstrip("%")) for x in f[99:121]]
    assert sum(ranges) == pytest.approx(100.0, abs=0.05)


def test_minimal_is_terse(wbsim_bin):
    out = subprocess.run([str(wbsim_bin), "run", *JOB, "--minimal"], capture_output=True, text=True, check=True).stdout
    assert out.count("\n") == 1 and out.startswith("3;")
