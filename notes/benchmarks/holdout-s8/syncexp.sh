#!/bin/bash
# Per-sync cost by kind: fresh vs rewrite, fsync vs fdatasync, 4 KiB random psync, 32 writes per sync.
# Prints fio's sync latency and the vda stat deltas per sync: flushes, flush ms, writes.
set -u
D=/tmp/syncexp; mkdir -p $D
run() { # label fresh(0/1) syncopt reps
  local label=$1 fresh=$2 opt=$3
  for r in 1 2 3; do
    [ $fresh = 1 ] && rm -f $D/f.0.0
    [ $fresh = 0 ] && [ ! -e $D/f.0.0 ] && fio --name=f --directory=$D --rw=write --bs=1m --size=32m --end_fsync=1 >/dev/null
    sync; echo 3 > /proc/sys/vm/drop_caches
    read -a a < /sys/block/vda/stat
    out=$(fio --output-format=json --name=f --directory=$D --rw=randwrite --bs=4k --size=32m --ioengine=psync $opt 2>/dev/null)
    read -a b < /sys/block/vda/stat
    /usr/bin/python3 - "$label" "${a[*]}" "${b[*]}" "$out" <<'PY'
import sys, json
label, a, b, out = sys.argv[1:5]
a = list(map(int, a.split())); b = list(map(int, b.split())); d = [y - x for x, y in zip(a, b)]
j = json.loads(out[out.index('{'):])['jobs'][0]
s = j['sync']; n = s['total_ios'] or 1
lat = s['lat_ns']; p = lat.get('percentile', {})
print(f"{label:18s} bw {j['write']['bw_bytes']/1e6:6.1f} MB/s syncs {n:5d} sync mean {lat['mean']/1e3:7.0f} us p50 {p.get('50.000000',0)/1e3:6.0f} p99 {p.get('99.000000',0)/1e3:6.0f} | per sync: flushes {d[15]/n:4.2f} flush_ms {d[16]/max(d[15],1):5.2f} writes {d[4]/n:5.1f} wr_ms {d[7]/max(d[4],1):5.2f}")
PY
  done
}
run fresh-fsync 1 --fsync=32
run rewrite-fsync 0 --fsync=32
run fresh-fdatasync 1 --fdatasync=32
run rewrite-fdatasync 0 --fdatasync=32
rm -rf $D
