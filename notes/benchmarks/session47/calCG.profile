# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.max_transfer not written: /sys/class/block/vda/queue/max_sectors_kb 4096 KiB; the model keeps its default (see notes/benchmarks/session44/README.md)
# note: mem.fault_block not measured: cold minus warm per 1M write, medians of 3 repeats: p50 1590us, p90 1943us, mean 1089us: the stall lands on some writes only (p90 above 1.5 means, or p50 under half of it): blocks larger than the write; the default's 2 MiB host pages are kept
# note: dev.batch_completion not set: per IO at depth: qd1 88.56us, qd2 63.52us, qd4 52.24us, qd8 52.89us, qd16 56.73us, qd32 57.80us; overlapped max(t1/qd, t32) rms error 6.9%; batched S + D/qd: S=51.10us D=30.40us, rms error 8.1%: overlapped
# note: write device curve: QD1 t(bs) 39.68us + bs/2625.8MB/s (R²=0.9830); deep queue B=2503.9MB/s, k=0.51 (R²=0.7419); measured at qd32: 2267.8MB/s (1616.8..2480.1 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 40.10us + bs/4140.2MB/s (R²=0.7930); deep queue B=2660.5MB/s, k=0.32 (R²=0.4447); measured at qd32: 2343.9MB/s (2314.0..2356.8 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: 1.0 ps a byte (-4.9..11.7)
# note: buffered write(): 1.583us per call + 0.2722us per new page (0.1872us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.0716us per new folio + 0.2858us per new large folio + 33590MB/s (R²=0.9978, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.95 per core (2 jobs at once against one: 0.114 / 0.060 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: iowq.punt is an upper bound: fio's own thread was 91% busy in its io_uring runs, so the time per IO is fio's, and the worker's chain (the write and the punt) may be shorter
# note: memcpy of 128M buffers: median 15779MB/s, best 15829MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1185 MB/s after the memory phase, 1263 MB/s at the end, +7%
# note: iowq.wakeup fitted as 0: even so the model predicts io-wq punt at QD1, 4k io_uring qd1 128M at 173 MB/s against the measured 182 MB/s
# note: self-check cold memory, 1M psync 512M: measured 871 MB/s (591..1072), predicted 619 MB/s, -29.0%  WARNING: past 15%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 55% of their median (591..1072 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 128M: measured 1283 MB/s (1237..1317), predicted 1281 MB/s, -0.2%
# note: self-check in cache, warm memory, 1M psync 128M: measured 9903 MB/s (9510..10315), predicted 10083 MB/s, +1.8%
# note: self-check in cache, warm memory, 1M psync 128M from fio's malloc'd buffer: measured 9509 MB/s (8994..10114), predicted 9985 MB/s, +5.0%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5113 MB/s (4837..5113), predicted 6169 MB/s, +20.7%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1040 MB/s (1025..1118), predicted 980 MB/s, -5.8%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 182 MB/s (179..189), predicted 173 MB/s, -4.9%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 699 MB/s (692..939), predicted 761 MB/s, +8.8%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: WARNING: the repeats spread 35% of their median (692..939 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check punted copy, 512k io_uring qd8: measured 8389 MB/s (6796..8522), predicted 7921 MB/s, -5.6%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8134 MB/s (7158..8389), predicted 7805 MB/s, -4.0%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): measured 278 us (257..326), predicted 233 us, -16.4%  WARNING: past 15%
# note: self-check io-wq start, 64k io_uring qd16 (longest clat less median): measured 1580 us (1436..1612), predicted 1532 us, -3.0%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 714 MB/s (703..754), predicted 796 MB/s, +11.5%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1213 MB/s (1073..1251), predicted 1134 MB/s, -6.6%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 1025 MB/s (872..1266), predicted 1035 MB/s, +1.0%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 39% of their median (872..1266 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1534 MB/s (1510..1559), predicted 1966 MB/s, +28.2%  WARNING: past 15%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1152 MB/s (1137..1215), predicted 1416 MB/s, +22.9%  WARNING: past 15%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 1687 MB/s (1668..1975), predicted 2286 MB/s, +35.5%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1284 MB/s (1172..1552), predicted 1544 MB/s, +20.2%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 1828 MB/s (1682..2365), predicted 2451 MB/s, +34.1%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 37% of their median (1682..2365 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1220 MB/s (1142..1657), predicted 1616 MB/s, +32.4%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: WARNING: the repeats spread 42% of their median (1142..1657 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check 4k overwrite, fdatasync=1: measured 42 MB/s (42..42), predicted 42 MB/s, +0.0%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 27 MB/s (27..27), predicted 28 MB/s, +4.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1214 MB/s (1202..1274), predicted 1253 MB/s, +3.2%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1260 MB/s (1192..1438), predicted 1327 MB/s, +5.3%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1335 MB/s (1077..1343), predicted 1263 MB/s, -5.4%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1098 MB/s (912..1121), predicted 1307 MB/s, +19.0%  WARNING: past 15%
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 900 MB/s (716..906), predicted 941 MB/s, +4.6%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1194 MB/s (1176..1212), predicted 1091 MB/s, -8.6%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-07 20:51 UTC, in /var/tmp/calCG, 285 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 0.964..0.995us
syscall=0.985508us
# cpu.copy_unaligned: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: 1.0 ps a byte (-4.9..11.7)
copy_unaligned=9.76562e-07us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (first 64k 9.0/10.3/31.4us, first 128k 15.0/17.0/40.2us, rewrite 4k 1.9/2.1/3.4us, rewrite 64k 3.5/3.6/5.0us, rewrite 1M 31.9/34.6/62.7us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 15 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (first 64k 9.0/10.3/31.4us, first 128k 15.0/17.0/40.2us, rewrite 4k 1.9/2.1/3.4us, rewrite 64k 3.5/3.6/5.0us, rewrite 1M 31.9/34.6/62.7us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 15 percentiles
interrupt_time=15.8866us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0133) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.583us p=0.2722us f=1.0716us L=0.2858us b=33590MB/s; R²=0.9978, residuals (us): 512:-0.0217 1k:-0.0238 2k:+0.0318 4k:-0.00689 8k:-0.174 16k:+0.112 32k:+0.306 64k:+0.178 128k:+0.123 256k:-1.23 512k:-0.749 1M:+1.89 512:-0.0512 4k:+0.119 64k:-0.0733 1M:+0.268
copy_bw=33590283617
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 20.58us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.45us, halved
wakeup=7.83551us
# cpu.wake_send: the same ping-pong: the median write() that wakes the partner asleep on the other CPU, 6.50us, less the same write() with no one asleep, 1.22us (medians of 7 rounds)
wake_send=5.28002us
# cpu.wakeup_tail_share: the same ping-pong's round trips more than 5us past their round's median (a trip holds two wake-ups): median over 7 rounds of 5000 of their share, halved
wakeup_tail_share=0.0159
# cpu.wakeup_tail: the same ping-pong's round trips more than 5us past their round's median (a trip holds two wake-ups): median over 7 rounds of 5000 of their mean excess over the median
wakeup_tail=22.9751us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.262665us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 9.9, 50us: 9.9, 100us: 10.0, 150us: 10.0, 200us: 39.6, 300us: 40.4, 500us: 42.0, 1000us: 45.8
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 35.9/35.7/36.2 us)
deep_wakeup=35.928us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4876 MiB/s against one job 2813 MiB/s, per core 0.87 (0.86..0.87), paired within each round, median of 3
smp_efficiency=0.866667

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1590us (min 1550, max 1627us), against 102us per warm write; fitted from the median stall
fault_in_bw=659581320
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1590us, each of two writers at once 1864us (medians of 3 and 3 repeats): together 1.71 times one writer's rate
fault_in_parallel=1.70558

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calCG) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calCG (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.986us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.583us p=0.2722us f=1.0716us L=0.2858us b=33590MB/s; R²=0.9978, residuals (us): 512:-0.0217 1k:-0.0238 2k:+0.0318 4k:-0.00689 8k:-0.174 16k:+0.112 32k:+0.306 64k:+0.178 128k:+0.123 256k:-1.23 512k:-0.749 1M:+1.89 512:-0.0512 4k:+0.119 64k:-0.0733 1M:+0.268
write_call=0.547018us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 49.5us against 47.3us, 3.4us more per IO (1.8..4.6, median of 3 rounds); bounded by the 13.5us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 0.9us of the host's allocation section (dev.fresh_serial): 2.43us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=1.32405us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 49.5us against 47.3us, 3.4us more per IO (1.8..4.6, median of 3 rounds); bounded by the 13.5us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 0.9us of the host's allocation section (dev.fresh_serial): 2.43us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=1.10787us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4139 discards, 285ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=68.8572us
# dev.cmd_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 49.5us and 129.9us a burst, 5.41us more per command (5.14..5.66, median of 3 rounds), less dev.segment_service 1.55us: per command 3.86us; the deep-queue ladder gave 8.18us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 9.73us per IO (102774 IOPS), 8 KiB 8.17us, 128 KiB 57.80us, 128 KiB from huge-page buffers 18.17us, against 1.64us for 4 KiB at B: per command 8.18us, per page segment 1.55us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7212.8MB/s from the huge-page run; the QD1 slope 2625.8MB/s, i.e. 1.56us per page against 2.12us at depth: a lone command's segment takes 0.640 of the queue's (dev.segment_alone); the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 9.73us, 8k 8.17us, 16k 11.00us, 32k 15.97us, 64k 34.48us, 128k 57.80us, 128k huge 18.17us; serial t = c + n s + bytes/bw: c=6.00us s=1.154us bw=11893MB/s, rms error 12.5%; parallel t = max(c + n s, bytes/7213MB/s): c=6.72us s=1.278us, rms error 13.9%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=3.85506us
# dev.segment_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 49.5us and 129.9us a burst, 5.41us more per command (5.14..5.66, median of 3 rounds), less dev.segment_service 1.55us: per command 3.86us; the deep-queue ladder gave 8.18us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 9.73us per IO (102774 IOPS), 8 KiB 8.17us, 128 KiB 57.80us, 128 KiB from huge-page buffers 18.17us, against 1.64us for 4 KiB at B: per command 8.18us, per page segment 1.55us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7212.8MB/s from the huge-page run; the QD1 slope 2625.8MB/s, i.e. 1.56us per page against 2.12us at depth: a lone command's segment takes 0.640 of the queue's (dev.segment_alone); the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 9.73us, 8k 8.17us, 16k 11.00us, 32k 15.97us, 64k 34.48us, 128k 57.80us, 128k huge 18.17us; serial t = c + n s + bytes/bw: c=6.00us s=1.154us bw=11893MB/s, rms error 12.5%; parallel t = max(c + n s, bytes/7213MB/s): c=6.72us s=1.278us, rms error 13.9%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.55052us
# dev.segment_alone: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 49.5us and 129.9us a burst, 5.41us more per command (5.14..5.66, median of 3 rounds), less dev.segment_service 1.55us: per command 3.86us; the deep-queue ladder gave 8.18us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 9.73us per IO (102774 IOPS), 8 KiB 8.17us, 128 KiB 57.80us, 128 KiB from huge-page buffers 18.17us, against 1.64us for 4 KiB at B: per command 8.18us, per page segment 1.55us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7212.8MB/s from the huge-page run; the QD1 slope 2625.8MB/s, i.e. 1.56us per page against 2.12us at depth: a lone command's segment takes 0.640 of the queue's (dev.segment_alone); the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 9.73us, 8k 8.17us, 16k 11.00us, 32k 15.97us, 64k 34.48us, 128k 57.80us, 128k huge 18.17us; serial t = c + n s + bytes/bw: c=6.00us s=1.154us bw=11893MB/s, rms error 12.5%; parallel t = max(c + n s, bytes/7213MB/s): c=6.72us s=1.278us, rms error 13.9%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_alone=0.639818
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 34.6us / 3.91 (exponential service-time tail)
latency_jitter=8.8343us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.68us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.34us and the mean jitter 8.83us; R²=0.9830, residuals (us): 4k:+1.87 16k:+0.0673 64k:-2.12 256k:-11.5 1M:+48.6; less dev.kick 7.80us (one per QD1 IO)
write_latency=16.6993us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2503.9MB/s k=0.51 (LM converged), R²=0.7419, residuals (MB/s): qd1:-180 qd2:+67.3 qd4:+288 qd8:+124 qd16:-116 qd32:-197; QD1 slope 2625.8MB/s, R²=0.9830, residuals (us): 4k:+1.87 16k:+0.0673 64k:-2.12 256k:-11.5 1M:+48.6
write_bw=7212774332
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=40.10us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.34us and the mean jitter 8.83us (both as the writes fitted them); R²=0.7930, residuals (us): 4k:+1.48 16k:+1.66 64k:+3.7 256k:-22.5 1M:+158
read_latency=24.9204us
# dev.read_bw: QD1 slope (queue curve unusable); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2660.5MB/s k=0.32 (LM converged), R²=0.4447, residuals (MB/s): qd1:-183 qd2:+26.1 qd4:+420 qd8:+236 qd16:-216 qd32:-290; QD1 slope 4140.2MB/s, R²=0.7930, residuals (us): 4k:+1.48 16k:+1.66 64k:+3.7 256k:-22.5 1M:+158
read_bw=4140169038
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 13.89us per IO (13.23..16.15, median of 3) less the modelled 6.09us (syscall, direct IO, command, engine)
kick=7.80122us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 88.6us, as the model adds the rest (by simulation); the closed form gave 60.3233us
flush_latency=36.0107us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.86ms, 2M 1.16ms, 4M 2.38ms, 8M 4.42ms, 16M 7.83ms, 32M 14.75ms, 64M 26.64ms, 128M 51.12ms, 256M 98.04ms; with dev.flush_latency as the fixed part; t = 60.3us + N / 2244.7MB/s, rms error 18.9%; with the cache writing out in the background above 6.7M while the run goes on (at 6350MB/s): 60.3us + the rest / 1822.1MB/s, rms error 9.7% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6350MB/s, 2048M at 6578MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1822051752
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.86ms, 2M 1.16ms, 4M 2.38ms, 8M 4.42ms, 16M 7.83ms, 32M 14.75ms, 64M 26.64ms, 128M 51.12ms, 256M 98.04ms; with dev.flush_latency as the fixed part; t = 60.3us + N / 2244.7MB/s, rms error 18.9%; with the cache writing out in the background above 6.7M while the run goes on (at 6350MB/s): 60.3us + the rest / 1822.1MB/s, rms error 9.7% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6350MB/s, 2048M at 6578MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.86ms, 2M 1.16ms, 4M 2.38ms, 8M 4.42ms, 16M 7.83ms, 32M 14.75ms, 64M 26.64ms, 128M 51.12ms, 256M 98.04ms; with dev.flush_latency as the fixed part; t = 60.3us + N / 2244.7MB/s, rms error 18.9%; with the cache writing out in the background above 6.7M while the run goes on (at 6350MB/s): 60.3us + the rest / 1822.1MB/s, rms error 9.7% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6350MB/s, 2048M at 6578MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=7053950
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.276ms, 64 per flush 0.774ms, 256 per flush 2.507ms; 10.7us per write beyond dev.flush_latency 60.3us, less 2.2us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=8.4802us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 5277MB/s, rewritten 6578MB/s: 39.307us more per MiB fresh, against 145.4us per MiB at dev.write_bw
fresh_write_factor=0.787166
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1482MB/s (1387..1495), 2x128M 1352MB/s (1278..1559), 1x512M 1551MB/s (1453..1565), 2x512M 1589MB/s (1560..1855); all bytes over all fsync times 1536MB/s, less the fresh transfer and the commands' serial time (5601MB/s), leaves 2116MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1822MB/s above dev.cache_background 7053950 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 500ms into a fresh file, 774ms rewritten
fresh_drain_factor=0.84526
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 15.99us against 13.50, 32k 28.44us against 21.37, 64k 51.03us against 38.85, 128k 107.42us against 71.70; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 4762MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 15.99us against 13.50, 32k 28.44us against 21.37, 64k 51.03us against 38.85, 128k 107.42us against 71.70; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 4762MB/s
fresh_serial_bw=4762442541

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.90us, 4.19us), median of 5; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.296us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.583us p=0.2722us f=1.0716us L=0.2858us b=33590MB/s; R²=0.9978, residuals (us): 512:-0.0217 1k:-0.0238 2k:+0.0318 4k:-0.00689 8k:-0.174 16k:+0.112 32k:+0.306 64k:+0.178 128k:+0.123 256k:-1.23 512k:-0.749 1M:+1.89 512:-0.0512 4k:+0.119 64k:-0.0733 1M:+0.268
page_init=0.27222us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.291); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.583us p=0.2722us f=1.0716us L=0.2858us b=33590MB/s; R²=0.9978, residuals (us): 512:-0.0217 1k:-0.0238 2k:+0.0318 4k:-0.00689 8k:-0.174 16k:+0.112 32k:+0.306 64k:+0.178 128k:+0.123 256k:-1.23 512k:-0.749 1M:+1.89 512:-0.0512 4k:+0.119 64k:-0.0733 1M:+0.268
folio_alloc=0.322774us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.291); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.583us p=0.2722us f=1.0716us L=0.2858us b=33590MB/s; R²=0.9978, residuals (us): 512:-0.0217 1k:-0.0238 2k:+0.0318 4k:-0.00689 8k:-0.174 16k:+0.112 32k:+0.306 64k:+0.178 128k:+0.123 256k:-1.23 512k:-0.749 1M:+1.89 512:-0.0512 4k:+0.119 64k:-0.0733 1M:+0.268
add_folio=0.103288us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.291); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.583us p=0.2722us f=1.0716us L=0.2858us b=33590MB/s; R²=0.9978, residuals (us): 512:-0.0217 1k:-0.0238 2k:+0.0318 4k:-0.00689 8k:-0.174 16k:+0.112 32k:+0.306 64k:+0.178 128k:+0.123 256k:-1.23 512k:-0.749 1M:+1.89 512:-0.0512 4k:+0.119 64k:-0.0733 1M:+0.268
mark_dirty=0.0516438us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.583us p=0.2722us f=1.0716us L=0.2858us b=33590MB/s; R²=0.9978, residuals (us): 512:-0.0217 1k:-0.0238 2k:+0.0318 4k:-0.00689 8k:-0.174 16k:+0.112 32k:+0.306 64k:+0.178 128k:+0.123 256k:-1.23 512k:-0.749 1M:+1.89 512:-0.0512 4k:+0.119 64k:-0.0733 1M:+0.268
lru_add_large=0.285812us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.6ms for 16384 folios, 1M writes: 2.2ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.334378us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.6ms for 16384 folios, 1M writes: 2.2ms for 64 folios; folios from the model's folio policy
invalidate_page=0.131446us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.291); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.583us p=0.2722us f=1.0716us L=0.2858us b=33590MB/s; R²=0.9978, residuals (us): 512:-0.0217 1k:-0.0238 2k:+0.0318 4k:-0.00689 8k:-0.174 16k:+0.112 32k:+0.306 64k:+0.178 128k:+0.123 256k:-1.23 512k:-0.749 1M:+1.89 512:-0.0512 4k:+0.119 64k:-0.0733 1M:+0.268
insert=0.284041us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.291); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.583us p=0.2722us f=1.0716us L=0.2858us b=33590MB/s; R²=0.9978, residuals (us): 512:-0.0217 1k:-0.0238 2k:+0.0318 4k:-0.00689 8k:-0.174 16k:+0.112 32k:+0.306 64k:+0.178 128k:+0.123 256k:-1.23 512k:-0.749 1M:+1.89 512:-0.0512 4k:+0.119 64k:-0.0733 1M:+0.268
mark_dirty=0.309863us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.114us per IO, spread 70%: fio's own loop, the same for pwrite and pwritev
psync=0.114us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.114us per IO, spread 70%: fio's own loop, the same for pwrite and pwritev
pvsync=0.114us
# engine.uring_submit: fio's CPU per IO (usr + sys) in the same io_uring runs, 3.60us (3.48..3.75), 91% of the time per IO, less the submit's syscall entry cpu.syscall 0.99us, split evenly between submit and reap
uring_submit=1.30626us
# engine.uring_complete: fio's CPU per IO (usr + sys) in the same io_uring runs, 3.60us (3.48..3.75), 91% of the time per IO, less the submit's syscall entry cpu.syscall 0.99us, split evenly between submit and reap
uring_complete=1.30626us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.74us (5.43..5.83) against psync 3.91us (3.36..5.22) per IO, libaio - psync within each round 1.83us (0.21..2.47), plus engine.psync 0.114us, split half to submit, half to complete
libaio_submit=0.972527us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.74us (5.43..5.83) against psync 3.91us (3.36..5.22) per IO, libaio - psync within each round 1.83us (0.21..2.47), plus engine.psync 0.114us, split half to submit, half to complete
libaio_complete=0.972527us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.94us per IO (3.66..4.00, median of 3) against the same writes through fio's psync engine in the same rounds, 3.60us (3.57..3.60): 0.34us more per IO (0.06..0.43, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us and the syscall's entry and exit cpu.syscall 0.99us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=1.4352us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 5.86us per IO (4.36..5.92, median of 3) against the same writes through fio's psync engine in the same rounds, 4.03us (3.42..4.36): 1.50us more per IO (0.34..2.50, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us and the syscall's entry and exit cpu.syscall 0.99us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=2.59487us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt + cpu.syscall 0.99us + engine.psync 0.11us) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 56.6us (56.6..57.6), io_uring qd8 on ext4 62.5us (61.5..77.1) with scramble_buffers=0 and 64.5us (62.5..73.2) with it on; iowq.punt 1.44us
remote_copy_bw=94916404391
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 56.6us (56.6..57.6), io_uring qd8 on ext4 62.5us (61.5..77.1) with scramble_buffers=0 and 64.5us (62.5..73.2) with it on; iowq.punt 1.44us
scrambled_sector=0.000953674us
# iowq.worker_start: the line's value at no bytes queued; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 278us (257..326) with 64 KiB queued (4 KiB writes), 1580us (1436..1612) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 10.3us
worker_start=181.215us
# iowq.start_bw: the line's slope, inverted; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 278us (257..326) with 64 KiB queued (4 KiB writes), 1580us (1436..1612) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 10.3us
start_bw=755158761
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 22.52us per IO (21.70..22.92, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed; out of reach, so fitted as 0: even so the model predicts io-wq punt at QD1, 4k io_uring qd1 128M at 173 MB/s against the measured 182 MB/s
wakeup=0us
