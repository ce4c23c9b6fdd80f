#!/bin/bash
# Session 11, drawn wake-ups (cpu.wakeup_jitter) and the per-call split: a quick calibration calY, hold-out
# set r against fio with calY, then the recorded runs of sets q and p..l predicted with calY.
set -u
cd /work/main
N=/work/notes/s11
O=notes/benchmarks/holdout-s10
W=$N/bin3/wbsim
P=/usr/bin/python3
mkdir -p $N/bin3 && cp build/wbsim $W
touch /work/notes/QUIET
trap 'rm -f /work/notes/QUIET; rm -rf /tmp/calY /tmp/vr' EXIT
date > $N/times-r
rm -rf /tmp/calY; mkdir -p /tmp/calY
$W calibrate --directory /tmp/calY --quick --drop-caches --no-reads -o $N/calY.profile > $N/calY.log 2>&1
date >> $N/times-r
mkdir -p /tmp/vr
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vr --profile $N/calY.profile --rounds 3 \
  --json $N/holdout-r.json scenarios/validation/holdout-2026-12-02r/*.fio > $N/holdout-r.txt 2>&1
date >> $N/times-r
rm -f /work/notes/QUIET
$P calibrate/validate_native.py --wbsim $W --measured $N/holdout-q.json --profile $N/calY.profile \
  --json $N/holdout-q-Y.json scenarios/validation/holdout-2026-12-02q/*.fio > $N/holdout-q-Y.txt 2>&1
for s in p o n m l; do
  $P calibrate/validate_native.py --wbsim $W --measured $O/holdout-$s.json --profile $N/calY.profile \
    --json $N/holdout-$s-Y.json scenarios/validation/holdout-2026-12-02$s/*.fio > $N/holdout-$s-Y.txt 2>&1
done
echo done >> $N/times-r
