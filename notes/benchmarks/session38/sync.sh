#!/bin/bash
# 4 KiB psync writes, a sync after each: fresh vs overwrite, fsync vs fdatasync
f=/var/tmp/s38/sync.dat
run() { # name, fio args
  fio --name=$1 --filename=$f --rw=write --bs=4k --size=8m --ioengine=psync $2 --output-format=json > $1.json
  python3 - $1.json <<'P'
import json,sys
j=json.load(open(sys.argv[1]))['jobs'][0]
s=j['sync']['lat_ns']; w=j['write']
print(sys.argv[1], 'sync p50 %.1f us mean %.1f'%(s['percentile']['50.000000']/1e3 if 'percentile' in s else 0, s['mean']/1e3), 'write clat p50 %.1f'%(w['clat_ns']['percentile']['50.000000']/1e3), 'iops %.0f'%w['iops'])
P
}
for r in 1 2; do
rm -f $f; run fresh_fsync --fsync=1
run over_fsync --fsync=1
run over_fdatasync --fdatasync=1
rm -f $f; run fresh_fdatasync --fdatasync=1
done
rm -f $f
