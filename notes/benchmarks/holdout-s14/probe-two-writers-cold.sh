#!/bin/bash
# Does a second writer change where the cold-memory stall lands? 1 MiB psync writes after drop_caches (cold)
# and again (warm): one writer of 2 GiB against two of 1 GiB each (set w's w4 shape, without end_fsync).
# clat percentiles from fio. Root (drop_caches).
set -eu
d=$(mktemp -d /tmp/probe-two.XXXX); trap 'rm -rf "$d"' EXIT; cd "$d"
for shape in "1 2g" "2 1g"; do
  set -- $shape
  for state in cold warm; do
    rm -f t.*; sync
    [ $state = cold ] && { echo 3 > /proc/sys/vm/drop_caches; sleep 4; }
    fio --name=t --filename_format='t.$jobnum' --rw=write --bs=1m --size=$2 --numjobs=$1 --ioengine=psync \
      --group_reporting --output-format=json > o.json 2>/dev/null
    /usr/bin/python3 -c "
import json; w = json.load(open('o.json'))['jobs'][0]['write']; p = w['clat_ns']['percentile']
print('%s writer(s) x %s %s: %5.0f MiB/s, clat mean %.0f us, p50 %.0f, p90 %.0f, p99 %.0f' % ('$1', '$2', '$state',
      w['bw_bytes'] / 2**20, w['clat_ns']['mean'] / 1e3, p['50.000000'] / 1e3, p['90.000000'] / 1e3, p['99.000000'] / 1e3))"
  done
done
