#!/usr/bin/python3
"""Property test over seeded random valid scenarios (issue 15).

Each scenario is a random fio job (shape x parameters x filesystem x engine,
small sizes) simulated by `wbsim run --check --output-format=json`, each run
in its own process (SimGrid allows one simulation per process), twice. A
scenario passes when
  - both runs exit 0: no crash, no abort, no model invariant violated (wbsim
    exits 3 naming the invariant, and --check also checks the continuous ones);
  - neither takes longer than the timeout (a hang);
  - the two JSON documents are byte-identical once the fields that are
    allowed to differ are removed: the timestamps, and the wall time.
Every FINE_EVERY-th scenario also runs the fine-grained mode (sim.aggregate=0)
and prints how far its bandwidth is from the aggregated one: reported, not
asserted (the speed issue owns those bounds).

usage: property_test.py WBSIM [--count N] [--seed S] [--jobs J] [--timeout SEC]
Environment: WBSIM_PROPERTY_COUNT overrides the default count (300).
"""
import argparse
import concurrent.futures
import json
import os
import random
import subprocess
import sys

FINE_EVERY = 10
FILESYSTEMS = ["xfs", "ext4", "btrfs", "bcachefs", "fuse"]
ENGINES = ["psync", "sync", "pvsync", "libaio", "io_uring"]
KERNELS = ["5.15", "6.4", "6.9", "6.12", "6.17"]


def scenario(seed):
    """The fio arguments and --set overrides of scenario `seed` (valid by construction)."""
    r = random.Random(seed)
    fs = r.choice(FILESYSTEMS)
    engine = r.choice(ENGINES)
    direct = r.random() < 0.2
    bs = r.choice([512, 4096, 16384, 65536, 131072, 1 << 20])
    size = r.choice([1, 2, 4, 8, 16, 32]) << 20
    size = max(size, bs)
    jobs = []
    njobs = r.choice([1, 1, 2, 3])
    for j in range(njobs):
        a = ["--name=j%d" % j, "--rw=%s" % r.choice(["write", "randwrite", "write:4k"] if not direct else ["write", "randwrite"]),
             "--bs=%d" % bs, "--size=%d" % size, "--ioengine=%s" % engine]
        if engine in ("libaio", "io_uring"):
            a.append("--iodepth=%d" % r.choice([1, 4, 16, 64]))
        if direct:
            a.append("--direct=1")
        else:
            if r.random() < 0.3:
                a.append("--fsync=%d" % r.choice([1, 4, 64]))
            elif r.random() < 0.15:
                a.append("--fdatasync=%d" % r.choice([1, 16]))
            if r.random() < 0.5:
                a.append("--end_fsync=1")
        if r.random() < 0.3:
            a.append("--numjobs=%d" % r.choice([2, 4]))
        # nrfiles and a shared filename= exclude each other (one name is one
        # file), and each file gets at least one block (size / nrfiles >= bs):
        # wbsim rejects both, as fio does, and these scenarios must be valid.
        nrfiles = r.choice([2, 3]) if r.random() < 0.2 else 1
        if nrfiles > 1:
            a.append("--nrfiles=%d" % nrfiles)
            if size // nrfiles < bs:
                a[3] = "--size=%d" % (bs * nrfiles)
        elif r.random() < 0.15:
            a.append("--filename=shared.%d" % seed)  # jobs sharing one file (one inode)
        if r.random() < 0.1:
            a += ["--runtime=%dms" % r.choice([5, 20, 50]), "--time_based"]
        if r.random() < 0.1:
            a.append("--ramp_time=%dms" % r.choice([1, 5]))
        if j > 0 and r.random() < 0.3:
            a.append("--stonewall")
        jobs += a
    if r.random() < 0.2:
        jobs.append("--group_reporting")
    sets = ["fs.type=" + fs, "kernel=" + r.choice(KERNELS)]
    if fs == "fuse":
        sets.append("fuse.writeback_cache=%d" % r.randint(0, 1))
        if r.random() < 0.3:
            sets.append("fuse.iomap_dirty_blocks=%d" % r.randint(0, 1))
    if fs == "bcachefs" and r.random() < 0.4:
        sets.append("fs.no_data_io=1")
    if r.random() < 0.3:
        sets.append("mem.total=%s" % r.choice(["256MiB", "512MiB", "1GiB"]))  # small memory: throttling
        sets.append("mem.reserved=0")
        sets.append("mem.min_free=16MiB")
    if r.random() < 0.2:
        sets.append("dev.count=%d" % r.choice([2, 4]))
    if r.random() < 0.2:
        sets.append("cpu.cores=%d" % r.choice([1, 2, 4]))
    if r.random() < 0.15:
        sets.append("pc.large_folios=%d" % r.randint(0, 1))
    if r.random() < 0.1:
        sets.append("dev.slc_size=8MiB")
    if r.random() < 0.1:
        sets.append("wb.ioend_max_folios=%d" % r.choice([0, 16, 4096]))
    args = jobs
    for s in sets:
        args += ["--set", s]
    return args


