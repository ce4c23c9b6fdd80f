# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 45.79us + bs/3945.2MB/s (R²=0.9951); deep queue B=4355.7MB/s, k=1.67 (R²=0.9849); measured at qd32: 4163.5MB/s (3888.6..4716.0 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 1.3 ps a byte (-11.6..12.9)
# note: buffered write(): 0.766us per call + 0.4746us per new page + 1.7292us per new folio + 0.0170us per new large folio + 34530MB/s (R²=0.9924, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 1.00 per core (2 jobs at once against one: 0.153 / 0.071 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.04ms, 4M 0.04ms, 16M 0.07ms, 64M 0.08ms, 256M 0.11ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 11229MB/s, best 13129MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1333 MB/s after the memory phase, 1444 MB/s at the end, +8%
# note: self-check cold memory, 1M psync 512M: measured 451 MB/s (427..585), predicted 457 MB/s, +1.4%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 35% of their median (427..585 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 1323 MB/s (1125..1384), predicted 1243 MB/s, -6.1%
# note: self-check in cache, warm memory, 1M psync 32M: measured 7359 MB/s (5893..8153), predicted 6711 MB/s, -8.8%
# note: self-check in cache, warm memory, 1M psync 32M: WARNING: the repeats spread 31% of their median (5893..8153 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 6724 MB/s (6690..7059), predicted 6711 MB/s, -0.2%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5423 MB/s (4628..5711), predicted 6101 MB/s, +12.5%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1370 MB/s (1167..1384), predicted 1157 MB/s, -15.5%  WARNING: past 15%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 111 MB/s (109..111), predicted 111 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1167 MB/s (1128..1198), predicted 987 MB/s, -15.4%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8: measured 6628 MB/s (6391..6628), predicted 6101 MB/s, -8.0%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 6711 MB/s (6628..6711), predicted 6101 MB/s, -9.1%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 966 MB/s (939..973), predicted 883 MB/s, -8.6%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2599 MB/s (2324..2648), predicted 3173 MB/s, +22.1%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1370 MB/s (1370..1617), predicted 1370 MB/s, +0.0%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 3012 MB/s (2326..3543), predicted 4354 MB/s, +44.5%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 40% of their median (2326..3543 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1570 MB/s (1467..1988), predicted 1570 MB/s, +0.0%
# note: self-check fio direct first pass, 128k libaio qd32 256M: WARNING: the repeats spread 33% of their median (1467..1988 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 2353 MB/s (2251..2391), predicted 2130 MB/s, -9.5%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2764 MB/s (2752..2784), predicted 2509 MB/s, -9.2%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2521 MB/s (2336..2559), predicted 2147 MB/s, -14.8%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 3023 MB/s (1310..3141), predicted 2521 MB/s, -16.6%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 61% of their median (1310..3141 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 09:25 UTC, in /var/tmp/calK, 195 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 1.3 ps a byte (-11.6..12.9)
copy_unaligned=1.31714e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.1/1.4/2.5us, rewrite 64k 2.8/2.9/3.6us, rewrite 1M 30.1/31.9/58.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.19 over 9 percentiles
interrupt_gap=5.61009us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.1/1.4/2.5us, rewrite 64k 2.8/2.9/3.6us, rewrite 1M 30.1/31.9/58.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.19 over 9 percentiles
interrupt_time=0.399052us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.766us p=0.4746us f=1.7292us L=0.0170us b=34530MB/s; R²=0.9924, residuals (us): 512:-0.0306 1k:+0.0234 2k:+0.149 4k:-0.144 8k:+0.0761 16k:-0.101 32k:-0.421 64k:+1.15 256k:+3.81 1M:-12 512:-0.065 4k:+0.109 64k:+0.00523 1M:-0.302
copy_bw=34529507836
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 42.22us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.62us, halved
wakeup=20.4905us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=2.77984us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5172 MiB/s against one job 2909 MiB/s, per core 0.93 (0.76..0.96), paired within each round, median of 3
smp_efficiency=0.925532

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683792 kB)
total=25276203008
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2139us (min 2104, max 2209us), against 138us per warm write; fitted from the median stall
fault_in_bw=490186692
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2139us, each of two writers at once 2172us (medians of 3 and 3 repeats): together 1.97 times one writer's rate
fault_in_parallel=1.96983
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2139us, p90 2313us, mean 2177us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calK) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calK (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.766us p=0.4746us f=1.7292us L=0.0170us b=34530MB/s; R²=0.9924, residuals (us): 512:-0.0306 1k:+0.0234 2k:+0.149 4k:-0.144 8k:+0.0761 16k:-0.101 32k:-0.421 64k:+1.15 256k:+3.81 1M:-12 512:-0.065 4k:+0.109 64k:+0.00523 1M:-0.302
write_call=0.416028us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 62.3us against 53.3us, 9.0us more per IO (8.2..9.1, median of 3 rounds); bounded by the 13.2us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=4.76187us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 727 discards, 73ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=100.413us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 20.65us per IO (48435 IOPS), 8 KiB 15.31us, 128 KiB 31.48us, 128 KiB from huge-page buffers 30.04us, against 0.94us for 4 KiB at B: per-command bound, no per-segment time seen (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=20.6462us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 39.2us / 3.91 (exponential service-time tail)
latency_jitter=10.0122us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=45.79us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=22.45us and the mean jitter 10.01us; R²=0.9951, residuals (us): 4k:+0.567 16k:+0.0278 64k:+0.522 256k:-5.82 1M:+12.5; less dev.kick 1.09us (one per QD1 IO)
write_latency=12.2333us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=4355.7MB/s k=1.67 (LM converged), R²=0.9849, residuals (MB/s): qd1:-92.9 qd2:-8.28 qd4:+76.9 qd8:+159 qd16:-186 qd32:+23.5; QD1 slope 3945.2MB/s, R²=0.9951, residuals (us): 4k:+0.567 16k:+0.0278 64k:+0.522 256k:-5.82 1M:+12.5
write_bw=4355652669
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 5.95us per IO (5.79..7.15, median of 3) less the modelled 4.86us (syscall, direct IO, command, engine)
kick=1.09465us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 47.85us per IO, 128 KiB 83.50us, against 25.22 and 43.51us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 12.21us, bw = 1839MB/s
fresh_serial=12.207us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 47.85us per IO, 128 KiB 83.50us, against 25.22 and 43.51us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 12.21us, bw = 1839MB/s
fresh_serial_bw=1838599013
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 3373MB/s (3212..3487), 2x128M 3431MB/s (3394..3449), 1x512M 3831MB/s (3380..3908), 2x512M 3813MB/s (3704..3998); median 3622MB/s over dev.write_bw 4356MB/s (O_DIRECT rewrites)
fresh_write_factor=0.83157
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 156.7us, minus the model's data write, log write of 8k and fsync CPU (37.8us)
flush_latency=118.894us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.64us, 5.47us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.832us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.766us p=0.4746us f=1.7292us L=0.0170us b=34530MB/s; R²=0.9924, residuals (us): 512:-0.0306 1k:+0.0234 2k:+0.149 4k:-0.144 8k:+0.0761 16k:-0.101 32k:-0.421 64k:+1.15 256k:+3.81 1M:-12 512:-0.065 4k:+0.109 64k:+0.00523 1M:-0.302
page_init=0.47462us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.083); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.766us p=0.4746us f=1.7292us L=0.0170us b=34530MB/s; R²=0.9924, residuals (us): 512:-0.0306 1k:+0.0234 2k:+0.149 4k:-0.144 8k:+0.0761 16k:-0.101 32k:-0.421 64k:+1.15 256k:+3.81 1M:-12 512:-0.065 4k:+0.109 64k:+0.00523 1M:-0.302
folio_alloc=0.520843us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.083); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.766us p=0.4746us f=1.7292us L=0.0170us b=34530MB/s; R²=0.9924, residuals (us): 512:-0.0306 1k:+0.0234 2k:+0.149 4k:-0.144 8k:+0.0761 16k:-0.101 32k:-0.421 64k:+1.15 256k:+3.81 1M:-12 512:-0.065 4k:+0.109 64k:+0.00523 1M:-0.302
add_folio=0.16667us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.083); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.766us p=0.4746us f=1.7292us L=0.0170us b=34530MB/s; R²=0.9924, residuals (us): 512:-0.0306 1k:+0.0234 2k:+0.149 4k:-0.144 8k:+0.0761 16k:-0.101 32k:-0.421 64k:+1.15 256k:+3.81 1M:-12 512:-0.065 4k:+0.109 64k:+0.00523 1M:-0.302
mark_dirty=0.0833349us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.766us p=0.4746us f=1.7292us L=0.0170us b=34530MB/s; R²=0.9924, residuals (us): 512:-0.0306 1k:+0.0234 2k:+0.149 4k:-0.144 8k:+0.0761 16k:-0.101 32k:-0.421 64k:+1.15 256k:+3.81 1M:-12 512:-0.065 4k:+0.109 64k:+0.00523 1M:-0.302
lru_add_large=0.0169644us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.7ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.587332us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.7ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_page=0.12473us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.083); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.766us p=0.4746us f=1.7292us L=0.0170us b=34530MB/s; R²=0.9924, residuals (us): 512:-0.0306 1k:+0.0234 2k:+0.149 4k:-0.144 8k:+0.0761 16k:-0.101 32k:-0.421 64k:+1.15 256k:+3.81 1M:-12 512:-0.065 4k:+0.109 64k:+0.00523 1M:-0.302
insert=0.458342us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.083); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.766us p=0.4746us f=1.7292us L=0.0170us b=34530MB/s; R²=0.9924, residuals (us): 512:-0.0306 1k:+0.0234 2k:+0.149 4k:-0.144 8k:+0.0761 16k:-0.101 32k:-0.421 64k:+1.15 256k:+3.81 1M:-12 512:-0.065 4k:+0.109 64k:+0.00523 1M:-0.302
mark_dirty=0.500009us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.153us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
psync=0.153us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.153us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
pvsync=0.153us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.24us (4.21..4.36) against psync 2.99us (2.96..3.05) per IO, libaio - psync within each round 1.25us (1.25..1.31), plus engine.psync 0.153us, split half to submit, half to complete
libaio_submit=0.70211us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.24us (4.21..4.36) against psync 2.99us (2.96..3.05) per IO, libaio - psync within each round 1.25us (1.25..1.31), plus engine.psync 0.153us, split half to submit, half to complete
libaio_complete=0.70211us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.99us per IO (2.96..3.51, median of 3) against the same writes through fio's psync engine in the same rounds, 3.02us (2.96..3.48): 0.03us more per IO (-0.52..0.49, median of the rounds' differences), plus fio's psync loop engine.psync 0.15us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.183518us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.51us per IO (3.42..3.63, median of 3) against the same writes through fio's psync engine in the same rounds, 2.90us (2.90..3.02): 0.61us more per IO (0.52..0.61, median of the rounds' differences), plus fio's psync loop engine.psync 0.15us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.763352us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 72.3us (71.3..72.3), io_uring qd8 on ext4 79.1us (79.1..82.0) with scramble_buffers=0 and 78.1us (78.1..79.1) with it on; iowq.punt 0.18us
remote_copy_bw=78811621298
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 72.3us (71.3..72.3), io_uring qd8 on ext4 79.1us (79.1..82.0) with scramble_buffers=0 and 78.1us (78.1..79.1) with it on; iowq.punt 0.18us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 36.93us per IO (36.80..37.51, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=9.15833us
