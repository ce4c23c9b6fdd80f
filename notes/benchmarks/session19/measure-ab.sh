#!/bin/bash
# Session 19 (2026-12-04): a quick calibration calAB with this build (dev.kick_suppression, the
# device's serial times from fio's 16/64 KiB qd32 rewrites, dev.fresh_serial from fio's first passes),
# then hold-out set ab (new, committed before any run) against fio, 3 interleaved rounds cold and warm;
# then the same runs predicted with ablations of calAB (ablate-ab.py). Root (drop_caches).
set -u
cd /work/main
N=${N:-/work/notes/s19}  # the committed copies are in notes/benchmarks/session19/
W=$N/bin/wbsim
P=/usr/bin/python3
mkdir -p $N/bin && cp build/wbsim $W
trap 'rm -rf /tmp/calAB /tmp/vab' EXIT
date > $N/times-ab
rm -rf /tmp/calAB; mkdir -p /tmp/calAB
$W calibrate --directory /tmp/calAB --quick --drop-caches --no-reads -o $N/calAB.profile > $N/calAB.log 2>&1
date >> $N/times-ab
mkdir -p /tmp/vab
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vab --profile $N/calAB.profile --rounds 3 --timeout 300 \
  --json $N/holdout-ab.json scenarios/validation/holdout-2026-12-04ab/*.fio > $N/holdout-ab.txt 2>&1
date >> $N/times-ab
$P notes/benchmarks/session19/ablate-ab.py $N/calAB.profile $N
for v in nosection nosupp engine-serial baseline; do
  $P calibrate/validate_native.py --wbsim $W --measured $N/holdout-ab.json --profile $N/calAB-$v.profile \
    scenarios/validation/holdout-2026-12-04ab/*.fio > $N/holdout-ab-$v.txt 2>&1
done
echo done >> $N/times-ab
