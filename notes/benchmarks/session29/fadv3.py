# The rerun's open writeback (posix_fadvise DONTNEED over dirty pages) of 4 KiB
# pages dirtied in file order against random order, with the block layer's view:
# write requests, sectors per request, device ticks (/sys/block/vda/stat).
import os, time, random, sys
size = int(sys.argv[1]) << 20 if len(sys.argv) > 1 else 256 << 20
bs = 4096
buf = os.urandom(bs)
def stat():
    f = open('/sys/block/vda/stat').read().split()
    return int(f[4]), int(f[6]), int(f[7])  # write ios, write sectors, write ticks ms
for rnd in range(3):
    for order in ("seq", "rand"):
        p = '/var/tmp/s29fadv3'
        try:
            fd = os.open(p, os.O_RDWR | os.O_CREAT, 0o600)
            os.posix_fallocate(fd, 0, size)
            os.fsync(fd)
            offs = list(range(0, size, bs))
            if order == "rand": random.Random(rnd).shuffle(offs)
            for off in offs: os.pwrite(fd, buf, off)
            a = stat(); t = time.monotonic()
            os.posix_fadvise(fd, 0, size, os.POSIX_FADV_DONTNEED)
            t1 = time.monotonic(); b = stat()
            ios, sec, ticks = b[0]-a[0], b[1]-a[1], b[2]-a[2]
            print("%s %-4s %d MiB: %.3f s (%.0f MiB/s), %d write requests, %.0f KiB each, %d ms device ticks" %
                  (rnd, order, size >> 20, t1-t, (size >> 20)/(t1-t), ios, sec/2/max(ios, 1), ticks), flush=True)
            os.close(fd)
        finally:
            os.unlink(p)
        os.sync(); time.sleep(1)
