#!/bin/bash
# Session 14 (2026-12-03), the VM up 11 h: a quick calibration calE with this build (FaultInTail), hold-out set w
# (new) against fio with calE, 3 interleaved rounds cold and warm with the drift sentinel; then a second
# calibration calF, and set w's runs predicted with calF (repeatability). Root (drop_caches).
set -u
cd /work/main
N=${N:-/work/notes/s14}  # the committed copies are in notes/benchmarks/holdout-s14/
W=$N/bin/wbsim
P=/usr/bin/python3
mkdir -p $N/bin && cp build/wbsim $W
trap 'rm -rf /tmp/calE /tmp/calF /tmp/vw' EXIT
date > $N/times-w
rm -rf /tmp/calE; mkdir -p /tmp/calE
$W calibrate --directory /tmp/calE --quick --drop-caches --no-reads -o $N/calE.profile > $N/calE.log 2>&1
date >> $N/times-w
mkdir -p /tmp/vw
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vw --profile $N/calE.profile --rounds 3 --timeout 300 \
  --json $N/holdout-w.json scenarios/validation/holdout-2026-12-03w/*.fio > $N/holdout-w.txt 2>&1
date >> $N/times-w
rm -rf /tmp/calF; mkdir -p /tmp/calF
$W calibrate --directory /tmp/calF --quick --drop-caches --no-reads -o $N/calF.profile > $N/calF.log 2>&1
date >> $N/times-w
$P calibrate/validate_native.py --wbsim $W --measured $N/holdout-w.json --profile $N/calE.profile \
  --compare-profile $N/calF.profile --json $N/holdout-w-EF.json scenarios/validation/holdout-2026-12-03w/*.fio > $N/holdout-w-EF.txt 2>&1
echo done >> $N/times-w
