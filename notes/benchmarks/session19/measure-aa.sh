#!/bin/bash
# Session 19 (2026-12-04): a quick calibration calAA with this build (fs.unwritten_split taken out of the
# QD1 fresh-minus-rewrite time), then hold-out set aa (new, committed before any run) against fio, 3
# interleaved rounds cold and warm; then the same runs predicted with calAA without the split (the
# ablation: fs.unwritten_split=0 and its 4 us given back to fs.unwritten_convert). Root (drop_caches).
set -u
cd /work/main
N=${N:-/work/notes/s19}  # the committed copies are in notes/benchmarks/session19/
W=$N/bin/wbsim
P=/usr/bin/python3
mkdir -p $N/bin && cp build/wbsim $W
trap 'rm -rf /tmp/calAA /tmp/vaa' EXIT
date > $N/times-aa
rm -rf /tmp/calAA; mkdir -p /tmp/calAA
$W calibrate --directory /tmp/calAA --quick --drop-caches --no-reads -o $N/calAA.profile > $N/calAA.log 2>&1
date >> $N/times-aa
mkdir -p /tmp/vaa
$P calibrate/validate_native.py --wbsim $W --directory /tmp/vaa --profile $N/calAA.profile --rounds 3 --timeout 300 \
  --json $N/holdout-aa.json scenarios/validation/holdout-2026-12-04aa/*.fio > $N/holdout-aa.txt 2>&1
date >> $N/times-aa
# The ablation's conversion is the calibration's own QD1 fresh-minus-rewrite time (the
# "A us against B us" of its comment), the split not taken out; media 0 (fresh_write_factor 1 here).
$P - $N/calAA.profile $N/calAA-nosplit.profile <<'PY'
import re, sys
src, dst = sys.argv[1], sys.argv[2]
text = open(src).read()
how = re.search(r'^# fs.unwritten_convert: .*?: ([0-9.]+)us against ([0-9.]+)us', text, re.M)
conv = max(0.0, float(how.group(1)) - float(how.group(2)))
m = re.search(r'^unwritten_convert=.*$', text, re.M)
text = text[:m.start()] + f'unwritten_convert={conv:.1f}us\nunwritten_split=0' + text[m.end():]
open(dst, 'w').write(text)
PY
$P calibrate/validate_native.py --wbsim $W --measured $N/holdout-aa.json --profile $N/calAA-nosplit.profile \
  scenarios/validation/holdout-2026-12-04aa/*.fio > $N/holdout-aa-nosplit.txt 2>&1
echo done >> $N/times-aa
