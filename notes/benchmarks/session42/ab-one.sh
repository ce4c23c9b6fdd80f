#!/bin/bash
# ab-one.sh SET...: re-predict the named recorded sets (their fio runs and profile as recorded)
# with the io-wq start on (the profile) and off (iowq.worker_start=0, iowq.start_bw=1TB/s).
# OUT=DIR for the reports (default /tmp/ab).
cd "$(dirname "$0")/../../.."
mkdir -p "${OUT:-/tmp/ab}"
for set in "$@"; do
  j=$(ls notes/benchmarks/session*/holdout-$set.json | head -1)
  prof=$(python3 -c "import json;print(json.load(open('$j'))['profile'])")
  dir=$(ls -d scenarios/validation/holdout-*$set | head -1)
  off=${OUT:-/tmp/ab}/$set-off.profile
  sed '/^\[iowq\]/a worker_start=0\nstart_bw=1TB/s' "$prof" | grep -v "^worker_start=[1-9]\|^start_bw=[1-9][0-9]*[^T]*$" > $off
  for v in on off; do
    p=$prof; [ $v = off ] && p=$off
    /usr/bin/python3 calibrate/validate_native.py --wbsim $PWD/build/wbsim --measured $PWD/$j --profile $p \
      --state cold,rerun,warm --no-sentinel --json ${OUT:-/tmp/ab}/$set-$v.json $dir/*.fio > ${OUT:-/tmp/ab}/$set-$v.txt 2>&1
  done
done
