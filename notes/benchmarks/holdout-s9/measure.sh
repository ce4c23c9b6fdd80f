#!/bin/bash
# Session 9: hold-out set SET against fio, cold and warm, 3 rounds, with a calibration CAL made just before,
# then the recorded runs of an earlier set PREV predicted again with CAL.
#   measure.sh j calJ i   # 06:10: after fsync=N/fdatasync=N between direct writes was modelled
#   measure.sh k calK j   # 07:06: after ext4's extent leaf and its synchronous discards (j prompted them)
set -u
SET=$1; CAL=$2; PREV=$3
cd /work/main
N=/work/notes/s9
W=$N/bin/wbsim
P=/usr/bin/python3
dir() { ls -d scenarios/validation/holdout-2026-12-0?$1 | head -1; }
prev_json() { ls $N/holdout-$1.json /work/notes/s8/holdout-$1.json 2>/dev/null | head -1; }
mkdir -p $N/bin && cp build/wbsim $W
touch /work/notes/QUIET
trap 'rm -f /work/notes/QUIET; rm -rf /tmp/$CAL /tmp/v$SET' EXIT
date > $N/start-$SET
rm -rf /tmp/$CAL; mkdir -p /tmp/$CAL
$W calibrate --directory /tmp/$CAL --quick --drop-caches --no-reads -o $N/$CAL.profile > $N/$CAL.log 2>&1
date >> $N/start-$SET
mkdir -p /tmp/v$SET
$P calibrate/validate_native.py --wbsim $W --directory /tmp/v$SET --profile $N/$CAL.profile --rounds 3 \
  --json $N/holdout-$SET.json $(dir $SET)/*.fio > $N/holdout-$SET.txt 2>&1
date >> $N/start-$SET
rm -f /work/notes/QUIET
$P calibrate/validate_native.py --wbsim $W --measured $(prev_json $PREV) --profile $N/$CAL.profile \
  --json $N/holdout-$PREV-${CAL#cal}.json $(dir $PREV)/*.fio > $N/holdout-$PREV-${CAL#cal}.txt 2>&1
echo done >> $N/start-$SET
