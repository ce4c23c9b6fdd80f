#!/bin/bash
# random 4 KiB rewrites of a laid-out file (size $1), fdatasync every N (O_DIRECT), flush time from diskstats
d=/var/tmp/rf; mkdir -p $d; f=$d/f$1.dat
[ -f $f ] || fio --name=lay --filename=$f --rw=write --bs=1M --size=$1 --direct=1 --ioengine=psync --output-format=json >/dev/null
shift
for n in $@; do
  tot=$(( n * 4096 * 16 )); [ $tot -lt 1048576 ] && tot=1048576
  s0=($(cat /sys/block/vda/stat))
  out=$(fio --name=x --filename=$f --rw=randwrite --bs=4k --size=$tot --direct=1 --ioengine=psync --fdatasync=$n --output-format=json 2>/dev/null)
  s1=($(cat /sys/block/vda/stat))
  fl=$((${s1[15]}-${s0[15]})); ft=$((${s1[16]}-${s0[16]}))
  echo "$out" | /usr/bin/python3 -c "
import json,sys; j=json.load(sys.stdin)['jobs'][0]; s=j['sync']['lat_ns']
print('N=%5d  sync mean %7.0f us p50 %7.0f  flushes %d  flush ms/flush %.3f  write clat p50 %.1f' % ($n, s['mean']/1e3, s['percentile']['50.000000']/1e3, $fl, $ft/max(1,$fl), j['write']['clat_ns']['percentile']['50.000000']/1e3))"
done
