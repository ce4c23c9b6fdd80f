#!/bin/bash
# Two quick calibrations (with reads) started 5 minutes apart (issue 9's repeatability check).
set -u
N=/work/notes/s29; W=$N/bin/wbsim
for c in ${1:-calS1} ${2:-calS2}; do
  t0=$(date +%s)
  rm -rf /var/tmp/$c; mkdir -p /var/tmp/$c
  $W calibrate --directory /var/tmp/$c --quick --drop-caches -o $N/$c.profile > $N/$c.log 2>&1
  rm -rf /var/tmp/$c
  el=$(( $(date +%s) - t0 )); [ $el -lt 300 ] && sleep $((300 - el))
done
echo done > $N/twocal.done
