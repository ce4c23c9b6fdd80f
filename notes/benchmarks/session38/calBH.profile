# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 95.98us, qd2 62.97us, qd4 52.75us, qd8 55.58us, qd16 47.80us, qd32 64.85us; overlapped max(t1/qd, t32) rms error 18.6%; batched S + D/qd: S=49.36us D=36.83us, rms error 11.9%: overlapped
# note: write device curve: QD1 t(bs) 37.24us + bs/2600.9MB/s (R²=0.9954); deep queue B=2540.1MB/s, k=0.59 (R²=0.6040); measured at qd32: 2021.1MB/s (1807.9..2169.9 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 42.34us + bs/5958.8MB/s (R²=0.9326); deep queue B=4697.4MB/s, k=1.44 (R²=0.5968); measured at qd32: 3205.3MB/s (3188.2..3391.7 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 5.6 ps a byte (-1.0..37.5)
# note: buffered write(): 1.521us per call + 0.2292us per new page (0.1442us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.2172us per new folio + 0.1249us per new large folio + 33976MB/s (R²=0.9993, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.51 per core (2 jobs at once against one: 0.104 / 0.101 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 19315MB/s, best 21364MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1278 MB/s after the memory phase, 1316 MB/s at the end, +3%
# note: self-check cold memory, 1M psync 512M: measured 602 MB/s (601..610), predicted 621 MB/s, +3.2%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1287 MB/s (1285..1305), predicted 1265 MB/s, -1.7%
# note: self-check in cache, warm memory, 1M psync 32M: measured 11301 MB/s (10264..11344), predicted 11331 MB/s, +0.3%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 10424 MB/s (7337..10996), predicted 10652 MB/s, +2.2%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 35% of their median (7337..10996 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 3948 MB/s (3890..3977), predicted 6359 MB/s, +61.1%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 750 MB/s (746..771), predicted 932 MB/s, +24.3%  WARNING: past 15%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 181 MB/s (179..191), predicted 181 MB/s, -0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1057 MB/s (1032..1057), predicted 980 MB/s, -7.3%
# note: self-check punted copy, 512k io_uring qd8: measured 8659 MB/s (8522..8801), predicted 8902 MB/s, +2.8%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8801 MB/s (8659..8948), predicted 8902 MB/s, +1.1%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 790 MB/s (780..804), predicted 779 MB/s, -1.3%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1108 MB/s (969..1208), predicted 1058 MB/s, -4.5%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 836 MB/s (811..1109), predicted 956 MB/s, +14.4%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 36% of their median (811..1109 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1930 MB/s (1909..2193), predicted 1575 MB/s, -18.4%  WARNING: past 15%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1500 MB/s (1237..1500), predicted 1164 MB/s, -22.4%  WARNING: past 15%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2122 MB/s (1740..2163), predicted 1847 MB/s, -13.0%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1405 MB/s (1398..1420), predicted 1306 MB/s, -7.1%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2205 MB/s (1953..2243), predicted 2021 MB/s, -8.4%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1384 MB/s (1284..1467), predicted 1390 MB/s, +0.4%
# note: self-check 4k overwrite, fdatasync=1: measured 29 MB/s (29..29), predicted 29 MB/s, -0.1%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 21 MB/s (21..21), predicted 22 MB/s, +6.8%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1328 MB/s (1297..1341), predicted 1210 MB/s, -8.9%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1462 MB/s (1455..1488), predicted 1297 MB/s, -11.3%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1427 MB/s (1372..1443), predicted 1280 MB/s, -10.3%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1509 MB/s (1020..1543), predicted 1367 MB/s, -9.4%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 35% of their median (1020..1543 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 915 MB/s (877..934), predicted 913 MB/s, -0.2%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1064 MB/s (1061..1086), predicted 967 MB/s, -9.1%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 16:52 UTC, in /var/tmp/calBH, 289 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 0.979..1.021us
syscall=1.00462us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 5.6 ps a byte (-1.0..37.5)
copy_unaligned=5.6293e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.0/2.9us, rewrite 64k 3.4/3.6/4.5us, rewrite 1M 31.1/34.6/63.7us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.0/2.9us, rewrite 64k 3.4/3.6/4.5us, rewrite 1M 31.1/34.6/63.7us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_time=12.6191us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0042) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.521us p=0.2292us f=1.2172us L=0.1249us b=33976MB/s; R²=0.9993, residuals (us): 512:+0.00021 1k:+0.0235 2k:+0.0521 4k:-0.0558 8k:-0.0144 16k:-0.064 32k:+0.156 64k:-0.000834 128k:+0.119 256k:-0.22 512k:-0.398 1M:+0.242 512:-0.044 4k:+0.0496 64k:-0.0872 1M:+0.426
copy_bw=33976424474
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 19.65us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.31us, halved
wakeup=7.51us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.244573us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 9.6, 50us: 9.7, 100us: 9.7, 150us: 9.7, 200us: 38.2, 300us: 38.8, 500us: 40.2, 1000us: 43.3
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 33.7/34.0/33.6 us)
deep_wakeup=33.6785us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 3765 MiB/s against one job 2169 MiB/s, per core 0.86 (0.83..0.87), paired within each round, median of 3
smp_efficiency=0.855072

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1590us (min 1539, max 1601us), against 108us per warm write; fitted from the median stall
fault_in_bw=659581320
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1590us, each of two writers at once 1719us (medians of 3 and 1 repeats): together 1.85 times one writer's rate
fault_in_parallel=1.84987
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1590us, p90 1913us, mean 1626us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBH) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBH (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.005us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.521us p=0.2292us f=1.2172us L=0.1249us b=33976MB/s; R²=0.9993, residuals (us): 512:+0.00021 1k:+0.0235 2k:+0.0521 4k:-0.0558 8k:-0.0144 16k:-0.064 32k:+0.156 64k:-0.000834 128k:+0.119 256k:-0.22 512k:-0.398 1M:+0.242 512:-0.044 4k:+0.0496 64k:-0.0872 1M:+0.426
write_call=0.466303us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 42.4us against 39.6us, 3.0us more per IO (2.6..3.1, median of 3 rounds); bounded by the 15.1us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 0.9us of the host's allocation section (dev.fresh_serial): 1.90us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=1.03638us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 42.4us against 39.6us, 3.0us more per IO (2.6..3.1, median of 3 rounds); bounded by the 15.1us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 0.9us of the host's allocation section (dev.fresh_serial): 1.90us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=0.867178us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4165 discards, 326ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=78.2713us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.96us per IO (125674 IOPS), 8 KiB 6.78us, 128 KiB 64.85us, 128 KiB from huge-page buffers 17.27us, against 1.61us for 4 KiB at B: per command 6.12us, per page segment 1.84us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7588.6MB/s from the huge-page run; the QD1 slope 2600.9MB/s, i.e. 1.57us per page against 2.38us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.96us, 8k 6.78us, 16k 11.75us, 32k 10.59us, 64k 25.54us, 128k 64.85us, 128k huge 17.27us; serial t = c + n s + bytes/bw: c=5.14us s=0.804us bw=11571MB/s, rms error 22.0%; parallel t = max(c + n s, bytes/7589MB/s): c=3.84us s=1.535us, rms error 25.3%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=6.12176us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.96us per IO (125674 IOPS), 8 KiB 6.78us, 128 KiB 64.85us, 128 KiB from huge-page buffers 17.27us, against 1.61us for 4 KiB at B: per command 6.12us, per page segment 1.84us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7588.6MB/s from the huge-page run; the QD1 slope 2600.9MB/s, i.e. 1.57us per page against 2.38us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.96us, 8k 6.78us, 16k 11.75us, 32k 10.59us, 64k 25.54us, 128k 64.85us, 128k huge 17.27us; serial t = c + n s + bytes/bw: c=5.14us s=0.804us bw=11571MB/s, rms error 22.0%; parallel t = max(c + n s, bytes/7589MB/s): c=3.84us s=1.535us, rms error 25.3%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.83532us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 29.4us / 3.91 (exponential service-time tail)
latency_jitter=7.52552us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=37.24us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.63us and the mean jitter 7.53us; R²=0.9954, residuals (us): 4k:+0.997 16k:+0.0364 64k:-1.52 256k:-6.09 1M:+23.8; less dev.kick 8.77us (one per QD1 IO)
write_latency=12.3202us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2540.1MB/s k=0.59 (LM converged), R²=0.6040, residuals (MB/s): qd1:-229 qd2:+122 qd4:+272 qd8:-6.74 qd16:+293 qd32:-473; QD1 slope 2600.9MB/s, R²=0.9954, residuals (us): 4k:+0.997 16k:+0.0364 64k:-1.52 256k:-6.09 1M:+23.8
write_bw=7588621871
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=42.34us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.63us and the mean jitter 7.53us (both as the writes fitted them); R²=0.9326, residuals (us): 4k:-2.91 16k:-1.17 64k:+3.32 256k:+22.7 1M:-20.5
read_latency=26.1861us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=4697.4MB/s k=1.44 (LM converged), R²=0.5968, residuals (MB/s): qd1:-190 qd2:-318 qd4:-177 qd8:+1.29e+03 qd16:+584 qd32:-1.29e+03; QD1 slope 5958.8MB/s, R²=0.9326, residuals (us): 4k:-2.91 16k:-1.17 64k:+3.32 256k:+22.7 1M:-20.5
read_bw=4697370189
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 14.92us per IO (14.81..15.36, median of 3) less the modelled 6.16us (syscall, direct IO, command, engine)
kick=8.76566us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 129.5us, as the model adds the rest (by simulation); the closed form gave 105.6714us
flush_latency=82.3975us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.94ms, 2M 1.43ms, 4M 2.77ms, 8M 5.34ms, 16M 10.55ms, 32M 20.58ms, 64M 36.96ms, 128M 69.73ms, 256M 139.46ms; with dev.flush_latency as the fixed part; t = 105.7us + N / 1693.8MB/s, rms error 11.1%; with the cache writing out in the background above 22.6M while the run goes on (at 6163MB/s): 105.7us + the rest / 1528.7MB/s, rms error 5.9% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6163MB/s, 2048M at 5740MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1528683178
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.94ms, 2M 1.43ms, 4M 2.77ms, 8M 5.34ms, 16M 10.55ms, 32M 20.58ms, 64M 36.96ms, 128M 69.73ms, 256M 139.46ms; with dev.flush_latency as the fixed part; t = 105.7us + N / 1693.8MB/s, rms error 11.1%; with the cache writing out in the background above 22.6M while the run goes on (at 6163MB/s): 105.7us + the rest / 1528.7MB/s, rms error 5.9% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6163MB/s, 2048M at 5740MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.94ms, 2M 1.43ms, 4M 2.77ms, 8M 5.34ms, 16M 10.55ms, 32M 20.58ms, 64M 36.96ms, 128M 69.73ms, 256M 139.46ms; with dev.flush_latency as the fixed part; t = 105.7us + N / 1693.8MB/s, rms error 11.1%; with the cache writing out in the background above 22.6M while the run goes on (at 6163MB/s): 105.7us + the rest / 1528.7MB/s, rms error 5.9% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6163MB/s, 2048M at 5740MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=23726566
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.245ms, 64 per flush 0.700ms, 256 per flush 2.277ms; 8.8us per write beyond dev.flush_latency 105.7us, less 2.7us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=6.10667us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4455MB/s, rewritten 5740MB/s: 52.711us more per MiB fresh, against 138.2us per MiB at dev.write_bw
fresh_write_factor=0.723866
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1534MB/s (1532..1567), 2x128M 1585MB/s (1582..1618), 1x512M 1675MB/s (1597..1696), 2x512M 1689MB/s (1579..1712); all bytes over all fsync times 1659MB/s, less the fresh transfer and the commands' serial time (5398MB/s), leaves 2396MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1529MB/s above dev.cache_background 23726566 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 578ms into a fresh file, 909ms rewritten
fresh_drain_factor=1
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 19.59us against 14.79, 32k 21.85us against 16.98, 64k 46.63us against 30.88, 128k 94.73us against 59.44; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 4470MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 19.59us against 14.79, 32k 21.85us against 16.98, 64k 46.63us against 30.88, 128k 94.73us against 59.44; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 4470MB/s
fresh_serial_bw=4470290917

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.90us, 4.32us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.424us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.521us p=0.2292us f=1.2172us L=0.1249us b=33976MB/s; R²=0.9993, residuals (us): 512:+0.00021 1k:+0.0235 2k:+0.0521 4k:-0.0558 8k:-0.0144 16k:-0.064 32k:+0.156 64k:-0.000834 128k:+0.119 256k:-0.22 512k:-0.398 1M:+0.242 512:-0.044 4k:+0.0496 64k:-0.0872 1M:+0.426
page_init=0.229161us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.466); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.521us p=0.2292us f=1.2172us L=0.1249us b=33976MB/s; R²=0.9993, residuals (us): 512:+0.00021 1k:+0.0235 2k:+0.0521 4k:-0.0558 8k:-0.0144 16k:-0.064 32k:+0.156 64k:-0.000834 128k:+0.119 256k:-0.22 512k:-0.398 1M:+0.242 512:-0.044 4k:+0.0496 64k:-0.0872 1M:+0.426
folio_alloc=0.366615us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.466); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.521us p=0.2292us f=1.2172us L=0.1249us b=33976MB/s; R²=0.9993, residuals (us): 512:+0.00021 1k:+0.0235 2k:+0.0521 4k:-0.0558 8k:-0.0144 16k:-0.064 32k:+0.156 64k:-0.000834 128k:+0.119 256k:-0.22 512k:-0.398 1M:+0.242 512:-0.044 4k:+0.0496 64k:-0.0872 1M:+0.426
add_folio=0.117317us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.466); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.521us p=0.2292us f=1.2172us L=0.1249us b=33976MB/s; R²=0.9993, residuals (us): 512:+0.00021 1k:+0.0235 2k:+0.0521 4k:-0.0558 8k:-0.0144 16k:-0.064 32k:+0.156 64k:-0.000834 128k:+0.119 256k:-0.22 512k:-0.398 1M:+0.242 512:-0.044 4k:+0.0496 64k:-0.0872 1M:+0.426
mark_dirty=0.0586583us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.521us p=0.2292us f=1.2172us L=0.1249us b=33976MB/s; R²=0.9993, residuals (us): 512:+0.00021 1k:+0.0235 2k:+0.0521 4k:-0.0558 8k:-0.0144 16k:-0.064 32k:+0.156 64k:-0.000834 128k:+0.119 256k:-0.22 512k:-0.398 1M:+0.242 512:-0.044 4k:+0.0496 64k:-0.0872 1M:+0.426
lru_add_large=0.124945us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.4ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.332855us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.4ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.121186us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.466); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.521us p=0.2292us f=1.2172us L=0.1249us b=33976MB/s; R²=0.9993, residuals (us): 512:+0.00021 1k:+0.0235 2k:+0.0521 4k:-0.0558 8k:-0.0144 16k:-0.064 32k:+0.156 64k:-0.000834 128k:+0.119 256k:-0.22 512k:-0.398 1M:+0.242 512:-0.044 4k:+0.0496 64k:-0.0872 1M:+0.426
insert=0.322621us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.466); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.521us p=0.2292us f=1.2172us L=0.1249us b=33976MB/s; R²=0.9993, residuals (us): 512:+0.00021 1k:+0.0235 2k:+0.0521 4k:-0.0558 8k:-0.0144 16k:-0.064 32k:+0.156 64k:-0.000834 128k:+0.119 256k:-0.22 512k:-0.398 1M:+0.242 512:-0.044 4k:+0.0496 64k:-0.0872 1M:+0.426
mark_dirty=0.35195us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.104us per IO, spread 86%: fio's own loop, the same for pwrite and pwritev
psync=0.104us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.104us per IO, spread 86%: fio's own loop, the same for pwrite and pwritev
pvsync=0.104us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.19us (5.10..5.25) against psync 3.30us (3.20..3.30) per IO, libaio - psync within each round 1.89us (1.80..2.04), plus engine.psync 0.104us, split half to submit, half to complete
libaio_submit=0.998045us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.19us (5.10..5.25) against psync 3.30us (3.20..3.30) per IO, libaio - psync within each round 1.89us (1.80..2.04), plus engine.psync 0.104us, split half to submit, half to complete
libaio_complete=0.998045us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 5.46us per IO (5.31..5.49, median of 3) against the same writes through fio's psync engine in the same rounds, 4.70us (4.46..5.07): 0.76us more per IO (0.24..1.04, median of the rounds' differences), plus fio's psync loop engine.psync 0.10us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.866939us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.88us per IO (3.88..3.97, median of 3) against the same writes through fio's psync engine in the same rounds, 3.33us (3.23..3.33): 0.55us more per IO (0.55..0.73, median of the rounds' differences), plus fio's psync loop engine.psync 0.10us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.653316us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 53.7us (52.7..58.6), io_uring qd8 on ext4 60.5us (59.6..61.5) with scramble_buffers=0 and 59.6us (58.6..60.5) with it on; iowq.punt 0.87us
remote_copy_bw=75485340160
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 53.7us (52.7..58.6), io_uring qd8 on ext4 60.5us (59.6..61.5) with scramble_buffers=0 and 59.6us (58.6..60.5) with it on; iowq.punt 0.87us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 22.67us per IO (21.48..22.89, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=6.47888us
