#!/usr/bin/python3
"""Per-IO CPU of fio's O_DIRECT io_uring writes from measure.sh's raw files.

For each run TAG (BS-STATE-rROUND): fio's JSON (IOs, usr/sys %), perf's
self shares by symbol (--no-children --sort sym -n) and by DSO. perf's
event count for cpu-clock is on-CPU nanoseconds of the fio process, so a
symbol's ns per IO = share x event count / IOs.

usage: analyze.py RAWDIR [--json OUT]
"""
import json
import re
import statistics
import sys
from collections import defaultdict
from pathlib import Path

GROUPS = [
    # (group, predicate on (symbol, is_kernel)); first match wins
    ("bio_iov_iter_get_pages", lambda s, k: k and s == "bio_iov_iter_get_pages"),
    ("bio_add_page+merge", lambda s, k: k and s in ("bio_add_page", "__bio_add_page", "bvec_try_merge_page",
                                                   "bio_add_folio", "bio_iov_add_folio", "bio_add_folio_nofail")),
    ("gup (pin_user_pages_fast)", lambda s, k: k and (s.startswith("gup_") or s in (
        "pin_user_pages_fast", "iov_iter_extract_pages", "try_grab_folio_fast", "unpin_user_folio",
        "gup_put_folio", "folio_add_pin", "internal_get_user_pages_fast"))),
    ("bio release/unpin", lambda s, k: k and (s in ("__bio_release_pages", "bio_release_pages") or s.startswith("unpin_user"))),
    ("blkdev dio", lambda s, k: k and (s.startswith("blkdev_") or s.startswith("__blkdev_direct_IO"))),
    ("io_uring", lambda s, k: k and (s.startswith("io_") or s.startswith("__io_") or "io_uring" in s)),
    ("blk-mq/bio/loop", lambda s, k: k and (s.startswith(("blk_", "__blk", "submit_bio", "__submit_bio", "bio_", "bvec_",
                                                          "loop_", "sbitmap", "__sbitmap", "lo_", "bio_split")))),
    ("sched/switch", lambda s, k: k and (s.startswith(("finish_task_switch", "__schedule", "schedule", "__switch_to",
                                                       "pick_next", "dequeue_", "enqueue_", "update_", "psi_",
                                                       "try_to_wake_up", "ttwu", "__rseq", "rseq_")))),
    ("syscall entry/exit", lambda s, k: k and (s.startswith(("entry_SYSCALL", "do_syscall_64", "syscall_",
                                                             "exit_to_user_mode", "irqentry_", "__x64_sys", "fput",
                                                             "fget", "__fget", "__put_user", "__get_user")))),
    ("fio get_io_u (buffer scramble)", lambda s, k: not k and s == "get_io_u"),
    ("fio clock_gettime (vdso)", lambda s, k: not k and ("clock_gettime" in s or s == "fio_gettime")),
    ("fio user other", lambda s, k: not k),
    ("kernel other", lambda s, k: k),
]
ALL_GROUPS = GROUPS + [("unlisted (<0.01% each)", None)]


def parse_sym(path):
    """(symbol, is_kernel, samples) rows of perf report -n --sort sym."""
    rows = []
    for line in path.read_text(errors="replace").splitlines():
        m = re.match(r"\s*([\d.]+)%\s+(\d+)\s+\[(.)\]\s+(.*\S)", line)
        if m:
            rows.append((m.group(4), m.group(3) == "k", int(m.group(2))))
    return rows


def event_count(path):
    for line in path.read_text(errors="replace").splitlines():
        m = re.match(r"# Event count \(approx\.\): (\d+)", line)
        if m:
            return int(m.group(1))
    raise ValueError(f"{path}: no event count")


def dso_shares(path):
    """{dso: (percent, samples)}"""
    out = {}
    for line in path.read_text(errors="replace").splitlines():
        m = re.match(r"\s*([\d.]+)%\s+(\d+)\s+(\S.*\S)", line)
        if m and not line.startswith("#"):
            out[m.group(3)] = (float(m.group(1)), int(m.group(2)))
    return out


