# Per job/state: the second profile's prediction against the first's (medians over the recorded runs).
import json, statistics as st, sys
rows = []
for f in sys.argv[1:]:
    d = json.load(open(f))
    by = {}
    for r in d['runs']:
        by.setdefault((r['job'], r['state']), []).append((r['predicted']['bw'], r['predicted_compare']['bw'], r.get('bottleneck')))
    for k, v in by.items():
        a = st.median(x[0] for x in v); b = st.median(x[1] for x in v)
        rows.append((b / a - 1, k, v[0][2]))
rows.sort()
for dd, k, bn in rows:
    if abs(dd) > 0.07: print(f'{dd*100:+.1f}% {k[0][:44]:44s} {k[1]:6s} {bn}')
print(f'{len(rows)} pairs, within 10%: {sum(abs(x[0]) <= 0.10 for x in rows)}, median |diff| {st.median(abs(x[0]) for x in rows)*100:.1f}%')
