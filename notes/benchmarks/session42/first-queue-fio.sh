#!/bin/bash
# first-queue-fio.sh DIR QD BS [SIZE] [DROP] [fio options...]: one fio run of buffered random writes
# through io_uring (punted to io-wq on ext4) with a per-IO latency log; prints fio's bandwidth, p50 and
# p99, the clat of fio's first QD writes (the first queue) and the rest's p50/p99/max. DROP=1 drops the
# page cache first (root). The file and logs are removed afterwards.
set -eu
dir=${1:?DIR}; qd=${2:?QD}; bs=${3:?BS}; size=${4:-96m}; drop=${5:-0}
shift $(( $# < 5 ? $# : 5 )) # the rest goes to fio
tmp=$(mktemp -d "$dir/fq.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
[ "$drop" = 1 ] && { sync; echo 3 > /proc/sys/vm/drop_caches; sleep 0.3; }
fio --name=t --directory="$tmp" --rw=randwrite --bs="$bs" --size="$size" --ioengine=io_uring --iodepth="$qd" \
  --write_lat_log="$tmp/tl" --log_avg_msec=0 --output-format=json "$@" > "$tmp/t.json"
/usr/bin/python3 - "$qd" "$tmp" <<'PY'
import json, sys
qd, tmp = int(sys.argv[1]), sys.argv[2]
w = json.load(open(tmp + '/t.json'))['jobs'][0]['write']; p = w['clat_ns']['percentile']
c = [int(l.split(',')[1]) / 1e3 for l in open(tmp + '/tl_clat.1.log')]
first, rest = c[:qd], sorted(c[qd:])
print('qd %d bw %.0f MiB/s p50 %.0f p99 %.0f | first queue %.0f..%.0f us | rest p50 %.0f p99 %.0f max %.0f' % (
    qd, w['bw'] / 1024, p['50.000000'] / 1e3, p['99.000000'] / 1e3, min(first), max(first),
    rest[len(rest) // 2], rest[int(len(rest) * .99)], rest[-1]))
PY
