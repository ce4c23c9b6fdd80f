import collections, statistics, sys, json
def an(name, files, bs):
    t=[];lat=[];
    for f in files:
        for l in open(f):
            r=l.split(','); t.append(int(r[0])); lat.append(int(r[1])/1e3)
    p50=statistics.median(lat); s=sorted(lat); p99=s[int(len(s)*0.99)]
    win=collections.defaultdict(list)
    for ti,l in zip(t,lat): win[ti//100].append(l)
    mx=[max(v) for k,v in sorted(win.items())][1:-1]
    n=[len(v) for k,v in sorted(win.items())][1:-1]
    span=max(t)/1000
    print(f"{name}: n {len(lat)} bw {len(lat)*bs/span/2**20:.0f}MiB/s p50 {p50:.0f} p99 {p99:.0f} us; per-100ms-window IOs {statistics.median(n):.0f}, max clat median {statistics.median(mx):.0f} us (min {min(mx):.0f} max {max(mx):.0f})")
    # where in the window (ms mod 100) the slow IOs complete
    slow=[ti%100 for ti,l in zip(t,lat) if l>3*p50]
    print('   slow IOs', len(slow), 'phase ms histogram', sorted(collections.Counter(x//10*10 for x in slow).items()))
an('z2 4k rand 2xqd64', ['z2_clat.1.log','z2_clat.2.log'], 4096)
an('z4 32k seq qd8', ['z4_clat.1.log'], 32768)
an('z1 8k rand qd16', ['z1_clat.1.log'], 8192)
an('b4 32k rand 2xqd16', ['b4_clat.1.log','b4_clat.2.log'], 32768)
an('r4 4k rand qd32', ['r4_clat.1.log'], 4096)
an('s128 128k seq qd4', ['s128_clat.1.log'], 131072)
