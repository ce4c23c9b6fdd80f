#!/bin/bash
# The 4 KiB in-cache write rate over time (fio, each after a warm-up of 1 MiB writes), with steal ticks from /proc/stat.
#   N=10 SLEEP=2 SZ=256m WSZ=512m drift.sh   (runs in /var/tmp/drift)
mkdir -p /var/tmp/drift; cd /var/tmp/drift; trap "rm -f /var/tmp/drift/d.dat /var/tmp/drift/w.dat" EXIT
for i in $(seq 1 ${N:-30}); do
  fio --name=w --rw=write --ioengine=psync --bs=1m --size=${WSZ:-64m} --filename=w.dat >/dev/null 2>&1; rm -f w.dat
  s1=$(awk '/^cpu /{print $9, $2+$3+$4+$5+$6+$7+$8+$9}' /proc/stat)
  bw=$(fio --name=d --rw=write --ioengine=psync --bs=4k --mem=mmap --size=${SZ:-32m} --filename=d.dat --output-format=json 2>/dev/null | python3 -c 'import json,sys;print(json.load(sys.stdin)["jobs"][0]["write"]["bw_bytes"]/1e6)')
  s2=$(awk '/^cpu /{print $9, $2+$3+$4+$5+$6+$7+$8+$9}' /proc/stat)
  rm -f d.dat
  echo "$(date +%T) $bw $s1 $s2" | awk '{printf "%s bw %.0f MB/s steal %d of %d ticks\n",$1,$2,$5-$3,$6-$4}'
  sleep ${SLEEP:-5}
done
