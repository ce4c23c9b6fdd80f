"""fio's log files from wbsim: names and columns against real fio 3.33 logs
(tests/data/fio-3.33/logs, made on this machine with the commands in its
README), and Debian fio's fio2gnuplot reading them."""

import json
import pathlib
import shutil
import subprocess

import pytest

from conftest import TEST_DATA

REAL = TEST_DATA / "fio-3.33" / "logs"


def rows(path):
    return [[int(x) for x in line.split(", ")] for line in pathlib.Path(path).read_text().splitlines()]


def run(wbsim_bin, cwd, *args):
    out = subprocess.run([str(wbsim_bin), "run", *args, "--output-format=json"], cwd=cwd, capture_output=True,
                         text=True, check=True)
    return json.loads(out.stdout)


def test_per_io_logs_match_fio(wbsim_bin, tmp_path):
    # The job of logs/lg_*.log: 16 MiB in 64 KiB writes, one line per IO.
    doc = run(wbsim_bin, tmp_path, "--name=lg", "--rw=write", "--bs=64k", "--size=16m", "--ioengine=psync",
              "--write_bw_log=lg", "--write_lat_log=lg", "--write_iops_log=lg", "--log_offset=1")
    # fio's names (init.c gen_log_name): PREFIX_TYPE.N.log, N = the job's thread number.
    names = sorted(p.name for p in tmp_path.glob("lg_*.log"))
    assert names == ["lg_bw.1.log", "lg_clat.1.log", "lg_iops.1.log", "lg_lat.1.log", "lg_slat.1.log"]
    for kind in ("bw", "clat"):
        real, ours = rows(REAL / f"lg_{kind}.1.log"), rows(tmp_path / f"lg_{kind}.1.log")
        # One line per IO: 16 MiB / 64 KiB = 256, as fio wrote.
        assert len(ours) == len(real) == 256
        # time, value, ddir (1 = write), bs, offset, prio: fio's 6 columns with log_offset=1.
        assert {len(r) for r in ours} == {len(r) for r in real} == {6}
        assert [r[2:] for r in ours] == [r[2:] for r in real]  # ddir, bs, offsets 0, 64k, ... and prio 0
        times = [r[0] for r in ours]
        assert times == sorted(times)
        assert times[-1] <= doc["jobs"][0]["write"]["runtime"]
    # psync queues nothing: fio writes the slat log empty (io_u_queued is never called).
    assert (REAL / "lg_slat.1.log").read_text() == (tmp_path / "lg_slat.1.log").read_text() == ""
    # The clat log holds the same IOs as the JSON: their mean is clat_ns.mean (aggregated
    # batches log their mean, so the means agree up to rounding to whole ns per IO).
    clat = [r[1] for r in rows(tmp_path / "lg_clat.1.log")]
    assert sum(clat) / len(clat) == pytest.approx(doc["jobs"][0]["write"]["clat_ns"]["mean"], rel=1e-3)
    # bw per IO is bs * 1e6 / clat_ns (stat.c add_bw_sample).
    bw = rows(tmp_path / "lg_bw.1.log")
    assert [r[1] for r in bw] == [65536 * 1000000 // c if c else 0 for c in clat]
    assert {r[1] for r in rows(tmp_path / "lg_iops.1.log")} == {1}


def test_window_logs_match_fio(wbsim_bin, tmp_path):
    # The job of logs/tb_*.log: 1 s of 64 KiB direct writes, 100 ms windows.
    doc = run(wbsim_bin, tmp_path, "--name=tb", "--rw=write", "--bs=64k", "--size=32m", "--direct=1",
              "--ioengine=psync", "--runtime=1", "--time_based", "--write_bw_log=tb", "--write_iops_log=tb",
              "--write_lat_log=tb", "--log_avg_msec=100")
    for kind in ("bw", "iops", "lat"):
        real, ours = rows(REAL / f"tb_{kind}.1.log"), rows(tmp_path / f"tb_{kind}.1.log")
        # time, value, ddir, bs (0: an average of several IOs), prio.
        assert {len(r) for r in ours} == {len(r) for r in real} == {5}
        assert {tuple(r[2:]) for r in ours} == {tuple(r[2:]) for r in real} == {(1, 0, 0)}
        # One line per window of the 1 s run: fio wrote 9 (bw, iops: its helper thread's first
        # sample came at 140 ms, and the one due at the job's end is lost) and 10 (lat); wbsim
        # samples at 100, 200, ... 900 ms.
        assert abs(len(ours) - len(real)) <= 1
        if kind != "lat":
            assert len(ours) == len(real) == 9
        assert [r[0] for r in ours] == [100 * (i + 1) for i in range(len(ours))]
    # Every window is a full one here, so the windows' KiB/s average to the job's bw.
    bw = [r[1] for r in rows(tmp_path / "tb_bw.1.log")]
    assert sum(bw) / len(bw) == pytest.approx(doc["jobs"][0]["write"]["bw"], rel=0.02)


def test_hist_log_columns_match_fio(wbsim_bin, tmp_path):
    # logs/av_clat_hist.1.log's options on a job that writes for 1 s (the simulated
    # buffered writes of av's 64 MiB take less than the 100 ms of one line).
    run(wbsim_bin, tmp_path, "--name=av", "--rw=write", "--bs=4k", "--size=64m", "--ioengine=psync", "--direct=1",
        "--runtime=1", "--time_based", "--write_hist_log=av", "--log_hist_msec=100")
    real, ours = rows(REAL / "av_clat_hist.1.log"), rows(tmp_path / "av_clat_hist.1.log")
    # A line 100 ms after the last: fio's window starts at the first IO after 0 ms (stat.c
    # add_clat_sample takes hist_last = 0 as unset), so the lines come at 101, 201, ... as in
    # the real log's 101; the last 99 ms of the 1 s run make no line.
    assert [r[0] for r in ours] == [100 * i + 1 for i in range(1, 10)]
    assert real[0][0] == 101
    # time, ddir, bs, then FIO_IO_U_PLAT_NR = 1856 bucket counts: 1859 columns.
    assert {len(r) for r in ours} == {len(r) for r in real} == {1859}
    assert {tuple(r[1:3]) for r in ours} == {tuple(r[1:3]) for r in real} == {(1, 4096)}


def test_per_job_logs_off_appends_one_file(wbsim_bin, tmp_path):
    # per_job_logs=0: NAME_bw.log without the thread number, every job appending to it.
    run(wbsim_bin, tmp_path, "--name=p", "--rw=write", "--bs=1m", "--size=8m", "--numjobs=2",
        "--write_iops_log=p", "--per_job_logs=0")
    assert sorted(p.name for p in tmp_path.glob("p_*")) == ["p_iops.log"]
    assert len(rows(tmp_path / "p_iops.log")) == 16  # 2 jobs x 8 IOs


def test_log_offset_refused_for_random(wbsim_bin, tmp_path):
    out = subprocess.run([str(wbsim_bin), "run", "--name=r", "--rw=randwrite", "--size=8m", "--write_bw_log",
                          "--log_offset=1"], cwd=tmp_path, capture_output=True, text=True)
    assert out.returncode == 1
    assert "log_offset=1 with rw=randwrite" in out.stderr


@pytest.mark.skipif(not shutil.which("fio2gnuplot"), reason="Debian's fio (fio2gnuplot) is not installed")
def test_fio2gnuplot_reads_wbsim_logs(wbsim_bin, tmp_path):
    doc = run(wbsim_bin, tmp_path, "--name=g", "--rw=write", "--bs=64k", "--size=32m", "--direct=1",
              "--ioengine=psync", "--runtime=1", "--time_based", "--write_bw_log=g", "--log_avg_msec=100")
    subprocess.run(["/usr/bin/python3", shutil.which("fio2gnuplot"), "-b", "-o", "out"], cwd=tmp_path, check=True,
                   capture_output=True)
    # fio2gnuplot's summary of the bw log: its values' mean and count.
    stats = dict(line.split("=") for line in (tmp_path / "out.global").read_text().split() if "=" in line)
    bw = [r[1] for r in rows(tmp_path / "g_bw.1.log")]
    # 1 s in 100 ms windows: 9 samples (fio loses the one due at the end, as its tb_bw.1.log shows).
    assert int(stats["values_count"]) == len(bw) == 9
    assert float(stats["avg"]) == pytest.approx(sum(bw) / len(bw), rel=1e-6)
    assert float(stats["avg"]) == pytest.approx(doc["jobs"][0]["write"]["bw"], rel=0.02)
