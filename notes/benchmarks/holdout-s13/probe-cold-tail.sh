#!/bin/bash
# Where the cold-memory stall lands: psync writes of 1 GiB after drop_caches (cold) then again (warm), clat
# percentiles from fio. Root (drop_caches). Arguments: block sizes (default 4k 64k 256k).
set -eu
d=$(mktemp -d /tmp/probe-cold.XXXX); trap 'rm -rf "$d"' EXIT; cd "$d"
for bs in ${@:-4k 64k 256k}; do
  for state in cold warm; do
    rm -f c.dat; sync
    [ $state = cold ] && { echo 3 > /proc/sys/vm/drop_caches; sleep 4; }
    fio --name=c --filename=c.dat --rw=write --bs=$bs --size=1g --ioengine=psync --output-format=json > c.json 2>/dev/null
    /usr/bin/python3 -c "
import json; w = json.load(open('c.json'))['jobs'][0]['write']; p = w['clat_ns']['percentile']
print('$state $bs: %5.0f MiB/s, clat mean %.1f us, p50 %.1f, p90 %.1f, p99 %.1f, p99.9 %.1f' % (w['bw_bytes'] / 2**20,
      w['clat_ns']['mean'] / 1e3, p['50.000000'] / 1e3, p['90.000000'] / 1e3, p['99.000000'] / 1e3, p['99.900000'] / 1e3))"
  done
done
