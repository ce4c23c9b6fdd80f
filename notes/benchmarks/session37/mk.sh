# mk.sh SRC DST BG DRAIN [FLUSH]
src=$1; dst=$2; bg=$3; drain=$4; fl=$5
/usr/bin/python3 - "$src" "$dst" "$bg" "$drain" "$fl" <<'PY'
import sys,re
src,dst,bg,drain,fl=sys.argv[1:6]
out=[];sec=None;done=set()
for l in open(src):
    m=re.match(r'\[(.*)\]',l.strip())
    if m: sec=m.group(1)
    if sec=='dev' and l.startswith('cache_drain_bw='): l='cache_drain_bw=%s\n'%drain
    if sec=='dev' and fl and l.startswith('flush_latency='): l='flush_latency=%s\n'%fl
    out.append(l)
    if m and sec=='dev': out.append('cache_background=%s\n'%bg)
open(dst,'w').write(''.join(out))
PY
