#!/usr/bin/python3
"""Issue 3's contention sweep: the mapping lock against writers, folio size and ioend bound.

For each number of writers N (each its own file), runs

  wbsim run --name=w --rw=write --bs=1M --size=SIZE --numjobs=N --ioengine=sync
            --end_fsync=1 --group_reporting --set pc.large_folios=L
            --set wb.ioend_max_folios=B --set wb.ioend_is_bio=0 --output-format=json

for 4 KiB folios with the 5.17 bound (4096 folios = 16 MiB), 4 KiB folios
unbounded, and large folios with the bound, and prints bandwidth, the busiest
i_pages lock's peak utilisation, the summed i_pages wait and the verdict.

Usage: /usr/bin/python3 python/tools/contention_sweep.py [--wbsim build/wbsim] [--size 4G] [--writers 1,4,8,16]
"""

import argparse
import json
import subprocess

import pandas as pd

CASES = [("4 KiB", 0, 4096), ("4 KiB", 0, 0), ("large", 1, 4096)]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--wbsim", default="build/wbsim")
    ap.add_argument("--size", default="4G", help="per writer")
    ap.add_argument("--writers", default="1,4,8,16")
    args = ap.parse_args()
    rows = []
    for n in [int(x) for x in args.writers.split(",")]:
        for folios, large, bound in CASES:
            cmd = [args.wbsim, "run", "--name=w", "--rw=write", "--bs=1M", f"--size={args.size}",
                   f"--numjobs={n}", "--ioengine=sync", "--end_fsync=1", "--group_reporting",
                   "--set", f"pc.large_folios={large}", "--set", f"wb.ioend_max_folios={bound}",
                   "--set", "wb.ioend_is_bio=0", "--output-format=json"]
            doc = json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)
            locks = [l for l in doc["wbsim"]["locks"] if l["lock"].startswith("i_pages:")]
            rows.append({
                "writers": n, "folios": folios, "ioend bound": bound or "none",
                "MB/s": round(sum(j["write"]["bw_bytes"] for j in doc["jobs"]) / 1e6),
                "peak i_pages util": round(max((l["peak_utilisation"] for l in locks), default=0.0), 2),
                "i_pages wait s": round(sum(l["wait_s"] for l in locks), 1),
                "verdict": doc["wbsim"]["bottleneck"]["verdict"],
            })
    print(pd.DataFrame(rows).to_string(index=False))


if __name__ == "__main__":
    main()
