# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 91.75us, qd2 59.20us, qd4 63.81us, qd8 63.02us, qd16 73.88us, qd32 75.72us; overlapped max(t1/qd, t32) rms error 16.0%; batched S + D/qd: S=65.06us D=11.19us, rms error 13.1%: overlapped
# note: write device curve: QD1 t(bs) 41.42us + bs/2418.3MB/s (R²=0.9781); deep queue B=1976.4MB/s, k=0.16 (R²=0.1507); measured at qd32: 1731.1MB/s (1642.9..2037.6 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 43.43us + bs/2672.6MB/s (R²=0.9798); deep queue B=2844.1MB/s, k=0.20 (R²=0.2336); measured at qd32: 2457.2MB/s (2208.0..2519.9 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 5: 44.5 ps a byte (-56.6..66.8)
# note: buffered write(): 1.655us per call + 0.3382us per new page (0.2740us copied in a chunk of cpu.copy_stream_bytes or more) + 0.9267us per new folio + 0.1517us per new large folio + 32483MB/s (R²=0.9951, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.89 per core (2 jobs at once against one: 0.185 / 0.104 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 15526MB/s, best 16207MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 871 MB/s after the memory phase, 1259 MB/s at the end, +45%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: self-check cold memory, 1M psync 512M: measured 567 MB/s (554..575), predicted 565 MB/s, -0.3%
# note: self-check in cache, warm memory, 4k psync 128M: measured 1286 MB/s (1236..1305), predicted 1282 MB/s, -0.3%
# note: self-check in cache, warm memory, 1M psync 128M: measured 9886 MB/s (8510..10315), predicted 9957 MB/s, +0.7%
# note: self-check in cache, warm memory, 1M psync 128M from fio's malloc'd buffer: measured 6981 MB/s (6087..9106), predicted 6900 MB/s, -1.2%
# note: self-check in cache, warm memory, 1M psync 128M from fio's malloc'd buffer: WARNING: the repeats spread 43% of their median (6087..9106 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 4067 MB/s (4006..4709), predicted 5660 MB/s, +39.2%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 919 MB/s (776..980), predicted 945 MB/s, +2.7%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 178 MB/s (157..180), predicted 178 MB/s, -0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 987 MB/s (901..1009), predicted 938 MB/s, -5.0%
# note: self-check punted copy, 512k io_uring qd8: measured 8659 MB/s (8522..8801), predicted 6056 MB/s, -30.1%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8659 MB/s (8522..8659), predicted 6056 MB/s, -30.1%  WARNING: past 15%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): measured 534 us (216..684), predicted 515 us, -3.5%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): WARNING: the repeats spread 88% of their median (216..684 us), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq start, 64k io_uring qd16 (longest clat less median): measured 1411 us (1361..1920), predicted 1389 us, -1.5%
# note: self-check io-wq start, 64k io_uring qd16 (longest clat less median): WARNING: the repeats spread 40% of their median (1361..1920 us), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check libaio engine, 4k libaio qd8 128M: measured 729 MB/s (726..742), predicted 726 MB/s, -0.4%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1337 MB/s (1287..1350), predicted 1217 MB/s, -9.0%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 966 MB/s (949..1005), predicted 1029 MB/s, +6.6%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 2015 MB/s (1661..2231), predicted 1599 MB/s, -20.6%  WARNING: past 15%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1617 MB/s (1204..1617), predicted 1258 MB/s, -22.2%  WARNING: past 15%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 1915 MB/s (1899..2287), predicted 1751 MB/s, -8.6%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1475 MB/s (1322..1778), predicted 1415 MB/s, -4.1%
# note: self-check fio direct first pass, 64k libaio qd32 256M: WARNING: the repeats spread 31% of their median (1322..1778 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2210 MB/s (1777..3494), predicted 1837 MB/s, -16.9%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 78% of their median (1777..3494 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1721 MB/s (1316..2294), predicted 1507 MB/s, -12.4%
# note: self-check fio direct first pass, 128k libaio qd32 256M: WARNING: the repeats spread 57% of their median (1316..2294 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check 4k overwrite, fdatasync=1: measured 24 MB/s (24..24), predicted 24 MB/s, -0.3%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 17 MB/s (17..17), predicted 18 MB/s, +7.2%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1072 MB/s (959..1129), predicted 1066 MB/s, -0.6%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1212 MB/s (1073..1232), predicted 1152 MB/s, -5.0%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1137 MB/s (959..1157), predicted 1073 MB/s, -5.6%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1083 MB/s (829..1136), predicted 1102 MB/s, +1.8%
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 749 MB/s (725..792), predicted 744 MB/s, -0.8%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 922 MB/s (861..928), predicted 870 MB/s, -5.7%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-07 07:17 UTC, in /var/tmp/calBV, 299 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.192..1.249us
syscall=1.21228us
# cpu.copy_unaligned: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 5: 44.5 ps a byte (-56.6..66.8)
copy_unaligned=4.45015e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (first 64k 9.4/10.7/34.0us, first 128k 15.6/20.1/49.4us, rewrite 4k 2.1/2.4/3.5us, rewrite 64k 3.5/3.8/5.4us, rewrite 1M 33.0/36.1/72.2us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 15 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (first 64k 9.4/10.7/34.0us, first 128k 15.6/20.1/49.4us, rewrite 4k 2.1/2.4/3.5us, rewrite 64k 3.5/3.8/5.4us, rewrite 1M 33.0/36.1/72.2us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 15 percentiles
interrupt_time=17.825us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 128k..1M fitted each; this one took the relative residual sum from 0.0450 (none) to 0.0296
copy_stream_bytes=262144
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=256KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.655us p=0.3382us pl=0.2740us f=0.9267us L=0.1517us b=32483MB/s; R²=0.9951, residuals (us): 512:-0.0881 1k:-0.0471 2k:+0.0811 4k:-0.0111 8k:-0.0926 16k:+0.152 32k:+0.232 64k:-0.437 128k:+0.204 256k:-1.03 512k:+1.71 1M:+0.765 512:-0.0722 4k:+0.281 64k:-0.126 1M:+0.442
copy_stream_page=0.0641985us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.655us p=0.3382us pl=0.2740us f=0.9267us L=0.1517us b=32483MB/s; R²=0.9951, residuals (us): 512:-0.0881 1k:-0.0471 2k:+0.0811 4k:-0.0111 8k:-0.0926 16k:+0.152 32k:+0.232 64k:-0.437 128k:+0.204 256k:-1.03 512k:+1.71 1M:+0.765 512:-0.0722 4k:+0.281 64k:-0.126 1M:+0.442
copy_bw=32482591884
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 22.87us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.80us, halved
wakeup=8.641us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.580017us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 10.7, 50us: 10.8, 100us: 10.9, 150us: 11.1, 200us: 44.2, 300us: 46.9, 500us: 49.1, 1000us: 52.9
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 43.6/42.2/37.5 us)
deep_wakeup=42.1595us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 3879 MiB/s against one job 2065 MiB/s, per core 0.94 (0.71..1.00), paired within each round, median of 3
smp_efficiency=0.939394

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1703us (min 1681, max 1743us), against 100us per warm write; fitted from the median stall
fault_in_bw=615569582
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1703us, each of two writers at once 2407us (medians of 3 and 3 repeats): together 1.42 times one writer's rate
fault_in_parallel=1.41544
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1703us, p90 1952us, mean 1736us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBV) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBV (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.212us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.655us p=0.3382us pl=0.2740us f=0.9267us L=0.1517us b=32483MB/s; R²=0.9951, residuals (us): 512:-0.0881 1k:-0.0471 2k:+0.0811 4k:-0.0111 8k:-0.0926 16k:+0.152 32k:+0.232 64k:-0.437 128k:+0.204 256k:-1.03 512k:+1.71 1M:+0.765 512:-0.0722 4k:+0.281 64k:-0.126 1M:+0.442
write_call=0.392322us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 48.0us against 49.1us, 3.3us more per IO (-2.6..5.0, median of 3 rounds); bounded by the 15.9us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.5us of slower fresh-block transfer (dev.fresh_write_factor) and 2.7us of the host's allocation section (dev.fresh_serial): 0.08us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=0.0462698us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 48.0us against 49.1us, 3.3us more per IO (-2.6..5.0, median of 3 rounds); bounded by the 15.9us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.5us of slower fresh-block transfer (dev.fresh_write_factor) and 2.7us of the host's allocation section (dev.fresh_serial): 0.08us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=0.0387156us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4115 discards, 447ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=108.627us
# dev.cmd_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 50.5us and 135.3us a burst, 5.66us more per command (5.46..6.10, median of 3 rounds), less dev.segment_service 2.12us: per command 3.54us; the deep-queue ladder gave 7.93us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 10.05us per IO (99536 IOPS), 8 KiB 9.74us, 128 KiB 75.72us, 128 KiB from huge-page buffers 17.31us, against 2.07us for 4 KiB at B: per command 7.93us, per page segment 2.12us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7574.0MB/s from the huge-page run; the QD1 slope 2418.3MB/s, i.e. 1.69us per page against 2.66us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 10.05us, 8k 9.74us, 16k 10.15us, 32k 18.67us, 64k 39.70us, 128k 75.72us, 128k huge 17.31us; serial t = c + n s + bytes/bw: c=5.81us s=1.494us bw=13106MB/s, rms error 16.4%; parallel t = max(c + n s, bytes/7574MB/s): c=5.56us s=1.884us, rms error 16.5%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=3.54087us
# dev.segment_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 50.5us and 135.3us a burst, 5.66us more per command (5.46..6.10, median of 3 rounds), less dev.segment_service 2.12us: per command 3.54us; the deep-queue ladder gave 7.93us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 10.05us per IO (99536 IOPS), 8 KiB 9.74us, 128 KiB 75.72us, 128 KiB from huge-page buffers 17.31us, against 2.07us for 4 KiB at B: per command 7.93us, per page segment 2.12us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7574.0MB/s from the huge-page run; the QD1 slope 2418.3MB/s, i.e. 1.69us per page against 2.66us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 10.05us, 8k 9.74us, 16k 10.15us, 32k 18.67us, 64k 39.70us, 128k 75.72us, 128k huge 17.31us; serial t = c + n s + bytes/bw: c=5.81us s=1.494us bw=13106MB/s, rms error 16.4%; parallel t = max(c + n s, bytes/7574MB/s): c=5.56us s=1.884us, rms error 16.5%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=2.11838us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 45.3us / 3.91 (exponential service-time tail)
latency_jitter=11.5828us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=41.42us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.25us and the mean jitter 11.58us; R²=0.9781, residuals (us): 4k:+1.48 16k:+1.84 64k:-4.36 256k:-12 1M:+60.2; less dev.kick 6.27us (one per QD1 IO)
write_latency=17.3221us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=1976.4MB/s k=0.16 (LM converged), R²=0.1507, residuals (MB/s): qd1:-270 qd2:+387 qd4:+155 qd8:+143 qd16:-182 qd32:-235; QD1 slope 2418.3MB/s, R²=0.9781, residuals (us): 4k:+1.48 16k:+1.84 64k:-4.36 256k:-12 1M:+60.2
write_bw=7573977958
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=43.43us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.25us and the mean jitter 11.58us (both as the writes fitted them); R²=0.9798, residuals (us): 4k:+2.5 16k:+1.38 64k:-5.27 256k:-8.68 1M:+44.9
read_latency=25.5894us
# dev.read_bw: QD1 slope (queue curve unusable); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2844.1MB/s k=0.20 (LM converged), R²=0.2336, residuals (MB/s): qd1:-302 qd2:+408 qd4:+78.3 qd8:+392 qd16:-213 qd32:-369; QD1 slope 2672.6MB/s, R²=0.9798, residuals (us): 4k:+2.5 16k:+1.38 64k:-5.27 256k:-8.68 1M:+44.9
read_bw=2672568337
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 12.89us per IO (11.02..14.20, median of 3) less the modelled 6.63us (syscall, direct IO, command, engine)
kick=6.26635us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 158.7us, as the model adds the rest (by simulation); the closed form gave 129.6448us
flush_latency=100.708us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.01ms, 2M 1.63ms, 4M 2.97ms, 8M 5.14ms, 16M 11.08ms, 32M 18.22ms, 64M 38.54ms, 128M 61.60ms, 256M 137.36ms; with dev.flush_latency as the fixed part; t = 129.6us + N / 1735.4MB/s, rms error 16.0%; with the cache writing out in the background above 5.7M while the run goes on (at 6301MB/s): 129.6us + the rest / 1465.0MB/s, rms error 9.1% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6301MB/s, 2048M at 6568MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1464959918
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.01ms, 2M 1.63ms, 4M 2.97ms, 8M 5.14ms, 16M 11.08ms, 32M 18.22ms, 64M 38.54ms, 128M 61.60ms, 256M 137.36ms; with dev.flush_latency as the fixed part; t = 129.6us + N / 1735.4MB/s, rms error 16.0%; with the cache writing out in the background above 5.7M while the run goes on (at 6301MB/s): 129.6us + the rest / 1465.0MB/s, rms error 9.1% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6301MB/s, 2048M at 6568MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 1.01ms, 2M 1.63ms, 4M 2.97ms, 8M 5.14ms, 16M 11.08ms, 32M 18.22ms, 64M 38.54ms, 128M 61.60ms, 256M 137.36ms; with dev.flush_latency as the fixed part; t = 129.6us + N / 1735.4MB/s, rms error 16.0%; with the cache writing out in the background above 5.7M while the run goes on (at 6301MB/s): 129.6us + the rest / 1465.0MB/s, rms error 9.1% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6301MB/s, 2048M at 6568MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=5931642
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.338ms, 64 per flush 0.987ms, 256 per flush 3.228ms; 12.7us per write beyond dev.flush_latency 129.6us, less 2.8us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=9.89474us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 3580MB/s, rewritten 6568MB/s: 133.237us more per MiB fresh, against 138.4us per MiB at dev.write_bw
fresh_write_factor=0.509584
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1251MB/s (1085..1282), 2x128M 1319MB/s (1138..1319), 1x512M 1305MB/s (1286..1335), 2x512M 1387MB/s (1301..1482); all bytes over all fsync times 1345MB/s, less the fresh transfer and the commands' serial time (3817MB/s), leaves 2078MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1465MB/s above dev.cache_background 5931641 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 628ms into a fresh file, 847ms rewritten
fresh_drain_factor=0.921565
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 16.97us against 12.25, 32k 20.26us against 16.26, 64k 44.43us against 34.22, 128k 76.17us against 59.31; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 2.25us, bw = 9920MB/s
fresh_serial=2.24805us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 16.97us against 12.25, 32k 20.26us against 16.26, 64k 44.43us against 34.22, 128k 76.17us against 59.31; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 2.25us, bw = 9920MB/s
fresh_serial_bw=9919801461

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.86us, 4.26us), median of 5; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.392us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.655us p=0.3382us pl=0.2740us f=0.9267us L=0.1517us b=32483MB/s; R²=0.9951, residuals (us): 512:-0.0881 1k:-0.0471 2k:+0.0811 4k:-0.0111 8k:-0.0926 16k:+0.152 32k:+0.232 64k:-0.437 128k:+0.204 256k:-1.03 512k:+1.71 1M:+0.765 512:-0.0722 4k:+0.281 64k:-0.126 1M:+0.442
page_init=0.33819us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.116); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.655us p=0.3382us pl=0.2740us f=0.9267us L=0.1517us b=32483MB/s; R²=0.9951, residuals (us): 512:-0.0881 1k:-0.0471 2k:+0.0811 4k:-0.0111 8k:-0.0926 16k:+0.152 32k:+0.232 64k:-0.437 128k:+0.204 256k:-1.03 512k:+1.71 1M:+0.765 512:-0.0722 4k:+0.281 64k:-0.126 1M:+0.442
folio_alloc=0.279116us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.116); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.655us p=0.3382us pl=0.2740us f=0.9267us L=0.1517us b=32483MB/s; R²=0.9951, residuals (us): 512:-0.0881 1k:-0.0471 2k:+0.0811 4k:-0.0111 8k:-0.0926 16k:+0.152 32k:+0.232 64k:-0.437 128k:+0.204 256k:-1.03 512k:+1.71 1M:+0.765 512:-0.0722 4k:+0.281 64k:-0.126 1M:+0.442
add_folio=0.0893171us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.116); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.655us p=0.3382us pl=0.2740us f=0.9267us L=0.1517us b=32483MB/s; R²=0.9951, residuals (us): 512:-0.0881 1k:-0.0471 2k:+0.0811 4k:-0.0111 8k:-0.0926 16k:+0.152 32k:+0.232 64k:-0.437 128k:+0.204 256k:-1.03 512k:+1.71 1M:+0.765 512:-0.0722 4k:+0.281 64k:-0.126 1M:+0.442
mark_dirty=0.0446586us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.655us p=0.3382us pl=0.2740us f=0.9267us L=0.1517us b=32483MB/s; R²=0.9951, residuals (us): 512:-0.0881 1k:-0.0471 2k:+0.0811 4k:-0.0111 8k:-0.0926 16k:+0.152 32k:+0.232 64k:-0.437 128k:+0.204 256k:-1.03 512k:+1.71 1M:+0.765 512:-0.0722 4k:+0.281 64k:-0.126 1M:+0.442
lru_add_large=0.151733us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.9ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.35164us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.9ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_page=0.129148us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.116); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.655us p=0.3382us pl=0.2740us f=0.9267us L=0.1517us b=32483MB/s; R²=0.9951, residuals (us): 512:-0.0881 1k:-0.0471 2k:+0.0811 4k:-0.0111 8k:-0.0926 16k:+0.152 32k:+0.232 64k:-0.437 128k:+0.204 256k:-1.03 512k:+1.71 1M:+0.765 512:-0.0722 4k:+0.281 64k:-0.126 1M:+0.442
insert=0.245622us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.116); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.655us p=0.3382us pl=0.2740us f=0.9267us L=0.1517us b=32483MB/s; R²=0.9951, residuals (us): 512:-0.0881 1k:-0.0471 2k:+0.0811 4k:-0.0111 8k:-0.0926 16k:+0.152 32k:+0.232 64k:-0.437 128k:+0.204 256k:-1.03 512k:+1.71 1M:+0.765 512:-0.0722 4k:+0.281 64k:-0.126 1M:+0.442
mark_dirty=0.267951us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.185us per IO, spread 44%: fio's own loop, the same for pwrite and pwritev
psync=0.1855us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.185us per IO, spread 44%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1855us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.62us (5.52..5.65) against psync 3.57us (3.45..3.75) per IO, libaio - psync within each round 2.08us (1.77..2.17), plus engine.psync 0.185us, split half to submit, half to complete
libaio_submit=1.13035us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.62us (5.52..5.65) against psync 3.57us (3.45..3.75) per IO, libaio - psync within each round 2.08us (1.77..2.17), plus engine.psync 0.185us, split half to submit, half to complete
libaio_complete=1.13035us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 4.46us per IO (4.18..5.28, median of 3) against the same writes through fio's psync engine in the same rounds, 4.15us (3.60..4.39): 0.58us more per IO (0.06..1.13, median of the rounds' differences), plus fio's psync loop engine.psync 0.19us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.765334us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.15us per IO (4.06..4.55, median of 3) against the same writes through fio's psync engine in the same rounds, 3.57us (3.54..3.60): 0.61us more per IO (0.46..0.98, median of the rounds' differences), plus fio's psync loop engine.psync 0.19us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.795852us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 55.7us (53.7..57.6), io_uring qd8 on ext4 60.5us (59.6..61.5) with scramble_buffers=0 and 60.5us (60.5..61.5) with it on; iowq.punt 0.77us
remote_copy_bw=127332297754
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 55.7us (53.7..57.6), io_uring qd8 on ext4 60.5us (59.6..61.5) with scramble_buffers=0 and 60.5us (60.5..61.5) with it on; iowq.punt 0.77us
scrambled_sector=0us
# iowq.worker_start: the line's value at no bytes queued; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 534us (216..684) with 64 KiB queued (4 KiB writes), 1411us (1361..1920) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 11.1us
worker_start=464.244us
# iowq.start_bw: the line's slope, inverted; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 534us (216..684) with 64 KiB queued (4 KiB writes), 1411us (1361..1920) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 11.1us
start_bw=1120930095
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 22.98us per IO (22.74..26.03, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=5.43518us
