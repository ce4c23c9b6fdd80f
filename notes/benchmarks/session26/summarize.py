"""Median fio clat (us) per FS.BS.VARIANT over the rounds of pairs.sh's runs: summarize.py OUTDIR."""
import collections
import glob
import json
import statistics
import sys

runs = collections.defaultdict(list)
for f in glob.glob(sys.argv[1] + "/*.run.json"):
    key = f.rsplit("/", 1)[-1].rsplit(".r", 2)[0]
    runs[key].append(json.load(open(f))["jobs"][0]["write"]["clat_ns"]["mean"] / 1e3)
for key in sorted(runs):
    v = sorted(runs[key])
    print(f"{key:28s} median {statistics.median(v):8.2f} us  ({', '.join(f'{x:.2f}' for x in v)})")
