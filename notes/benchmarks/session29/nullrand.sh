#!/bin/bash
# fio's own per-IO time, null engine: sequential against random offsets (with
# fio's default random map and tausworthe generator), and with norandommap.
f() { fio --name=n --ioengine=null --output-format=json "$@" 2>/dev/null | python3 -c 'import json,sys;j=json.load(sys.stdin)["jobs"][0]["write"];print("%.3f us/IO" % (1e6/j["iops"]))'; }
for r in 1 2 3; do
for bs in 4k 32k; do
  for rw in write randwrite; do
    echo "r$r bs=$bs rw=$rw size=128m loops=200: $(f --rw=$rw --bs=$bs --size=128m --loops=200)"
  done
  echo "r$r bs=$bs randwrite norandommap: $(f --rw=randwrite --bs=$bs --size=128m --loops=200 --norandommap)"
done
echo "r$r bs=4k randwrite size=8g: $(f --rw=randwrite --bs=4k --size=8g)"
echo "r$r bs=4k write size=8g: $(f --rw=write --bs=4k --size=8g)"
done
