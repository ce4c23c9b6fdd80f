#!/bin/bash
# O_DIRECT device probe: the same file, written first, then rewrites at several bs/qd; then a fresh file.
set -eu
cd /tmp/dprobe
j() { fio --name=d --filename=$1 --rw=$2 --bs=$3 --iodepth=$4 --size=1g --ioengine=libaio --direct=1 --output-format=json $5 > o.json 2>/dev/null
  python3 -c "
import json; w=json.load(open('o.json'))['jobs'][0]['write']; print('%-9s %-5s qd%-3s %-6s %6.0f MiB/s  %6.1f us/IO  clat p50 %.0f p99 %.0f us' % ('$2','$3','$4','$6', w['bw_bytes']/2**20, 1e6/w['iops'], w['clat_ns']['percentile']['50.000000']/1e3, w['clat_ns']['percentile']['99.000000']/1e3))"; }
for r in 1 2; do
  rm -f f.dat; sync; j f.dat randwrite 64k 16 "" fresh
  j f.dat randwrite 64k 16 "" rewrite
  j f.dat randwrite 128k 32 "" rewrite
  j f.dat randwrite 4k 32 "--runtime=5 --time_based" rewrite
  j f.dat write 512k 4 "" rewrite
  j f.dat randwrite 64k 1 "--runtime=5 --time_based" rewrite
  j f.dat randwrite 1m 16 "" rewrite
done
rm -f f.dat o.json
