#!/bin/bash
# 4 KiB random O_DIRECT rewrites of a written 512 MiB file through fio:
# (1) qd32 from one thread, one and 32 IOs per call, and from two threads at
# qd16; (2) bursts of N submitted in one call and reaped whole (libaio
# iodepth_batch_submit = iodepth_batch_complete_min = N). Root not needed.
d=/var/tmp/bursts; mkdir -p $d; f=$d/f
trap 'rm -rf "$d"' EXIT INT TERM
fio --name=lay --filename=$f --rw=write --bs=1M --size=512m --direct=1 --output-format=json >/dev/null
one() { fio --name=x --filename=$f --rw=randwrite --bs=4k --size=512m --runtime=${RT:-2} --time_based --direct=1 \
        --ioengine=libaio --group_reporting --output-format=json "$@" 2>/dev/null; }
for cfg in "--numjobs=1 --iodepth=32" "--numjobs=1 --iodepth=32 --iodepth_batch_submit=32 --iodepth_batch_complete_min=1" \
           "--numjobs=2 --iodepth=16"; do
  one $cfg | /usr/bin/python3 -c "
import json,sys; j=json.load(sys.stdin)['jobs'][0]; print('%-78s IOPS %7.0f  cpu %.0f%%' % ('$cfg', j['write']['iops'], j['usr_cpu']+j['sys_cpu']))"
done
for rep in 1 2 3; do for n in 1 8 16; do
  one --iodepth=$n --iodepth_batch_submit=$n --iodepth_batch_complete_min=$n | /usr/bin/python3 -c "
import json,sys; j=json.load(sys.stdin)['jobs'][0]; w=j['write']; print('round $rep burst %2d IOPS %7.0f  %6.1f us a burst  cpu %.0f%%' % ($n, w['iops'], $n/w['iops']*1e6, j['usr_cpu']+j['sys_cpu']))"
done; done
