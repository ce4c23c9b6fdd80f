# Per job and state: fio's median, then the error of two profiles' predictions (median over rounds).
import json, statistics as st, sys
d = json.load(open(sys.argv[1]))
rows = {}
for r in d['runs']:
    k = (r['job'], r['state'])
    rows.setdefault(k, []).append((r['measured']['bw'], r['predicted']['bw'], r['predicted_compare']['bw']))
e1, e2 = {}, {}
print('job | state | fio median MiB/s | %s err | %s err' % (sys.argv[2], sys.argv[3]))
for (j, s), v in rows.items():
    m = st.median(x[0] for x in v); a = st.median(x[1] for x in v); b = st.median(x[2] for x in v)
    e1.setdefault(s, []).append(abs(a / m - 1)); e2.setdefault(s, []).append(abs(b / m - 1))
    print('%s | %s | %.0f | %+.0f%% | %+.0f%%' % (j, s, m / 2**20, 100 * (a / m - 1), 100 * (b / m - 1)))
for s in e1:
    print('%s: median |err| %s %.1f%%, %s %.1f%%' % (s, sys.argv[2], 100 * st.median(e1[s]), sys.argv[3], 100 * st.median(e2[s])))
