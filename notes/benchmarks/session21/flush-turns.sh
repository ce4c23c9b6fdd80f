#!/bin/bash
# Session 21: one against two fdatasync writers on this VM's root ext4 (virtio vda, one
# hardware queue), caches dropped before each run; d6 of hold-out set ad alone and in pairs.
# Results (2026-12-04 14:45): nj=1 512 / 788 MiB/s, fdatasync mean 1715 / 1122 us;
# nj=2 717 / 794 MiB/s together, fdatasync mean 2546 / 2287 us.
set -u
D=$(mktemp -d /var/tmp/wbsim-d6.XXXXXX)
trap 'rm -rf "$D"' EXIT
for nj in 1 2 1 2; do
  sync; echo 3 > /proc/sys/vm/drop_caches
  fio --directory="$D" --name=d6 --rw=write --bs=64k --size=256m --ioengine=psync --fdatasync=16 \
    --numjobs=$nj --group_reporting --output-format=json 2>/dev/null |
    /usr/bin/python3 -c "import json,sys; j=json.load(sys.stdin)['jobs'][0]; w=j['write']; s=j['sync']['lat_ns']
print('nj=$nj', round(w['bw_bytes']/2**20), 'MiB/s, fdatasync mean', round(s['mean']/1e3), 'us')"
  rm -f "$D"/*
done
