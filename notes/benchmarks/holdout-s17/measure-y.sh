#!/bin/bash
# Session 17 (2026-12-04): a quick calibration calP with this build, hold-out set y
# (new) against fio with calP, 3 interleaved rounds cold and warm with the drift sentinel; then a second
# calibration calQ, and set y's runs predicted with calQ (repeatability). Root (drop_caches).
set -u
cd /work/main
N=${N:-/work/notes/s17}  # the committed copies are in notes/benchmarks/holdout-s17/
W=$N/bin/wbsim
P=/usr/bin/python3
mkdir -p $N/bin && cp build/wbsim $W
trap 'rm -rf /tmp/calP /tmp/calQ /tmp/vy' EXIT
date > $N/times-y
rm -rf /tmp/calP; mkdir -p /tmp/calP
$W calibrate --directory /tmp/calP --quick --drop-caches --no-reads -o $N/calP.profile > $N/calP.log 2>&1
date >> $N/times-y
mkdir -p /tmp/vy
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vy --profile $N/calP.profile --rounds 3 --timeout 300 \
  --json $N/holdout-y.json scenarios/validation/holdout-2026-12-04y/*.fio > $N/holdout-y.txt 2>&1
date >> $N/times-y
rm -rf /tmp/calQ; mkdir -p /tmp/calQ
$W calibrate --directory /tmp/calQ --quick --drop-caches --no-reads -o $N/calQ.profile > $N/calQ.log 2>&1
date >> $N/times-y
$P calibrate/validate_native.py --wbsim $W --measured $N/holdout-y.json --profile $N/calP.profile \
  --compare-profile $N/calQ.profile --json $N/holdout-y-XY.json scenarios/validation/holdout-2026-12-04y/*.fio > $N/holdout-y-XY.txt 2>&1
echo done >> $N/times-y
