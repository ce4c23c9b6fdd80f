# Per job and state: fio's median, and the median error of the predictions in two validate_native JSONs
# (the same recorded runs predicted by two builds or profiles).
import json, statistics as st, sys
def load(p):
    rows = {}
    for r in json.load(open(p))['runs']:
        rows.setdefault((r['job'], r['state']), []).append((r['measured']['bw'], r['predicted']['bw']))
    return rows
a, b = load(sys.argv[1]), load(sys.argv[3])
e1, e2 = {}, {}
print('job | state | fio median MiB/s | %s err | %s err' % (sys.argv[2], sys.argv[4]))
for k in a:
    m = st.median(x[0] for x in a[k]); p1 = st.median(x[1] for x in a[k]); p2 = st.median(x[1] for x in b[k])
    e1.setdefault(k[1], []).append(abs(p1 / m - 1)); e2.setdefault(k[1], []).append(abs(p2 / m - 1))
    print('%s | %s | %.0f | %+.0f%% | %+.0f%%' % (k[0], k[1], m / 2**20, 100 * (p1 / m - 1), 100 * (p2 / m - 1)))
for s in e1:
    print('%s: median |err| %s %.1f%%, %s %.1f%%' % (s, sys.argv[2], 100 * st.median(e1[s]), sys.argv[4], 100 * st.median(e2[s])))
