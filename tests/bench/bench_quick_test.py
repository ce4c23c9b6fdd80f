#!/usr/bin/python3
"""`wbsim bench --quick` : the runner runs every benchmark of
scenarios/bench/ and reports sane figures. No timing asserts: wall time and
speed-up are only checked to be positive and consistent with each other.

usage: bench_quick_test.py WBSIM
"""
import json
import os
import subprocess
import sys
import tempfile

EXPECTED = ["B1", "B2", "B3", "B4", "B5"]  # the five speed benchmarks


def main():
    wbsim = sys.argv[1]
    with tempfile.TemporaryDirectory() as tmp:
        out_json = os.path.join(tmp, "bench.json")
        p = subprocess.run([wbsim, "bench", "--quick", "--json", out_json],
                           capture_output=True, text=True, timeout=600)
        if p.returncode != 0:
            sys.exit(f"wbsim bench --quick exited {p.returncode}:\n{p.stdout}\n{p.stderr}")
        doc = json.load(open(out_json))
    errors = []
    # --quick is 1/256 of every size and runtime (Bench.cpp kQuickScale).
    if doc["scale"] != 1 / 256:
        errors.append(f"scale {doc['scale']}, expected 1/256")
    names = [b["name"] for b in doc["benchmarks"]]
    for want in EXPECTED:
        if sum(n.startswith(want + "-") for n in names) != 1:
            errors.append(f"{want}: expected one benchmark named {want}-..., got {names}")
        if not any(line.startswith(want + "-") for line in p.stdout.splitlines()):
            errors.append(f"{want}: no line in the text table")
    for b in doc["benchmarks"]:
        n = b["name"]
        if "error" in b:
            errors.append(f"{n}: {b['error']}")
            continue
        for key in ("sim_s", "wall_s", "cpu_s", "speedup", "activities", "peak_rss_bytes", "write_bw_bytes"):
            if not b[key] > 0:
                errors.append(f"{n}: {key} = {b[key]}, expected > 0")
        if b["wall_s"] > 0 and abs(b["speedup"] - b["sim_s"] / b["wall_s"]) > 1e-9 * b["speedup"]:
            errors.append(f"{n}: speed-up {b['speedup']} is not sim_s / wall_s")
        # The simulation runs inside the child: its own wall time cannot exceed the child's.
        if b["simulate_s"] > b["wall_s"]:
            errors.append(f"{n}: simulate() took {b['simulate_s']} s of a {b['wall_s']} s child")
        # A wbsim process maps at least its libraries (> 4 MiB) and, at 1/256 of
        # these jobs, needs nowhere near 1 GiB (at most 100 MiB at full size).
        if not 4 << 20 < b["peak_rss_bytes"] < 1 << 30:
            errors.append(f"{n}: peak RSS {b['peak_rss_bytes']} B outside 4 MiB..1 GiB")
    b5 = next((b for b in doc["benchmarks"] if b["name"].startswith("B5-") and "sim_s" in b), None)
    # B5 is time based: 600 s x 1/256 = 2.34375 s, passed as runtime=2344ms;
    # the run ends when the job stops, so the simulated time is that runtime
    # plus the last write's completion (well under 10 ms at QD1).
    if b5 and not 2.344 <= b5["sim_s"] < 2.354:
        errors.append(f"B5: simulated {b5['sim_s']} s, expected 2.344 s (600 s / 256) plus < 10 ms")
    if errors:
        print(p.stdout)
        sys.exit("\n".join(errors))
    print(p.stdout)
    print("bench --quick: every benchmark ran with sane figures")


if __name__ == "__main__":
    main()
