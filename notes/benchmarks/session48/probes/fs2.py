import os, sys, time
path, bs, total, mode = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
buf = os.urandom(bs)
if mode == 'rewrite':
    fd = os.open(path, os.O_CREAT|os.O_WRONLY, 0o644)
    for o in range(0, total, bs): os.pwrite(fd, buf, o)
    os.fsync(fd); os.close(fd)
    os.system('echo 1 > /proc/sys/vm/drop_caches')
    fd = os.open(path, os.O_WRONLY)
else:
    fd = os.open(path, os.O_CREAT|os.O_WRONLY|os.O_TRUNC, 0o644)
    if mode == 'falloc': os.posix_fallocate(fd, 0, total)
for o in range(0, total, bs): os.pwrite(fd, buf, o)
t1 = time.perf_counter(); os.fsync(fd); t2 = time.perf_counter()
print(f"{mode} {bs}: fsync {1e3*(t2-t1):.1f} ms {total/(t2-t1)/1e9:.2f} GB/s")
os.close(fd); os.unlink(path)
