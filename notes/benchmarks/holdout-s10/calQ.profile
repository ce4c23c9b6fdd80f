# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 58.84us + bs/2775.0MB/s (R²=0.9588); deep queue B=2950.5MB/s, k=1.15 (R²=0.9362); measured at qd32: 2675.3MB/s (2610.9..4173.5 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 0.174us per call + 0.3564us per new page + 0.7979us per new folio + 19226MB/s (R²=0.9964, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.06ms, 4M 0.06ms, 16M 0.10ms, 64M 0.13ms, 256M 0.15ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 7077MB/s, best 7149MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 420 MB/s (406..512), predicted 425 MB/s, +1.3%
# note: self-check in cache, warm memory, 4k psync 32M: measured 2530 MB/s (2451..2558), predicted 2237 MB/s, -11.6%
# note: self-check in cache, warm memory, 1M psync 32M: measured 7085 MB/s (6640..8493), predicted 6711 MB/s, -5.3%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1814 MB/s (1721..1974), predicted 1637 MB/s, -9.8%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1561 MB/s (1543..1657), predicted 1428 MB/s, -8.5%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1994 MB/s (1989..2027), predicted 1974 MB/s, -1.0%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2388 MB/s (2369..2406), predicted 2314 MB/s, -3.1%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1941 MB/s (715..1979), predicted 1988 MB/s, +2.4%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 65% of their median (715..1979 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2379 MB/s (952..2394), predicted 2314 MB/s, -2.7%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 61% of their median (952..2394 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 10:14 UTC, in /tmp/calQ, 96 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.6/1.1us, rewrite 64k 3.4/3.6/4.4us, rewrite 1M 56.6/58.6/119.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.22 over 9 percentiles
interrupt_gap=22.3342us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.6/1.1us, rewrite 64k 3.4/3.6/4.4us, rewrite 1M 56.6/58.6/119.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.22 over 9 percentiles
interrupt_time=0.563677us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.174us p=0.3564us f=0.7979us b=19226MB/s; R²=0.9964, residuals (us): 512:+0.0125 1k:+0.039 2k:+0.00176 4k:-0.0726 16k:-0.00299 64k:+0.239 256k:-0.949 1M:+1.1 512:-0.0203 4k:+0.033 64k:-0.26 1M:+3.55
copy_bw=19225622889
# cpu.wakeup: eventfd ping-pong of two threads, each asleep in read() between turns: median of 7 rounds of 5000, 1.68us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.30us, halved
wakeup=0.542001us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2319us (min 2315, max 2420us); spread 433..453MB/s
fault_in_bw=452097130

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calQ) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calQ (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.174us p=0.3564us f=0.7979us b=19226MB/s; R²=0.9964, residuals (us): 512:+0.0125 1k:+0.039 2k:+0.00176 4k:-0.0726 16k:-0.00299 64k:+0.239 256k:-0.949 1M:+1.1 512:-0.0203 4k:+0.033 64k:-0.26 1M:+3.55
write_call=0us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 51.5us against 60.3us from the rewrite fit; bounded by the 7.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=0us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 762 discards, 62ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=81.3648us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 6.81us per IO (146832 IOPS), 8 KiB 7.73us, 128 KiB 48.99us, 128 KiB from huge-page buffers 39.66us, against 1.39us for 4 KiB at B: 8 KiB is one segment dearer (per page segment 1.36us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 0.92us)), but the huge-page run is not faster, so the segments cost nothing apart: per-command bound, no per-segment time seen
cmd_service=6.81049us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 92.2us / 3.91 (exponential service-time tail)
latency_jitter=23.5581us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=58.84us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.61us and the mean jitter 23.56us; R²=0.9588, residuals (us): 4k:-1.61 16k:+4.29 64k:+3.21 256k:-19.7 1M:+58
write_latency=26.6763us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=2950.5MB/s k=1.15 (LM converged), R²=0.9362, residuals (MB/s): qd1:+39.8 qd2:-45.2 qd4:-17.9 qd8:-65.2 qd16:+266 qd32:-173; QD1 slope 2775.0MB/s, R²=0.9588, residuals (us): 4k:-1.61 16k:+4.29 64k:+3.21 256k:-19.7 1M:+58
write_bw=2950521479
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 2825MB/s (2817..2909), 2x128M 2928MB/s (2899..2946), 1x512M 2827MB/s (2817..2858), 2x512M 2919MB/s (2663..2963); median 2873MB/s over dev.write_bw 2951MB/s (O_DIRECT rewrites)
fresh_write_factor=0.973842
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 160.8us, minus the model's data write, log write of 8k and fsync CPU (67.9us)
flush_latency=92.9133us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (1.34us, 3.47us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.136us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.174us p=0.3564us f=0.7979us b=19226MB/s; R²=0.9964, residuals (us): 512:+0.0125 1k:+0.039 2k:+0.00176 4k:-0.0726 16k:-0.00299 64k:+0.239 256k:-0.949 1M:+1.1 512:-0.0203 4k:+0.033 64k:-0.26 1M:+3.55
page_init=0.35638us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x1.075); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.174us p=0.3564us f=0.7979us b=19226MB/s; R²=0.9964, residuals (us): 512:+0.0125 1k:+0.039 2k:+0.00176 4k:-0.0726 16k:-0.00299 64k:+0.239 256k:-0.949 1M:+1.1 512:-0.0203 4k:+0.033 64k:-0.26 1M:+3.55
folio_alloc=0.268861us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x1.075); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.174us p=0.3564us f=0.7979us b=19226MB/s; R²=0.9964, residuals (us): 512:+0.0125 1k:+0.039 2k:+0.00176 4k:-0.0726 16k:-0.00299 64k:+0.239 256k:-0.949 1M:+1.1 512:-0.0203 4k:+0.033 64k:-0.26 1M:+3.55
add_folio=0.0860354us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x1.075); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.174us p=0.3564us f=0.7979us b=19226MB/s; R²=0.9964, residuals (us): 512:+0.0125 1k:+0.039 2k:+0.00176 4k:-0.0726 16k:-0.00299 64k:+0.239 256k:-0.949 1M:+1.1 512:-0.0203 4k:+0.033 64k:-0.26 1M:+3.55
mark_dirty=0.0430177us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 5.1ms for 16384 folios, 1M writes: 1.2ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.237053us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 5.1ms for 16384 folios, 1M writes: 1.2ms for 64 folios; folios from the model's folio policy
invalidate_page=0.0735125us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.26us per IO (2.08..2.38, median of 3) less the same psync writes' write() 1.62us; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.6394us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 2.62us per IO (2.47..2.66, median of 3) less the same psync writes' write() 1.62us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.00561us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.128us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
psync=0.128us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.128us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
pvsync=0.128us
