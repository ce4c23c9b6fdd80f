#!/bin/bash
# Session 7: repeatability with dev.fresh_drain_factor from the fresh buffered writeback (remainder after the front): calR and calS 5 minutes apart,
# both re-predicting set h's measured runs (in-sample for the change: set h's results were seen).
# The calJ/calK pair (build 7b638f4) ran this same script with the names calJ, calK and the suffix -JK.
set -u
cd /work/main
N=/work/notes/s7
W=$N/bin-p/wbsim
P=/usr/bin/python3
touch /work/notes/QUIET
date > $N/start-rs
rm -rf /tmp/calR; mkdir -p /tmp/calR
$W calibrate --directory /tmp/calR --quick --drop-caches --no-reads -o $N/calR.profile > $N/calR.log 2>&1
T0=$(date +%s); date >> $N/start-rs
while [ $(( $(date +%s) - T0 )) -lt 300 ]; do sleep 10; done
rm -rf /tmp/calS; mkdir -p /tmp/calS
$W calibrate --directory /tmp/calS --quick --drop-caches --no-reads -o $N/calS.profile > $N/calS.log 2>&1
rm -rf /tmp/calR /tmp/calS
date >> $N/start-rs
rm -f /work/notes/QUIET
for s in "h $N/holdout-h.json scenarios/validation/holdout-2026-12-02h" "g /work/notes/s6/holdout-g-UV.json scenarios/validation/holdout-2026-12-01g" "f /work/notes/s6/holdout-f-U.json scenarios/validation/holdout-2026-12-01f"; do
  set -- $s
  $P calibrate/validate_native.py --wbsim $W --measured $2 --profile $N/calR.profile --compare-profile $N/calS.profile \
    --json $N/holdout-$1-RS.json $3/*.fio > $N/holdout-$1-RS.txt 2>&1
done
echo done >> $N/start-rs
