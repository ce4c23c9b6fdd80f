"""The fio-referee protocol's summaries (calibrate/validate_native.py), on
hand-made run records: no fio and no device involved."""

import importlib.util
import os

from conftest import SOURCE_DIR

spec = importlib.util.spec_from_file_location("validate_native", os.path.join(SOURCE_DIR, "calibrate",
                                                                            "validate_native.py"))
vn = importlib.util.module_from_spec(spec)
spec.loader.exec_module(vn)


def rec(job, state, measured, predicted, compare=None, p99=(None, None)):
    r = {"job": job, "state": state,
         "measured": {"bw": measured, "clat_p50": None, "clat_p99": p99[0], "sync_p99": None},
         "predicted": {"bw": predicted, "clat_p50": None, "clat_p99": p99[1], "sync_p99": None}}
    if compare is not None:
        r["predicted_compare"] = {"bw": compare}
    return r


def test_band_and_error_use_the_median_of_the_runs():
    runs = {("a", "cold"): [rec("a", "cold", 100, 110), rec("a", "cold", 120, 110), rec("a", "cold", 90, 130)]}
    (row,) = vn.summarise(runs)
    assert row["measured_median"] == 100 and row["measured_min"] == 90 and row["measured_max"] == 120
    assert row["predicted"] == 110                  # the median prediction
    assert abs(row["error"] - 0.10) < 1e-12          # (110 - 100) / 100
    assert row["in_band"]


def test_repeatability_is_the_median_difference_per_job_and_state():
    log = [rec("a", "cold", 1, 100, 105), rec("a", "cold", 1, 100, 107),   # median +6%
           rec("b", "warm", 1, 200, 160)]                                  # -20%
    text = vn.repeatability(log, "A.profile", "B.profile")
    assert "median |difference| 13.0%" in text       # median of 6% and 20%
    assert "largest -20.0% (b warm)" in text
    assert "within 10%: 1 of 2" in text


def test_measured_runs_are_predicted_again_without_fio(tmp_path, wbsim_bin):
    """--measured: a recorded fio run is predicted again in its recorded
    machine state; fio is never run (here it is /bin/false)."""
    import json
    import subprocess
    import sys
    job = tmp_path / "j.fio"
    job.write_text("[j]\nrw=write\nbs=1M\nsize=16M\nioengine=psync\n")
    old = {"runs": [rec("j", "cold", 2e9, 1e9)]}
    old["runs"][0]["state_read"] = {"params": {"mem.page_reporting": "0"}}
    (tmp_path / "old.json").write_text(json.dumps(old))
    out = subprocess.run([sys.executable, os.path.join(SOURCE_DIR, "calibrate", "validate_native.py"),
                          "--wbsim", wbsim_bin, "--fio", "/bin/false", "--directory", str(tmp_path),
                          "--measured", str(tmp_path / "old.json"), "--json", str(tmp_path / "new.json"), str(job)],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    new = json.loads((tmp_path / "new.json").read_text())
    assert len(new["runs"]) == 1
    assert new["runs"][0]["measured"]["bw"] == 2e9          # kept from the record
    assert new["runs"][0]["predicted"]["bw"] != 1e9         # predicted again by the model
    assert "cold: median |bw error|" in out.stdout


def test_drift_report_gives_the_spread_and_warns_past_15_percent():
    """calA's and calB's in-cache 4 KiB self-checks on the VM of 2026-12-02
    (661 and 1346 MB/s, 15 minutes apart) as sentinel points: a spread of
    more than 15% of the median is a warning; 1 MiB points within 10% are not."""
    mib = 2**20
    pts = [{"point": 0, "job": "4k", "measured": 661 * mib, "predicted": 763 * mib},
           {"point": 1, "job": "4k", "measured": 1000 * mib, "predicted": 763 * mib},
           {"point": 2, "job": "4k", "measured": 1346 * mib, "predicted": 763 * mib},
           {"point": 0, "job": "1m", "measured": 3000 * mib, "predicted": 3000 * mib},
           {"point": 1, "job": "1m", "measured": 3200 * mib, "predicted": 3000 * mib},
           {"point": 2, "job": "1m", "measured": 3100 * mib, "predicted": 3000 * mib}]
    lines = vn.drift_report(pts).splitlines()
    assert len(lines) == 2
    assert "661 (+15%), 1000 (-24%), 1346 (-43%)" in lines[0]
    assert "spread 68% of the median" in lines[0] and "WARNING" in lines[0]   # (1346 - 661) / 1000
    assert "spread 6% of the median" in lines[1] and "WARNING" not in lines[1]  # 200 / 3100
