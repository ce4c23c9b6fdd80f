#!/bin/bash
# Session 11: the example jobs (scenarios/examples, sizes replaced by 256 MiB, runtime 5 s) against fio, one
# round, cold and warm, with calY (the calibration made before hold-out set r).
set -u
cd /work/main
N=/work/notes/s11
W=$N/bin3/wbsim
mkdir -p /tmp/vex
trap 'rm -rf /tmp/vex' EXIT
/usr/bin/python3 calibrate/validate_native.py --wbsim $W --directory /tmp/vex --profile $N/calY.profile --rounds 1 \
  --size 256m --runtime 5 --json $N/examples-Y.json scenarios/examples/*.fio > $N/examples-Y.txt 2>&1
echo done >> $N/examples-Y.txt
