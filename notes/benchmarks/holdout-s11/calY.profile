# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 60.49us + bs/3406.0MB/s (R²=0.9980); deep queue B=3327.6MB/s, k=1.69 (R²=0.9759); measured at qd32: 3229.4MB/s (2759.5..3526.6 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 0.168us per call + 0.3528us per new page + 0.5361us per new folio + 18673MB/s (R²=0.9926, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.06ms, 4M 0.10ms, 16M 0.10ms, 64M 0.12ms, 256M 0.14ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 7200MB/s, best 7323MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 409 MB/s (407..422), predicted 414 MB/s, +1.2%
# note: self-check in cache, warm memory, 4k psync 32M: measured 3105 MB/s (2940..3183), predicted 2796 MB/s, -10.0%
# note: self-check in cache, warm memory, 1M psync 32M: measured 6975 MB/s (6745..9759), predicted 6711 MB/s, -3.8%
# note: self-check in cache, warm memory, 1M psync 32M: WARNING: the repeats spread 43% of their median (6745..9759 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1766 MB/s (1766..1864), predicted 1678 MB/s, -5.0%
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 354 MB/s (326..376), predicted 353 MB/s, -0.3%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1598 MB/s (1579..1637), predicted 1525 MB/s, -4.5%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1788 MB/s (1779..1797), predicted 1839 MB/s, +2.8%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2048 MB/s (2006..2089), predicted 2130 MB/s, +4.0%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1952 MB/s (1947..1993), predicted 1858 MB/s, -4.8%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2304 MB/s (1456..2327), predicted 2139 MB/s, -7.2%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 38% of their median (1456..2327 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 12:58 UTC, in /tmp/calY, 116 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.6/1.1us, rewrite 64k 3.4/3.6/4.3us, rewrite 1M 61.7/63.7/119.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.20 over 9 percentiles
interrupt_gap=15.8114us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.6/1.1us, rewrite 64k 3.4/3.6/4.3us, rewrite 1M 61.7/63.7/119.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.20 over 9 percentiles
interrupt_time=0.447744us
# cpu.syscall: c=0.168us, less than cpu.syscall+throttle.call=0.350us (estimates): c split over them in that ratio (x0.481), fs.write_call 0; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.168us p=0.3528us f=0.5361us b=18673MB/s; R²=0.9926, residuals (us): 512:+0.021 1k:+0.0437 2k:+0.0304 4k:-0.107 16k:+0.0435 64k:+0.226 256k:-1.61 1M:+2.99 512:-0.0231 4k:+0.021 64k:-0.358 1M:+6.82
syscall=0.144221us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.168us p=0.3528us f=0.5361us b=18673MB/s; R²=0.9926, residuals (us): 512:+0.021 1k:+0.0437 2k:+0.0304 4k:-0.107 16k:+0.0435 64k:+0.226 256k:-1.61 1M:+2.99 512:-0.0231 4k:+0.021 64k:-0.358 1M:+6.82
copy_bw=18672883161
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 63.08us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.29us, halved
wakeup=31.2453us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=4.53074us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2387us (min 2291, max 2389us); spread 439..458MB/s
fault_in_bw=439296439

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calY) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calY (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c=0.168us, less than cpu.syscall+throttle.call=0.350us (estimates): c split over them in that ratio (x0.481), fs.write_call 0; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.168us p=0.3528us f=0.5361us b=18673MB/s; R²=0.9926, residuals (us): 512:+0.021 1k:+0.0437 2k:+0.0304 4k:-0.107 16k:+0.0435 64k:+0.226 256k:-1.61 1M:+2.99 512:-0.0231 4k:+0.021 64k:-0.358 1M:+6.82
write_call=0us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 60.5us against 61.7us from the rewrite fit; bounded by the 7.5us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.3us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=0us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 772 discards, 60ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=77.7202us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.24us per IO (138171 IOPS), 8 KiB 8.23us, 128 KiB 40.59us, 128 KiB from huge-page buffers 40.54us, against 1.23us for 4 KiB at B: 8 KiB is one segment dearer (per page segment 1.08us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 0.99us)), but the huge-page run is not faster, so the segments cost nothing apart: per-command bound, no per-segment time seen
cmd_service=7.2374us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 190.5us / 3.91 (exponential service-time tail)
latency_jitter=48.6868us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=60.49us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=9.04us and the mean jitter 48.69us; R²=0.9980, residuals (us): 4k:+0.929 16k:+0.458 64k:-2.74 256k:+2.44 1M:-0.658
write_latency=2.76856us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3327.6MB/s k=1.69 (LM converged), R²=0.9759, residuals (MB/s): qd1:+88.2 qd2:+70.2 qd4:-131 qd8:-149 qd16:+87.8 qd32:+68.7; QD1 slope 3406.0MB/s, R²=0.9980, residuals (us): 4k:+0.929 16k:+0.458 64k:-2.74 256k:+2.44 1M:-0.658
write_bw=3327641605
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 2447MB/s (2433..2448), 2x128M 2430MB/s (2363..2488), 1x512M 2785MB/s (2752..2840), 2x512M 2801MB/s (2729..2819); median 2616MB/s over dev.write_bw 3328MB/s (O_DIRECT rewrites)
fresh_write_factor=0.786132
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 158.7us, minus the model's data write, log write of 8k and fsync CPU (19.9us)
flush_latency=138.855us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (1.21us, 2.58us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.368us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.168us p=0.3528us f=0.5361us b=18673MB/s; R²=0.9926, residuals (us): 512:+0.021 1k:+0.0437 2k:+0.0304 4k:-0.107 16k:+0.0435 64k:+0.226 256k:-1.61 1M:+2.99 512:-0.0231 4k:+0.021 64k:-0.358 1M:+6.82
page_init=0.352819us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.696); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.168us p=0.3528us f=0.5361us b=18673MB/s; R²=0.9926, residuals (us): 512:+0.021 1k:+0.0437 2k:+0.0304 4k:-0.107 16k:+0.0435 64k:+0.226 256k:-1.61 1M:+2.99 512:-0.0231 4k:+0.021 64k:-0.358 1M:+6.82
folio_alloc=0.174061us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.696); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.168us p=0.3528us f=0.5361us b=18673MB/s; R²=0.9926, residuals (us): 512:+0.021 1k:+0.0437 2k:+0.0304 4k:-0.107 16k:+0.0435 64k:+0.226 256k:-1.61 1M:+2.99 512:-0.0231 4k:+0.021 64k:-0.358 1M:+6.82
add_folio=0.0556995us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.696); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.168us p=0.3528us f=0.5361us b=18673MB/s; R²=0.9926, residuals (us): 512:+0.021 1k:+0.0437 2k:+0.0304 4k:-0.107 16k:+0.0435 64k:+0.226 256k:-1.61 1M:+2.99 512:-0.0231 4k:+0.021 64k:-0.358 1M:+6.82
mark_dirty=0.0278498us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.5ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.218755us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.5ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.0582632us

