#!/usr/bin/python3
# alone.py PROFILE OUT: add dev.segment_alone from the profile's own QD1 slope, write_bw and segment_service,
# as this session's calibrate writes it. MAX_TRANSFER=1 in the environment: also dev.max_transfer from this
# VM's /sys/block/vda/queue/max_sectors_kb (section 5's trial; calibrate only reports it)
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
add = ""
if f is not None and f < 1 and not re.search(r"^segment_alone=", t, re.M):
    add += "# dev.segment_alone: from this profile's QD1 slope (alone.py)\nsegment_alone=%.4f\n" % f
import os
try:
    if os.environ.get("MAX_TRANSFER") != "1":
        raise OSError("not asked")
    kb = int(open("/sys/block/vda/queue/max_sectors_kb").read())
    if not re.search(r"^max_transfer=", t, re.M):
        add += "# dev.max_transfer: /sys/block/vda/queue/max_sectors_kb (alone.py)\nmax_transfer=%d\n" % (kb * 1024)
except OSError:
    pass
out = re.sub(r"^\[dev\]\n", "[dev]\n" + add, t, count=1, flags=re.M)
open(sys.argv[2], "w").write(out)
print(sys.argv[1].split('/')[-1], "segment_service", s, "write_bw", bw, "slope", m and m.group(1), "alone", f)
