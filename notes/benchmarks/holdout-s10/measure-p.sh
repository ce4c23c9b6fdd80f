#!/bin/bash
# Session 10, the wake-up probe pinned to two CPUs and punted writes refilled in quarter-depth batches: a quick
# calibration calS, hold-out set p against fio with calS, then sets o, n, m and l's recorded runs predicted with calS.
set -u
cd /work/main
N=/work/notes/s10
W=$N/bin6/wbsim
P=/usr/bin/python3
mkdir -p $N/bin6 && cp build/wbsim $W
touch /work/notes/QUIET
trap 'rm -f /work/notes/QUIET; rm -rf /tmp/calS /tmp/vp' EXIT
date > $N/times-p
rm -rf /tmp/calS; mkdir -p /tmp/calS
$W calibrate --directory /tmp/calS --quick --drop-caches --no-reads -o $N/calS.profile > $N/calS.log 2>&1
date >> $N/times-p
mkdir -p /tmp/vp
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vp --profile $N/calS.profile --rounds 3 \
  --json $N/holdout-p.json scenarios/validation/holdout-2026-12-02p/*.fio > $N/holdout-p.txt 2>&1
date >> $N/times-p
rm -f /work/notes/QUIET
for s in o n m l; do
  $P calibrate/validate_native.py --wbsim $W --measured $N/holdout-$s.json --profile $N/calS.profile \
    --json $N/holdout-$s-S.json scenarios/validation/holdout-2026-12-02$s/*.fio > $N/holdout-$s-S.txt 2>&1
done
echo done >> $N/times-p
