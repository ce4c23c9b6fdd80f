# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 90.28us, qd2 66.49us, qd4 51.20us, qd8 51.46us, qd16 58.86us, qd32 56.47us; overlapped max(t1/qd, t32) rms error 8.6%; batched S + D/qd: S=50.37us D=33.57us, rms error 9.2%: overlapped
# note: write device curve: QD1 t(bs) 40.47us + bs/2506.8MB/s (R²=0.9911); deep queue B=2527.0MB/s, k=0.56 (R²=0.7107); measured at qd32: 2321.0MB/s (1766.1..2417.4 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 45.14us + bs/3212.7MB/s (R²=0.9982); deep queue B=3019.8MB/s, k=0.74 (R²=0.7083); measured at qd32: 2585.4MB/s (2211.2..2617.5 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 7.8 ps a byte (-2.5..45.3)
# note: buffered write(): 1.526us per call + 0.3276us per new page (0.2320us copied in a chunk of cpu.copy_stream_bytes or more) + 1.0730us per new folio + 0.1002us per new large folio + 32911MB/s (R²=0.9987, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.57 per core (2 jobs at once against one: 0.109 / 0.096 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 13795MB/s, best 14169MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1281 MB/s after the memory phase, 921 MB/s at the end, -28%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: self-check cold memory, 1M psync 512M: measured 606 MB/s (501..1091), predicted 629 MB/s, +3.8%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 97% of their median (501..1091 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 1288 MB/s (1265..1289), predicted 1279 MB/s, -0.6%
# note: self-check in cache, warm memory, 1M psync 32M: measured 11142 MB/s (7302..11556), predicted 11142 MB/s, -0.0%
# note: self-check in cache, warm memory, 1M psync 32M: WARNING: the repeats spread 38% of their median (7302..11556 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 9799 MB/s (6940..10166), predicted 10247 MB/s, +4.6%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 33% of their median (6940..10166 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5263 MB/s (5113..5478), predicted 6151 MB/s, +16.9%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1167 MB/s (1091..1177), predicted 1076 MB/s, -7.8%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 188 MB/s (188..190), predicted 188 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1100 MB/s (994..1128), predicted 1035 MB/s, -6.0%
# note: self-check punted copy, 512k io_uring qd8: measured 8801 MB/s (8389..8948), predicted 7398 MB/s, -15.9%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8659 MB/s (8659..8801), predicted 7297 MB/s, -15.7%  WARNING: past 15%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 794 MB/s (785..804), predicted 792 MB/s, -0.3%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1140 MB/s (958..1435), predicted 1015 MB/s, -11.0%
# note: self-check fio direct rewrites, 16k libaio qd32: WARNING: the repeats spread 42% of their median (958..1435 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 949 MB/s (635..1065), predicted 813 MB/s, -14.3%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 45% of their median (635..1065 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1598 MB/s (1349..2021), predicted 1602 MB/s, +0.2%
# note: self-check fio direct rewrites, 32k libaio qd32: WARNING: the repeats spread 42% of their median (1349..2021 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1743 MB/s (1598..1890), predicted 1187 MB/s, -31.9%  WARNING: past 15%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2414 MB/s (2022..2817), predicted 1990 MB/s, -17.5%  WARNING: past 15%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 33% of their median (2022..2817 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1459 MB/s (1335..1525), predicted 1334 MB/s, -8.6%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2624 MB/s (2602..3073), predicted 2263 MB/s, -13.8%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1435 MB/s (1428..1517), predicted 1420 MB/s, -1.1%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1181 MB/s (1160..1255), predicted 1223 MB/s, +3.5%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1374 MB/s (1272..1424), predicted 1294 MB/s, -5.9%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1256 MB/s (1251..1296), predicted 1228 MB/s, -2.2%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1357 MB/s (949..1408), predicted 1297 MB/s, -4.4%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 34% of their median (949..1408 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 01:32 UTC, in /var/tmp/calT10o, 261 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 7.8 ps a byte (-2.5..45.3)
copy_unaligned=7.83607e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.0/3.0us, rewrite 64k 3.5/3.6/4.6us, rewrite 1M 32.4/35.6/63.7us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_gap=125.594us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.8/2.0/3.0us, rewrite 64k 3.5/3.6/4.6us, rewrite 1M 32.4/35.6/63.7us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_time=2.24404us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 256k..1M fitted each; this one took the relative residual sum from 0.0457 (none) to 0.0070
copy_stream_bytes=1048576
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=1024KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.526us p=0.3276us pl=0.2320us f=1.0730us L=0.1002us b=32911MB/s; R²=0.9987, residuals (us): 512:-0.0346 1k:+0.00244 2k:+0.0365 4k:-0.0204 8k:+0.0564 16k:-0.0905 32k:+0.163 64k:-0.283 256k:-0.978 512k:+2.95 1M:-0.00262 512:-0.00977 4k:+0.0493 64k:-0.0673 1M:+0.31
copy_stream_page=0.095595us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.526us p=0.3276us pl=0.2320us f=1.0730us L=0.1002us b=32911MB/s; R²=0.9987, residuals (us): 512:-0.0346 1k:+0.00244 2k:+0.0365 4k:-0.0204 8k:+0.0564 16k:-0.0905 32k:+0.163 64k:-0.283 256k:-0.978 512k:+2.95 1M:-0.00262 512:-0.00977 4k:+0.0493 64k:-0.0673 1M:+0.31
copy_bw=32911344679
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 19.81us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.37us, halved
wakeup=7.5295us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.325949us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5020 MiB/s against one job 2753 MiB/s, per core 0.89 (0.84..0.93), paired within each round, median of 3
smp_efficiency=0.885714

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1564us (min 1458, max 2038us), against 108us per warm write; fitted from the median stall
fault_in_bw=670376432
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1564us, each of two writers at once 2251us (medians of 3 and 1 repeats): together 1.39 times one writer's rate
fault_in_parallel=1.38958
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1564us, p90 1932us, mean 1584us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calT10o) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calT10o (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.526us p=0.3276us pl=0.2320us f=1.0730us L=0.1002us b=32911MB/s; R²=0.9987, residuals (us): 512:-0.0346 1k:+0.00244 2k:+0.0365 4k:-0.0204 8k:+0.0564 16k:-0.0905 32k:+0.163 64k:-0.283 256k:-0.978 512k:+2.95 1M:-0.00262 512:-0.00977 4k:+0.0493 64k:-0.0673 1M:+0.31
write_call=1.17627us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 40.9us against 37.2us, 3.5us more per IO (3.4..5.1, median of 3 rounds); bounded by the 16.7us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor), 1.1us of the host's allocation section (dev.fresh_serial) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=0us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 768 discards, 113ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=147.135us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.63us per IO (131051 IOPS), 8 KiB 7.19us, 128 KiB 56.47us, 128 KiB from huge-page buffers 17.02us, against 1.62us for 4 KiB at B: per command 6.06us, per page segment 1.58us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7703.1MB/s from the huge-page run; the QD1 slope 2506.8MB/s, i.e. 1.63us per page against 2.11us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.63us, 8k 7.19us, 16k 10.51us, 32k 16.47us, 64k 22.42us, 128k 56.47us, 128k huge 17.02us; serial t = c + n s + bytes/bw: c=5.41us s=0.947us bw=12299MB/s, rms error 11.1%; parallel t = max(c + n s, bytes/7703MB/s): c=5.43us s=1.273us, rms error 11.1%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=6.05506us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.63us per IO (131051 IOPS), 8 KiB 7.19us, 128 KiB 56.47us, 128 KiB from huge-page buffers 17.02us, against 1.62us for 4 KiB at B: per command 6.06us, per page segment 1.58us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7703.1MB/s from the huge-page run; the QD1 slope 2506.8MB/s, i.e. 1.63us per page against 2.11us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.63us, 8k 7.19us, 16k 10.51us, 32k 16.47us, 64k 22.42us, 128k 56.47us, 128k huge 17.02us; serial t = c + n s + bytes/bw: c=5.41us s=0.947us bw=12299MB/s, rms error 11.1%; parallel t = max(c + n s, bytes/7703MB/s): c=5.43us s=1.273us, rms error 11.1%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.57557us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 30.5us / 3.91 (exponential service-time tail)
latency_jitter=7.78728us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=40.47us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=7.86us and the mean jitter 7.79us; R²=0.9911, residuals (us): 4k:+0.248 16k:+1.92 64k:-2.61 256k:-8.2 1M:+32.9; less dev.kick 10.18us (one per QD1 IO)
write_latency=14.6471us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2527.0MB/s k=0.56 (LM converged), R²=0.7107, residuals (MB/s): qd1:-167 qd2:-1.91 qd4:+344 qd8:+186 qd16:-215 qd32:-162; QD1 slope 2506.8MB/s, R²=0.9911, residuals (us): 4k:+0.248 16k:+1.92 64k:-2.61 256k:-8.2 1M:+32.9
write_bw=7703066278
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=45.14us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=7.86us and the mean jitter 7.79us (both as the writes fitted them); R²=0.9982, residuals (us): 4k:+0.0141 16k:+0.501 64k:+0.0582 256k:-4.22 1M:+9.64
read_latency=29.4985us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3019.8MB/s k=0.74 (LM converged), R²=0.7083, residuals (MB/s): qd1:-248 qd2:+26.1 qd4:+261 qd8:+475 qd16:-181 qd32:-366; QD1 slope 3212.7MB/s, R²=0.9982, residuals (us): 4k:+0.0141 16k:+0.501 64k:+0.0582 256k:-4.22 1M:+9.64
read_bw=3019817820
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 15.58us per IO (13.67..20.52, median of 3) less the modelled 5.39us (syscall, direct IO, command, engine)
kick=10.185us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.77ms, 4M 2.07ms, 16M 7.50ms, 64M 25.56ms, 256M 93.85ms; t = 388.3us + N / 2637.7MB/s (R²=0.9931); sequential writes from huge pages: 256M at 6177MB/s, 2048M at 5174MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1837257889
cache_drain_bw=2637674718
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.77ms, 4M 2.07ms, 16M 7.50ms, 64M 25.56ms, 256M 93.85ms; t = 388.3us + N / 2637.7MB/s (R²=0.9931); sequential writes from huge pages: 256M at 6177MB/s, 2048M at 5174MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1837257889
cache_size=1837257890
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.11ms, 512 per flush 5.80ms: 10.5us per write, less 1.6us for its bytes at dev.cache_drain_bw
cache_drain_io=8.92483us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 5083MB/s, rewritten 5174MB/s: 3.638us more per MiB fresh, against 136.1us per MiB at dev.write_bw
fresh_write_factor=0.973968
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1369MB/s (1332..1479), 2x128M 1492MB/s (1380..1552), 1x512M 1478MB/s (1450..1505), 2x512M 1487MB/s (1465..1517); all bytes over all fsync times 1477MB/s, less the fresh transfer and the commands' serial time (7340MB/s), leaves 1849MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2638MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 475ms into a fresh file, 654ms rewritten
fresh_drain_factor=0.700961
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 17.27us against 14.37, 32k 18.80us against 20.50, 64k 44.92us against 27.15, 128k 91.31us against 49.94; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 3670MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 17.27us against 14.37, 32k 18.80us against 20.50, 64k 44.92us against 27.15, 128k 91.31us against 49.94; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 3670MB/s
fresh_serial_bw=3670079208
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 195.6us, minus the model's data write, log write of 8k and fsync CPU (41.2us)
flush_latency=154.38us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.86us, 4.19us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.328us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.526us p=0.3276us pl=0.2320us f=1.0730us L=0.1002us b=32911MB/s; R²=0.9987, residuals (us): 512:-0.0346 1k:+0.00244 2k:+0.0365 4k:-0.0204 8k:+0.0564 16k:-0.0905 32k:+0.163 64k:-0.283 256k:-0.978 512k:+2.95 1M:-0.00262 512:-0.00977 4k:+0.0493 64k:-0.0673 1M:+0.31
page_init=0.327627us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.293); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.526us p=0.3276us pl=0.2320us f=1.0730us L=0.1002us b=32911MB/s; R²=0.9987, residuals (us): 512:-0.0346 1k:+0.00244 2k:+0.0365 4k:-0.0204 8k:+0.0564 16k:-0.0905 32k:+0.163 64k:-0.283 256k:-0.978 512k:+2.95 1M:-0.00262 512:-0.00977 4k:+0.0493 64k:-0.0673 1M:+0.31
folio_alloc=0.323184us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.293); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.526us p=0.3276us pl=0.2320us f=1.0730us L=0.1002us b=32911MB/s; R²=0.9987, residuals (us): 512:-0.0346 1k:+0.00244 2k:+0.0365 4k:-0.0204 8k:+0.0564 16k:-0.0905 32k:+0.163 64k:-0.283 256k:-0.978 512k:+2.95 1M:-0.00262 512:-0.00977 4k:+0.0493 64k:-0.0673 1M:+0.31
add_folio=0.103419us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.293); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.526us p=0.3276us pl=0.2320us f=1.0730us L=0.1002us b=32911MB/s; R²=0.9987, residuals (us): 512:-0.0346 1k:+0.00244 2k:+0.0365 4k:-0.0204 8k:+0.0564 16k:-0.0905 32k:+0.163 64k:-0.283 256k:-0.978 512k:+2.95 1M:-0.00262 512:-0.00977 4k:+0.0493 64k:-0.0673 1M:+0.31
mark_dirty=0.0517094us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.526us p=0.3276us pl=0.2320us f=1.0730us L=0.1002us b=32911MB/s; R²=0.9987, residuals (us): 512:-0.0346 1k:+0.00244 2k:+0.0365 4k:-0.0204 8k:+0.0564 16k:-0.0905 32k:+0.163 64k:-0.283 256k:-0.978 512k:+2.95 1M:-0.00262 512:-0.00977 4k:+0.0493 64k:-0.0673 1M:+0.31
lru_add_large=0.100202us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.3ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.327965us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.3ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_page=0.114686us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.293); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.526us p=0.3276us pl=0.2320us f=1.0730us L=0.1002us b=32911MB/s; R²=0.9987, residuals (us): 512:-0.0346 1k:+0.00244 2k:+0.0365 4k:-0.0204 8k:+0.0564 16k:-0.0905 32k:+0.163 64k:-0.283 256k:-0.978 512k:+2.95 1M:-0.00262 512:-0.00977 4k:+0.0493 64k:-0.0673 1M:+0.31
insert=0.284402us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.293); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.526us p=0.3276us pl=0.2320us f=1.0730us L=0.1002us b=32911MB/s; R²=0.9987, residuals (us): 512:-0.0346 1k:+0.00244 2k:+0.0365 4k:-0.0204 8k:+0.0564 16k:-0.0905 32k:+0.163 64k:-0.283 256k:-0.978 512k:+2.95 1M:-0.00262 512:-0.00977 4k:+0.0493 64k:-0.0673 1M:+0.31
mark_dirty=0.310257us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.109us per IO, spread 80%: fio's own loop, the same for pwrite and pwritev
psync=0.1085us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.109us per IO, spread 80%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1085us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.16us (5.10..5.22) against psync 3.39us (3.23..3.45) per IO, libaio - psync within each round 1.83us (1.71..1.86), plus engine.psync 0.109us, split half to submit, half to complete
libaio_submit=0.969777us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.16us (5.10..5.22) against psync 3.39us (3.23..3.45) per IO, libaio - psync within each round 1.83us (1.71..1.86), plus engine.psync 0.109us, split half to submit, half to complete
libaio_complete=0.969777us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.51us per IO (3.48..3.75, median of 3) against the same writes through fio's psync engine in the same rounds, 3.23us (3.20..3.48): 0.27us more per IO (0.24..0.31, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.383158us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.72us per IO (3.63..4.12, median of 3) against the same writes through fio's psync engine in the same rounds, 3.30us (3.20..3.30): 0.43us more per IO (0.34..0.92, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.535746us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 53.7us (51.8..56.6), io_uring qd8 on ext4 59.6us (58.6..62.5) with scramble_buffers=0 and 60.5us (59.6..60.5) with it on; iowq.punt 0.38us
remote_copy_bw=95739087746
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 53.7us (51.8..56.6), io_uring qd8 on ext4 59.6us (58.6..62.5) with scramble_buffers=0 and 60.5us (59.6..60.5) with it on; iowq.punt 0.38us
scrambled_sector=0.000953674us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 21.76us per IO (21.61..21.76, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=6.75964us
