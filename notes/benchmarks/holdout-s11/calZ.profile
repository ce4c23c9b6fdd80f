# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 64.48us + bs/3256.3MB/s (R²=0.9900); deep queue B=3056.0MB/s, k=1.42 (R²=0.9264); measured at qd32: 2701.2MB/s (2631.2..3924.9 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 0.192us per call + 0.3554us per new page + 0.2798us per new folio + 19120MB/s (R²=0.9821, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: iowq.scrambled_sector measured as 0: 128 KiB first writes of 128M through io_uring at qd16 on ext4, scramble_buffers=1 24.41us per IO (24.41..25.39) against scramble_buffers=0 25.39us (24.41..29.30), medians of 3, over 256 blocks; timed by fio's io_uring engine (/usr/bin/fio)
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.06ms, 4M 0.10ms, 16M 0.10ms, 64M 0.13ms, 256M 0.15ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 7139MB/s, best 7267MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 404 MB/s (388..409), predicted 414 MB/s, +2.4%
# note: self-check in cache, warm memory, 4k psync 32M: measured 4030 MB/s (3809..4044), predicted 3355 MB/s, -16.7%  WARNING: past 15%
# note: self-check in cache, warm memory, 1M psync 32M: measured 7439 MB/s (7140..11250), predicted 6711 MB/s, -9.8%
# note: self-check in cache, warm memory, 1M psync 32M: WARNING: the repeats spread 55% of their median (7140..11250 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1814 MB/s (1814..1814), predicted 1678 MB/s, -7.5%
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 387 MB/s (286..417), predicted 387 MB/s, +0.0%
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: WARNING: the repeats spread 34% of their median (286..417 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1678 MB/s (1579..1790), predicted 1561 MB/s, -7.0%
# note: self-check scrambled buffers, punted on, 128k io_uring qd16 128M: measured 5369 MB/s (5162..5369), predicted 6391 MB/s, +19.0%  WARNING: past 15%
# note: self-check scrambled buffers, punted off, 128k io_uring qd16 128M: measured 5162 MB/s (4474..5369), predicted 6391 MB/s, +23.8%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1916 MB/s (1878..1920), predicted 1917 MB/s, +0.1%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2286 MB/s (2272..2310), predicted 2237 MB/s, -2.1%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1960 MB/s (1959..2009), predicted 1931 MB/s, -1.4%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2386 MB/s (1742..2404), predicted 2237 MB/s, -6.2%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 13:28 UTC, in /tmp/calZ, 118 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.7/1.1us, rewrite 64k 3.4/3.6/4.8us, rewrite 1M 58.6/60.2/117.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.21 over 9 percentiles
interrupt_gap=28.1171us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.7/1.1us, rewrite 64k 3.4/3.6/4.8us, rewrite 1M 58.6/60.2/117.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.21 over 9 percentiles
interrupt_time=0.796214us
# cpu.syscall: c=0.192us, less than cpu.syscall+throttle.call=0.350us (estimates): c split over them in that ratio (x0.549), fs.write_call 0; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.192us p=0.3554us f=0.2798us b=19120MB/s; R²=0.9821, residuals (us): 512:+0.0331 1k:+0.0907 2k:+0.0959 4k:-0.175 16k:+0.349 64k:+0.221 256k:-1.26 1M:-5.5 512:-0.0412 4k:+0.0146 64k:-0.253 1M:+4.59
syscall=0.16475us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.192us p=0.3554us f=0.2798us b=19120MB/s; R²=0.9821, residuals (us): 512:+0.0331 1k:+0.0907 2k:+0.0959 4k:-0.175 16k:+0.349 64k:+0.221 256k:-1.26 1M:-5.5 512:-0.0412 4k:+0.0146 64k:-0.253 1M:+4.59
copy_bw=19120463761
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 65.06us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.29us, halved
wakeup=32.2393us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=5.73237us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2387us (min 2387, max 2389us); spread 439..439MB/s
fault_in_bw=439296439

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calZ) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calZ (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c=0.192us, less than cpu.syscall+throttle.call=0.350us (estimates): c split over them in that ratio (x0.549), fs.write_call 0; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.192us p=0.3554us f=0.2798us b=19120MB/s; R²=0.9821, residuals (us): 512:+0.0331 1k:+0.0907 2k:+0.0959 4k:-0.175 16k:+0.349 64k:+0.221 256k:-1.26 1M:-5.5 512:-0.0412 4k:+0.0146 64k:-0.253 1M:+4.59
write_call=0us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 59.2us against 65.7us from the rewrite fit; bounded by the 7.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=0us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 785 discards, 58ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=73.8854us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.52us per IO (133030 IOPS), 8 KiB 8.51us, 128 KiB 48.52us, 128 KiB from huge-page buffers 40.50us, against 1.34us for 4 KiB at B: 8 KiB is one segment dearer (per page segment 1.32us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 0.99us)), but the huge-page run is not faster, so the segments cost nothing apart: per-command bound, no per-segment time seen
cmd_service=7.51707us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 176.6us / 3.91 (exponential service-time tail)
latency_jitter=45.1531us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=64.48us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=9.32us and the mean jitter 45.15us; R²=0.9900, residuals (us): 4k:+2.93 16k:-0.629 64k:-1.03 256k:-8.67 1M:+20.8
write_latency=10.0079us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3056.0MB/s k=1.42 (LM converged), R²=0.9264, residuals (MB/s): qd1:+28.9 qd2:+18.4 qd4:-187 qd8:+116 qd16:+252 qd32:-225; QD1 slope 3256.3MB/s, R²=0.9900, residuals (us): 4k:+2.93 16k:-0.629 64k:-1.03 256k:-8.67 1M:+20.8
write_bw=3056003157
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 2677MB/s (2646..2680), 2x128M 2771MB/s (2751..2789), 1x512M 2763MB/s (2763..2863), 2x512M 2925MB/s (2831..2944); median 2767MB/s over dev.write_bw 3056MB/s (O_DIRECT rewrites)
fresh_write_factor=0.905406
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 169.0us, minus the model's data write, log write of 8k and fsync CPU (34.5us)
flush_latency=134.483us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (0.92us, 2.16us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.244us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.192us p=0.3554us f=0.2798us b=19120MB/s; R²=0.9821, residuals (us): 512:+0.0331 1k:+0.0907 2k:+0.0959 4k:-0.175 16k:+0.349 64k:+0.221 256k:-1.26 1M:-5.5 512:-0.0412 4k:+0.0146 64k:-0.253 1M:+4.59
page_init=0.355437us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.363); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.192us p=0.3554us f=0.2798us b=19120MB/s; R²=0.9821, residuals (us): 512:+0.0331 1k:+0.0907 2k:+0.0959 4k:-0.175 16k:+0.349 64k:+0.221 256k:-1.26 1M:-5.5 512:-0.0412 4k:+0.0146 64k:-0.253 1M:+4.59
folio_alloc=0.0908432us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.363); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.192us p=0.3554us f=0.2798us b=19120MB/s; R²=0.9821, residuals (us): 512:+0.0331 1k:+0.0907 2k:+0.0959 4k:-0.175 16k:+0.349 64k:+0.221 256k:-1.26 1M:-5.5 512:-0.0412 4k:+0.0146 64k:-0.253 1M:+4.59
add_folio=0.0290698us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.363); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.192us p=0.3554us f=0.2798us b=19120MB/s; R²=0.9821, residuals (us): 512:+0.0331 1k:+0.0907 2k:+0.0959 4k:-0.175 16k:+0.349 64k:+0.221 256k:-1.26 1M:-5.5 512:-0.0412 4k:+0.0146 64k:-0.253 1M:+4.59
mark_dirty=0.0145349us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.4ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.204326us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.4ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.0617521us

