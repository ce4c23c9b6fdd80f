#!/usr/bin/python3
"""Seeded mutation fuzzing of the capacity-plan reader.

The plan parser is Python (tomllib, then python/wbsim/plan/_spec.py's strict
checks), so libFuzzer does not fit; this loop does the same job in Python:
it mutates valid plans (bytes, lines and TOML tokens, splices of two inputs)
and loads each mutant with wbsim.plan._spec.load. The contract it checks is
the one every wbsim input has: a plan either loads, or is refused with a
PlanError whose message starts with the plan's path (``FILE:LINE:`` or
``FILE:``). Any other exception (KeyError, TypeError, OverflowError, a bare
ValueError, ...) or an input taking longer than --timeout is a finding: the
input is written to --crashes and the loop exits 1.

There is no coverage feedback; instead a mutant joins the corpus when it ends
in an outcome not seen before (loaded, or refused with a message whose
figures and quoted values are masked), which lets the mutator get past the
first check to the later ones.

usage: fuzz_plan.py [--seconds S | --count N] [--seed S] [--timeout T]
                    [--crashes DIR] [--corpus DIR] [INPUT...]
INPUT files (or directories of them) are loaded once each first and checked
the same way: the replay of tests/fuzz/regressions/plan/ in ctest. Needs the built module wbsim._core on
PYTHONPATH and WBSIM_BIN (the plan checks its composed job with
`wbsim run --parse-only`), as the plan tests do.
"""
import argparse
import os
import random
import re
import shutil
import signal
import sys
import tempfile
import time
import traceback

SOURCE_DIR = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path[:0] = [os.path.join(SOURCE_DIR, "python"), os.path.join(SOURCE_DIR, "build", "python")]

from wbsim.plan import _spec  # noqa: E402 (after the path above)

# The seeds: every plan shipped or used by the tests.
SEED_PLANS = [os.path.join(SOURCE_DIR, "scenarios", "plans", "ingest.toml"),
              os.path.join(SOURCE_DIR, "tests", "data", "plans", "small.toml")]

# Tokens the mutator inserts: TOML syntax, the plan's keys and the values its
# checks look at (units, kinds, edge numbers, TOML's special values).
TOKENS = (["[", "]", "[[", "]]", "{", "}", "=", ",", ".", "\"", "'", "\"\"\"", "#", "\n", " ", "\\",
           "true", "false", "inf", "-inf", "nan", "0", "-1", "1e308", "1e-308", "9223372036854775807",
           "18446744073709551616", "0x10", "1979-05-27T07:32:00Z", "07:32:00", "1979-05-27", "[]", "{}",
           "\"\"", "\"x\"", "\"1GiB\"", "\"0ms\"", "\"1e400GB/s\"", "\"NaNms\"", "\"4GB\"", "\"µs\"",
           "\"../examples/seq-write-1m.fio\"", "\"/etc/passwd\"", "\"\\u0000\"", "\"\\udc80\""]
          + sorted(_spec._TOP_KEYS | _spec._PLAN_KEYS | _spec._WORKLOAD_KEYS | _spec._JOB_KEYS
                   | _spec._DEVICE_KEYS | _spec._COST_KEYS | _spec._SENS_KEYS | set(_spec.SLO_KINDS)
                   | set(_spec.AXES))
          + ["dev.write_bw", "\"dev.write_bw\"", "mem.total", "kernel", "fs.type", "sim.aggregate", "numjobs",
             "rw", "bs", "ioengine", "size", "\"write\"", "\"randwrite\"", "\"psync\"", "\"6.6\"", "\"xfs\"",
             "\"fuse\"", "\"fs-xfs\"", "\"default\"", "[workload.job]", "[[workload.job]]", "[device.x]",
             "[space.params]", "[cost.fs]", "[cost.kernel]",
             # fragments of a job table: options the plan itself reads (numjobs, size, name)
             ", numjobs = 4", ", numjobs = \"2k\"", ", numjobs = true", ", size = \"1k\"", ", name = \"a b\"",
             "text = \"[a]\\nrw=write\\nnumjobs=1e3\\n\"", "text = \"[global]\\nbs=4k\\n[b]\\n\"",
             "weight = 0.5", "concurrency = 3", "params = { \"vm.dirty_ratio\" = [10, 20] }"])
TOKENS = [t.encode("utf-8") for t in TOKENS] + [b"\xff", b"\xc3", b"\x00"]  # and bytes that are not UTF-8


def mutate(r, data, corpus):
    """One to four random edits of ``data`` (bytes)."""
    data = bytearray(data)
    for _ in range(r.randint(1, 4)):
        op = r.randrange(9)
        pos = r.randint(0, len(data))
        if op == 0 and data:  # flip a byte
            data[min(pos, len(data) - 1)] = r.randrange(256)
        elif op == 1:  # insert a token
            data[pos:pos] = r.choice(TOKENS)
        elif op == 2 and data:  # delete a range
            data[pos:pos + r.randint(1, 16)] = b""
        elif op == 3 and data:  # duplicate a range
            end = min(len(data), pos + r.randint(1, 64))
            data[pos:pos] = data[pos:end]
        elif op in (4, 5):  # line edits: delete, duplicate or swap whole lines
            lines = bytes(data).split(b"\n")
            i, j = r.randrange(len(lines)), r.randrange(len(lines))
            if op == 4:
                del lines[i]
            elif r.random() < 0.5:
                lines.insert(i, lines[j])
            else:
                lines[i], lines[j] = lines[j], lines[i]
            data = bytearray(b"\n".join(lines))
        elif op == 6:  # replace a value after '=' with a token
            m = [x for x in re.finditer(rb"=\s*([^\n,}]*)", bytes(data))]
            if m:
                x = r.choice(m)
                data[x.start(1):x.end(1)] = r.choice(TOKENS)
        elif op == 7:  # splice: the head of this input and the tail of another
            other = r.choice(corpus)
            cut = r.randint(0, len(other))
            data = data[:pos] + bytearray(other[cut:])
        else:  # change a number's digits
            m = [x for x in re.finditer(rb"[0-9]+", bytes(data))]
            if m:
                x = r.choice(m)
                data[x.start():x.end()] = str(r.choice([0, 1, 2, 7, 64, 4096, 10 ** 6, 2 ** 31, 2 ** 64, 10 ** 30])).encode()
    return bytes(data[:65536])


