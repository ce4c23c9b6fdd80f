#!/bin/bash
# Session 10, after the fio-timed punt probe and mem.start_freed: a quick calibration calP, hold-out set n against
# fio with calP, then sets m and l's recorded runs predicted with calP.
set -u
cd /work/main
N=/work/notes/s10
W=$N/bin3/wbsim
P=/usr/bin/python3
mkdir -p $N/bin3 && cp build/wbsim $W
touch /work/notes/QUIET
trap 'rm -f /work/notes/QUIET; rm -rf /tmp/calP /tmp/vn' EXIT
date > $N/times-n
rm -rf /tmp/calP; mkdir -p /tmp/calP
$W calibrate --directory /tmp/calP --quick --drop-caches --no-reads -o $N/calP.profile > $N/calP.log 2>&1
date >> $N/times-n
mkdir -p /tmp/vn
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vn --profile $N/calP.profile --rounds 3 \
  --json $N/holdout-n.json scenarios/validation/holdout-2026-12-02n/*.fio > $N/holdout-n.txt 2>&1
date >> $N/times-n
rm -f /work/notes/QUIET
for s in m l; do
  $P calibrate/validate_native.py --wbsim $W --measured $N/holdout-$s.json --profile $N/calP.profile \
    --json $N/holdout-$s-P.json scenarios/validation/holdout-2026-12-02$s/*.fio > $N/holdout-$s-P.txt 2>&1
done
echo done >> $N/times-n
