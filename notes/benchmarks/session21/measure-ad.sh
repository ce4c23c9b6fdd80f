#!/bin/bash
# Session 21 (2026-12-04): a quick calibration calAG with this build (QD1 punts as serial
# cycles, punted clat from the submit's return), then hold-out set ad (new, committed before
# any run) against fio, 3 interleaved rounds, cold and warm; then the same runs predicted by
# the session's parent build (68295d6, built at /tmp/oldwb) with calAG. Root (drop_caches).
set -u
cd /work/main
N=${N:-/work/notes/s21}  # the committed copies are in notes/benchmarks/session21/
W=$N/bin/wbsim
P=/usr/bin/python3
mkdir -p $N/bin && cp build/wbsim $W
trap 'rm -rf /tmp/calAG /tmp/vad' EXIT
date > $N/times-ad
rm -rf /tmp/calAG; mkdir -p /tmp/calAG
$W calibrate --directory /tmp/calAG --quick --drop-caches --no-reads -o $N/calAG.profile > $N/calAG.log 2>&1
date >> $N/times-ad
mkdir -p /tmp/vad
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vad --profile $N/calAG.profile --rounds 3 --timeout 300 \
  --json $N/holdout-ad.json scenarios/validation/holdout-2026-12-04ad/*.fio > $N/holdout-ad.txt 2>&1
date >> $N/times-ad
if [ -x /tmp/oldwb/build/wbsim ]; then
  $P calibrate/validate_native.py --wbsim /tmp/oldwb/build/wbsim --measured $N/holdout-ad.json --profile $N/calAG.profile \
    scenarios/validation/holdout-2026-12-04ad/*.fio > $N/holdout-ad-parent.txt 2>&1
fi
echo done >> $N/times-ad
