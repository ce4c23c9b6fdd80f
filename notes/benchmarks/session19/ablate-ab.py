#!/usr/bin/python3
"""Ablations of a calibrated profile for session 19's hold-out set ab.

Usage: ablate-ab.py PROFILE OUTDIR. Writes OUTDIR/calAB-<v>.profile for
- nosection: dev.fresh_serial and dev.fresh_serial_bw 0;
- nosupp: dev.kick_suppression 0 (every direct IO rings);
- engine-serial: dev.cmd_service and dev.segment_service back to the device
  phase's own engine (the figures the profile's comment keeps), and
  dev.write_latency back by the difference;
- baseline: all three, and fs.unwritten_split 0 with the conversion back to
  the QD1 fresh-minus-rewrite time (session 18's model on this profile).
"""
import re
import sys

src, out = sys.argv[1], sys.argv[2]
text = open(src).read()


def value_us(key, t):
    return float(re.search(rf'^{key}=([0-9.e+-]+)us$', t, re.M).group(1))


def set_line(t, key, val, beside='kick'):
    if re.search(rf'^{key}=.*$', t, re.M):
        return re.sub(rf'^{key}=.*$', f'{key}={val}', t, flags=re.M)
    # a key the calibration did not write: beside one of its section's keys
    return re.sub(rf'^({beside}=.*)$', rf'\1\n{key}={val}', t, flags=re.M)


def nosection(t):
    return set_line(set_line(t, 'fresh_serial', '0'), 'fresh_serial_bw', '0')


def nosupp(t):
    return set_line(t, 'kick_suppression', '0')


def engine_serial(t):
    m = re.search(r"the device phase's engine: ([0-9.]+) and ([0-9.]+)\)", t)
    if not m:
        return t
    seg, cmd = float(m.group(1)), float(m.group(2))
    now = value_us('cmd_service', t)
    lat = value_us('write_latency', t) - (cmd - now)
    t = set_line(t, 'cmd_service', f'{cmd}us')
    t = set_line(t, 'segment_service', f'{seg}us')
    return set_line(t, 'write_latency', f'{max(0.0, lat):.4f}us')


def nosplit(t):
    how = re.search(r'^# fs.unwritten_convert: .*?: ([0-9.]+)us against ([0-9.]+)us', t, re.M)
    conv = max(0.0, float(how.group(1)) - float(how.group(2))) if how else value_us('unwritten_convert', t)
    return set_line(set_line(t, 'unwritten_convert', f'{conv:.2f}us'), 'unwritten_split', '0', 'unwritten_convert')


variants = {
    'nosection': nosection(text),
    'nosupp': nosupp(text),
    'engine-serial': engine_serial(text),
    'baseline': nosplit(engine_serial(nosupp(nosection(text)))),
}
for name, t in variants.items():
    open(f'{out}/calAB-{name}.profile', 'w').write(t)
