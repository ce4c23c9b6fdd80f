import json,sys,statistics as st
d=json.load(open(sys.argv[1]))
runs=d['runs']
by={}
for r in runs:
    by.setdefault((r['job'],r['state']),[]).append(r)
def bw(fig): return fig['bw'] if isinstance(fig,dict) else fig
res={}
for (job,state),rs in sorted(by.items()):
    m=st.median(r['measured']['bw'] if isinstance(r['measured'],dict) else r['measured'] for r in rs)
    lo=min(r['measured']['bw'] for r in rs); hi=max(r['measured']['bw'] for r in rs)
    a=st.median(r['predicted']['bw'] for r in rs)
    b=st.median(r['predicted_compare']['bw'] for r in rs)
    res.setdefault(state,[]).append((job,m,a,b,lo,hi))
for state,rows in res.items():
    ea=[abs(a/m-1) for j,m,a,b,lo,hi in rows]; eb=[abs(b/m-1) for j,m,a,b,lo,hi in rows]
    ba=sum(lo<=a<=hi for j,m,a,b,lo,hi in rows); bb=sum(lo<=b<=hi for j,m,a,b,lo,hi in rows)
    print(f"{state}: base {100*st.median(ea):.1f}% band {ba}  compare {100*st.median(eb):.1f}% band {bb}")
    if len(sys.argv)>2:
        for j,m,a,b,lo,hi in rows: print(f"   {j[:40]:40s} {100*(a/m-1):+6.1f} {100*(b/m-1):+6.1f}")
