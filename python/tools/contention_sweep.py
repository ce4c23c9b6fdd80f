#!/usr/bin/python3
"""The contention sweep: the mapping lock against writers, folio size and ioend bound.

For each number of writers N (each its own file), simulates with wbsim.sweep

  --name=w --rw=write --bs=1M --size=SIZE --numjobs=N --ioengine=sync
  --end_fsync=1 --group_reporting, pc.large_folios=L, wb.ioend_max_folios=B,
  wb.ioend_is_bio=0

for 4 KiB folios with the 5.17 bound (4096 folios = 16 MiB), 4 KiB folios
unbounded, and large folios with the bound, and prints bandwidth, the busiest
i_pages lock's peak utilisation, the summed i_pages wait and the verdict.

Usage: /usr/bin/python3 python/tools/contention_sweep.py [--size 4G] [--writers 1,4,8,16] [--processes N]
"""

import argparse

import pandas as pd

import wbsim

CASES = [("4 KiB", 0, 4096), ("4 KiB", 0, 0), ("large", 1, 4096)]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--size", default="4G", help="per writer")
    ap.add_argument("--writers", default="1,4,8,16")
    ap.add_argument("--processes", type=int, default=None, help="simulations at once (default: the CPUs)")
    args = ap.parse_args()
    job = {"name": "w", "rw": "write", "bs": "1M", "size": args.size, "ioengine": "sync", "end_fsync": 1,
           "group_reporting": 1}
    grid = [{"numjobs": n, "pc.large_folios": large, "wb.ioend_max_folios": bound}
            for n in [int(x) for x in args.writers.split(",")] for _, large, bound in CASES]
    runs = wbsim.sweep(job, grid, processes=args.processes, progress=False, keep_results=True, wb_ioend_is_bio=0)
    rows = []
    for config, (_, run) in zip(grid, runs.iterrows()):
        res = run["result"]
        locks = res.locks[res.locks["lock"].str.startswith("i_pages:")]
        rows.append({
            "writers": config["numjobs"],
            "folios": "large" if config["pc.large_folios"] else "4 KiB",
            "ioend bound": config["wb.ioend_max_folios"] or "none",
            "MB/s": round(res.summary["bw_MiBps"].sum() * 1048576 / 1e6),
            "peak i_pages util": round(locks["peak_utilisation"].max() if len(locks) else 0.0, 2),
            "i_pages wait s": round(locks["wait_s"].sum(), 1),
            "verdict": res.bottleneck.verdict,
        })
    print(pd.DataFrame(rows).to_string(index=False))


if __name__ == "__main__":
    main()
