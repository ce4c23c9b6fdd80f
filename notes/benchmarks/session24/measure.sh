#!/bin/bash
# Session 24 (2026-12-04): measure.sh SET CAL, run as `measure.sh ah calE`.
# A quick calibration CAL with this build (1720291: writers beyond the cores wait in
# time slices), then hold-out set SET (scenarios/validation/holdout-2026-12-04SET,
# committed before any run) against fio, 3 interleaved rounds, cold and warm. Root
# (drop_caches). Then the same fio runs predicted, from the recorded JSON, with each
# variant of VARIANTS (default "sched_slice=0"): [cpu] keys set in a copy of the profile,
# e.g. VARIANTS="copy_unaligned=0 copy_unaligned=0,sched_slice=0".
set -u
SET=${1:?usage: measure.sh SET CAL}
CAL=${2:?usage: measure.sh SET CAL}
cd /work/main
N=${N:-/work/notes/s24}  # the committed copies are in notes/benchmarks/session24/
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
for v in ${VARIANTS:-sched_slice=0}; do
  del=(); for kv in ${v//,/ }; do del+=(-e "/^${kv%%=*}=/d"); done  # the profile's own value goes
  sed "${del[@]}" -e "s/^\[cpu\]$/[cpu]\n${v//,/\\n}/" $N/$CAL.profile > $N/$CAL-$v.profile
  $P calibrate/validate_native.py --wbsim $W --measured $N/holdout-$SET.json \
    --profile $N/$CAL-$v.profile $JOBS > $N/holdout-$SET-$v.txt 2>&1
done
echo done >> $N/times-$SET
