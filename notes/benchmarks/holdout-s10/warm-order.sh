#!/bin/bash
# Does a cold 2x256M 1 MiB buffered job run slow because warm free memory is in blocks too small for 1 MiB folios?
cd /tmp/bx
for bs in 64k 1m 4k 1m 64k 4k 1m; do
  rm -f /tmp/bx/f*; sync; echo 3 > /proc/sys/vm/drop_caches; sleep 2
  b=$(awk '/Normal/{s=0; for(i=5;i<=12;i++) s+= $i*4*2^(i-5); o8=$13*4*256; print "lowKB", s+o8, "o8KB", o8}' /proc/buddyinfo)
  r=$(fio --name=f --directory=/tmp/bx --rw=write --bs=$bs --size=256m --numjobs=2 --ioengine=sync --end_fsync=1 --group_reporting --output-format=json | /usr/bin/python3 -c "import json,sys; d=json.load(sys.stdin); print(round(d['jobs'][0]['write']['bw_bytes']/2**20))")
  echo "bs=$bs $b bw=${r}MiB/s"
done
rm -f /tmp/bx/f*
