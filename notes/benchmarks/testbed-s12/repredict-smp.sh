#!/bin/bash
# Session 12: every recorded hold-out set (l..t, fio 3.33, sessions 10-11) predicted again with this build and
# calV2, as recorded and with cpu.smp_efficiency=0.67 (this session's VM: fio's null engine, two jobs 1.33x one).
# The sets were measured on other VM instances, so 0.67 is this host's value applied to theirs.
set -u
cd /work/main
N=/work/notes/s12/rep
P=/usr/bin/python3
mkdir -p $N
base=$PWD/notes/benchmarks/holdout-s11/calV2.profile
sed '/^\[cpu\]/a smp_efficiency=0.67' $base > $N/calV2-smp.profile
for s in l m n o p q r s t; do
  d=notes/benchmarks/holdout-s10; case $s in q|r|s|t) d=notes/benchmarks/holdout-s11;; esac
  for v in V2 smp; do
    pf=$base; [ $v = smp ] && pf=$N/calV2-smp.profile
    $P calibrate/validate_native.py --wbsim build/wbsim --measured $d/holdout-$s.json --profile $pf \
      scenarios/validation/holdout-2026-12-0*$s/*.fio > $N/holdout-$s-$v.txt 2>&1
  done
  echo "$s: $(grep -h '^cold:\|^warm:' $N/holdout-$s-V2.txt | cut -d' ' -f1-5 | tr '\n' ' ') | smp: $(grep -h '^cold:\|^warm:' $N/holdout-$s-smp.txt | cut -d' ' -f1-5 | tr '\n' ' ')"
done
