#!/bin/bash
# Does the gap between back-to-back 1 MiB first-write runs decide their speed (page reporting)?
set -e
D=/tmp/s12gap; mkdir -p $D/ram $D/mnt
mount -t tmpfs -o size=3g tmpfs $D/ram
truncate -s 2g $D/ram/img; L=$(losetup -f --show $D/ram/img)
cleanup() { umount $D/mnt 2>/dev/null; losetup -d $L 2>/dev/null; umount $D/ram 2>/dev/null; rmdir $D/mnt $D/ram $D; }
trap cleanup EXIT
mkfs.xfs -q $L; mount $L $D/mnt
rk() { cat /sys/module/page_reporting/parameters/reported_kib; }
for gap in 0 0 0 0 3 3 3 3 0 0 0 0; do
  sleep $gap; a=$(rk)
  iops=$(fio --name=g --directory=$D/mnt --rw=write --bs=1m --size=256m --ioengine=psync --fallocate=none --unlink=1 --output-format=json | python3 -c "import json,sys;print(int(json.load(sys.stdin)['jobs'][0]['write']['iops']))")
  b=$(rk); echo "gap=$gap iops=$iops reported_during_MiB=$(( (b-a)/1024 ))"
done
