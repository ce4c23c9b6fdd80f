# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 63.05us + bs/554.4MB/s (R²=0.9836); deep queue B=536.9MB/s, k=0.26 (R²=0.4458); measured at qd32: 465.7MB/s
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.745us per call + 0.9696us per new page + 1.5660us per new folio + 14936MB/s (R²=0.9798, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: memcpy of 128M buffers: median 3874MB/s, best 4932MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 664 MB/s (479..697), predicted 471 MB/s, -29.1%  WARNING: past 15%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 33% of their median (479..697 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 964 MB/s (762..1011), predicted 860 MB/s, -10.8%
# note: self-check in cache, warm memory, 1M psync 32M: measured 3482 MB/s (2739..3493), predicted 3355 MB/s, -3.6%
# note: self-check io-wq punt, 4k io_uring qd8 force_async 128M: measured 402 MB/s (380..447), predicted 385 MB/s, -4.4%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 447 MB/s (421..473), predicted 268 MB/s, -39.9%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 451 MB/s (428..505), predicted 280 MB/s, -37.9%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 454 MB/s (438..489), predicted 269 MB/s, -40.7%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 424 MB/s (404..469), predicted 327 MB/s, -22.8%  WARNING: past 15%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 04:49 UTC, in /tmp/calD, 123 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.3/3.0/5.3us, rewrite 64k 6.2/8.5/25.0us, rewrite 1M 63.2/81.4/146.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.13 over 9 percentiles
interrupt_gap=199.054us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.3/3.0/5.3us, rewrite 64k 6.2/8.5/25.0us, rewrite 1M 63.2/81.4/146.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.13 over 9 percentiles
interrupt_time=15.8866us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.745us p=0.9696us f=1.5660us b=14936MB/s; R²=0.9798, residuals (us): 512:-0.193 1k:+0.0318 2k:+0.588 4k:-0.457 16k:+0.662 64k:+1.27 256k:+0.287 1M:-20.7 512:-0.172 4k:+0.407 64k:+0.655 1M:-4.77
copy_bw=14935988583
# cpu.wakeup: eventfd ping-pong of two threads, each asleep in read() between turns: median of 7 rounds of 5000, 16.07us per round trip (two wake-ups) less two non-sleeping write+read pairs of 1.01us, halved
wakeup=7.0245us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1907us (min 1837, max 1931us); spread 543..571MB/s
fault_in_bw=549946294

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calD) f_type 0xEF53 (ext4)
type=ext4
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.745us p=0.9696us f=1.5660us b=14936MB/s; R²=0.9798, residuals (us): 512:-0.193 1k:+0.0318 2k:+0.588 4k:-0.457 16k:+0.662 64k:+1.27 256k:+0.287 1M:-20.7 512:-0.172 4k:+0.407 64k:+0.655 1M:-4.77
write_call=1.39525us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 109.7us against 70.4us from the rewrite fit; bounded by the 42.6us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.7us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=38.583us

[dev]
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 29.92us per IO (33421 IOPS), 8 KiB 33.65us, 128 KiB 281.47us, 128 KiB from huge-page buffers 59.74us, against 7.63us for 4 KiB at B: per-command bound, no per-segment time seen
cmd_service=29.9212us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 201.2us / 3.91 (exponential service-time tail)
latency_jitter=51.4353us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=63.05us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=31.72us and the mean jitter 51.44us; R²=0.9836, residuals (us): 4k:-4.44 16k:+9.77 64k:+10.6 256k:-53.8 1M:+127
write_latency=0us
# dev.write_bw: QD1 slope (queue curve unusable); libaio bs=128k bw(qd)=B*qd/(qd+k): B=536.9MB/s k=0.26 (LM converged), R²=0.4458, residuals (MB/s): qd1:-38.9 qd2:+26.2 qd4:+64.1 qd8:+23.8 qd16:-9.33 qd32:-67; QD1 slope 554.4MB/s, R²=0.9836, residuals (us): 4k:-4.44 16k:+9.77 64k:+10.6 256k:-53.8 1M:+127
write_bw=554361778
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 2.38ms, 4M 7.31ms, 16M 23.99ms, 64M 93.70ms, 256M 333.45ms; t = 1038.6us + N / 744.5MB/s (R²=0.9946); sequential writes from huge pages: 256M at 2814MB/s, 2048M at 2834MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=744499237
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 2.38ms, 4M 7.31ms, 16M 23.99ms, 64M 93.70ms, 256M 333.45ms; t = 1038.6us + N / 744.5MB/s (R²=0.9946); sequential writes from huge pages: 256M at 2814MB/s, 2048M at 2834MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 2.28ms, 512 per flush 14.88ms: 28.1us per write, less 5.5us for its bytes at dev.cache_drain_bw
cache_drain_io=22.6217us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 1941MB/s, rewritten 2834MB/s: 170.229us more per MiB fresh, against 1891.5us per MiB at dev.write_bw
fresh_write_factor=0.917434
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 507MB/s (468..533), 2x128M 481MB/s (460..538), 1x512M 512MB/s (491..565), 2x512M 488MB/s (453..504); median 497MB/s, less the fresh transfer and the commands' serial time (507MB/s), leaves 27190MB/s for the drain of fresh blocks, against dev.cache_drain_bw 744MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 1375ms into a fresh file, 2868ms rewritten
fresh_drain_factor=1
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 280.6us, minus the model's data write, log write of 8k and fsync CPU (33.1us)
flush_latency=247.445us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.79us, 7.90us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=4.112us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.745us p=0.9696us f=1.5660us b=14936MB/s; R²=0.9798, residuals (us): 512:-0.193 1k:+0.0318 2k:+0.588 4k:-0.457 16k:+0.662 64k:+1.27 256k:+0.287 1M:-20.7 512:-0.172 4k:+0.407 64k:+0.655 1M:-4.77
page_init=0.969615us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x3.151); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.745us p=0.9696us f=1.5660us b=14936MB/s; R²=0.9798, residuals (us): 512:-0.193 1k:+0.0318 2k:+0.588 4k:-0.457 16k:+0.662 64k:+1.27 256k:+0.287 1M:-20.7 512:-0.172 4k:+0.407 64k:+0.655 1M:-4.77
folio_alloc=0.787858us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x3.151); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.745us p=0.9696us f=1.5660us b=14936MB/s; R²=0.9798, residuals (us): 512:-0.193 1k:+0.0318 2k:+0.588 4k:-0.457 16k:+0.662 64k:+1.27 256k:+0.287 1M:-20.7 512:-0.172 4k:+0.407 64k:+0.655 1M:-4.77
add_folio=0.252114us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x3.151); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.745us p=0.9696us f=1.5660us b=14936MB/s; R²=0.9798, residuals (us): 512:-0.193 1k:+0.0318 2k:+0.588 4k:-0.457 16k:+0.662 64k:+1.27 256k:+0.287 1M:-20.7 512:-0.172 4k:+0.407 64k:+0.655 1M:-4.77
mark_dirty=0.126057us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 26.8ms for 16384 folios, 1M writes: 5.2ms for 64 folios; folios from the model's folio policy
invalidate_folio=1.32605us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 26.8ms for 16384 folios, 1M writes: 5.2ms for 64 folios; folios from the model's folio policy
invalidate_page=0.310573us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd8 with IOSQE_ASYNC (every write punted, one hashed worker busy): 10.18us per IO (9.17..10.78, median of 3) less the same psync writes' write() 4.25us
punt=5.93168us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.392us per IO, spread 5%: fio's own loop, the same for pwrite and pwritev
psync=0.392us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.392us per IO, spread 5%: fio's own loop, the same for pwrite and pwritev
pvsync=0.392us
