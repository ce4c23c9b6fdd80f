#!/usr/bin/python3
"""Median (min-max) irq-off ns per page by caller over the rounds of
lockholds.sh, per filesystem, writers and phase. Usage: summarize.py RAWDIR"""
import collections, glob, os, re, statistics, sys

CALLERS = {"__filemap_add_folio": "add (lock.insert)",
           "filemap_dirty_folio": "dirty (lock.mark_dirty)", "mark_buffer_dirty": "dirty (lock.mark_dirty)",
           "__folio_start_writeback": "wb start (lock.wb_start)", "__folio_end_writeback": "wb end (lock.wb_end)",
           "folio_batch_move_lru": "lru batch (lruvec lock)", "__remove_mapping": "reclaim (lock.reclaim)"}
vals = collections.defaultdict(list)
for f in sorted(glob.glob(os.path.join(sys.argv[1], "*.txt"))):
    m = re.match(r"(\w+)\.j(\d+)(\.mixed|\.memcg)?\.r\d+\.(write|sync)\.txt", os.path.basename(f))
    if not m:
        continue
    fs, jobs, mode, phase = m.group(1), m.group(2), m.group(3) or "", m.group(4)
    mixed = bool(mode)
    cond = f"{jobs} writer{'s' if jobs != '1' else ''}, " + ("in a 256M memcg" if mode == ".memcg" else "with writeback" if mixed else phase + " alone")
    if mixed and phase == "sync":
        continue
    for line in open(f).read().splitlines()[1:]:
        p = line.split()
        if len(p) >= 5 and p[1] in CALLERS and int(p[2]) >= 20:  # a few stray samples are not a phase's own lock
            vals[(CALLERS[p[1]], fs, cond)].append(float(p[3]))
conds = sorted({k[2] for k in vals})
for what in dict.fromkeys(CALLERS.values()):
    rows = [(k, v) for k, v in sorted(vals.items()) if k[0] == what]
    if not rows:
        continue
    print(f"\n{what}")
    for (w, fs, cond), v in rows:
        print(f"  {fs:6s} {cond:28s} {statistics.median(v):6.0f} ns ({min(v):.0f}-{max(v):.0f}), {len(v)} rounds")
    allv = [x for (_, v) in rows for x in v]
    print(f"  {'all':6s} {'':28s} {statistics.median(allv):6.0f} ns ({min(allv):.0f}-{max(allv):.0f}), {len(allv)} rounds")
