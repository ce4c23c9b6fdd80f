#!/usr/bin/python3
# alone.py PROFILE OUT: add dev.segment_alone from the profile's own QD1 slope, write_bw and segment_service
import re, sys
t = open(sys.argv[1]).read()
def val(key):
    m = re.search(r"^\[dev\][\s\S]*?^" + key + r"=([0-9.e+-]+)(\w*)", t, re.M)
    if not m: return None
    v = float(m.group(1)); u = m.group(2)
    return v * {"us": 1e-6, "ns": 1e-9, "ms": 1e-3, "s": 1, "": 1}.get(u, 1)
s = val("segment_service"); bw = val("write_bw")
m = re.search(r"QD1 slope ([0-9.]+)MB/s", t)
f = None
if s and bw and m:
    slope = float(m.group(1)) * 1e6
    f = min(1.0, max(0.0, (4096 / slope - 4096 / bw) / s))
out = t
if f is not None and f < 1:
    out = re.sub(r"^\[dev\]\n", "[dev]\n# dev.segment_alone: from this profile's QD1 slope (alone.py)\nsegment_alone=%.4f\n" % f, t, count=1, flags=re.M)
open(sys.argv[2], "w").write(out)
print(sys.argv[1].split('/')[-1], "segment_service", s, "write_bw", bw, "slope", m and m.group(1), "alone", f)
