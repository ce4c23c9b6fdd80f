# Per job and state: fio's median bandwidth and the median error of the two profiles'
# predictions (validate_native --compare-profile JSON): the same recorded runs, two profiles.
import json, statistics as st, sys
from collections import defaultdict
d = json.load(open(sys.argv[1]))
rows = defaultdict(list)
for r in d["runs"]:
    m = r["measured"]["bw_bytes"] if "bw_bytes" in r["measured"] else r["measured"]["bw"]
    rows[(r["job"], r["state"])].append((m, r["predicted"].get("bw_bytes", r["predicted"].get("bw")),
                                         r["predicted_compare"].get("bw_bytes", r["predicted_compare"].get("bw"))))
per_state = defaultdict(lambda: ([], []))
for (job, state), v in sorted(rows.items()):
    m = st.median(x[0] for x in v)
    a = st.median(x[1] for x in v) / m - 1
    b = st.median(x[2] for x in v) / m - 1
    per_state[state][0].append(abs(a)); per_state[state][1].append(abs(b))
    print("%-42s %-6s %8.0f MB/s  profile %+6.1f%%  compare %+6.1f%%" % (job, state, m / 1e6, 100 * a, 100 * b))
for s, (a, b) in per_state.items():
    print("%s: median |error| profile %.1f%%, compare %.1f%%" % (s, 100 * st.median(a), 100 * st.median(b)))
