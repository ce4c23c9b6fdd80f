#!/bin/bash
# Session 11, the io-wq worker's own wake-up (iowq.wakeup, fitted by simulation at qd4) and the per-folio
# split over the i_pages holds: a quick calibration calW, hold-out set q against fio with calW, then
# sets p, o, n, m and l's recorded runs predicted with calW, and with calS (session 10's profile) on this
# build (the model change alone: calS has no iowq.wakeup, so the 2.5 us default applies).
set -u
cd /work/main
N=/work/notes/s11
O=notes/benchmarks/holdout-s10
W=$N/bin1/wbsim
P=/usr/bin/python3
mkdir -p $N/bin1 && cp build/wbsim $W
touch /work/notes/QUIET
trap 'rm -f /work/notes/QUIET; rm -rf /tmp/calW /tmp/vq' EXIT
date > $N/times-q
rm -rf /tmp/calW; mkdir -p /tmp/calW
$W calibrate --directory /tmp/calW --quick --drop-caches --no-reads -o $N/calW.profile > $N/calW.log 2>&1
date >> $N/times-q
mkdir -p /tmp/vq
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vq --profile $N/calW.profile --rounds 3 \
  --json $N/holdout-q.json scenarios/validation/holdout-2026-12-02q/*.fio > $N/holdout-q.txt 2>&1
date >> $N/times-q
rm -f /work/notes/QUIET
for s in p o n m l; do
  $P calibrate/validate_native.py --wbsim $W --measured $O/holdout-$s.json --profile $N/calW.profile \
    --json $N/holdout-$s-W.json scenarios/validation/holdout-2026-12-02$s/*.fio > $N/holdout-$s-W.txt 2>&1
  $P calibrate/validate_native.py --wbsim $W --measured $O/holdout-$s.json --profile $PWD/$O/calS.profile \
    --json $N/holdout-$s-S11.json scenarios/validation/holdout-2026-12-02$s/*.fio > $N/holdout-$s-S11.txt 2>&1
done
echo done >> $N/times-q
