#!/usr/bin/python3
"""Which parameters make two calibrations predict differently?

Usage: attribute.py WBSIM MEASURED.json PROFILE_A PROFILE_B [--keys] JOB.fio...

For each section of the profile (or each key, with --keys), profile A with
B's values of that section predicts every recorded job/state pair of
MEASURED (fio runs recorded by validate --native, first round's machine
state). Printed: the median |B/A - 1| over the pairs (the whole gap), and
per section the median |hybrid/A - 1| and the share of the whole gap's
log-distance it moves, so the sections that carry the disagreement show.
"""
import atexit, json, math, os, re, shutil, statistics, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor


def parse(path):
    out, sec = [], None
    for line in open(path):
        s = line.strip()
        m = re.match(r"^\[(.+)\]$", s)
        if m:
            sec = m.group(1)
        elif s and not s.startswith("#") and "=" in s:
            k, v = s.split("=", 1)
            out.append((sec, k.strip(), v.strip()))
    return out


def write(entries, path):
    with open(path, "w") as f:
        sec = None
        for s, k, v in entries:
            if s != sec:
                f.write(f"[{s}]\n")
                sec = s
            f.write(f"{k}={v}\n")


def main():
    args = sys.argv[1:]
    by_key = "--keys" in args
    args = [a for a in args if a != "--keys"]
    wbsim, measured, jobs = os.path.abspath(args[0]), args[1], args[4:]
    pa, pb = os.path.abspath(args[2]), os.path.abspath(args[3])
    A, B = parse(pa), parse(pb)
    bval = {(s, k): v for s, k, v in B}
    runs = json.load(open(measured))["runs"]
    pairs = {}
    for r in runs:
        pairs.setdefault((r["job"], r["state"]), r["state_read"])
    jobfile = {os.path.splitext(os.path.basename(j))[0]: os.path.abspath(j) for j in jobs}
    tmp = tempfile.mkdtemp()
    atexit.register(shutil.rmtree, tmp, True)

    def predict(prof, job, st):
        cmd = [wbsim, "run", jobfile[job], "--output-format=json", "--no-progress", "--profile", prof]
        for k, v in st["params"].items():
            cmd += ["--set", f"{k}={v}"]
        doc = json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True, cwd=tmp).stdout)
        return sum(j["write"]["bw_bytes"] for j in doc["jobs"])

    def all_pairs(prof):
        with ThreadPoolExecutor(2) as ex:
            return list(ex.map(lambda p: predict(prof, p[0][0], p[1]), pairs.items()))

    base = all_pairs(pa)
    other = all_pairs(pb)
    print(f"whole gap: median |B/A-1| {100*statistics.median([abs(b/a-1) for a,b in zip(base,other)]):.1f}% "
          f"over {len(base)} pairs")
    groups = sorted({(s, k) if by_key else (s,) for s, k, _ in A if (s, k) in bval})
    rows = []
    for g in groups:
        hyb = [(s, k, bval[(s, k)] if ((s, k) if by_key else (s,)) == g and (s, k) in bval else v) for s, k, v in A]
        if hyb == A:
            continue
        p = os.path.join(tmp, "h.profile")
        write(hyb, p)
        got = all_pairs(p)
        moved = [abs(math.log(h / a)) for a, h in zip(base, got)]
        # share of the gap: how far toward B each pair moved, clipped, median
        toward = [max(-1, min(2, math.log(h / a) / math.log(b / a))) if abs(math.log(b / a)) > 0.02 else 0
                  for a, h, b in zip(base, got, other)]
        rows.append((statistics.median(moved), ".".join(g), statistics.median(toward),
                     max(moved, key=abs)))
    for med, name, share, mx in sorted(rows, reverse=True):
        print(f"{name:32s} median |moved| {100*(math.exp(med)-1):5.1f}%  median share of gap {share:+.2f}  "
              f"largest {100*(math.exp(mx)-1):5.1f}%")


main()
