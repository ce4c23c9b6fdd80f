#!/usr/bin/python3
"""Per-request issue->complete from `perf script` of block:block_rq_issue/complete (vda writes only)."""
import re, sys, statistics as st
iss = {}; lat = []; comp = []; sizes = []; first = None
for line in open(sys.argv[1]):
    m = re.search(r' (\d+\.\d+):\s+block:block_rq_(issue|complete): 254,0 (\w+) (\d+ )?\(\) (\d+) \+ (\d+)', line)
    if not m or 'W' not in m.group(3): continue
    t, kind, sec, n = float(m.group(1)), m.group(2), int(m.group(5)), int(m.group(6))
    if kind == 'issue':
        iss[sec] = t; first = first or t
    elif sec in iss:
        lat.append(t - iss.pop(sec)); comp.append(t); sizes.append(n * 512)
big = [l for l, s in zip(lat, sizes) if s >= 1 << 20]
span = comp[-1] - first
gaps = [b - a for a, b in zip(comp, comp[1:])]
print(f"reqs {len(lat)} (>=1MiB {len(big)}) bytes {sum(sizes)/1e6:.0f} MB span {span:.2f}s -> {sum(sizes)/1e6/span:.0f} MB/s; "
      f"lat med {st.median(lat)*1e3:.2f} ms; completion gap med {st.median(gaps)*1e3:.2f} ms p90 {sorted(gaps)[int(.9*len(gaps))]*1e3:.2f}")
