import sys, statistics
def rows(f):
    out = {}
    for l in open(f):
        p = [x.strip() for x in l.split('|')]
        if len(p) > 8 and p[1] in ('cold', 'warm'):
            out[(p[0], p[1])] = float(p[6])
    return out
diffs = []
for a, b in zip(sys.argv[1::2], sys.argv[2::2]):
    ra, rb = rows(a), rows(b)
    for k in sorted(ra):
        d = (rb[k] - ra[k]) / ra[k] * 100
        diffs.append(abs(d))
        print(f"{k[0][:40]:40s} {k[1]} {ra[k]:7.0f} {rb[k]:7.0f} {d:+6.1f}%")
print(f"median |difference| {statistics.median(diffs):.1f}%, max {max(diffs):.1f}%, within 10%: {sum(d <= 10 for d in diffs)} of {len(diffs)}")
