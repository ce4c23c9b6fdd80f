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
