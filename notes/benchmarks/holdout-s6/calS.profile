# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 38.81us + bs/759.3MB/s (R²=0.9742); deep queue B=703.5MB/s, k=0.16 (R²=0.1666); measured at qd32: 676.8MB/s
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.195us per call + 0.7761us per new page + 2.7586us per new folio + 19830MB/s (R²=0.9881, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: memcpy of 128M buffers: median 4622MB/s, best 4875MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 528 MB/s (449..655), predicted 499 MB/s, -5.4%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 39% of their median (449..655 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 837 MB/s (812..921), predicted 799 MB/s, -4.5%
# note: self-check in cache, warm memory, 1M psync 32M: measured 4067 MB/s (3893..4160), predicted 4194 MB/s, +3.1%
# note: self-check io-wq punt, 4k io_uring qd8 force_async 128M: measured 706 MB/s (679..745), predicted 685 MB/s, -3.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 492 MB/s (450..532), predicted 497 MB/s, +1.0%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 550 MB/s (492..567), predicted 531 MB/s, -3.5%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 496 MB/s (488..634), predicted 498 MB/s, +0.4%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 522 MB/s (499..598), predicted 531 MB/s, +1.7%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-01 21:52 UTC, in /tmp/calS, 116 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.4/3.9us, rewrite 64k 4.5/6.0/12.5us, rewrite 1M 48.4/66.0/107.0us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=140.919us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.4/3.9us, rewrite 64k 4.5/6.0/12.5us, rewrite 1M 48.4/66.0/107.0us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=7.96214us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.195us p=0.7761us f=2.7586us b=19830MB/s; R²=0.9881, residuals (us): 512:+0.0732 1k:+0.135 2k:-0.0628 4k:-0.191 16k:+0.152 64k:+0.293 256k:-1.75 1M:+2.17 512:-0.19 4k:+0.343 64k:+0.155 1M:-1.94
copy_bw=19829617453
# cpu.wakeup: eventfd ping-pong of two threads, each asleep in read() between turns: median of 7 rounds of 5000, 15.60us per round trip (two wake-ups) less two non-sleeping write+read pairs of 1.07us, halved
wakeup=6.72849us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1846us (min 1460, max 2041us); spread 514..718MB/s
fault_in_bw=567942318

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calS) f_type 0xEF53 (ext4)
type=ext4
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.195us p=0.7761us f=2.7586us b=19830MB/s; R²=0.9881, residuals (us): 512:+0.0732 1k:+0.135 2k:-0.0628 4k:-0.191 16k:+0.152 64k:+0.293 256k:-1.75 1M:+2.17 512:-0.19 4k:+0.343 64k:+0.155 1M:-1.94
write_call=0.844643us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 69.7us against 44.2us from the rewrite fit; bounded by the 19.1us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 1.7us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=19.1277us

[dev]
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 12.26us per IO (81598 IOPS), 8 KiB 20.29us, 128 KiB 193.65us, against 5.82us for 4 KiB at B: 8 KiB is one segment dearer, but its 5.85us per page is more than the QD1 slope's time per page, so no segment time is set: per-command bound, no per-segment time seen
cmd_service=12.2553us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 12.26us per IO (81598 IOPS), 8 KiB 20.29us, 128 KiB 193.65us, against 5.82us for 4 KiB at B: 8 KiB is one segment dearer, but its 5.85us per page is more than the QD1 slope's time per page, so no segment time is set: per-command bound, no per-segment time seen
segment_service=0us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 112.4us / 3.91 (exponential service-time tail)
latency_jitter=28.7278us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=38.81us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=14.06us and the mean jitter 28.73us; R²=0.9742, residuals (us): 4k:-3.21 16k:+10.7 64k:-5.96 256k:+54.6 1M:-119
write_latency=0us
# dev.write_bw: QD1 slope (queue curve unusable); libaio bs=128k bw(qd)=B*qd/(qd+k): B=703.5MB/s k=0.16 (LM converged), R²=0.1666, residuals (MB/s): qd1:-14.2 qd2:-45.4 qd4:+166 qd8:-41.9 qd16:-41.5 qd32:-23.1; QD1 slope 759.3MB/s, R²=0.9742, residuals (us): 4k:-3.21 16k:+10.7 64k:-5.96 256k:+54.6 1M:-119
write_bw=759312714
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 554MB/s (504..609), 2x128M 592MB/s (524..611), 1x512M 559MB/s (551..736), 2x512M 619MB/s (561..662); median 576MB/s over dev.write_bw 759MB/s (O_DIRECT rewrites)
fresh_write_factor=0.757931
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 212.0us, minus the model's data write, log write of 8k and fsync CPU (28.2us)
flush_latency=183.762us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (4.51us, 9.15us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=4.64us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.195us p=0.7761us f=2.7586us b=19830MB/s; R²=0.9881, residuals (us): 512:+0.0732 1k:+0.135 2k:-0.0628 4k:-0.191 16k:+0.152 64k:+0.293 256k:-1.75 1M:+2.17 512:-0.19 4k:+0.343 64k:+0.155 1M:-1.94
page_init=0.776093us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x6.375); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.195us p=0.7761us f=2.7586us b=19830MB/s; R²=0.9881, residuals (us): 512:+0.0732 1k:+0.135 2k:-0.0628 4k:-0.191 16k:+0.152 64k:+0.293 256k:-1.75 1M:+2.17 512:-0.19 4k:+0.343 64k:+0.155 1M:-1.94
folio_alloc=1.59367us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x6.375); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.195us p=0.7761us f=2.7586us b=19830MB/s; R²=0.9881, residuals (us): 512:+0.0732 1k:+0.135 2k:-0.0628 4k:-0.191 16k:+0.152 64k:+0.293 256k:-1.75 1M:+2.17 512:-0.19 4k:+0.343 64k:+0.155 1M:-1.94
add_folio=0.509976us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x6.375); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.195us p=0.7761us f=2.7586us b=19830MB/s; R²=0.9881, residuals (us): 512:+0.0732 1k:+0.135 2k:-0.0628 4k:-0.191 16k:+0.152 64k:+0.293 256k:-1.75 1M:+2.17 512:-0.19 4k:+0.343 64k:+0.155 1M:-1.94
mark_dirty=0.254988us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 18.4ms for 16384 folios, 1M writes: 5.8ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.771449us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 18.4ms for 16384 folios, 1M writes: 5.8ms for 64 folios; folios from the model's folio policy
invalidate_page=0.35285us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd8 with IOSQE_ASYNC (every write punted, one hashed worker busy): 5.80us per IO (5.49..6.03, median of 3) less the same psync writes' write() 4.89us
punt=0.90846us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.388us per IO, spread 28%: fio's own loop, the same for pwrite and pwritev
psync=0.388us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.388us per IO, spread 28%: fio's own loop, the same for pwrite and pwritev
pvsync=0.388us
