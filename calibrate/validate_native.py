#!/usr/bin/python3
"""Validate wbsim's predictions against real fio on this machine, cold and warm.

The protocol (`wbsim validate --native` runs this script):

1. The profile: --profile FILE, or --calibrate quick|full runs
   `wbsim calibrate` first and predicts with that fresh profile.
2. --rounds N rounds; each round runs every job file once per state, the
   order of the job files rotating from round to round (interleaved, so that
   no job always follows the same one).
   - cold: the job's files are removed, dirty data is synced and the page
     cache dropped (`echo 3 > /proc/sys/vm/drop_caches`, root only: without
     root the report says so), and free page reporting is left to go quiet;
   - rerun (opt-in): right after the cold run, its files kept and not
     synced, as a user who runs the same job twice meets it: the first run's
     dirty data is still in the page cache, and fio's invalidate=1
     (posix_fadvise DONTNEED) writes it back as the job opens its files;
   - warm: right after the cold (or rerun) run, its files kept and synced:
     fio's invalidate=1 drops their cached pages as the job starts, and they
     serve the job again without being faulted in.
   Before every run `wbsim machine-state` records the memory state
   (/proc/meminfo, page reporting, the job files' cached bytes); the job is
   predicted with `wbsim run --profile P --set mem.*=<that state>`, so a cold
   and a warm run get their own predictions.
3. fio 3.x (Debian's) is the referee: its JSON is the measurement.
4. Per job file and state: measured min, median and max bandwidth (fio's group
   aggregate: bytes of all jobs over the longest runtime), the median
   prediction, the error of the medians, whether the prediction falls inside
   the measured min-max band, and clat p50/p99 (and fsync p99) measured
   against predicted; then the median |error| over the job files per state.

5. A drift sentinel: before every round and after the last, two short
   in-cache jobs (4 KiB psync writes of 64 MiB and 1 MiB ones of 256 MiB, median of 3 runs),
   128 KiB O_DIRECT random rewrites at qd16 (the device alone) and 64 KiB
   buffered rewrites with an fsync every 4 MiB (the flush path) are
   timed by fio and predicted with the profile. The machine's own speed
   can move by 2x within an hour (a fresh VM, seen 2026-12-02), so the
   report gives the sentinel's spread over the rounds and its error against
   the profile in each: an error that drifts means the profile no longer
   describes the machine, whatever the model. --no-sentinel skips it.

Writes the table as text (stdout, or --text FILE) and everything as JSON
(--json FILE): every run's fio document summary, state and prediction.

Usage:
  /usr/bin/python3 calibrate/validate_native.py --wbsim build/wbsim \\
      --directory /tmp --profile machine.profile --rounds 3 JOB.fio...
  options: --calibrate quick|full  --state cold,warm  --size SIZE  --runtime T
           --fio fio  --json FILE  --text FILE  --timeout S (per run)
           --measured OLD.json: predict the runs recorded there again, no fio
           --compare-profile P2: predict every run with a second profile too
             (say, a calibration made 5 minutes later) and report how far
             the two predictions differ: calibration repeatability

Only files under a scratch directory it makes inside --directory are written,
and the scratch directory is removed on every exit path (SIGINT included).
Exit status: 0 done; 1 a run failed (the table of what ran is still printed);
2 bad arguments.
"""

import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from check_against_fio import add_common_arguments, adapt_job, aggregate_bw, parse_json, resolve_wbsim, clear  # noqa: E402

STATES = ("cold", "rerun", "warm")  # the order runs follow each other in


class RunFailed(RuntimeError):
    pass


def run(cmd, cwd, timeout):
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, cwd=cwd)
    if p.returncode != 0:
        raise RunFailed(f"{' '.join(cmd)} exited {p.returncode}:\n{p.stderr.strip()[-2000:]}")
    return p.stdout


def machine_state(wbsim, workdir, drop, timeout):
    cmd = [wbsim, "machine-state", "--directory", workdir, "--quiet", "3", "--max-wait", "30"]
    if drop:
        cmd.append("--drop-caches")
    return json.loads(run(cmd, workdir, timeout))


def percentile(entry, key, p):
    """fio's percentile p (e.g. '99.000000') of entry[key] in seconds, or None."""
    pct = entry.get(key, {}).get("percentile", {})
    v = pct.get(p)
    return None if v is None else v / 1e9


