#!/bin/bash
# ab-extent.sh OLD_WBSIM NEW_WBSIM SET...: re-predict the named recorded sets (their fio runs and
# the profile each was measured with) with two builds; OUT=DIR for the reports (default /tmp/abx).
cd "$(dirname "$0")/../../.."
O=${OUT:-/tmp/abx}; mkdir -p "$O"
old=$1 new=$2; shift 2
for set in "$@"; do
  j=$(ls notes/benchmarks/session*/holdout-$set.json | head -1)
  prof=$(/usr/bin/python3 -c "import json;print(json.load(open('$j'))['profile'])")
  dir=$(ls -d scenarios/validation/holdout-*$set | head -1)
  for v in old new; do
    w=$old; [ $v = new ] && w=$new
    /usr/bin/python3 calibrate/validate_native.py --wbsim "$w" --measured $PWD/$j --profile $prof \
      --state cold,rerun,warm --no-sentinel --json $O/$set-$v.json $dir/*.fio > $O/$set-$v.txt 2>&1
  done
done
