#!/bin/bash
# fsync time against the bytes written since the last one (16 KiB psync writes of 512 MiB, fsync=N), measured by
# fio, then the same jobs predicted with a profile (argument 1, e.g. calD.profile) in this machine's state now.
set -eu
P=${1:?profile}
d=$(mktemp -d /tmp/probe-fsync.XXXX); trap 'rm -rf "$d"' EXIT; cd "$d"
for n in 16 64 256 1024; do
  rm -f f.dat; sync
  fio --name=f --filename=f.dat --rw=write --bs=16k --size=512m --ioengine=psync --fsync=$n --output-format=json > o.json 2>/dev/null
  printf "[f]\nrw=write\nbs=16k\nsize=512m\nioengine=psync\nfsync=$n\n" > f.fio; rm -f f.dat
  /work/main/build/wbsim machine-state --directory "$d" --quiet 1 --max-wait 10 --format=set > st.sets 2>/dev/null
  /work/main/build/wbsim run f.fio --profile "$P" $(cat st.sets) --output-format=json > m.json 2>/dev/null
  /usr/bin/python3 - "$n" <<'PY'
import json, sys
n = int(sys.argv[1])
for who, f in (("fio", "o.json"), ("model", "m.json")):
    j = json.load(open(f))["jobs"][0]; w = j["write"]; s = j["sync"]["lat_ns"]; p = s["percentile"]
    print(f"{who:5s} fsync every {n * 16:5d} KiB: {w['bw_bytes'] / 2**20:5.0f} MiB/s, fsync mean {s['mean'] / 1e3:6.0f} us "
          f"p50 {p['50.000000'] / 1e3:6.0f} p99 {p['99.000000'] / 1e3:6.0f}")
PY
done
