#!/bin/bash
# cold run (drop_caches) then an immediate rerun without sync; Dirty before each, nr_written during.
D=/var/tmp/s28probe; OUT=${1:-/work/notes/s28/rerun-probe.txt}
trap 'rm -rf $D' EXIT
for r in 1 2; do
for spec in "seq16k:rw=write:bs=16k:size=256m:numjobs=1" "rand24k3:rw=randwrite:bs=24k:size=64m:numjobs=3" "seq1m:rw=write:bs=1m:size=512m:numjobs=1"; do
  name=${spec%%:*}; args=$(echo ${spec#*:} | sed 's/:/ --/g')
  rm -rf $D; mkdir -p $D; sync; echo 3 > /proc/sys/vm/drop_caches; sleep 4
  for st in cold rerun; do
    d0=$(awk '/^Dirty:/{print $2}' /proc/meminfo); w0=$(awk '/^nr_written /{print $2}' /proc/vmstat)
    bw=$(fio --name=$name --directory=$D --ioengine=psync --$args --group_reporting --output-format=json | /usr/bin/python3 -c 'import json,sys;d=json.load(sys.stdin);print(round(d["jobs"][0]["write"]["bw_bytes"]/2**20))')
    w1=$(awk '/^nr_written /{print $2}' /proc/vmstat)
    echo "round $r $name $st dirty_before_MiB=$((d0/1024)) written_during_MiB=$(((w1-w0)*4/1024)) bw_MiB/s=$bw" | tee -a $OUT
  done
done; done
