#!/usr/bin/python3
"""smp_refit.py IN OUT: a recorded profile's cpu.smp_efficiency (all CPU slowed) refitted as the
write path's alone (the cpu-split prototype), from the one-job rate in its own note:
(T - h) / (T / r - h), h = cpu.syscall + engine.psync."""
import re, sys
src = open(sys.argv[1]).read()
m = re.search(r"against one job (\d+) MiB/s", src)
r = re.search(r"^smp_efficiency=([0-9.]+)", src, re.M)
def us(key):
    v = re.search(r"^\[%s\][^\[]*?^%s=([0-9.e+-]+)(us|ns|s)?" % key, src, re.M | re.S)
    if not v: return None
    x = float(v.group(1)); u = v.group(2) or "s"
    return x * {"us": 1e-6, "ns": 1e-9, "s": 1}[u]
sc = us(("cpu", "syscall")); ps = us(("engine", "psync"))
out = src
if m and r and sc is not None and ps is not None:
    T = 16384 / (float(m.group(1)) * 2**20); e = float(r.group(1)); h = sc + ps
    es = max(0.05, min(1.0, (T - h) / (T / e - h))) if T > h else e
    out = re.sub(r"^smp_efficiency=[0-9.]+", "smp_efficiency=%.6f" % es, src, flags=re.M)
    print(sys.argv[1], "T=%.2fus r=%.3f h=%.2fus -> %.3f" % (T * 1e6, e, h * 1e6, es))
else:
    print(sys.argv[1], "unchanged")
open(sys.argv[2], "w").write(out)
