# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 62.46us + bs/3039.5MB/s (R²=0.9402); deep queue B=2840.5MB/s, k=1.08 (R²=0.9784); measured at qd32: 2784.9MB/s (1506.7..2849.5 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 0.178us per call + 0.3508us per new page + 0.4374us per new folio + 19126MB/s (R²=0.9869, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.07ms, 4M 0.14ms, 16M 0.15ms, 64M 0.16ms, 256M 0.20ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 7289MB/s, best 7419MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 425 MB/s (421..433), predicted 431 MB/s, +1.4%
# note: self-check in cache, warm memory, 4k psync 32M: measured 3521 MB/s (3313..3789), predicted 2796 MB/s, -20.6%  WARNING: past 15%
# note: self-check in cache, warm memory, 1M psync 32M: measured 7432 MB/s (4769..10339), predicted 6711 MB/s, -9.7%
# note: self-check in cache, warm memory, 1M psync 32M: WARNING: the repeats spread 75% of their median (4769..10339 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt, 4k io_uring qd8 128M: measured 609 MB/s (586..687), predicted 444 MB/s, -27.1%  WARNING: past 15%
# note: self-check io-wq punt, forced, 4k io_uring qd8 force_async 128M: measured 780 MB/s (727..790), predicted 486 MB/s, -37.7%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1857 MB/s (1746..1870), predicted 1790 MB/s, -3.6%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2028 MB/s (2023..2121), predicted 2049 MB/s, +1.1%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1780 MB/s (645..1812), predicted 844 MB/s, -52.6%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 66% of their median (645..1812 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2106 MB/s (928..2124), predicted 844 MB/s, -59.9%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 57% of their median (928..2124 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 09:41 UTC, in /tmp/calN, 99 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.6/0.8us, rewrite 64k 3.3/3.5/4.4us, rewrite 1M 61.2/64.8/115.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.6/0.8us, rewrite 64k 3.3/3.5/4.4us, rewrite 1M 61.2/64.8/115.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_time=14.1589us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.178us p=0.3508us f=0.4374us b=19126MB/s; R²=0.9869, residuals (us): 512:+0.0276 1k:+0.0608 2k:+0.0703 4k:-0.167 16k:+0.316 64k:+0.109 256k:-0.956 1M:-4.32 512:-0.0268 4k:+0.00377 64k:-0.342 1M:+7.46
copy_bw=19125691948
# cpu.wakeup: eventfd ping-pong of two threads, each asleep in read() between turns: median of 7 rounds of 5000, 61.70us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.29us, halved
wakeup=30.5602us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2291us (min 2256, max 2323us); spread 451..465MB/s
fault_in_bw=457755923

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calN) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calN (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.178us p=0.3508us f=0.4374us b=19126MB/s; R²=0.9869, residuals (us): 512:+0.0276 1k:+0.0608 2k:+0.0703 4k:-0.167 16k:+0.316 64k:+0.109 256k:-0.956 1M:-4.32 512:-0.0268 4k:+0.00377 64k:-0.342 1M:+7.46
write_call=0us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 69.6us against 63.8us from the rewrite fit; bounded by the 7.9us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=5.60547us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 772 discards, 86ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=111.399us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 6.45us per IO (154925 IOPS), 8 KiB 7.47us, 128 KiB 47.06us, 128 KiB from huge-page buffers 42.16us, against 1.44us for 4 KiB at B: 8 KiB is one segment dearer (per page segment 1.31us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 1.02us)), but the huge-page run is not faster, so the segments cost nothing apart: per-command bound, no per-segment time seen
cmd_service=6.45473us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 90.6us / 3.91 (exponential service-time tail)
latency_jitter=23.1655us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=62.46us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.25us and the mean jitter 23.17us; R²=0.9402, residuals (us): 4k:+2.88 16k:+3.16 64k:-2.38 256k:-20.4 1M:+73.9
write_latency=31.0363us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=2840.5MB/s k=1.08 (LM converged), R²=0.9784, residuals (MB/s): qd1:-102 qd2:+124 qd4:+4.27 qd8:-0.999 qd16:-74 qd32:+37; QD1 slope 3039.5MB/s, R²=0.9402, residuals (us): 4k:+2.88 16k:+3.16 64k:-2.38 256k:-20.4 1M:+73.9
write_bw=2840459677
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 2483MB/s (2370..2518), 2x128M 2404MB/s (2375..2504), 1x512M 2471MB/s (2335..2472), 2x512M 2519MB/s (2400..2526); median 2477MB/s over dev.write_bw 2840MB/s (O_DIRECT rewrites)
fresh_write_factor=0.872043
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 175.1us, minus the model's data write, log write of 8k and fsync CPU (76.9us)
flush_latency=98.1937us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (1.06us, 2.22us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.16us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.178us p=0.3508us f=0.4374us b=19126MB/s; R²=0.9869, residuals (us): 512:+0.0276 1k:+0.0608 2k:+0.0703 4k:-0.167 16k:+0.316 64k:+0.109 256k:-0.956 1M:-4.32 512:-0.0268 4k:+0.00377 64k:-0.342 1M:+7.46
page_init=0.350818us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.101); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.178us p=0.3508us f=0.4374us b=19126MB/s; R²=0.9869, residuals (us): 512:+0.0276 1k:+0.0608 2k:+0.0703 4k:-0.167 16k:+0.316 64k:+0.109 256k:-0.956 1M:-4.32 512:-0.0268 4k:+0.00377 64k:-0.342 1M:+7.46
folio_alloc=0.0252451us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.101); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.178us p=0.3508us f=0.4374us b=19126MB/s; R²=0.9869, residuals (us): 512:+0.0276 1k:+0.0608 2k:+0.0703 4k:-0.167 16k:+0.316 64k:+0.109 256k:-0.956 1M:-4.32 512:-0.0268 4k:+0.00377 64k:-0.342 1M:+7.46
add_folio=0.00807842us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.101); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.178us p=0.3508us f=0.4374us b=19126MB/s; R²=0.9869, residuals (us): 512:+0.0276 1k:+0.0608 2k:+0.0703 4k:-0.167 16k:+0.316 64k:+0.109 256k:-0.956 1M:-4.32 512:-0.0268 4k:+0.00377 64k:-0.342 1M:+7.46
mark_dirty=0.00403921us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.2ms for 16384 folios, 1M writes: 0.9ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.200115us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.2ms for 16384 folios, 1M writes: 0.9ms for 64 folios; folios from the model's folio policy
invalidate_page=0.0544039us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd8 on ext4 (every write punted, hashed: one worker busy): 6.72us per IO (5.96..6.99, median of 3) less the same psync writes' write() 1.16us
punt=5.55988us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd8 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 5.25us per IO (5.18..5.64, median of 3) less the same psync writes' write() 1.16us
unhashed_punt=4.08495us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.125us per IO, spread 0%: fio's own loop, the same for pwrite and pwritev
psync=0.125us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.125us per IO, spread 0%: fio's own loop, the same for pwrite and pwritev
pvsync=0.125us
