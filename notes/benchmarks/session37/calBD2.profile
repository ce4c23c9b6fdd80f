# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 85.50us, qd2 62.50us, qd4 40.30us, qd8 53.47us, qd16 56.67us, qd32 51.32us; overlapped max(t1/qd, t32) rms error 14.0%; batched S + D/qd: S=45.59us D=30.19us, rms error 16.1%: overlapped
# note: write device curve: QD1 t(bs) 37.71us + bs/2674.6MB/s (R²=0.9859); deep queue B=2719.7MB/s, k=0.52 (R²=0.4283); measured at qd32: 2554.1MB/s (2453.3..2589.4 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 41.19us + bs/3139.1MB/s (R²=0.9657); deep queue B=2993.3MB/s, k=0.54 (R²=0.6344); measured at qd32: 2427.2MB/s (2249.4..2852.5 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 5.4 ps a byte (-2.6..45.5)
# note: buffered write(): 1.497us per call + 0.2155us per new page (0.1305us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.2576us per new folio + 0.1339us per new large folio + 33691MB/s (R²=0.9973, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.91 per core (2 jobs at once against one: 0.196 / 0.108 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 13165MB/s, best 13525MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1273 MB/s after the memory phase, 1236 MB/s at the end, -3%
# note: self-check cold memory, 1M psync 512M: measured 476 MB/s (427..495), predicted 446 MB/s, -6.4%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1287 MB/s (927..1333), predicted 1264 MB/s, -1.8%
# note: self-check in cache, warm memory, 4k psync 32M: WARNING: the repeats spread 32% of their median (927..1333 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 1M psync 32M: measured 11025 MB/s (10589..11396), predicted 11739 MB/s, +6.5%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 10523 MB/s (7400..10874), predicted 11044 MB/s, +5.0%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 33% of their median (7400..10874 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 4037 MB/s (3948..4194), predicted 5321 MB/s, +31.8%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1167 MB/s (771..1167), predicted 949 MB/s, -18.7%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 34% of their median (771..1167 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 194 MB/s (184..194), predicted 194 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1040 MB/s (907..1118), predicted 875 MB/s, -15.9%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8: measured 9100 MB/s (8522..9100), predicted 9398 MB/s, +3.3%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8659 MB/s (6972..8948), predicted 9237 MB/s, +6.7%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 804 MB/s (785..809), predicted 783 MB/s, -2.5%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1203 MB/s (1197..1253), predicted 1128 MB/s, -6.2%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 855 MB/s (710..939), predicted 1009 MB/s, +18.0%  WARNING: past 15%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1660 MB/s (1512..1696), predicted 1786 MB/s, +7.6%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1370 MB/s (1177..1443), predicted 1246 MB/s, -9.0%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2309 MB/s (1689..3565), predicted 2164 MB/s, -6.3%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 81% of their median (1689..3565 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1384 MB/s (1226..1428), predicted 1412 MB/s, +2.0%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2213 MB/s (1737..3799), predicted 2420 MB/s, +9.4%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 93% of their median (1737..3799 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1183 MB/s (1105..1491), predicted 1512 MB/s, +27.8%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: WARNING: the repeats spread 33% of their median (1105..1491 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1124 MB/s (971..1216), predicted 1217 MB/s, +8.3%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1272 MB/s (1205..1355), predicted 1261 MB/s, -0.9%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1275 MB/s (1123..1288), predicted 1253 MB/s, -1.8%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1419 MB/s (783..1449), predicted 1307 MB/s, -7.9%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 47% of their median (783..1449 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 730 MB/s (719..737), predicted 822 MB/s, +12.6%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 940 MB/s (899..959), predicted 951 MB/s, +1.2%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 12:47 UTC, in /var/tmp/calBD2, 269 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 0.988..1.137us
syscall=1.07148us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 5.4 ps a byte (-2.6..45.5)
copy_unaligned=5.35688e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/1.9/3.0us, rewrite 64k 3.5/3.7/4.8us, rewrite 1M 30.8/35.1/59.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=125.594us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/1.9/3.0us, rewrite 64k 3.5/3.7/4.8us, rewrite 1M 30.8/35.1/59.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=2.51785us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0160) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.497us p=0.2155us f=1.2576us L=0.1339us b=33691MB/s; R²=0.9973, residuals (us): 512:-0.0444 1k:+0.00442 2k:+0.0913 4k:-0.0582 8k:-0.0838 16k:+0.174 32k:+0.0631 64k:-0.269 128k:+0.0168 256k:+0.638 512k:-2.95 1M:+5.78 512:-0.0373 4k:+0.0602 64k:+0.00611 1M:-0.0972
copy_bw=33691160420
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 22.84us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.78us, halved
wakeup=8.6365us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.384718us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 10.7, 50us: 10.8, 100us: 11.9, 150us: 12.3, 200us: 45.6, 300us: 47.4, 500us: 51.8, 1000us: 56.2
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 43.6/45.5/76.2 us)
deep_wakeup=45.501us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 3850 MiB/s against one job 2813 MiB/s, per core 0.69 (0.67..0.71), paired within each round, median of 3
smp_efficiency=0.691729

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2256us (min 1912, max 2322us), against 119us per warm write; fitted from the median stall
fault_in_bw=464715226
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2256us, each of two writers at once 2346us (medians of 3 and 2 repeats): together 1.92 times one writer's rate
fault_in_parallel=1.92319
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2256us, p90 2459us, mean 2076us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBD2) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBD2 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.071us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.497us p=0.2155us f=1.2576us L=0.1339us b=33691MB/s; R²=0.9973, residuals (us): 512:-0.0444 1k:+0.00442 2k:+0.0913 4k:-0.0582 8k:-0.0838 16k:+0.174 32k:+0.0631 64k:-0.269 128k:+0.0168 256k:+0.638 512k:-2.95 1M:+5.78 512:-0.0373 4k:+0.0602 64k:+0.00611 1M:-0.0972
write_call=0.375565us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 43.7us against 41.3us, 2.4us more per IO (2.3..2.6, median of 3 rounds); bounded by the 14.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.4us of slower fresh-block transfer (dev.fresh_write_factor) and 1.1us of the host's allocation section (dev.fresh_serial): 0.90us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=0.488109us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 43.7us against 41.3us, 2.4us more per IO (2.3..2.6, median of 3 rounds); bounded by the 14.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.4us of slower fresh-block transfer (dev.fresh_write_factor) and 1.1us of the host's allocation section (dev.fresh_serial): 0.90us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=0.408418us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4538 discards, 242ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=53.3275us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.60us per IO (131536 IOPS), 8 KiB 6.55us, 128 KiB 51.32us, 128 KiB from huge-page buffers 17.55us, against 1.51us for 4 KiB at B: per command 6.19us, per page segment 1.41us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7470.6MB/s from the huge-page run; the QD1 slope 2674.6MB/s, i.e. 1.53us per page against 1.96us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.60us, 8k 6.55us, 16k 10.05us, 32k 15.73us, 64k 30.43us, 128k 51.32us, 128k huge 17.55us; serial t = c + n s + bytes/bw: c=4.66us s=1.075us bw=11098MB/s, rms error 10.1%; parallel t = max(c + n s, bytes/7471MB/s): c=5.71us s=1.089us, rms error 15.2%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=6.19228us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.60us per IO (131536 IOPS), 8 KiB 6.55us, 128 KiB 51.32us, 128 KiB from huge-page buffers 17.55us, against 1.51us for 4 KiB at B: per command 6.19us, per page segment 1.41us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7470.6MB/s from the huge-page run; the QD1 slope 2674.6MB/s, i.e. 1.53us per page against 1.96us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.60us, 8k 6.55us, 16k 10.05us, 32k 15.73us, 64k 30.43us, 128k 51.32us, 128k huge 17.55us; serial t = c + n s + bytes/bw: c=4.66us s=1.075us bw=11098MB/s, rms error 10.1%; parallel t = max(c + n s, bytes/7471MB/s): c=5.71us s=1.089us, rms error 15.2%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.4102us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 26.4us / 3.91 (exponential service-time tail)
latency_jitter=6.74025us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=37.71us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.76us and the mean jitter 6.74us; R²=0.9859, residuals (us): 4k:+1.25 16k:+0.279 64k:-1.46 256k:-10.9 1M:+43.8; less dev.kick 7.76us (one per QD1 IO)
write_latency=14.4418us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2719.7MB/s k=0.52 (LM converged), R²=0.4283, residuals (MB/s): qd1:-258 qd2:-62.6 qd4:+845 qd8:-103 qd16:-321 qd32:-122; QD1 slope 2674.6MB/s, R²=0.9859, residuals (us): 4k:+1.25 16k:+0.279 64k:-1.46 256k:-10.9 1M:+43.8
write_bw=7470554290
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=41.19us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.76us and the mean jitter 6.74us (both as the writes fitted them); R²=0.9657, residuals (us): 4k:-2.48 16k:+2.71 64k:+6.79 256k:-14.6 1M:+33.4
read_latency=25.6832us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=2993.3MB/s k=0.54 (LM converged), R²=0.6344, residuals (MB/s): qd1:-235 qd2:+78.7 qd4:+319 qd8:+173 qd16:+160 qd32:-516; QD1 slope 3139.1MB/s, R²=0.9657, residuals (us): 4k:-2.48 16k:+2.71 64k:+6.79 256k:-14.6 1M:+33.4
read_bw=2993291683
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 13.96us per IO (12.93..14.46, median of 3) less the modelled 6.19us (syscall, direct IO, command, engine)
kick=7.76423us
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 259.1us, minus the model's data write, log write of 8k and fsync CPU (41.6us)
flush_latency=217.472us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.01ms, 2M 1.35ms, 4M 2.54ms, 8M 5.21ms, 16M 8.59ms, 32M 16.32ms, 64M 32.11ms, 128M 62.65ms, 256M 120.06ms; with dev.flush_latency as the fixed part; t = 217.5us + N / 1981.7MB/s, rms error 12.0%; with the cache writing out in the background above 8.0M while the run goes on (at 6376MB/s): 217.5us + the rest / 1676.4MB/s, rms error 7.0% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6376MB/s, 2048M at 6497MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1676413438
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.01ms, 2M 1.35ms, 4M 2.54ms, 8M 5.21ms, 16M 8.59ms, 32M 16.32ms, 64M 32.11ms, 128M 62.65ms, 256M 120.06ms; with dev.flush_latency as the fixed part; t = 217.5us + N / 1981.7MB/s, rms error 12.0%; with the cache writing out in the background above 8.0M while the run goes on (at 6376MB/s): 217.5us + the rest / 1676.4MB/s, rms error 7.0% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6376MB/s, 2048M at 6497MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.01ms, 2M 1.35ms, 4M 2.54ms, 8M 5.21ms, 16M 8.59ms, 32M 16.32ms, 64M 32.11ms, 128M 62.65ms, 256M 120.06ms; with dev.flush_latency as the fixed part; t = 217.5us + N / 1981.7MB/s, rms error 12.0%; with the cache writing out in the background above 8.0M while the run goes on (at 6376MB/s): 217.5us + the rest / 1676.4MB/s, rms error 7.0% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6376MB/s, 2048M at 6497MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=8388608
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.50ms, 512 per flush 7.31ms: 13.0us per write, less 2.4us for its bytes at dev.cache_drain_bw
cache_drain_io=10.5213us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4053MB/s, rewritten 6497MB/s: 97.343us more per MiB fresh, against 140.4us per MiB at dev.write_bw
fresh_write_factor=0.590488
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1295MB/s (1121..1415), 2x128M 1381MB/s (1300..1467), 1x512M 1492MB/s (1279..1501), 2x512M 1535MB/s (1259..1579); all bytes over all fsync times 1483MB/s, less the fresh transfer and the commands' serial time (4357MB/s), leaves 2249MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1676MB/s above dev.cache_background 8M (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 521ms into a fresh file, 745ms rewritten
fresh_drain_factor=0.889309
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 19.17us against 13.62, 32k 23.93us against 19.74, 64k 47.36us against 28.38, 128k 110.84us against 59.24; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 3719MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 19.17us against 13.62, 32k 23.93us against 19.74, 64k 47.36us against 28.38, 128k 110.84us against 59.24; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 3719MB/s
fresh_serial_bw=3718976771

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.90us, 4.26us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.36us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.497us p=0.2155us f=1.2576us L=0.1339us b=33691MB/s; R²=0.9973, residuals (us): 512:-0.0444 1k:+0.00442 2k:+0.0913 4k:-0.0582 8k:-0.0838 16k:+0.174 32k:+0.0631 64k:-0.269 128k:+0.0168 256k:+0.638 512k:-2.95 1M:+5.78 512:-0.0373 4k:+0.0602 64k:+0.00611 1M:-0.0972
page_init=0.215482us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.515); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.497us p=0.2155us f=1.2576us L=0.1339us b=33691MB/s; R²=0.9973, residuals (us): 512:-0.0444 1k:+0.00442 2k:+0.0913 4k:-0.0582 8k:-0.0838 16k:+0.174 32k:+0.0631 64k:-0.269 128k:+0.0168 256k:+0.638 512k:-2.95 1M:+5.78 512:-0.0373 4k:+0.0602 64k:+0.00611 1M:-0.0972
folio_alloc=0.378798us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.515); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.497us p=0.2155us f=1.2576us L=0.1339us b=33691MB/s; R²=0.9973, residuals (us): 512:-0.0444 1k:+0.00442 2k:+0.0913 4k:-0.0582 8k:-0.0838 16k:+0.174 32k:+0.0631 64k:-0.269 128k:+0.0168 256k:+0.638 512k:-2.95 1M:+5.78 512:-0.0373 4k:+0.0602 64k:+0.00611 1M:-0.0972
add_folio=0.121215us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.515); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.497us p=0.2155us f=1.2576us L=0.1339us b=33691MB/s; R²=0.9973, residuals (us): 512:-0.0444 1k:+0.00442 2k:+0.0913 4k:-0.0582 8k:-0.0838 16k:+0.174 32k:+0.0631 64k:-0.269 128k:+0.0168 256k:+0.638 512k:-2.95 1M:+5.78 512:-0.0373 4k:+0.0602 64k:+0.00611 1M:-0.0972
mark_dirty=0.0606076us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.497us p=0.2155us f=1.2576us L=0.1339us b=33691MB/s; R²=0.9973, residuals (us): 512:-0.0444 1k:+0.00442 2k:+0.0913 4k:-0.0582 8k:-0.0838 16k:+0.174 32k:+0.0631 64k:-0.269 128k:+0.0168 256k:+0.638 512k:-2.95 1M:+5.78 512:-0.0373 4k:+0.0602 64k:+0.00611 1M:-0.0972
lru_add_large=0.133866us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.4ms for 16384 folios, 1M writes: 1.8ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.342262us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.4ms for 16384 folios, 1M writes: 1.8ms for 64 folios; folios from the model's folio policy
invalidate_page=0.107159us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.515); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.497us p=0.2155us f=1.2576us L=0.1339us b=33691MB/s; R²=0.9973, residuals (us): 512:-0.0444 1k:+0.00442 2k:+0.0913 4k:-0.0582 8k:-0.0838 16k:+0.174 32k:+0.0631 64k:-0.269 128k:+0.0168 256k:+0.638 512k:-2.95 1M:+5.78 512:-0.0373 4k:+0.0602 64k:+0.00611 1M:-0.0972
insert=0.333342us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.515); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.497us p=0.2155us f=1.2576us L=0.1339us b=33691MB/s; R²=0.9973, residuals (us): 512:-0.0444 1k:+0.00442 2k:+0.0913 4k:-0.0582 8k:-0.0838 16k:+0.174 32k:+0.0631 64k:-0.269 128k:+0.0168 256k:+0.638 512k:-2.95 1M:+5.78 512:-0.0373 4k:+0.0602 64k:+0.00611 1M:-0.0972
mark_dirty=0.363646us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.196us per IO, spread 17%: fio's own loop, the same for pwrite and pwritev
psync=0.1955us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.196us per IO, spread 17%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1955us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.10us (5.07..5.22) against psync 3.30us (3.27..3.51) per IO, libaio - psync within each round 1.77us (1.71..1.83), plus engine.psync 0.196us, split half to submit, half to complete
libaio_submit=0.98276us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.10us (5.07..5.22) against psync 3.30us (3.27..3.51) per IO, libaio - psync within each round 1.77us (1.71..1.83), plus engine.psync 0.196us, split half to submit, half to complete
libaio_complete=0.98276us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.51us per IO (3.51..5.31, median of 3) against the same writes through fio's psync engine in the same rounds, 3.36us (3.27..3.36): 0.24us more per IO (0.15..1.95, median of the rounds' differences), plus fio's psync loop engine.psync 0.20us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.439641us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.94us per IO (3.66..4.52, median of 3) against the same writes through fio's psync engine in the same rounds, 3.27us (3.23..3.33): 0.61us more per IO (0.40..1.28, median of the rounds' differences), plus fio's psync loop engine.psync 0.20us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.805852us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 52.7us (51.8..53.7), io_uring qd8 on ext4 57.6us (57.6..61.5) with scramble_buffers=0 and 60.5us (58.6..75.2) with it on; iowq.punt 0.44us
remote_copy_bw=96736844210
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 52.7us (51.8..53.7), io_uring qd8 on ext4 57.6us (57.6..61.5) with scramble_buffers=0 and 60.5us (58.6..75.2) with it on; iowq.punt 0.44us
scrambled_sector=0.000953674us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 21.15us per IO (21.12..22.22, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=4.18396us