[throttle]
# throttle.call: c=0.168us, less than cpu.syscall+throttle.call=0.350us (estimates): c split over them in that ratio (x0.481), fs.write_call 0; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.168us p=0.3528us f=0.5361us b=18673MB/s; R²=0.9926, residuals (us): 512:+0.021 1k:+0.0437 2k:+0.0304 4k:-0.107 16k:+0.0435 64k:+0.226 256k:-1.61 1M:+2.99 512:-0.0231 4k:+0.021 64k:-0.358 1M:+6.82
call=0.0240368us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.696); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.168us p=0.3528us f=0.5361us b=18673MB/s; R²=0.9926, residuals (us): 512:+0.021 1k:+0.0437 2k:+0.0304 4k:-0.107 16k:+0.0435 64k:+0.226 256k:-1.61 1M:+2.99 512:-0.0231 4k:+0.021 64k:-0.358 1M:+6.82
insert=0.139249us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.696); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.168us p=0.3528us f=0.5361us b=18673MB/s; R²=0.9926, residuals (us): 512:+0.021 1k:+0.0437 2k:+0.0304 4k:-0.107 16k:+0.0435 64k:+0.226 256k:-1.61 1M:+2.99 512:-0.0231 4k:+0.021 64k:-0.358 1M:+6.82
mark_dirty=0.139249us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.32us per IO (2.20..2.32, median of 3) less the same psync writes' write() 1.32us; timed by fio's io_uring engine (/usr/bin/fio)
punt=1.00024us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 2.56us per IO (2.50..2.59, median of 3) less the same psync writes' write() 1.32us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.24438us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at qd4 on ext4: 11.57us per IO (10.89..12.57, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=9.06372us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.126us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
psync=0.126us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.126us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
pvsync=0.126us
