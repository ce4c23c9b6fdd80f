#!/bin/bash
# Session 10, final build: two quick calibrations 5 minutes apart (calT, calU), then set p's recorded fio runs
# predicted with calT and compared with calU (the repeatability of issue 9 on the final build).
set -u
cd /work/main
N=/work/notes/s10
W=$N/bin6/wbsim
P=/usr/bin/python3
trap 'rm -rf /tmp/calT /tmp/calU' EXIT
cal() { rm -rf /tmp/$1; mkdir -p /tmp/$1
  $W calibrate --directory /tmp/$1 --quick --drop-caches --no-reads -o $N/$1.profile > $N/$1.log 2>&1; }
date > $N/times-rep
cal calT; date >> $N/times-rep
sleep 300
cal calU; date >> $N/times-rep
$P calibrate/validate_native.py --wbsim $W --measured $N/holdout-p.json --profile $N/calT.profile \
  --compare-profile $N/calU.profile --json $N/holdout-p-TU.json \
  scenarios/validation/holdout-2026-12-02p/*.fio > $N/holdout-p-TU.txt 2>&1
echo done >> $N/times-rep
