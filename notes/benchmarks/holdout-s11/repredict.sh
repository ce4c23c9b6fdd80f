#!/bin/bash
# Session 11: the recorded fio runs of hold-out sets q (this session) and p..l (session 10) predicted again
# with this build: with calW (the calibration made just before set q) and with calS (session 10's last).
set -u
cd /work/main
N=/work/notes/s11
O=notes/benchmarks/holdout-s10
W=$N/bin2/wbsim
P=/usr/bin/python3
mkdir -p $N/bin2 && cp build/wbsim $W
tag=${1:-2}
for prof in W S; do
  pf=$N/calW.profile; [ $prof = S ] && pf=$PWD/$O/calS.profile
  $P calibrate/validate_native.py --wbsim $W --measured $N/holdout-q.json --profile $pf \
    --json $N/holdout-q-$prof$tag.json scenarios/validation/holdout-2026-12-02q/*.fio > $N/holdout-q-$prof$tag.txt 2>&1
  for s in p o n m l; do
    $P calibrate/validate_native.py --wbsim $W --measured $O/holdout-$s.json --profile $pf \
      --json $N/holdout-$s-$prof$tag.json scenarios/validation/holdout-2026-12-02$s/*.fio > $N/holdout-$s-$prof$tag.txt 2>&1
  done
done
echo done > $N/repredict$tag.done
