#!/bin/bash
# Session 13, the settled machine: a quick calibration calC with this build (fault-in fix, drift probe), then
# hold-out sets u (again) and v (new) against fio with calC, 3 interleaved rounds cold and warm, the drift
# sentinel on; then a second calibration calD (repeatability: sets u and v's runs predicted with calD).
set -u
cd /work/main
N=/work/notes/s13
W=$N/bin2/wbsim
P=/usr/bin/python3
mkdir -p $N/bin2 && cp build/wbsim $W
touch /work/QUIET; /work/bin/freeze stop
trap '/work/bin/freeze cont; rm -f /work/QUIET; rm -rf /tmp/calC /tmp/calD /tmp/vu2 /tmp/vv' EXIT
date > $N/times-uv
rm -rf /tmp/calC; mkdir -p /tmp/calC
$W calibrate --directory /tmp/calC --quick --drop-caches --no-reads -o $N/calC.profile > $N/calC.log 2>&1
date >> $N/times-uv
mkdir -p /tmp/vu2 /tmp/vv
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vv --profile $N/calC.profile --rounds 3 --timeout 300 \
  --json $N/holdout-v.json scenarios/validation/holdout-2026-12-02v/*.fio > $N/holdout-v.txt 2>&1
date >> $N/times-uv
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vu2 --profile $N/calC.profile --rounds 3 --timeout 300 \
  --json $N/holdout-u2.json scenarios/validation/holdout-2026-12-02u/*.fio > $N/holdout-u2.txt 2>&1
date >> $N/times-uv
rm -rf /tmp/calD; mkdir -p /tmp/calD
$W calibrate --directory /tmp/calD --quick --drop-caches --no-reads -o $N/calD.profile > $N/calD.log 2>&1
date >> $N/times-uv
/work/bin/freeze cont; rm -f /work/QUIET
for s in v u2; do
  j=scenarios/validation/holdout-2026-12-02${s:0:1}
  $P calibrate/validate_native.py --wbsim $W --measured $N/holdout-$s.json --profile $N/calC.profile \
    --compare-profile $N/calD.profile --json $N/holdout-$s-CD.json $j/*.fio > $N/holdout-$s-CD.txt 2>&1
done
echo done >> $N/times-uv
