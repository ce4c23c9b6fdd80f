#!/bin/bash
# Byte identity of two binaries' JSON and text on job files, the new
# parameter's own lines (cpu.copy_unaligned, default 0) left out.
old=$1; new=$2; shift 2; n=0; bad=0
norm(){ sed -E 's/"(timestamp|timestamp_ms|time|wall_time_s)": [^,]*/"\1": X/; s/[A-Z][a-z]{2} [A-Z][a-z]{2} +[0-9]+ [0-9:]{8} [0-9]{4}/DATE/; s/in [0-9.e+-]+s wall/in Xs wall/' | grep -v copy_unaligned; }
for f in "$@"; do for fmt in json normal; do n=$((n+1))
  if ! cmp -s <($old run "$f" --output-format=$fmt 2>&1 | norm) <($new run "$f" --output-format=$fmt 2>&1 | norm); then bad=$((bad+1)); echo "DIFF $f $fmt"; fi
done; done; echo "$((n-bad)) of $n identical"
