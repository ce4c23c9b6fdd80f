# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 111.84us, qd2 83.56us, qd4 53.94us, qd8 55.31us, qd16 60.58us, qd32 68.35us; overlapped max(t1/qd, t32) rms error 17.2%; batched S + D/qd: S=53.21us D=50.38us, rms error 13.4%: overlapped
# note: write device curve: QD1 t(bs) 44.31us + bs/1934.0MB/s (R²=0.9805); deep queue B=2328.3MB/s, k=0.73 (R²=0.6258); measured at qd32: 1917.5MB/s (1442.3..2535.1 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 45.21us + bs/2250.1MB/s (R²=0.9983); deep queue B=1787.4MB/s, k=0.29 (R²=0.3635); measured at qd32: 1452.3MB/s (1435.9..2780.2 over 3 rounds; every point the median of its rounds)
# note: cpu.copy_unaligned not fitted (0 kept): 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: -5.3 ps a byte (-12.7..40.2)
# note: buffered write(): 1.579us per call + 0.2314us per new page (0.1851us copied in a chunk of cpu.copy_stream_bytes or more) + 1.1441us per new folio + 0.2354us per new large folio + 32939MB/s (R²=0.9951, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.53 per core (2 jobs at once against one: 0.114 / 0.107 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: iowq.unhashed_punt measured as 0: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.12us per IO (3.78..4.43, median of 3) against the same writes through fio's psync engine in the same rounds, 4.43us (3.45..4.85): -0.43us more per IO (-0.64..0.67, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
# note: memcpy of 128M buffers: median 15656MB/s, best 15916MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1182 MB/s after the memory phase, 1252 MB/s at the end, +6%
# note: self-check cold memory, 1M psync 512M: measured 585 MB/s (439..705), predicted 592 MB/s, +1.3%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 45% of their median (439..705 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 1276 MB/s (1273..1287), predicted 1268 MB/s, -0.6%
# note: self-check in cache, warm memory, 1M psync 32M: measured 12735 MB/s (11248..13390), predicted 12735 MB/s, +0.0%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 10988 MB/s (7572..11408), predicted 12735 MB/s, +15.9%  WARNING: past 15%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 35% of their median (7572..11408 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 4668 MB/s (4067..4971), predicted 6230 MB/s, +33.4%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1057 MB/s (1017..1065), predicted 959 MB/s, -9.3%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 190 MB/s (188..192), predicted 190 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 994 MB/s (926..1082), predicted 1149 MB/s, +15.6%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8: measured 7895 MB/s (7781..8948), predicted 9901 MB/s, +25.4%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8659 MB/s (8134..8948), predicted 9901 MB/s, +14.3%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 718 MB/s (658..726), predicted 743 MB/s, +3.6%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1238 MB/s (1058..1287), predicted 1189 MB/s, -3.9%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 886 MB/s (860..1025), predicted 1093 MB/s, +23.4%  WARNING: past 15%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 2062 MB/s (1553..2392), predicted 1809 MB/s, -12.2%
# note: self-check fio direct rewrites, 32k libaio qd32: WARNING: the repeats spread 41% of their median (1553..2392 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1508 MB/s (1147..1598), predicted 1291 MB/s, -14.4%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2293 MB/s (1632..2623), predicted 1955 MB/s, -14.7%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 43% of their median (1632..2623 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1517 MB/s (1467..1525), predicted 1419 MB/s, -6.4%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2500 MB/s (1831..3022), predicted 2037 MB/s, -18.5%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 48% of their median (1831..3022 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1732 MB/s (1297..1826), predicted 1492 MB/s, -13.9%
# note: self-check fio direct first pass, 128k libaio qd32 256M: WARNING: the repeats spread 31% of their median (1297..1826 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check 4k overwrite, fdatasync=1: measured 28 MB/s (28..28), predicted 28 MB/s, -0.4%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 21 MB/s (21..21), predicted 21 MB/s, -0.3%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1278 MB/s (1276..1306), predicted 1311 MB/s, +2.6%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1457 MB/s (1123..1462), predicted 1372 MB/s, -5.8%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1371 MB/s (1350..1375), predicted 1322 MB/s, -3.5%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1291 MB/s (902..1326), predicted 1402 MB/s, +8.5%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 33% of their median (902..1326 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 729 MB/s (688..745), predicted 943 MB/s, +29.3%  WARNING: past 15%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 902 MB/s (591..909), predicted 1091 MB/s, +20.9%  WARNING: past 15%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: WARNING: the repeats spread 35% of their median (591..909 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-07 02:25 UTC, in /var/tmp/calBP, 286 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.047..1.056us
syscall=1.04979us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.9/2.3/3.2us, rewrite 64k 3.5/3.8/5.4us, rewrite 1M 32.4/36.1/69.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.9/2.3/3.2us, rewrite 64k 3.5/3.8/5.4us, rewrite 1M 32.4/36.1/69.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=14.1589us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 128k..1M fitted each; this one took the relative residual sum from 0.0427 (none) to 0.0291
copy_stream_bytes=1048576
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=1024KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.579us p=0.2314us pl=0.1851us f=1.1441us L=0.2354us b=32939MB/s; R²=0.9951, residuals (us): 512:-0.117 1k:+0.00186 2k:+0.0722 4k:-0.0182 8k:-0.146 16k:+0.181 32k:+0.00491 64k:+0.232 128k:+0.482 256k:-1.71 512k:+1.2 1M:+0.000209 512:-0.0667 4k:+0.232 64k:-0.0353 1M:-0.0319
copy_stream_page=0.0462932us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.579us p=0.2314us pl=0.1851us f=1.1441us L=0.2354us b=32939MB/s; R²=0.9951, residuals (us): 512:-0.117 1k:+0.00186 2k:+0.0722 4k:-0.0182 8k:-0.146 16k:+0.181 32k:+0.00491 64k:+0.232 128k:+0.482 256k:-1.71 512k:+1.2 1M:+0.000209 512:-0.0667 4k:+0.232 64k:-0.0353 1M:-0.0319
copy_bw=32938881189
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 20.26us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.37us, halved
wakeup=7.755us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.316455us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 9.8, 50us: 9.7, 100us: 9.7, 150us: 9.9, 200us: 38.6, 300us: 40.5, 500us: 42.8, 1000us: 45.1
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 35.4/35.2/35.8 us)
deep_wakeup=35.298us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4452 MiB/s against one job 2695 MiB/s, per core 0.84 (0.72..0.95), paired within each round, median of 3
smp_efficiency=0.842593

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1689us (min 1670, max 2228us), against 108us per warm write; fitted from the median stall
fault_in_bw=620794180
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1689us, each of two writers at once 1891us (medians of 3 and 3 repeats): together 1.79 times one writer's rate
fault_in_parallel=1.78662
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1689us, p90 1846us, mean 1677us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBP) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBP (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.050us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.579us p=0.2314us pl=0.1851us f=1.1441us L=0.2354us b=32939MB/s; R²=0.9951, residuals (us): 512:-0.117 1k:+0.00186 2k:+0.0722 4k:-0.0182 8k:-0.146 16k:+0.181 32k:+0.00491 64k:+0.232 128k:+0.482 256k:-1.71 512k:+1.2 1M:+0.000209 512:-0.0667 4k:+0.232 64k:-0.0353 1M:-0.0319
write_call=0.479476us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 49.7us against 46.3us, 2.9us more per IO (0.6..20.6, median of 3 rounds); bounded by the 17.0us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and 2.6us of the host's allocation section (dev.fresh_serial): 0.19us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=0.103243us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 49.7us against 46.3us, 2.9us more per IO (0.6..20.6, median of 3 rounds); bounded by the 17.0us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and 2.6us of the host's allocation section (dev.fresh_serial): 0.19us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=0.0863872us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4990 discards, 262ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=52.505us
# dev.cmd_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 46.0us and 115.4us a burst, 4.62us more per command (4.61..4.68, median of 3 rounds), less dev.segment_service 1.93us: per command 2.70us; the deep-queue ladder gave 6.70us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.63us per IO (115925 IOPS), 8 KiB 6.96us, 128 KiB 68.35us, 128 KiB from huge-page buffers 18.38us, against 1.76us for 4 KiB at B: per command 6.70us, per page segment 1.93us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7132.7MB/s from the huge-page run; the QD1 slope 1934.0MB/s, i.e. 2.12us per page against 2.50us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 8.63us, 8k 6.96us, 16k 11.49us, 32k 17.92us, 64k 31.40us, 128k 68.35us, 128k huge 18.38us; serial t = c + n s + bytes/bw: c=4.79us s=1.335us bw=10699MB/s, rms error 12.6%; parallel t = max(c + n s, bytes/7133MB/s): c=5.10us s=1.612us, rms error 12.9%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=2.69697us
# dev.segment_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 46.0us and 115.4us a burst, 4.62us more per command (4.61..4.68, median of 3 rounds), less dev.segment_service 1.93us: per command 2.70us; the deep-queue ladder gave 6.70us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.63us per IO (115925 IOPS), 8 KiB 6.96us, 128 KiB 68.35us, 128 KiB from huge-page buffers 18.38us, against 1.76us for 4 KiB at B: per command 6.70us, per page segment 1.93us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7132.7MB/s from the huge-page run; the QD1 slope 1934.0MB/s, i.e. 2.12us per page against 2.50us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 8.63us, 8k 6.96us, 16k 11.49us, 32k 17.92us, 64k 31.40us, 128k 68.35us, 128k huge 18.38us; serial t = c + n s + bytes/bw: c=4.79us s=1.335us bw=10699MB/s, rms error 12.6%; parallel t = max(c + n s, bytes/7133MB/s): c=5.10us s=1.612us, rms error 12.9%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.92673us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 90.1us / 3.91 (exponential service-time tail)
latency_jitter=23.0346us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=44.31us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.25us and the mean jitter 23.03us; R²=0.9805, residuals (us): 4k:-2.78 16k:+7.48 64k:-1.75 256k:-11.2 1M:+35.1; less dev.kick 6.73us (one per QD1 IO)
write_latency=9.30641us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2328.3MB/s k=0.73 (LM converged), R²=0.6258, residuals (MB/s): qd1:-171 qd2:-135 qd4:+462 qd8:+237 qd16:-62.6 qd32:-359; QD1 slope 1934.0MB/s, R²=0.9805, residuals (us): 4k:-2.78 16k:+7.48 64k:-1.75 256k:-11.2 1M:+35.1
write_bw=7132736834
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=45.21us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.25us and the mean jitter 23.03us (both as the writes fitted them); R²=0.9983, residuals (us): 4k:+0.499 16k:+0.157 64k:-0.711 256k:-5.01 1M:+16
read_latency=16.928us
# dev.read_bw: QD1 slope (queue curve unusable); libaio bs=128k bw(qd)=B*qd/(qd+k): B=1787.4MB/s k=0.29 (LM converged), R²=0.3635, residuals (MB/s): qd1:-138 qd2:+121 qd4:+66.8 qd8:+283 qd16:-18.6 qd32:-319; QD1 slope 2250.1MB/s, R²=0.9983, residuals (us): 4k:+0.499 16k:+0.157 64k:-0.711 256k:-5.01 1M:+16
read_bw=2250095904
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 13.21us per IO (13.05..16.25, median of 3) less the modelled 6.49us (syscall, direct IO, command, engine)
kick=6.7252us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 134.1us, as the model adds the rest (by simulation); the closed form gave 113.2135us
flush_latency=75.0732us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.83ms, 2M 1.11ms, 4M 2.34ms, 8M 4.36ms, 16M 7.78ms, 32M 15.14ms, 64M 26.87ms, 128M 52.69ms, 256M 100.14ms; with dev.flush_latency as the fixed part; t = 113.2us + N / 2259.3MB/s, rms error 15.0%; with the cache writing out in the background above 9.5M while the run goes on (at 6339MB/s): 113.2us + the rest / 1875.2MB/s, rms error 8.0% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6339MB/s, 2048M at 6199MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1875196746
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.83ms, 2M 1.11ms, 4M 2.34ms, 8M 4.36ms, 16M 7.78ms, 32M 15.14ms, 64M 26.87ms, 128M 52.69ms, 256M 100.14ms; with dev.flush_latency as the fixed part; t = 113.2us + N / 2259.3MB/s, rms error 15.0%; with the cache writing out in the background above 9.5M while the run goes on (at 6339MB/s): 113.2us + the rest / 1875.2MB/s, rms error 8.0% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6339MB/s, 2048M at 6199MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.83ms, 2M 1.11ms, 4M 2.34ms, 8M 4.36ms, 16M 7.78ms, 32M 15.14ms, 64M 26.87ms, 128M 52.69ms, 256M 100.14ms; with dev.flush_latency as the fixed part; t = 113.2us + N / 2259.3MB/s, rms error 15.0%; with the cache writing out in the background above 9.5M while the run goes on (at 6339MB/s): 113.2us + the rest / 1875.2MB/s, rms error 8.0% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6339MB/s, 2048M at 6199MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=9975792
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.268ms, 64 per flush 0.725ms, 256 per flush 2.408ms; 9.3us per write beyond dev.flush_latency 113.2us, less 2.2us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=7.09967us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 5241MB/s, rewritten 6199MB/s: 30.940us more per MiB fresh, against 147.0us per MiB at dev.write_bw
fresh_write_factor=0.826129
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1481MB/s (1466..1509), 2x128M 1574MB/s (1206..1578), 1x512M 1585MB/s (1566..1589), 2x512M 1555MB/s (1515..1604); all bytes over all fsync times 1560MB/s, less the fresh transfer and the commands' serial time (5808MB/s), leaves 2133MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1875MB/s above dev.cache_background 9975792 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 493ms into a fresh file, 767ms rewritten
fresh_drain_factor=0.835409
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 18.49us against 13.24, 32k 21.73us against 15.89, 64k 43.21us against 28.58, 128k 75.68us against 52.43; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 1.89us, bw = 6095MB/s
fresh_serial=1.88808us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 18.49us against 13.24, 32k 21.73us against 15.89, 64k 43.21us against 28.58, 128k 75.68us against 52.43; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 1.89us, bw = 6095MB/s
fresh_serial_bw=6094787967

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.90us, 4.26us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.36us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.579us p=0.2314us pl=0.1851us f=1.1441us L=0.2354us b=32939MB/s; R²=0.9951, residuals (us): 512:-0.117 1k:+0.00186 2k:+0.0722 4k:-0.0182 8k:-0.146 16k:+0.181 32k:+0.00491 64k:+0.232 128k:+0.482 256k:-1.71 512k:+1.2 1M:+0.000209 512:-0.0667 4k:+0.232 64k:-0.0353 1M:-0.0319
page_init=0.231426us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.378); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.579us p=0.2314us pl=0.1851us f=1.1441us L=0.2354us b=32939MB/s; R²=0.9951, residuals (us): 512:-0.117 1k:+0.00186 2k:+0.0722 4k:-0.0182 8k:-0.146 16k:+0.181 32k:+0.00491 64k:+0.232 128k:+0.482 256k:-1.71 512k:+1.2 1M:+0.000209 512:-0.0667 4k:+0.232 64k:-0.0353 1M:-0.0319
folio_alloc=0.3446us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.378); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.579us p=0.2314us pl=0.1851us f=1.1441us L=0.2354us b=32939MB/s; R²=0.9951, residuals (us): 512:-0.117 1k:+0.00186 2k:+0.0722 4k:-0.0182 8k:-0.146 16k:+0.181 32k:+0.00491 64k:+0.232 128k:+0.482 256k:-1.71 512k:+1.2 1M:+0.000209 512:-0.0667 4k:+0.232 64k:-0.0353 1M:-0.0319
add_folio=0.110272us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.378); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.579us p=0.2314us pl=0.1851us f=1.1441us L=0.2354us b=32939MB/s; R²=0.9951, residuals (us): 512:-0.117 1k:+0.00186 2k:+0.0722 4k:-0.0182 8k:-0.146 16k:+0.181 32k:+0.00491 64k:+0.232 128k:+0.482 256k:-1.71 512k:+1.2 1M:+0.000209 512:-0.0667 4k:+0.232 64k:-0.0353 1M:-0.0319
mark_dirty=0.0551361us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.579us p=0.2314us pl=0.1851us f=1.1441us L=0.2354us b=32939MB/s; R²=0.9951, residuals (us): 512:-0.117 1k:+0.00186 2k:+0.0722 4k:-0.0182 8k:-0.146 16k:+0.181 32k:+0.00491 64k:+0.232 128k:+0.482 256k:-1.71 512k:+1.2 1M:+0.000209 512:-0.0667 4k:+0.232 64k:-0.0353 1M:-0.0319
lru_add_large=0.235414us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.4ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.325456us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.4ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_page=0.124659us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.378); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.579us p=0.2314us pl=0.1851us f=1.1441us L=0.2354us b=32939MB/s; R²=0.9951, residuals (us): 512:-0.117 1k:+0.00186 2k:+0.0722 4k:-0.0182 8k:-0.146 16k:+0.181 32k:+0.00491 64k:+0.232 128k:+0.482 256k:-1.71 512k:+1.2 1M:+0.000209 512:-0.0667 4k:+0.232 64k:-0.0353 1M:-0.0319
insert=0.303248us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.378); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.579us p=0.2314us pl=0.1851us f=1.1441us L=0.2354us b=32939MB/s; R²=0.9951, residuals (us): 512:-0.117 1k:+0.00186 2k:+0.0722 4k:-0.0182 8k:-0.146 16k:+0.181 32k:+0.00491 64k:+0.232 128k:+0.482 256k:-1.71 512k:+1.2 1M:+0.000209 512:-0.0667 4k:+0.232 64k:-0.0353 1M:-0.0319
mark_dirty=0.330816us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.114us per IO, spread 84%: fio's own loop, the same for pwrite and pwritev
psync=0.114us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.114us per IO, spread 84%: fio's own loop, the same for pwrite and pwritev
pvsync=0.114us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.71us (5.65..6.23) against psync 3.57us (3.48..3.63) per IO, libaio - psync within each round 2.17us (2.14..2.59), plus engine.psync 0.114us, split half to submit, half to complete
libaio_submit=1.14037us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.71us (5.65..6.23) against psync 3.57us (3.48..3.63) per IO, libaio - psync within each round 2.17us (2.14..2.59), plus engine.psync 0.114us, split half to submit, half to complete
libaio_complete=1.14037us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.88us per IO (3.85..4.03, median of 3) against the same writes through fio's psync engine in the same rounds, 3.36us (3.30..3.54): 0.52us more per IO (0.49..0.55, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.632799us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.12us per IO (3.78..4.43, median of 3) against the same writes through fio's psync engine in the same rounds, 4.43us (3.45..4.85): -0.43us more per IO (-0.64..0.67, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 55.7us (54.7..63.5), io_uring qd8 on ext4 66.4us (58.6..67.4) with scramble_buffers=0 and 60.5us (58.6..64.5) with it on; iowq.punt 0.63us
remote_copy_bw=160163684448
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 55.7us (54.7..63.5), io_uring qd8 on ext4 66.4us (58.6..67.4) with scramble_buffers=0 and 60.5us (58.6..64.5) with it on; iowq.punt 0.63us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 21.58us per IO (21.30..21.82, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=5.38025us
