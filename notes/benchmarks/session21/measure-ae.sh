#!/bin/bash
# Session 21 (2026-12-04), second run: a quick calibration calAH with the session's final model (flush turns,
# unconstrained fits left at their defaults), then hold-out set ae (new, committed before any run)
# against fio, 3 interleaved rounds, cold and warm; then the same runs predicted by the session's
# parent build (68295d6, built at /tmp/oldwb) with calAH. Root (drop_caches).
set -u
cd /work/main
N=${N:-/work/notes/s21}  # the committed copies are in notes/benchmarks/session21/
W=$N/bin/wbsim
P=/usr/bin/python3
mkdir -p $N/bin && cp build/wbsim $W
trap 'rm -rf /tmp/calAH /tmp/vae' EXIT
date > $N/times-ae
rm -rf /tmp/calAH; mkdir -p /tmp/calAH
$W calibrate --directory /tmp/calAH --quick --drop-caches --no-reads -o $N/calAH.profile > $N/calAH.log 2>&1
date >> $N/times-ae
mkdir -p /tmp/vae
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vae --profile $N/calAH.profile --rounds 3 --timeout 300 \
  --json $N/holdout-ae.json scenarios/validation/holdout-2026-12-04ae/*.fio > $N/holdout-ae.txt 2>&1
date >> $N/times-ae
if [ -x /tmp/oldwb/build/wbsim ]; then
  $P calibrate/validate_native.py --wbsim /tmp/oldwb/build/wbsim --measured $N/holdout-ae.json --profile $N/calAH.profile \
    scenarios/validation/holdout-2026-12-04ae/*.fio > $N/holdout-ae-parent.txt 2>&1
fi
echo done >> $N/times-ae