def figures(doc):
    """Headline figures of one fio JSON document (fio's or wbsim run's)."""
    bw = aggregate_bw(doc)
    p50s, p99s, syncs = [], [], []
    for job in doc["jobs"]:
        d = job["write"] if job["write"]["io_bytes"] else job["read"]
        a = percentile(d, "clat_ns", "50.000000")
        b = percentile(d, "clat_ns", "99.000000")
        if a is not None:
            p50s.append(a)
        if b is not None:
            p99s.append(b)
        # fio counts only fsyncs in total_ios; lat_ns holds fdatasyncs too.
        s = job.get("sync", {})
        if s.get("lat_ns", {}).get("N", 0) and s["lat_ns"].get("percentile"):
            syncs.append(s["lat_ns"]["percentile"].get("99.000000", 0) / 1e9)
    return {
        "bw": bw,
        "clat_p50": statistics.median(p50s) if p50s else None,
        "clat_p99": max(p99s) if p99s else None,
        "sync_p99": max(syncs) if syncs else None,
    }


# name, label, fio options; "direct" ones rewrite a file laid out first (the
# device alone: no page cache, no unwritten-extent conversion).
SENTINELS = (
    ("4k", "4k psync 64m in cache", "rw=write\nbs=4k\nsize=64m\nioengine=psync\n"),
    ("1m", "1m psync 256m in cache", "rw=write\nbs=1m\nsize=256m\nioengine=psync\n"),
    ("direct", "128k O_DIRECT random rewrites at qd16 over 256m",
     "rw=randwrite\nbs=128k\nsize=256m\nioengine=libaio\niodepth=16\ndirect=1\n"),
    # The flush path (writeback, then the device cache's drain): this VM's
    # 4 MiB fsync took 2.3 ms and 3.0-3.7 ms an hour apart (2026-12-06).
    ("fsync", "64k psync rewrites with fsync every 4m over 64m",
     "rw=write\nbs=64k\nsize=64m\nioengine=psync\nfsync=64\n"),
)
SENTINEL_REPEATS = 3


def sentinel_job(path, name, options):
    with open(path, "w") as f:
        f.write(f"[sentinel-{name}]\n{options}")


def drift_report(sentinel):
    """Per sentinel job: fio's bandwidth and the prediction's error at every point, and the spread."""
    out = []
    for name, label, _ in SENTINELS:
        pts = [p for p in sentinel if p["job"] == name]
        if not pts:
            continue
        bws = [p["measured"] for p in pts]
        med = statistics.median(bws)
        spread = (max(bws) - min(bws)) / med if med else 0
        cells = ", ".join(f"{fmt_bw(p['measured'])} ({fmt_pct(rel_err(p['measured'], p['predicted']))})" for p in pts)
        line = (f"drift sentinel {label}, MiB/s (profile's error) at the start of each round "
                f"and the end: {cells}; spread {100 * spread:.0f}% of the median")
        if spread > 0.15:
            line += ("  WARNING: the machine's own speed moved more than 15% during the validation; errors of that "
                     "size cannot be told from drift")
        out.append(line)
    return "".join(l + "\n" for l in out)


def rel_err(measured, predicted):
    if not measured or predicted is None:
        return None
    return (predicted - measured) / measured


def fmt_bw(v):
    return "-" if v is None else f"{v / 2**20:.0f}"


def fmt_t(v):
    if v is None:
        return "-"
    if v < 1e-3:
        return f"{v * 1e6:.1f}us"
    if v < 1:
        return f"{v * 1e3:.2f}ms"
    return f"{v:.2f}s"


def fmt_pct(v):
    return "-" if v is None else f"{100 * v:+.0f}%"


def summarise(runs):
    """Per job file and state: the measured band, the median prediction, errors."""
    table = []
    for (job, state), rs in runs.items():
        meas = [r["measured"] for r in rs]
        pred = [r["predicted"] for r in rs]
        bws = [m["bw"] for m in meas]
        pbw = statistics.median(p["bw"] for p in pred)

        def med(xs, key):
            vals = [x[key] for x in xs if x[key] is not None]
            return statistics.median(vals) if vals else None

        row = {
            "job": job, "state": state, "runs": len(rs),
            "measured_min": min(bws), "measured_median": statistics.median(bws), "measured_max": max(bws),
            "predicted": pbw,
            "predicted_min": min(p["bw"] for p in pred), "predicted_max": max(p["bw"] for p in pred),
            "clat_p50": med(meas, "clat_p50"), "predicted_clat_p50": med(pred, "clat_p50"),
            "clat_p99": med(meas, "clat_p99"), "predicted_clat_p99": med(pred, "clat_p99"),
            "sync_p99": med(meas, "sync_p99"), "predicted_sync_p99": med(pred, "sync_p99"),
        }
        row["error"] = rel_err(row["measured_median"], pbw)
        row["in_band"] = row["measured_min"] <= pbw <= row["measured_max"]
        p99, pp99 = row["clat_p99"], row["predicted_clat_p99"]
        row["p99_ratio"] = (pp99 / p99) if p99 and pp99 else None
        table.append(row)
    return table


