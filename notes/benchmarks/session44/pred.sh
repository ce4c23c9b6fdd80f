#!/bin/bash
# pred.sh WBSIM OUTDIR SET...: re-predict recorded sets (their fio runs) with each set's own protocol
# profile. WBSIM is an absolute path. ALONE=1: first give each profile dev.segment_alone from its own
# QD1 slope, write_bw and segment_service (alone.py), as this session's calibrate would. SPLIT=1 (with
# ALONE=1): then refit cpu.smp_efficiency as the write path's alone (session47/smp_refit.py, the
# cpu-split prototype).
W=$1; O=$2; shift 2
cd "$(dirname "$0")/../../.."; mkdir -p "$O"
for set in "$@"; do
  j=$(ls notes/benchmarks/session*/holdout-$set.json | head -1)
  prof=$(python3 -c "import json;print(json.load(open('$j'))['profile'])")
  dir=$(ls -d scenarios/validation/holdout-*$set | head -1)
  if [ "${ALONE:-0}" = 1 ]; then
    /usr/bin/python3 notes/benchmarks/session44/alone.py "$prof" "$O/$set.profile" >> "$O/alone.txt"
    prof=$O/$set.profile
    if [ "${SPLIT:-0}" = 1 ]; then
      /usr/bin/python3 notes/benchmarks/session47/smp_refit.py "$prof" "$O/$set.split.profile" >> "$O/split.txt"
      prof=$O/$set.split.profile
    fi
  fi
  /usr/bin/python3 calibrate/validate_native.py --wbsim "$W" --measured "$PWD/$j" --profile "$prof" \
      --state cold,rerun,warm --no-sentinel --json "$O/$set.json" "$dir"/*.fio > "$O/$set.txt" 2>&1
done
