"""fio's reporting options against real fio 3.33 runs of the same jobs
(tests/data/fio-3.33/options/, commands in tests/data/fio-3.33/README.md):
which latencies carry percentiles and which are not recorded (lat_percentiles,
clat_percentiles, slat_percentiles, percentile_list, disable_*), the same in
the text and terse outputs, and the bw/iops samples (bwavgtime, per-IO logs).
The values are the model's; the keys, labels and sample counts are fio's."""

import json
import re
import subprocess

import pytest

from conftest import TEST_DATA

REF = TEST_DATA / "fio-3.33" / "options"

COMMON = ["--rw=write", "--bs=64k", "--size=8m"]
RUNS = {
    "pct": ["--name=pct", *COMMON, "--ioengine=libaio", "--iodepth=4", "--direct=1", "--lat_percentiles=1",
            "--slat_percentiles=1", "--percentile_list=99.5:50:99.9"],
    "nopct": ["--name=nopct", *COMMON, "--ioengine=libaio", "--iodepth=4", "--direct=1", "--clat_percentiles=0",
              "--disable_slat=1", "--disable_lat=1"],
    "noclat": ["--name=noclat", *COMMON, "--ioengine=psync", "--end_fsync=1", "--disable_clat=1"],
    "perio": ["--name=perio", *COMMON, "--ioengine=psync", "--write_bw_log=perio", "--write_iops_log=perio"],
}
# A run long enough for 500 ms samples.
SAMPLES = ["--name=samp", "--rw=write", "--bs=64k", "--size=64m", "--direct=1", "--ioengine=psync", "--runtime=2",
           "--time_based"]


def wbsim(wbsim_bin, cwd, args, fmt="json"):
    out = subprocess.run([str(wbsim_bin), "run", *args, f"--output-format={fmt}", "--no-progress"], cwd=cwd,
                         capture_output=True, text=True, check=True).stdout
    return json.loads(out) if fmt == "json" else out


def shape(doc):
    """Per latency: its percentile keys (None without) and whether N is 0;
    and whether the latency_ns/us/ms distributions are all zero."""
    job = doc["jobs"][0]
    out = {}
    for key in ("slat_ns", "clat_ns", "lat_ns"):
        lat = job["write"][key]
        out[key] = (list(lat["percentile"]) if "percentile" in lat else None, lat["N"] == 0)
    sync = job["sync"]["lat_ns"]
    out["sync"] = (list(sync["percentile"]) if "percentile" in sync else None, sync["N"] == 0)
    out["distribution zero"] = all(v == 0 for k in ("latency_ns", "latency_us", "latency_ms")
                                   for v in job[k].values())
    return out


@pytest.mark.parametrize("run", sorted(RUNS))
def test_percentile_keys_follow_the_options(run, wbsim_bin, tmp_path):
    fio = shape(json.loads((REF / f"{run}.json").read_text()))
    ours = shape(wbsim(wbsim_bin, tmp_path, RUNS[run]))
    if not any(a.startswith("--lat_percentiles") or a.startswith("--disable_lat") for a in RUNS[run]):
        # lat_percentiles not given: wbsim's JSON still lists the lat_ns percentiles (fio's
        # default list), which wbsim compare and replay read; fio's has none.
        assert fio["lat_ns"][0] is None
        assert ours["lat_ns"][0] == ours["clat_ns"][0] or ours["clat_ns"][0] is None
        ours["lat_ns"] = (None, ours["lat_ns"][1])
        if ours["sync"][0] is not None and fio["sync"][0] is None:
            pytest.fail("sync percentiles without clat or lat percentiles")
    assert ours == fio


def test_percentile_list_in_fio_order(wbsim_bin, tmp_path):
    # fio sorts percentile_list: 99.5:50:99.9 gives keys 50, 99.5, 99.9.
    fio = shape(json.loads((REF / "pct.json").read_text()))
    assert fio["clat_ns"][0] == ["50.000000", "99.500000", "99.900000"]


def labels(text):
    """The percentile blocks of fio's normal output: (name, labels)."""
    out = []
    for m in re.finditer(r"^ {4}(\w+) percentiles \(\w+\):\n((?: {5}\|.*\n)+)", text, re.M):
        out.append((m.group(1), re.findall(r"(\d+\.?\d*)th=", m.group(2))))
    return out


def test_text_percentile_blocks_match_fio(wbsim_bin, tmp_path):
    fio = labels((REF / "pct.txt").read_text())
    ours = labels(wbsim(wbsim_bin, tmp_path, RUNS["pct"], "normal"))
    # slat, clat and lat blocks, with one decimal (the list's most precise value).
    assert fio == ours == [(n, ["50.0", "99.5", "99.9"]) for n in ("slat", "clat", "lat")]


