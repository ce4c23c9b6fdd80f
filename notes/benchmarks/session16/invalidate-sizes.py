import os, time, sys
d="/root/inv"
for bs_k, size_m in [(512,1536),(512,1024),(512,512),(512,128),(512,32),(512,16),(2048,1536),(2048,256)]:
    p=os.path.join(d,"f_%d_%d"%(bs_k,size_m))
    buf=os.urandom(bs_k*1024)
    ts=[]
    for rep in range(3):
        fd=os.open(p,os.O_WRONLY|os.O_CREAT|os.O_TRUNC,0o644)
        for i in range(size_m*1024//bs_k):
            os.write(fd,buf)
        os.fsync(fd)
        os.close(fd)
        time.sleep(0.2)
        fd=os.open(p,os.O_RDWR)
        t=time.perf_counter(); os.posix_fadvise(fd,0,0,os.POSIX_FADV_DONTNEED); t=time.perf_counter()-t
        os.close(fd)
        ts.append(t*1e3)
    os.unlink(p)
    ts.sort()
    print(f"bs={bs_k}k size={size_m}M ms: {[round(x,2) for x in ts]}  per 4k page us: {ts[1]*1e3/(size_m*256):.3f}", flush=True)
