# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 89.72us, qd2 64.46us, qd4 51.44us, qd8 53.73us, qd16 55.66us, qd32 53.03us; overlapped max(t1/qd, t32) rms error 7.6%; batched S + D/qd: S=49.45us D=34.18us, rms error 7.0%: overlapped
# note: write device curve: QD1 t(bs) 41.16us + bs/2648.5MB/s (R²=0.9898); deep queue B=2596.2MB/s, k=0.61 (R²=0.8350); measured at qd32: 2471.6MB/s (2415.2..2507.1 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 45.00us + bs/3333.1MB/s (R²=0.9948); deep queue B=3104.9MB/s, k=0.74 (R²=0.8106); measured at qd32: 2703.8MB/s (2566.6..2922.9 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 36.8 ps a byte (-25.0..53.6)
# note: buffered write(): 1.575us per call + 0.2246us per new page (0.1396us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.4692us per new folio + 0.0000us per new large folio + 33832MB/s (R²=0.9966, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.97 per core (2 jobs at once against one: 0.118 / 0.060 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 16232MB/s, best 16600MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1155 MB/s after the memory phase, 1220 MB/s at the end, +6%
# note: self-check cold memory, 1M psync 512M: measured 546 MB/s (499..725), predicted 555 MB/s, +1.8%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 41% of their median (499..725 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 1171 MB/s (1078..1208), predicted 1157 MB/s, -1.2%
# note: self-check in cache, warm memory, 1M psync 32M: measured 11394 MB/s (9704..11437), predicted 11436 MB/s, +0.4%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 8422 MB/s (6620..11719), predicted 8050 MB/s, -4.4%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 61% of their median (6620..11719 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 4668 MB/s (4589..4793), predicted 5713 MB/s, +22.4%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1002 MB/s (994..1017), predicted 922 MB/s, -8.0%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 179 MB/s (176..191), predicted 179 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 939 MB/s (907..994), predicted 857 MB/s, -8.7%
# note: self-check punted copy, 512k io_uring qd8: measured 7781 MB/s (6468..8260), predicted 7101 MB/s, -8.7%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8260 MB/s (8260..8389), predicted 7101 MB/s, -14.0%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 706 MB/s (703..726), predicted 700 MB/s, -0.9%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1021 MB/s (957..1332), predicted 1088 MB/s, +6.5%
# note: self-check fio direct rewrites, 16k libaio qd32: WARNING: the repeats spread 37% of their median (957..1332 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 904 MB/s (869..1105), predicted 924 MB/s, +2.3%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 2221 MB/s (2004..2255), predicted 1693 MB/s, -23.8%  WARNING: past 15%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1413 MB/s (1370..1459), predicted 1199 MB/s, -15.1%  WARNING: past 15%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2359 MB/s (2331..2377), predicted 2143 MB/s, -9.1%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1451 MB/s (1384..1483), predicted 1409 MB/s, -2.9%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2289 MB/s (2260..2293), predicted 2471 MB/s, +8.0%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1451 MB/s (1428..1451), predicted 1542 MB/s, +6.3%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1199 MB/s (1193..1327), predicted 1036 MB/s, -13.6%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1306 MB/s (1272..1462), predicted 1100 MB/s, -15.8%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1252 MB/s (1243..1265), predicted 1145 MB/s, -8.5%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1315 MB/s (870..1385), predicted 1214 MB/s, -7.7%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 39% of their median (870..1385 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 757 MB/s (713..784), predicted 886 MB/s, +17.1%  WARNING: past 15%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 977 MB/s (961..1009), predicted 1150 MB/s, +17.7%  WARNING: past 15%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 05:53 UTC, in /var/tmp/cal35, 251 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 0.977..1.077us
syscall=0.992331us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 36.8 ps a byte (-25.0..53.6)
copy_unaligned=3.67832e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.0/3.2us, rewrite 64k 3.5/3.7/4.4us, rewrite 1M 31.6/32.6/61.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.18 over 9 percentiles
interrupt_gap=111.936us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.0/3.2us, rewrite 64k 3.5/3.7/4.4us, rewrite 1M 31.6/32.6/61.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.18 over 9 percentiles
interrupt_time=2us
# cpu.copy_stream_bytes: no threshold: none of the candidates 256k..1M had cheaper long pages and cut the relative residual sum (0.0180) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.575us p=0.2246us f=1.4692us L=0.0000us b=33832MB/s; R²=0.9966, residuals (us): 512:-0.028 1k:+0.00801 2k:+0.0905 4k:-0.0434 8k:-0.169 16k:+0.192 32k:-0.177 64k:+0.82 256k:-1.23 512k:+0.217 1M:+0.337 512:-0.0467 4k:+0.0642 64k:-0.0268 1M:+0.0725
copy_bw=33831724639
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 20.42us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.48us, halved
wakeup=7.7345us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.290239us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4452 MiB/s against one job 2510 MiB/s, per core 0.89 (0.79..0.95), paired within each round, median of 3
smp_efficiency=0.886957

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1758us (min 1705, max 1817us), against 105us per warm write; fitted from the median stall
fault_in_bw=596562773
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1758us, each of two writers at once 1949us (medians of 3 and 2 repeats): together 1.80 times one writer's rate
fault_in_parallel=1.80352
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1758us, p90 2182us, mean 1787us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/cal35) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/cal35 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.992us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.575us p=0.2246us f=1.4692us L=0.0000us b=33832MB/s; R²=0.9966, residuals (us): 512:-0.028 1k:+0.00801 2k:+0.0905 4k:-0.0434 8k:-0.169 16k:+0.192 32k:-0.177 64k:+0.82 256k:-1.23 512k:+0.217 1M:+0.337 512:-0.0467 4k:+0.0642 64k:-0.0268 1M:+0.0725
write_call=0.532822us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 45.9us against 43.9us, 2.5us more per IO (2.0..3.6, median of 3 rounds); bounded by the 16.7us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and 1.0us of the host's allocation section (dev.fresh_serial): 1.45us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=0.791481us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 45.9us against 43.9us, 2.5us more per IO (2.0..3.6, median of 3 rounds); bounded by the 16.7us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and 1.0us of the host's allocation section (dev.fresh_serial): 1.45us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=0.66226us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4762 discards, 390ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=81.8984us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 9.53us per IO (104935 IOPS), 8 KiB 7.40us, 128 KiB 53.03us, 128 KiB from huge-page buffers 18.97us, against 1.58us for 4 KiB at B: per command 8.13us, per page segment 1.40us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6911.2MB/s from the huge-page run; the QD1 slope 2648.5MB/s, i.e. 1.55us per page against 2.00us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 9.53us, 8k 7.40us, 16k 9.41us, 32k 16.14us, 64k 28.84us, 128k 53.03us, 128k huge 18.97us; serial t = c + n s + bytes/bw: c=5.49us s=0.970us bw=10479MB/s, rms error 13.4%; parallel t = max(c + n s, bytes/6911MB/s): c=6.36us s=1.099us, rms error 15.7%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=8.12641us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 9.53us per IO (104935 IOPS), 8 KiB 7.40us, 128 KiB 53.03us, 128 KiB from huge-page buffers 18.97us, against 1.58us for 4 KiB at B: per command 8.13us, per page segment 1.40us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6911.2MB/s from the huge-page run; the QD1 slope 2648.5MB/s, i.e. 1.55us per page against 2.00us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 9.53us, 8k 7.40us, 16k 9.41us, 32k 16.14us, 64k 28.84us, 128k 53.03us, 128k huge 18.97us; serial t = c + n s + bytes/bw: c=5.49us s=0.970us bw=10479MB/s, rms error 13.4%; parallel t = max(c + n s, bytes/6911MB/s): c=6.36us s=1.099us, rms error 15.7%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.40327us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 34.6us / 3.91 (exponential service-time tail)
latency_jitter=8.8343us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=41.16us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=10.62us and the mean jitter 8.83us; R²=0.9898, residuals (us): 4k:+0.7 16k:+0.653 64k:-0.868 256k:-10.3 1M:+35.6; less dev.kick 8.19us (one per QD1 IO)
write_latency=13.5209us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2596.2MB/s k=0.61 (LM converged), R²=0.8350, residuals (MB/s): qd1:-154 qd2:+41.9 qd4:+294 qd8:+26.3 qd16:-146 qd32:-76.2; QD1 slope 2648.5MB/s, R²=0.9898, residuals (us): 4k:+0.7 16k:+0.653 64k:-0.868 256k:-10.3 1M:+35.6
write_bw=6911163920
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=45.00us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=10.62us and the mean jitter 8.83us (both as the writes fitted them); R²=0.9948, residuals (us): 4k:-0.432 16k:+1.45 64k:+0.0745 256k:-6.43 1M:+15.2
read_latency=25.5455us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3104.9MB/s k=0.74 (LM converged), R²=0.8106, residuals (MB/s): qd1:-161 qd2:+9.02 qd4:+134 qd8:+379 qd16:-53.6 qd32:-331; QD1 slope 3333.1MB/s, R²=0.9948, residuals (us): 4k:-0.432 16k:+1.45 64k:+0.0745 256k:-6.43 1M:+15.2
read_bw=3104923031
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 14.50us per IO (13.57..15.02, median of 3) less the modelled 6.31us (syscall, direct IO, command, engine)
kick=8.18938us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.74ms, 4M 1.89ms, 16M 7.24ms, 64M 26.08ms, 256M 95.94ms; t = 345.1us + N / 2646.0MB/s, rms error 4.5%; with the cache writing out in the background above 215.3M while the run goes on (at 5271MB/s): 326.6us + the rest / 2568.9MB/s, rms error 3.0%: kept; sequential writes from huge pages: 256M at 5271MB/s, 2048M at 5216MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2568939941
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.74ms, 4M 1.89ms, 16M 7.24ms, 64M 26.08ms, 256M 95.94ms; t = 345.1us + N / 2646.0MB/s, rms error 4.5%; with the cache writing out in the background above 215.3M while the run goes on (at 5271MB/s): 326.6us + the rest / 2568.9MB/s, rms error 3.0%: kept; sequential writes from huge pages: 256M at 5271MB/s, 2048M at 5216MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=225726413
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.74ms, 4M 1.89ms, 16M 7.24ms, 64M 26.08ms, 256M 95.94ms; t = 345.1us + N / 2646.0MB/s, rms error 4.5%; with the cache writing out in the background above 215.3M while the run goes on (at 5271MB/s): 326.6us + the rest / 2568.9MB/s, rms error 3.0%: kept; sequential writes from huge pages: 256M at 5271MB/s, 2048M at 5216MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.19ms, 512 per flush 5.85ms: 10.4us per write, less 1.6us for its bytes at dev.cache_drain_bw
cache_drain_io=8.80455us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4842MB/s, rewritten 5216MB/s: 15.560us more per MiB fresh, against 151.7us per MiB at dev.write_bw
fresh_write_factor=0.906984
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1377MB/s (1372..1543), 2x128M 1405MB/s (1368..1586), 1x512M 1449MB/s (1432..1449), 2x512M 1490MB/s (1418..1709); all bytes over all fsync times 1459MB/s, less the fresh transfer and the commands' serial time (6142MB/s), leaves 1051.8ms of final flushes; the drain of fresh blocks at 0.607 x dev.cache_drain_bw 2569MB/s, writing out above 225726412 in the background (dev.cache_background), takes that; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 504ms into a fresh file, 798ms rewritten
fresh_drain_factor=0.607095
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 18.13us against 16.05, 32k 23.19us against 14.76, 64k 45.17us against 27.78, 128k 90.33us against 57.27; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 4115MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 18.13us against 16.05, 32k 23.19us against 14.76, 64k 45.17us against 27.78, 128k 90.33us against 57.27; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 4115MB/s
fresh_serial_bw=4114575457
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 205.8us, minus the model's data write, log write of 8k and fsync CPU (39.9us)
flush_latency=165.951us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.12us, 4.64us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.52us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.575us p=0.2246us f=1.4692us L=0.0000us b=33832MB/s; R²=0.9966, residuals (us): 512:-0.028 1k:+0.00801 2k:+0.0905 4k:-0.0434 8k:-0.169 16k:+0.192 32k:-0.177 64k:+0.82 256k:-1.23 512k:+0.217 1M:+0.337 512:-0.0467 4k:+0.0642 64k:-0.0268 1M:+0.0725
page_init=0.224615us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.770); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.575us p=0.2246us f=1.4692us L=0.0000us b=33832MB/s; R²=0.9966, residuals (us): 512:-0.028 1k:+0.00801 2k:+0.0905 4k:-0.0434 8k:-0.169 16k:+0.192 32k:-0.177 64k:+0.82 256k:-1.23 512k:+0.217 1M:+0.337 512:-0.0467 4k:+0.0642 64k:-0.0268 1M:+0.0725
folio_alloc=0.442526us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.770); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.575us p=0.2246us f=1.4692us L=0.0000us b=33832MB/s; R²=0.9966, residuals (us): 512:-0.028 1k:+0.00801 2k:+0.0905 4k:-0.0434 8k:-0.169 16k:+0.192 32k:-0.177 64k:+0.82 256k:-1.23 512k:+0.217 1M:+0.337 512:-0.0467 4k:+0.0642 64k:-0.0268 1M:+0.0725
add_folio=0.141608us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.770); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.575us p=0.2246us f=1.4692us L=0.0000us b=33832MB/s; R²=0.9966, residuals (us): 512:-0.028 1k:+0.00801 2k:+0.0905 4k:-0.0434 8k:-0.169 16k:+0.192 32k:-0.177 64k:+0.82 256k:-1.23 512k:+0.217 1M:+0.337 512:-0.0467 4k:+0.0642 64k:-0.0268 1M:+0.0725
mark_dirty=0.0708042us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.575us p=0.2246us f=1.4692us L=0.0000us b=33832MB/s; R²=0.9966, residuals (us): 512:-0.028 1k:+0.00801 2k:+0.0905 4k:-0.0434 8k:-0.169 16k:+0.192 32k:-0.177 64k:+0.82 256k:-1.23 512k:+0.217 1M:+0.337 512:-0.0467 4k:+0.0642 64k:-0.0268 1M:+0.0725
lru_add_large=0us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.1ms for 16384 folios, 1M writes: 1.8ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.321775us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.1ms for 16384 folios, 1M writes: 1.8ms for 64 folios; folios from the model's folio policy
invalidate_page=0.108532us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.770); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.575us p=0.2246us f=1.4692us L=0.0000us b=33832MB/s; R²=0.9966, residuals (us): 512:-0.028 1k:+0.00801 2k:+0.0905 4k:-0.0434 8k:-0.169 16k:+0.192 32k:-0.177 64k:+0.82 256k:-1.23 512k:+0.217 1M:+0.337 512:-0.0467 4k:+0.0642 64k:-0.0268 1M:+0.0725
insert=0.389423us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.770); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.575us p=0.2246us f=1.4692us L=0.0000us b=33832MB/s; R²=0.9966, residuals (us): 512:-0.028 1k:+0.00801 2k:+0.0905 4k:-0.0434 8k:-0.169 16k:+0.192 32k:-0.177 64k:+0.82 256k:-1.23 512k:+0.217 1M:+0.337 512:-0.0467 4k:+0.0642 64k:-0.0268 1M:+0.0725
mark_dirty=0.424825us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.118us per IO, spread 6%: fio's own loop, the same for pwrite and pwritev
psync=0.1175us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.118us per IO, spread 6%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1175us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.80us (5.65..5.83) against psync 3.69us (3.66..3.75) per IO, libaio - psync within each round 2.04us (1.98..2.14), plus engine.psync 0.118us, split half to submit, half to complete
libaio_submit=1.08109us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.80us (5.65..5.83) against psync 3.69us (3.66..3.75) per IO, libaio - psync within each round 2.04us (1.98..2.14), plus engine.psync 0.118us, split half to submit, half to complete
libaio_complete=1.08109us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 4.09us per IO (4.03..4.12, median of 3) against the same writes through fio's psync engine in the same rounds, 3.66us (3.54..3.69): 0.43us more per IO (0.34..0.58, median of the rounds' differences), plus fio's psync loop engine.psync 0.12us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.544746us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.36us per IO (4.12..4.52, median of 3) against the same writes through fio's psync engine in the same rounds, 3.63us (3.60..3.66): 0.76us more per IO (0.49..0.85, median of the rounds' differences), plus fio's psync loop engine.psync 0.12us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.880439us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 58.6us (56.6..60.5), io_uring qd8 on ext4 67.4us (63.5..81.1) with scramble_buffers=0 and 63.5us (62.5..63.5) with it on; iowq.punt 0.54us
remote_copy_bw=83336838164
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 58.6us (56.6..60.5), io_uring qd8 on ext4 67.4us (63.5..81.1) with scramble_buffers=0 and 63.5us (62.5..63.5) with it on; iowq.punt 0.54us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 22.83us per IO (21.45..23.28, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=6.31409us
