# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 41.46us + bs/4153.4MB/s (R²=0.9912); deep queue B=4400.5MB/s, k=1.51 (R²=0.9715); measured at qd32: 4071.6MB/s (3919.8..4422.0 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 36.6 ps a byte (24.0..37.6)
# note: buffered write(): 0.679us per call + 0.2676us per new page + 1.6714us per new folio + 34296MB/s (R²=0.9899, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.87 per core (2 jobs at once against one: 0.129 / 0.073 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.05ms, 4M 0.04ms, 16M 0.09ms, 64M 0.10ms, 256M 0.12ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 12641MB/s, best 13262MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1382 MB/s after the memory phase, 1370 MB/s at the end, -1%
# note: self-check cold memory, 1M psync 512M: measured 444 MB/s (444..452), predicted 466 MB/s, +4.9%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1519 MB/s (1508..1522), predicted 1398 MB/s, -7.9%
# note: self-check in cache, warm memory, 1M psync 32M: measured 11621 MB/s (10107..11952), predicted 11185 MB/s, -3.8%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 7792 MB/s (7723..8269), predicted 8389 MB/s, +7.7%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5316 MB/s (4709..5592), predicted 6032 MB/s, +13.5%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1167 MB/s (1157..1231), predicted 1065 MB/s, -8.7%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 108 MB/s (92..110), predicted 107 MB/s, -0.1%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1109 MB/s (1082..1157), predicted 1002 MB/s, -9.7%
# note: self-check punted copy, 512k io_uring qd8: measured 6711 MB/s (6711..6711), predicted 6711 MB/s, +0.0%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 6711 MB/s (6711..6711), predicted 6711 MB/s, +0.0%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 973 MB/s (959..973), predicted 932 MB/s, -4.2%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2886 MB/s (2719..3072), predicted 3928 MB/s, +36.1%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1627 MB/s (1517..1721), predicted 1627 MB/s, +0.0%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 3525 MB/s (3271..4266), predicted 4401 MB/s, +24.9%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1814 MB/s (1667..2081), predicted 1814 MB/s, +0.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 2362 MB/s (2236..2387), predicted 2275 MB/s, -3.7%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2867 MB/s (2861..2943), predicted 2606 MB/s, -9.1%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2570 MB/s (2497..2587), predicted 2294 MB/s, -10.7%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 3104 MB/s (1142..3152), predicted 2625 MB/s, -15.4%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 65% of their median (1142..3152 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 00:09 UTC, in /tmp/calF, 186 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 36.6 ps a byte (24.0..37.6)
copy_unaligned=3.65656e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/1.1/2.1us, rewrite 64k 2.8/3.1/4.2us, rewrite 1M 29.8/31.1/52.0us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_gap=5.61009us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/1.1/2.1us, rewrite 64k 2.8/3.1/4.2us, rewrite 1M 29.8/31.1/52.0us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_time=0.399052us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.679us p=0.2676us f=1.6714us b=34296MB/s; R²=0.9899, residuals (us): 512:-0.0191 1k:-0.0175 2k:-0.0345 4k:-0.19 16k:+0.546 64k:+0.827 256k:+1.9 1M:-11.3 512:+0.0086 4k:-0.00139 64k:+0.158 1M:-1.08
copy_bw=34296330258
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 52.21us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.62us, halved
wakeup=25.4825us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=3.42269us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5069 MiB/s against one job 2943 MiB/s, per core 0.83 (0.76..0.92), paired within each round, median of 3
smp_efficiency=0.831683

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683792 kB)
total=25276203008
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2110us (min 2108, max 2209us), against 134us per warm write; fitted from the median stall
fault_in_bw=496846191
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2110us, each of two writers at once 2160us (medians of 3 and 3 repeats): together 1.95 times one writer's rate
fault_in_parallel=1.95448
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2110us, p90 2393us, mean 2217us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calF) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calF (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.679us p=0.2676us f=1.6714us b=34296MB/s; R²=0.9899, residuals (us): 512:-0.0191 1k:-0.0175 2k:-0.0345 4k:-0.19 16k:+0.546 64k:+0.827 256k:+1.9 1M:-11.3 512:+0.0086 4k:-0.00139 64k:+0.158 1M:-1.08
write_call=0.328877us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 47.6us against 38.8us, 8.2us more per IO (7.8..8.9, median of 3 rounds); bounded by the 10.8us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=4.03719us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 737 discards, 56ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=75.9837us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 16.68us per IO (59942 IOPS), 8 KiB 11.57us, 128 KiB 32.19us, 128 KiB from huge-page buffers 26.29us, against 0.93us for 4 KiB at B: per-command bound, no per-segment time seen (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=16.6828us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 26.4us / 3.91 (exponential service-time tail)
latency_jitter=6.74025us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=41.46us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=18.48us and the mean jitter 6.74us; R²=0.9912, residuals (us): 4k:-2.43 16k:+3.35 64k:+0.925 256k:-1.88 1M:+0.997; less dev.kick 1.06us (one per QD1 IO)
write_latency=15.1795us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=4400.5MB/s k=1.51 (LM converged), R²=0.9715, residuals (MB/s): qd1:-170 qd2:-16.1 qd4:+126 qd8:+257 qd16:-116 qd32:-130; QD1 slope 4153.4MB/s, R²=0.9912, residuals (us): 4k:-2.43 16k:+3.35 64k:+0.925 256k:-1.88 1M:+0.997
write_bw=4400473383
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 5.86us per IO (5.72..5.91, median of 3) less the modelled 4.80us (syscall, direct IO, command, engine)
kick=1.05834us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 40.28us per IO, 128 KiB 72.27us, against 22.70 and 37.18us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 8.30us, bw = 2049MB/s
fresh_serial=8.30078us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 40.28us per IO, 128 KiB 72.27us, against 22.70 and 37.18us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 8.30us, bw = 2049MB/s
fresh_serial_bw=2049125619
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 3502MB/s (3287..3533), 2x128M 3583MB/s (3575..3732), 1x512M 3888MB/s (3787..3923), 2x512M 3943MB/s (3557..4003); median 3736MB/s over dev.write_bw 4400MB/s (O_DIRECT rewrites)
fresh_write_factor=0.848917
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 140.3us, minus the model's data write, log write of 8k and fsync CPU (43.6us)
flush_latency=96.671us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.48us, 5.09us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.608us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.679us p=0.2676us f=1.6714us b=34296MB/s; R²=0.9899, residuals (us): 512:-0.0191 1k:-0.0175 2k:-0.0345 4k:-0.19 16k:+0.546 64k:+0.827 256k:+1.9 1M:-11.3 512:+0.0086 4k:-0.00139 64k:+0.158 1M:-1.08
page_init=0.267584us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.171); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.679us p=0.2676us f=1.6714us b=34296MB/s; R²=0.9899, residuals (us): 512:-0.0191 1k:-0.0175 2k:-0.0345 4k:-0.19 16k:+0.546 64k:+0.827 256k:+1.9 1M:-11.3 512:+0.0086 4k:-0.00139 64k:+0.158 1M:-1.08
folio_alloc=0.542648us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.171); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.679us p=0.2676us f=1.6714us b=34296MB/s; R²=0.9899, residuals (us): 512:-0.0191 1k:-0.0175 2k:-0.0345 4k:-0.19 16k:+0.546 64k:+0.827 256k:+1.9 1M:-11.3 512:+0.0086 4k:-0.00139 64k:+0.158 1M:-1.08
add_folio=0.173648us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.171); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.679us p=0.2676us f=1.6714us b=34296MB/s; R²=0.9899, residuals (us): 512:-0.0191 1k:-0.0175 2k:-0.0345 4k:-0.19 16k:+0.546 64k:+0.827 256k:+1.9 1M:-11.3 512:+0.0086 4k:-0.00139 64k:+0.158 1M:-1.08
mark_dirty=0.0868238us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.6ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.518869us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.6ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_page=0.127574us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.171); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.679us p=0.2676us f=1.6714us b=34296MB/s; R²=0.9899, residuals (us): 512:-0.0191 1k:-0.0175 2k:-0.0345 4k:-0.19 16k:+0.546 64k:+0.827 256k:+1.9 1M:-11.3 512:+0.0086 4k:-0.00139 64k:+0.158 1M:-1.08
insert=0.434119us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.171); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.679us p=0.2676us f=1.6714us b=34296MB/s; R²=0.9899, residuals (us): 512:-0.0191 1k:-0.0175 2k:-0.0345 4k:-0.19 16k:+0.546 64k:+0.827 256k:+1.9 1M:-11.3 512:+0.0086 4k:-0.00139 64k:+0.158 1M:-1.08
mark_dirty=0.434119us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.129us per IO, spread 3%: fio's own loop, the same for pwrite and pwritev
psync=0.1285us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.129us per IO, spread 3%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1285us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.21us (4.21..4.27) against psync 3.02us (2.99..3.02) per IO, libaio - psync within each round 1.22us (1.19..1.25), plus engine.psync 0.129us, split half to submit, half to complete
libaio_submit=0.674602us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.21us (4.21..4.27) against psync 3.02us (2.99..3.02) per IO, libaio - psync within each round 1.22us (1.19..1.25), plus engine.psync 0.129us, split half to submit, half to complete
libaio_complete=0.674602us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.51us per IO (3.33..3.54, median of 3) against the same writes through fio's psync engine in the same rounds, 3.05us (3.02..3.05): 0.46us more per IO (0.31..0.49, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.586264us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.69us per IO (3.54..3.78, median of 3) against the same writes through fio's psync engine in the same rounds, 2.99us (2.99..3.05): 0.70us more per IO (0.55..0.73, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.830404us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 71.3us (70.3..75.2), io_uring qd8 on ext4 78.1us (78.1..78.1) with scramble_buffers=0 and 78.1us (78.1..78.1) with it on; iowq.punt 0.59us
remote_copy_bw=83890458147
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 71.3us (70.3..75.2), io_uring qd8 on ext4 78.1us (78.1..78.1) with scramble_buffers=0 and 78.1us (78.1..78.1) with it on; iowq.punt 0.59us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 38.09us per IO (37.32..44.65, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=5.13611us
