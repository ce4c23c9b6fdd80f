#!/bin/bash
# Buffered 4 KiB overwrites of a written, synced 24 MiB file with fsync (or
# fdatasync) every N writes, warm: each N runs twice and the second is kept,
# and the model predicts that run from the machine state read just before it.
# Prints fio's and the model's bandwidth and sync mean, with the flushes and
# their time from /sys/block/vda/stat. Root.
# Usage: syncsweep.sh WBSIM PROFILE fsync|fdatasync randwrite|write N...
w=$1; prof=$2; kind=$3; rw=$4; shift 4
d=/var/tmp/syncsweep; mkdir -p $d; f=$d/f24m.dat
cleanup() { rm -rf "$d"; }
trap cleanup EXIT INT TERM
job=(--name=x --filename=$f --rw=$rw --bs=4k --size=24m --ioengine=psync --$kind=N)
fio --name=lay --filename=$f --rw=write --bs=1M --size=24m --ioengine=psync --end_fsync=1 --output-format=json >/dev/null
for n in "$@"; do
  j=("${job[@]/%=N/=$n}")
  fio "${j[@]}" --output-format=json >/dev/null 2>&1
  sets=$($w machine-state --directory $d --quiet 1 | /usr/bin/python3 -c "
import json,sys; print(' '.join('--set %s=%s' % kv for kv in json.load(sys.stdin)['params'].items()))")
  s0=($(cat /sys/block/vda/stat))
  out=$(fio "${j[@]}" --output-format=json 2>/dev/null)
  s1=($(cat /sys/block/vda/stat))
  pred=$($w run "${j[@]}" --profile "$prof" $sets --output-format=json --no-progress)
  wr=$((${s1[4]}-${s0[4]})); fl=$((${s1[15]}-${s0[15]})); ft=$((${s1[16]}-${s0[16]}))
  /usr/bin/python3 -c "
import json,sys
m=json.loads(sys.argv[1])['jobs'][0]; p=json.loads(sys.argv[2])['jobs'][0]
def f(j): return j['write']['bw']/1024, j['sync']['lat_ns']['mean']/1e3, j['write']['clat_ns']['percentile']['50.000000']/1e3
a=f(m); b=f(p)
print('%s %s N=%4d  fio %6.1f MiB/s sync %6.0f us clat50 %4.1f | model %6.1f MiB/s (%+4.0f%%) sync %6.0f us clat50 %4.1f | dev writes %d flushes %d flush %.3f ms' % ('$kind','$rw',$n,a[0],a[1],a[2],b[0],100*(b[0]/a[0]-1),b[1],b[2],$wr,$fl,$ft/max(1,$fl)))" "$out" "$pred"
done
