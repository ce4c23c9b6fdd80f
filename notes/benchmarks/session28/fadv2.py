import os, time, random
size=128<<20; bs=4096
buf=os.urandom(bs)
for order in ("seq","rand","seq","rand"):
    p='/var/tmp/s28fadv2'
    try:
        fd=os.open(p, os.O_RDWR|os.O_CREAT, 0o600)
        os.posix_fallocate(fd,0,size)
        offs=list(range(0,size,bs))
        if order=="rand": random.Random(1).shuffle(offs)
        for off in offs: os.pwrite(fd,buf,off)
        t=time.monotonic(); os.posix_fadvise(fd,0,size,os.POSIX_FADV_DONTNEED); t1=time.monotonic()
        print(order, "fadvise of 128 MiB dirty: %.3f s (%.0f MiB/s)"%(t1-t, 128/(t1-t)))
        os.close(fd)
    finally:
        os.unlink(p)
    os.sync(); time.sleep(1)
