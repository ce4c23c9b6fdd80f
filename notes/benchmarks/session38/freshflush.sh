#!/bin/bash
# flush time after one O_DIRECT write into a fresh (fallocated) file vs the same file rewritten; diskstats flush ticks
d=/var/tmp/ff; mkdir -p $d; f=$d/f.dat
one() { # name rw bs
  s0=($(cat /sys/block/vda/stat))
  out=$(fio --name=x --filename=$f --rw=$2 --bs=$3 --size=4m --filesize=64m --direct=1 --ioengine=psync --fdatasync=1 --output-format=json 2>/dev/null)
  s1=($(cat /sys/block/vda/stat))
  fl=$((${s1[15]}-${s0[15]})); ft=$((${s1[16]}-${s0[16]}))
  echo "$out" | /usr/bin/python3 -c "
import json,sys; j=json.load(sys.stdin)['jobs'][0]; s=j['sync']['lat_ns']
print('%-14s %-9s %s sync p50 %5.0f us  flushes %d  flush ms/flush %.3f' % ('$1','$2','$3', s['percentile']['50.000000']/1e3, $fl, $ft/max(1,$fl)))"
}
for bs in 4k 64k; do for rw in randwrite write; do
  rm -f $f; one fresh $rw $bs; one rewrite $rw $bs
done; done; rm -rf $d
