# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 59.51us + bs/2830.3MB/s (R²=0.9475); deep queue B=2588.9MB/s, k=0.94 (R²=0.9671); measured at qd32: 2412.4MB/s
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 0.173us per call + 0.3647us per new page + 0.4861us per new folio + 19846MB/s (R²=0.9949, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.07ms, 4M 0.06ms, 16M 0.12ms, 64M 0.14ms, 256M 0.15ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 7062MB/s, best 7253MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 428 MB/s (419..428), predicted 430 MB/s, +0.4%
# note: self-check in cache, warm memory, 4k psync 32M: measured 3189 MB/s (2955..3594), predicted 2581 MB/s, -19.0%  WARNING: past 15%
# note: self-check in cache, warm memory, 1M psync 32M: measured 7004 MB/s (6858..10887), predicted 6711 MB/s, -4.2%
# note: self-check in cache, warm memory, 1M psync 32M: WARNING: the repeats spread 58% of their median (6858..10887 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt, 4k io_uring qd8 force_async 128M: measured 698 MB/s (576..739), predicted 668 MB/s, -4.4%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 2023 MB/s (1975..2051), predicted 1974 MB/s, -2.4%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2379 MB/s (2378..2389), predicted 2294 MB/s, -3.6%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2000 MB/s (752..2033), predicted 1981 MB/s, -1.0%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 64% of their median (752..2033 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1019 MB/s (936..2378), predicted 2304 MB/s, +126.1%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 141% of their median (936..2378 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 09:18 UTC, in /tmp/calM, 67 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.6/0.9us, rewrite 64k 3.3/3.5/4.3us, rewrite 1M 55.6/57.1/110.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.20 over 9 percentiles
interrupt_gap=1990.54us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.6/0.9us, rewrite 64k 3.3/3.5/4.3us, rewrite 1M 55.6/57.1/110.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.20 over 9 percentiles
interrupt_time=44.7744us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.173us p=0.3647us f=0.4861us b=19846MB/s; R²=0.9949, residuals (us): 512:+0.02 1k:+0.0521 2k:+0.0313 4k:-0.0958 16k:-0.0458 64k:+0.0805 256k:-0.597 1M:+2.69 512:-0.0243 4k:+0.0156 64k:-0.233 1M:+3.81
copy_bw=19845732777
# cpu.wakeup: eventfd ping-pong of two threads, each asleep in read() between turns: median of 7 rounds of 5000, 1.69us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.29us, halved
wakeup=0.5575us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2293us (min 2289, max 2356us); spread 445..458MB/s
fault_in_bw=457347030

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calM) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/mounts: the mount holding /tmp/calM has the discard option (rw,relatime,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.173us p=0.3647us f=0.4861us b=19846MB/s; R²=0.9949, residuals (us): 512:+0.02 1k:+0.0521 2k:+0.0313 4k:-0.0958 16k:-0.0458 64k:+0.0805 256k:-0.597 1M:+2.69 512:-0.0243 4k:+0.0156 64k:-0.233 1M:+3.81
write_call=0us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 61.5us against 61.0us from the rewrite fit; bounded by the 7.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.3us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=0.312538us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 752 discards, 74ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=98.4043us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.57us per IO (132155 IOPS), 8 KiB 8.05us, 128 KiB 54.33us, 128 KiB from huge-page buffers 36.83us, against 1.58us for 4 KiB at B: per command 6.06us, per page segment 1.51us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 0.48us), transfer rate 3558.4MB/s from the huge-page run; the QD1 slope 2830.3MB/s, i.e. 1.45us per page against 2.66us modelled
cmd_service=6.05831us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.57us per IO (132155 IOPS), 8 KiB 8.05us, 128 KiB 54.33us, 128 KiB from huge-page buffers 36.83us, against 1.58us for 4 KiB at B: per command 6.06us, per page segment 1.51us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 0.48us), transfer rate 3558.4MB/s from the huge-page run; the QD1 slope 2830.3MB/s, i.e. 1.45us per page against 2.66us modelled
segment_service=1.50855us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 54.0us / 3.91 (exponential service-time tail)
latency_jitter=13.8077us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=59.51us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=7.86us and the mean jitter 13.81us; R²=0.9475, residuals (us): 4k:+0.78 16k:+3.08 64k:+0.597 256k:-21.3 1M:+75.3
write_latency=37.8411us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2588.9MB/s k=0.94 (LM converged), R²=0.9671, residuals (MB/s): qd1:-117 qd2:+88.8 qd4:+42 qd8:+60 qd16:+12.6 qd32:-102; QD1 slope 2830.3MB/s, R²=0.9475, residuals (us): 4k:+0.78 16k:+3.08 64k:+0.597 256k:-21.3 1M:+75.3
write_bw=3558406818
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 2857MB/s (2806..2895), 2x128M 2894MB/s (2869..2907), 1x512M 2879MB/s (2871..2903), 2x512M 2853MB/s (2780..2952); median 2868MB/s over dev.write_bw 3558MB/s (O_DIRECT rewrites)
fresh_write_factor=0.806036
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 140.3us, minus the model's data write, log write of 8k and fsync CPU (89.7us)
flush_latency=50.5755us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (1.10us, 3.15us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.056us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.173us p=0.3647us f=0.4861us b=19846MB/s; R²=0.9949, residuals (us): 512:+0.02 1k:+0.0521 2k:+0.0313 4k:-0.0958 16k:-0.0458 64k:+0.0805 256k:-0.597 1M:+2.69 512:-0.0243 4k:+0.0156 64k:-0.233 1M:+3.81
page_init=0.364737us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.233); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.173us p=0.3647us f=0.4861us b=19846MB/s; R²=0.9949, residuals (us): 512:+0.02 1k:+0.0521 2k:+0.0313 4k:-0.0958 16k:-0.0458 64k:+0.0805 256k:-0.597 1M:+2.69 512:-0.0243 4k:+0.0156 64k:-0.233 1M:+3.81
folio_alloc=0.0581685us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.233); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.173us p=0.3647us f=0.4861us b=19846MB/s; R²=0.9949, residuals (us): 512:+0.02 1k:+0.0521 2k:+0.0313 4k:-0.0958 16k:-0.0458 64k:+0.0805 256k:-0.597 1M:+2.69 512:-0.0243 4k:+0.0156 64k:-0.233 1M:+3.81
add_folio=0.0186139us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.233); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.173us p=0.3647us f=0.4861us b=19846MB/s; R²=0.9949, residuals (us): 512:+0.02 1k:+0.0521 2k:+0.0313 4k:-0.0958 16k:-0.0458 64k:+0.0805 256k:-0.597 1M:+2.69 512:-0.0243 4k:+0.0156 64k:-0.233 1M:+3.81
mark_dirty=0.00930696us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.1ms for 16384 folios, 1M writes: 0.9ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.199017us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.1ms for 16384 folios, 1M writes: 0.9ms for 64 folios; folios from the model's folio policy
invalidate_page=0.0524778us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd8 with IOSQE_ASYNC (every write punted, one hashed worker busy): 5.86us per IO (5.54..7.11, median of 3) less the same psync writes' write() 1.28us
punt=4.58024us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.125us per IO, spread 0%: fio's own loop, the same for pwrite and pwritev
psync=0.1245us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.125us per IO, spread 0%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1245us