def stable(doc):
    """The document without what may differ between two identical runs."""
    for k in ("timestamp", "timestamp_ms", "time"):
        doc.pop(k, None)
    doc.get("wbsim", {}).pop("wall_time_s", None)
    return json.dumps(doc, sort_keys=True)


def run(wbsim, args, timeout):
    try:
        p = subprocess.run([wbsim, "run", "--check", "--output-format=json"] + args, capture_output=True,
                           timeout=timeout, cwd="/tmp")
    except subprocess.TimeoutExpired:
        return "timeout", None, ""
    if p.returncode != 0:
        return "exit %d" % p.returncode, None, p.stderr.decode(errors="replace")
    return "ok", p.stdout.decode(), ""


def total_bw(doc):
    return sum(j["write"]["bw_bytes"] + j["read"]["bw_bytes"] for j in doc["jobs"])


def check(wbsim, seed, timeout):
    """Returns (seed, problems, aggregated/fine bandwidth ratio or None)."""
    args = scenario(seed)
    problems = []
    outs = []
    for _ in range(2):
        status, out, err = run(wbsim, args, timeout)
        if status != "ok":
            problems.append("%s: %s" % (status, err.strip()[-2000:]))
            return seed, args, problems, None
        outs.append(out)
    a, b = json.loads(outs[0]), json.loads(outs[1])
    if stable(a) != stable(b):
        problems.append("two runs differ (timestamps and wall time aside)")
    ratio = None
    if seed % FINE_EVERY == 0:
        status, out, err = run(wbsim, args + ["--set", "sim.aggregate=0"], timeout * 4)
        if status != "ok":
            problems.append("fine-grained mode: %s: %s" % (status, err.strip()[-2000:]))
        else:
            fine = total_bw(json.loads(out))
            ratio = total_bw(a) / fine if fine > 0 else None
    return seed, args, problems, ratio


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("wbsim")
    ap.add_argument("--count", type=int, default=int(os.environ.get("WBSIM_PROPERTY_COUNT", "300")))
    ap.add_argument("--seed", type=int, default=0, help="first seed")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--timeout", type=float, default=60, help="seconds one run may take before it counts as a hang")
    o = ap.parse_args()
    o.wbsim = os.path.abspath(o.wbsim)
    failures = 0
    ratios = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=o.jobs) as pool:
        futures = [pool.submit(check, o.wbsim, s, o.timeout) for s in range(o.seed, o.seed + o.count)]
        for f in concurrent.futures.as_completed(futures):
            seed, args, problems, ratio = f.result()
            if ratio is not None:
                ratios.append((ratio, seed, args))
            if problems:
                failures += 1
                print("FAIL seed %d: wbsim run %s" % (seed, " ".join(args)))
                for p in problems:
                    print("    " + p.replace("\n", "\n    "))
    print("property test: %d scenarios (seeds %d..%d), %d failed" % (o.count, o.seed, o.seed + o.count - 1, failures))
    if ratios:
        ratios.sort()
        far = [x for x in ratios if abs(x[0] - 1) > 0.10]
        print("aggregated / fine-grained bandwidth over %d scenarios: min %.3f, median %.3f, max %.3f; %d beyond +-10%%"
              % (len(ratios), ratios[0][0], ratios[len(ratios) // 2][0], ratios[-1][0], len(far)))
        for r, seed, args in far:
            print("    seed %d: ratio %.3f: %s" % (seed, r, " ".join(args)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
