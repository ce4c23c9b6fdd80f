# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 86.37us, qd2 71.78us, qd4 51.62us, qd8 53.23us, qd16 55.34us, qd32 54.97us; overlapped max(t1/qd, t32) rms error 10.0%; batched S + D/qd: S=50.29us D=34.38us, rms error 7.2%: overlapped
# note: write device curve: QD1 t(bs) 37.87us + bs/2649.7MB/s (R²=0.9888); deep queue B=2563.6MB/s, k=0.63 (R²=0.8151); measured at qd32: 2384.3MB/s (2320.3..2479.7 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 36.93us + bs/3435.7MB/s (R²=0.9796); deep queue B=3057.2MB/s, k=0.49 (R²=0.5580); measured at qd32: 2813.6MB/s (2314.3..2875.8 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 11.9 ps a byte (-13.4..38.1)
# note: buffered write(): 1.512us per call + 0.2463us per new page (0.1613us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.2132us per new folio + 0.1342us per new large folio + 35569MB/s (R²=0.9971, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.56 per core (2 jobs at once against one: 0.105 / 0.095 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 11792MB/s, best 12266MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1297 MB/s after the memory phase, 1269 MB/s at the end, -2%
# note: self-check cold memory, 1M psync 512M: measured 707 MB/s (670..803), predicted 604 MB/s, -14.5%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1266 MB/s (1255..1269), predicted 1266 MB/s, -0.0%
# note: self-check in cache, warm memory, 1M psync 32M: measured 10864 MB/s (7005..11107), predicted 10975 MB/s, +1.0%
# note: self-check in cache, warm memory, 1M psync 32M: WARNING: the repeats spread 38% of their median (7005..11107 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 10210 MB/s (7735..11369), predicted 9704 MB/s, -5.0%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 36% of their median (7735..11369 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5263 MB/s (4751..5316), predicted 6016 MB/s, +14.3%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1147 MB/s (1118..1177), predicted 1017 MB/s, -11.4%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 190 MB/s (189..197), predicted 190 MB/s, -0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1118 MB/s (1091..1128), predicted 1009 MB/s, -9.8%
# note: self-check punted copy, 512k io_uring qd8: measured 8522 MB/s (8522..8659), predicted 8349 MB/s, -2.0%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8659 MB/s (8659..8801), predicted 8349 MB/s, -3.6%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 785 MB/s (780..804), predicted 784 MB/s, -0.1%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1107 MB/s (1062..1176), predicted 1094 MB/s, -1.2%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 939 MB/s (797..1109), predicted 1019 MB/s, +8.6%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 33% of their median (797..1109 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1869 MB/s (1809..2010), predicted 1757 MB/s, -6.0%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1297 MB/s (1162..1413), predicted 1333 MB/s, +2.8%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2285 MB/s (1933..2307), predicted 2210 MB/s, -3.3%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1420 MB/s (1114..1491), predicted 1462 MB/s, +2.9%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 1842 MB/s (1640..2343), predicted 2384 MB/s, +29.4%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 38% of their median (1640..2343 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1309 MB/s (1087..1384), predicted 1534 MB/s, +17.1%  WARNING: past 15%
# note: self-check 4k overwrite, fdatasync=1: measured 30 MB/s (30..30), predicted 30 MB/s, -0.0%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 22 MB/s (22..22), predicted 22 MB/s, +0.1%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1297 MB/s (1285..1328), predicted 1269 MB/s, -2.2%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1478 MB/s (1453..1480), predicted 1375 MB/s, -7.0%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1417 MB/s (1391..1421), predicted 1332 MB/s, -6.0%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1500 MB/s (975..1526), predicted 1424 MB/s, -5.1%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 37% of their median (975..1526 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 827 MB/s (791..846), predicted 917 MB/s, +10.8%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1059 MB/s (1032..1080), predicted 1108 MB/s, +4.6%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 15:50 UTC, in /var/tmp/calBF, 263 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 0.980..1.123us
syscall=1.04752us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 11.9 ps a byte (-13.4..38.1)
copy_unaligned=1.19378e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.0/3.1us, rewrite 64k 3.3/3.5/4.4us, rewrite 1M 30.1/33.0/58.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=140.919us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.0/3.1us, rewrite 64k 3.3/3.5/4.4us, rewrite 1M 30.1/33.0/58.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=2.82508us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0173) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.512us p=0.2463us f=1.2132us L=0.1342us b=35569MB/s; R²=0.9971, residuals (us): 512:-0.0678 1k:-0.00685 2k:+0.0327 4k:-0.000635 8k:-0.137 16k:+0.116 32k:+0.121 64k:+0.354 128k:-0.438 256k:+0.0055 512k:-0.959 1M:+0.983 512:-0.0648 4k:+0.182 64k:-0.0545 1M:+0.115
copy_bw=35568985672
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 19.52us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.22us, halved
wakeup=7.54349us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.267632us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 9.5, 50us: 9.5, 100us: 9.5, 150us: 9.6, 200us: 37.4, 300us: 38.2, 500us: 40.4, 1000us: 42.7
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 33.1/33.2/33.5 us)
deep_wakeup=33.283us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5020 MiB/s against one job 3012 MiB/s, per core 0.83 (0.76..0.84), paired within each round, median of 3
smp_efficiency=0.833333

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1627us (min 1578, max 1653us), against 102us per warm write; fitted from the median stall
fault_in_bw=644633302
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1627us, each of two writers at once 1289us (medians of 3 and 2 repeats): together 2.52 times one writer's rate (two at most: 2)
fault_in_parallel=2
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1627us, p90 1784us, mean 1372us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBF) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBF (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.048us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.512us p=0.2463us f=1.2132us L=0.1342us b=35569MB/s; R²=0.9971, residuals (us): 512:-0.0678 1k:-0.00685 2k:+0.0327 4k:-0.000635 8k:-0.137 16k:+0.116 32k:+0.121 64k:+0.354 128k:-0.438 256k:+0.0055 512k:-0.959 1M:+0.983 512:-0.0648 4k:+0.182 64k:-0.0545 1M:+0.115
write_call=0.414524us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 41.7us against 39.6us, 3.1us more per IO (1.7..4.9, median of 3 rounds); bounded by the 15.5us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.3us of slower fresh-block transfer (dev.fresh_write_factor) and 0.9us of the host's allocation section (dev.fresh_serial): 1.87us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=1.01759us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 41.7us against 39.6us, 3.1us more per IO (1.7..4.9, median of 3 rounds); bounded by the 15.5us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.3us of slower fresh-block transfer (dev.fresh_write_factor) and 0.9us of the host's allocation section (dev.fresh_serial): 1.87us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=0.851454us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4474 discards, 469ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=104.828us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 5.91us per IO (169293 IOPS), 8 KiB 5.72us, 128 KiB 54.97us, 128 KiB from huge-page buffers 14.13us, against 1.60us for 4 KiB at B: per command 4.32us, per page segment 1.58us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 9276.6MB/s from the huge-page run; the QD1 slope 2649.7MB/s, i.e. 1.55us per page against 2.02us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 5.91us, 8k 5.72us, 16k 9.71us, 32k 15.74us, 64k 28.69us, 128k 54.97us, 128k huge 14.13us; serial t = c + n s + bytes/bw: c=3.49us s=1.254us bw=13960MB/s, rms error 8.1%; parallel t = max(c + n s, bytes/9277MB/s): c=4.08us s=1.318us, rms error 11.0%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=4.32414us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 5.91us per IO (169293 IOPS), 8 KiB 5.72us, 128 KiB 54.97us, 128 KiB from huge-page buffers 14.13us, against 1.60us for 4 KiB at B: per command 4.32us, per page segment 1.58us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 9276.6MB/s from the huge-page run; the QD1 slope 2649.7MB/s, i.e. 1.55us per page against 2.02us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 5.91us, 8k 5.72us, 16k 9.71us, 32k 15.74us, 64k 28.69us, 128k 54.97us, 128k huge 14.13us; serial t = c + n s + bytes/bw: c=3.49us s=1.254us bw=13960MB/s, rms error 8.1%; parallel t = max(c + n s, bytes/9277MB/s): c=4.08us s=1.318us, rms error 11.0%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.58279us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 26.9us / 3.91 (exponential service-time tail)
latency_jitter=6.87113us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=37.87us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.87us and the mean jitter 6.87us; R²=0.9888, residuals (us): 4k:+0.434 16k:+0.835 64k:-0.726 256k:-10.7 1M:+38.2; less dev.kick 8.27us (one per QD1 IO)
write_latency=15.8542us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2563.6MB/s k=0.63 (LM converged), R²=0.8151, residuals (MB/s): qd1:-60 qd2:-127 qd4:+322 qd8:+84.5 qd16:-98.8 qd32:-130; QD1 slope 2649.7MB/s, R²=0.9888, residuals (us): 4k:+0.434 16k:+0.835 64k:-0.726 256k:-10.7 1M:+38.2
write_bw=9276578514
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=36.93us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.87us and the mean jitter 6.87us (both as the writes fitted them); R²=0.9796, residuals (us): 4k:+0.658 16k:+0.858 64k:-0.309 256k:-11.2 1M:+38.7
read_latency=23.1893us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3057.2MB/s k=0.49 (LM converged), R²=0.5580, residuals (MB/s): qd1:-238 qd2:+54.8 qd4:+366 qd8:+439 qd16:-443 qd32:-197; QD1 slope 3435.7MB/s, R²=0.9796, residuals (us): 4k:+0.658 16k:+0.858 64k:-0.309 256k:-11.2 1M:+38.7
read_bw=3057232078
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 14.41us per IO (13.39..16.03, median of 3) less the modelled 6.14us (syscall, direct IO, command, engine)
kick=8.27444us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 126.5us, as the model adds the rest (by simulation); the closed form gave 99.1207us
flush_latency=72.6318us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.80ms, 2M 0.97ms, 4M 2.24ms, 8M 4.18ms, 16M 7.90ms, 32M 14.48ms, 64M 25.82ms, 128M 50.07ms, 256M 101.19ms; with dev.flush_latency as the fixed part; t = 99.1us + N / 2338.1MB/s, rms error 14.8%; with the cache writing out in the background above 13.5M while the run goes on (at 6238MB/s): 99.1us + the rest / 1966.8MB/s, rms error 10.1% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6238MB/s, 2048M at 6094MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1966773222
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.80ms, 2M 0.97ms, 4M 2.24ms, 8M 4.18ms, 16M 7.90ms, 32M 14.48ms, 64M 25.82ms, 128M 50.07ms, 256M 101.19ms; with dev.flush_latency as the fixed part; t = 99.1us + N / 2338.1MB/s, rms error 14.8%; with the cache writing out in the background above 13.5M while the run goes on (at 6238MB/s): 99.1us + the rest / 1966.8MB/s, rms error 10.1% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6238MB/s, 2048M at 6094MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.80ms, 2M 0.97ms, 4M 2.24ms, 8M 4.18ms, 16M 7.90ms, 32M 14.48ms, 64M 25.82ms, 128M 50.07ms, 256M 101.19ms; with dev.flush_latency as the fixed part; t = 99.1us + N / 2338.1MB/s, rms error 14.8%; with the cache writing out in the background above 13.5M while the run goes on (at 6238MB/s): 99.1us + the rest / 1966.8MB/s, rms error 10.1% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6238MB/s, 2048M at 6094MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=14107901
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.338ms, 64 per flush 1.073ms, 256 per flush 3.490ms; 14.2us per write beyond dev.flush_latency 99.1us, less 2.1us for its bytes at dev.cache_drain_bw
cache_drain_io=12.1273us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4413MB/s, rewritten 6094MB/s: 65.540us more per MiB fresh, against 113.0us per MiB at dev.write_bw
fresh_write_factor=0.632984
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1522MB/s (1483..1536), 2x128M 1601MB/s (1575..1616), 1x512M 1649MB/s (1631..1674), 2x512M 1642MB/s (1617..1687); all bytes over all fsync times 1630MB/s, less the fresh transfer and the commands' serial time (5786MB/s), leaves 2269MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1967MB/s above dev.cache_background 14107900 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 492ms into a fresh file, 714ms rewritten
fresh_drain_factor=0.833915
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 17.46us against 14.80, 32k 25.27us against 17.53, 64k 46.14us against 28.68, 128k 100.10us against 71.14; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 4322MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 17.46us against 14.80, 32k 25.27us against 17.53, 64k 46.14us against 28.68, 128k 100.10us against 71.14; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 4322MB/s
fresh_serial_bw=4322105167

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.86us, 4.32us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.456us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.512us p=0.2463us f=1.2132us L=0.1342us b=35569MB/s; R²=0.9971, residuals (us): 512:-0.0678 1k:-0.00685 2k:+0.0327 4k:-0.000635 8k:-0.137 16k:+0.116 32k:+0.121 64k:+0.354 128k:-0.438 256k:+0.0055 512k:-0.959 1M:+0.983 512:-0.0648 4k:+0.182 64k:-0.0545 1M:+0.115
page_init=0.246284us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.462); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.512us p=0.2463us f=1.2132us L=0.1342us b=35569MB/s; R²=0.9971, residuals (us): 512:-0.0678 1k:-0.00685 2k:+0.0327 4k:-0.000635 8k:-0.137 16k:+0.116 32k:+0.121 64k:+0.354 128k:-0.438 256k:+0.0055 512k:-0.959 1M:+0.983 512:-0.0648 4k:+0.182 64k:-0.0545 1M:+0.115
folio_alloc=0.365409us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.462); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.512us p=0.2463us f=1.2132us L=0.1342us b=35569MB/s; R²=0.9971, residuals (us): 512:-0.0678 1k:-0.00685 2k:+0.0327 4k:-0.000635 8k:-0.137 16k:+0.116 32k:+0.121 64k:+0.354 128k:-0.438 256k:+0.0055 512k:-0.959 1M:+0.983 512:-0.0648 4k:+0.182 64k:-0.0545 1M:+0.115
add_folio=0.116931us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.462); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.512us p=0.2463us f=1.2132us L=0.1342us b=35569MB/s; R²=0.9971, residuals (us): 512:-0.0678 1k:-0.00685 2k:+0.0327 4k:-0.000635 8k:-0.137 16k:+0.116 32k:+0.121 64k:+0.354 128k:-0.438 256k:+0.0055 512k:-0.959 1M:+0.983 512:-0.0648 4k:+0.182 64k:-0.0545 1M:+0.115
mark_dirty=0.0584655us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.512us p=0.2463us f=1.2132us L=0.1342us b=35569MB/s; R²=0.9971, residuals (us): 512:-0.0678 1k:-0.00685 2k:+0.0327 4k:-0.000635 8k:-0.137 16k:+0.116 32k:+0.121 64k:+0.354 128k:-0.438 256k:+0.0055 512k:-0.959 1M:+0.983 512:-0.0648 4k:+0.182 64k:-0.0545 1M:+0.115
lru_add_large=0.134231us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.6ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.346358us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.6ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.118395us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.462); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.512us p=0.2463us f=1.2132us L=0.1342us b=35569MB/s; R²=0.9971, residuals (us): 512:-0.0678 1k:-0.00685 2k:+0.0327 4k:-0.000635 8k:-0.137 16k:+0.116 32k:+0.121 64k:+0.354 128k:-0.438 256k:+0.0055 512k:-0.959 1M:+0.983 512:-0.0648 4k:+0.182 64k:-0.0545 1M:+0.115
insert=0.32156us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.462); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.512us p=0.2463us f=1.2132us L=0.1342us b=35569MB/s; R²=0.9971, residuals (us): 512:-0.0678 1k:-0.00685 2k:+0.0327 4k:-0.000635 8k:-0.137 16k:+0.116 32k:+0.121 64k:+0.354 128k:-0.438 256k:+0.0055 512k:-0.959 1M:+0.983 512:-0.0648 4k:+0.182 64k:-0.0545 1M:+0.115
mark_dirty=0.350793us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.105us per IO, spread 77%: fio's own loop, the same for pwrite and pwritev
psync=0.1055us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.105us per IO, spread 77%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1055us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.22us (5.10..5.25) against psync 3.39us (3.36..3.39) per IO, libaio - psync within each round 1.83us (1.74..1.86), plus engine.psync 0.105us, split half to submit, half to complete
libaio_submit=0.968277us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.22us (5.10..5.25) against psync 3.39us (3.36..3.39) per IO, libaio - psync within each round 1.83us (1.74..1.86), plus engine.psync 0.105us, split half to submit, half to complete
libaio_complete=0.968277us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.57us per IO (3.48..3.66, median of 3) against the same writes through fio's psync engine in the same rounds, 3.23us (3.23..3.27): 0.34us more per IO (0.24..0.40, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.441193us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.66us per IO (3.63..3.75, median of 3) against the same writes through fio's psync engine in the same rounds, 3.33us (3.30..3.36): 0.37us more per IO (0.27..0.43, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.471711us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 54.7us (51.8..55.7), io_uring qd8 on ext4 61.5us (60.5..61.5) with scramble_buffers=0 and 60.5us (59.6..60.5) with it on; iowq.punt 0.44us
remote_copy_bw=81987330249
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 54.7us (51.8..55.7), io_uring qd8 on ext4 61.5us (60.5..61.5) with scramble_buffers=0 and 60.5us (59.6..60.5) with it on; iowq.punt 0.44us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 21.55us per IO (20.81..21.70, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=5.67932us
