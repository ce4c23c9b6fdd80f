#!/bin/bash
# Session 11, the punted copy's remote source (iowq.remote_copy_bw) and scrambled blocks: a quick calibration
# calV2, hold-out set t against fio with calV2, then the recorded runs of sets s, r, q and p..l predicted with it.
set -u
cd /work/main
N=/work/notes/s11
O=notes/benchmarks/holdout-s10
W=$N/bin5/wbsim
P=/usr/bin/python3
mkdir -p $N/bin5 && cp build/wbsim $W
touch /work/notes/QUIET
trap 'rm -f /work/notes/QUIET; rm -rf /tmp/calV2 /tmp/vt' EXIT
date > $N/times-t
rm -rf /tmp/calV2; mkdir -p /tmp/calV2
$W calibrate --directory /tmp/calV2 --quick --drop-caches --no-reads -o $N/calV2.profile > $N/calV2.log 2>&1
date >> $N/times-t
mkdir -p /tmp/vt
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vt --profile $N/calV2.profile --rounds 3 \
  --json $N/holdout-t.json scenarios/validation/holdout-2026-12-02t/*.fio > $N/holdout-t.txt 2>&1
date >> $N/times-t
rm -f /work/notes/QUIET
$P calibrate/validate_native.py --wbsim $W --measured $N/holdout-q.json --profile $N/calV2.profile \
  --json $N/holdout-q-V2.json scenarios/validation/holdout-2026-12-02q/*.fio > $N/holdout-q-V2.txt 2>&1
$P calibrate/validate_native.py --wbsim $W --measured $N/holdout-s.json --profile $N/calV2.profile \
  --json $N/holdout-s-V2.json scenarios/validation/holdout-2026-12-02s/*.fio > $N/holdout-s-V2.txt 2>&1
$P calibrate/validate_native.py --wbsim $W --measured $N/holdout-r.json --profile $N/calV2.profile \
  --json $N/holdout-r-V2.json scenarios/validation/holdout-2026-12-02r/*.fio > $N/holdout-r-V2.txt 2>&1
for s in p o n m l; do
  $P calibrate/validate_native.py --wbsim $W --measured $O/holdout-$s.json --profile $N/calV2.profile \
    --json $N/holdout-$s-V2.json scenarios/validation/holdout-2026-12-02$s/*.fio > $N/holdout-$s-V2.txt 2>&1
done
echo done >> $N/times-t
