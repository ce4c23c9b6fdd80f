# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 83.66us, qd2 57.07us, qd4 46.33us, qd8 47.85us, qd16 44.50us, qd32 46.08us; overlapped max(t1/qd, t32) rms error 8.1%; batched S + D/qd: S=41.97us D=35.83us, rms error 6.1%: overlapped
# note: write device curve: QD1 t(bs) 39.64us + bs/2950.9MB/s (R²=0.9780); deep queue B=3060.6MB/s, k=0.76 (R²=0.9085); measured at qd32: 2844.3MB/s (1860.1..3346.7 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 39.14us + bs/3170.5MB/s (R²=0.9574); deep queue B=3442.5MB/s, k=0.86 (R²=0.9388); measured at qd32: 3292.8MB/s (3019.5..3489.0 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 2.7 ps a byte (2.6..39.5)
# note: buffered write(): 1.581us per call + 0.2756us per new page (0.2476us copied in a chunk of cpu.copy_stream_bytes or more) + 0.9761us per new folio + 0.4471us per new large folio + 33001MB/s (R²=0.9982, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.96 per core (2 jobs at once against one: 0.113 / 0.059 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: iowq.punt measured as 0: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.14us per IO (3.05..3.57, median of 3) against the same writes through fio's psync engine in the same rounds, 3.42us (3.39..3.69): -0.34us more per IO (-0.55..0.15, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
# note: fs.unwritten_convert, fs.unwritten_split not measured: nothing left at QD1 (QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 44.7us against 41.8us, 2.9us more per IO (2.0..3.1, median of 3 rounds); bounded by the 17.9us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 5.1us of the host's allocation section (dev.fresh_serial)); the profile's values apply
# note: memcpy of 128M buffers: median 14222MB/s, best 15208MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 895 MB/s after the memory phase, 1286 MB/s at the end, +44%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: self-check cold memory, 1M psync 512M: measured 586 MB/s (486..595), predicted 600 MB/s, +2.4%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1324 MB/s (1315..1328), predicted 1318 MB/s, -0.4%
# note: self-check in cache, warm memory, 1M psync 32M: measured 10413 MB/s (10240..10774), predicted 10666 MB/s, +2.4%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 10141 MB/s (7176..10154), predicted 10369 MB/s, +2.2%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5592 MB/s (5592..5651), predicted 6513 MB/s, +16.5%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1303 MB/s (1147..1342), predicted 1262 MB/s, -3.2%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 184 MB/s (181..187), predicted 184 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 980 MB/s (855..980), predicted 1003 MB/s, +2.3%
# note: self-check punted copy, 512k io_uring qd8: measured 8659 MB/s (8389..9100), predicted 8755 MB/s, +1.1%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8801 MB/s (8389..9100), predicted 8755 MB/s, -0.5%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): measured 332 us (184..2611), predicted 318 us, -4.2%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): WARNING: the repeats spread 731% of their median (184..2611 us), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq start, 64k io_uring qd16 (longest clat less median): measured 1396 us (1315..2762), predicted 1378 us, -1.3%
# note: self-check io-wq start, 64k io_uring qd16 (longest clat less median): WARNING: the repeats spread 104% of their median (1315..2762 us), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check libaio engine, 4k libaio qd8 128M: measured 742 MB/s (742..750), predicted 781 MB/s, +5.3%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 902 MB/s (832..1351), predicted 919 MB/s, +1.9%
# note: self-check fio direct rewrites, 16k libaio qd32: WARNING: the repeats spread 57% of their median (832..1351 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 574 MB/s (526..1040), predicted 691 MB/s, +20.5%  WARNING: past 15%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 90% of their median (526..1040 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1861 MB/s (1764..2867), predicted 1816 MB/s, -2.4%
# note: self-check fio direct rewrites, 32k libaio qd32: WARNING: the repeats spread 59% of their median (1764..2867 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1534 MB/s (1534..1732), predicted 1322 MB/s, -13.8%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2198 MB/s (2131..2664), predicted 2327 MB/s, +5.9%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1721 MB/s (1342..1766), predicted 2075 MB/s, +20.6%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2282 MB/s (2267..2627), predicted 2537 MB/s, +11.2%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1743 MB/s (1561..2658), predicted 2384 MB/s, +36.8%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: WARNING: the repeats spread 63% of their median (1561..2658 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check 4k overwrite, fdatasync=1: measured 27 MB/s (27..27), predicted 27 MB/s, -0.2%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 19 MB/s (19..19), predicted 20 MB/s, +3.6%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1183 MB/s (1163..1268), predicted 1303 MB/s, +10.2%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1334 MB/s (1299..1386), predicted 1389 MB/s, +4.1%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1256 MB/s (1229..1309), predicted 1314 MB/s, +4.7%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1344 MB/s (1103..1414), predicted 1424 MB/s, +5.9%
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 843 MB/s (813..865), predicted 916 MB/s, +8.6%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1071 MB/s (860..1090), predicted 998 MB/s, -6.9%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-07 05:25 UTC, in /var/tmp/calBS, 287 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.096..1.131us
syscall=1.12549us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 2.7 ps a byte (2.6..39.5)
copy_unaligned=2.68608e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.2/2.9us, rewrite 64k 3.6/3.9/5.2us, rewrite 1M 31.6/34.6/70.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.2/2.9us, rewrite 64k 3.6/3.9/5.2us, rewrite 1M 31.6/34.6/70.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_time=14.1589us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 128k..1M fitted each; this one took the relative residual sum from 0.0152 (none) to 0.0108
copy_stream_bytes=524288
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=512KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.581us p=0.2756us pl=0.2476us f=0.9761us L=0.4471us b=33001MB/s; R²=0.9982, residuals (us): 512:-0.0455 1k:-0.0373 2k:+0.061 4k:-0.0122 8k:-0.0671 16k:-0.0663 32k:+0.332 64k:+0.11 128k:-0.0152 256k:-0.684 512k:-1.16 1M:+2.39 512:-0.0532 4k:+0.109 64k:+0.0626 1M:-0.408
copy_stream_page=0.028055us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.581us p=0.2756us pl=0.2476us f=0.9761us L=0.4471us b=33001MB/s; R²=0.9982, residuals (us): 512:-0.0455 1k:-0.0373 2k:+0.061 4k:-0.0122 8k:-0.0671 16k:-0.0663 32k:+0.332 64k:+0.11 128k:-0.0152 256k:-0.684 512k:-1.16 1M:+2.39 512:-0.0532 4k:+0.109 64k:+0.0626 1M:-0.408
copy_bw=33000611046
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 20.26us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.31us, halved
wakeup=7.8155us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.303798us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 7.4, 50us: 7.5, 100us: 7.4, 150us: 7.5, 200us: 33.1, 300us: 34.7, 500us: 35.5, 1000us: 38.2
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 29.4/30.1/30.9 us)
deep_wakeup=30.7975us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5333 MiB/s against one job 2813 MiB/s, per core 0.95 (0.88..0.98), paired within each round, median of 3
smp_efficiency=0.947917

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1647us (min 1618, max 2101us), against 98us per warm write; fitted from the median stall
fault_in_bw=636617967
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1647us, each of two writers at once 1836us (medians of 3 and 3 repeats): together 1.79 times one writer's rate
fault_in_parallel=1.7947
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1647us, p90 1998us, mean 1687us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBS) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBS (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.125us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.581us p=0.2756us pl=0.2476us f=0.9761us L=0.4471us b=33001MB/s; R²=0.9982, residuals (us): 512:-0.0455 1k:-0.0373 2k:+0.061 4k:-0.0122 8k:-0.0671 16k:-0.0663 32k:+0.332 64k:+0.11 128k:-0.0152 256k:-0.684 512k:-1.16 1M:+2.39 512:-0.0532 4k:+0.109 64k:+0.0626 1M:-0.408
write_call=0.405209us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4991 discards, 252ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=50.4909us
# dev.cmd_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 45.1us and 115.6us a burst, 4.59us more per command (4.48..4.77, median of 3 rounds), less dev.segment_service 1.23us: per command 3.37us; the deep-queue ladder gave 6.77us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.00us per IO (125074 IOPS), 8 KiB 8.05us, 128 KiB 46.08us, 128 KiB from huge-page buffers 22.48us, against 1.34us for 4 KiB at B: per command 6.77us, per page segment 1.23us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 0.06us), transfer rate 5831.9MB/s from the huge-page run; the QD1 slope 2950.9MB/s, i.e. 1.39us per page against 1.93us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 8.00us, 8k 8.05us, 16k 13.56us, 32k 14.31us, 64k 16.03us, 128k 46.08us, 128k huge 22.48us; serial t = c + n s + bytes/bw: c=7.11us s=0.353us bw=8729MB/s, rms error 17.3%; parallel t = max(c + n s, bytes/5832MB/s): c=7.35us s=0.762us, rms error 17.5%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=3.36556us
# dev.segment_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 45.1us and 115.6us a burst, 4.59us more per command (4.48..4.77, median of 3 rounds), less dev.segment_service 1.23us: per command 3.37us; the deep-queue ladder gave 6.77us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.00us per IO (125074 IOPS), 8 KiB 8.05us, 128 KiB 46.08us, 128 KiB from huge-page buffers 22.48us, against 1.34us for 4 KiB at B: per command 6.77us, per page segment 1.23us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 0.06us), transfer rate 5831.9MB/s from the huge-page run; the QD1 slope 2950.9MB/s, i.e. 1.39us per page against 1.93us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 8.00us, 8k 8.05us, 16k 13.56us, 32k 14.31us, 64k 16.03us, 128k 46.08us, 128k huge 22.48us; serial t = c + n s + bytes/bw: c=7.11us s=0.353us bw=8729MB/s, rms error 17.3%; parallel t = max(c + n s, bytes/5832MB/s): c=7.35us s=0.762us, rms error 17.5%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.22863us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 29.4us / 3.91 (exponential service-time tail)
latency_jitter=7.52552us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.64us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.99us and the mean jitter 7.53us; R²=0.9780, residuals (us): 4k:+1.35 16k:+1.01 64k:-2.08 256k:-12.1 1M:+49.1; less dev.kick 10.85us (one per QD1 IO)
write_latency=15.275us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=3060.6MB/s k=0.76 (LM converged), R²=0.9085, residuals (MB/s): qd1:-175 qd2:+77.1 qd4:+256 qd8:-56.4 qd16:+23.3 qd32:-146; QD1 slope 2950.9MB/s, R²=0.9780, residuals (us): 4k:+1.35 16k:+1.01 64k:-2.08 256k:-12.1 1M:+49.1
write_bw=5831885108
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.14us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.99us and the mean jitter 7.53us (both as the writes fitted them); R²=0.9574, residuals (us): 4k:+0.539 16k:+2.69 64k:-1.83 256k:-15.3 1M:+66.7
read_latency=25.6218us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3442.5MB/s k=0.86 (LM converged), R²=0.9388, residuals (MB/s): qd1:-132 qd2:+30.6 qd4:+139 qd8:+194 qd16:-192 qd32:-59.9; QD1 slope 3170.5MB/s, R²=0.9574, residuals (us): 4k:+0.539 16k:+2.69 64k:-1.83 256k:-15.3 1M:+66.7
read_bw=3442513995
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 17.25us per IO (13.23..22.35, median of 3) less the modelled 6.41us (syscall, direct IO, command, engine)
kick=10.8465us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 138.2us, as the model adds the rest (by simulation); the closed form gave 111.1371us
flush_latency=92.1631us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.86ms, 2M 1.20ms, 4M 2.47ms, 8M 4.31ms, 16M 8.09ms, 32M 16.19ms, 64M 28.70ms, 128M 52.69ms, 256M 107.48ms; with dev.flush_latency as the fixed part; t = 111.1us + N / 2153.6MB/s, rms error 15.2%; with the cache writing out in the background above 5.7M while the run goes on (at 5694MB/s): 111.1us + the rest / 1718.7MB/s, rms error 7.7% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5694MB/s, 2048M at 5759MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1718689429
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.86ms, 2M 1.20ms, 4M 2.47ms, 8M 4.31ms, 16M 8.09ms, 32M 16.19ms, 64M 28.70ms, 128M 52.69ms, 256M 107.48ms; with dev.flush_latency as the fixed part; t = 111.1us + N / 2153.6MB/s, rms error 15.2%; with the cache writing out in the background above 5.7M while the run goes on (at 5694MB/s): 111.1us + the rest / 1718.7MB/s, rms error 7.7% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5694MB/s, 2048M at 5759MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.86ms, 2M 1.20ms, 4M 2.47ms, 8M 4.31ms, 16M 8.09ms, 32M 16.19ms, 64M 28.70ms, 128M 52.69ms, 256M 107.48ms; with dev.flush_latency as the fixed part; t = 111.1us + N / 2153.6MB/s, rms error 15.2%; with the cache writing out in the background above 5.7M while the run goes on (at 5694MB/s): 111.1us + the rest / 1718.7MB/s, rms error 7.7% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5694MB/s, 2048M at 5759MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=5931642
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.276ms, 64 per flush 0.799ms, 256 per flush 2.507ms; 10.0us per write beyond dev.flush_latency 111.1us, less 2.4us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=7.57693us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4711MB/s, rewritten 5759MB/s: 40.537us more per MiB fresh, against 179.8us per MiB at dev.write_bw
fresh_write_factor=0.816024
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1418MB/s (1345..1459), 2x128M 1449MB/s (1435..1485), 1x512M 1480MB/s (1470..1508), 2x512M 1763MB/s (1593..2369); all bytes over all fsync times 1608MB/s, less the fresh transfer and the commands' serial time (4715MB/s), leaves 2441MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1719MB/s above dev.cache_background 5931641 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 505ms into a fresh file, 815ms rewritten
fresh_drain_factor=0.938938
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 28.56us against 18.15, 32k 21.36us against 17.61, 64k 38.09us against 29.82, 128k 75.20us against 57.44; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 4.91us, bw = 18176MB/s
fresh_serial=4.9056us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 28.56us against 18.15, 32k 21.36us against 17.61, 64k 38.09us against 29.82, 128k 75.20us against 57.44; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 4.91us, bw = 18176MB/s
fresh_serial_bw=18176284714

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.80us, 4.13us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.328us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.581us p=0.2756us pl=0.2476us f=0.9761us L=0.4471us b=33001MB/s; R²=0.9982, residuals (us): 512:-0.0455 1k:-0.0373 2k:+0.061 4k:-0.0122 8k:-0.0671 16k:-0.0663 32k:+0.332 64k:+0.11 128k:-0.0152 256k:-0.684 512k:-1.16 1M:+2.39 512:-0.0532 4k:+0.109 64k:+0.0626 1M:-0.408
page_init=0.275647us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.176); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.581us p=0.2756us pl=0.2476us f=0.9761us L=0.4471us b=33001MB/s; R²=0.9982, residuals (us): 512:-0.0455 1k:-0.0373 2k:+0.061 4k:-0.0122 8k:-0.0671 16k:-0.0663 32k:+0.332 64k:+0.11 128k:-0.0152 256k:-0.684 512k:-1.16 1M:+2.39 512:-0.0532 4k:+0.109 64k:+0.0626 1M:-0.408
folio_alloc=0.294015us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.176); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.581us p=0.2756us pl=0.2476us f=0.9761us L=0.4471us b=33001MB/s; R²=0.9982, residuals (us): 512:-0.0455 1k:-0.0373 2k:+0.061 4k:-0.0122 8k:-0.0671 16k:-0.0663 32k:+0.332 64k:+0.11 128k:-0.0152 256k:-0.684 512k:-1.16 1M:+2.39 512:-0.0532 4k:+0.109 64k:+0.0626 1M:-0.408
add_folio=0.094085us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.176); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.581us p=0.2756us pl=0.2476us f=0.9761us L=0.4471us b=33001MB/s; R²=0.9982, residuals (us): 512:-0.0455 1k:-0.0373 2k:+0.061 4k:-0.0122 8k:-0.0671 16k:-0.0663 32k:+0.332 64k:+0.11 128k:-0.0152 256k:-0.684 512k:-1.16 1M:+2.39 512:-0.0532 4k:+0.109 64k:+0.0626 1M:-0.408
mark_dirty=0.0470425us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.581us p=0.2756us pl=0.2476us f=0.9761us L=0.4471us b=33001MB/s; R²=0.9982, residuals (us): 512:-0.0455 1k:-0.0373 2k:+0.061 4k:-0.0122 8k:-0.0671 16k:-0.0663 32k:+0.332 64k:+0.11 128k:-0.0152 256k:-0.684 512k:-1.16 1M:+2.39 512:-0.0532 4k:+0.109 64k:+0.0626 1M:-0.408
lru_add_large=0.447101us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.3ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.325871us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.3ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.120431us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.176); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.581us p=0.2756us pl=0.2476us f=0.9761us L=0.4471us b=33001MB/s; R²=0.9982, residuals (us): 512:-0.0455 1k:-0.0373 2k:+0.061 4k:-0.0122 8k:-0.0671 16k:-0.0663 32k:+0.332 64k:+0.11 128k:-0.0152 256k:-0.684 512k:-1.16 1M:+2.39 512:-0.0532 4k:+0.109 64k:+0.0626 1M:-0.408
insert=0.258734us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.176); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.581us p=0.2756us pl=0.2476us f=0.9761us L=0.4471us b=33001MB/s; R²=0.9982, residuals (us): 512:-0.0455 1k:-0.0373 2k:+0.061 4k:-0.0122 8k:-0.0671 16k:-0.0663 32k:+0.332 64k:+0.11 128k:-0.0152 256k:-0.684 512k:-1.16 1M:+2.39 512:-0.0532 4k:+0.109 64k:+0.0626 1M:-0.408
mark_dirty=0.282255us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.113us per IO, spread 5%: fio's own loop, the same for pwrite and pwritev
psync=0.113us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.113us per IO, spread 5%: fio's own loop, the same for pwrite and pwritev
pvsync=0.113us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.52us (5.46..5.52) against psync 3.48us (3.45..3.57) per IO, libaio - psync within each round 2.01us (1.95..2.04), plus engine.psync 0.113us, split half to submit, half to complete
libaio_submit=1.06358us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.52us (5.46..5.52) against psync 3.48us (3.45..3.57) per IO, libaio - psync within each round 2.01us (1.95..2.04), plus engine.psync 0.113us, split half to submit, half to complete
libaio_complete=1.06358us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.14us per IO (3.05..3.57, median of 3) against the same writes through fio's psync engine in the same rounds, 3.42us (3.39..3.69): -0.34us more per IO (-0.55..0.15, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.18us per IO (4.18..4.79, median of 3) against the same writes through fio's psync engine in the same rounds, 3.48us (3.48..3.54): 0.70us more per IO (0.70..1.25, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.814904us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 56.6us (55.7..57.6), io_uring qd8 on ext4 60.5us (57.6..62.5) with scramble_buffers=0 and 59.6us (57.6..62.5) with it on; iowq.punt 0.00us
remote_copy_bw=178956970659
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 56.6us (55.7..57.6), io_uring qd8 on ext4 60.5us (57.6..62.5) with scramble_buffers=0 and 59.6us (57.6..62.5) with it on; iowq.punt 0.00us
scrambled_sector=0us
# iowq.worker_start: the line's value at no bytes queued; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 332us (184..2611) with 64 KiB queued (4 KiB writes), 1396us (1315..2762) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 10.3us
worker_start=250.591us
# iowq.start_bw: the line's slope, inverted; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 332us (184..2611) with 64 KiB queued (4 KiB writes), 1396us (1315..2762) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 10.3us
start_bw=923525262
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 22.31us per IO (21.94..22.58, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=6.71692us
