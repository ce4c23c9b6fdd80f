#!/bin/bash
# fio 128 KiB sequential O_DIRECT libaio writes of 256 MiB: fresh (a new file fio lays out) then rewrite, qd 1-32, 2 rounds.
set -u; BS=${BS:-128k}; SZ=${SZ:-256m}
D=/var/tmp/qdsweep; mkdir -p $D; trap 'rm -rf $D' EXIT
for r in 1 2; do
  line="round $r:"
  for q in 1 2 4 8 32; do
    rm -f $D/f.dat
    f=$(fio --name=fresh --filename=$D/f.dat --size=$SZ --rw=write --bs=$BS --direct=1 --ioengine=libaio --iodepth=$q --output-format=json | /usr/bin/python3 -c 'import json,sys; print("%.0f" % (json.load(sys.stdin)["jobs"][0]["write"]["bw_bytes"]/1e6))')
    w=$(fio --name=rewrite --filename=$D/f.dat --size=$SZ --rw=write --bs=$BS --direct=1 --ioengine=libaio --iodepth=$q --output-format=json | /usr/bin/python3 -c 'import json,sys; print("%.0f" % (json.load(sys.stdin)["jobs"][0]["write"]["bw_bytes"]/1e6))')
    line="$line qd$q fresh $f rewrite $w;"
  done
  echo "$line"
done
