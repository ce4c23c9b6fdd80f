#!/usr/bin/python3
"""Summarise ab-extent.sh's reports: DIR holds SET-old.json and SET-new.json.
Prints the pairs whose prediction moved, and old/new totals (median |error|,
in fio's band, clat p99 within 2x) over every job/state pair."""
import glob, json, os, statistics, sys

d = sys.argv[1]
old_all, new_all = [], []
moved = []
for f in sorted(glob.glob(os.path.join(d, "*-old.json"))):
    s = os.path.basename(f)[:-len("-old.json")]
    nf = os.path.join(d, s + "-new.json")
    if not os.path.exists(nf):
        continue
    old = {(r["job"], r["state"]): r for r in json.load(open(f))["table"]}
    new = {(r["job"], r["state"]): r for r in json.load(open(nf))["table"]}
    for k, o in old.items():
        n = new.get(k)
        if n is None or o.get("error") is None or n.get("error") is None:
            continue
        old_all.append(o)
        new_all.append(n)
        if abs(n["predicted"] / o["predicted"] - 1) > 0.005:
            moved.append((s, k[0], k[1], o["error"], n["error"], o["in_band"], n["in_band"]))


def totals(rows):
    p99 = [r for r in rows if r.get("p99_ratio")]
    return (100 * statistics.median(abs(r["error"]) for r in rows), sum(r["in_band"] for r in rows),
            sum(0.5 <= r["p99_ratio"] <= 2 for r in p99), len(rows))


for s, job, st, eo, en, bo, bn in moved:
    print(f"{s:3s} {job:45s} {st:5s} {100*eo:+7.1f}% -> {100*en:+7.1f}%  band {bo} -> {bn}")
o, n = totals(old_all), totals(new_all)
print(f"moved: {len(moved)} of {o[3]} pairs; better {sum(abs(m[4]) < abs(m[3]) for m in moved)}, "
      f"worse {sum(abs(m[4]) > abs(m[3]) for m in moved)}")
print(f"old: median |error| {o[0]:.1f}%, in band {o[1]}, p99 within 2x {o[2]} of {o[3]}")
print(f"new: median |error| {n[0]:.1f}%, in band {n[1]}, p99 within 2x {n[2]} of {n[3]}")
