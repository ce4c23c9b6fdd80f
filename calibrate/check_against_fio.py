#!/usr/bin/python3
"""Check `wbsim replay`'s measurements against real fio on the same job files.

For each job file, runs Debian's fio (`fio --output-format=json`) and
`wbsim replay --output-format=json --no-predict`, interleaved (fio, wbsim,
wbsim, fio, ... so that neither always runs on a warmer machine), --repeats
times each (default 3), in a fresh scratch directory, and prints per job file:

  fio median bandwidth, fio min-max over the repeats (the noise),
  wbsim median bandwidth, wbsim min-max, and wbsim vs fio difference of the
  medians in percent.

Bandwidth is fio's group aggregate: the bytes of all jobs divided by the
longest job runtime (what fio prints as "WRITE: bw=" / "READ: bw=").
Exits 1 if any job file differs by more than --tolerance percent (default
10), 2 if a run failed.

The job files are copied into the scratch directory first: `filename=` and
`directory=` lines are dropped so that both tools write only there (fio gets
--directory, wbsim --directory); --size SIZE replaces every `size=` (and
drops `filesize=`) to scale big jobs down; --runtime T replaces `runtime=`.
Clones that shared a filename= then get a file each, under both tools alike.
Before each run, dirty data is synced (os.sync) and the machine gets
--settle seconds (default 3) so that one run's writeback, and the discards
of its deleted files, do not land in the next. Files are removed after
every run.

Usage (with Debian's Python, stdlib + pandas only):

  /usr/bin/python3 calibrate/check_against_fio.py \\
      --wbsim build/wbsim --directory /tmp --size 1G \\
      scenarios/examples/seq-write-1m.fio scenarios/examples/rand-write-4k.fio

  options: --repeats N (3)   --tolerance PCT (10)   --directory DIR (/tmp)
           --size SIZE       --runtime T            --fio fio   --settle S (3)
           --wbsim PATH ($WBSIM_BIN, else build/wbsim next to this folder)
           --csv FILE (the table as CSV)   --keep-json DIR (every raw JSON)
"""

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

import pandas as pd

HERE = os.path.dirname(os.path.abspath(__file__))


def default_wbsim():
    env = os.environ.get("WBSIM_BIN")
    if env:
        return env
    cand = os.path.join(os.path.dirname(HERE), "build", "wbsim")
    return cand if os.path.exists(cand) else "wbsim"


def resolve_wbsim(path):
    """The tools run wbsim in a scratch directory: a relative path must survive that."""
    return os.path.abspath(path) if os.path.exists(path) else path


def adapt_job(src, dst, size=None, runtime=None):
    """Copies a job file, dropping filename=/directory= and scaling size/runtime.
    Returns the list of changes made, for the report."""
    changes = []
    out = []
    with open(src) as f:
        for line in f:
            stripped = line.strip()
            key = re.split(r"[=\s]", stripped, maxsplit=1)[0].lower() if stripped else ""
            if key in ("filename", "directory"):
                changes.append("dropped " + stripped)
                continue
            if size and key == "filesize":
                changes.append("dropped " + stripped)
                continue
            if size and key == "size":
                changes.append(stripped + " -> size=" + size)
                out.append("size=" + size + "\n")
                continue
            if runtime and key == "runtime":
                changes.append(stripped + " -> runtime=" + runtime)
                out.append("runtime=" + runtime + "\n")
                continue
            out.append(line)
    with open(dst, "w") as f:
        f.writelines(out)
    return changes


def parse_json(text):
    """fio may print warnings before its JSON; start at the first brace."""
    start = text.find("{")
    if start < 0:
        raise ValueError("no JSON in the output")
    return json.loads(text[start:])


def aggregate_bw(doc):
    """fio's group aggregate over all jobs: bytes / longest runtime (B/s)."""
    total = 0
    longest_ms = 0
    for job in doc["jobs"]:
        for d in ("read", "write"):
            total += job[d]["io_bytes"]
            longest_ms = max(longest_ms, job[d]["runtime"])
    return total * 1000.0 / longest_ms if longest_ms else 0.0


def clear(directory):
    for name in os.listdir(directory):
        p = os.path.join(directory, name)
        if os.path.isdir(p) and not os.path.islink(p):
            shutil.rmtree(p)
        else:
            os.unlink(p)


def run_tool(tool, cmd, workdir, timeout, settle):
    # The previous run's dirty data, and the discards of its deleted files
    # (ext4 -o discard), must not land in this run.
    os.sync()
    time.sleep(settle)
    t0 = time.monotonic()
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=workdir)
    wall = time.monotonic() - t0
    if p.returncode != 0:
        raise RuntimeError(f"{tool} exited {p.returncode}: {' '.join(cmd)}\n{p.stderr.strip()}")
    doc = parse_json(p.stdout)
    if tool == "wbsim":
        doc = doc["measured"]
    return doc, wall


def fmt_bw(v):
    return f"{v / 2**20:.0f}MiB/s"


