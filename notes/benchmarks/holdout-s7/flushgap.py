#!/usr/bin/python3
"""Median time from each FF (flush) issue to the next write issue on vda, from `perf script` of block_rq_issue."""
import re, sys, statistics as st
ev = []
for line in open(sys.argv[1]):
    m = re.search(r' (\d+\.\d+):\s+block:block_rq_issue: 254,0 (\w+) (\d+) \(\) (\d+) \+ (\d+)', line)
    if m: ev.append((float(m.group(1)), m.group(2), int(m.group(3))))
gaps = []; data = []
for i, (t, k, n) in enumerate(ev):
    if k.startswith('FF'):
        nxt = next((e for e in ev[i+1:] if 'W' in e[1] and e[2] > 0), None)
        if nxt: gaps.append(nxt[0] - t)
print(f"flushes {len(gaps)} gap median {st.median(gaps)*1e3:.3f} ms p10 {sorted(gaps)[len(gaps)//10]*1e3:.3f} p90 {sorted(gaps)[9*len(gaps)//10]*1e3:.3f}")
