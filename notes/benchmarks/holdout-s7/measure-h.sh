#!/bin/bash
# Session 7: hold-out set h against fio, cold and warm, 3 rounds, with the volatile write cache model;
# calH and calI five minutes apart; sets f and g's measured runs re-predicted with calH (in-sample for the change).
set -u
cd /work/main
N=/work/notes/s7
W=$N/wbsim-h
P=/usr/bin/python3
cp build/wbsim $W
touch /work/notes/QUIET
date > $N/start-h
rm -rf /tmp/calH; mkdir -p /tmp/calH
$W calibrate --directory /tmp/calH --quick --drop-caches --no-reads -o $N/calH.profile > $N/calH.log 2>&1
T0=$(date +%s); date >> $N/start-h
mkdir -p /tmp/vh
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vh --profile $N/calH.profile --rounds 3 \
  --json $N/holdout-h.json scenarios/validation/holdout-2026-12-02h/*.fio > $N/holdout-h.txt 2>&1
rm -rf /tmp/vh
date >> $N/start-h
while [ $(( $(date +%s) - T0 )) -lt 300 ]; do sleep 10; done
rm -rf /tmp/calI; mkdir -p /tmp/calI
$W calibrate --directory /tmp/calI --quick --drop-caches --no-reads -o $N/calI.profile > $N/calI.log 2>&1
rm -rf /tmp/calH /tmp/calI
date >> $N/start-h
rm -f /work/notes/QUIET
$P calibrate/validate_native.py --wbsim $W --measured $N/holdout-h.json --profile $N/calH.profile --compare-profile $N/calI.profile \
  --json $N/holdout-h-HI.json scenarios/validation/holdout-2026-12-02h/*.fio > $N/holdout-h-HI.txt 2>&1
$P calibrate/validate_native.py --wbsim $W --measured /work/notes/s6/holdout-g-UV.json --profile $N/calH.profile \
  --json $N/holdout-g-H.json scenarios/validation/holdout-2026-12-01g/*.fio > $N/holdout-g-H.txt 2>&1
$P calibrate/validate_native.py --wbsim $W --measured /work/notes/s6/holdout-f-U.json --profile $N/calH.profile \
  --json $N/holdout-f-H.json scenarios/validation/holdout-2026-12-01f/*.fio > $N/holdout-f-H.txt 2>&1
echo done >> $N/start-h
