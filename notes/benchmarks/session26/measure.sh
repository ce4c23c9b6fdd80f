#!/bin/bash
# Session 26 (2026-12-05): measure.sh SET CAL, run as `measure.sh aj calA`.
# A quick calibration CAL with this build (f91aab6 and later: fsync-waited writeback
# of small ioends in sim.sync_groups groups), then hold-out set SET
# (scenarios/validation/holdout-2026-12-05SET, committed before any run) against
# fio, 3 interleaved rounds, cold and warm. Root (drop_caches).
set -u
SET=${1:?usage: measure.sh SET CAL}
CAL=${2:?usage: measure.sh SET CAL}
cd /work/main
N=${N:-/work/notes/s26}  # the committed copies are in notes/benchmarks/session26/
W=$N/bin/wbsim
P=/usr/bin/python3
JOBS=scenarios/validation/holdout-2026-12-05$SET/*.fio
mkdir -p $N/bin && cp build/wbsim $W
trap 'rm -rf /var/tmp/$CAL /var/tmp/v$SET' EXIT
date > $N/times-$SET
rm -rf /var/tmp/$CAL; mkdir -p /var/tmp/$CAL
$W calibrate --directory /var/tmp/$CAL --quick --drop-caches --no-reads -o $N/$CAL.profile > $N/$CAL.log 2>&1
date >> $N/times-$SET
mkdir -p /var/tmp/v$SET
$P calibrate/validate_native.py --wbsim $W --directory /var/tmp/v$SET --profile $N/$CAL.profile --rounds 3 --timeout 300 \
  --json $N/holdout-$SET.json $JOBS > $N/holdout-$SET.txt 2>&1
date >> $N/times-$SET
echo done >> $N/times-$SET
