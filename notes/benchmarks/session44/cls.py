#!/usr/bin/python3
# cls.py DIR: signed and absolute errors by job class over the re-predicted sets in DIR (pred.sh output)
import glob, json, os, re, statistics, sys, collections
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../..")
d = sys.argv[1]
rows = []
for f in sorted(glob.glob(os.path.join(d, "*.json"))):
    s = os.path.basename(f)[:-5]
    dirs = glob.glob(ROOT + f"/scenarios/validation/holdout-*{s}")
    if not dirs: continue
    texts = {}
    for fio in glob.glob(dirs[0] + "/*.fio"):
        t = open(fio).read()
        texts[os.path.basename(fio)[:-4]] = t
    for r in json.load(open(f))["table"]:
        if r.get("error") is None: continue
        t = texts.get(r["job"], "")
        direct = "direct=1" in t
        sync = "fsync" if re.search(r"^(fsync|fdatasync)=", t, re.M) else ("end" if "end_fsync=1" in t else "none")
        eng = re.search(r"ioengine=(\w+)", t); eng = eng.group(1) if eng else "psync"
        nj = re.search(r"numjobs=(\d+)", t); nj = int(nj.group(1)) if nj else (2 if re.search(r"two-jobs|three-jobs", r["job"]) else 1)
        cls = ("direct" if direct else "buf-" + sync)
        rows.append((s, r["job"], r["state"], cls, eng, nj, r["error"], r["in_band"], r.get("p99_ratio")))
def summ(key):
    g = collections.defaultdict(list)
    for row in rows: g[key(row)].append(row)
    for k in sorted(g):
        e = [x[6] for x in g[k]]
        print(f"{str(k):30s} n={len(e):3d} signed med {100*statistics.median(e):+6.1f}%  |med| {100*statistics.median(map(abs,e)):5.1f}%  band {sum(x[7] for x in g[k])}")
print("all"); summ(lambda r: "all")
print("by class"); summ(lambda r: r[3])
print("by class,state"); summ(lambda r: (r[3], r[2]))
print("by engine"); summ(lambda r: (r[3]=="direct", r[4]))
print("direct jobs by bs/qd")
for row in sorted((r for r in rows if r[3]=="direct"), key=lambda r:(r[1],r[2])):
    t = open(glob.glob(ROOT + f"/scenarios/validation/holdout-*{row[0]}/{row[1]}.fio")[0]).read()
    bs = re.search(r"^bs=(\S+)", t, re.M); qd = re.search(r"iodepth=(\d+)", t)
    rw = re.search(r"^rw=(\S+)", t, re.M)
    print(f"{row[0]:3s} {row[1][:42]:42s} {row[2]:5s} {rw.group(1) if rw else '':9s} bs={bs.group(1) if bs else '4k':5s} qd={qd.group(1) if qd else '1':3s} {100*row[6]:+6.1f}% {'B' if row[7] else ''}")
print("by numjobs (buffered)"); summ(lambda r: (r[3]!="direct", r[5]>1, r[2]))
