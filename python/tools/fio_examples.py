#!/usr/bin/python3
"""Runs fio job files through `wbsim run --parse-only` and reports how many
wbsim accepts and why it refuses the others (fio's shipped
examples and genfio's output).

    /usr/bin/python3 python/tools/fio_examples.py --wbsim build/wbsim DIR_OR_FILES...
    /usr/bin/python3 python/tools/fio_examples.py --wbsim build/wbsim --git /work/.mirror/axboe+fio/repo --ref fio-3.33

With --git, the examples/*.fio of that ref of a fio git repository are read
with `git show` (Debian's fio package ships no examples). Exit status 0 when
every refusal is an input error with a message (wbsim's exit status 1 or 2)
and at least --expect-parsed files parse; 1 otherwise (a crash, an internal
error, or fewer files parsing).
"""

import argparse
import pathlib
import subprocess
import sys
import tempfile


def git_examples(repo, ref, into):
    names = subprocess.run(["git", "-C", repo, "ls-tree", "--name-only", ref, "examples/"], capture_output=True,
                           text=True, check=True).stdout.split()
    paths = []
    for name in names:
        if not name.endswith(".fio"):
            continue
        text = subprocess.run(["git", "-C", repo, "show", f"{ref}:{name}"], capture_output=True, check=True).stdout
        path = pathlib.Path(into) / pathlib.Path(name).name
        path.write_bytes(text)
        paths.append(path)
    return paths


def check(wbsim, paths):
    """[(path, exit status, first line of stderr)] for `wbsim run PATH --parse-only`."""
    out = []
    for path in sorted(paths):
        r = subprocess.run([wbsim, "run", str(path), "--parse-only"], capture_output=True, text=True,
                           cwd=pathlib.Path(path).parent)
        message = r.stderr.strip().splitlines()[0] if r.stderr.strip() else ""
        out.append((pathlib.Path(path), r.returncode, message))
    return out


def report(results, stream=sys.stdout):
    ok = [p for p, rc, _ in results if rc == 0]
    print(f"{len(ok)} of {len(results)} job files parse", file=stream)
    for p, rc, msg in results:
        if rc != 0:
            print(f"  refused (exit {rc}) {p.name}: {msg}", file=stream)
    return len(ok)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--wbsim", default="build/wbsim")
    ap.add_argument("--git", help="a fio git repository to take examples/*.fio from")
    ap.add_argument("--ref", default="fio-3.33")
    ap.add_argument("--expect-parsed", type=int, default=0,
                    help="fail (exit 1) when fewer job files than this parse (a regression check)")
    ap.add_argument("paths", nargs="*", help="job files, or directories of *.fio")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        paths = []
        if args.git:
            paths += git_examples(args.git, args.ref, tmp)
        for p in map(pathlib.Path, args.paths):
            paths += sorted(p.glob("*.fio")) if p.is_dir() else [p]
        if not paths:
            ap.error("no job files given")
        results = check(str(pathlib.Path(args.wbsim).resolve()), paths)
        parsed = report(results)
    bad = [(p, rc) for p, rc, msg in results if rc not in (0, 1, 2) or (rc != 0 and not msg)]
    for p, rc in bad:
        print(f"NOT AN INPUT ERROR: {p.name} exit {rc}", file=sys.stderr)
    if parsed < args.expect_parsed:
        print(f"only {parsed} parse; expected at least {args.expect_parsed}", file=sys.stderr)
        return 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
