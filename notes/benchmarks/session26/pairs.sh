#!/bin/bash
# Paired first writes on this kernel's buffered write path, each pair run in
# the same round so that the VM's drift cancels. fio writes SIZE sequentially
# in cache with psync on FS on a loop device over a tmpfs, the dirty
# thresholds above SIZE (no writeback runs); each measured run follows an
# unmeasured one that faults the memory in, so pages come warm.
# VARIANT:
#   offset     bs 64k and 1m at offset 0 against 4k. iomap (XFS, ext4 since
#              6.16) gives a write folios of the order its length allows, cut
#              to the alignment of their index (__filemap_get_folio: order =
#              __ffs(index) when unaligned): 64k at 0 is 1 folio, at 4k 5
#              (orders 0,1,2,3,0); 1m at 0 is 1, at 4k 9 (orders 0..7,0). Pages,
#              bytes and calls are the same, so the difference over the extra
#              folios is what one folio costs.
#   pattern    (session 27) bs 4k, 16k and 64k sequential (rw=write) against
#              random (rw=randwrite; fio's random map, every block once).
#   fallocate  bs 4k, 64k and 1m with fallocate=none (holes) against native
#              (fio's default: unwritten extents): the delayed-allocation
#              reservation of a write into a hole (ext4: ext4_da_reserve_space
#              and an extent-status insert per block; XFS: per mapping).
# Usage: pairs.sh FS OUTDIR VARIANT [SIZE] [ROUNDS]   (FS: xfs or ext4; root)
set -euo pipefail
fs=$1; out=$2; variant=$3; size=${4:-1g}; rounds=${5:-3}
case $variant in
  offset) sizes="64k 1m"; opt=offset; values="0 4k" ;;
  fallocate) sizes="4k 64k 1m"; opt=fallocate; values="none native" ;;
  pattern) sizes="4k 16k 64k"; opt=rw; values="write randwrite" ;;
  *) echo "pairs.sh: VARIANT must be offset, fallocate or pattern, not $variant" >&2; exit 2 ;;
esac
case $fs in
  xfs|ext4) ;;
  *) echo "pairs.sh: FS must be xfs or ext4, not $fs" >&2; exit 2 ;;
esac
mkdir -p "$out"
. "$(cd "$(dirname "$0")" && pwd)/../ramfs.sh"
ramfs_init pairs
trap ramfs_cleanup EXIT INT TERM
ramfs_mount "$fs"
echo $((4 << 30)) > /proc/sys/vm/dirty_bytes
echo $((3 << 30)) > /proc/sys/vm/dirty_background_bytes
echo 360000 > /proc/sys/vm/dirty_expire_centisecs
for r in $(seq 1 "$rounds"); do
  for bs in $sizes; do
    for v in $values; do
      for pass in warmup run; do
        rm -f "$t"/mnt/f.*
        # rw=write first: the pattern variant's --rw comes later and wins
        fio --name=f --directory="$t/mnt" --rw=write --bs=$bs --$opt=$v --size="$size" --ioengine=psync \
            --output-format=json --output="$out/$fs.$bs.$opt$v.r$r.$pass.json" >/dev/null 2>&1
      done
      rm -f "$out/$fs.$bs.$opt$v.r$r.warmup.json"
    done
  done
done
rm -f "$t"/mnt/f.*
