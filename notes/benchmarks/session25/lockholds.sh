#!/bin/bash
# Irq-off hold time of the i_pages (mapping) lock per caller on this kernel.
# 4 KiB buffered writes make order-0 folios (the folio order follows the write
# length), so every page passes __filemap_add_folio, __folio_mark_dirty,
# __folio_start_writeback and __folio_end_writeback once. Two phases keep the
# writer and writeback apart, so that the holds are not inflated by waiting
# (with cpu-clock sampling a wait with interrupts off also lands on the unlock):
#   write: fio writes SIZE in cache, the dirty thresholds raised above it;
#   sync:  `sync` writes it back (flusher and completion only).
# With JOBS=N (default 1) N writers write SIZE/N each to their own file, and
# MIXED=1 leaves the thresholds alone so writeback runs beside the writers:
# then a hold longer than in the separate phases is time spent waiting.
# MEMCG=BYTES runs fio in a memory cgroup (v1) of that limit with low dirty
# thresholds, so the writer reclaims clean page cache itself (__remove_mapping).
# KEEP=1 keeps each round's perf data in OUTDIR (TAG.rN.write.data, .sync.data).
# Usage: [KEEP=1] [JOBS=N] [MIXED=1] [MEMCG=256M] lockholds.sh FS OUTDIR [SIZE] [ROUNDS]   (FS: xfs, ext4 or btrfs; root)
set -euo pipefail
fs=$1; out=$2; size=${3:-1g}; rounds=${4:-3}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
. "$here/../ramfs.sh"
ramfs_init lockholds
cg=""
cleanup() {
  [ -n "$cg" ] && [ -d "$cg" ] && rmdir "$cg"
  ramfs_cleanup
}
trap cleanup EXIT INT TERM
ramfs_mount "$fs"
jobs=${JOBS:-1}; tag=$fs.j$jobs
run=""
if [ -n "${MEMCG:-}" ]; then
  tag=$tag.memcg
  cg=/sys/fs/cgroup/memory/lockholds.$$
  mkdir "$cg"
  numfmt --from=iec "${MEMCG^^}" > "$cg/memory.limit_in_bytes"
  run="$here/in_cgroup.sh $cg"
  echo $((32 << 20)) > /proc/sys/vm/dirty_bytes
  echo $((8 << 20)) > /proc/sys/vm/dirty_background_bytes
elif [ "${MIXED:-0}" = 1 ]; then
  tag=$tag.mixed
  echo $((256 << 20)) > /proc/sys/vm/dirty_bytes
  echo $((64 << 20)) > /proc/sys/vm/dirty_background_bytes
else
  echo $((4 << 30)) > /proc/sys/vm/dirty_bytes
  echo $((3 << 30)) > /proc/sys/vm/dirty_background_bytes
  echo 360000 > /proc/sys/vm/dirty_expire_centisecs
fi
bytes=$(numfmt --from=iec "${size^^}")
pages=$(( bytes / 4096 ))
for r in $(seq 1 "$rounds"); do
  rm -f "$t"/mnt/w.*; sync
  perf record -q -a -g -F 4999 -o "$t/w.data" -- $run \
    fio --name=w --directory="$t/mnt" --rw=write --bs=4k --size=$((bytes / jobs)) --numjobs="$jobs" \
        --ioengine=psync --output-format=json --output="$out/$tag.r$r.fio.json" >/dev/null 2>&1
  perf record -q -a -g -F 4999 -o "$t/s.data" -- sync >/dev/null 2>&1
  /usr/bin/python3 "$here/irqoff.py" "$t/w.data" "$pages" > "$out/$tag.r$r.write.txt"
  /usr/bin/python3 "$here/irqoff.py" "$t/s.data" "$pages" > "$out/$tag.r$r.sync.txt"
  if [ "${KEEP:-0}" = 1 ]; then
    mv "$t/w.data" "$out/$tag.r$r.write.data"; mv "$t/s.data" "$out/$tag.r$r.sync.data"
  fi
  rm -f "$t/w.data" "$t/s.data"
done