[throttle]
# throttle.call: c=0.192us, less than cpu.syscall+throttle.call=0.350us (estimates): c split over them in that ratio (x0.549), fs.write_call 0; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.192us p=0.3554us f=0.2798us b=19120MB/s; R²=0.9821, residuals (us): 512:+0.0331 1k:+0.0907 2k:+0.0959 4k:-0.175 16k:+0.349 64k:+0.221 256k:-1.26 1M:-5.5 512:-0.0412 4k:+0.0146 64k:-0.253 1M:+4.59
call=0.0274584us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.363); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.192us p=0.3554us f=0.2798us b=19120MB/s; R²=0.9821, residuals (us): 512:+0.0331 1k:+0.0907 2k:+0.0959 4k:-0.175 16k:+0.349 64k:+0.221 256k:-1.26 1M:-5.5 512:-0.0412 4k:+0.0146 64k:-0.253 1M:+4.59
insert=0.0726746us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.363); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.192us p=0.3554us f=0.2798us b=19120MB/s; R²=0.9821, residuals (us): 512:+0.0331 1k:+0.0907 2k:+0.0959 4k:-0.175 16k:+0.349 64k:+0.221 256k:-1.26 1M:-5.5 512:-0.0412 4k:+0.0146 64k:-0.253 1M:+4.59
mark_dirty=0.0726746us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.26us per IO (2.26..2.26, median of 3) less the same psync writes' write() 1.02us; timed by fio's io_uring engine (/usr/bin/fio)
punt=1.24188us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 2.44us per IO (2.29..2.59, median of 3) less the same psync writes' write() 1.02us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.42499us
# iowq.scrambled_sector: 128 KiB first writes of 128M through io_uring at qd16 on ext4, scramble_buffers=1 24.41us per IO (24.41..25.39) against scramble_buffers=0 25.39us (24.41..29.30), medians of 3, over 256 blocks; timed by fio's io_uring engine (/usr/bin/fio)
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at qd4 on ext4: 10.59us per IO (9.83..14.31, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=4.11987us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.126us per IO, spread 0%: fio's own loop, the same for pwrite and pwritev
psync=0.1265us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.126us per IO, spread 0%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1265us
