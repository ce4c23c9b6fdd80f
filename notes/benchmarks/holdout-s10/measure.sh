#!/bin/bash
# Session 10: two quick calibrations 5 minutes apart (calL, calM), hold-out set l against fio with calL and
# compared with calM (repeatability), then the examples at 256 MiB, 1 round.
#   measure.sh        # 09:35, main da1b3b0 (78c3e2f's model)
set -u
cd /work/main
N=/work/notes/s10
W=$N/bin/wbsim
P=/usr/bin/python3
mkdir -p $N/bin && cp build/wbsim $W
touch /work/notes/QUIET
trap 'rm -f /work/notes/QUIET; rm -rf /tmp/calL /tmp/calM /tmp/vl /tmp/vex' EXIT
cal() { rm -rf /tmp/$1; mkdir -p /tmp/$1
  $W calibrate --directory /tmp/$1 --quick --drop-caches --no-reads -o $N/$1.profile > $N/$1.log 2>&1; }
date > $N/times
cal calL; date >> $N/times
sleep 300
cal calM; date >> $N/times
mkdir -p /tmp/vl
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vl --profile $N/calL.profile --rounds 3 \
  --compare-profile $N/calM.profile --json $N/holdout-l.json \
  scenarios/validation/holdout-2026-12-02l/*.fio > $N/holdout-l.txt 2>&1
date >> $N/times
mkdir -p /tmp/vex
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vex --profile $N/calL.profile --rounds 1 \
  --size 256m --runtime 5 --compare-profile $N/calM.profile --json $N/examples.json \
  scenarios/examples/*.fio > $N/examples.txt 2>&1
date >> $N/times
echo done >> $N/times
