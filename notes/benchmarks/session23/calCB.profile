# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 41.69us + bs/3201.8MB/s (R²=0.9870); deep queue B=3069.0MB/s, k=1.01 (R²=0.7758); measured at qd32: 3082.7MB/s (2290.5..3480.5 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 2.215us per call + 0.3286us per new page + 1.5117us per new folio + 30134MB/s (R²=0.9947, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.53 per core (2 jobs at once against one: 0.111 / 0.105 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.96ms, 4M 1.78ms, 16M 3.62ms, 64M 3.23ms, 256M 4.62ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 16749MB/s, best 16945MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1227 MB/s after the memory phase, 1187 MB/s at the end, -3%
# note: self-check cold memory, 1M psync 512M: measured 557 MB/s (548..573), predicted 570 MB/s, +2.3%
# note: self-check in cache, warm memory, 4k psync 32M: measured 950 MB/s (915..1263), predicted 932 MB/s, -1.9%
# note: self-check in cache, warm memory, 4k psync 32M: WARNING: the repeats spread 37% of their median (915..1263 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 1M psync 32M: measured 8828 MB/s (7936..8901), predicted 8389 MB/s, -5.0%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5113 MB/s (5065..5162), predicted 4837 MB/s, -5.4%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1100 MB/s (1074..1177), predicted 809 MB/s, -26.5%  WARNING: past 15%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 176 MB/s (162..178), predicted 176 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1065 MB/s (1057..1188), predicted 794 MB/s, -25.4%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8: measured 9256 MB/s (7255..9256), predicted 7562 MB/s, -18.3%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8948 MB/s (8134..9100), predicted 7457 MB/s, -16.7%  WARNING: past 15%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 763 MB/s (524..767), predicted 639 MB/s, -16.2%  WARNING: past 15%
# note: self-check libaio engine, 4k libaio qd8 128M: WARNING: the repeats spread 32% of their median (524..767 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 64k libaio qd32: measured 1934 MB/s (1626..2374), predicted 2583 MB/s, +33.6%  WARNING: past 15%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 39% of their median (1626..2374 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1405 MB/s (1009..1579), predicted 1204 MB/s, -14.3%
# note: self-check fio direct first pass, 64k libaio qd32 256M: WARNING: the repeats spread 41% of their median (1009..1579 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 128k libaio qd32: measured 1876 MB/s (1636..1979), predicted 3082 MB/s, +64.3%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1297 MB/s (980..4067), predicted 1204 MB/s, -7.2%
# note: self-check fio direct first pass, 128k libaio qd32 256M: WARNING: the repeats spread 238% of their median (980..4067 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1237 MB/s (1196..1244), predicted 1231 MB/s, -0.4%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1305 MB/s (1279..1315), predicted 1303 MB/s, -0.2%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1337 MB/s (1333..1396), predicted 1231 MB/s, -7.9%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1401 MB/s (934..1582), predicted 1308 MB/s, -6.7%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 46% of their median (934..1582 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-04 21:57 UTC, in /tmp/calCB, 222 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.6/3.2/4.2us, rewrite 64k 4.2/4.7/6.6us, rewrite 1M 35.6/39.2/84.5us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.18 over 9 percentiles
interrupt_gap=353.973us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.6/3.2/4.2us, rewrite 64k 4.2/4.7/6.6us, rewrite 1M 35.6/39.2/84.5us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.18 over 9 percentiles
interrupt_time=15.8866us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.215us p=0.3286us f=1.5117us b=30134MB/s; R²=0.9947, residuals (us): 512:-0.13 1k:+0.00746 2k:+0.121 4k:-0.0285 16k:-0.00865 64k:-0.344 256k:+2.4 1M:-4.02 512:-0.0731 4k:+0.245 64k:-0.1 1M:+0.283
copy_bw=30134124672
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 22.07us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.39us, halved
wakeup=8.6505us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.502712us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4876 MiB/s against one job 2909 MiB/s, per core 0.83 (0.81..0.84), paired within each round, median of 3
smp_efficiency=0.830189

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683756 kB)
total=25276166144
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1718us (min 1661, max 1745us), against 98us per warm write; fitted from the median stall
fault_in_bw=610432191
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1718us, each of two writers at once 1868us (medians of 3 and 2 repeats): together 1.84 times one writer's rate
fault_in_parallel=1.83886
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1718us, p90 2194us, mean 1783us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calCB) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calCB (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.215us p=0.3286us f=1.5117us b=30134MB/s; R²=0.9947, residuals (us): 512:-0.13 1k:+0.00746 2k:+0.121 4k:-0.0285 16k:-0.00865 64k:-0.344 256k:+2.4 1M:-4.02 512:-0.0731 4k:+0.245 64k:-0.1 1M:+0.283
write_call=1.86491us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 44.3us against 42.4us, 3.5us more per IO (1.9..5.6, median of 3 rounds); bounded by the 15.9us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 2.1us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=0us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 768 discards, 92ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=119.792us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 9.31us per IO (107380 IOPS), 8 KiB 9.65us, 128 KiB 42.52us, 128 KiB from huge-page buffers 20.71us, against 1.33us for 4 KiB at B: per command 8.24us, per page segment 1.07us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 0.33us), transfer rate 6328.1MB/s from the huge-page run; the QD1 slope 3201.8MB/s, i.e. 1.28us per page against 1.72us modelled (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=8.24156us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 9.31us per IO (107380 IOPS), 8 KiB 9.65us, 128 KiB 42.52us, 128 KiB from huge-page buffers 20.71us, against 1.33us for 4 KiB at B: per command 8.24us, per page segment 1.07us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 0.33us), transfer rate 6328.1MB/s from the huge-page run; the QD1 slope 3201.8MB/s, i.e. 1.28us per page against 1.72us modelled (4 KiB and 8 KiB with 32 IOs per call)
segment_service=1.07114us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 36.6us / 3.91 (exponential service-time tail)
latency_jitter=9.35782us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=41.69us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=10.04us and the mean jitter 9.36us; R²=0.9870, residuals (us): 4k:-1.46 16k:-0.843 64k:+3.6 256k:+11.1 1M:-23.4; less dev.kick 15.60us (one per QD1 IO)
write_latency=6.69684us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=3069.0MB/s k=1.01 (LM converged), R²=0.7758, residuals (MB/s): qd1:-101 qd2:-29.6 qd4:+96.7 qd8:+423 qd16:-518 qd32:+107; QD1 slope 3201.8MB/s, R²=0.9870, residuals (us): 4k:-1.46 16k:-0.843 64k:+3.6 256k:+11.1 1M:-23.4
write_bw=6328139867
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 21.12us per IO (15.54..25.41, median of 3) less the modelled 5.52us (syscall, direct IO, command, engine)
kick=15.5954us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 46.63us per IO, 128 KiB 101.07us, against 33.89 and 69.88us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 1204MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 46.63us per IO, 128 KiB 101.07us, against 33.89 and 69.88us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 1204MB/s
fresh_serial_bw=1203746439
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1413MB/s (1352..1417), 2x128M 1408MB/s (1400..1418), 1x512M 1563MB/s (1547..1653), 2x512M 1553MB/s (1545..1713); median 1483MB/s over dev.write_bw 6328MB/s (O_DIRECT rewrites)
fresh_write_factor=0.234318
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 179.2us, minus the model's data write, log write of 8k and fsync CPU (27.8us)
flush_latency=151.449us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.95us, 6.18us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.224us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.215us p=0.3286us f=1.5117us b=30134MB/s; R²=0.9947, residuals (us): 512:-0.13 1k:+0.00746 2k:+0.121 4k:-0.0285 16k:-0.00865 64k:-0.344 256k:+2.4 1M:-4.02 512:-0.0731 4k:+0.245 64k:-0.1 1M:+0.283
page_init=0.328602us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.963); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.215us p=0.3286us f=1.5117us b=30134MB/s; R²=0.9947, residuals (us): 512:-0.13 1k:+0.00746 2k:+0.121 4k:-0.0285 16k:-0.00865 64k:-0.344 256k:+2.4 1M:-4.02 512:-0.0731 4k:+0.245 64k:-0.1 1M:+0.283
folio_alloc=0.490804us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.963); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.215us p=0.3286us f=1.5117us b=30134MB/s; R²=0.9947, residuals (us): 512:-0.13 1k:+0.00746 2k:+0.121 4k:-0.0285 16k:-0.00865 64k:-0.344 256k:+2.4 1M:-4.02 512:-0.0731 4k:+0.245 64k:-0.1 1M:+0.283
add_folio=0.157057us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.963); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.215us p=0.3286us f=1.5117us b=30134MB/s; R²=0.9947, residuals (us): 512:-0.13 1k:+0.00746 2k:+0.121 4k:-0.0285 16k:-0.00865 64k:-0.344 256k:+2.4 1M:-4.02 512:-0.0731 4k:+0.245 64k:-0.1 1M:+0.283
mark_dirty=0.0785286us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.4ms for 16384 folios, 1M writes: 2.2ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.498693us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.4ms for 16384 folios, 1M writes: 2.2ms for 64 folios; folios from the model's folio policy
invalidate_page=0.135206us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.963); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.215us p=0.3286us f=1.5117us b=30134MB/s; R²=0.9947, residuals (us): 512:-0.13 1k:+0.00746 2k:+0.121 4k:-0.0285 16k:-0.00865 64k:-0.344 256k:+2.4 1M:-4.02 512:-0.0731 4k:+0.245 64k:-0.1 1M:+0.283
insert=0.392643us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.963); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.215us p=0.3286us f=1.5117us b=30134MB/s; R²=0.9947, residuals (us): 512:-0.13 1k:+0.00746 2k:+0.121 4k:-0.0285 16k:-0.00865 64k:-0.344 256k:+2.4 1M:-4.02 512:-0.0731 4k:+0.245 64k:-0.1 1M:+0.283
mark_dirty=0.392643us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.111us per IO, spread 90%: fio's own loop, the same for pwrite and pwritev
psync=0.1115us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.111us per IO, spread 90%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1115us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.37us (5.34..7.81) against psync 3.42us (3.39..4.97) per IO, libaio - psync within each round 1.95us (0.37..4.43), plus engine.psync 0.111us, split half to submit, half to complete
libaio_submit=1.03231us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.37us (5.34..7.81) against psync 3.42us (3.39..4.97) per IO, libaio - psync within each round 1.95us (0.37..4.43), plus engine.psync 0.111us, split half to submit, half to complete
libaio_complete=1.03231us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.72us per IO (3.48..3.81, median of 3) against the same writes through fio's psync engine in the same rounds, 3.39us (3.23..3.39): 0.34us more per IO (0.24..0.43, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.447193us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.85us per IO (3.45..3.88, median of 3) against the same writes through fio's psync engine in the same rounds, 3.39us (3.20..3.45): 0.43us more per IO (0.24..0.46, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.538746us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 50.8us (50.8..50.8), io_uring qd8 on ext4 56.6us (56.6..72.3) with scramble_buffers=0 and 58.6us (57.6..64.5) with it on; iowq.punt 0.45us
remote_copy_bw=96871841093
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 50.8us (50.8..50.8), io_uring qd8 on ext4 56.6us (56.6..72.3) with scramble_buffers=0 and 58.6us (57.6..64.5) with it on; iowq.punt 0.45us
scrambled_sector=0.000953674us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 23.25us per IO (23.04..25.36, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=5.97839us
