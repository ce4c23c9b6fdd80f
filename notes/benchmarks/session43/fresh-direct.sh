#!/bin/bash
# O_DIRECT sequential writes into a fresh file (fio lays it out: unwritten
# extents) against rewriting the same file, per IO, at QD1 and qd8.
#   fresh-direct.sh DIR   (root for DROP=1: caches dropped before each fresh run)
# On this project's VM "/" is ext4 mounted with discard: a removed file's
# blocks go back to the host, so a new file's writes make the host allocate.
set -eu
D=${1:?usage: fresh-direct.sh DIR}
mkdir -p "$D"; cd "$D"
trap 'rm -f "$D/wbsim-fresh-direct.dat"' EXIT
per_io() { fio --output-format=json --name=f --filename=wbsim-fresh-direct.dat --rw=write --bs=$1 --size=64m \
  --direct=1 --ioengine=libaio --iodepth=$2 ${3:-} | /usr/bin/python3 -c \
  'import json,sys;j=json.load(sys.stdin)["jobs"][0]["write"];print("%.1f"%(1e6/j["iops"]))'; }
for bs in 4k 32k 128k 1m; do
  for qd in 1 8; do
    rm -f wbsim-fresh-direct.dat; sync
    [ "${DROP:-0}" = 1 ] && echo 3 > /proc/sys/vm/drop_caches
    sleep 0.5
    a=$(per_io $bs $qd); b=$(per_io $bs $qd)
    echo "bs=$bs qd=$qd fresh ${a}us/IO rewrite ${b}us/IO"
  done
done
