import os, time, sys
p='/var/tmp/s28fadv'; size=512<<20; bs=1<<20
buf=os.urandom(bs)
try:
    fd=os.open(p, os.O_RDWR|os.O_CREAT, 0o600)
    os.posix_fallocate(fd,0,size)
    for off in range(0,size,bs): os.pwrite(fd,buf,off)
    os.close(fd)
    def dirty(): return int([l for l in open('/proc/meminfo') if l.startswith('Dirty:')][0].split()[1])//1024
    def wb(): return int([l for l in open('/proc/meminfo') if l.startswith('Writeback:')][0].split()[1])//1024
    fd=os.open(p, os.O_RDWR)
    print('dirty before', dirty())
    t=time.monotonic(); os.posix_fadvise(fd,0,size,os.POSIX_FADV_DONTNEED); t1=time.monotonic()
    print('fadvise %.3f s, dirty %d wb %d'%(t1-t, dirty(), wb()))
    t=time.monotonic()
    for off in range(0,size,bs): os.pwrite(fd,buf,off)
    t2=time.monotonic()
    print('rewrite %.3f s (%.0f MiB/s), dirty %d wb %d'%(t2-t, 512/(t2-t), dirty(), wb()))
    os.close(fd)
finally:
    os.unlink(p)
