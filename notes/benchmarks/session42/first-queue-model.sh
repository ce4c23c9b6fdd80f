#!/bin/bash
# Model runs of the first-queue configurations measured 2026-12-07 (calBP, bk1's cold state).
cd "$(dirname "$0")/../../.."
P=notes/benchmarks/session41/calBP.profile; S="--set mem.start_warm=1930493952B --set mem.start_cached=53547008B --set mem.page_reporting=1 --set mem.report_order=9 --set mem.reserved=420200448B --set mem.total=25276157952B"
for a in "1 64k 96m" "4 64k 96m" "16 4k 96m" "16 16k 96m" "16 32k 96m" "16 64k 96m" "16 128k 96m" "32 64k 96m" "8 512k 256m" "8 256k 256m" "4 512k 256m" "2 1m 256m"; do set -- $a; for agg in 1 0; do echo "qd$1 $2 $3 agg=$agg: $(./build/wbsim run --name=t --rw=randwrite --bs=$2 --size=$3 --ioengine=io_uring --iodepth=$1 --profile $P $S --set sim.aggregate=$agg $EXTRA --output-format=json 2>/dev/null | python3 -c "
import json,sys;d=json.load(sys.stdin);w=d['jobs'][0]['write'];p=w['clat_ns']['percentile']
print('bw %.0f MiB/s p50 %.0f p99 %.0f max %.0f stall %.0f us'%(w['bw']/1024,p['50.000000']/1e3,p['99.000000']/1e3,w['clat_ns']['max']/1e3, 1e6*d['wbsim'].get('iowq_start_stall')))")"; done; done