def add_common_arguments(ap):
    """The arguments every fio-referee script takes: job files, the two tools, the scratch parent."""
    ap.add_argument("jobs", nargs="+", help="fio job files")
    ap.add_argument("--wbsim", default=default_wbsim())
    ap.add_argument("--fio", default="fio")
    ap.add_argument("--directory", default="/tmp", help="where the scratch directory is made")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    add_common_arguments(ap)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--tolerance", type=float, default=10.0, help="percent")
    ap.add_argument("--size", help="replace size= of every job (e.g. 1G)")
    ap.add_argument("--runtime", help="replace runtime= of every job (e.g. 20)")
    ap.add_argument("--timeout", type=float, default=1800, help="seconds per run")
    ap.add_argument("--settle", type=float, default=3.0,
                    help="seconds to wait (after sync) before each run (default 3)")
    ap.add_argument("--csv", help="also write the table to this CSV file")
    ap.add_argument("--keep-json", help="save every raw JSON document in this directory")
    args = ap.parse_args()
    args.wbsim = resolve_wbsim(args.wbsim)

    for tool in (args.fio, args.wbsim):
        if shutil.which(tool) is None and not os.path.exists(tool):
            sys.exit(f"check_against_fio: {tool}: not found")
    if args.keep_json:
        os.makedirs(args.keep_json, exist_ok=True)

    scratch = tempfile.mkdtemp(prefix="wbsim-vs-fio-", dir=args.directory)
    work = os.path.join(scratch, "files")
    os.mkdir(work)
    rows = []
    failed = False
    try:
        for index, job in enumerate(args.jobs):
            name = os.path.splitext(os.path.basename(job))[0]
            adapted = os.path.join(scratch, name + ".fio")
            changes = adapt_job(job, adapted, args.size, args.runtime)
            print(f"== {name}" + (f"  ({'; '.join(changes)})" if changes else ""), flush=True)
            bws = {"fio": [], "wbsim": []}
            cmds = {
                "fio": [args.fio, "--output-format=json", f"--directory={work}", adapted],
                "wbsim": [args.wbsim, "replay", adapted, "--directory", work, "--output-format=json", "--no-predict"],
            }
            try:
                for rep in range(args.repeats):
                    # fio, wbsim, then wbsim, fio...; and which tool opens alternates
                    # between job files, so that neither always follows the cleanup
                    # of the previous job file.
                    order = ("fio", "wbsim") if (rep + index) % 2 == 0 else ("wbsim", "fio")
                    for tool in order:
                        doc, wall = run_tool(tool, cmds[tool], scratch, args.timeout, args.settle)
                        clear(work)
                        bw = aggregate_bw(doc)
                        errors = [j.get("error", 0) for j in doc["jobs"] if j.get("error", 0)]
                        if errors:
                            raise RuntimeError(f"{tool}: job error(s) {errors}")
                        bws[tool].append(bw)
                        print(f"   run {rep + 1} {tool:5s} {fmt_bw(bw):>12s}  ({wall:.1f}s wall)", flush=True)
                        if args.keep_json:
                            with open(os.path.join(args.keep_json, f"{name}.{tool}.{rep + 1}.json"), "w") as f:
                                json.dump(doc, f, indent=1)
            except (RuntimeError, ValueError, subprocess.TimeoutExpired) as e:
                print(f"   FAILED: {e}", flush=True)
                clear(work)
                failed = True
                continue
            fm, wm = statistics.median(bws["fio"]), statistics.median(bws["wbsim"])
            diff = 100.0 * (wm - fm) / fm if fm else float("nan")
            rows.append({
                "job": name,
                "fio_median": fm,
                "fio_min": min(bws["fio"]),
                "fio_max": max(bws["fio"]),
                "wbsim_median": wm,
                "wbsim_min": min(bws["wbsim"]),
                "wbsim_max": max(bws["wbsim"]),
                "diff_pct": diff,
                "ok": abs(diff) <= args.tolerance,
            })
    finally:
        shutil.rmtree(scratch, ignore_errors=True)

    if rows:
        df = pd.DataFrame(rows)
        show = pd.DataFrame({
            "job": df["job"],
            "fio median": df["fio_median"].map(fmt_bw),
            "fio min-max": [f"{fmt_bw(a)}-{fmt_bw(b)} (±{50 * (b - a) / m:.0f}%)" if m else "-"
                            for a, b, m in zip(df["fio_min"], df["fio_max"], df["fio_median"])],
            "wbsim median": df["wbsim_median"].map(fmt_bw),
            "wbsim min-max": [f"{fmt_bw(a)}-{fmt_bw(b)} (±{50 * (b - a) / m:.0f}%)" if m else "-"
                              for a, b, m in zip(df["wbsim_min"], df["wbsim_max"], df["wbsim_median"])],
            "wbsim vs fio": df["diff_pct"].map(lambda d: f"{d:+.1f}%"),
            "within": df["ok"].map(lambda ok: "yes" if ok else f"NO (>{args.tolerance:g}%)"),
        })
        print()
        print(f"median bandwidth over {args.repeats} interleaved runs each:")
        print(show.to_string(index=False))
        if args.csv:
            df.to_csv(args.csv, index=False)
    if failed:
        return 2
    return 0 if rows and all(r["ok"] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
