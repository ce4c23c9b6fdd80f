#!/bin/bash
# usage: wbrate.sh LABEL fio-args... ; buffered fio write without fsync, then time `sync` alone with vda deltas
label=$1; shift
t0=$(date +%s.%N); fio --minimal "$@" >/dev/null; t1=$(date +%s.%N)
dirty=$(awk '/^Dirty:/{print $2}' /proc/meminfo)
read -a a < /sys/block/vda/stat; t2=$(date +%s.%N); sync; t3=$(date +%s.%N); read -a b < /sys/block/vda/stat
/usr/bin/python3 -c "
import sys
a=list(map(int,'${a[*]}'.split())); b=list(map(int,'${b[*]}'.split())); d=[y-x for x,y in zip(a,b)]
w=max(d[4],1); el=$t3-$t2; mb=d[6]*512/1e6
print(f'%-26s write %.2fs dirty %5.0f MB | sync %.2fs %5.0f MB/s reqs {d[4]} avg {d[6]*512/w/1048576:.2f} MiB avgQ {d[10]/1000/el:5.1f} busy {d[9]/1000/el:.2f} ms/req {el*1000/w:.2f}' % ('$label', $t1-$t0, $dirty/1e3, el, mb/el))
"
