#!/bin/bash
# Session 20 (2026-12-04): a quick calibration calAD with this build (fio's reap for direct async
# IOs), then hold-out set ac (new, committed before any run) against fio, 3 interleaved rounds,
# cold and warm; then the same runs predicted by session 19's build (52e3e0d, kept in
# /work/notes/s19/bin) with calAD, to show what the reap changes. Root (drop_caches).
set -u
cd /work/main
N=${N:-/work/notes/s20}  # the committed copies are in notes/benchmarks/session20/
W=$N/bin/wbsim
P=/usr/bin/python3
mkdir -p $N/bin && cp build/wbsim $W
trap 'rm -rf /tmp/calAD /tmp/vac' EXIT
date > $N/times-ac
rm -rf /tmp/calAD; mkdir -p /tmp/calAD
$W calibrate --directory /tmp/calAD --quick --drop-caches --no-reads -o $N/calAD.profile > $N/calAD.log 2>&1
date >> $N/times-ac
mkdir -p /tmp/vac
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vac --profile $N/calAD.profile --rounds 3 --timeout 300 \
  --json $N/holdout-ac.json scenarios/validation/holdout-2026-12-04ac/*.fio > $N/holdout-ac.txt 2>&1
date >> $N/times-ac
if [ -x /work/notes/s19/bin/wbsim ]; then
  $P calibrate/validate_native.py --wbsim /work/notes/s19/bin/wbsim --measured $N/holdout-ac.json --profile $N/calAD.profile \
    scenarios/validation/holdout-2026-12-04ac/*.fio > $N/holdout-ac-noreap.txt 2>&1
fi
echo done >> $N/times-ac
