#!/bin/bash
# Session 11, the scrambled-buffer cost of punted writes (iowq.scrambled_sector): a quick calibration calZ, hold-out
# set s against fio with calZ, then the recorded runs of sets r, q and p..l predicted with calZ.
set -u
cd /work/main
N=/work/notes/s11
O=notes/benchmarks/holdout-s10
W=$N/bin4/wbsim
P=/usr/bin/python3
mkdir -p $N/bin4 && cp build/wbsim $W
touch /work/notes/QUIET
trap 'rm -f /work/notes/QUIET; rm -rf /tmp/calZ /tmp/vs' EXIT
date > $N/times-s
rm -rf /tmp/calZ; mkdir -p /tmp/calZ
$W calibrate --directory /tmp/calZ --quick --drop-caches --no-reads -o $N/calZ.profile > $N/calZ.log 2>&1
date >> $N/times-s
mkdir -p /tmp/vs
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vs --profile $N/calZ.profile --rounds 3 \
  --json $N/holdout-s.json scenarios/validation/holdout-2026-12-02s/*.fio > $N/holdout-s.txt 2>&1
date >> $N/times-s
rm -f /work/notes/QUIET
$P calibrate/validate_native.py --wbsim $W --measured $N/holdout-q.json --profile $N/calZ.profile \
  --json $N/holdout-q-Z.json scenarios/validation/holdout-2026-12-02q/*.fio > $N/holdout-q-Z.txt 2>&1
$P calibrate/validate_native.py --wbsim $W --measured $N/holdout-r.json --profile $N/calZ.profile \
  --json $N/holdout-r-Z.json scenarios/validation/holdout-2026-12-02r/*.fio > $N/holdout-r-Z.txt 2>&1
for s in p o n m l; do
  $P calibrate/validate_native.py --wbsim $W --measured $O/holdout-$s.json --profile $N/calZ.profile \
    --json $N/holdout-$s-Z.json scenarios/validation/holdout-2026-12-02$s/*.fio > $N/holdout-$s-Z.txt 2>&1
done
echo done >> $N/times-s
