# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 34.73us + bs/787.0MB/s (R²=0.9949); deep queue B=617.3MB/s, k=0.13 (R²=0.0871); measured at qd32: 594.4MB/s
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.153us per call + 0.6697us per new page + 2.6147us per new folio + 21661MB/s (R²=0.9882, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: memcpy of 128M buffers: median 5605MB/s, best 5834MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 550 MB/s (494..1293), predicted 552 MB/s, +0.3%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 145% of their median (494..1293 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 947 MB/s (861..1110), predicted 860 MB/s, -9.1%
# note: self-check in cache, warm memory, 1M psync 32M: measured 4811 MB/s (4737..4869), predicted 4793 MB/s, -0.4%
# note: self-check io-wq punt, 4k io_uring qd8 force_async 128M: measured 574 MB/s (560..685), predicted 539 MB/s, -6.1%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 470 MB/s (470..487), predicted 463 MB/s, -1.6%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 481 MB/s (480..494), predicted 488 MB/s, +1.6%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 493 MB/s (455..656), predicted 464 MB/s, -5.8%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 41% of their median (455..656 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 476 MB/s (460..504), predicted 507 MB/s, +6.7%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 01:57 UTC, in /tmp/calS, 162 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.5/1.8/3.3us, rewrite 64k 3.7/4.6/7.6us, rewrite 1M 49.9/64.8/96.8us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=99.7631us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.5/1.8/3.3us, rewrite 64k 3.7/4.6/7.6us, rewrite 1M 49.9/64.8/96.8us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=3.99052us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.153us p=0.6697us f=2.6147us b=21661MB/s; R²=0.9882, residuals (us): 512:+0.211 1k:+0.228 2k:+0.133 4k:-0.45 16k:-0.0846 64k:+1.14 256k:-0.655 1M:-5.83 512:-0.139 4k:+0.065 64k:-0.322 1M:+3.36
copy_bw=21661243018
# cpu.wakeup: eventfd ping-pong of two threads, each asleep in read() between turns: median of 7 rounds of 5000, 16.45us per round trip (two wake-ups) less two non-sleeping write+read pairs of 1.07us, halved
wakeup=7.15349us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1676us (min 27, max 1795us); spread 584..39385MB/s
fault_in_bw=625534514

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calS) f_type 0xEF53 (ext4)
type=ext4
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.153us p=0.6697us f=2.6147us b=21661MB/s; R²=0.9882, residuals (us): 512:+0.211 1k:+0.228 2k:+0.133 4k:-0.45 16k:-0.0846 64k:+1.14 256k:-0.655 1M:-5.83 512:-0.139 4k:+0.065 64k:-0.322 1M:+3.36
write_call=0.802638us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 55.6us against 39.9us from the rewrite fit; bounded by the 21.9us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=15.6587us

[dev]
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 13.20us per IO (75780 IOPS), 8 KiB 19.89us, 128 KiB 220.51us, 128 KiB from huge-page buffers 37.29us, against 6.63us for 4 KiB at B: per command 6.51us, per page segment 6.69us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 6.69us), transfer rate 3515.3MB/s from the huge-page run; the QD1 slope 787.0MB/s, i.e. 5.20us per page against 7.85us modelled
cmd_service=6.50846us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 13.20us per IO (75780 IOPS), 8 KiB 19.89us, 128 KiB 220.51us, 128 KiB from huge-page buffers 37.29us, against 6.63us for 4 KiB at B: per command 6.51us, per page segment 6.69us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 6.69us), transfer rate 3515.3MB/s from the huge-page run; the QD1 slope 787.0MB/s, i.e. 5.20us per page against 7.85us modelled
segment_service=6.68768us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 38.4us / 3.91 (exponential service-time tail)
latency_jitter=9.81589us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=34.73us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.31us and the mean jitter 9.82us; R²=0.9949, residuals (us): 4k:+2.01 16k:-1.79 64k:-7.52 256k:+9.89 1M:+53.3
write_latency=16.6087us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=617.3MB/s k=0.13 (LM converged), R²=0.0871, residuals (MB/s): qd1:+5.43 qd2:+20 qd4:-117 qd8:+136 qd16:-23.5 qd32:-20.5; QD1 slope 787.0MB/s, R²=0.9949, residuals (us): 4k:+2.01 16k:-1.79 64k:-7.52 256k:+9.89 1M:+53.3
write_bw=3515265727
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.70ms, 4M 5.87ms, 16M 19.53ms, 64M 76.02ms, 256M 316.67ms; t = 508.3us + N / 858.3MB/s (R²=0.9972); sequential writes from huge pages: 256M at 2247MB/s, 2048M at 2254MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=858340218
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.70ms, 4M 5.87ms, 16M 19.53ms, 64M 76.02ms, 256M 316.67ms; t = 508.3us + N / 858.3MB/s (R²=0.9972); sequential writes from huge pages: 256M at 2247MB/s, 2048M at 2254MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 2306MB/s, rewritten 2254MB/s: -10.608us more per MiB fresh, against 298.3us per MiB at dev.write_bw
fresh_write_factor=1
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 527MB/s (525..551), 2x128M 513MB/s (511..524), 1x512M 568MB/s (515..758), 2x512M 507MB/s (488..539); median 520MB/s, less the fresh transfer and the commands' serial time (3420MB/s), leaves 613MB/s for the drain of fresh blocks, against dev.cache_drain_bw 858MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 1511ms into a fresh file, 2481ms rewritten
fresh_drain_factor=0.714591
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 276.5us, minus the model's data write, log write of 8k and fsync CPU (47.0us)
flush_latency=229.467us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (4.05us, 8.90us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=4.848us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.153us p=0.6697us f=2.6147us b=21661MB/s; R²=0.9882, residuals (us): 512:+0.211 1k:+0.228 2k:+0.133 4k:-0.45 16k:-0.0846 64k:+1.14 256k:-0.655 1M:-5.83 512:-0.139 4k:+0.065 64k:-0.322 1M:+3.36
page_init=0.669731us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x5.986); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.153us p=0.6697us f=2.6147us b=21661MB/s; R²=0.9882, residuals (us): 512:+0.211 1k:+0.228 2k:+0.133 4k:-0.45 16k:-0.0846 64k:+1.14 256k:-0.655 1M:-5.83 512:-0.139 4k:+0.065 64k:-0.322 1M:+3.36
folio_alloc=1.49645us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x5.986); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.153us p=0.6697us f=2.6147us b=21661MB/s; R²=0.9882, residuals (us): 512:+0.211 1k:+0.228 2k:+0.133 4k:-0.45 16k:-0.0846 64k:+1.14 256k:-0.655 1M:-5.83 512:-0.139 4k:+0.065 64k:-0.322 1M:+3.36
add_folio=0.478863us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x5.986); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.153us p=0.6697us f=2.6147us b=21661MB/s; R²=0.9882, residuals (us): 512:+0.211 1k:+0.228 2k:+0.133 4k:-0.45 16k:-0.0846 64k:+1.14 256k:-0.655 1M:-5.83 512:-0.139 4k:+0.065 64k:-0.322 1M:+3.36
mark_dirty=0.239431us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 18.7ms for 16384 folios, 1M writes: 4.5ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.871135us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 18.7ms for 16384 folios, 1M writes: 4.5ms for 64 folios; folios from the model's folio policy
invalidate_page=0.272481us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd8 with IOSQE_ASYNC (every write punted, one hashed worker busy): 7.14us per IO (5.98..7.32, median of 3) less the same psync writes' write() 4.33us
punt=2.8098us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.465us per IO, spread 34%: fio's own loop, the same for pwrite and pwritev
psync=0.465us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.465us per IO, spread 34%: fio's own loop, the same for pwrite and pwritev
pvsync=0.465us
