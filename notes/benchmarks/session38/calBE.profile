# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 86.43us, qd2 60.94us, qd4 49.74us, qd8 58.14us, qd16 55.90us, qd32 51.55us; overlapped max(t1/qd, t32) rms error 8.6%; batched S + D/qd: S=49.86us D=29.32us, rms error 8.7%: overlapped
# note: write device curve: QD1 t(bs) 38.76us + bs/2733.6MB/s (R²=0.9920); deep queue B=2572.4MB/s, k=0.52 (R²=0.7230); measured at qd32: 2542.6MB/s (2253.6..2789.0 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 42.59us + bs/2867.5MB/s (R²=0.9887); deep queue B=3034.4MB/s, k=0.29 (R²=0.2986); measured at qd32: 3243.3MB/s (3240.5..3483.0 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 17.4 ps a byte (1.5..50.6)
# note: buffered write(): 2.068us per call + 0.3360us per new page (0.2510us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.6558us per new folio + 0.2654us per new large folio + 31295MB/s (R²=0.9967, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.50 per core (2 jobs at once against one: 0.108 / 0.107 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: iowq.punt measured as 0: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.72us per IO (2.66..3.08, median of 3) against the same writes through fio's psync engine in the same rounds, 4.15us (3.54..4.64): -1.43us more per IO (-1.56..-0.89, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
# note: iowq.unhashed_punt measured as 0: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.33us per IO (2.81..3.36, median of 3) against the same writes through fio's psync engine in the same rounds, 3.60us (3.27..3.63): -0.24us more per IO (-0.82..0.06, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
# note: memcpy of 128M buffers: median 13801MB/s, best 13946MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1242 MB/s after the memory phase, 863 MB/s at the end, -31%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: self-check cold memory, 1M psync 512M: measured 594 MB/s (592..596), predicted 598 MB/s, +0.7%
# note: self-check in cache, warm memory, 4k psync 32M: measured 937 MB/s (930..938), predicted 944 MB/s, +0.7%
# note: self-check in cache, warm memory, 1M psync 32M: measured 8058 MB/s (7897..8567), predicted 8480 MB/s, +5.2%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 8608 MB/s (5842..9462), predicted 7390 MB/s, -14.2%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 42% of their median (5842..9462 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 4401 MB/s (4401..4437), predicted 4152 MB/s, -5.6%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1508 MB/s (1329..1543), predicted 851 MB/s, -43.6%  WARNING: past 15%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 216 MB/s (210..222), predicted 216 MB/s, -0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1231 MB/s (1220..1459), predicted 851 MB/s, -30.9%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8: measured 8948 MB/s (8659..9100), predicted 6762 MB/s, -24.4%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8948 MB/s (8659..9100), predicted 6762 MB/s, -24.4%  WARNING: past 15%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 776 MB/s (771..790), predicted 642 MB/s, -17.3%  WARNING: past 15%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1272 MB/s (1213..1315), predicted 1052 MB/s, -17.3%  WARNING: past 15%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 1215 MB/s (1005..1266), predicted 951 MB/s, -21.7%  WARNING: past 15%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 2285 MB/s (1730..2390), predicted 1895 MB/s, -17.1%  WARNING: past 15%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1667 MB/s (1237..1710), predicted 1426 MB/s, -14.5%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2252 MB/s (1761..2617), predicted 2282 MB/s, +1.4%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 38% of their median (1761..2617 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1607 MB/s (1413..1657), predicted 1634 MB/s, +1.7%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2492 MB/s (2482..3128), predicted 2542 MB/s, +2.0%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1721 MB/s (1475..1721), predicted 1762 MB/s, +2.4%
# note: self-check 4k overwrite, fdatasync=1: measured 24 MB/s (24..24), predicted 25 MB/s, +0.2%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 17 MB/s (17..17), predicted 19 MB/s, +13.2%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1224 MB/s (1190..1267), predicted 1261 MB/s, +3.0%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1464 MB/s (1384..1822), predicted 1344 MB/s, -8.2%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1372 MB/s (1341..1377), predicted 1297 MB/s, -5.4%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1518 MB/s (1122..1546), predicted 1397 MB/s, -8.0%
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 762 MB/s (631..813), predicted 900 MB/s, +18.1%  WARNING: past 15%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 989 MB/s (960..1007), predicted 984 MB/s, -0.4%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 15:30 UTC, in /var/tmp/calBE, 262 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 0.993..1.024us
syscall=1.0222us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 17.4 ps a byte (1.5..50.6)
copy_unaligned=1.74023e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.5/3.1/4.1us, rewrite 64k 4.0/4.4/6.0us, rewrite 1M 34.0/38.1/73.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_gap=223.342us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.5/3.1/4.1us, rewrite 64k 4.0/4.4/6.0us, rewrite 1M 34.0/38.1/73.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_time=6.32456us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0196) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.068us p=0.3360us f=1.6558us L=0.2654us b=31295MB/s; R²=0.9967, residuals (us): 512:-0.103 1k:-0.045 2k:+0.0362 4k:+0.0301 8k:-0.0411 16k:+0.0708 32k:+0.0929 64k:-0.158 128k:+0.0897 256k:-0.83 512k:-1.64 1M:+6.48 512:-0.0879 4k:+0.284 64k:-0.0317 1M:-0.0464
copy_bw=31295427590
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 15.94us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.21us, halved
wakeup=5.75551us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.230561us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 8.5, 50us: 8.7, 100us: 9.2, 150us: 9.3, 200us: 41.7, 300us: 45.4, 500us: 48.5, 1000us: 58.0
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 53.1/48.4/49.4 us)
deep_wakeup=49.479us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4197 MiB/s against one job 2723 MiB/s, per core 0.77 (0.77..0.89), paired within each round, median of 3
smp_efficiency=0.770492

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1612us (min 1609, max 1612us), against 100us per warm write; fitted from the median stall
fault_in_bw=650365195
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1612us, each of two writers at once 1768us (medians of 3 and 1 repeats): together 1.82 times one writer's rate
fault_in_parallel=1.82392
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1612us, p90 1961us, mean 1650us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBE) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBE (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.022us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.068us p=0.3360us f=1.6558us L=0.2654us b=31295MB/s; R²=0.9967, residuals (us): 512:-0.103 1k:-0.045 2k:+0.0362 4k:+0.0301 8k:-0.0411 16k:+0.0708 32k:+0.0929 64k:-0.158 128k:+0.0897 256k:-0.83 512k:-1.64 1M:+6.48 512:-0.0879 4k:+0.284 64k:-0.0317 1M:-0.0464
write_call=0.995551us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 43.3us against 41.2us, 3.5us more per IO (1.6..3.9, median of 3 rounds); bounded by the 15.5us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 0.7us of the host's allocation section (dev.fresh_serial): 2.60us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=1.41797us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 43.3us against 41.2us, 3.5us more per IO (1.6..3.9, median of 3 rounds); bounded by the 15.5us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 0.7us of the host's allocation section (dev.fresh_serial): 2.60us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=1.18646us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4147 discards, 476ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=114.782us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.30us per IO (136991 IOPS), 8 KiB 6.63us, 128 KiB 51.55us, 128 KiB from huge-page buffers 16.64us, against 1.59us for 4 KiB at B: per command 5.87us, per page segment 1.43us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7875.0MB/s from the huge-page run; the QD1 slope 2733.6MB/s, i.e. 1.50us per page against 1.95us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.30us, 8k 6.63us, 16k 15.34us, 32k 15.10us, 64k 26.94us, 128k 51.55us, 128k huge 16.64us; serial t = c + n s + bytes/bw: c=5.10us s=1.074us bw=12524MB/s, rms error 14.6%; parallel t = max(c + n s, bytes/7875MB/s): c=5.90us s=1.126us, rms error 17.1%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=5.87229us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.30us per IO (136991 IOPS), 8 KiB 6.63us, 128 KiB 51.55us, 128 KiB from huge-page buffers 16.64us, against 1.59us for 4 KiB at B: per command 5.87us, per page segment 1.43us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7875.0MB/s from the huge-page run; the QD1 slope 2733.6MB/s, i.e. 1.50us per page against 1.95us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.30us, 8k 6.63us, 16k 15.34us, 32k 15.10us, 64k 26.94us, 128k 51.55us, 128k huge 16.64us; serial t = c + n s + bytes/bw: c=5.10us s=1.074us bw=12524MB/s, rms error 14.6%; parallel t = max(c + n s, bytes/7875MB/s): c=5.90us s=1.126us, rms error 17.1%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.42744us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 28.4us / 3.91 (exponential service-time tail)
latency_jitter=7.26376us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=38.76us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.39us and the mean jitter 7.26us; R²=0.9920, residuals (us): 4k:+0.324 16k:+0.859 64k:-0.723 256k:-8.97 1M:+30; less dev.kick 8.86us (one per QD1 IO)
write_latency=14.2456us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2572.4MB/s k=0.52 (LM converged), R²=0.7230, residuals (MB/s): qd1:-179 qd2:+107 qd4:+357 qd8:-162 qd16:-147 qd32:+11.1; QD1 slope 2733.6MB/s, R²=0.9920, residuals (us): 4k:+0.324 16k:+0.859 64k:-0.723 256k:-8.97 1M:+30
write_bw=7875036703
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=42.59us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.39us and the mean jitter 7.26us (both as the writes fitted them); R²=0.9887, residuals (us): 4k:-1.75 16k:+0.782 64k:+0.958 256k:+13.1 1M:-24.5
read_latency=26.931us
# dev.read_bw: QD1 slope (queue curve unusable); libaio bs=128k bw(qd)=B*qd/(qd+k): B=3034.4MB/s k=0.29 (LM converged), R²=0.2986, residuals (MB/s): qd1:-334 qd2:+683 qd4:-207 qd8:+18.3 qd16:-404 qd32:+236; QD1 slope 2867.5MB/s, R²=0.9887, residuals (us): 4k:-1.75 16k:+0.782 64k:+0.958 256k:+13.1 1M:-24.5
read_bw=2867517946
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 15.01us per IO (13.68..15.07, median of 3) less the modelled 6.15us (syscall, direct IO, command, engine)
kick=8.86111us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 146.4us, as the model adds the rest (by simulation); the closed form gave 120.6440us
flush_latency=106.812us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.90ms, 2M 1.20ms, 4M 2.51ms, 8M 4.23ms, 16M 7.96ms, 32M 14.35ms, 64M 26.35ms, 128M 49.02ms, 256M 92.80ms; with dev.flush_latency as the fixed part; t = 120.6us + N / 2327.0MB/s, rms error 19.2%; with the cache writing out in the background above 6.7M while the run goes on (at 4876MB/s): 120.6us + the rest / 1762.4MB/s, rms error 8.4% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 4876MB/s, 2048M at 4581MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1762421656
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.90ms, 2M 1.20ms, 4M 2.51ms, 8M 4.23ms, 16M 7.96ms, 32M 14.35ms, 64M 26.35ms, 128M 49.02ms, 256M 92.80ms; with dev.flush_latency as the fixed part; t = 120.6us + N / 2327.0MB/s, rms error 19.2%; with the cache writing out in the background above 6.7M while the run goes on (at 4876MB/s): 120.6us + the rest / 1762.4MB/s, rms error 8.4% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 4876MB/s, 2048M at 4581MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.90ms, 2M 1.20ms, 4M 2.51ms, 8M 4.23ms, 16M 7.96ms, 32M 14.35ms, 64M 26.35ms, 128M 49.02ms, 256M 92.80ms; with dev.flush_latency as the fixed part; t = 120.6us + N / 2327.0MB/s, rms error 19.2%; with the cache writing out in the background above 6.7M while the run goes on (at 4876MB/s): 120.6us + the rest / 1762.4MB/s, rms error 8.4% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 4876MB/s, 2048M at 4581MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=7053950
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.19ms, 512 per flush 5.60ms: 9.9us per write, less 2.3us for its bytes at dev.cache_drain_bw
cache_drain_io=7.53193us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 3793MB/s, rewritten 4581MB/s: 47.534us more per MiB fresh, against 133.2us per MiB at dev.write_bw
fresh_write_factor=0.736926
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1503MB/s (1389..1503), 2x128M 1611MB/s (1600..2049), 1x512M 1624MB/s (1605..1649), 2x512M 1684MB/s (1673..2051); all bytes over all fsync times 1645MB/s, less the fresh transfer and the commands' serial time (5712MB/s), leaves 2309MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1762MB/s above dev.cache_background 7053950 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 479ms into a fresh file, 707ms rewritten
fresh_drain_factor=0.936297
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 13.49us against 12.88, 32k 19.65us against 14.34, 64k 40.77us against 29.10, 128k 76.17us against 52.59; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 5767MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 13.49us against 12.88, 32k 19.65us against 14.34, 64k 40.77us against 29.10, 128k 76.17us against 52.59; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 5767MB/s
fresh_serial_bw=5766629609

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.92us, 6.24us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.32us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.068us p=0.3360us f=1.6558us L=0.2654us b=31295MB/s; R²=0.9967, residuals (us): 512:-0.103 1k:-0.045 2k:+0.0362 4k:+0.0301 8k:-0.0411 16k:+0.0708 32k:+0.0929 64k:-0.158 128k:+0.0897 256k:-0.83 512k:-1.64 1M:+6.48 512:-0.0879 4k:+0.284 64k:-0.0317 1M:-0.0464
page_init=0.335954us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.995); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.068us p=0.3360us f=1.6558us L=0.2654us b=31295MB/s; R²=0.9967, residuals (us): 512:-0.103 1k:-0.045 2k:+0.0362 4k:+0.0301 8k:-0.0411 16k:+0.0708 32k:+0.0929 64k:-0.158 128k:+0.0897 256k:-0.83 512k:-1.64 1M:+6.48 512:-0.0879 4k:+0.284 64k:-0.0317 1M:-0.0464
folio_alloc=0.498722us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.995); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.068us p=0.3360us f=1.6558us L=0.2654us b=31295MB/s; R²=0.9967, residuals (us): 512:-0.103 1k:-0.045 2k:+0.0362 4k:+0.0301 8k:-0.0411 16k:+0.0708 32k:+0.0929 64k:-0.158 128k:+0.0897 256k:-0.83 512k:-1.64 1M:+6.48 512:-0.0879 4k:+0.284 64k:-0.0317 1M:-0.0464
add_folio=0.159591us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.995); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.068us p=0.3360us f=1.6558us L=0.2654us b=31295MB/s; R²=0.9967, residuals (us): 512:-0.103 1k:-0.045 2k:+0.0362 4k:+0.0301 8k:-0.0411 16k:+0.0708 32k:+0.0929 64k:-0.158 128k:+0.0897 256k:-0.83 512k:-1.64 1M:+6.48 512:-0.0879 4k:+0.284 64k:-0.0317 1M:-0.0464
mark_dirty=0.0797955us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.068us p=0.3360us f=1.6558us L=0.2654us b=31295MB/s; R²=0.9967, residuals (us): 512:-0.103 1k:-0.045 2k:+0.0362 4k:+0.0301 8k:-0.0411 16k:+0.0708 32k:+0.0929 64k:-0.158 128k:+0.0897 256k:-0.83 512k:-1.64 1M:+6.48 512:-0.0879 4k:+0.284 64k:-0.0317 1M:-0.0464
lru_add_large=0.265421us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.5ms for 16384 folios, 1M writes: 2.4ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.498571us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.5ms for 16384 folios, 1M writes: 2.4ms for 64 folios; folios from the model's folio policy
invalidate_page=0.145174us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.995); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.068us p=0.3360us f=1.6558us L=0.2654us b=31295MB/s; R²=0.9967, residuals (us): 512:-0.103 1k:-0.045 2k:+0.0362 4k:+0.0301 8k:-0.0411 16k:+0.0708 32k:+0.0929 64k:-0.158 128k:+0.0897 256k:-0.83 512k:-1.64 1M:+6.48 512:-0.0879 4k:+0.284 64k:-0.0317 1M:-0.0464
insert=0.438875us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.995); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.068us p=0.3360us f=1.6558us L=0.2654us b=31295MB/s; R²=0.9967, residuals (us): 512:-0.103 1k:-0.045 2k:+0.0362 4k:+0.0301 8k:-0.0411 16k:+0.0708 32k:+0.0929 64k:-0.158 128k:+0.0897 256k:-0.83 512k:-1.64 1M:+6.48 512:-0.0879 4k:+0.284 64k:-0.0317 1M:-0.0464
mark_dirty=0.478773us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.108us per IO, spread 170%: fio's own loop, the same for pwrite and pwritev
psync=0.1075us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.108us per IO, spread 170%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1075us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.28us (5.19..5.31) against psync 3.42us (3.39..3.45) per IO, libaio - psync within each round 1.86us (1.80..1.86), plus engine.psync 0.108us, split half to submit, half to complete
libaio_submit=0.984536us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.28us (5.19..5.31) against psync 3.42us (3.39..3.45) per IO, libaio - psync within each round 1.86us (1.80..1.86), plus engine.psync 0.108us, split half to submit, half to complete
libaio_complete=0.984536us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.72us per IO (2.66..3.08, median of 3) against the same writes through fio's psync engine in the same rounds, 4.15us (3.54..4.64): -1.43us more per IO (-1.56..-0.89, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.33us per IO (2.81..3.36, median of 3) against the same writes through fio's psync engine in the same rounds, 3.60us (3.27..3.63): -0.24us more per IO (-0.82..0.06, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 53.7us (52.7..59.6), io_uring qd8 on ext4 58.6us (57.6..60.5) with scramble_buffers=0 and 58.6us (57.6..60.5) with it on; iowq.punt 0.00us
remote_copy_bw=134217728006
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 53.7us (52.7..59.6), io_uring qd8 on ext4 58.6us (57.6..60.5) with scramble_buffers=0 and 58.6us (57.6..60.5) with it on; iowq.punt 0.00us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 18.92us per IO (18.46..19.53, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=4.20227us
