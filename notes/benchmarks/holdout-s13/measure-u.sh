#!/bin/bash
# Session 13: a quick calibration calA, hold-out set u (1-6 GiB jobs past the dirty limits) against fio with
# calA, 3 interleaved rounds cold and warm; then a second calibration calB (>= 5 minutes after calA) and set u's
# recorded runs predicted with calB (repeatability), and the recorded sets t..l predicted with calA.
set -u
cd /work/main
N=/work/notes/s13
H=notes/benchmarks
W=$N/bin/wbsim
P=/usr/bin/python3
mkdir -p $N/bin && cp build/wbsim $W
touch /work/QUIET; /work/bin/freeze stop
trap '/work/bin/freeze cont; rm -f /work/QUIET; rm -rf /tmp/calA /tmp/calB /tmp/vu' EXIT
date > $N/times-u
rm -rf /tmp/calA; mkdir -p /tmp/calA
$W calibrate --directory /tmp/calA --quick --drop-caches --no-reads -o $N/calA.profile > $N/calA.log 2>&1
date >> $N/times-u
mkdir -p /tmp/vu
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vu --profile $N/calA.profile --rounds 3 --timeout 300 \
  --json $N/holdout-u.json scenarios/validation/holdout-2026-12-02u/*.fio > $N/holdout-u.txt 2>&1
date >> $N/times-u
rm -rf /tmp/calB; mkdir -p /tmp/calB
$W calibrate --directory /tmp/calB --quick --drop-caches --no-reads -o $N/calB.profile > $N/calB.log 2>&1
date >> $N/times-u
/work/bin/freeze cont; rm -f /work/QUIET
$P calibrate/validate_native.py --wbsim $W --measured $N/holdout-u.json --profile $N/calB.profile \
  --json $N/holdout-u-B.json scenarios/validation/holdout-2026-12-02u/*.fio > $N/holdout-u-B.txt 2>&1
for s in t s r q; do
  $P calibrate/validate_native.py --wbsim $W --measured $H/holdout-s11/holdout-$s.json --profile $N/calA.profile \
    --json $N/holdout-$s-A.json scenarios/validation/holdout-2026-12-02$s/*.fio > $N/holdout-$s-A.txt 2>&1
done
for s in p o n m l; do
  $P calibrate/validate_native.py --wbsim $W --measured $H/holdout-s10/holdout-$s.json --profile $N/calA.profile \
    --json $N/holdout-$s-A.json scenarios/validation/holdout-2026-12-02$s/*.fio > $N/holdout-$s-A.txt 2>&1
done
echo done >> $N/times-u
