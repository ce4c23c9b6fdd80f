#!/bin/bash
# Predicts the recorded hold-out runs of sets z, aa, ab, ac with a profile, from their fio JSON
# (set ac from S, where measure-ac.sh writes; its committed copy is notes/benchmarks/session20/).
set -u
cd /work/main
S=${S:-/work/notes/s20}; P=/usr/bin/python3; N19=$PWD/notes/benchmarks/session19
prof=$1; tag=$2
for s in z aa ab ac; do
  case $s in
    z) m=$PWD/notes/benchmarks/session18/holdout-z.json ;;
    aa|ab) m=$N19/holdout-$s.json ;;
    ac) m=$S/holdout-ac.json ;;
  esac
  $P calibrate/validate_native.py --wbsim build/wbsim --measured $m --profile $prof \
    scenarios/validation/holdout-2026-12-04$s/*.fio > $S/$s-$tag.txt 2>&1
done
