#!/usr/bin/python3
"""The speed bounds on the benchmarks: the aggregated mode (sim.aggregate=1, the
default) against the fine-grained one (sim.aggregate=0, one activity per
write() and per device command) on B1-B5 at 1/256 (`wbsim bench --quick`).
Each benchmark's write bandwidth must agree within TOLERANCE, the bound
tests/test_simulation.cpp's AggregatedMatchesFineGrained holds a throttled
psync job to (2%); the aggregated mode must also start fewer activities.

usage: bench_modes_test.py WBSIM
"""
import json
import os
import subprocess
import sys
import tempfile

TOLERANCE = 0.02


def bench(wbsim, tmp, extra):
    out = os.path.join(tmp, "b.json")
    p = subprocess.run([wbsim, "bench", "--quick", "--json", out, *extra], capture_output=True, text=True,
                       timeout=1800)
    # Exit 1 with the JSON written: a benchmark failed, reported per benchmark below.
    if p.returncode not in (0, 1) or not os.path.exists(out):
        sys.exit(f"wbsim bench --quick {' '.join(extra)} exited {p.returncode}:\n{p.stdout}\n{p.stderr}")
    return {b["name"]: b for b in json.load(open(out))["benchmarks"]}


def main():
    wbsim = sys.argv[1]
    with tempfile.TemporaryDirectory() as tmp:
        coarse = bench(wbsim, tmp, [])
        fine = bench(wbsim, tmp, ["--set", "sim.aggregate=0"])
    errors = []
    print("%-24s %14s %14s %8s %12s %12s" % ("benchmark", "aggregated", "fine", "diff", "act. aggr.", "act. fine"))
    for name in sorted(coarse):
        c, f = coarse[name], fine[name]
        failed = [f"{mode}: {b['error'][:200]}" for mode, b in (("aggregated", c), ("fine-grained", f)) if "error" in b]
        if failed:
            print("%-24s FAILED" % name)
            errors += [f"{name}: {e}" for e in failed]
            continue
        diff = c["write_bw_bytes"] / f["write_bw_bytes"] - 1
        print("%-24s %9.1f MB/s %9.1f MB/s %+7.2f%% %12.0f %12.0f" % (
            name, c["write_bw_bytes"] / 1e6, f["write_bw_bytes"] / 1e6, 100 * diff, c["activities"], f["activities"]))
        if abs(diff) > TOLERANCE:
            errors.append(f"{name}: aggregated {c['write_bw_bytes']:.0f} B/s against fine-grained "
                          f"{f['write_bw_bytes']:.0f} B/s ({100 * diff:+.2f}%, bound {100 * TOLERANCE:.0f}%)")
        if not c["activities"] < f["activities"]:
            errors.append(f"{name}: aggregated mode started {c['activities']} activities, fine {f['activities']}")
    if errors:
        sys.exit("\n".join(errors))


if __name__ == "__main__":
    main()
