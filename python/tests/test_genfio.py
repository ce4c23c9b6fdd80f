"""genfio (Debian's fio package) writes job files for disk benchmarks; wbsim
parses and runs them, and writes the bandwidth and IOPS logs they ask for
under genfio's names."""

import json
import shutil
import subprocess

import pytest

pytestmark = pytest.mark.skipif(not shutil.which("genfio"), reason="Debian's fio (genfio) is not installed")


@pytest.mark.parametrize("cached", [False, True])
def test_genfio_jobs_run(wbsim_bin, tmp_path, cached):
    target = tmp_path / "f1"
    args = ["genfio", "-d", str(target), "-z", "64m", "-b", "4k,128k", "-m", "write,randwrite", "-r", "1",
            "-x", "g"]
    subprocess.run(args + (["-c"] if cached else []), cwd=tmp_path, check=True, capture_output=True)
    (job,) = tmp_path.glob("*.fio")
    subprocess.run([str(wbsim_bin), "run", str(job), "--parse-only"], cwd=tmp_path, check=True)
    out = subprocess.run([str(wbsim_bin), "run", str(job), "--output-format=json"], cwd=tmp_path, check=True,
                         capture_output=True, text=True).stdout
    doc = json.loads(out)
    # genfio: one stonewalled job per block size and mode, 2 x 2 here, each in its own group.
    assert [j["jobname"] for j in doc["jobs"]] == ["write-f1-4k-para", "randwrite-f1-4k-para",
                                                    "write-f1-128k-para", "randwrite-f1-128k-para"]
    assert [j["groupid"] for j in doc["jobs"]] == [0, 1, 2, 3]
    # genfio's jobs: runtime=1 with time_based after ramp_time=5, so each reports about 1000 ms.
    assert all(abs(j["write"]["runtime"] - 1000) <= 1 for j in doc["jobs"])
    # write_bw_log=g<host>-4k-f1-write-para.results (genfio adds the host name): fio names the
    # file PREFIX_bw.N.log with N the job's number (1 to 4 in file order).
    for n, (bs, mode) in enumerate([("4k", "write"), ("4k", "randwrite"), ("128k", "write"),
                                    ("128k", "randwrite")], start=1):
        for kind in ("bw", "iops"):
            (log,) = tmp_path.glob(f"g*-{bs}-f1-{mode}-para.results_{kind}.{n}.log")
            assert log.stat().st_size > 0, log.name
