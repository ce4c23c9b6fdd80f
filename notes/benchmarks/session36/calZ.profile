# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: mem.fault_in_parallel not measured: the two-writer run did not run
# note: dev.batch_completion not set: per IO at depth: qd1 79.00us, qd2 58.45us, qd4 54.83us, qd8 63.61us, qd16 64.20us, qd32 65.41us; overlapped max(t1/qd, t32) rms error 9.4%; batched S + D/qd: S=59.47us D=10.95us, rms error 9.6%: overlapped
# note: write device curve: QD1 t(bs) 36.77us + bs/2401.4MB/s (R²=0.9664); deep queue B=2173.6MB/s, k=0.17 (R²=0.2448); measured at qd32: 2003.9MB/s (1797.9..2156.7 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 40.52us + bs/2702.9MB/s (R²=0.9878); deep queue B=2686.3MB/s, k=0.59 (R²=0.6564); measured at qd32: 2362.0MB/s (2205.2..2766.8 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 16.1 ps a byte (4.1..68.9)
# note: buffered write(): 1.688us per call + 0.2306us per new page (0.1456us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.3988us per new folio + 0.0000us per new large folio + 35824MB/s (R²=0.9738, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.91 per core (2 jobs at once against one: 0.104 / 0.057 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 16785MB/s, best 17224MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1265 MB/s after the memory phase, 1327 MB/s at the end, +5%
# note: self-check cold memory, 1M psync 512M: measured 575 MB/s (544..962), predicted 596 MB/s, +3.8%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 73% of their median (544..962 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 1296 MB/s (1278..1314), predicted 1143 MB/s, -11.8%
# note: self-check in cache, warm memory, 1M psync 32M: measured 11231 MB/s (10504..11394), predicted 11454 MB/s, +2.0%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 9527 MB/s (6069..9898), predicted 9670 MB/s, +1.5%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 40% of their median (6069..9898 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5263 MB/s (5065..5535), predicted 5921 MB/s, +12.5%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1057 MB/s (1049..1091), predicted 920 MB/s, -12.9%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 190 MB/s (186..201), predicted 190 MB/s, -0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1049 MB/s (1032..1065), predicted 890 MB/s, -15.1%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8: measured 8659 MB/s (8522..8801), predicted 8190 MB/s, -5.4%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8389 MB/s (8134..8522), predicted 8067 MB/s, -3.8%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 776 MB/s (767..790), predicted 722 MB/s, -7.0%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 787 MB/s (759..1326), predicted 931 MB/s, +18.3%  WARNING: past 15%
# note: self-check fio direct rewrites, 16k libaio qd32: WARNING: the repeats spread 72% of their median (759..1326 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 706 MB/s (630..932), predicted 880 MB/s, +24.6%  WARNING: past 15%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 43% of their median (630..932 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1987 MB/s (1779..1989), predicted 1574 MB/s, -20.8%  WARNING: past 15%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1398 MB/s (1183..1598), predicted 1200 MB/s, -14.2%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2395 MB/s (1749..2996), predicted 1849 MB/s, -22.8%  WARNING: past 15%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 52% of their median (1749..2996 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1588 MB/s (1137..1699), predicted 1332 MB/s, -16.1%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: WARNING: the repeats spread 35% of their median (1137..1699 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2267 MB/s (1733..2461), predicted 2003 MB/s, -11.7%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 32% of their median (1733..2461 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1517 MB/s (1204..1579), predicted 1409 MB/s, -7.1%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1356 MB/s (1107..1381), predicted 1324 MB/s, -2.4%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1551 MB/s (1482..1579), predicted 1409 MB/s, -9.1%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1459 MB/s (1386..1507), predicted 1330 MB/s, -8.9%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1560 MB/s (1012..1621), predicted 1413 MB/s, -9.4%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 39% of their median (1012..1621 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 910 MB/s (896..914), predicted 1092 MB/s, +20.1%  WARNING: past 15%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1146 MB/s (1142..1147), predicted 1209 MB/s, +5.5%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 08:37 UTC, in /var/tmp/calZ, 252 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.189..1.244us
syscall=1.21227us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 16.1 ps a byte (4.1..68.9)
copy_unaligned=1.61074e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.0/3.0us, rewrite 64k 3.3/3.5/5.9us, rewrite 1M 31.6/34.0/59.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.11 over 9 percentiles
interrupt_gap=140.919us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.0/3.0us, rewrite 64k 3.3/3.5/5.9us, rewrite 1M 31.6/34.0/59.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.11 over 9 percentiles
interrupt_time=3.99052us
# cpu.copy_stream_bytes: no threshold: none of the candidates 256k..1M had cheaper long pages and cut the relative residual sum (0.1368) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.688us p=0.2306us f=1.3988us L=0.0000us b=35824MB/s; R²=0.9738, residuals (us): 512:+0.37 1k:+0.444 2k:+0.554 4k:-0.422 8k:-0.219 16k:+0.165 32k:+0.0841 64k:+0.108 256k:+0.96 512k:-2.85 1M:+1.81 512:-0.242 4k:-0.0703 64k:-0.226 1M:+1.38
copy_bw=35823769138
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 19.69us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.30us, halved
wakeup=7.53999us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.371613us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 9.5, 50us: 9.5, 100us: 9.7, 150us: 9.8, 200us: 38.5, 300us: 40.5, 500us: 42.1, 1000us: 45.1
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 36.2/35.1/35.6 us)
deep_wakeup=35.6225us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5020 MiB/s against one job 2909 MiB/s, per core 0.86 (0.85..0.89), paired within each round, median of 3
smp_efficiency=0.862745

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1650us (min 1501, max 1673us), against 111us per warm write; fitted from the median stall
fault_in_bw=635432827
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1650us, p90 2018us, mean 1713us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calZ) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calZ (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.212us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.688us p=0.2306us f=1.3988us L=0.0000us b=35824MB/s; R²=0.9738, residuals (us): 512:+0.37 1k:+0.444 2k:+0.554 4k:-0.422 8k:-0.219 16k:+0.165 32k:+0.0841 64k:+0.108 256k:+0.96 512k:-2.85 1M:+1.81 512:-0.242 4k:-0.0703 64k:-0.226 1M:+1.38
write_call=0.426134us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 43.4us against 41.1us, 3.1us more per IO (2.3..3.8, median of 3 rounds); bounded by the 15.0us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.4us of slower fresh-block transfer (dev.fresh_write_factor) and 0.9us of the host's allocation section (dev.fresh_serial): 1.86us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=1.01181us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 43.4us against 41.1us, 3.1us more per IO (2.3..3.8, median of 3 rounds); bounded by the 15.0us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.4us of slower fresh-block transfer (dev.fresh_write_factor) and 0.9us of the host's allocation section (dev.fresh_serial): 1.86us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=0.846616us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4540 discards, 404ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=88.9868us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.33us per IO (136511 IOPS), 8 KiB 6.89us, 128 KiB 65.41us, 128 KiB from huge-page buffers 17.17us, against 1.88us for 4 KiB at B: per command 5.45us, per page segment 1.87us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7635.5MB/s from the huge-page run; the QD1 slope 2401.4MB/s, i.e. 1.71us per page against 2.41us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.33us, 8k 6.89us, 16k 8.29us, 32k 15.41us, 64k 30.06us, 128k 65.41us, 128k huge 17.17us; serial t = c + n s + bytes/bw: c=4.08us s=1.157us bw=10984MB/s, rms error 14.7%; parallel t = max(c + n s, bytes/7636MB/s): c=4.00us s=1.556us, rms error 14.7%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=5.45176us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.33us per IO (136511 IOPS), 8 KiB 6.89us, 128 KiB 65.41us, 128 KiB from huge-page buffers 17.17us, against 1.88us for 4 KiB at B: per command 5.45us, per page segment 1.87us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7635.5MB/s from the huge-page run; the QD1 slope 2401.4MB/s, i.e. 1.71us per page against 2.41us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.33us, 8k 6.89us, 16k 8.29us, 32k 15.41us, 64k 30.06us, 128k 65.41us, 128k huge 17.17us; serial t = c + n s + bytes/bw: c=4.08us s=1.157us bw=10984MB/s, rms error 14.7%; parallel t = max(c + n s, bytes/7636MB/s): c=4.00us s=1.556us, rms error 14.7%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.87367us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 32.0us / 3.91 (exponential service-time tail)
latency_jitter=8.17991us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=36.77us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.16us and the mean jitter 8.18us; R²=0.9664, residuals (us): 4k:+0.801 16k:+2 64k:-2.92 256k:-16.4 1M:+86.5; less dev.kick 10.63us (one per QD1 IO)
write_latency=9.79976us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2173.6MB/s k=0.17 (LM converged), R²=0.2448, residuals (MB/s): qd1:-205 qd2:+236 qd4:+304 qd8:-68.9 qd16:-110 qd32:-158; QD1 slope 2401.4MB/s, R²=0.9664, residuals (us): 4k:+0.801 16k:+2 64k:-2.92 256k:-16.4 1M:+86.5
write_bw=7635529376
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=40.52us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.16us and the mean jitter 8.18us (both as the writes fitted them); R²=0.9878, residuals (us): 4k:-0.543 16k:+1.13 64k:+1.82 256k:-11.8 1M:+32.8
read_latency=24.1722us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=2686.3MB/s k=0.59 (LM converged), R²=0.6564, residuals (MB/s): qd1:-59.2 qd2:+177 qd4:-341 qd8:+294 qd16:+202 qd32:-276; QD1 slope 2702.9MB/s, R²=0.9878, residuals (us): 4k:-0.543 16k:+1.13 64k:+1.82 256k:-11.8 1M:+32.8
read_bw=2686328899
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 17.02us per IO (11.69..22.60, median of 3) less the modelled 6.39us (syscall, direct IO, command, engine)
kick=10.6313us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.83ms, 4M 2.51ms, 16M 7.57ms, 64M 25.74ms, 256M 94.90ms; t = 474.9us + N / 2578.3MB/s, rms error 9.7%; with the cache writing out in the background above 8.0M while the run goes on (at 5404MB/s): 270.3us + the rest / 1872.5MB/s, rms error 1.1% (seen; dev.cache_background is left unset, see calibrate/CacheFit.cpp); sequential writes from huge pages: 256M at 5404MB/s, 2048M at 5242MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2578289375
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.83ms, 4M 2.51ms, 16M 7.57ms, 64M 25.74ms, 256M 94.90ms; t = 474.9us + N / 2578.3MB/s, rms error 9.7%; with the cache writing out in the background above 8.0M while the run goes on (at 5404MB/s): 270.3us + the rest / 1872.5MB/s, rms error 1.1% (seen; dev.cache_background is left unset, see calibrate/CacheFit.cpp); sequential writes from huge pages: 256M at 5404MB/s, 2048M at 5242MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.14ms, 512 per flush 5.60ms: 10.0us per write, less 1.6us for its bytes at dev.cache_drain_bw
cache_drain_io=8.37246us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 3616MB/s, rewritten 5242MB/s: 89.954us more per MiB fresh, against 137.3us per MiB at dev.write_bw
fresh_write_factor=0.60422
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1598MB/s (1265..1625), 2x128M 1689MB/s (1608..1723), 1x512M 1732MB/s (1634..1786), 2x512M 1758MB/s (1628..1774); all bytes over all fsync times 1730MB/s, less the fresh transfer and the commands' serial time (4549MB/s), leaves 2792MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2578MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 520ms into a fresh file, 708ms rewritten
fresh_drain_factor=1
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 23.19us against 20.81, 32k 23.44us against 16.49, 64k 41.26us against 27.36, 128k 86.43us against 57.81; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 4774MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 23.19us against 20.81, 32k 23.44us against 16.49, 64k 41.26us against 27.36, 128k 86.43us against 57.81; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 4774MB/s
fresh_serial_bw=4774067740
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 175.1us, minus the model's data write, log write of 8k and fsync CPU (32.8us)
flush_latency=142.332us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.83us, 4.19us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.36us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.688us p=0.2306us f=1.3988us L=0.0000us b=35824MB/s; R²=0.9738, residuals (us): 512:+0.37 1k:+0.444 2k:+0.554 4k:-0.422 8k:-0.219 16k:+0.165 32k:+0.0841 64k:+0.108 256k:+0.96 512k:-2.85 1M:+1.81 512:-0.242 4k:-0.0703 64k:-0.226 1M:+1.38
page_init=0.230624us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.685); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.688us p=0.2306us f=1.3988us L=0.0000us b=35824MB/s; R²=0.9738, residuals (us): 512:+0.37 1k:+0.444 2k:+0.554 4k:-0.422 8k:-0.219 16k:+0.165 32k:+0.0841 64k:+0.108 256k:+0.96 512k:-2.85 1M:+1.81 512:-0.242 4k:-0.0703 64k:-0.226 1M:+1.38
folio_alloc=0.42132us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.685); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.688us p=0.2306us f=1.3988us L=0.0000us b=35824MB/s; R²=0.9738, residuals (us): 512:+0.37 1k:+0.444 2k:+0.554 4k:-0.422 8k:-0.219 16k:+0.165 32k:+0.0841 64k:+0.108 256k:+0.96 512k:-2.85 1M:+1.81 512:-0.242 4k:-0.0703 64k:-0.226 1M:+1.38
add_folio=0.134822us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.685); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.688us p=0.2306us f=1.3988us L=0.0000us b=35824MB/s; R²=0.9738, residuals (us): 512:+0.37 1k:+0.444 2k:+0.554 4k:-0.422 8k:-0.219 16k:+0.165 32k:+0.0841 64k:+0.108 256k:+0.96 512k:-2.85 1M:+1.81 512:-0.242 4k:-0.0703 64k:-0.226 1M:+1.38
mark_dirty=0.0674112us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.688us p=0.2306us f=1.3988us L=0.0000us b=35824MB/s; R²=0.9738, residuals (us): 512:+0.37 1k:+0.444 2k:+0.554 4k:-0.422 8k:-0.219 16k:+0.165 32k:+0.0841 64k:+0.108 256k:+0.96 512k:-2.85 1M:+1.81 512:-0.242 4k:-0.0703 64k:-0.226 1M:+1.38
lru_add_large=0us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.4ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.328372us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.4ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_page=0.124339us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.685); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.688us p=0.2306us f=1.3988us L=0.0000us b=35824MB/s; R²=0.9738, residuals (us): 512:+0.37 1k:+0.444 2k:+0.554 4k:-0.422 8k:-0.219 16k:+0.165 32k:+0.0841 64k:+0.108 256k:+0.96 512k:-2.85 1M:+1.81 512:-0.242 4k:-0.0703 64k:-0.226 1M:+1.38
insert=0.370762us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.685); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.688us p=0.2306us f=1.3988us L=0.0000us b=35824MB/s; R²=0.9738, residuals (us): 512:+0.37 1k:+0.444 2k:+0.554 4k:-0.422 8k:-0.219 16k:+0.165 32k:+0.0841 64k:+0.108 256k:+0.96 512k:-2.85 1M:+1.81 512:-0.242 4k:-0.0703 64k:-0.226 1M:+1.38
mark_dirty=0.404467us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.104us per IO, spread 1%: fio's own loop, the same for pwrite and pwritev
psync=0.1035us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.104us per IO, spread 1%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1035us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.28us (5.19..5.34) against psync 3.36us (3.30..3.36) per IO, libaio - psync within each round 1.92us (1.89..1.98), plus engine.psync 0.104us, split half to submit, half to complete
libaio_submit=1.01305us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.28us (5.19..5.34) against psync 3.36us (3.30..3.36) per IO, libaio - psync within each round 1.92us (1.89..1.98), plus engine.psync 0.104us, split half to submit, half to complete
libaio_complete=1.01305us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.88us per IO (3.75..3.91, median of 3) against the same writes through fio's psync engine in the same rounds, 3.33us (3.33..3.51): 0.43us more per IO (0.37..0.58, median of the rounds' differences), plus fio's psync loop engine.psync 0.10us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.530746us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.91us per IO (3.85..3.97, median of 3) against the same writes through fio's psync engine in the same rounds, 3.33us (3.27..3.48): 0.58us more per IO (0.43..0.64, median of the rounds' differences), plus fio's psync loop engine.psync 0.10us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.683334us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 53.7us (51.8..53.7), io_uring qd8 on ext4 60.5us (59.6..61.5) with scramble_buffers=0 and 62.5us (61.5..64.5) with it on; iowq.punt 0.53us
remote_copy_bw=72000235986
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 53.7us (51.8..53.7), io_uring qd8 on ext4 60.5us (59.6..61.5) with scramble_buffers=0 and 62.5us (61.5..64.5) with it on; iowq.punt 0.53us
scrambled_sector=0.000953674us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 21.55us per IO (20.42..22.00, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=5.05066us
