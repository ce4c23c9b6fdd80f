#!/bin/bash
# Session 7: repeatability after the fresh factor moved to the cache probe: calJ and calK 5 minutes apart,
# both re-predicting set h's measured runs (in-sample for the change: set h's results were seen).
set -u
cd /work/main
N=/work/notes/s7
W=$N/wbsim-j
P=/usr/bin/python3
cp build/wbsim $W
touch /work/notes/QUIET
date > $N/start-jk
rm -rf /tmp/calJ; mkdir -p /tmp/calJ
$W calibrate --directory /tmp/calJ --quick --drop-caches --no-reads -o $N/calJ.profile > $N/calJ.log 2>&1
T0=$(date +%s); date >> $N/start-jk
while [ $(( $(date +%s) - T0 )) -lt 300 ]; do sleep 10; done
rm -rf /tmp/calK; mkdir -p /tmp/calK
$W calibrate --directory /tmp/calK --quick --drop-caches --no-reads -o $N/calK.profile > $N/calK.log 2>&1
rm -rf /tmp/calJ /tmp/calK
date >> $N/start-jk
rm -f /work/notes/QUIET
for s in "h $N/holdout-h.json scenarios/validation/holdout-2026-12-02h" "g /work/notes/s6/holdout-g-UV.json scenarios/validation/holdout-2026-12-01g" "f /work/notes/s6/holdout-f-U.json scenarios/validation/holdout-2026-12-01f"; do
  set -- $s
  $P calibrate/validate_native.py --wbsim $W --measured $2 --profile $N/calJ.profile --compare-profile $N/calK.profile \
    --json $N/holdout-$1-JK.json $3/*.fio > $N/holdout-$1-JK.txt 2>&1
done
echo done >> $N/start-jk
