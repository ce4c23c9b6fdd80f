#!/bin/bash
# QD1 O_DIRECT write latency into fio's fresh (fallocated) layout against the same file rewritten, by bs and pattern
d=/var/tmp/fr; mkdir -p $d; f=$d/f.dat
one() { fio --name=x --filename=$f --rw=$2 --bs=$3 --size=$4 --filesize=256m --direct=1 --ioengine=psync --output-format=json 2>/dev/null | /usr/bin/python3 -c "
import json,sys; j=json.load(sys.stdin)['jobs'][0]['write']
print('%-8s %-9s %5s clat p50 %7.1f us mean %7.1f' % ('$1','$2','$3', j['clat_ns']['percentile']['50.000000']/1e3, j['clat_ns']['mean']/1e3))"; }
for bs in 4k 64k 256k; do for rw in randwrite write; do
  rm -f $f; one fresh $rw $bs 32m; one rewrite $rw $bs 32m
done; done; rm -rf $d
