# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 89.15us, qd2 62.19us, qd4 49.04us, qd8 52.08us, qd16 49.68us, qd32 59.56us; overlapped max(t1/qd, t32) rms error 13.4%; batched S + D/qd: S=48.11us D=33.04us, rms error 10.2%: overlapped
# note: write device curve: QD1 t(bs) 39.71us + bs/2374.5MB/s (R²=0.9887); deep queue B=2629.8MB/s, k=0.56 (R²=0.6663); measured at qd32: 2200.8MB/s (1973.0..2767.4 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 43.39us + bs/2225.1MB/s (R²=0.9987); deep queue B=2053.7MB/s, k=0.55 (R²=0.8941); measured at qd32: 1907.4MB/s (1576.5..2589.7 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 1.6 ps a byte (-0.8..48.0)
# note: buffered write(): 2.300us per call + 0.3079us per new page (0.2229us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.5310us per new folio + 0.3905us per new large folio + 29147MB/s (R²=0.9969, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 1.00 per core (2 jobs at once against one: 0.213 / 0.107 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: fs.unwritten_convert, fs.unwritten_split not measured: nothing left at QD1 (QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 45.3us against 42.1us, 3.2us more per IO (2.7..3.9, median of 3 rounds); bounded by the 16.3us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.7us of slower fresh-block transfer (dev.fresh_write_factor) and 4.7us of the host's allocation section (dev.fresh_serial)); the profile's values apply
# note: memcpy of 128M buffers: median 15820MB/s, best 15904MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1279 MB/s after the memory phase, 1229 MB/s at the end, -4%
# note: self-check cold memory, 1M psync 512M: measured 573 MB/s (561..672), predicted 574 MB/s, +0.1%
# note: self-check in cache, warm memory, 4k psync 32M: measured 914 MB/s (888..922), predicted 925 MB/s, +1.2%
# note: self-check in cache, warm memory, 1M psync 32M: measured 8797 MB/s (8222..8872), predicted 8799 MB/s, +0.0%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 8624 MB/s (6023..8823), predicted 8675 MB/s, +0.6%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 32% of their median (6023..8823 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 3808 MB/s (3728..4194), predicted 3662 MB/s, -3.8%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1137 MB/s (776..1188), predicted 757 MB/s, -33.4%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 36% of their median (776..1188 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 152 MB/s (152..156), predicted 152 MB/s, -0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 994 MB/s (559..1167), predicted 702 MB/s, -29.4%  WARNING: past 15%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: WARNING: the repeats spread 61% of their median (559..1167 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check punted copy, 512k io_uring qd8: measured 8948 MB/s (8801..8948), predicted 7534 MB/s, -15.8%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8801 MB/s (8801..8948), predicted 7534 MB/s, -14.4%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 737 MB/s (726..746), predicted 632 MB/s, -14.3%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 960 MB/s (706..1332), predicted 759 MB/s, -20.9%  WARNING: past 15%
# note: self-check fio direct rewrites, 16k libaio qd32: WARNING: the repeats spread 65% of their median (706..1332 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 594 MB/s (571..1017), predicted 505 MB/s, -15.0%  WARNING: past 15%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 75% of their median (571..1017 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1711 MB/s (1539..1715), predicted 1503 MB/s, -12.2%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1349 MB/s (1105..1617), predicted 1040 MB/s, -22.9%  WARNING: past 15%
# note: self-check fio direct first pass, 32k libaio qd32 256M: WARNING: the repeats spread 38% of their median (1105..1617 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2549 MB/s (1949..3030), predicted 2284 MB/s, -10.4%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 42% of their median (1949..3030 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1459 MB/s (1266..1754), predicted 1504 MB/s, +3.1%
# note: self-check fio direct first pass, 64k libaio qd32 256M: WARNING: the repeats spread 33% of their median (1266..1754 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2256 MB/s (2106..2649), predicted 2385 MB/s, +5.7%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1552 MB/s (1384..1552), predicted 1622 MB/s, +4.5%
# note: self-check 4k overwrite, fdatasync=1: measured 24 MB/s (24..24), predicted 24 MB/s, -0.3%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 17 MB/s (17..17), predicted 18 MB/s, +6.2%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1194 MB/s (1161..1231), predicted 1150 MB/s, -3.7%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1306 MB/s (798..1313), predicted 1192 MB/s, -8.8%
# note: self-check writeback, 2 job(s) x 128M then fsync: WARNING: the repeats spread 39% of their median (798..1313 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1191 MB/s (775..1248), predicted 1161 MB/s, -2.5%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 40% of their median (775..1248 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 903 MB/s (852..1264), predicted 1028 MB/s, +13.9%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 46% of their median (852..1264 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 721 MB/s (691..749), predicted 763 MB/s, +5.9%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 953 MB/s (940..963), predicted 1008 MB/s, +5.8%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 22:32 UTC, in /var/tmp/calBL, 294 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.108..1.153us
syscall=1.11757us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 1.6 ps a byte (-0.8..48.0)
copy_unaligned=1.62223e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.6/3.3/4.5us, rewrite 64k 4.3/4.8/7.2us, rewrite 1M 36.1/42.2/100.9us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.20 over 9 percentiles
interrupt_gap=397.164us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.6/3.3/4.5us, rewrite 64k 4.3/4.8/7.2us, rewrite 1M 36.1/42.2/100.9us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.20 over 9 percentiles
interrupt_time=25.1785us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0178) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.300us p=0.3079us f=1.5310us L=0.3905us b=29147MB/s; R²=0.9969, residuals (us): 512:-0.0996 1k:-0.0449 2k:+0.000644 4k:+0.0511 8k:-0.175 16k:+0.0392 32k:+0.367 64k:-0.0559 128k:+0.896 256k:-1.34 512k:-0.457 1M:+0.0253 512:-0.0502 4k:+0.256 64k:-0.105 1M:+0.292
copy_bw=29146904777
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 23.37us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.41us, halved
wakeup=9.2685us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=1.0642us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 11.9, 50us: 11.9, 100us: 12.2, 150us: 12.4, 200us: 50.0, 300us: 54.1, 500us: 60.5, 1000us: 64.2
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 50.4/52.4/65.5 us)
deep_wakeup=52.3645us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 3631 MiB/s against one job 2783 MiB/s, per core 0.66 (0.64..0.70), paired within each round, median of 3
smp_efficiency=0.659574

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1705us (min 1694, max 1740us), against 103us per warm write; fitted from the median stall
fault_in_bw=614830381
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1705us, each of two writers at once 2338us (medians of 3 and 3 repeats): together 1.46 times one writer's rate
fault_in_parallel=1.45873
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1705us, p90 1936us, mean 1708us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBL) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBL (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.118us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.300us p=0.3079us f=1.5310us L=0.3905us b=29147MB/s; R²=0.9969, residuals (us): 512:-0.0996 1k:-0.0449 2k:+0.000644 4k:+0.0511 8k:-0.175 16k:+0.0392 32k:+0.367 64k:-0.0559 128k:+0.896 256k:-1.34 512k:-0.457 1M:+0.0253 512:-0.0502 4k:+0.256 64k:-0.105 1M:+0.292
write_call=1.1321us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4281 discards, 504ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=117.73us
# dev.cmd_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 47.3us and 106.6us a burst, 4.07us more per command (3.96..4.53, median of 3 rounds), less dev.segment_service 1.64us: per command 2.43us; the deep-queue ladder gave 7.03us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.67us per IO (115346 IOPS), 8 KiB 7.02us, 128 KiB 59.56us, 128 KiB from huge-page buffers 17.17us, against 1.56us for 4 KiB at B: per command 7.03us, per page segment 1.64us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7635.1MB/s from the huge-page run; the QD1 slope 2374.5MB/s, i.e. 1.73us per page against 2.18us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 8.67us, 8k 7.02us, 16k 9.53us, 32k 13.90us, 64k 26.31us, 128k 59.56us, 128k huge 17.17us; serial t = c + n s + bytes/bw: c=5.10us s=0.975us bw=11822MB/s, rms error 14.3%; parallel t = max(c + n s, bytes/7635MB/s): c=4.95us s=1.367us, rms error 14.4%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=2.42507us
# dev.segment_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 47.3us and 106.6us a burst, 4.07us more per command (3.96..4.53, median of 3 rounds), less dev.segment_service 1.64us: per command 2.43us; the deep-queue ladder gave 7.03us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.67us per IO (115346 IOPS), 8 KiB 7.02us, 128 KiB 59.56us, 128 KiB from huge-page buffers 17.17us, against 1.56us for 4 KiB at B: per command 7.03us, per page segment 1.64us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7635.1MB/s from the huge-page run; the QD1 slope 2374.5MB/s, i.e. 1.73us per page against 2.18us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 8.67us, 8k 7.02us, 16k 9.53us, 32k 13.90us, 64k 26.31us, 128k 59.56us, 128k huge 17.17us; serial t = c + n s + bytes/bw: c=5.10us s=0.975us bw=11822MB/s, rms error 14.3%; parallel t = max(c + n s, bytes/7635MB/s): c=4.95us s=1.367us, rms error 14.4%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.64152us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 28.9us / 3.91 (exponential service-time tail)
latency_jitter=7.39464us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.71us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.04us and the mean jitter 7.39us; R²=0.9887, residuals (us): 4k:+1.59 16k:+1.24 64k:-4.93 256k:-5.58 1M:+35.9; less dev.kick 14.71us (one per QD1 IO)
write_latency=12.5638us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2629.8MB/s k=0.56 (LM converged), R²=0.6663, residuals (MB/s): qd1:-214 qd2:+54.2 qd4:+367 qd8:+59.3 qd16:+97.7 qd32:-384; QD1 slope 2374.5MB/s, R²=0.9887, residuals (us): 4k:+1.59 16k:+1.24 64k:-4.93 256k:-5.58 1M:+35.9
write_bw=7635130668
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=43.39us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.04us and the mean jitter 7.39us (both as the writes fitted them); R²=0.9987, residuals (us): 4k:+0.81 16k:-0.135 64k:-1.26 256k:-3.27 1M:+13.2
read_latency=30.9527us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=2053.7MB/s k=0.55 (LM converged), R²=0.8941, residuals (MB/s): qd1:-57.8 qd2:+66.3 qd4:-45.6 qd8:+146 qd16:-1.34 qd32:-112; QD1 slope 2225.1MB/s, R²=0.9987, residuals (us): 4k:+0.81 16k:-0.135 64k:-1.26 256k:-3.27 1M:+13.2
read_bw=2053729285
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 21.02us per IO (13.19..24.41, median of 3) less the modelled 6.32us (syscall, direct IO, command, engine)
kick=14.7057us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 156.7us, as the model adds the rest (by simulation); the closed form gave 132.4542us
flush_latency=115.356us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.95ms, 2M 1.43ms, 4M 2.57ms, 8M 4.55ms, 16M 8.36ms, 32M 15.01ms, 64M 27.66ms, 128M 51.64ms, 256M 100.14ms; with dev.flush_latency as the fixed part; t = 132.5us + N / 2188.0MB/s, rms error 19.7%; with the cache writing out in the background above 6.7M while the run goes on (at 6570MB/s): 132.5us + the rest / 1781.3MB/s, rms error 10.0% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6570MB/s, 2048M at 6878MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1781341721
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.95ms, 2M 1.43ms, 4M 2.57ms, 8M 4.55ms, 16M 8.36ms, 32M 15.01ms, 64M 27.66ms, 128M 51.64ms, 256M 100.14ms; with dev.flush_latency as the fixed part; t = 132.5us + N / 2188.0MB/s, rms error 19.7%; with the cache writing out in the background above 6.7M while the run goes on (at 6570MB/s): 132.5us + the rest / 1781.3MB/s, rms error 10.0% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6570MB/s, 2048M at 6878MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.95ms, 2M 1.43ms, 4M 2.57ms, 8M 4.55ms, 16M 8.36ms, 32M 15.01ms, 64M 27.66ms, 128M 51.64ms, 256M 100.14ms; with dev.flush_latency as the fixed part; t = 132.5us + N / 2188.0MB/s, rms error 19.7%; with the cache writing out in the background above 6.7M while the run goes on (at 6570MB/s): 132.5us + the rest / 1781.3MB/s, rms error 10.0% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6570MB/s, 2048M at 6878MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=7053950
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.301ms, 64 per flush 0.799ms, 256 per flush 2.376ms; 9.5us per write beyond dev.flush_latency 132.5us, less 2.3us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=7.21084us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 3276MB/s, rewritten 6878MB/s: 167.579us more per MiB fresh, against 137.3us per MiB at dev.write_bw
fresh_write_factor=0.450406
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1347MB/s (1331..1406), 2x128M 1399MB/s (834..1416), 1x512M 1425MB/s (1346..1448), 2x512M 1410MB/s (1400..1416); all bytes over all fsync times 1408MB/s, less the fresh transfer and the commands' serial time (3414MB/s), leaves 2396MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1781MB/s above dev.cache_background 7053950 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 525ms into a fresh file, 735ms rewritten
fresh_drain_factor=0.793792
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 27.59us against 17.08, 32k 24.29us against 19.15, 64k 44.92us against 25.71, 128k 84.47us against 58.10; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 4.03us, bw = 6070MB/s
fresh_serial=4.02558us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 27.59us against 17.08, 32k 24.29us against 19.15, 64k 44.92us against 25.71, 128k 84.47us against 58.10; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 4.03us, bw = 6070MB/s
fresh_serial_bw=6070164303

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.98us, 6.37us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.384us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.300us p=0.3079us f=1.5310us L=0.3905us b=29147MB/s; R²=0.9969, residuals (us): 512:-0.0996 1k:-0.0449 2k:+0.000644 4k:+0.0511 8k:-0.175 16k:+0.0392 32k:+0.367 64k:-0.0559 128k:+0.896 256k:-1.34 512k:-0.457 1M:+0.0253 512:-0.0502 4k:+0.256 64k:-0.105 1M:+0.292
page_init=0.307891us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.845); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.300us p=0.3079us f=1.5310us L=0.3905us b=29147MB/s; R²=0.9969, residuals (us): 512:-0.0996 1k:-0.0449 2k:+0.000644 4k:+0.0511 8k:-0.175 16k:+0.0392 32k:+0.367 64k:-0.0559 128k:+0.896 256k:-1.34 512k:-0.457 1M:+0.0253 512:-0.0502 4k:+0.256 64k:-0.105 1M:+0.292
folio_alloc=0.461156us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.845); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.300us p=0.3079us f=1.5310us L=0.3905us b=29147MB/s; R²=0.9969, residuals (us): 512:-0.0996 1k:-0.0449 2k:+0.000644 4k:+0.0511 8k:-0.175 16k:+0.0392 32k:+0.367 64k:-0.0559 128k:+0.896 256k:-1.34 512k:-0.457 1M:+0.0253 512:-0.0502 4k:+0.256 64k:-0.105 1M:+0.292
add_folio=0.14757us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.845); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.300us p=0.3079us f=1.5310us L=0.3905us b=29147MB/s; R²=0.9969, residuals (us): 512:-0.0996 1k:-0.0449 2k:+0.000644 4k:+0.0511 8k:-0.175 16k:+0.0392 32k:+0.367 64k:-0.0559 128k:+0.896 256k:-1.34 512k:-0.457 1M:+0.0253 512:-0.0502 4k:+0.256 64k:-0.105 1M:+0.292
mark_dirty=0.073785us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.300us p=0.3079us f=1.5310us L=0.3905us b=29147MB/s; R²=0.9969, residuals (us): 512:-0.0996 1k:-0.0449 2k:+0.000644 4k:+0.0511 8k:-0.175 16k:+0.0392 32k:+0.367 64k:-0.0559 128k:+0.896 256k:-1.34 512k:-0.457 1M:+0.0253 512:-0.0502 4k:+0.256 64k:-0.105 1M:+0.292
lru_add_large=0.3905us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.9ms for 16384 folios, 1M writes: 2.6ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.51116us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.9ms for 16384 folios, 1M writes: 2.6ms for 64 folios; folios from the model's folio policy
invalidate_page=0.156089us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.845); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.300us p=0.3079us f=1.5310us L=0.3905us b=29147MB/s; R²=0.9969, residuals (us): 512:-0.0996 1k:-0.0449 2k:+0.000644 4k:+0.0511 8k:-0.175 16k:+0.0392 32k:+0.367 64k:-0.0559 128k:+0.896 256k:-1.34 512k:-0.457 1M:+0.0253 512:-0.0502 4k:+0.256 64k:-0.105 1M:+0.292
insert=0.405817us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.845); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.300us p=0.3079us f=1.5310us L=0.3905us b=29147MB/s; R²=0.9969, residuals (us): 512:-0.0996 1k:-0.0449 2k:+0.000644 4k:+0.0511 8k:-0.175 16k:+0.0392 32k:+0.367 64k:-0.0559 128k:+0.896 256k:-1.34 512k:-0.457 1M:+0.0253 512:-0.0502 4k:+0.256 64k:-0.105 1M:+0.292
mark_dirty=0.44271us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.213us per IO, spread 46%: fio's own loop, the same for pwrite and pwritev
psync=0.213us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.213us per IO, spread 46%: fio's own loop, the same for pwrite and pwritev
pvsync=0.213us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.55us (5.49..5.65) against psync 3.81us (3.60..5.04) per IO, libaio - psync within each round 1.83us (0.52..1.89), plus engine.psync 0.213us, split half to submit, half to complete
libaio_submit=1.02203us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.55us (5.49..5.65) against psync 3.81us (3.60..5.04) per IO, libaio - psync within each round 1.83us (0.52..1.89), plus engine.psync 0.213us, split half to submit, half to complete
libaio_complete=1.02203us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.60us per IO (3.45..5.28, median of 3) against the same writes through fio's psync engine in the same rounds, 3.60us (3.54..3.60): 0.06us more per IO (-0.15..1.68, median of the rounds' differences), plus fio's psync loop engine.psync 0.21us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.274035us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.12us per IO (3.51..7.32, median of 3) against the same writes through fio's psync engine in the same rounds, 3.63us (3.60..3.63): 0.49us more per IO (-0.12..3.72, median of the rounds' differences), plus fio's psync loop engine.psync 0.21us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.701281us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 52.7us (52.7..55.7), io_uring qd8 on ext4 58.6us (58.6..59.6) with scramble_buffers=0 and 59.6us (58.6..59.6) with it on; iowq.punt 0.27us
remote_copy_bw=93868594409
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 52.7us (52.7..55.7), io_uring qd8 on ext4 58.6us (58.6..59.6) with scramble_buffers=0 and 59.6us (58.6..59.6) with it on; iowq.punt 0.27us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 26.95us per IO (26.31..26.98, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=8.30383us
