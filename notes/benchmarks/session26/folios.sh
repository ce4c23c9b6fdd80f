#!/bin/bash
# The per-folio cost of the buffered write path on this kernel, measured as
# the difference between aligned and misaligned writes of the same size.
# iomap (XFS, and ext4 since 6.16) gives each write folios of the order its
# length allows, cut down to the alignment of their index
# (__filemap_get_folio: order = __ffs(index) when the index is not aligned):
#   bs=64k at offset 0: 1 folio per write;  at offset 4k: 5 (orders 0,1,2,3,0)
#   bs=1m  at offset 0: 1 folio per write;  at offset 4k: 9 (orders 0..7,0)
# The pages, bytes and calls are the same, so the time difference over the
# extra folios is what one folio costs: allocation, insertion, the dirty
# mark, the i_pages holds, write_begin/end and the LRU batch share.
# fio writes SIZE in cache on FS on a loop device over a tmpfs, with the
# dirty thresholds above SIZE (no writeback runs); each measured run follows
# an unmeasured one that faults the memory in, so pages come warm.
# Usage: folios.sh FS OUTDIR [SIZE] [ROUNDS]   (FS: xfs or ext4; root)
set -euo pipefail
fs=$1; out=$2; size=${3:-1g}; rounds=${4:-3}
mkdir -p "$out"
t=$(mktemp -d /tmp/folios.XXXX)
loopdev=""
old_bg=$(cat /proc/sys/vm/dirty_background_bytes); old_bgr=$(cat /proc/sys/vm/dirty_background_ratio)
old_db=$(cat /proc/sys/vm/dirty_bytes); old_dr=$(cat /proc/sys/vm/dirty_ratio)
old_exp=$(cat /proc/sys/vm/dirty_expire_centisecs)
cleanup() {
  set +e
  if [ "$old_db" != 0 ]; then echo "$old_db" > /proc/sys/vm/dirty_bytes; else echo "$old_dr" > /proc/sys/vm/dirty_ratio; fi
  if [ "$old_bg" != 0 ]; then echo "$old_bg" > /proc/sys/vm/dirty_background_bytes; else echo "$old_bgr" > /proc/sys/vm/dirty_background_ratio; fi
  echo "$old_exp" > /proc/sys/vm/dirty_expire_centisecs
  mountpoint -q "$t/mnt" && umount "$t/mnt"
  [ -n "$loopdev" ] && losetup -d "$loopdev"
  mountpoint -q "$t/ram" && umount "$t/ram"
  rm -rf "$t"
}
trap cleanup EXIT INT TERM
mkdir -p "$t/ram" "$t/mnt"
mount -t tmpfs -o size=3g tmpfs "$t/ram"
truncate -s 2500m "$t/ram/img"
loopdev=$(losetup --show -f "$t/ram/img")
case $fs in
  xfs) mkfs.xfs -q -f "$loopdev" ;;
  ext4) mkfs.ext4 -q -F "$loopdev" ;;
  *) echo "folios.sh: FS must be xfs or ext4, not $fs" >&2; exit 2 ;;
esac
mount "$loopdev" "$t/mnt"
echo $((4 << 30)) > /proc/sys/vm/dirty_bytes
echo $((3 << 30)) > /proc/sys/vm/dirty_background_bytes
echo 360000 > /proc/sys/vm/dirty_expire_centisecs
for r in $(seq 1 "$rounds"); do
  for bs in 64k 1m; do
    for off in 0 4k; do
      for pass in warmup run; do
        rm -f "$t"/mnt/f.*
        fio --name=f --directory="$t/mnt" --rw=write --bs=$bs --offset=$off --size="$size" --ioengine=psync \
            --output-format=json --output="$out/$fs.$bs.off$off.r$r.$pass.json" >/dev/null 2>&1
      done
      rm -f "$out/$fs.$bs.off$off.r$r.warmup.json"
    done
  done
done
rm -f "$t"/mnt/f.*
