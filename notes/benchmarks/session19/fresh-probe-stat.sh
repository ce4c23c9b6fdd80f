#!/bin/bash
# usage: stat.sh JOB -> one line: bw, fio cpu, system cpu jiffies, device ticks
J=$1
cat /sys/block/vda/stat > /tmp/exp/s0; head -1 /proc/stat > /tmp/exp/c0; fio --output-format=json $J > /tmp/exp/out.json; head -1 /proc/stat > /tmp/exp/c1; cat /sys/block/vda/stat > /tmp/exp/s1
/usr/bin/python3 - <<'P'
import json
d=json.load(open('/tmp/exp/out.json'))['jobs'][0]; w=d['write']
s0=list(map(int,open('/tmp/exp/s0').read().split())); s1=list(map(int,open('/tmp/exp/s1').read().split()))
c0=list(map(int,open('/tmp/exp/c0').read().split()[1:])); c1=list(map(int,open('/tmp/exp/c1').read().split()[1:]))
dc=[b-a for a,b in zip(c0,c1)]; ds=[b-a for a,b in zip(s0,s1)]
print(f"bw {w['bw']/1024:5.0f} MiB/s clat p50 {w['clat_ns']['percentile']['50.000000']/1e3:.0f}us p99 {w['clat_ns']['percentile']['99.000000']/1e3:.0f}us usr {d['usr_cpu']:.0f}% sys {d['sys_cpu']:.0f}% | cpu us {dc[0]} sy {dc[2]} id {dc[3]} wa {dc[4]} si {dc[6]} | dev w {ds[4]} merged {ds[5]} wticks {ds[7]} busy {ds[9]} disc {ds[11]} dticks {ds[14]} flush {ds[15] if len(ds)>15 else '-'}")
P