def analyze(raw, tag):
    fj = json.loads((raw / f"{tag}.fio.json").read_text())
    job = fj["jobs"][0]
    w = job["write"]
    ios = w["total_ios"]
    runtime = w["runtime"] / 1e3
    fio_cpu = (job["usr_cpu"] + job["sys_cpu"]) / 100 * runtime
    rows = parse_sym(raw / f"{tag}.sym.txt")
    dso = dso_shares(raw / f"{tag}.dso.txt")
    total_samples = sum(n for _, n in dso.values())
    ns = event_count(raw / f"{tag}.sym.txt")  # cpu-clock: ns on CPU
    groups = defaultdict(float)
    syms = {}
    for s, k, n in rows:
        for g, pred in GROUPS:
            if pred(s, k):
                groups[g] += n
                break
        syms[s] = n
    groups["unlisted (<0.01% each)"] = total_samples - sum(r[2] for r in rows)
    thp = (raw / f"{tag}.thp.txt").read_text().split()[-1]
    res = {
        "tag": tag, "ios": ios, "iops": w["iops"], "bw_MBps": w["bw_bytes"] / 1e6,
        "fio_usr_pct": job["usr_cpu"], "fio_sys_pct": job["sys_cpu"], "ctx": job["ctx"],
        "fio_cpu_us_per_io": fio_cpu / ios * 1e6,
        "perf_cpu_us_per_io": ns / 1e3 / ios,
        "samples": total_samples, "mthp_faults": int(thp),
        "kernel_pct": dso.get("[kernel.kallsyms]", (0.0, 0))[0],
        "share_pct": {g: 100 * groups[g] / total_samples for g, _ in ALL_GROUPS},
        "ns_per_io": {g: groups[g] / total_samples * ns / ios for g, _ in ALL_GROUPS},
        "sym_pct": {s: 100 * syms.get(s, 0) / total_samples for s in (
            "bio_iov_iter_get_pages", "bio_add_page", "bvec_try_merge_page", "__bio_add_page",
            "gup_fast_fallback", "iov_iter_extract_pages", "pin_user_pages_fast", "get_io_u",
            "finish_task_switch.isra.0", "__bio_release_pages")},
    }
    return res


def main():
    raw = Path(sys.argv[1])
    tags = sorted(p.name[:-len(".fio.json")] for p in raw.glob("*.fio.json"))
    results = [analyze(raw, t) for t in tags]
    if "--json" in sys.argv:
        Path(sys.argv[sys.argv.index("--json") + 1]).write_text(json.dumps(results, indent=1))
    print("| run | IOPS | MB/s | mTHP faults | fio usr+sys us/IO | perf us/IO | kernel % | "
          "bio_iov_iter_get_pages % | bio_add_page+merge % | gup % | get_io_u % |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for r in results:
        s = r["share_pct"]
        print(f"| {r['tag']} | {r['iops']:.0f} | {r['bw_MBps']:.0f} | {r['mthp_faults']} | "
              f"{r['fio_cpu_us_per_io']:.2f} | {r['perf_cpu_us_per_io']:.2f} | {r['kernel_pct']:.1f} | "
              f"{s['bio_iov_iter_get_pages']:.2f} | {s['bio_add_page+merge']:.2f} | "
              f"{s['gup (pin_user_pages_fast)']:.2f} | {s['fio get_io_u (buffer scramble)']:.2f} |")
    # means over rounds per (bs, state)
    by = defaultdict(list)
    for r in results:
        bs, state, rnd = r["tag"].split("-")
        if rnd.startswith("r") and rnd[1:].isdigit():
            by[(bs, state)].append(r)
    print()
    print("ns per IO, mean (min-max) over rounds, by group:")
    keys = sorted(by)
    print("| group | " + " | ".join(f"{b} {s}" for b, s in keys) + " |")
    print("|---|" + "---|" * len(keys))
    for g, _ in ALL_GROUPS + [("TOTAL (perf)", None)]:
        cells = []
        for k in keys:
            if g == "TOTAL (perf)":
                v = [r["perf_cpu_us_per_io"] * 1e3 for r in by[k]]
            else:
                v = [r["ns_per_io"][g] for r in by[k]]
            cells.append(f"{statistics.mean(v):.0f} ({min(v):.0f}-{max(v):.0f})")
        print(f"| {g} | " + " | ".join(cells) + " |")
    print()
    print("self share %, mean over rounds:")
    print("| group | " + " | ".join(f"{b} {s}" for b, s in keys) + " |")
    print("|---|" + "---|" * len(keys))
    for g, _ in ALL_GROUPS:
        print(f"| {g} | " + " | ".join(f"{statistics.mean(r['share_pct'][g] for r in by[k]):.2f}" for k in keys) + " |")


if __name__ == "__main__":
    main()
