#!/bin/bash
# Fresh (fio's layout: preallocated, unwritten extents) against rewritten O_DIRECT writes on this VM's ext4
# root (vda, mounted with discard): IOPS, the device's discard-class commands (diskstats field 12; ext4's
# zeroing of unwritten remainders shows up here), flushes, and the CPU busy time, per pattern and depth.
# Usage: fresh-direct.sh DIR ROUNDS > out.txt   (DIR on the filesystem under test; its file f is removed)
set -u
D=$1; R=${2:-3}
F=$D/f
trap 'rm -f $F $D/o.json' EXIT
cpu(){ awk '/^cpu /{print $2+$3+$4+$6+$7+$8}' /proc/stat; }
dev=$(basename $(df --output=source $D | tail -1))
for r in $(seq $R); do
for a in "--rw=write --bs=16k --size=96m --ioengine=psync" \
         "--rw=write --bs=16k --size=96m --ioengine=io_uring --iodepth=2" \
         "--rw=write --bs=16k --size=96m --ioengine=io_uring --iodepth=4" \
         "--rw=write --bs=16k --size=96m --ioengine=io_uring --iodepth=8" \
         "--rw=write --bs=16k --size=96m --ioengine=libaio --iodepth=8" \
         "--rw=write --bs=4k --size=32m --ioengine=io_uring --iodepth=8" \
         "--rw=write --bs=64k --size=192m --ioengine=io_uring --iodepth=8" \
         "--rw=randwrite --bs=16k --size=96m --ioengine=io_uring --iodepth=8" \
         "--rw=randwrite --bs=4k --size=16m --ioengine=io_uring --iodepth=32"; do
  for m in fresh over; do
    [ $m = fresh ] && { rm -f $F; sync; }
    s0=$(cat /sys/block/$dev/stat); c0=$(cpu)
    fio --name=j --filename=$F --direct=1 $a --output-format=json --output=$D/o.json || exit 1
    s1=$(cat /sys/block/$dev/stat); c1=$(cpu)
    /usr/bin/python3 - "$s0" "$s1" "$c0" "$c1" "$r" "$m" "$a" "$D/o.json" <<'P'
import sys, json
a = list(map(int, sys.argv[1].split())); b = list(map(int, sys.argv[2].split()))
d = [y - x for x, y in zip(a, b)]
cpu = (int(sys.argv[4]) - int(sys.argv[3])) / 100.0
j = json.load(open(sys.argv[8]))['jobs'][0]['write']
n = j['total_ios']
print('r%s %-5s %-62s %7.0f IOPS %5.0f MiB/s p50 %5.0f us | zeroing %.3f/IO | flushes %d | cpu %.0f us/IO' % (
    sys.argv[5], sys.argv[6], sys.argv[7], j['iops'], j['bw_bytes'] / 1048576,
    j['clat_ns']['percentile']['50.000000'] / 1000, d[11] / n, d[15], cpu / n * 1e6))
P
  done
done
done
