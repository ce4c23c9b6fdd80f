#!/bin/bash
# The hold-out protocol the sessions' notes run (issue 9): a quick calibration
# CAL with the current build, then hold-out set SET against fio, 3 interleaved
# rounds, cold (after drop_caches) and warm. Root. The set must be committed
# before any run (scenarios/validation/holdout-*SET).
#   measure-holdout.sh SET CAL OUTDIR [STATES]
# STATES: validate_native's --state (default cold,warm; cold,rerun,warm adds the rerun without sync).
# CAL_READS=1 in the environment: calibrate reads too (dev.read_*), else --no-reads.
# writes OUTDIR/CAL.profile, CAL.log, holdout-SET.json, holdout-SET.txt and
# times-SET (start, calibrated, validated), with a copy of the binary in OUTDIR/bin.
set -u
SET=${1:?usage: measure-holdout.sh SET CAL OUTDIR}
CAL=${2:?usage: measure-holdout.sh SET CAL OUTDIR}
N=${3:?usage: measure-holdout.sh SET CAL OUTDIR}
STATES=${4:-cold,warm}
N=$(realpath -m "$N") # the profile path is handed to wbsim from another directory
NOREADS=--no-reads
[ "${CAL_READS:-0}" = 1 ] && NOREADS=
cd "$(dirname "$0")/../.."
JOBS=$(ls -d scenarios/validation/holdout-*"$SET" 2>/dev/null | head -1)
[ -n "$JOBS" ] || { echo "measure-holdout.sh: no scenarios/validation/holdout-*$SET" >&2; exit 2; }
W=$N/bin/wbsim
P=/usr/bin/python3
mkdir -p "$N/bin" && cp build/wbsim "$W"
trap 'rm -rf "/var/tmp/$CAL" "/var/tmp/v$SET"' EXIT
date > "$N/times-$SET"
rm -rf "/var/tmp/$CAL"; mkdir -p "/var/tmp/$CAL"
"$W" calibrate --directory "/var/tmp/$CAL" --quick --drop-caches $NOREADS -o "$N/$CAL.profile" > "$N/$CAL.log" 2>&1
date >> "$N/times-$SET"
mkdir -p "/var/tmp/v$SET"
$P calibrate/validate_native.py --wbsim "$W" --directory "/var/tmp/v$SET" --profile "$N/$CAL.profile" --rounds 3 \
  --state "$STATES" --timeout 300 --json "$N/holdout-$SET.json" "$JOBS"/*.fio > "$N/holdout-$SET.txt" 2>&1
date >> "$N/times-$SET"
echo done >> "$N/times-$SET"
