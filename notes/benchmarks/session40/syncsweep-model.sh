#!/bin/bash
# The model's side of syncsweep.sh: the same jobs, warm (the file exists and
# is cached, nothing dirty). Usage: syncsweep-model.sh WBSIM PROFILE [fsync|fdatasync] [rw] [N...]
w=$1; prof=$2; kind=$3; rw=$4; shift 4
for n in "$@"; do
  $w run --name=x --filename=/var/tmp/syncsweep/f24m.dat --rw=$rw --bs=4k --size=24m --ioengine=psync --$kind=$n \
     --profile "$prof" --set fs.files_exist=1 --set mem.start_job_cached=24MiB --output-format=json --no-progress |
  /usr/bin/python3 -c "
import json,sys; d=json.load(sys.stdin); j=d['jobs'][0]; s=j['sync']['lat_ns']
print('%s N=%4d  bw %6.1f MiB/s  sync mean %6.0f us p50 %6.0f  clat p50 %.1f' % ('$kind', $n, j['write']['bw']/1024, s['mean']/1e3, s['percentile']['50.000000']/1e3, j['write']['clat_ns']['percentile']['50.000000']/1e3))"
done
