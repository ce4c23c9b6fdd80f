import os, time, random
P='/tmp/inv-probe.dat'; MB=64; n=MB*256; buf=b'w'*4096
def write(fd, rnd):
    idx=list(range(n))
    if rnd: random.shuffle(idx)
    for i in idx: os.pwrite(fd, buf, i*4096)
    os.fsync(fd)
def drop(fd):
    t=time.perf_counter(); os.posix_fadvise(fd,0,0,os.POSIX_FADV_DONTNEED); return (time.perf_counter()-t)*1e3
for rnd in (0,1):
    fd=os.open(P, os.O_CREAT|os.O_RDWR|os.O_TRUNC, 0o600); r=[]
    for k in range(3):
        os.ftruncate(fd,0); write(fd,rnd); r.append(drop(fd))
    os.close(fd); os.unlink(P)
    print('rnd',rnd,'same file ftruncate:', ' '.join('%.1f'%x for x in r), 'ms')
    r=[]
    for k in range(3):
        fd=os.open(P, os.O_CREAT|os.O_RDWR|os.O_TRUNC, 0o600); write(fd,rnd); r.append(drop(fd)); os.close(fd); os.unlink(P)
    print('rnd',rnd,'new file each time:', ' '.join('%.1f'%x for x in r), 'ms')
    r=[]
    for k in range(3):
        fd=os.open(P, os.O_CREAT|os.O_RDWR|os.O_TRUNC, 0o600); write(fd,rnd); os.close(fd); os.sync(); time.sleep(1); fd=os.open(P, os.O_RDONLY); r.append(drop(fd)); os.close(fd); os.unlink(P)
    print('rnd',rnd,'new file, closed, sync, 1 s, reopened:', ' '.join('%.1f'%x for x in r), 'ms')
