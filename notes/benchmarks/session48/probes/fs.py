import os, sys, time, random, resource
def busy():
    f = open('/proc/stat').readline().split()[1:]
    v = list(map(int, f)); idle = v[3] + v[4]
    return sum(v) - idle, sum(v)
path, bs, total, order = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
fd = os.open(path, os.O_CREAT|os.O_WRONLY|os.O_TRUNC, 0o644)
if len(sys.argv) > 5 and sys.argv[5] == 'falloc':
    os.posix_fallocate(fd, 0, total)
buf = os.urandom(bs)
offs = list(range(0, total, bs))
if order == 'rand': random.seed(1); random.shuffle(offs)
t0 = time.perf_counter()
for o in offs: os.pwrite(fd, buf, o)
t1 = time.perf_counter()
r0 = resource.getrusage(resource.RUSAGE_SELF); b0 = busy()
os.fsync(fd)
t2 = time.perf_counter()
r1 = resource.getrusage(resource.RUSAGE_SELF); b1 = busy()
hz = os.sysconf('SC_CLK_TCK')
print(f"{bs} {order} write {1e3*(t1-t0):.1f} ms fsync {1e3*(t2-t1):.1f} ms  {total/(t2-t1)/1e9:.2f} GB/s; fsync thread sys {1e3*(r1.ru_stime-r0.ru_stime):.1f} ms, machine busy {1e3*(b1[0]-b0[0])/hz:.0f} of {1e3*(b1[1]-b0[1])/hz:.0f} cpu-ms")
os.close(fd); os.unlink(path)