class Hang(Exception):
    pass


def _alarm(signum, frame):
    raise Hang()


def load_one(path, timeout):
    """'loaded', or the PlanError's outcome key; raises anything else."""
    signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    try:
        _spec.load(path)
        return "loaded"
    except _spec.PlanError as e:
        msg = str(e)
        if not msg.startswith(path + ":"):
            raise AssertionError("a PlanError that does not start with the plan's path: %r" % msg) from None
        # Outcome key: the message without the path, figures and quoted values.
        body = msg[len(path):]
        body = re.sub(r"'[^']*'|\"[^\"]*\"|-?[0-9][0-9.eE+-]*", "#", body)
        return "refused" + body[:120]
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)


def check(path, timeout):
    """(outcome, None) or (None, description of the finding)."""
    t0 = time.monotonic()
    try:
        return load_one(path, timeout), None
    except Hang:
        return None, "hang: no answer after %.0f s" % (time.monotonic() - t0)
    except Exception:  # noqa: BLE001 -- every other exception is the finding
        return None, traceback.format_exc(limit=8)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("inputs", nargs="*", help="replay these inputs (files, or directories of them) first")
    ap.add_argument("--seconds", type=float, default=0, help="mutate for this long")
    ap.add_argument("--count", type=int, default=0, help="or for this many mutants")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--timeout", type=float, default=10, help="seconds one load may take before it is a hang")
    ap.add_argument("--crashes", default=None, help="where findings are written (default: a temporary directory)")
    ap.add_argument("--corpus", default=None, help="a directory of extra seeds, also where new outcomes are kept")
    o = ap.parse_args()
    if os.environ.get("WBSIM_BIN") is None:
        sys.exit("fuzz_plan.py: set WBSIM_BIN to the wbsim binary (the plan checks its job with --parse-only)")

    failed = 0
    for p in [os.path.join(i, f) for i in o.inputs if os.path.isdir(i) for f in sorted(os.listdir(i))] + \
            [i for i in o.inputs if not os.path.isdir(i)]:
        outcome, finding = check(os.path.abspath(p), o.timeout)
        print("%s: %s" % (p, outcome or "FINDING\n" + finding))
        failed += finding is not None
    if not o.seconds and not o.count:
        if o.inputs:
            return 1 if failed else 0
        ap.error("give --seconds or --count (or inputs to replay)")
    r = random.Random(o.seed)
    crashes = o.crashes or tempfile.mkdtemp(prefix="fuzz-plan-crashes.")
    os.makedirs(crashes, exist_ok=True)
    corpus = [open(p, "rb").read() for p in SEED_PLANS]
    if o.corpus:
        os.makedirs(o.corpus, exist_ok=True)
        corpus += [open(os.path.join(o.corpus, f), "rb").read() for f in sorted(os.listdir(o.corpus))]
    seen = set()
    work = tempfile.mkdtemp(prefix="fuzz-plan.")
    # The mutants live where ingest.toml does, relatively: ingest.toml names
    # ../examples/seq-write-1m.fio, so work/plans/x.toml gets work/examples/.
    os.makedirs(os.path.join(work, "plans"))
    shutil.copytree(os.path.join(SOURCE_DIR, "scenarios", "examples"), os.path.join(work, "examples"))
    path = os.path.join(work, "plans", "mutant.toml")
    findings = execs = 0
    t0 = time.monotonic()
    try:
        while (o.count and execs < o.count) or (o.seconds and time.monotonic() - t0 < o.seconds):
            data = mutate(r, r.choice(corpus), corpus)
            with open(path, "wb") as f:
                f.write(data)
            execs += 1
            outcome, finding = check(path, o.timeout)
            if finding is not None:
                findings += 1
                out = os.path.join(crashes, "crash-%d-%d.toml" % (o.seed, execs))
                with open(out, "wb") as f:
                    f.write(data)
                print("FINDING (input %s):\n%s" % (out, finding), flush=True)
                continue
            if outcome not in seen:
                seen.add(outcome)
                corpus.append(data)
                if o.corpus:
                    with open(os.path.join(o.corpus, "%d-%d.toml" % (o.seed, execs)), "wb") as f:
                        f.write(data)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("fuzz_plan: seed %d, %d executions in %.0f s, %d distinct outcomes, corpus %d, %d findings%s"
          % (o.seed, execs, time.monotonic() - t0, len(seen), len(corpus), findings,
             " (inputs in %s)" % crashes if findings else ""))
    if not findings and not o.crashes:
        shutil.rmtree(crashes, ignore_errors=True)
    return 1 if findings or failed else 0


if __name__ == "__main__":
    sys.exit(main())
