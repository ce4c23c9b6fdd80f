#!/bin/bash
# Session 18 (2026-12-04): a quick calibration calZ with this build (dev.kick from fio), then hold-out
# set z (new, committed before any run) against fio, 3 interleaved rounds cold and warm; then the same runs
# predicted with calZ and dev.kick=0 (the ablation). Root (drop_caches).
set -u
cd /work/main
N=${N:-/work/notes/s18}  # the committed copies are in notes/benchmarks/session18/
W=$N/bin/wbsim
P=/usr/bin/python3
mkdir -p $N/bin && cp build/wbsim $W
trap 'rm -rf /tmp/calZ /tmp/vz' EXIT
date > $N/times-z
rm -rf /tmp/calZ; mkdir -p /tmp/calZ
$W calibrate --directory /tmp/calZ --quick --drop-caches --no-reads -o $N/calZ.profile > $N/calZ.log 2>&1
date >> $N/times-z
mkdir -p /tmp/vz
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vz --profile $N/calZ.profile --rounds 3 --timeout 300 \
  --json $N/holdout-z.json scenarios/validation/holdout-2026-12-04z/*.fio > $N/holdout-z.txt 2>&1
date >> $N/times-z
sed 's/^kick=.*/kick=0/' $N/calZ.profile > $N/calZ-nokick.profile
$P calibrate/validate_native.py --wbsim $W --measured $N/holdout-z.json --profile $N/calZ-nokick.profile \
  scenarios/validation/holdout-2026-12-04z/*.fio > $N/holdout-z-nokick.txt 2>&1
echo done >> $N/times-z
