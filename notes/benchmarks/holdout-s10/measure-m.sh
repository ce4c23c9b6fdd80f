#!/bin/bash
# Session 10, after the changes set l prompted: two quick calibrations 5 minutes apart (calN, calO), hold-out
# set m against fio with calN, compared with calO (repeatability), then set l's recorded runs predicted with calN.
set -u
cd /work/main
N=/work/notes/s10
W=$N/bin2/wbsim
P=/usr/bin/python3
mkdir -p $N/bin2 && cp build/wbsim $W
touch /work/notes/QUIET
trap 'rm -f /work/notes/QUIET; rm -rf /tmp/calN /tmp/calO /tmp/vm' EXIT
cal() { rm -rf /tmp/$1; mkdir -p /tmp/$1
  $W calibrate --directory /tmp/$1 --quick --drop-caches --no-reads -o $N/$1.profile > $N/$1.log 2>&1; }
date > $N/times-m
cal calN; date >> $N/times-m
sleep 300
cal calO; date >> $N/times-m
mkdir -p /tmp/vm
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vm --profile $N/calN.profile --rounds 3 \
  --compare-profile $N/calO.profile --json $N/holdout-m.json \
  scenarios/validation/holdout-2026-12-02m/*.fio > $N/holdout-m.txt 2>&1
date >> $N/times-m
rm -f /work/notes/QUIET
$P calibrate/validate_native.py --wbsim $W --measured $N/holdout-l.json --profile $N/calN.profile \
  --json $N/holdout-l-N.json scenarios/validation/holdout-2026-12-02l/*.fio > $N/holdout-l-N.txt 2>&1
echo done >> $N/times-m
