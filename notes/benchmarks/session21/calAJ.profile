# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 45.65us + bs/2482.3MB/s (R²=0.9890); deep queue B=2646.2MB/s, k=0.91 (R²=0.4174); measured at qd32: 3379.0MB/s (2039.7..4223.5 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.623us per call + 0.2124us per new page + 1.4046us per new folio + 33974MB/s (R²=0.9975, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: cpu.smp_efficiency measured 1.00 (fio's null engine, 2 jobs at once against one: 0.211 / 0.105 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: memcpy of 128M buffers: median 15778MB/s, best 16095MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1161 MB/s after the memory phase, 1164 MB/s at the end, +0%
# note: iowq.wakeup not fitted: with it at 0 the model predicts io-wq punt at qd4, 4k io_uring qd4 128M at 699 MB/s, within 9% of the measured 668 MB/s, so this phase does not constrain it; the profile keeps its default
# note: self-check cold memory, 1M psync 512M: measured 440 MB/s (434..453), predicted 444 MB/s, +0.9%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1202 MB/s (1200..1239), predicted 1157 MB/s, -3.7%
# note: self-check in cache, warm memory, 1M psync 32M: measured 11885 MB/s (10828..12193), predicted 11185 MB/s, -5.9%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 722 MB/s (710..1147), predicted 699 MB/s, -3.1%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 61% of their median (710..1147 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at qd4, 4k io_uring qd4 128M: measured 668 MB/s (648..767), predicted 699 MB/s, +4.7%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 919 MB/s (855..1100), predicted 883 MB/s, -3.9%
# note: self-check punted copy, 512k io_uring qd8: measured 8013 MB/s (7781..9256), predicted 9587 MB/s, +19.6%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 7781 MB/s (7457..7895), predicted 9256 MB/s, +19.0%  WARNING: past 15%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 692 MB/s (569..737), predicted 758 MB/s, +9.6%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2398 MB/s (2341..2984), predicted 2062 MB/s, -14.0%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1743 MB/s (1128..2355), predicted 1266 MB/s, -27.4%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: WARNING: the repeats spread 70% of their median (1128..2355 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2680 MB/s (1931..4753), predicted 2376 MB/s, -11.3%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 105% of their median (1931..4753 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1467 MB/s (1335..1579), predicted 1266 MB/s, -13.7%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1162 MB/s (1144..1166), predicted 1177 MB/s, +1.3%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1265 MB/s (1243..1298), predicted 1249 MB/s, -1.3%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1222 MB/s (1215..1224), predicted 1185 MB/s, -3.0%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1418 MB/s (824..1438), predicted 1250 MB/s, -11.8%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 43% of their median (824..1438 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-04 15:25 UTC, in /tmp/calAJ, 200 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.9/2.1/3.1us, rewrite 64k 3.4/3.6/4.3us, rewrite 1M 31.6/35.1/66.0us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.9/2.1/3.1us, rewrite 64k 3.4/3.6/4.3us, rewrite 1M 31.6/35.1/66.0us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=12.6191us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.623us p=0.2124us f=1.4046us b=33974MB/s; R²=0.9975, residuals (us): 512:-0.0191 1k:+0.0235 2k:+0.0604 4k:-0.103 16k:+0.0893 64k:-0.0125 256k:-0.0377 1M:-0.18 512:-0.0577 4k:+0.119 64k:-0.172 1M:+0.853
copy_bw=33974377680
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 20.46us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.39us, halved
wakeup=7.835us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.634268us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683756 kB)
total=25276166144
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2276us (min 2175, max 2297us), against 102us per warm write; fitted from the median stall
fault_in_bw=460742407
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2276us, each of two writers at once 1696us (medians of 3 and 2 repeats): together 2.68 times one writer's rate (two at most: 2)
fault_in_parallel=2
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2276us, p90 2381us, mean 2277us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calAJ) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calAJ (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.623us p=0.2124us f=1.4046us b=33974MB/s; R²=0.9975, residuals (us): 512:-0.0191 1k:+0.0235 2k:+0.0604 4k:-0.103 16k:+0.0893 64k:-0.0125 256k:-0.0377 1M:-0.18 512:-0.0577 4k:+0.119 64k:-0.172 1M:+0.853
write_call=1.27296us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 49.0us against 47.3us from the rewrite fit; bounded by the 16.5us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.4us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=0us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 793 discards, 106ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=133.67us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.46us per IO (134075 IOPS), 8 KiB 7.12us, 128 KiB 38.79us, 128 KiB from huge-page buffers 18.05us, against 1.55us for 4 KiB at B: per command 6.45us, per page segment 1.01us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7261.8MB/s from the huge-page run; the QD1 slope 2482.3MB/s, i.e. 1.65us per page against 1.57us modelled (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=6.44783us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.46us per IO (134075 IOPS), 8 KiB 7.12us, 128 KiB 38.79us, 128 KiB from huge-page buffers 18.05us, against 1.55us for 4 KiB at B: per command 6.45us, per page segment 1.01us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7261.8MB/s from the huge-page run; the QD1 slope 2482.3MB/s, i.e. 1.65us per page against 1.57us modelled (4 KiB and 8 KiB with 32 IOs per call)
segment_service=1.01071us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 44.0us / 3.91 (exponential service-time tail)
latency_jitter=11.2556us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=45.65us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.25us and the mean jitter 11.26us; R²=0.9890, residuals (us): 4k:+0.447 16k:+0.418 64k:+0.726 256k:-12.2 1M:+37.2; less dev.kick 10.87us (one per QD1 IO)
write_latency=15.2802us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2646.2MB/s k=0.91 (LM converged), R²=0.4174, residuals (MB/s): qd1:-8.13 qd2:+50.4 qd4:+254 qd8:-321 qd16:-775 qd32:+806; QD1 slope 2482.3MB/s, R²=0.9890, residuals (us): 4k:+0.447 16k:+0.418 64k:+0.726 256k:-12.2 1M:+37.2
write_bw=7261780830
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 16.21us per IO (16.16..25.69, median of 3) less the modelled 5.34us (syscall, direct IO, command, engine)
kick=10.8683us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 37.60us per IO, 128 KiB 89.36us, against 27.33 and 48.92us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 1266MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 37.60us per IO, 128 KiB 89.36us, against 27.33 and 48.92us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 1266MB/s
fresh_serial_bw=1266204981
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.89ms, 4M 2.28ms, 16M 7.63ms, 64M 26.82ms, 256M 100.14ms; t = 497.2us + N / 2523.8MB/s (R²=0.9959); sequential writes from huge pages: 256M at 6707MB/s, 2048M at 4451MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1490823456
cache_drain_bw=2523800638
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.89ms, 4M 2.28ms, 16M 7.63ms, 64M 26.82ms, 256M 100.14ms; t = 497.2us + N / 2523.8MB/s (R²=0.9959); sequential writes from huge pages: 256M at 6707MB/s, 2048M at 4451MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1490823456
cache_size=1490823456
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.17ms, 512 per flush 6.00ms: 10.8us per write, less 1.6us for its bytes at dev.cache_drain_bw
cache_drain_io=9.14734us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 3147MB/s, rewritten 4451MB/s: 97.655us more per MiB fresh, against 144.4us per MiB at dev.write_bw
fresh_write_factor=0.596553
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1321MB/s (1293..1324), 2x128M 1357MB/s (1320..1387), 1x512M 1395MB/s (1388..1403), 2x512M 1514MB/s (1401..1538); median 1376MB/s, less the fresh transfer and the commands' serial time (4286MB/s), leaves 2027MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2524MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 673ms into a fresh file, 556ms rewritten
fresh_drain_factor=0.803046
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 203.8us, minus the model's data write, log write of 8k and fsync CPU (42.9us)
flush_latency=160.842us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.09us, 4.51us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.424us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.623us p=0.2124us f=1.4046us b=33974MB/s; R²=0.9975, residuals (us): 512:-0.0191 1k:+0.0235 2k:+0.0604 4k:-0.103 16k:+0.0893 64k:-0.0125 256k:-0.0377 1M:-0.18 512:-0.0577 4k:+0.119 64k:-0.172 1M:+0.853
page_init=0.212359us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.824); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.623us p=0.2124us f=1.4046us b=33974MB/s; R²=0.9975, residuals (us): 512:-0.0191 1k:+0.0235 2k:+0.0604 4k:-0.103 16k:+0.0893 64k:-0.0125 256k:-0.0377 1M:-0.18 512:-0.0577 4k:+0.119 64k:-0.172 1M:+0.853
folio_alloc=0.456053us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.824); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.623us p=0.2124us f=1.4046us b=33974MB/s; R²=0.9975, residuals (us): 512:-0.0191 1k:+0.0235 2k:+0.0604 4k:-0.103 16k:+0.0893 64k:-0.0125 256k:-0.0377 1M:-0.18 512:-0.0577 4k:+0.119 64k:-0.172 1M:+0.853
add_folio=0.145937us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.824); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.623us p=0.2124us f=1.4046us b=33974MB/s; R²=0.9975, residuals (us): 512:-0.0191 1k:+0.0235 2k:+0.0604 4k:-0.103 16k:+0.0893 64k:-0.0125 256k:-0.0377 1M:-0.18 512:-0.0577 4k:+0.119 64k:-0.172 1M:+0.853
mark_dirty=0.0729684us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.4ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.337876us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.4ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_page=0.116193us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.824); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.623us p=0.2124us f=1.4046us b=33974MB/s; R²=0.9975, residuals (us): 512:-0.0191 1k:+0.0235 2k:+0.0604 4k:-0.103 16k:+0.0893 64k:-0.0125 256k:-0.0377 1M:-0.18 512:-0.0577 4k:+0.119 64k:-0.172 1M:+0.853
insert=0.364842us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.824); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.623us p=0.2124us f=1.4046us b=33974MB/s; R²=0.9975, residuals (us): 512:-0.0191 1k:+0.0235 2k:+0.0604 4k:-0.103 16k:+0.0893 64k:-0.0125 256k:-0.0377 1M:-0.18 512:-0.0577 4k:+0.119 64k:-0.172 1M:+0.853
mark_dirty=0.364842us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 5.68us per IO (3.57..5.77, median of 3) less the same psync writes' write() 3.41us; timed by fio's io_uring engine (/usr/bin/fio)
punt=2.2687us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.46us per IO (3.72..4.79, median of 3) less the same psync writes' write() 3.41us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.048us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 56.6us (54.7..57.6), io_uring qd8 on ext4 65.4us (56.6..67.4) with scramble_buffers=0 and 67.4us (66.4..70.3) with it on; iowq.punt 2.27us
remote_copy_bw=80407793098
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 56.6us (54.7..57.6), io_uring qd8 on ext4 65.4us (56.6..67.4) with scramble_buffers=0 and 67.4us (66.4..70.3) with it on; iowq.punt 2.27us
scrambled_sector=0.00190735us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.211us per IO, spread 1%: fio's own loop, the same for pwrite and pwritev
psync=0.2105us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.211us per IO, spread 1%: fio's own loop, the same for pwrite and pwritev
pvsync=0.2105us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.92us (5.55..7.20) against psync 4.24us (3.57..4.73) per IO, plus engine.psync 0.211us, split half to submit, half to complete
libaio_submit=0.944483us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.92us (5.55..7.20) against psync 4.24us (3.57..4.73) per IO, plus engine.psync 0.211us, split half to submit, half to complete
libaio_complete=0.944483us
