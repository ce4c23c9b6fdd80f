#!/usr/bin/python3
"""Mode agreement on the benchmarks (issue 14): each of B1-B5 at a scale,
in the fine-grained mode (sim.aggregate=0) and in the aggregated mode under
each given set of --set overrides; prints per job the bandwidth, the
simulated runtime and clat p50/p99, and their errors against fine-grained.

usage: modes.py WBSIM SCALE [--only B1,B2] [--variant NAME=key=v,key=v ...]
"""
import argparse, json, shlex, subprocess, sys, time
from concurrent.futures import ThreadPoolExecutor

ap = argparse.ArgumentParser()
ap.add_argument("wbsim"); ap.add_argument("scale")
ap.add_argument("--only", default="")
ap.add_argument("--variant", action="append", default=[])
ap.add_argument("--jobs", type=int, default=2)
a = ap.parse_args()

cmds = subprocess.run([a.wbsim, "bench", "--dry-run", "--scale", a.scale] +
                      (["--only", a.only] if a.only else []),
                      capture_output=True, text=True, check=True).stdout.split("\n")
cmds = [shlex.split(c) for c in cmds if c.startswith("/")]
names = [c[2].rsplit("/", 1)[1] for c in cmds]
variants = [("fine", ["sim.aggregate=0"])] + [
    (v.split("=", 1)[0], v.split("=", 1)[1].split(",")) for v in a.variant]

def run(cmd, sets):
    full = [a.wbsim] + cmd[1:]
    for s in sets:
        full += ["--set", s]
    t0 = time.time()
    p = subprocess.run(full, capture_output=True, text=True)
    wall = time.time() - t0
    if p.returncode != 0:
        return {"error": p.stderr.strip()[-300:]}
    d = json.loads(p.stdout)
    out = {"wall": wall, "sim": d["wbsim"]["sim_time_s"], "jobs": []}
    for j in d["jobs"]:
        w = j["write"]
        pct = w["clat_ns"].get("percentile", {})
        out["jobs"].append((j["jobname"], w["bw_bytes"], pct.get("50.000000", 0), pct.get("99.000000", 0)))
    return out

tasks = [(i, v) for i in range(len(cmds)) for v in range(len(variants))]
with ThreadPoolExecutor(a.jobs) as ex:
    res = dict(zip(tasks, ex.map(lambda t: run(cmds[t[0]], variants[t[1]][1]), tasks)))

def err(x, ref):
    return f"{100 * (x / ref - 1):+.2f}%" if ref else "-"

for i, n in enumerate(names):
    ref = res[(i, 0)]
    print(f"== {n}  (scale {a.scale})")
    if "error" in ref:
        print("  fine: error", ref["error"]); continue
    for v, (vn, sets) in enumerate(variants):
        r = res[(i, v)]
        if "error" in r:
            print(f"  {vn:10s} error {r['error']}"); continue
        bw = sum(j[1] for j in r["jobs"]); bw0 = sum(j[1] for j in ref["jobs"])
        p50 = [err(j[2], k[2]) for j, k in zip(r["jobs"], ref["jobs"])]
        p99 = [err(j[3], k[3]) for j, k in zip(r["jobs"], ref["jobs"])]
        uniq = lambda xs: ",".join(sorted(set(xs), key=xs.index)[:4])
        print(f"  {vn:10s} wall {r['wall']:7.2f}s sim {r['sim']:8.3f}s ({err(r['sim'], ref['sim'])}) "
              f"bw {bw/1e6:9.1f} MB/s ({err(bw, bw0)}) p50 {uniq(p50)} p99 {uniq(p99)}")
