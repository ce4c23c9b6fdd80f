import os, sys, time, subprocess
path=sys.argv[1]; total=int(sys.argv[2]); bs=int(sys.argv[3])
fd=os.open(path, os.O_CREAT|os.O_WRONLY|os.O_TRUNC, 0o644)
os.posix_fallocate(fd,0,total)
buf=os.urandom(bs)
for o in range(0,total,bs): os.pwrite(fd,buf,o)
t0=time.perf_counter(); os.posix_fadvise(fd,0,0,os.POSIX_FADV_DONTNEED); t1=time.perf_counter()
c=subprocess.run(['fincore','-b','-n','-o','RES',path],capture_output=True,text=True).stdout.strip()
m=open('/proc/meminfo').read(); wb=[l for l in m.splitlines() if l.startswith('Writeback:')][0]
print(f"{total>>20} MiB in {bs} B writes: fadvise {1e3*(t1-t0):.1f} ms, cached after {int(c)>>20} MiB, {wb}")
os.close(fd); os.unlink(path)
