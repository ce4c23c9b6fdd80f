#!/usr/bin/python3
# lone.py PROFILE...: dev.alone_write_bw as this session's calibrate would write it from each profile's own
# figures (serial transfer, QD1 slope, write_bw, segment_service): page / (page / slope - segment_service)
# where that page time is longer than a queued page's segment and transfer, else none.
import re, sys
for path in sys.argv[1:]:
    t = open(path).read()
    def val(key):
        m = re.search(r"^\[dev\][\s\S]*?^" + key + r"=([0-9.e+-]+)(\w*)", t, re.M)
        if not m: return None
        return float(m.group(1)) * {"us": 1e-6, "ns": 1e-9, "ms": 1e-3, "s": 1, "": 1}.get(m.group(2), 1)
    s = val("segment_service") or 0.0; bw = val("write_bw"); serial = val("serial_transfer")
    m = re.search(r"QD1 slope ([0-9.]+)MB/s", t)
    lone = None
    if serial and bw and m:
        slope = float(m.group(1)) * 1e6
        per = 4096 / slope - s
        lone = 4096 / per if per > 4096 / bw else None
    print(path.split("/")[-1], "serial", serial, "write_bw %.0f" % (bw or 0), "segment %.3g" % s,
          "QD1 slope", m and m.group(1), "->", "alone_write_bw %.0f MB/s" % (lone / 1e6) if lone else "none")
