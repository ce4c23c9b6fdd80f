# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 32.04us + bs/2483.8MB/s (R²=0.9991); deep queue B=2456.1MB/s, k=0.71 (R²=0.8961); measured at qd32: 2604.6MB/s (2007.2..2657.2 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 0.508us per call + 0.5758us per new page + 0.7055us per new folio + 12868MB/s (R²=0.9758, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: cpu.smp_efficiency measured 0.96 (fio's null engine, 2 jobs at once against one: 0.476 / 0.248 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.05ms, 4M 0.07ms, 16M 0.12ms, 64M 0.13ms, 256M 0.11ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 8646MB/s, best 8807MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1487 MB/s after the memory phase, 1679 MB/s at the end, +13%
# note: iowq.wakeup fitted as 0: even so the model predicts io-wq punt at qd4, 4k io_uring qd4 128M at 1188 MB/s against the measured 1342 MB/s
# note: self-check cold memory, 1M psync 512M: measured 1933 MB/s (1870..2081), predicted 3068 MB/s, +58.7%  WARNING: past 15%
# note: self-check in cache, warm memory, 4k psync 32M: measured 2043 MB/s (1968..2065), predicted 1864 MB/s, -8.8%
# note: self-check in cache, warm memory, 1M psync 32M: measured 4460 MB/s (4296..5168), predicted 4793 MB/s, +7.5%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1398 MB/s (1384..1790), predicted 1188 MB/s, -15.0%  WARNING: past 15%
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 1342 MB/s (1303..1384), predicted 1188 MB/s, -11.5%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1459 MB/s (1398..1657), predicted 1231 MB/s, -15.6%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8: measured 4037 MB/s (3977..4437), predicted 3509 MB/s, -13.1%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 4437 MB/s (4227..4668), predicted 3509 MB/s, -20.9%  WARNING: past 15%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 1017 MB/s (966..1459), predicted 994 MB/s, -2.2%
# note: self-check libaio engine, 4k libaio qd8 128M: WARNING: the repeats spread 49% of their median (966..1459 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1272 MB/s (1130..1301), predicted 1231 MB/s, -3.2%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1594 MB/s (1459..1596), predicted 1435 MB/s, -9.9%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1327 MB/s (1233..1382), predicted 1237 MB/s, -6.8%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1533 MB/s (1479..1911), predicted 1435 MB/s, -6.4%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-03 17:47 UTC, in /tmp/calZ, 120 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.0/1.4/2.2us, rewrite 64k 5.0/5.5/9.9us, rewrite 1M 91.6/102.9/125.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.12 over 9 percentiles
interrupt_gap=62.9463us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.0/1.4/2.2us, rewrite 64k 5.0/5.5/9.9us, rewrite 1M 91.6/102.9/125.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.12 over 9 percentiles
interrupt_time=2.51785us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.508us p=0.5758us f=0.7055us b=12868MB/s; R²=0.9758, residuals (us): 512:-0.0696 1k:+0.087 2k:+0.52 4k:-0.253 16k:-0.219 64k:+1.28 256k:-2.94 1M:+4.84 512:-0.0274 4k:+0.0708 64k:-0.615 1M:+10.6
copy_bw=12868135185
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 15.41us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.67us, halved
wakeup=7.0305us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.533454us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 111us (min 57, max 127us), against 293us per warm write; fitted from the median stall
fault_in_bw=9481481481

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calZ) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calZ (/) has the discard option (rw,relatime,rw,discard,no_prefetch_block_bitmaps,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.508us p=0.5758us f=0.7055us b=12868MB/s; R²=0.9758, residuals (us): 512:-0.0696 1k:+0.087 2k:+0.52 4k:-0.253 16k:-0.219 64k:+1.28 256k:-2.94 1M:+4.84 512:-0.0274 4k:+0.0708 64k:-0.615 1M:+10.6
write_call=0.158165us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 42.9us against 33.7us from the rewrite fit; bounded by the 14.2us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.6us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=8.65831us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 1356 discards, 106ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=78.1711us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 16.79us per IO (59549 IOPS), 8 KiB 16.09us, 128 KiB 50.32us, 128 KiB from huge-page buffers 49.47us, against 1.67us for 4 KiB at B: per-command bound, no per-segment time seen
cmd_service=16.7928us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 39.2us / 3.91 (exponential service-time tail)
latency_jitter=10.0122us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=32.04us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=18.59us and the mean jitter 10.01us; R²=0.9991, residuals (us): 4k:-0.425 16k:+1.1 64k:-0.966 256k:-0.673 1M:+3.76
write_latency=3.4341us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=2456.1MB/s k=0.71 (LM converged), R²=0.8961, residuals (MB/s): qd1:-6.97 qd2:+77.2 qd4:-55 qd8:-51.1 qd16:-164 qd32:+202; QD1 slope 2483.8MB/s, R²=0.9991, residuals (us): 4k:-0.425 16k:+1.1 64k:-0.966 256k:-0.673 1M:+3.76
write_bw=2456133196
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1670MB/s (1650..1681), 2x128M 1885MB/s (1710..1886), 1x512M 1749MB/s (1658..1873), 2x512M 1862MB/s (1834..2334); median 1805MB/s over dev.write_bw 2456MB/s (O_DIRECT rewrites)
fresh_write_factor=0.735056
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 108.0us, minus the model's data write, log write of 8k and fsync CPU (22.8us)
flush_latency=85.2597us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (1.80us, 4.08us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.28us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.508us p=0.5758us f=0.7055us b=12868MB/s; R²=0.9758, residuals (us): 512:-0.0696 1k:+0.087 2k:+0.52 4k:-0.253 16k:-0.219 64k:+1.28 256k:-2.94 1M:+4.84 512:-0.0274 4k:+0.0708 64k:-0.615 1M:+10.6
page_init=0.575814us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.916); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.508us p=0.5758us f=0.7055us b=12868MB/s; R²=0.9758, residuals (us): 512:-0.0696 1k:+0.087 2k:+0.52 4k:-0.253 16k:-0.219 64k:+1.28 256k:-2.94 1M:+4.84 512:-0.0274 4k:+0.0708 64k:-0.615 1M:+10.6
folio_alloc=0.229073us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.916); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.508us p=0.5758us f=0.7055us b=12868MB/s; R²=0.9758, residuals (us): 512:-0.0696 1k:+0.087 2k:+0.52 4k:-0.253 16k:-0.219 64k:+1.28 256k:-2.94 1M:+4.84 512:-0.0274 4k:+0.0708 64k:-0.615 1M:+10.6
add_folio=0.0733034us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.916); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.508us p=0.5758us f=0.7055us b=12868MB/s; R²=0.9758, residuals (us): 512:-0.0696 1k:+0.087 2k:+0.52 4k:-0.253 16k:-0.219 64k:+1.28 256k:-2.94 1M:+4.84 512:-0.0274 4k:+0.0708 64k:-0.615 1M:+10.6
mark_dirty=0.0366517us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 13.7ms for 16384 folios, 1M writes: 2.8ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.669981us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 13.7ms for 16384 folios, 1M writes: 2.8ms for 64 folios; folios from the model's folio policy
invalidate_page=0.167815us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.916); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.508us p=0.5758us f=0.7055us b=12868MB/s; R²=0.9758, residuals (us): 512:-0.0696 1k:+0.087 2k:+0.52 4k:-0.253 16k:-0.219 64k:+1.28 256k:-2.94 1M:+4.84 512:-0.0274 4k:+0.0708 64k:-0.615 1M:+10.6
insert=0.183258us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x0.916); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.508us p=0.5758us f=0.7055us b=12868MB/s; R²=0.9758, residuals (us): 512:-0.0696 1k:+0.087 2k:+0.52 4k:-0.253 16k:-0.219 64k:+1.28 256k:-2.94 1M:+4.84 512:-0.0274 4k:+0.0708 64k:-0.615 1M:+10.6
mark_dirty=0.183258us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.93us per IO (2.29..2.96, median of 3) less the same psync writes' write() 2.00us; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.925048us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 2.81us per IO (2.47..2.93, median of 3) less the same psync writes' write() 2.00us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.802977us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 96.7us (93.8..106.4), io_uring qd8 on ext4 129.9us (118.2..131.8) with scramble_buffers=0 and 118.2us (112.3..124.0) with it on; iowq.punt 0.93us
remote_copy_bw=16242851038
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 96.7us (93.8..106.4), io_uring qd8 on ext4 129.9us (118.2..131.8) with scramble_buffers=0 and 118.2us (112.3..124.0) with it on; iowq.punt 0.93us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at qd4 on ext4: 3.05us per IO (2.96..3.14, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed; out of reach, so fitted as 0: even so the model predicts io-wq punt at qd4, 4k io_uring qd4 128M at 1188 MB/s against the measured 1342 MB/s
wakeup=0us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.476us per IO, spread 49%: fio's own loop, the same for pwrite and pwritev
psync=0.4755us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.476us per IO, spread 49%: fio's own loop, the same for pwrite and pwritev
pvsync=0.4755us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.03us (2.81..4.24) against psync 2.66us (2.17..3.42) per IO, plus engine.psync 0.476us, split half to submit, half to complete
libaio_submit=0.924396us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.03us (2.81..4.24) against psync 2.66us (2.17..3.42) per IO, plus engine.psync 0.476us, split half to submit, half to complete
libaio_complete=0.924396us
