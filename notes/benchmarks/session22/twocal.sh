#!/bin/bash
# Two quick calibrations started 5 minutes apart (issue 9's repeatability check).
set -u
N=${N:-/work/notes/s22}; W=$N/bin/wbsim  # a copy of build/wbsim; the committed copies are in notes/benchmarks/session22/
for c in ${1:-calBA} ${2:-calBB}; do
  t0=$(date +%s)
  rm -rf /tmp/$c; mkdir -p /tmp/$c
  $W calibrate --directory /tmp/$c --quick --drop-caches --no-reads -o $N/$c.profile > $N/$c.log 2>&1
  rm -rf /tmp/$c
  el=$(( $(date +%s) - t0 )); [ $el -lt 300 ] && sleep $((300 - el))
done
echo done > $N/twocal.done
