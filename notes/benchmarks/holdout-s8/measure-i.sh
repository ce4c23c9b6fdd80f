#!/bin/bash
# Session 8: hold-out set i against fio, cold and warm, 3 rounds, with dev.cache_drain_io and fio's size rule;
# calA and calB five minutes apart; sets h, g and f's measured runs re-predicted with calA (in-sample for the change).
set -u
cd /work/main
N=/work/notes/s8
W=$N/bin/wbsim
P=/usr/bin/python3
mkdir -p $N/bin && cp build/wbsim $W
touch /work/notes/QUIET
date > $N/start-i
rm -rf /tmp/calA; mkdir -p /tmp/calA
$W calibrate --directory /tmp/calA --quick --drop-caches --no-reads -o $N/calA.profile > $N/calA.log 2>&1
T0=$(date +%s); date >> $N/start-i
mkdir -p /tmp/vi
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vi --profile $N/calA.profile --rounds 3 \
  --json $N/holdout-i.json scenarios/validation/holdout-2026-12-02i/*.fio > $N/holdout-i.txt 2>&1
rm -rf /tmp/vi
date >> $N/start-i
while [ $(( $(date +%s) - T0 )) -lt 300 ]; do sleep 10; done
rm -rf /tmp/calB; mkdir -p /tmp/calB
$W calibrate --directory /tmp/calB --quick --drop-caches --no-reads -o $N/calB.profile > $N/calB.log 2>&1
rm -rf /tmp/calA /tmp/calB
date >> $N/start-i
rm -f /work/notes/QUIET
$P calibrate/validate_native.py --wbsim $W --measured $N/holdout-i.json --profile $N/calA.profile --compare-profile $N/calB.profile \
  --json $N/holdout-i-AB.json scenarios/validation/holdout-2026-12-02i/*.fio > $N/holdout-i-AB.txt 2>&1
for s in "h /work/notes/s7/holdout-h.json scenarios/validation/holdout-2026-12-02h" "g /work/notes/s6/holdout-g-UV.json scenarios/validation/holdout-2026-12-01g" "f /work/notes/s6/holdout-f-U.json scenarios/validation/holdout-2026-12-01f"; do
  set -- $s
  $P calibrate/validate_native.py --wbsim $W --measured $2 --profile $N/calA.profile --compare-profile $N/calB.profile \
    --json $N/holdout-$1-AB.json $3/*.fio > $N/holdout-$1-AB.txt 2>&1
done
echo done >> $N/start-i
