#!/usr/bin/python3
# Attribution of the calR1/calR2 prediction differences to parameter groups.
import json, re, subprocess, sys, os
S='/work/main/notes/benchmarks/session36'
W='/work/main/build/wbsim'
def load(f):
    lines=open(f).read().splitlines()
    return lines
def params(f):
    d={}; sec=None
    for l in open(f):
        s=l.strip()
        if not s or s[0] in '#;': continue
        m=re.match(r'\[(.*)\]',s)
        if m: sec=m.group(1); continue
        k,v=s.split('=',1); d[sec+'.'+k.strip()]=v.strip()
    return d
A=params(S+'/calR1.profile'); B=params(S+'/calR2.profile')
groups={
 'copy':lambda k:k.startswith(('pc.','lock.')) or k in ('cpu.copy_bw','cpu.copy_stream_bytes','cpu.copy_stream_page','cpu.copy_unaligned','fs.write_call'),
 'cpuother':lambda k:k.startswith('cpu.') and k not in ('cpu.copy_bw','cpu.copy_stream_bytes','cpu.copy_stream_page','cpu.copy_unaligned'),
 'dev':lambda k:k.startswith('dev.'),
 'mem':lambda k:k.startswith('mem.'),
 'fsother':lambda k:k.startswith('fs.') and k!='fs.write_call',
 'iowq_engine':lambda k:k.startswith(('iowq.','engine.')),
}
def write(dst, vals):
    secs={}
    for k,v in vals.items():
        s,n=k.split('.',1); secs.setdefault(s,[]).append((n,v))
    with open(dst,'w') as f:
        for s in ['profile']+[x for x in secs if x!='profile']:
            f.write(f'[{s}]\n')
            for n,v in secs.get(s,[]): f.write(f'{n}={v}\n')
            f.write('\n')
sets={'az':'holdout-2026-12-06az','ay':None,'ba':'holdout-2026-12-06ba'}
import glob
def jobs(setname):
    d=glob.glob(f'/work/main/scenarios/validation/holdout-*{setname}')
    return sorted(glob.glob(d[0]+'/*.fio'))
# `attr.py each-dev` swaps the dev.* parameters that differ one at a time.
if sys.argv[1:] == ['each-dev']:
    for k in sorted(k for k in set(A) | set(B) if k.startswith('dev.') and A.get(k) != B.get(k)):
        groups[k] = (lambda kk: (lambda k: k == kk))(k)
    which = [k for k in groups if k.startswith('dev.')]
else:
    which = sys.argv[1:] or list(groups)
for g in which:
    H=dict(A)
    for k in set(A)|set(B):
        if k.startswith('profile.'): continue
        if groups[g](k):
            if k in B: H[k]=B[k]
            else: H.pop(k,None)
    p=f'/tmp/attr/h-{g}.profile'; write(p,H)
    for s in ['az','ay','ba']:
        out=f'/tmp/attr/{g}-{s}.json'
        if os.path.exists(out): continue
        subprocess.run(['/usr/bin/python3','/work/main/calibrate/validate_native.py','--wbsim',W,'--measured',f'{S}/../session3{5 if s=="ay" else 6}/holdout-{s}.json' ,'--profile',S+'/calR1.profile','--compare-profile',p,'--state','cold,rerun,warm','--json',out]+jobs(s),stdout=open(f'/tmp/attr/{g}-{s}.txt','w'),stderr=subprocess.STDOUT)
        print(g,s,open(f'/tmp/attr/{g}-{s}.txt').read().splitlines()[-1],flush=True)