def render(table, header):
    out = [header]
    cols = ("job", "state", "n", "min", "median", "max", "pred", "err", "band",
            "p50 meas", "p50 pred", "p99 meas", "p99 pred", "sync p99 m/p")
    out.append("bandwidth in MiB/s; clat from fio's percentiles; err = predicted vs measured median")
    out.append(" | ".join(cols))
    for r in table:
        sync = "-" if r["sync_p99"] is None else f"{fmt_t(r['sync_p99'])}/{fmt_t(r['predicted_sync_p99'])}"
        out.append(" | ".join([
            r["job"], r["state"], str(r["runs"]), fmt_bw(r["measured_min"]), fmt_bw(r["measured_median"]),
            fmt_bw(r["measured_max"]), fmt_bw(r["predicted"]), fmt_pct(r["error"]), "in" if r["in_band"] else "out",
            fmt_t(r["clat_p50"]), fmt_t(r["predicted_clat_p50"]), fmt_t(r["clat_p99"]),
            fmt_t(r["predicted_clat_p99"]), sync]))
    for state in STATES:
        rows = [r for r in table if r["state"] == state and r["error"] is not None]
        if not rows:
            continue
        med = statistics.median(abs(r["error"]) for r in rows)
        band = sum(1 for r in rows if r["in_band"])
        p99ok = sum(1 for r in rows if r["p99_ratio"] and 0.5 <= r["p99_ratio"] <= 2.0)
        out.append(f"{state}: median |bw error| {100 * med:.1f}% over {len(rows)} job files; "
                   f"prediction inside fio's min-max band: {band} of {len(rows)}; "
                   f"clat p99 within 2x: {p99ok} of {len(rows)}")
    return "\n".join(out) + "\n"


