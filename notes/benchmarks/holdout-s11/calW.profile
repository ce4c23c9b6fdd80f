# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 59.52us + bs/2801.1MB/s (R²=0.9709); deep queue B=2881.0MB/s, k=1.29 (R²=0.9921); measured at qd32: 2766.7MB/s (1576.3..3987.9 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 0.185us per call + 0.3688us per new page + 0.2054us per new folio + 20036MB/s (R²=0.9905, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.06ms, 4M 0.06ms, 16M 0.11ms, 64M 0.13ms, 256M 0.15ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 7309MB/s, best 7413MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: iowq.wakeup fitted as 0: even so the model predicts io-wq punt at qd4, 4k io_uring qd4 128M at 432 MB/s against the measured 501 MB/s
# note: self-check cold memory, 1M psync 512M: measured 418 MB/s (402..422), predicted 424 MB/s, +1.5%
# note: self-check in cache, warm memory, 4k psync 32M: measured 3982 MB/s (3976..4034), predicted 3355 MB/s, -15.7%  WARNING: past 15%
# note: self-check in cache, warm memory, 1M psync 32M: measured 7470 MB/s (6789..11797), predicted 6711 MB/s, -10.2%
# note: self-check in cache, warm memory, 1M psync 32M: WARNING: the repeats spread 67% of their median (6789..11797 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1790 MB/s (1721..1814), predicted 1617 MB/s, -9.6%
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 501 MB/s (466..505), predicted 432 MB/s, -13.8%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1678 MB/s (1598..1699), predicted 1525 MB/s, -9.1%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 2097 MB/s (1983..2112), predicted 1974 MB/s, -5.9%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2373 MB/s (2363..2447), predicted 2294 MB/s, -3.3%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2013 MB/s (768..2034), predicted 1981 MB/s, -1.6%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 63% of their median (768..2034 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1263 MB/s (974..2356), predicted 2309 MB/s, +82.8%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 109% of their median (974..2356 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 12:15 UTC, in /tmp/calW, 109 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.6/1.0us, rewrite 64k 3.3/3.5/4.3us, rewrite 1M 53.0/55.6/110.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.21 over 9 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.6/1.0us, rewrite 64k 3.3/3.5/4.3us, rewrite 1M 53.0/55.6/110.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.21 over 9 percentiles
interrupt_time=15.8866us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.185us p=0.3688us f=0.2054us b=20036MB/s; R²=0.9905, residuals (us): 512:+0.0329 1k:+0.0602 2k:-0.0142 4k:-0.0853 16k:+0.302 64k:+0.364 256k:-1.16 1M:-6.93 512:-0.037 4k:+0.0378 64k:-0.159 1M:+1.67
copy_bw=20036472720
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 63.92us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.29us, halved
wakeup=31.6723us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2326us (min 2291, max 2424us); spread 433..458MB/s
fault_in_bw=450902686

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calW) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calW (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.185us p=0.3688us f=0.2054us b=20036MB/s; R²=0.9905, residuals (us): 512:+0.0329 1k:+0.0602 2k:-0.0142 4k:-0.0853 16k:+0.302 64k:+0.364 256k:-1.16 1M:-6.93 512:-0.037 4k:+0.0378 64k:-0.159 1M:+1.67
write_call=0us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 59.6us against 61.0us from the rewrite fit; bounded by the 7.6us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.6us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=0us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 768 discards, 73ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=95.0521us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 6.40us per IO (156211 IOPS), 8 KiB 7.76us, 128 KiB 47.38us, 128 KiB from huge-page buffers 32.86us, against 1.42us for 4 KiB at B; 128 KiB from huge pages at QD1 33.91us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 4798.8MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 0.47us, per command 4 KiB - segment - transfer = 5.08us
cmd_service=5.07989us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 6.40us per IO (156211 IOPS), 8 KiB 7.76us, 128 KiB 47.38us, 128 KiB from huge-page buffers 32.86us, against 1.42us for 4 KiB at B; 128 KiB from huge pages at QD1 33.91us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 4798.8MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 0.47us, per command 4 KiB - segment - transfer = 5.08us
segment_service=0.468188us
# dev.serial_transfer: random O_DIRECT writes at qd32 over the written file: 4 KiB 6.40us per IO (156211 IOPS), 8 KiB 7.76us, 128 KiB 47.38us, 128 KiB from huge-page buffers 32.86us, against 1.42us for 4 KiB at B; 128 KiB from huge pages at QD1 33.91us without CPU and jitter, so the deep queue gains nothing: one thread serves each command whole (dev.serial_transfer): transfer rate 124 KiB / (128 KiB huge - 4 KiB) = 4798.8MB/s, per page segment (128 KiB - 128 KiB huge) / 31 = 0.47us, per command 4 KiB - segment - transfer = 5.08us
serial_transfer=1
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 182.3us / 3.91 (exponential service-time tail)
latency_jitter=46.5928us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=59.52us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.88us and the mean jitter 46.59us; R²=0.9709, residuals (us): 4k:+2.15 16k:+1.06 64k:-0.751 256k:-16.7 1M:+53.3
write_latency=6.04413us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2881.0MB/s k=1.29 (LM converged), R²=0.9921, residuals (MB/s): qd1:+55.2 qd2:-2.96 qd4:-83.7 qd8:-9.98 qd16:+55.9 qd32:-2.24; QD1 slope 2801.1MB/s, R²=0.9709, residuals (us): 4k:+2.15 16k:+1.06 64k:-0.751 256k:-16.7 1M:+53.3
write_bw=4798827615
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 2943MB/s (2802..2949), 2x128M 2863MB/s (2850..2951), 1x512M 2834MB/s (2718..2872), 2x512M 2769MB/s (2718..2876); median 2849MB/s over dev.write_bw 4799MB/s (O_DIRECT rewrites)
fresh_write_factor=0.593662
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 244.7us, minus the model's data write, log write of 8k and fsync CPU (25.5us)
flush_latency=219.203us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (0.92us, 2.13us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.212us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.185us p=0.3688us f=0.2054us b=20036MB/s; R²=0.9905, residuals (us): 512:+0.0329 1k:+0.0602 2k:-0.0142 4k:-0.0853 16k:+0.302 64k:+0.364 256k:-1.16 1M:-6.93 512:-0.037 4k:+0.0378 64k:-0.159 1M:+1.67
page_init=0.368835us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.267); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.185us p=0.3688us f=0.2054us b=20036MB/s; R²=0.9905, residuals (us): 512:+0.0329 1k:+0.0602 2k:-0.0142 4k:-0.0853 16k:+0.302 64k:+0.364 256k:-1.16 1M:-6.93 512:-0.037 4k:+0.0378 64k:-0.159 1M:+1.67
folio_alloc=0.0666845us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.267); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.185us p=0.3688us f=0.2054us b=20036MB/s; R²=0.9905, residuals (us): 512:+0.0329 1k:+0.0602 2k:-0.0142 4k:-0.0853 16k:+0.302 64k:+0.364 256k:-1.16 1M:-6.93 512:-0.037 4k:+0.0378 64k:-0.159 1M:+1.67
add_folio=0.021339us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.267); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.185us p=0.3688us f=0.2054us b=20036MB/s; R²=0.9905, residuals (us): 512:+0.0329 1k:+0.0602 2k:-0.0142 4k:-0.0853 16k:+0.302 64k:+0.364 256k:-1.16 1M:-6.93 512:-0.037 4k:+0.0378 64k:-0.159 1M:+1.67
mark_dirty=0.0106695us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.2ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.198987us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.2ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.0572965us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.267); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.185us p=0.3688us f=0.2054us b=20036MB/s; R²=0.9905, residuals (us): 512:+0.0329 1k:+0.0602 2k:-0.0142 4k:-0.0853 16k:+0.302 64k:+0.364 256k:-1.16 1M:-6.93 512:-0.037 4k:+0.0378 64k:-0.159 1M:+1.67
insert=0.0533476us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.267); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.185us p=0.3688us f=0.2054us b=20036MB/s; R²=0.9905, residuals (us): 512:+0.0329 1k:+0.0602 2k:-0.0142 4k:-0.0853 16k:+0.302 64k:+0.364 256k:-1.16 1M:-6.93 512:-0.037 4k:+0.0378 64k:-0.159 1M:+1.67
mark_dirty=0.0533476us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.29us per IO (2.26..2.38, median of 3) less the same psync writes' write() 1.03us; timed by fio's io_uring engine (/usr/bin/fio)
punt=1.26017us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 2.44us per IO (2.41..2.56, median of 3) less the same psync writes' write() 1.03us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.41276us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at qd4 on ext4: 8.18us per IO (8.12..8.79, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=0us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.125us per IO, spread 0%: fio's own loop, the same for pwrite and pwritev
psync=0.1245us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.125us per IO, spread 0%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1245us
