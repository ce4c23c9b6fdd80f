#!/bin/bash
# Session 15 (2026-12-03): a quick calibration calX with this build, hold-out set x
# (new) against fio with calX, 3 interleaved rounds cold and warm with the drift sentinel; then a second
# calibration calY, and set x's runs predicted with calY (repeatability). Root (drop_caches).
set -u
cd /work/main
N=${N:-/work/notes/s15}  # the committed copies are in notes/benchmarks/holdout-s15/
W=$N/bin/wbsim
P=/usr/bin/python3
mkdir -p $N/bin && cp build/wbsim $W
trap 'rm -rf /tmp/calX /tmp/calY /tmp/vx' EXIT
date > $N/times-x
rm -rf /tmp/calX; mkdir -p /tmp/calX
$W calibrate --directory /tmp/calX --quick --drop-caches --no-reads -o $N/calX.profile > $N/calX.log 2>&1
date >> $N/times-x
mkdir -p /tmp/vx
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vx --profile $N/calX.profile --rounds 3 --timeout 300 \
  --json $N/holdout-x.json scenarios/validation/holdout-2026-12-03x/*.fio > $N/holdout-x.txt 2>&1
date >> $N/times-x
rm -rf /tmp/calY; mkdir -p /tmp/calY
$W calibrate --directory /tmp/calY --quick --drop-caches --no-reads -o $N/calY.profile > $N/calY.log 2>&1
date >> $N/times-x
$P calibrate/validate_native.py --wbsim $W --measured $N/holdout-x.json --profile $N/calX.profile \
  --compare-profile $N/calY.profile --json $N/holdout-x-XY.json scenarios/validation/holdout-2026-12-03x/*.fio > $N/holdout-x-XY.txt 2>&1
echo done >> $N/times-x
