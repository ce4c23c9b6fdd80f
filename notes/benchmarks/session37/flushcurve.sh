#!/bin/bash
# O_DIRECT rewrites of a laid-out 512 MiB file, fdatasync every N bytes; the flush time per fdatasync from
# diskstats (flush ticks / flushes) and fio's sync latency.
d=/var/tmp/fc; mkdir -p $d; f=$d/f.dat
[ -f $f ] || fio --name=lay --filename=$f --rw=write --bs=1M --size=512M --direct=1 --ioengine=psync --output-format=json >/dev/null
for n in $@; do
  bs=$(( n < 1048576 ? n : 1048576 )); cnt=$(( n / bs )); tot=$(( n * 8 )); [ $tot -lt 4194304 ] && tot=$(( n * 32 ))
  s0=($(cat /sys/block/vda/stat))
  out=$(fio --name=x --filename=$f --rw=write --bs=$bs --size=$tot --direct=1 --ioengine=psync --fdatasync=$cnt --output-format=json 2>/dev/null)
  s1=($(cat /sys/block/vda/stat))
  fl=$((${s1[15]}-${s0[15]})); ft=$((${s1[16]}-${s0[16]}))
  echo "$out" | /usr/bin/python3 -c "
import json,sys; j=json.load(sys.stdin)['jobs'][0]; s=j['sync']['lat_ns']
print('N=%8d  sync mean %7.0f us   flushes %d  flush ms/flush %.3f' % ($n, s['mean']/1e3, $fl, $ft/max(1,$fl)))"
done
