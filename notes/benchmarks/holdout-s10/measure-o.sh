#!/bin/bash
# Session 10, final build (punt probed at qd32, pagetypeinfo): a quick calibration calR, hold-out set o against
# fio with calR, then sets n, m and l's recorded runs predicted with calR.
set -u
cd /work/main
N=/work/notes/s10
W=$N/bin5/wbsim
P=/usr/bin/python3
mkdir -p $N/bin5 && cp build/wbsim $W
touch /work/notes/QUIET
trap 'rm -f /work/notes/QUIET; rm -rf /tmp/calR /tmp/vo' EXIT
date > $N/times-o
rm -rf /tmp/calR; mkdir -p /tmp/calR
$W calibrate --directory /tmp/calR --quick --drop-caches --no-reads -o $N/calR.profile > $N/calR.log 2>&1
date >> $N/times-o
mkdir -p /tmp/vo
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vo --profile $N/calR.profile --rounds 3 \
  --json $N/holdout-o.json scenarios/validation/holdout-2026-12-02o/*.fio > $N/holdout-o.txt 2>&1
date >> $N/times-o
rm -f /work/notes/QUIET
for s in n m l; do
  $P calibrate/validate_native.py --wbsim $W --measured $N/holdout-$s.json --profile $N/calR.profile \
    --json $N/holdout-$s-R.json scenarios/validation/holdout-2026-12-02$s/*.fio > $N/holdout-$s-R.txt 2>&1
done
echo done >> $N/times-o
