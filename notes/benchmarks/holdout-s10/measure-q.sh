#!/bin/bash
# Session 10, after the punt probe moved to qd32: a quick calibration calQ, then the recorded fio runs of sets
# l, m and n predicted with it (in-sample for the probe's depth: set n's n4 prompted it).
set -u
cd /work/main
N=/work/notes/s10
W=$N/bin4/wbsim
P=/usr/bin/python3
mkdir -p $N/bin4 && cp build/wbsim $W
trap 'rm -rf /tmp/calQ' EXIT
rm -rf /tmp/calQ; mkdir -p /tmp/calQ
$W calibrate --directory /tmp/calQ --quick --drop-caches --no-reads -o $N/calQ.profile > $N/calQ.log 2>&1
for s in l m n; do
  $P calibrate/validate_native.py --wbsim $W --measured $N/holdout-$s.json --profile $N/calQ.profile \
    --json $N/holdout-$s-Q.json scenarios/validation/holdout-2026-12-02$s/*.fio > $N/holdout-$s-Q.txt 2>&1
done
echo done
