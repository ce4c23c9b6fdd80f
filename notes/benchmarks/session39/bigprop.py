import random, subprocess, sys, json
from concurrent.futures import ThreadPoolExecutor
W = sys.argv[1]; start=int(sys.argv[2]); n=int(sys.argv[3])
FS=["xfs","ext4","btrfs","bcachefs","fuse"]; EN=["psync","sync","pvsync","libaio","io_uring"]
def scen(seed):
    r=random.Random(seed*7919+13)
    fs=r.choice(FS); eng=r.choice(EN); direct=r.random()<0.15
    bs=r.choice([4096,16384,65536,131072,1<<20])
    size=r.choice([64,256,512,1024,2048])<<20
    a=[]
    for j in range(r.choice([1,1,2])):
        a+=["--name=j%d"%j,"--rw=%s"%r.choice(["write","randwrite"]),"--bs=%d"%bs,"--size=%d"%size,"--ioengine=%s"%eng]
        if eng in("libaio","io_uring"): a.append("--iodepth=%d"%r.choice([1,4,16,32]))
        if direct: a.append("--direct=1")
        else:
            if r.random()<0.2: a.append("--fsync=%d"%r.choice([1,16,256]))
            if r.random()<0.4: a.append("--end_fsync=1")
        if r.random()<0.4: a.append("--numjobs=%d"%r.choice([2,4,8]))
        if r.random()<0.3: a+=["--runtime=%dms"%r.choice([100,300,1000]),"--time_based"]
    s=["fs.type="+fs,"kernel="+r.choice(["5.15","6.4","6.9","6.12","6.17"])]
    if r.random()<0.5: s+=["mem.total=%s"%r.choice(["512MiB","1GiB","2GiB"]),"mem.reserved=64MiB","mem.min_free=16MiB"]
    if r.random()<0.3: s.append("dev.queue_depth=%d"%r.choice([1,2,4,8]))
    if r.random()<0.2: s.append("dev.count=%d"%r.choice([2,4]))
    if r.random()<0.2: s.append("cpu.cores=%d"%r.choice([1,2,4]))
    if r.random()<0.2: s.append("pc.large_folios=%d"%r.randint(0,1))
    if r.random()<0.15: s.append("dev.write_bw=%s"%r.choice(["200MB/s","500MB/s"]))
    if r.random()<0.1: s.append("mem.page_reporting=1")
    for x in s: a+=["--set",x]
    return a
def run(seed):
    a=scen(seed)
    try:
        p=subprocess.run([W,"run","--output-format=json"]+a,capture_output=True,timeout=120,cwd="/tmp")
    except subprocess.TimeoutExpired:
        return seed,"timeout",a,""
    return seed,("ok" if p.returncode==0 else "exit %d"%p.returncode),a,p.stderr.decode(errors="replace")[-600:]
with ThreadPoolExecutor(2) as ex:
    for seed,st,a,err in ex.map(run,range(start,start+n)):
        if st!="ok": print(seed,st," ".join(a),"\n   ",err.replace("\n","\n    "),flush=True)
print("done",start,n,flush=True)