def test_terse_percentile_slots_match_fio(wbsim_bin, tmp_path):
    def slots(line):
        f = line.strip().split(";")
        # Version 3: 5 fields, the read block (41), then the write block: its 20 slots
        # follow kB, bw, iops, runtime, slat (4) and clat (4): fields 58..77 from 0.
        return [s.split("=")[0] for s in f[58:78]]
    fio = slots((REF / "pct.terse").read_text())
    ours = slots(wbsim(wbsim_bin, tmp_path, RUNS["pct"], "terse"))
    assert fio == ours == ["50.000000%", "99.500000%", "99.900000%"] + ["0%"] * 17


def test_per_io_logs_make_per_io_samples(wbsim_bin, tmp_path):
    # write_bw_log/write_iops_log with log_avg_msec=0: one sample per IO (stat.c
    # per_unit_log; io_u.c add_bw_sample, add_iops_sample), 128 for 8 MiB of 64 KiB.
    fio = json.loads((REF / "perio.json").read_text())["jobs"][0]["write"]
    ours = wbsim(wbsim_bin, tmp_path, RUNS["perio"])["jobs"][0]["write"]
    for w in (fio, ours):
        assert w["bw_samples"] == w["iops_samples"] == w["total_ios"] == 128
        assert w["iops_min"] == w["iops_max"] == 1


def test_samples_every_500ms(wbsim_bin, tmp_path):
    # A 2 s run: samples at 500, 1000 and 1500 ms (the one due at 2000 ms loses to the
    # job's end), as fio took them.
    fio = json.loads((REF / "samples.json").read_text())["jobs"][0]["write"]
    ours = wbsim(wbsim_bin, tmp_path, SAMPLES)["jobs"][0]["write"]
    assert ours["bw_samples"] == ours["iops_samples"] == fio["bw_samples"] == fio["iops_samples"] == 3
    for w in (fio, ours):
        assert w["bw_min"] <= w["bw_mean"] <= w["bw_max"]
        # bw_agg: the mean sample (as an int) over the group's bandwidth, here the one job's
        # bw_bytes in KiB/s, at most 100 (stat.c convert_agg_kbytes_percent; fio's run: 98.8).
        assert w["bw_agg"] == pytest.approx(min(100.0, int(w["bw_mean"]) * 100 / (w["bw_bytes"] / 1024)), rel=1e-6)
    # wbsim's windows count whole 64 KiB IOs: KiB/s = 64 x IOPS in every sample.
    assert ours["bw_mean"] == pytest.approx(64 * ours["iops_mean"], rel=1e-12)
    # bwavgtime=250: 7 samples (250 ... 1750 ms); iops keeps its 500 ms.
    ours = wbsim(wbsim_bin, tmp_path, SAMPLES + ["--bwavgtime=250"])["jobs"][0]["write"]
    assert (ours["bw_samples"], ours["iops_samples"]) == (7, 3)


def documents(text):
    """The JSON documents printed one after another (--status-interval)."""
    dec, i, out = json.JSONDecoder(), 0, []
    while True:
        while i < len(text) and text[i].isspace():
            i += 1
        if i >= len(text):
            return out
        doc, i = dec.raw_decode(text, i)
        out.append(doc)


def test_status_interval_prints_interim_reports(wbsim_bin, tmp_path):
    # fio 3.33 with --status-interval=1 on a 2.5 s job printed a report at about 1 s and
    # 2 s, then the final one (options/status.json): three documents with fio's keys.
    fio = documents((REF / "status.json").read_text())
    job = ["--name=st", "--rw=write", "--bs=64k", "--size=64m", "--direct=1", "--ioengine=psync", "--runtime=2500ms",
           "--time_based"]
    out = subprocess.run([str(wbsim_bin), "run", *job, "--status-interval=1", "--output-format=json", "--no-progress"],
                         cwd=tmp_path, capture_output=True, text=True, check=True).stdout
    ours = documents(out)
    assert len(ours) == len(fio) == 3
    assert [list(d) for d in ours[:2]] == [list(d) for d in fio[:2]]  # no wbsim section in the interim ones
    assert "wbsim" in ours[2]
    # Cumulative figures: the runtime so far (1 s, 2 s of simulated time) and the bytes written.
    w = [d["jobs"][0]["write"] for d in ours]
    assert [x["runtime"] for x in w[:2]] == [1000, 2000]
    assert 0 < w[0]["io_bytes"] < w[1]["io_bytes"] < w[2]["io_bytes"]
    # The final report is the run's own.
    alone = wbsim(wbsim_bin, tmp_path, job)["jobs"][0]["write"]
    assert (w[2]["io_bytes"], w[2]["bw_samples"]) == (alone["io_bytes"], alone["bw_samples"])
    with pytest.raises(subprocess.CalledProcessError) as bad:
        subprocess.run([str(wbsim_bin), "run", *job, "--status-interval=0.1ms"], capture_output=True, text=True,
                       check=True)
    assert "--status-interval=0.1ms: out of range; accepted: 0 (off) or a time from 1ms" in bad.value.stderr
