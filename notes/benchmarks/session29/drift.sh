#!/bin/bash
# Alternates the speed probe with two in-cache fio jobs, N rounds.
N=${1:-40}; D=/var/tmp/s29drift; mkdir -p $D
for i in $(seq $N); do
  p=$(./probe)
  a=$(fio --name=a --filename=$D/a --rw=write --bs=4k --size=256m --ioengine=psync --output-format=json 2>/dev/null | python3 -c 'import json,sys;print(round(json.load(sys.stdin)["jobs"][0]["write"]["bw_bytes"]/1e6))'); rm -f $D/a
  b=$(fio --name=b --filename=$D/b --rw=write --bs=1m --size=512m --ioengine=psync --output-format=json 2>/dev/null | python3 -c 'import json,sys;print(round(json.load(sys.stdin)["jobs"][0]["write"]["bw_bytes"]/1e6))'); rm -f $D/b
  q=$(./probe)
  echo "$(date +%T) $p $q $a $b"
  sleep 2
done
rmdir $D
