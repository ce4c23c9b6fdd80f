#!/usr/bin/python3
# cmp.py OLD NEW: the pairs whose prediction moved between two re-prediction directories, and totals
import glob, json, os, statistics, sys
a, b = sys.argv[1], sys.argv[2]
old_all, new_all, moved = [], [], []
for f in sorted(glob.glob(os.path.join(a, "*.json"))):
    s = os.path.basename(f)[:-5]
    nf = os.path.join(b, s + ".json")
    if not os.path.exists(nf): continue
    old = {(r["job"], r["state"]): r for r in json.load(open(f))["table"]}
    new = {(r["job"], r["state"]): r for r in json.load(open(nf))["table"]}
    for k, o in old.items():
        n = new.get(k)
        if n is None or o.get("error") is None or n.get("error") is None: continue
        old_all.append(o); new_all.append(n)
        if abs(n["predicted"] / o["predicted"] - 1) > 0.005:
            moved.append((s, k[0][:40], k[1], o["error"], n["error"], o["in_band"], n["in_band"]))
def tot(rows):
    p99 = [r for r in rows if r.get("p99_ratio")]
    return "median |err| %.1f%%, band %d, p99 within 2x %d of %d" % (100*statistics.median(abs(r["error"]) for r in rows), sum(r["in_band"] for r in rows), sum(0.5 <= r["p99_ratio"] <= 2 for r in p99), len(rows))
for m in moved: print("%-3s %-40s %-5s %+6.1f%% -> %+6.1f%% %s" % (m[0], m[1], m[2], 100*m[3], 100*m[4], ("B" if m[5] else "-") + ">" + ("B" if m[6] else "-")))
better = sum(abs(m[4]) < abs(m[3]) for m in moved); worse = sum(abs(m[4]) > abs(m[3]) for m in moved)
print("moved", len(moved), "better", better, "worse", worse)
print("old:", tot(old_all)); print("new:", tot(new_all))
mo = [m for m in moved]
if mo: print("moved pairs median |err| old %.1f%% new %.1f%%" % (100*statistics.median(abs(m[3]) for m in mo), 100*statistics.median(abs(m[4]) for m in mo)))
