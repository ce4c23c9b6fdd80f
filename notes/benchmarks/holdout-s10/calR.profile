# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 53.33us + bs/2737.0MB/s (R²=0.9322); deep queue B=2746.2MB/s, k=0.92 (R²=0.9922); measured at qd32: 2676.3MB/s (2662.0..2692.8 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 0.164us per call + 0.3567us per new page + 0.6722us per new folio + 19819MB/s (R²=0.9837, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.06ms, 4M 0.11ms, 16M 0.12ms, 64M 0.15ms, 256M 0.17ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 7122MB/s, best 7234MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 419 MB/s (418..421), predicted 419 MB/s, +0.0%
# note: self-check in cache, warm memory, 4k psync 32M: measured 2861 MB/s (2851..3006), predicted 2397 MB/s, -16.2%  WARNING: past 15%
# note: self-check in cache, warm memory, 1M psync 32M: measured 7161 MB/s (6629..7190), predicted 6711 MB/s, -6.3%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1721 MB/s (1617..1721), predicted 1370 MB/s, -20.4%  WARNING: past 15%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1657 MB/s (1598..1839), predicted 1316 MB/s, -20.6%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1869 MB/s (1794..1909), predicted 1917 MB/s, +2.6%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2248 MB/s (2229..2276), predicted 2237 MB/s, -0.5%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1928 MB/s (591..1954), predicted 1931 MB/s, +0.1%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 71% of their median (591..1954 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2327 MB/s (962..2382), predicted 2237 MB/s, -3.9%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 61% of their median (962..2382 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 10:21 UTC, in /tmp/calR, 96 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.4/0.5/0.9us, rewrite 64k 3.3/3.5/4.6us, rewrite 1M 59.1/60.7/118.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.20 over 9 percentiles
interrupt_gap=28.1171us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.4/0.5/0.9us, rewrite 64k 3.3/3.5/4.6us, rewrite 1M 59.1/60.7/118.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.20 over 9 percentiles
interrupt_time=0.796214us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.164us p=0.3567us f=0.6722us b=19819MB/s; R²=0.9837, residuals (us): 512:+0.154 1k:+0.0394 2k:-0.0169 4k:-0.118 16k:-0.0341 64k:+0.0725 256k:-0.337 1M:+1.22 512:-0.021 4k:-0.0437 64k:-0.216 1M:+7.32
copy_bw=19818959969
# cpu.wakeup: eventfd ping-pong of two threads, each asleep in read() between turns: median of 7 rounds of 5000, 64.43us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.30us, halved
wakeup=31.9202us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2356us (min 2323, max 2356us); spread 445..451MB/s
fault_in_bw=445023903

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calR) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calR (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.164us p=0.3567us f=0.6722us b=19819MB/s; R²=0.9837, residuals (us): 512:+0.154 1k:+0.0394 2k:-0.0169 4k:-0.118 16k:-0.0341 64k:+0.0725 256k:-0.337 1M:+1.22 512:-0.021 4k:-0.0437 64k:-0.216 1M:+7.32
write_call=0us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 43.4us against 54.8us from the rewrite fit; bounded by the 7.2us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.4us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=0us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 769 discards, 75ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=97.5293us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 6.01us per IO (166306 IOPS), 8 KiB 6.55us, 128 KiB 48.97us, 128 KiB from huge-page buffers 35.58us, against 1.49us for 4 KiB at B: per command 4.63us, per page segment 1.39us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 0.54us), transfer rate 3683.9MB/s from the huge-page run; the QD1 slope 2737.0MB/s, i.e. 1.50us per page against 2.50us modelled
cmd_service=4.62716us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 6.01us per IO (166306 IOPS), 8 KiB 6.55us, 128 KiB 48.97us, 128 KiB from huge-page buffers 35.58us, against 1.49us for 4 KiB at B: per command 4.63us, per page segment 1.39us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 0.54us), transfer rate 3683.9MB/s from the huge-page run; the QD1 slope 2737.0MB/s, i.e. 1.50us per page against 2.50us modelled
segment_service=1.38586us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 62.0us / 3.91 (exponential service-time tail)
latency_jitter=15.8363us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=53.33us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.43us and the mean jitter 15.84us; R²=0.9322, residuals (us): 4k:-4.03 16k:+7.4 64k:+7.39 256k:-22.5 1M:+67.5
write_latency=31.0655us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2746.2MB/s k=0.92 (LM converged), R²=0.9922, residuals (MB/s): qd1:+20.9 qd2:+11 qd4:-78.2 qd8:+45.7 qd16:-2.52 qd32:+6.69; QD1 slope 2737.0MB/s, R²=0.9322, residuals (us): 4k:-4.03 16k:+7.4 64k:+7.39 256k:-22.5 1M:+67.5
write_bw=3683912434
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 2605MB/s (2478..2679), 2x128M 2709MB/s (2685..2760), 1x512M 2772MB/s (2765..2774), 2x512M 2907MB/s (2824..2939); median 2741MB/s over dev.write_bw 3684MB/s (O_DIRECT rewrites)
fresh_write_factor=0.743912
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 154.6us, minus the model's data write, log write of 8k and fsync CPU (76.1us)
flush_latency=78.4746us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (1.24us, 2.93us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.688us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.164us p=0.3567us f=0.6722us b=19819MB/s; R²=0.9837, residuals (us): 512:+0.154 1k:+0.0394 2k:-0.0169 4k:-0.118 16k:-0.0341 64k:+0.0725 256k:-0.337 1M:+1.22 512:-0.021 4k:-0.0437 64k:-0.216 1M:+7.32
page_init=0.356685us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.736); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.164us p=0.3567us f=0.6722us b=19819MB/s; R²=0.9837, residuals (us): 512:+0.154 1k:+0.0394 2k:-0.0169 4k:-0.118 16k:-0.0341 64k:+0.0725 256k:-0.337 1M:+1.22 512:-0.021 4k:-0.0437 64k:-0.216 1M:+7.32
folio_alloc=0.183933us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.736); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.164us p=0.3567us f=0.6722us b=19819MB/s; R²=0.9837, residuals (us): 512:+0.154 1k:+0.0394 2k:-0.0169 4k:-0.118 16k:-0.0341 64k:+0.0725 256k:-0.337 1M:+1.22 512:-0.021 4k:-0.0437 64k:-0.216 1M:+7.32
add_folio=0.0588587us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.736); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.164us p=0.3567us f=0.6722us b=19819MB/s; R²=0.9837, residuals (us): 512:+0.154 1k:+0.0394 2k:-0.0169 4k:-0.118 16k:-0.0341 64k:+0.0725 256k:-0.337 1M:+1.22 512:-0.021 4k:-0.0437 64k:-0.216 1M:+7.32
mark_dirty=0.0294294us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.6ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.22602us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.6ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.0575014us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.38us per IO (2.38..2.53, median of 3) less the same psync writes' write() 1.43us; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.948559us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 2.47us per IO (2.23..2.56, median of 3) less the same psync writes' write() 1.43us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.04011us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.129us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
psync=0.129us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.129us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
pvsync=0.129us
