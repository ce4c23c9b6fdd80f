# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 93.93us, qd2 62.72us, qd4 49.09us, qd8 56.38us, qd16 54.41us, qd32 63.09us; overlapped max(t1/qd, t32) rms error 14.2%; batched S + D/qd: S=51.06us D=31.11us, rms error 12.3%: overlapped
# note: write device curve: QD1 t(bs) 33.85us + bs/2629.7MB/s (R²=0.9664); deep queue B=2465.9MB/s, k=0.49 (R²=0.5487); measured at qd32: 2077.4MB/s (1995.4..2183.1 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 38.63us + bs/3104.1MB/s (R²=0.9371); deep queue B=2144.2MB/s, k=0.59 (R²=0.8545); measured at qd32: 1932.5MB/s (1899.7..2640.4 over 3 rounds; every point the median of its rounds)
# note: cpu.copy_unaligned not fitted (0 kept): 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: -1.5 ps a byte (-2.7..42.8)
# note: buffered write(): 1.684us per call + 0.2906us per new page (0.2334us copied in a chunk of cpu.copy_stream_bytes or more) + 1.0476us per new folio + 0.1633us per new large folio + 31267MB/s (R²=0.9965, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.99 per core (2 jobs at once against one: 0.118 / 0.059 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 15479MB/s, best 15717MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1171 MB/s after the memory phase, 1214 MB/s at the end, +4%
# note: self-check cold memory, 1M psync 512M: measured 442 MB/s (428..559), predicted 449 MB/s, +1.5%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1228 MB/s (1097..1270), predicted 1240 MB/s, +0.9%
# note: self-check in cache, warm memory, 1M psync 32M: measured 10843 MB/s (10344..10922), predicted 10885 MB/s, +0.4%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 9784 MB/s (7092..10183), predicted 10885 MB/s, +11.3%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 32% of their median (7092..10183 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 4971 MB/s (4474..5113), predicted 5862 MB/s, +17.9%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 987 MB/s (980..1091), predicted 973 MB/s, -1.4%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 177 MB/s (176..186), predicted 177 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 966 MB/s (959..980), predicted 919 MB/s, -4.8%
# note: self-check punted copy, 512k io_uring qd8: measured 8389 MB/s (8260..8522), predicted 9364 MB/s, +11.6%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 7895 MB/s (7781..8134), predicted 8753 MB/s, +10.9%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 718 MB/s (699..733), predicted 754 MB/s, +5.0%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 749 MB/s (737..1297), predicted 1174 MB/s, +56.7%  WARNING: past 15%
# note: self-check fio direct rewrites, 16k libaio qd32: WARNING: the repeats spread 75% of their median (737..1297 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 641 MB/s (579..959), predicted 1078 MB/s, +68.3%  WARNING: past 15%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 59% of their median (579..959 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1574 MB/s (1557..2021), predicted 1906 MB/s, +21.1%  WARNING: past 15%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1284 MB/s (1193..1322), predicted 1486 MB/s, +15.7%  WARNING: past 15%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2015 MB/s (1840..2167), predicted 2085 MB/s, +3.4%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1732 MB/s (1297..1945), predicted 1592 MB/s, -8.0%
# note: self-check fio direct first pass, 64k libaio qd32 256M: WARNING: the repeats spread 37% of their median (1297..1945 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2080 MB/s (1657..2205), predicted 2187 MB/s, +5.1%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1391 MB/s (1215..1607), predicted 1650 MB/s, +18.6%  WARNING: past 15%
# note: self-check 4k overwrite, fdatasync=1: measured 25 MB/s (25..25), predicted 25 MB/s, -0.3%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 18 MB/s (18..18), predicted 20 MB/s, +10.3%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1308 MB/s (1197..1350), predicted 1300 MB/s, -0.6%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1445 MB/s (1420..1465), predicted 1368 MB/s, -5.3%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1302 MB/s (830..1318), predicted 1313 MB/s, +0.9%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 38% of their median (830..1318 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 922 MB/s (851..1321), predicted 1160 MB/s, +25.7%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 51% of their median (851..1321 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 861 MB/s (807..868), predicted 890 MB/s, +3.4%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1083 MB/s (1030..1099), predicted 1066 MB/s, -1.5%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 22:51 UTC, in /var/tmp/calBM, 266 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.045..1.080us
syscall=1.05429us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.1/2.3/3.2us, rewrite 64k 3.7/4.0/5.5us, rewrite 1M 34.0/37.6/73.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.1/2.3/3.2us, rewrite 64k 3.7/4.0/5.5us, rewrite 1M 34.0/37.6/73.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_time=14.1589us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 128k..1M fitted each; this one took the relative residual sum from 0.0344 (none) to 0.0207
copy_stream_bytes=262144
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=256KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.684us p=0.2906us pl=0.2334us f=1.0476us L=0.1633us b=31267MB/s; R²=0.9965, residuals (us): 512:-0.0688 1k:-0.0522 2k:+0.0225 4k:+0.0309 8k:-0.0355 16k:-0.0603 32k:+0.404 64k:-0.356 128k:+0.0914 256k:+0.279 512k:-0.663 1M:+0.371 512:-0.0647 4k:+0.239 64k:-0.0764 1M:+0.182
copy_stream_page=0.0572284us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.684us p=0.2906us pl=0.2334us f=1.0476us L=0.1633us b=31267MB/s; R²=0.9965, residuals (us): 512:-0.0688 1k:-0.0522 2k:+0.0225 4k:+0.0309 8k:-0.0355 16k:-0.0603 32k:+0.404 64k:-0.356 128k:+0.0914 256k:+0.279 512k:-0.663 1M:+0.371 512:-0.0647 4k:+0.239 64k:-0.0764 1M:+0.182
copy_bw=31266988762
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 20.98us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.56us, halved
wakeup=7.926us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.312839us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 10.0, 50us: 10.1, 100us: 10.2, 150us: 10.3, 200us: 41.9, 300us: 42.4, 500us: 45.3, 1000us: 47.3
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 38.7/37.2/37.0 us)
deep_wakeup=37.3055us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4741 MiB/s against one job 2612 MiB/s, per core 0.83 (0.82..0.93), paired within each round, median of 3
smp_efficiency=0.828571

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2240us (min 1744, max 2255us), against 115us per warm write; fitted from the median stall
fault_in_bw=468114286
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2240us, each of two writers at once 1945us (medians of 3 and 3 repeats): together 2.30 times one writer's rate (two at most: 2)
fault_in_parallel=2
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2240us, p90 2405us, mean 2252us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBM) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBM (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.054us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.684us p=0.2906us pl=0.2334us f=1.0476us L=0.1633us b=31267MB/s; R²=0.9965, residuals (us): 512:-0.0688 1k:-0.0522 2k:+0.0225 4k:+0.0309 8k:-0.0355 16k:-0.0603 32k:+0.404 64k:-0.356 128k:+0.0914 256k:+0.279 512k:-0.663 1M:+0.371 512:-0.0647 4k:+0.239 64k:-0.0764 1M:+0.182
write_call=0.579764us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 39.4us against 35.7us, 3.1us more per IO (2.3..3.8, median of 3 rounds); bounded by the 17.6us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.4us of slower fresh-block transfer (dev.fresh_write_factor) and 0.6us of the host's allocation section (dev.fresh_serial): 2.11us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=1.14665us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 39.4us against 35.7us, 3.1us more per IO (2.3..3.8, median of 3 rounds); bounded by the 17.6us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.4us of slower fresh-block transfer (dev.fresh_write_factor) and 0.6us of the host's allocation section (dev.fresh_serial): 2.11us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=0.959442us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4357 discards, 410ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=94.1014us
# dev.cmd_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 45.5us and 115.9us a burst, 4.72us more per command (4.44..5.13, median of 3 rounds), less dev.segment_service 1.78us: per command 2.94us; the deep-queue ladder gave 6.10us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.88us per IO (126844 IOPS), 8 KiB 7.25us, 128 KiB 63.09us, 128 KiB from huge-page buffers 17.67us, against 1.66us for 4 KiB at B: per command 6.10us, per page segment 1.78us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7416.6MB/s from the huge-page run; the QD1 slope 2629.7MB/s, i.e. 1.56us per page against 2.33us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.88us, 8k 7.25us, 16k 10.63us, 32k 14.74us, 64k 26.54us, 128k 63.09us, 128k huge 17.67us; serial t = c + n s + bytes/bw: c=5.14us s=1.055us bw=11417MB/s, rms error 11.6%; parallel t = max(c + n s, bytes/7417MB/s): c=4.98us s=1.465us, rms error 11.7%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=2.94036us
# dev.segment_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 45.5us and 115.9us a burst, 4.72us more per command (4.44..5.13, median of 3 rounds), less dev.segment_service 1.78us: per command 2.94us; the deep-queue ladder gave 6.10us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.88us per IO (126844 IOPS), 8 KiB 7.25us, 128 KiB 63.09us, 128 KiB from huge-page buffers 17.67us, against 1.66us for 4 KiB at B: per command 6.10us, per page segment 1.78us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7416.6MB/s from the huge-page run; the QD1 slope 2629.7MB/s, i.e. 1.56us per page against 2.33us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.88us, 8k 7.25us, 16k 10.63us, 32k 14.74us, 64k 26.54us, 128k 63.09us, 128k huge 17.67us; serial t = c + n s + bytes/bw: c=5.14us s=1.055us bw=11417MB/s, rms error 11.6%; parallel t = max(c + n s, bytes/7417MB/s): c=4.98us s=1.465us, rms error 11.7%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.78097us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 34.6us / 3.91 (exponential service-time tail)
latency_jitter=8.8343us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=33.85us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.49us and the mean jitter 8.83us; R²=0.9664, residuals (us): 4k:+0.628 16k:+2.27 64k:-3.16 256k:-14.5 1M:+77.6; less dev.kick 7.05us (one per QD1 IO)
write_latency=12.463us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2465.9MB/s k=0.49 (LM converged), R²=0.5487, residuals (MB/s): qd1:-263 qd2:+107 qd4:+472 qd8:+0.666 qd16:+16.1 qd32:-352; QD1 slope 2629.7MB/s, R²=0.9664, residuals (us): 4k:+0.628 16k:+2.27 64k:-3.16 256k:-14.5 1M:+77.6
write_bw=7416577630
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=38.63us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.49us and the mean jitter 8.83us (both as the writes fitted them); R²=0.9371, residuals (us): 4k:+1.19 16k:+1.87 64k:-1.23 256k:-18.2 1M:+92.4
read_latency=24.299us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=2144.2MB/s k=0.59 (LM converged), R²=0.8545, residuals (MB/s): qd1:-104 qd2:+55.2 qd4:+66.7 qd8:+173 qd16:-28 qd32:-173; QD1 slope 3104.1MB/s, R²=0.9371, residuals (us): 4k:+1.19 16k:+1.87 64k:-1.23 256k:-18.2 1M:+92.4
read_bw=2144177135
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 13.39us per IO (12.91..14.12, median of 3) less the modelled 6.34us (syscall, direct IO, command, engine)
kick=7.05389us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 144.4us, as the model adds the rest (by simulation); the closed form gave 120.3144us
flush_latency=105.591us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.80ms, 2M 1.00ms, 4M 1.88ms, 8M 3.59ms, 16M 6.91ms, 32M 12.91ms, 64M 24.51ms, 128M 49.55ms, 256M 90.70ms; with dev.flush_latency as the fixed part; t = 120.3us + N / 2558.7MB/s, rms error 13.3%; with the cache writing out in the background above 1.0M while the run goes on (at 5507MB/s): 120.3us + the rest / 1819.7MB/s, rms error 6.7% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5507MB/s, 2048M at 6347MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1819706274
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.80ms, 2M 1.00ms, 4M 1.88ms, 8M 3.59ms, 16M 6.91ms, 32M 12.91ms, 64M 24.51ms, 128M 49.55ms, 256M 90.70ms; with dev.flush_latency as the fixed part; t = 120.3us + N / 2558.7MB/s, rms error 13.3%; with the cache writing out in the background above 1.0M while the run goes on (at 5507MB/s): 120.3us + the rest / 1819.7MB/s, rms error 6.7% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5507MB/s, 2048M at 6347MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.80ms, 2M 1.00ms, 4M 1.88ms, 8M 3.59ms, 16M 6.91ms, 32M 12.91ms, 64M 24.51ms, 128M 49.55ms, 256M 90.70ms; with dev.flush_latency as the fixed part; t = 120.3us + N / 2558.7MB/s, rms error 13.3%; with the cache writing out in the background above 1.0M while the run goes on (at 5507MB/s): 120.3us + the rest / 1819.7MB/s, rms error 6.7% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5507MB/s, 2048M at 6347MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=1048576
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.264ms, 64 per flush 0.741ms, 256 per flush 2.474ms; 9.3us per write beyond dev.flush_latency 120.3us, less 2.3us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=7.08336us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 3846MB/s, rewritten 6347MB/s: 107.433us more per MiB fresh, against 141.4us per MiB at dev.write_bw
fresh_write_factor=0.568223
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1500MB/s (1372..1546), 2x128M 1553MB/s (1534..1577), 1x512M 1515MB/s (1499..1584), 2x512M 1631MB/s (1616..1814); all bytes over all fsync times 1579MB/s, less the fresh transfer and the commands' serial time (4172MB/s), leaves 2540MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1820MB/s above dev.cache_background 1M (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 502ms into a fresh file, 746ms rewritten
fresh_drain_factor=0.868307
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 25.57us against 21.88, 32k 25.51us against 20.81, 64k 37.84us against 32.52, 128k 94.24us against 63.01; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.01us, bw = 6775MB/s
fresh_serial=0.00987056us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 25.57us against 21.88, 32k 25.51us against 20.81, 64k 37.84us against 32.52, 128k 94.24us against 63.01; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.01us, bw = 6775MB/s
fresh_serial_bw=6774636246

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.96us, 4.38us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.424us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.684us p=0.2906us pl=0.2334us f=1.0476us L=0.1633us b=31267MB/s; R²=0.9965, residuals (us): 512:-0.0688 1k:-0.0522 2k:+0.0225 4k:+0.0309 8k:-0.0355 16k:-0.0603 32k:+0.404 64k:-0.356 128k:+0.0914 256k:+0.279 512k:-0.663 1M:+0.371 512:-0.0647 4k:+0.239 64k:-0.0764 1M:+0.182
page_init=0.290622us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.262); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.684us p=0.2906us pl=0.2334us f=1.0476us L=0.1633us b=31267MB/s; R²=0.9965, residuals (us): 512:-0.0688 1k:-0.0522 2k:+0.0225 4k:+0.0309 8k:-0.0355 16k:-0.0603 32k:+0.404 64k:-0.356 128k:+0.0914 256k:+0.279 512k:-0.663 1M:+0.371 512:-0.0647 4k:+0.239 64k:-0.0764 1M:+0.182
folio_alloc=0.315539us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.262); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.684us p=0.2906us pl=0.2334us f=1.0476us L=0.1633us b=31267MB/s; R²=0.9965, residuals (us): 512:-0.0688 1k:-0.0522 2k:+0.0225 4k:+0.0309 8k:-0.0355 16k:-0.0603 32k:+0.404 64k:-0.356 128k:+0.0914 256k:+0.279 512k:-0.663 1M:+0.371 512:-0.0647 4k:+0.239 64k:-0.0764 1M:+0.182
add_folio=0.100972us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.262); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.684us p=0.2906us pl=0.2334us f=1.0476us L=0.1633us b=31267MB/s; R²=0.9965, residuals (us): 512:-0.0688 1k:-0.0522 2k:+0.0225 4k:+0.0309 8k:-0.0355 16k:-0.0603 32k:+0.404 64k:-0.356 128k:+0.0914 256k:+0.279 512k:-0.663 1M:+0.371 512:-0.0647 4k:+0.239 64k:-0.0764 1M:+0.182
mark_dirty=0.0504862us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.684us p=0.2906us pl=0.2334us f=1.0476us L=0.1633us b=31267MB/s; R²=0.9965, residuals (us): 512:-0.0688 1k:-0.0522 2k:+0.0225 4k:+0.0309 8k:-0.0355 16k:-0.0603 32k:+0.404 64k:-0.356 128k:+0.0914 256k:+0.279 512k:-0.663 1M:+0.371 512:-0.0647 4k:+0.239 64k:-0.0764 1M:+0.182
lru_add_large=0.163346us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.8ms for 16384 folios, 1M writes: 2.2ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.344681us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.8ms for 16384 folios, 1M writes: 2.2ms for 64 folios; folios from the model's folio policy
invalidate_page=0.130238us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.262); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.684us p=0.2906us pl=0.2334us f=1.0476us L=0.1633us b=31267MB/s; R²=0.9965, residuals (us): 512:-0.0688 1k:-0.0522 2k:+0.0225 4k:+0.0309 8k:-0.0355 16k:-0.0603 32k:+0.404 64k:-0.356 128k:+0.0914 256k:+0.279 512k:-0.663 1M:+0.371 512:-0.0647 4k:+0.239 64k:-0.0764 1M:+0.182
insert=0.277674us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.262); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.684us p=0.2906us pl=0.2334us f=1.0476us L=0.1633us b=31267MB/s; R²=0.9965, residuals (us): 512:-0.0688 1k:-0.0522 2k:+0.0225 4k:+0.0309 8k:-0.0355 16k:-0.0603 32k:+0.404 64k:-0.356 128k:+0.0914 256k:+0.279 512k:-0.663 1M:+0.371 512:-0.0647 4k:+0.239 64k:-0.0764 1M:+0.182
mark_dirty=0.302917us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.118us per IO, spread 3%: fio's own loop, the same for pwrite and pwritev
psync=0.1175us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.118us per IO, spread 3%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1175us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.71us (5.58..5.86) against psync 3.72us (3.69..3.72) per IO, libaio - psync within each round 2.01us (1.86..2.14), plus engine.psync 0.118us, split half to submit, half to complete
libaio_submit=1.06583us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.71us (5.58..5.86) against psync 3.72us (3.69..3.72) per IO, libaio - psync within each round 2.01us (1.86..2.14), plus engine.psync 0.118us, split half to submit, half to complete
libaio_complete=1.06583us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 4.15us per IO (3.75..4.18, median of 3) against the same writes through fio's psync engine in the same rounds, 3.63us (3.63..3.69): 0.46us more per IO (0.12..0.55, median of the rounds' differences), plus fio's psync loop engine.psync 0.12us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.575264us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.24us per IO (4.18..4.27, median of 3) against the same writes through fio's psync engine in the same rounds, 3.57us (3.45..3.66): 0.70us more per IO (0.58..0.73, median of the rounds' differences), plus fio's psync loop engine.psync 0.12us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.819404us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 56.6us (55.7..61.5), io_uring qd8 on ext4 62.5us (61.5..63.5) with scramble_buffers=0 and 66.4us (64.5..67.4) with it on; iowq.punt 0.58us
remote_copy_bw=99219711304
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 56.6us (55.7..61.5), io_uring qd8 on ext4 62.5us (61.5..63.5) with scramble_buffers=0 and 66.4us (64.5..67.4) with it on; iowq.punt 0.58us
scrambled_sector=0.0038147us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 23.13us per IO (21.97..23.25, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=6.69861us
