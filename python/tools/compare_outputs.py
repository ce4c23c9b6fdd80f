#!/usr/bin/python3
"""Check that two wbsim binaries write the same output for the same jobs:
a refactor must not change behaviour (the house issue's acceptance).

For every job file it runs `wbsim run JOB --output-format=json` and the text
output with both binaries, plus `wbsim compare` on the first job, and
compares them byte for byte after removing what depends on the clock:
fio's timestamps and the simulator's wall time.

    /usr/bin/python3 python/tools/compare_outputs.py OLD/wbsim NEW/wbsim scenarios/examples/*.fio

Exit status: 0 all identical, 1 a difference (the first differing lines are
printed), 2 bad arguments.
"""

import difflib
import re
import subprocess
import sys

CLOCK = [
    (re.compile(r'"(timestamp|timestamp_ms|time|wall_time_s)": [^,\n]*'), r'"\1": X'),
    (re.compile(r'\w{3} \w{3} +\d+ \d\d:\d\d:\d\d \d{4}'), 'DATE'),
    (re.compile(r'in [0-9.e+-]+s wall'), 'in Xs wall'),
]


def normalise(text):
    for pat, rep in CLOCK:
        text = pat.sub(rep, text)
    return text


def output(binary, args):
    p = subprocess.run([binary, *args], capture_output=True, text=True)
    return normalise(p.stdout + p.stderr) + f"\nexit {p.returncode}\n"


def main():
    if len(sys.argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    old, new, jobs = sys.argv[1], sys.argv[2], sys.argv[3:]
    cases = []
    for job in jobs:
        cases.append(["run", job, "--output-format=json", "--no-progress"])
        cases.append(["run", job, "--no-progress"])
    cases.append(["compare", jobs[0], "--before", "default", "--after", "vm.dirty_ratio=5"])
    differ = 0
    for args in cases:
        a, b = output(old, args), output(new, args)
        same = a == b
        differ += not same
        print(("identical " if same else "DIFFERENT ") + " ".join(args))
        if not same:
            for line in list(difflib.unified_diff(a.splitlines(), b.splitlines(), "old", "new", lineterm=""))[:20]:
                print("   ", line)
    print(f"{len(cases) - differ} of {len(cases)} identical")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
