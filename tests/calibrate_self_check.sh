#!/usr/bin/env bash
# A tiny real `wbsim calibrate` must predict its own measured phases with the
# profile it wrote and record each residual in that profile (issue: calibration
# that reproduces its own measurements). The values are not asserted (a tiny
# run's fits mean nothing); that the self-check ran and wrote a predicted
# figure and a residual for the writeback phase is.
set -euo pipefail
wbsim=$1
d=$(mktemp -d /tmp/wbsim-selfcheck.XXXXXX)
trap 'rm -rf "$d"' EXIT
"$wbsim" calibrate --directory "$d" --tiny --no-progress -o "$d/p.profile" > "$d/out.txt" 2> "$d/err.txt"
grep -Eq '^# note: self-check writeback, 1 job\(s\) x 4M then fsync: measured [0-9]+ MB/s \([0-9]+\.\.[0-9]+\), predicted [0-9]+ MB/s, [+-][0-9.]+%' "$d/p.profile" || {
  echo "no self-check line for the writeback phase in the profile:"; grep -n 'self-check' "$d/p.profile" "$d/err.txt" || true; exit 1; }
# fsync=N (an fsync every 2 MiB), into a fresh file and over it again: both
# checked, the rewrite run with the file written (fs.files_exist=1).
for kind in fresh rewritten; do
  grep -Eq "^# note: self-check fsync every 2M, 64k psync fsync=32 4M $kind: measured [0-9]+ MB/s \([0-9]+\.\.[0-9]+\), predicted [0-9]+ MB/s, [+-][0-9.]+%" "$d/p.profile" || {
    echo "no self-check line for fsync every 2M ($kind) in the profile:"; grep -n 'self-check' "$d/p.profile" || true; exit 1; }
done
# The profile still loads (every value in range).
"$wbsim" params --profile "$d/p.profile" --format=json > /dev/null
echo "self-check recorded"
