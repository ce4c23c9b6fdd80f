#!/usr/bin/python3
"""Rewrite a validate --json file's recorded states as the model before
mem.start_job_dirty read them: the job files' dirty pages counted as clean
cached pages (dropped and freed at open), no dirty data at the start."""
import json, sys
src, dst = sys.argv[1], sys.argv[2]
d = json.load(open(src))
def fix(st):
    p = st["params"]
    dirty = float(p.get("mem.start_job_dirty", "0B").rstrip("B"))
    if dirty > 0:
        p["mem.start_job_cached"] = f"{int(float(p['mem.start_job_cached'].rstrip('B')) + dirty)}B"
        if "mem.start_warm" in p:
            p["mem.start_warm"] = f"{int(float(p['mem.start_warm'].rstrip('B')) + dirty)}B"
    p["mem.start_job_dirty"] = "0B"
    p.pop("fs.files_pending", None)  # the build before it did not know it
for r in d["runs"]:
    fix(r["state_read"])
json.dump(d, open(dst, "w"))
