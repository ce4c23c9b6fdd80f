#!/usr/bin/python3
"""The calibration target table: measured against predicted bandwidth over the example jobs.

For each job file (default: scenarios/examples/*.fio), runs
`wbsim replay JOB --repeat N --profile PROFILE --output-format=json` in a
fresh scratch directory (sizes scaled by --size so the whole table takes a few
minutes) and prints, per job entry:

  measured median bandwidth (the run with the median bandwidth of N),
  measurement noise (min-max over the N runs), predicted bandwidth, error
  (predicted - measured) / measured.

Then the median |bw error| over the job files (a file's error is that of its
summed bandwidth, so a numjobs=4 file counts once) and over all job entries.
The issue's target is a median |bw error| of at most 15%.

The job files are copied first, with `filename=`/`directory=` dropped and
`size=` replaced, exactly as check_against_fio.py does (its adapt_job).
Before each job file, dirty data is synced and the machine gets --settle
seconds. Bandwidths are in MiB/s (fio's "BW=" unit).

Usage (Debian's Python, stdlib + pandas):

  /usr/bin/python3 calibrate/target_table.py --profile /tmp/machine.profile \\
      --directory /tmp --size 1G [--repeat 3] [--wbsim build/wbsim] [--csv t.csv] [JOB.fio ...]
  /usr/bin/python3 calibrate/target_table.py --calibrate quick --directory /tmp --size 1G
"""

import argparse
import glob
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import pandas as pd

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from check_against_fio import adapt_job, clear, default_wbsim, parse_json, resolve_wbsim  # noqa: E402


def mib(v):
    return v / 2**20


def pct(v):
    return f"{100 * v:+.1f}%"


def replay(wbsim, job, work, profile, repeat, timeout):
    cmd = [wbsim, "replay", job, "--directory", work, "--repeat", str(repeat), "--output-format=json"]
    if profile:
        cmd += ["--profile", profile]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    if p.returncode != 0:
        raise RuntimeError(f"exit {p.returncode}: {' '.join(cmd)}\n{p.stderr.strip()}")
    doc = parse_json(p.stdout)
    if not doc.get("error"):
        raise RuntimeError("no prediction in the replay output (was --no-predict given?)")
    return doc


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    ap.add_argument("jobs", nargs="*", help="fio job files (default: scenarios/examples/*.fio)")
    ap.add_argument("--profile", help="the profile of the predictions (default: replay's default)")
    ap.add_argument("--wbsim", default=default_wbsim())
    ap.add_argument("--directory", default="/tmp", help="where the scratch directory is made")
    ap.add_argument("--size", default="1G", help="replace size= of every job (default 1G; '' keeps them)")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--settle", type=float, default=2.0, help="seconds after sync before each job file")
    ap.add_argument("--timeout", type=float, default=1800, help="seconds per job file")
    ap.add_argument("--csv", help="also write the per-entry table to this CSV file")
    ap.add_argument("--calibrate", choices=["quick", "full"],
                    help="first run `wbsim calibrate` (--quick or full) in the scratch directory and predict with "
                         "that profile: on a machine whose disk speed drifts (shared VMs), calibration and "
                         "replay should be minutes apart, not hours")
    args = ap.parse_args()
    args.wbsim = resolve_wbsim(args.wbsim)

    jobs = args.jobs or sorted(glob.glob(os.path.join(os.path.dirname(HERE), "scenarios", "examples", "*.fio")))
    if not jobs:
        sys.exit("target_table: no job files")
    if shutil.which(args.wbsim) is None and not os.path.exists(args.wbsim):
        sys.exit(f"target_table: {args.wbsim}: not found")

    scratch = tempfile.mkdtemp(prefix="wbsim-target-", dir=args.directory)
    work = os.path.join(scratch, "files")
    os.mkdir(work)
    rows, files, failed = [], [], False
    t0 = time.monotonic()
    try:
        if args.calibrate:
            args.profile = os.path.join(scratch, "machine.profile")
            cmd = [args.wbsim, "calibrate", "--directory", work, "-o", args.profile]
            if args.calibrate == "quick":
                cmd.append("--quick")
            print("target_table: " + " ".join(cmd), file=sys.stderr, flush=True)
            done = subprocess.run(cmd, stdout=subprocess.DEVNULL, timeout=args.timeout)
            if done.returncode != 0:
                sys.exit(f"target_table: wbsim calibrate failed with status {done.returncode}")
        for job in jobs:
            name = os.path.splitext(os.path.basename(job))[0]
            adapted = os.path.join(scratch, name + ".fio")
            adapt_job(job, adapted, args.size or None)
            os.sync()
            time.sleep(args.settle)
            try:
                doc = replay(args.wbsim, adapted, work, args.profile, args.repeat, args.timeout)
            except (RuntimeError, ValueError, subprocess.TimeoutExpired) as e:
                print(f"{name}: FAILED: {e}", file=sys.stderr, flush=True)
                failed = True
                continue
            finally:
                clear(work)
            m_sum = p_sum = 0.0
            for j in doc["error"]["jobs"]:
                lo, hi = j.get("measured_bw_bytes_min_max", [j["measured_bw_bytes"]] * 2)
                m, p = j["measured_bw_bytes"], j["predicted_bw_bytes"]
                m_sum += m
                p_sum += p
                rows.append({"job file": name, "job": j["jobname"], "measured MiB/s": mib(m),
                             "noise min MiB/s": mib(lo), "noise max MiB/s": mib(hi),
                             "predicted MiB/s": mib(p), "bw error": (p - m) / m if m else float("nan")})
            files.append({"job file": name, "bw error": (p_sum - m_sum) / m_sum if m_sum else float("nan")})
            print(f"{name}: measured {mib(m_sum):.0f} MiB/s, predicted {mib(p_sum):.0f} MiB/s "
                  f"({pct((p_sum - m_sum) / m_sum) if m_sum else '-'})", file=sys.stderr, flush=True)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)

    if not rows:
        return 2
    df = pd.DataFrame(rows)
    show = pd.DataFrame({
        "job file": df["job file"],
        "job": df["job"],
        "measured (median)": df["measured MiB/s"].map(lambda v: f"{v:.0f}"),
        "noise min-max": [f"{a:.0f}-{b:.0f} (±{50 * (b - a) / m:.0f}%)" if m else "-"
                          for a, b, m in zip(df["noise min MiB/s"], df["noise max MiB/s"], df["measured MiB/s"])],
        "predicted": df["predicted MiB/s"].map(lambda v: f"{v:.0f}"),
        "error": df["bw error"].map(pct),
    })
    print(f"wbsim replay --repeat {args.repeat}, profile {args.profile or '(replay default)'}, "
          f"size={args.size or 'as in the files'}; bandwidth in MiB/s")
    print(show.to_string(index=False))
    per_file = statistics.median(abs(f["bw error"]) for f in files)
    per_entry = statistics.median(abs(e) for e in df["bw error"])
    print(f"median |bw error| over {len(files)} job files: {100 * per_file:.1f}%")
    print(f"median |bw error| over {len(df)} job entries: {100 * per_entry:.1f}%")
    print(f"target: at most 15%; elapsed {time.monotonic() - t0:.0f} s")
    if args.csv:
        df.to_csv(args.csv, index=False)
    return 2 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
