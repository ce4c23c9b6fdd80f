#!/usr/bin/python3
"""serial-transfer-profile.py PROFILE OUT: PROFILE with its qd32 O_DIRECT ladder (4 KiB, 128 KiB, 128 KiB
from huge pages, as its dev.cmd_service comment records them) refitted with each segment's bytes moved inside
the device's serial pass (dev.serial_transfer=1): segment (t128 - t128h) / 31, transfer 31 x 4 KiB / (t128h - t4).
Session 42, section 8: tried, not kept."""
import re, sys
src, dst = sys.argv[1], sys.argv[2]
t = open(src).read()
m = re.search(r'qd32 over the written file: 4 KiB ([\d.]+)us per IO.*?128 KiB ([\d.]+)us, 128 KiB from huge-page buffers ([\d.]+)us', t)
if not m or 'from the huge-page run' not in t or re.search(r'^serial_transfer=1', t, re.M):
    print('skip', src); sys.exit(1)
t4, t128, t128h = map(float, m.groups())
u = (t128h - t4) / 31; o = (t128 - t128h) / 31
if u <= 0 or o <= 0:
    print('skip (no split)', src); sys.exit(1)
bw = 4096 / (u * 1e-6)
lines = t.split('\n'); out = []
for l in lines:
    if l.startswith('segment_service='): l = 'segment_service=%.4fus' % o
    elif l.startswith('write_bw='): l = 'write_bw=%.0f' % bw
    out.append(l)
    if l == '[dev]': out.append('serial_transfer=1')
open(dst, 'w').write('\n'.join(out))
print('%s: t4 %.2f t128 %.2f t128h %.2f -> segment %.3f us, transfer %.2f GB/s' % (src, t4, t128, t128h, o, bw / 1e9))
