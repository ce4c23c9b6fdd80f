# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 89.74us, qd2 62.93us, qd4 52.30us, qd8 57.71us, qd16 57.42us, qd32 51.88us; overlapped max(t1/qd, t32) rms error 9.2%; batched S + D/qd: S=50.65us D=32.18us, rms error 7.6%: overlapped
# note: write device curve: QD1 t(bs) 37.86us + bs/2247.2MB/s (R²=0.9964); deep queue B=2538.3MB/s, k=0.56 (R²=0.7980); measured at qd32: 2526.3MB/s (2379.3..2607.3 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 37.65us + bs/3686.1MB/s (R²=0.9948); deep queue B=3771.2MB/s, k=0.95 (R²=0.9810); measured at qd32: 3693.8MB/s (2907.4..3738.5 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 18.8 ps a byte (-10.8..47.9)
# note: buffered write(): 1.486us per call + 0.1988us per new page (0.1138us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.2733us per new folio + 0.4845us per new large folio + 35526MB/s (R²=0.9965, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.97 per core (2 jobs at once against one: 0.104 / 0.053 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 13936MB/s, best 14307MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1272 MB/s after the memory phase, 1245 MB/s at the end, -2%
# note: self-check cold memory, 1M psync 512M: measured 594 MB/s (567..597), predicted 596 MB/s, +0.3%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1258 MB/s (1240..1302), predicted 1271 MB/s, +1.0%
# note: self-check in cache, warm memory, 1M psync 32M: measured 11741 MB/s (11071..12402), predicted 12513 MB/s, +6.6%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 9438 MB/s (7098..12057), predicted 10129 MB/s, +7.3%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 53% of their median (7098..12057 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5369 MB/s (4925..5535), predicted 5774 MB/s, +7.5%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1137 MB/s (1128..1147), predicted 1040 MB/s, -8.6%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 190 MB/s (189..190), predicted 190 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1049 MB/s (980..1082), predicted 965 MB/s, -8.0%
# note: self-check punted copy, 512k io_uring qd8: measured 8801 MB/s (8659..8948), predicted 8645 MB/s, -1.8%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8948 MB/s (8801..9100), predicted 8645 MB/s, -3.4%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 763 MB/s (746..785), predicted 748 MB/s, -2.0%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 662 MB/s (649..1109), predicted 769 MB/s, +16.1%  WARNING: past 15%
# note: self-check fio direct rewrites, 16k libaio qd32: WARNING: the repeats spread 69% of their median (649..1109 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 831 MB/s (522..1049), predicted 732 MB/s, -11.9%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 63% of their median (522..1049 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1382 MB/s (1255..1483), predicted 1522 MB/s, +10.1%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1329 MB/s (1128..1483), predicted 1255 MB/s, -5.5%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2444 MB/s (2162..2546), predicted 2266 MB/s, -7.3%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1508 MB/s (1391..1598), predicted 1417 MB/s, -6.0%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2435 MB/s (2356..2871), predicted 2526 MB/s, +3.8%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1459 MB/s (1428..1500), predicted 1513 MB/s, +3.7%
# note: self-check 4k overwrite, fdatasync=1: measured 24 MB/s (24..24), predicted 24 MB/s, +0.4%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 18 MB/s (18..18), predicted 20 MB/s, +11.8%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1261 MB/s (1224..1302), predicted 1262 MB/s, +0.1%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1410 MB/s (1360..1437), predicted 1361 MB/s, -3.5%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1347 MB/s (1326..1367), predicted 1319 MB/s, -2.1%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1449 MB/s (1079..1484), predicted 1416 MB/s, -2.3%
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 924 MB/s (817..935), predicted 914 MB/s, -1.1%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1211 MB/s (1193..1235), predicted 1124 MB/s, -7.2%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 17:23 UTC, in /var/tmp/calBI, 279 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.008..1.076us
syscall=1.01551us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 18.8 ps a byte (-10.8..47.9)
copy_unaligned=1.88063e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.0/3.2us, rewrite 64k 3.4/3.6/4.8us, rewrite 1M 29.8/32.4/57.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=125.594us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.0/3.2us, rewrite 64k 3.4/3.6/4.8us, rewrite 1M 29.8/32.4/57.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=2.82508us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0214) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.486us p=0.1988us f=1.2733us L=0.4845us b=35526MB/s; R²=0.9965, residuals (us): 512:-0.035 1k:+0.00248 2k:-0.0245 4k:+0.0329 8k:-0.228 16k:+0.235 32k:+0.133 64k:+0.359 128k:-0.077 256k:-0.446 512k:-2.86 1M:+5.51 512:-0.0461 4k:+0.0985 64k:+0.011 1M:-0.151
copy_bw=35526397695
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 19.39us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.28us, halved
wakeup=7.418us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.294308us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 9.3, 50us: 9.4, 100us: 9.5, 150us: 9.6, 200us: 38.1, 300us: 40.0, 500us: 41.4, 1000us: 43.2
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 35.8/33.6/33.9 us)
deep_wakeup=33.869us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5120 MiB/s against one job 2876 MiB/s, per core 0.86 (0.82..0.89), paired within each round, median of 3
smp_efficiency=0.85567

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1656us (min 1606, max 1692us), against 105us per warm write; fitted from the median stall
fault_in_bw=633075734
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1656us, each of two writers at once 1701us (medians of 3 and 2 repeats): together 1.95 times one writer's rate
fault_in_parallel=1.94704
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1656us, p90 1782us, mean 1656us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBI) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBI (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.016us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.486us p=0.1988us f=1.2733us L=0.4845us b=35526MB/s; R²=0.9965, residuals (us): 512:-0.035 1k:+0.00248 2k:-0.0245 4k:+0.0329 8k:-0.228 16k:+0.235 32k:+0.133 64k:+0.359 128k:-0.077 256k:-0.446 512k:-2.86 1M:+5.51 512:-0.0461 4k:+0.0985 64k:+0.011 1M:-0.151
write_call=0.420152us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 49.4us against 42.2us, 3.2us more per IO (3.2..7.2, median of 3 rounds); bounded by the 16.6us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.3us of slower fresh-block transfer (dev.fresh_write_factor) and 1.1us of the host's allocation section (dev.fresh_serial): 1.90us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=1.03401us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 49.4us against 42.2us, 3.2us more per IO (3.2..7.2, median of 3 rounds); bounded by the 16.6us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.3us of slower fresh-block transfer (dev.fresh_write_factor) and 1.1us of the host's allocation section (dev.fresh_serial): 1.90us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=0.86519us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4652 discards, 357ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=76.7412us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.40us per IO (135173 IOPS), 8 KiB 6.61us, 128 KiB 51.88us, 128 KiB from huge-page buffers 17.06us, against 1.61us for 4 KiB at B: per command 5.96us, per page segment 1.43us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7682.2MB/s from the huge-page run; the QD1 slope 2247.2MB/s, i.e. 1.82us per page against 1.97us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.40us, 8k 6.61us, 16k 9.72us, 32k 15.31us, 64k 31.15us, 128k 51.88us, 128k huge 17.06us; serial t = c + n s + bytes/bw: c=4.55us s=1.092us bw=11479MB/s, rms error 10.1%; parallel t = max(c + n s, bytes/7682MB/s): c=5.51us s=1.123us, rms error 14.4%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=5.96294us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.40us per IO (135173 IOPS), 8 KiB 6.61us, 128 KiB 51.88us, 128 KiB from huge-page buffers 17.06us, against 1.61us for 4 KiB at B: per command 5.96us, per page segment 1.43us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7682.2MB/s from the huge-page run; the QD1 slope 2247.2MB/s, i.e. 1.82us per page against 1.97us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.40us, 8k 6.61us, 16k 9.72us, 32k 15.31us, 64k 31.15us, 128k 51.88us, 128k huge 17.06us; serial t = c + n s + bytes/bw: c=4.55us s=1.092us bw=11479MB/s, rms error 10.1%; parallel t = max(c + n s, bytes/7682MB/s): c=5.51us s=1.123us, rms error 14.4%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.43498us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 57.1us / 3.91 (exponential service-time tail)
latency_jitter=14.593us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=37.86us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.48us and the mean jitter 14.59us; R²=0.9964, residuals (us): 4k:+0.355 16k:+1.15 64k:-2.65 256k:-4.43 1M:+22.2; less dev.kick 14.40us (one per QD1 IO)
write_latency=0.391553us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2538.3MB/s k=0.56 (LM converged), R²=0.7980, residuals (MB/s): qd1:-161 qd2:+104 qd4:+282 qd8:-99.7 qd16:-169 qd32:+32.1; QD1 slope 2247.2MB/s, R²=0.9964, residuals (us): 4k:+0.355 16k:+1.15 64k:-2.65 256k:-4.43 1M:+22.2
write_bw=7682150073
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=37.65us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.48us and the mean jitter 14.59us (both as the writes fitted them); R²=0.9948, residuals (us): 4k:-0.0771 16k:+0.801 64k:+0.155 256k:-5.98 1M:+15
read_latency=14.5744us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3771.2MB/s k=0.95 (LM converged), R²=0.9810, residuals (MB/s): qd1:-91.9 qd2:+42.2 qd4:+107 qd8:+41.1 qd16:-143 qd32:+31.2; QD1 slope 3686.1MB/s, R²=0.9948, residuals (us): 4k:-0.0771 16k:+0.801 64k:+0.155 256k:-5.98 1M:+15
read_bw=3771193161
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 20.75us per IO (13.90..23.98, median of 3) less the modelled 6.35us (syscall, direct IO, command, engine)
kick=14.3972us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 154.6us, as the model adds the rest (by simulation); the closed form gave 142.6838us
flush_latency=116.577us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.80ms, 2M 1.00ms, 4M 2.34ms, 8M 4.23ms, 16M 7.63ms, 32M 14.88ms, 64M 25.82ms, 128M 49.55ms, 256M 98.04ms; with dev.flush_latency as the fixed part; t = 142.7us + N / 2372.0MB/s, rms error 14.3%; with the cache writing out in the background above 22.6M while the run goes on (at 6302MB/s): 142.7us + the rest / 2046.3MB/s, rms error 9.4% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6302MB/s, 2048M at 6189MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2046273530
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.80ms, 2M 1.00ms, 4M 2.34ms, 8M 4.23ms, 16M 7.63ms, 32M 14.88ms, 64M 25.82ms, 128M 49.55ms, 256M 98.04ms; with dev.flush_latency as the fixed part; t = 142.7us + N / 2372.0MB/s, rms error 14.3%; with the cache writing out in the background above 22.6M while the run goes on (at 6302MB/s): 142.7us + the rest / 2046.3MB/s, rms error 9.4% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6302MB/s, 2048M at 6189MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.80ms, 2M 1.00ms, 4M 2.34ms, 8M 4.23ms, 16M 7.63ms, 32M 14.88ms, 64M 25.82ms, 128M 49.55ms, 256M 98.04ms; with dev.flush_latency as the fixed part; t = 142.7us + N / 2372.0MB/s, rms error 14.3%; with the cache writing out in the background above 22.6M while the run goes on (at 6302MB/s): 142.7us + the rest / 2046.3MB/s, rms error 9.4% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6302MB/s, 2048M at 6189MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=23726566
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.255ms, 64 per flush 0.709ms, 256 per flush 2.441ms; 8.6us per write beyond dev.flush_latency 142.7us, less 2.0us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=6.5946us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4492MB/s, rewritten 6189MB/s: 64.006us more per MiB fresh, against 136.5us per MiB at dev.write_bw
fresh_write_factor=0.680771
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1473MB/s (1433..1510), 2x128M 1526MB/s (1481..1572), 1x512M 1571MB/s (1562..1598), 2x512M 1620MB/s (1569..2972); all bytes over all fsync times 1583MB/s, less the fresh transfer and the commands' serial time (5155MB/s), leaves 2285MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2046MB/s above dev.cache_background 23726566 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 482ms into a fresh file, 743ms rewritten
fresh_drain_factor=0.782268
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 19.71us against 24.75, 32k 24.66us against 23.71, 64k 43.46us against 26.82, 128k 89.84us against 53.83; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 3788MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 19.71us against 24.75, 32k 24.66us against 23.71, 64k 43.46us against 26.82, 128k 89.84us against 53.83; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 3788MB/s
fresh_serial_bw=3788231666

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.90us, 4.38us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.488us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.486us p=0.1988us f=1.2733us L=0.4845us b=35526MB/s; R²=0.9965, residuals (us): 512:-0.035 1k:+0.00248 2k:-0.0245 4k:+0.0329 8k:-0.228 16k:+0.235 32k:+0.133 64k:+0.359 128k:-0.077 256k:-0.446 512k:-2.86 1M:+5.51 512:-0.0461 4k:+0.0985 64k:+0.011 1M:-0.151
page_init=0.198795us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.534); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.486us p=0.1988us f=1.2733us L=0.4845us b=35526MB/s; R²=0.9965, residuals (us): 512:-0.035 1k:+0.00248 2k:-0.0245 4k:+0.0329 8k:-0.228 16k:+0.235 32k:+0.133 64k:+0.359 128k:-0.077 256k:-0.446 512k:-2.86 1M:+5.51 512:-0.0461 4k:+0.0985 64k:+0.011 1M:-0.151
folio_alloc=0.383512us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.534); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.486us p=0.1988us f=1.2733us L=0.4845us b=35526MB/s; R²=0.9965, residuals (us): 512:-0.035 1k:+0.00248 2k:-0.0245 4k:+0.0329 8k:-0.228 16k:+0.235 32k:+0.133 64k:+0.359 128k:-0.077 256k:-0.446 512k:-2.86 1M:+5.51 512:-0.0461 4k:+0.0985 64k:+0.011 1M:-0.151
add_folio=0.122724us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.534); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.486us p=0.1988us f=1.2733us L=0.4845us b=35526MB/s; R²=0.9965, residuals (us): 512:-0.035 1k:+0.00248 2k:-0.0245 4k:+0.0329 8k:-0.228 16k:+0.235 32k:+0.133 64k:+0.359 128k:-0.077 256k:-0.446 512k:-2.86 1M:+5.51 512:-0.0461 4k:+0.0985 64k:+0.011 1M:-0.151
mark_dirty=0.061362us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.486us p=0.1988us f=1.2733us L=0.4845us b=35526MB/s; R²=0.9965, residuals (us): 512:-0.035 1k:+0.00248 2k:-0.0245 4k:+0.0329 8k:-0.228 16k:+0.235 32k:+0.133 64k:+0.359 128k:-0.077 256k:-0.446 512k:-2.86 1M:+5.51 512:-0.0461 4k:+0.0985 64k:+0.011 1M:-0.151
lru_add_large=0.48448us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.5ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.338406us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.5ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.119242us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.534); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.486us p=0.1988us f=1.2733us L=0.4845us b=35526MB/s; R²=0.9965, residuals (us): 512:-0.035 1k:+0.00248 2k:-0.0245 4k:+0.0329 8k:-0.228 16k:+0.235 32k:+0.133 64k:+0.359 128k:-0.077 256k:-0.446 512k:-2.86 1M:+5.51 512:-0.0461 4k:+0.0985 64k:+0.011 1M:-0.151
insert=0.337491us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.534); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.486us p=0.1988us f=1.2733us L=0.4845us b=35526MB/s; R²=0.9965, residuals (us): 512:-0.035 1k:+0.00248 2k:-0.0245 4k:+0.0329 8k:-0.228 16k:+0.235 32k:+0.133 64k:+0.359 128k:-0.077 256k:-0.446 512k:-2.86 1M:+5.51 512:-0.0461 4k:+0.0985 64k:+0.011 1M:-0.151
mark_dirty=0.368172us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.104us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
psync=0.104us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.104us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
pvsync=0.104us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.37us (5.22..5.49) against psync 3.33us (3.30..3.42) per IO, libaio - psync within each round 2.08us (1.80..2.17), plus engine.psync 0.104us, split half to submit, half to complete
libaio_submit=1.0896us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.37us (5.22..5.49) against psync 3.33us (3.30..3.42) per IO, libaio - psync within each round 2.08us (1.80..2.17), plus engine.psync 0.104us, split half to submit, half to complete
libaio_complete=1.0896us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.60us per IO (3.57..3.63, median of 3) against the same writes through fio's psync engine in the same rounds, 3.30us (3.23..3.36): 0.27us more per IO (0.27..0.37, median of the rounds' differences), plus fio's psync loop engine.psync 0.10us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.378658us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.91us per IO (3.78..4.18, median of 3) against the same writes through fio's psync engine in the same rounds, 3.33us (3.23..3.36): 0.58us more per IO (0.43..0.95, median of the rounds' differences), plus fio's psync loop engine.psync 0.10us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.683834us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 51.8us (50.8..54.7), io_uring qd8 on ext4 59.6us (58.6..60.5) with scramble_buffers=0 and 58.6us (57.6..59.6) with it on; iowq.punt 0.38us
remote_copy_bw=81193328595
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 51.8us (50.8..54.7), io_uring qd8 on ext4 59.6us (58.6..60.5) with scramble_buffers=0 and 58.6us (57.6..59.6) with it on; iowq.punt 0.38us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 21.61us per IO (21.51..21.70, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=5.94177us
