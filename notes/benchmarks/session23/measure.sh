#!/bin/bash
# Session 23 (2026-12-04): measure.sh SET CAL, run as `measure.sh ag calCA`.
# A quick calibration CAL with this build (3a7e392: cpu.smp_efficiency measured on the write path
# and applied), then hold-out set SET (scenarios/validation/holdout-2026-12-04SET, committed
# before any run) against fio, 3 interleaved rounds, cold and warm. Root (drop_caches).
set -u
SET=${1:?usage: measure.sh SET CAL}
CAL=${2:?usage: measure.sh SET CAL}
cd /work/main
N=${N:-/work/notes/s23}  # the committed copies are in notes/benchmarks/session23/
W=$N/bin/wbsim
P=/usr/bin/python3
JOBS=scenarios/validation/holdout-2026-12-04$SET/*.fio
mkdir -p $N/bin && cp build/wbsim $W
trap 'rm -rf /tmp/$CAL /tmp/v$SET' EXIT
date > $N/times-$SET
rm -rf /tmp/$CAL; mkdir -p /tmp/$CAL
$W calibrate --directory /tmp/$CAL --quick --drop-caches --no-reads -o $N/$CAL.profile > $N/$CAL.log 2>&1
date >> $N/times-$SET
mkdir -p /tmp/v$SET
$P calibrate/validate_native.py --wbsim $W --directory /tmp/v$SET --profile $N/$CAL.profile --rounds 3 --timeout 300 \
  --json $N/holdout-$SET.json $JOBS > $N/holdout-$SET.txt 2>&1
date >> $N/times-$SET
if [ -x /tmp/oldwb/build/wbsim ]; then
  $P calibrate/validate_native.py --wbsim /tmp/oldwb/build/wbsim --measured $N/holdout-$SET.json \
    --profile $N/$CAL.profile $JOBS > $N/holdout-$SET-parent.txt 2>&1
fi
echo done >> $N/times-$SET
