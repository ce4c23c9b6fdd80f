#!/bin/bash
# usage: devstat.sh LABEL fio-args...   ; prints fio bw and vda stat deltas
label=$1; shift
read -a a < /sys/block/vda/stat; t0=$(date +%s.%N)
out=$(fio --output-format=json "$@" 2>&1)
read -a b < /sys/block/vda/stat; t1=$(date +%s.%N)
/usr/bin/python3 - "$label" "$t0" "$t1" "${a[*]}" "${b[*]}" <<'PY' "$out"
import sys,json
label,t0,t1,a,b=sys.argv[1:6]; a=list(map(int,a.split())); b=list(map(int,b.split()))
d=[y-x for x,y in zip(a,b)]; el=float(t1)-float(t0)
try:
    j=json.loads(sys.stdin.read() if False else sys.argv[6][sys.argv[6].index('{'):]); bw=sum(x['write']['bw_bytes'] for x in j['jobs'])/1e6
except Exception as e: bw=float('nan')
w=d[4]; print(f"{label:28s} fio {bw:7.0f} MB/s wall {el:5.2f}s | writes {w} avg {d[6]*512/max(w,1)/1048576:5.2f} MiB merges {d[5]} wticks/io {d[7]/max(w,1):6.2f} ms avgQ {d[10]/1000/el:5.2f} busy {d[9]/1000/el:4.2f} disc {d[11]} flush {d[15] if len(d)>15 else '-'} devMB/s {d[6]*512/1e6/el:6.0f}")
PY
