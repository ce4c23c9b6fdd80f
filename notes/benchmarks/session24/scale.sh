#!/bin/bash
# fio in-cache scaling on this VM: pvsync writes, numjobs given, bs given; prints bw, clat p50/mean/p99/p99.9
# usage: scale.sh BS NJ [extra fio args]
bs=$1; nj=$2; shift 2
d=$(mktemp -d /tmp/scale.XXXX); trap 'rm -rf $d' EXIT
fio --name=s --directory=$d --rw=write --bs=$bs --size=128m --ioengine=pvsync --numjobs=$nj --group_reporting \
  --output-format=json --output=$d/out.json "$@" >/dev/null 2>&1
/usr/bin/python3 - $d/out.json $bs $nj <<'PY'
import json,sys
j=json.load(open(sys.argv[1]))['jobs'][0]['write']; p=j['clat_ns']['percentile']
print('bs %s nj %s bw %6.0f MiB/s  clat p50 %5.1f mean %5.1f p99 %6.1f p99.9 %7.1f us'%(sys.argv[2],sys.argv[3],j['bw']/1024,p['50.000000']/1e3,j['clat_ns']['mean']/1e3,p['99.000000']/1e3,p['99.900000']/1e3))
PY
