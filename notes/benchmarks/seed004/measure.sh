#!/bin/bash
# Seed 004 on this VM: perf self-shares of fio's O_DIRECT io_uring writes
# (iodepth 128, -iomem=mmap -iomem_align=128K) with the fio buffer in order-0
# pages (mTHP 128kB never: bio_iov_iter_get_pages adds page by page) and in
# 128 KiB folios (mTHP 128kB always: one bvec per folio, the seed's patch).
# `perf record -o X -- fio ...` records the fio process only, as the seed did.
#
# The device is a loop device over a file in a tmpfs this script mounts: the
# VM has no NVMe, null_blk or brd. Everything created here (tmpfs, file, loop
# device, perf data) is removed, and the mTHP setting restored to its original
# value, on every exit path. Only perf's text reports and fio's JSON are kept.
#
# usage: measure.sh [OUTDIR] (default: the directory of this script/raw)
# env: ROUNDS (3), RUNTIME (20 s), SIZES ("128k 4k"), GRAPH (1: one -g run per
#      state at 128k)
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
OUT=${1:-$HERE/raw}
ROUNDS=${ROUNDS:-3}
RUNTIME=${RUNTIME:-20}
SIZES=${SIZES:-"128k 4k"}
THP=/sys/kernel/mm/transparent_hugepage/hugepages-128kB
QUIET=/work/notes/QUIET

[ "$(id -u)" = 0 ] || { echo "needs root" >&2; exit 1; }
[ -w $THP/enabled ] || { echo "no $THP/enabled" >&2; exit 1; }
mkdir -p "$OUT"

ORIG_THP=$(sed -n 's/.*\[\(.*\)\].*/\1/p' $THP/enabled)
MNT=""
LOOP=""
TMP=""
cleanup() {
  trap - EXIT INT TERM
  [ -n "$LOOP" ] && losetup -d "$LOOP" 2>/dev/null
  if [ -n "$MNT" ]; then
    mountpoint -q "$MNT" && umount "$MNT"
    rmdir "$MNT" 2>/dev/null
  fi
  [ -n "$TMP" ] && rm -rf "$TMP"
  [ -n "$ORIG_THP" ] && echo "$ORIG_THP" > $THP/enabled
  echo "cleanup: loop ${LOOP:-none} detached, tmpfs ${MNT:-none} unmounted, mTHP 128kB back to $(cat $THP/enabled)" >&2
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

wait_quiet() {
  while [ -e "$QUIET" ]; do echo "$QUIET exists: waiting" >&2; sleep 30; done
}

TMP=$(mktemp -d /tmp/seed004-perf.XXXXXX)
MNT=$(mktemp -d /tmp/seed004-tmpfs.XXXXXX)
mount -t tmpfs -o size=2G seed004 "$MNT" || { rmdir "$MNT"; MNT=""; exit 1; }
truncate -s 1G "$MNT/backing"
LOOP=$(losetup -f --show "$MNT/backing") || { LOOP=""; exit 1; }
echo "loop device $LOOP on $MNT/backing (tmpfs), original mTHP 128kB: $ORIG_THP" >&2

{
  echo "date: $(date -Is)"
  echo "kernel: $(uname -r)"
  echo "cpu: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) vCPU"
  echo "fio: $(fio --version), perf: $(perf --version)"
  echo "loop: $LOOP backing tmpfs file, dio=$(cat /sys/block/$(basename $LOOP)/loop/dio 2>/dev/null)"
  echo "mTHP 128kB original: $ORIG_THP; global: $(cat /sys/kernel/mm/transparent_hugepage/enabled)"
} > "$OUT/env.txt"

run_one() { # state bs round [runtime perf-record-options...]
  local state=$1 bs=$2 r=$3 tag="$2-$1-r$3" rt=${4:-$RUNTIME}
  shift 4 2>/dev/null || shift $#
  wait_quiet
  echo "$state" > $THP/enabled
  local a0; a0=$(cat $THP/stats/anon_fault_alloc)
  perf record -q "$@" -o "$TMP/$tag.data" -- \
    fio --name=seed004 --filename="$LOOP" --ioengine=io_uring --iodepth=128 --bs="$bs" \
        --direct=1 --rw=randwrite --iomem=mmap --iomem_align=128K --runtime="$rt" \
        --time_based --numjobs=1 --size=1G --output-format=json --output="$OUT/$tag.fio.json" \
        > "$OUT/$tag.perf-record.log" 2>&1
  local a1; a1=$(cat $THP/stats/anon_fault_alloc)
  echo "mthp_128k_anon_fault_alloc_delta $((a1 - a0))" > "$OUT/$tag.thp.txt"
  perf report -i "$TMP/$tag.data" --stdio -n --no-children --sort sym --percent-limit 0.01 -g none \
    > "$OUT/$tag.sym.txt" 2>/dev/null
  perf report -i "$TMP/$tag.data" --stdio -n --no-children --sort dso -g none \
    > "$OUT/$tag.dso.txt" 2>/dev/null
  perf report -i "$TMP/$tag.data" --stdio --header-only > "$OUT/$tag.header.txt" 2>/dev/null
  if [ "$r" = g ]; then
    # call graphs: inclusive shares (where gup, the merge and the unpin run)
    perf report -i "$TMP/$tag.data" --stdio --children --sort sym --percent-limit 0.3 -g none \
      > "$OUT/$tag.children.txt" 2>/dev/null
    perf report -i "$TMP/$tag.data" --stdio --no-children --sort sym --percent-limit 0.3 -g graph,0.5,callee --max-stack 12 \
      > "$OUT/$tag.callers.txt" 2>/dev/null
  fi
  rm -f "$TMP/$tag.data"
  echo "$tag done: $(grep -m1 '^# Samples' "$OUT/$tag.sym.txt")" >&2
}

for r in $(seq 1 "$ROUNDS"); do
  for bs in $SIZES; do
    for state in never always; do
      run_one "$state" "$bs" "$r"
    done
  done
done
# One short call-graph run per state at 128 KiB (not used for the shares:
# -g adds unwinding cost to every sample).
if [ "${GRAPH:-1}" = 1 ]; then
  for state in never always; do
    run_one "$state" 128k g "${RUNTIME_G:-5}" -g
  done
fi