def repeatability(log, first, second):
    """How far two profiles' predictions of the same runs differ (bandwidth)."""
    diffs = {}
    for r in log:
        a, b = r["predicted"]["bw"], r.get("predicted_compare", {}).get("bw")
        if a and b:
            diffs.setdefault((r["job"], r["state"]), []).append(b / a - 1)
    if not diffs:
        return "repeatability: no run was predicted with both profiles\n"
    per_job = {k: statistics.median(v) for k, v in diffs.items()}
    worst = max(per_job.items(), key=lambda kv: abs(kv[1]))
    within = sum(1 for v in per_job.values() if abs(v) <= 0.10)
    return (f"repeatability: {second} against {first}: median |difference| "
            f"{100 * statistics.median(abs(v) for v in per_job.values()):.1f}%, largest {100 * worst[1]:+.1f}% "
            f"({worst[0][0]} {worst[0][1]}); within 10%: {within} of {len(per_job)} job file/state pairs\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    add_common_arguments(ap)
    ap.add_argument("--profile", help="profile to predict with (default: the built-in one)")
    ap.add_argument("--calibrate", choices=("quick", "full"), help="run wbsim calibrate first and use its profile")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--state", default="cold,warm", help="comma-separated: cold, rerun (no sync after cold), warm")
    ap.add_argument("--size", help="replace size= of every job (e.g. 1G)")
    ap.add_argument("--runtime", help="replace runtime= of every job")
    ap.add_argument("--timeout", type=float, default=1800, help="seconds per run")
    ap.add_argument("--json", help="write every run and the table as JSON here")
    ap.add_argument("--text", help="write the table here as well as to stdout")
    ap.add_argument("--compare-profile", help="also predict every run with this profile; report the difference")
    ap.add_argument("--no-sentinel", action="store_true", help="skip the drift sentinel (item 5)")
    ap.add_argument("--measured", help="a --json file of an earlier validation: predict its recorded fio runs "
                                       "again (each in its recorded machine state) instead of measuring")
    args = ap.parse_args()
    states = [s.strip() for s in args.state.split(",") if s.strip()]
    if not states or any(s not in STATES for s in states):
        ap.error(f"--state={args.state}: accepted: a comma-separated list of cold, rerun and warm (e.g. cold,warm)")
    for later in ("rerun", "warm"):
        if later in states and "cold" not in states:
            ap.error(f"--state={later} needs cold too: a {later} run follows the cold run of the same job")
    states = [s for s in STATES if s in states]
    if not 1 <= args.rounds <= 100:
        ap.error(f"--rounds={args.rounds}: accepted: 1 to 100")
    if args.profile and args.calibrate:
        ap.error("give --profile or --calibrate, not both")
    args.wbsim = resolve_wbsim(args.wbsim)
    for tool in (args.fio, args.wbsim):
        if shutil.which(tool) is None and not os.path.exists(tool):
            ap.error(f"{tool}: not found")
    for job in args.jobs:
        if not os.path.isfile(job):
            ap.error(f"{job}: no such job file")
    for opt, path in (("--profile", args.profile), ("--compare-profile", args.compare_profile)):
        if path and not os.path.isfile(path):
            ap.error(f"{opt} {path}: no such file")
    root = os.geteuid() == 0
    recorded = []
    if args.measured:
        try:
            with open(args.measured) as f:
                recorded = json.load(f)["runs"]
        except (OSError, ValueError, KeyError) as e:
            ap.error(f"--measured {args.measured}: not a validation JSON with 'runs' ({e})")
    fio_version = subprocess.run([args.fio, "--version"], capture_output=True, text=True).stdout.strip()

    scratch = tempfile.mkdtemp(prefix="wbsim-validate-", dir=args.directory)
    interrupted = []

    def on_signal(signum, _frame):
        interrupted.append(signum)
        raise KeyboardInterrupt

    old = {s: signal.signal(s, on_signal) for s in (signal.SIGINT, signal.SIGTERM)}
    runs = {}
    log = []
    sentinel = []
    failed = None
    profile = args.profile
    try:
        if args.calibrate:
            profile = os.path.join(scratch, "machine.profile")
            caldir = os.path.join(scratch, "calibrate")
            os.mkdir(caldir)
            cmd = [args.wbsim, "calibrate", "--directory", caldir, "-o", profile]
            if args.calibrate == "quick":
                cmd.append("--quick")
            print("calibrating:", " ".join(cmd), flush=True)
            subprocess.run(cmd, check=True, cwd=scratch)
            shutil.rmtree(caldir, ignore_errors=True)
        adapted = []
        for job in args.jobs:
            name = os.path.splitext(os.path.basename(job))[0]
            dst = os.path.join(scratch, name + ".fio")
            changes = adapt_job(job, dst, args.size, args.runtime)
            work = os.path.join(scratch, name)
            os.mkdir(work)
            adapted.append((name, dst, work, changes))
        if not root:
            print("validate: not root: caches are NOT dropped; cold runs start from whatever state the machine is in",
                  file=sys.stderr, flush=True)
        def predict(jobfile, st, prof):
            cmd = [args.wbsim, "run", jobfile, "--output-format=json", "--no-progress"]
            if prof:
                cmd += ["--profile", prof]
            for key, value in st["params"].items():
                cmd += ["--set", f"{key}={value}"]
            return parse_json(run(cmd, scratch, args.timeout))

        # --measured: fio's recorded runs, each with its machine state, are
        # predicted again (a new profile or model) without measuring anything.
        for old_rec in recorded:
            match = [a for a in adapted if a[0] == old_rec["job"]]
            if not match:
                raise RunFailed(f"--measured {args.measured}: job {old_rec['job']} has no job file among the arguments")
            st = old_rec["state_read"]
            pred_doc = predict(match[0][1], st, profile)
            rec = dict(old_rec, predicted=figures(pred_doc),
                       bottleneck=pred_doc.get("wbsim", {}).get("bottleneck", {}).get("verdict"))
            rec.pop("predicted_compare", None)
            if args.compare_profile:
                rec["predicted_compare"] = figures(predict(match[0][1], st, args.compare_profile))
            runs.setdefault((rec["job"], rec["state"]), []).append(rec)
            log.append(rec)
        sentinel_dir = os.path.join(scratch, "sentinel")
        os.mkdir(sentinel_dir)

        def run_sentinel(point):
            # Warm memory: the second and third runs reuse what the first freed.
            for name, _, options in SENTINELS:
                jobfile = os.path.join(scratch, f"sentinel-{name}.fio")
                sentinel_job(jobfile, name, options)
                bws = []
                # The device and flush sentinels rewrite one laid-out file: a
                # fresh file's first writes cost the device more, and vary more.
                rewrite = "direct=1" in options or "fsync=" in options
                if rewrite:  # lay the file out (fio's random map covers every block): the repeats rewrite it
                    clear(sentinel_dir)
                    run([args.fio, "--output-format=json", f"--directory={sentinel_dir}", jobfile],
                        scratch, args.timeout)
                for _ in range(SENTINEL_REPEATS):
                    if not rewrite:
                        clear(sentinel_dir)
                    doc = parse_json(run([args.fio, "--output-format=json", f"--directory={sentinel_dir}", jobfile],
                                         scratch, args.timeout))
                    bws.append(aggregate_bw(doc))
                if not rewrite:  # predicted as run: the in-cache jobs into a fresh file, the rewriting ones over theirs
                    clear(sentinel_dir)
                st = machine_state(args.wbsim, sentinel_dir, drop=False, timeout=120)
                if not rewrite:
                    # The state is read once reporting is quiet, which hands
                    # the memory the runs freed to the host; but each run found
                    # the last one's memory still warm (free page reporting
                    # waits 2 s: 10.2 GB/s for 1 MiB writes at once after
                    # drop_caches, 0.65 GB/s 8 s later, 2026-12-04). Predicted
                    # as run: warm (calibrate's in-cache checks do the same).
                    st = dict(st, params=dict(st["params"], **{"mem.page_reporting": "0"}))
                pred = figures(predict(jobfile, st, profile))["bw"]
                clear(sentinel_dir)
                sentinel.append({"point": point, "job": name, "measured": statistics.median(bws),
                                 "measured_runs": bws, "predicted": pred, "state_read": st})

        measuring = not recorded and not args.no_sentinel
        for rnd in range(0 if recorded else args.rounds):
            if measuring:
                run_sentinel(rnd)
            k = rnd % len(adapted)
            for name, jobfile, work, _ in adapted[k:] + adapted[:k]:
                for state in states:
                    if state == "cold":
                        clear(work)
                    elif state == "warm":
                        os.sync()  # rerun: the previous run's dirty data stays
                    st = machine_state(args.wbsim, work, drop=(state == "cold" and root), timeout=120)
                    t0 = time.monotonic()
                    fio_doc = parse_json(run([args.fio, "--output-format=json", f"--directory={work}", jobfile],
                                             scratch, args.timeout))
                    wall = time.monotonic() - t0
                    errs = [j.get("error", 0) for j in fio_doc["jobs"] if j.get("error", 0)]
                    if errs:
                        raise RunFailed(f"fio: job error(s) {errs} in {name}")
                    pred_doc = predict(jobfile, st, profile)
                    rec = {"round": rnd, "job": name, "state": state, "state_read": st, "fio_wall_s": wall,
                           "measured": figures(fio_doc), "predicted": figures(pred_doc),
                           "bottleneck": pred_doc.get("wbsim", {}).get("bottleneck", {}).get("verdict")}
                    if args.compare_profile:
                        rec["predicted_compare"] = figures(predict(jobfile, st, args.compare_profile))
                    runs.setdefault((name, state), []).append(rec)
                    log.append(rec)
                    m, p = rec["measured"], rec["predicted"]
                    print(f"round {rnd + 1} {name:24s} {state}: fio {fmt_bw(m['bw'])} MiB/s, wbsim "
                          f"{fmt_bw(p['bw'])} MiB/s ({fmt_pct(rel_err(m['bw'], p['bw']))}), "
                          f"warm {st['params'].get('mem.start_warm', '-')}", flush=True)
        if measuring:
            run_sentinel(args.rounds)
    except KeyboardInterrupt:
        failed = "interrupted by signal %d" % (interrupted[0] if interrupted else signal.SIGINT)
    except (RunFailed, subprocess.CalledProcessError, subprocess.TimeoutExpired, ValueError) as e:
        failed = str(e)
    finally:
        for s, h in old.items():
            signal.signal(s, h)
        shutil.rmtree(scratch, ignore_errors=True)

    table = summarise(runs) if runs else []
    header = (f"wbsim validate --native: fio ({fio_version}) as referee; {args.rounds} round(s), states {','.join(states)}; "
              f"profile {profile or 'built-in default'}; caches {'dropped before every cold run' if root else 'NOT dropped (not root)'}")
    text = render(table, header)
    if sentinel:
        text += drift_report(sentinel)
    if args.compare_profile:
        text += repeatability(log, profile, args.compare_profile)
    if failed:
        text += f"stopped: {failed}\n"
    sys.stdout.write(text)
    if args.text:
        with open(args.text, "w") as f:
            f.write(text)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"fio_version": fio_version, "root": root, "profile": profile, "states": states,
                       "rounds": args.rounds, "table": table, "runs": log, "sentinel": sentinel,
                       "stopped": failed}, f, indent=2)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
