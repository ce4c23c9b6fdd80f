#!/usr/bin/python3
"""Irq-off time by caller, from a perf record -a -g made with cpu-clock (no
PMU in this VM): the sampling timer cannot fire while interrupts are off, so
a sample that falls due inside a spin_lock_irq/irqsave section lands on the
instruction after the re-enable, in _raw_spin_unlock_irq(restore). Those
samples, grouped by the unlock's caller, are each lock's irq-off hold time.
Usage: irqoff.py PERF.DATA PAGES [HZ]"""
import collections, subprocess, sys

data, pages = sys.argv[1], float(sys.argv[2])
hz = float(sys.argv[3]) if len(sys.argv) > 3 else 4999.0
out = subprocess.run(["perf", "script", "-i", data, "-F", "comm,ip,sym"], capture_output=True, text=True).stdout
UNLOCK = ("_raw_spin_unlock_irqrestore", "_raw_spin_unlock_irq")
by = collections.Counter()
total = 0
stack = []
def flush():
    global total
    if not stack:
        return
    total += 1
    if stack[0][1] in UNLOCK:
        caller = stack[1][1] if len(stack) > 1 else "?"
        by[(stack[0][1].replace("_raw_spin_", ""), caller)] += 1
for line in out.splitlines():
    if not line.strip():
        flush(); stack = []
        continue
    if not line.startswith((" ", "\t")):
        flush(); stack = []
        continue
    f = line.split()
    if len(f) >= 2:
        stack.append((f[0], f[1].split("+")[0]))
flush()
print(f"samples {total}, {total / hz:.3f} cpu-s, {pages:.0f} pages")
for (u, c), n in by.most_common(25):
    print(f"{u:22s} {c:40s} {n:6d}  {n / hz / pages * 1e9:7.1f} ns/page")
