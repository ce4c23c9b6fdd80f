# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 75.14us, qd2 43.62us, qd4 31.75us, qd8 25.60us, qd16 48.87us, qd32 55.91us; overlapped max(t1/qd, t32) rms error 58.9%; batched S + D/qd: S=29.38us D=31.52us, rms error 28.7%: overlapped
# note: write device curve: QD1 t(bs) 39.05us + bs/4427.7MB/s (R²=0.9213); deep queue B=3624.3MB/s, k=0.49 (R²=0.1694); measured at qd32: 2344.3MB/s (1910.6..2503.6 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 43.92us + bs/7661.7MB/s (R²=0.8604); deep queue B=3657.1MB/s, k=0.58 (R²=0.3367); measured at qd32: 2731.7MB/s (2214.1..3561.6 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: 2.9 ps a byte (-14.6..19.5)
# note: buffered write(): 1.486us per call + 0.3086us per new page (0.2677us copied in a chunk of cpu.copy_stream_bytes or more) + 0.9123us per new folio + 0.1371us per new large folio + 35417MB/s (R²=0.9984, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 1.00 per core (2 jobs at once against one: 0.196 / 0.081 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: iowq.punt measured as 0: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.39us per IO (2.96..5.31, median of 3) against the same writes through fio's psync engine in the same rounds, 4.79us (3.69..4.91): -1.53us more per IO (-1.83..1.62, median of the rounds' differences), plus fio's psync loop engine.psync 0.20us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
# note: memcpy of 128M buffers: median 16179MB/s, best 20754MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1233 MB/s after the memory phase, 1307 MB/s at the end, +6%
# note: self-check cold memory, 1M psync 512M: measured 571 MB/s (564..626), predicted 595 MB/s, +4.3%
# note: self-check in cache, warm memory, 4k psync 128M: measured 1394 MB/s (1373..1446), predicted 1378 MB/s, -1.2%
# note: self-check in cache, warm memory, 1M psync 128M: measured 10194 MB/s (9889..10260), predicted 10401 MB/s, +2.0%
# note: self-check in cache, warm memory, 1M psync 128M from fio's malloc'd buffer: measured 9463 MB/s (8466..11067), predicted 10093 MB/s, +6.7%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 4194 MB/s (4130..4194), predicted 6724 MB/s, +60.3%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1209 MB/s (771..1384), predicted 1264 MB/s, +4.5%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 51% of their median (771..1384 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 173 MB/s (168..187), predicted 173 MB/s, -0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1025 MB/s (1002..1057), predicted 1002 MB/s, -2.2%
# note: self-check punted copy, 512k io_uring qd8: measured 9256 MB/s (8948..9256), predicted 7931 MB/s, -14.3%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 9100 MB/s (8801..9100), predicted 7816 MB/s, -14.1%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): measured 231 us (150..268), predicted 219 us, -5.4%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): WARNING: the repeats spread 51% of their median (150..268 us), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq start, 64k io_uring qd16 (longest clat less median): measured 1578 us (1377..1891), predicted 1561 us, -1.1%
# note: self-check io-wq start, 64k io_uring qd16 (longest clat less median): WARNING: the repeats spread 33% of their median (1377..1891 us), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check libaio engine, 4k libaio qd8 128M: measured 758 MB/s (746..776), predicted 798 MB/s, +5.2%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1162 MB/s (1016..1238), predicted 1030 MB/s, -11.4%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 962 MB/s (823..1005), predicted 921 MB/s, -4.3%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 2306 MB/s (2254..2492), predicted 2031 MB/s, -11.9%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1678 MB/s (1491..1904), predicted 1505 MB/s, -10.3%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2337 MB/s (1884..2713), predicted 2307 MB/s, -1.3%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 35% of their median (1884..2713 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1766 MB/s (1561..1778), predicted 1629 MB/s, -7.8%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2593 MB/s (2368..2743), predicted 2450 MB/s, -5.5%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1561 MB/s (1420..1617), predicted 1698 MB/s, +8.8%
# note: self-check 4k overwrite, fdatasync=1: measured 31 MB/s (31..31), predicted 31 MB/s, +0.0%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 21 MB/s (21..21), predicted 23 MB/s, +10.3%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1255 MB/s (1191..1291), predicted 1312 MB/s, +4.6%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1448 MB/s (1345..1456), predicted 1392 MB/s, -3.9%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1349 MB/s (1333..1360), predicted 1332 MB/s, -1.3%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1465 MB/s (1062..1496), predicted 1422 MB/s, -3.0%
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 906 MB/s (896..910), predicted 980 MB/s, +8.2%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1124 MB/s (1096..1133), predicted 1113 MB/s, -1.0%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-07 10:58 UTC, in /var/tmp/calCA, 287 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 0.950..1.036us
syscall=1.00405us
# cpu.copy_unaligned: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: 2.9 ps a byte (-14.6..19.5)
copy_unaligned=2.92969e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (first 64k 8.9/10.0/31.6us, first 128k 14.7/16.5/37.6us, rewrite 4k 1.8/2.0/3.0us, rewrite 64k 3.3/3.5/4.4us, rewrite 1M 30.1/33.5/59.6us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 15 percentiles
interrupt_gap=281.171us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (first 64k 8.9/10.0/31.6us, first 128k 14.7/16.5/37.6us, rewrite 4k 1.8/2.0/3.0us, rewrite 64k 3.3/3.5/4.4us, rewrite 1M 30.1/33.5/59.6us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 15 percentiles
interrupt_time=14.1589us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 128k..1M fitted each; this one took the relative residual sum from 0.0141 (none) to 0.0100
copy_stream_bytes=131072
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=128KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.486us p=0.3086us pl=0.2677us f=0.9123us L=0.1371us b=35417MB/s; R²=0.9984, residuals (us): 512:-0.0498 1k:+0.00839 2k:+0.0584 4k:-0.0346 8k:-0.0783 16k:+0.124 32k:+0.0815 64k:-0.153 128k:+0.334 256k:-1.06 512k:+0.0904 1M:+2.05 512:-0.0374 4k:+0.101 64k:-0.0861 1M:+0.359
copy_stream_page=0.0409023us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.486us p=0.3086us pl=0.2677us f=0.9123us L=0.1371us b=35417MB/s; R²=0.9984, residuals (us): 512:-0.0498 1k:+0.00839 2k:+0.0584 4k:-0.0346 8k:-0.0783 16k:+0.124 32k:+0.0815 64k:-0.153 128k:+0.334 256k:-1.06 512k:+0.0904 1M:+2.05 512:-0.0374 4k:+0.101 64k:-0.0861 1M:+0.359
copy_bw=35417068290
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 21.80us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.62us, halved
wakeup=8.2755us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.552443us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 9.9, 50us: 10.1, 100us: 10.1, 150us: 10.3, 200us: 41.6, 300us: 44.5, 500us: 46.5, 1000us: 50.4
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 38.9/40.5/40.7 us)
deep_wakeup=40.532us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4000 MiB/s against one job 2226 MiB/s, per core 0.90 (0.88..0.95), paired within each round, median of 3
smp_efficiency=0.898438

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1657us (min 1554, max 1710us), against 104us per warm write; fitted from the median stall
fault_in_bw=632684584
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1657us, each of two writers at once 1870us (medians of 3 and 3 repeats): together 1.77 times one writer's rate
fault_in_parallel=1.77224
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1657us, p90 2050us, mean 1728us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calCA) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calCA (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.004us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.486us p=0.3086us pl=0.2677us f=0.9123us L=0.1371us b=35417MB/s; R²=0.9984, residuals (us): 512:-0.0498 1k:+0.00839 2k:+0.0584 4k:-0.0346 8k:-0.0783 16k:+0.124 32k:+0.0815 64k:-0.153 128k:+0.334 256k:-1.06 512k:+0.0904 1M:+2.05 512:-0.0374 4k:+0.101 64k:-0.0861 1M:+0.359
write_call=0.431601us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 43.7us against 39.7us, 4.3us more per IO (2.7..4.6, median of 3 rounds); bounded by the 16.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and 0.7us of the host's allocation section (dev.fresh_serial): 3.50us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=1.90708us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 43.7us against 39.7us, 4.3us more per IO (2.7..4.6, median of 3 rounds); bounded by the 16.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and 0.7us of the host's allocation section (dev.fresh_serial): 3.50us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=1.59572us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4400 discards, 427ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=97.0455us
# dev.cmd_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 47.6us and 122.8us a burst, 4.88us more per command (4.52..5.01, median of 3 rounds), less dev.segment_service 1.57us: per command 3.31us; the deep-queue ladder gave 5.72us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.29us per IO (137259 IOPS), 8 KiB 6.73us, 128 KiB 55.91us, 128 KiB from huge-page buffers 16.75us, against 1.13us for 4 KiB at B: per command 5.72us, per page segment 1.57us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7825.1MB/s from the huge-page run; the QD1 slope 4427.7MB/s, i.e. 0.93us per page against 2.09us at depth: a lone command's segment takes 0.256 of the queue's (dev.segment_alone); the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.29us, 8k 6.73us, 16k 10.56us, 32k 15.58us, 64k 29.85us, 128k 55.91us, 128k huge 16.75us; serial t = c + n s + bytes/bw: c=4.61us s=1.160us bw=11937MB/s, rms error 8.7%; parallel t = max(c + n s, bytes/7825MB/s): c=5.30us s=1.263us, rms error 11.4%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=3.30792us
# dev.segment_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 47.6us and 122.8us a burst, 4.88us more per command (4.52..5.01, median of 3 rounds), less dev.segment_service 1.57us: per command 3.31us; the deep-queue ladder gave 5.72us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.29us per IO (137259 IOPS), 8 KiB 6.73us, 128 KiB 55.91us, 128 KiB from huge-page buffers 16.75us, against 1.13us for 4 KiB at B: per command 5.72us, per page segment 1.57us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7825.1MB/s from the huge-page run; the QD1 slope 4427.7MB/s, i.e. 0.93us per page against 2.09us at depth: a lone command's segment takes 0.256 of the queue's (dev.segment_alone); the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.29us, 8k 6.73us, 16k 10.56us, 32k 15.58us, 64k 29.85us, 128k 55.91us, 128k huge 16.75us; serial t = c + n s + bytes/bw: c=4.61us s=1.160us bw=11937MB/s, rms error 8.7%; parallel t = max(c + n s, bytes/7825MB/s): c=5.30us s=1.263us, rms error 11.4%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.56856us
# dev.segment_alone: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 47.6us and 122.8us a burst, 4.88us more per command (4.52..5.01, median of 3 rounds), less dev.segment_service 1.57us: per command 3.31us; the deep-queue ladder gave 5.72us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.29us per IO (137259 IOPS), 8 KiB 6.73us, 128 KiB 55.91us, 128 KiB from huge-page buffers 16.75us, against 1.13us for 4 KiB at B: per command 5.72us, per page segment 1.57us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7825.1MB/s from the huge-page run; the QD1 slope 4427.7MB/s, i.e. 0.93us per page against 2.09us at depth: a lone command's segment takes 0.256 of the queue's (dev.segment_alone); the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.29us, 8k 6.73us, 16k 10.56us, 32k 15.58us, 64k 29.85us, 128k 55.91us, 128k huge 16.75us; serial t = c + n s + bytes/bw: c=4.61us s=1.160us bw=11937MB/s, rms error 8.7%; parallel t = max(c + n s, bytes/7825MB/s): c=5.30us s=1.263us, rms error 11.4%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_alone=0.256052
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 32.8us / 3.91 (exponential service-time tail)
latency_jitter=8.37623us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.05us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.81us and the mean jitter 8.38us; R²=0.9213, residuals (us): 4k:+2.21 16k:+1.75 64k:-1.38 256k:-15.1 1M:+64.6; less dev.kick 9.04us (one per QD1 IO)
write_latency=15.8206us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=3624.3MB/s k=0.49 (LM converged), R²=0.1694, residuals (MB/s): qd1:-690 qd2:+92.4 qd4:+898 qd8:+1.7e+03 qd16:-835 qd32:-1.23e+03; QD1 slope 4427.7MB/s, R²=0.9213, residuals (us): 4k:+2.21 16k:+1.75 64k:-1.38 256k:-15.1 1M:+64.6
write_bw=7825060617
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=43.92us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.81us and the mean jitter 8.38us (both as the writes fitted them); R²=0.8604, residuals (us): 4k:-4.37 16k:-1.79 64k:+5.97 256k:+31.6 1M:-19.3
read_latency=29.7338us
# dev.read_bw: QD1 slope (queue curve unusable); libaio bs=128k bw(qd)=B*qd/(qd+k): B=3657.1MB/s k=0.58 (LM converged), R²=0.3367, residuals (MB/s): qd1:-519 qd2:+96.5 qd4:+551 qd8:+1.19e+03 qd16:-514 qd32:-860; QD1 slope 7661.7MB/s, R²=0.8604, residuals (us): 4k:-4.37 16k:-1.79 64k:+5.97 256k:+31.6 1M:-19.3
read_bw=7661705075
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 15.35us per IO (14.42..15.63, median of 3) less the modelled 6.31us (syscall, direct IO, command, engine)
kick=9.04054us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 123.4us, as the model adds the rest (by simulation); the closed form gave 96.0439us
flush_latency=72.6318us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.82ms, 2M 1.14ms, 4M 2.38ms, 8M 4.49ms, 16M 8.16ms, 32M 14.61ms, 64M 27.13ms, 128M 50.59ms, 256M 100.14ms; with dev.flush_latency as the fixed part; t = 96.0us + N / 2248.9MB/s, rms error 16.6%; with the cache writing out in the background above 11.3M while the run goes on (at 6289MB/s): 96.0us + the rest / 1874.5MB/s, rms error 7.3% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6289MB/s, 2048M at 6089MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1874528936
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.82ms, 2M 1.14ms, 4M 2.38ms, 8M 4.49ms, 16M 8.16ms, 32M 14.61ms, 64M 27.13ms, 128M 50.59ms, 256M 100.14ms; with dev.flush_latency as the fixed part; t = 96.0us + N / 2248.9MB/s, rms error 16.6%; with the cache writing out in the background above 11.3M while the run goes on (at 6289MB/s): 96.0us + the rest / 1874.5MB/s, rms error 7.3% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6289MB/s, 2048M at 6089MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.82ms, 2M 1.14ms, 4M 2.38ms, 8M 4.49ms, 16M 8.16ms, 32M 14.61ms, 64M 27.13ms, 128M 50.59ms, 256M 100.14ms; with dev.flush_latency as the fixed part; t = 96.0us + N / 2248.9MB/s, rms error 16.6%; with the cache writing out in the background above 11.3M while the run goes on (at 6289MB/s): 96.0us + the rest / 1874.5MB/s, rms error 7.3% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6289MB/s, 2048M at 6089MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=11863283
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.257ms, 64 per flush 0.700ms, 256 per flush 2.408ms; 9.3us per write beyond dev.flush_latency 96.0us, less 2.2us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=7.16287us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 5260MB/s, rewritten 6089MB/s: 27.126us more per MiB fresh, against 134.0us per MiB at dev.write_bw
fresh_write_factor=0.831651
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1486MB/s (1396..1495), 2x128M 1568MB/s (1455..1583), 1x512M 1602MB/s (1567..1613), 2x512M 1636MB/s (1576..1710); all bytes over all fsync times 1607MB/s, less the fresh transfer and the commands' serial time (6412MB/s), leaves 2144MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1875MB/s above dev.cache_background 11863283 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 505ms into a fresh file, 775ms rewritten
fresh_drain_factor=0.861392
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 17.03us against 14.10, 32k 19.53us against 14.21, 64k 37.11us against 28.04, 128k 83.98us against 50.55; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 5547MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 17.03us against 14.10, 32k 19.53us against 14.21, 64k 37.11us against 28.04, 128k 83.98us against 50.55; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 5547MB/s
fresh_serial_bw=5547242960

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.67us, 3.92us), median of 5; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.248us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.486us p=0.3086us pl=0.2677us f=0.9123us L=0.1371us b=35417MB/s; R²=0.9984, residuals (us): 512:-0.0498 1k:+0.00839 2k:+0.0584 4k:-0.0346 8k:-0.0783 16k:+0.124 32k:+0.0815 64k:-0.153 128k:+0.334 256k:-1.06 512k:+0.0904 1M:+2.05 512:-0.0374 4k:+0.101 64k:-0.0861 1M:+0.359
page_init=0.308571us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.099); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.486us p=0.3086us pl=0.2677us f=0.9123us L=0.1371us b=35417MB/s; R²=0.9984, residuals (us): 512:-0.0498 1k:+0.00839 2k:+0.0584 4k:-0.0346 8k:-0.0783 16k:+0.124 32k:+0.0815 64k:-0.153 128k:+0.334 256k:-1.06 512k:+0.0904 1M:+2.05 512:-0.0374 4k:+0.101 64k:-0.0861 1M:+0.359
folio_alloc=0.274802us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.099); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.486us p=0.3086us pl=0.2677us f=0.9123us L=0.1371us b=35417MB/s; R²=0.9984, residuals (us): 512:-0.0498 1k:+0.00839 2k:+0.0584 4k:-0.0346 8k:-0.0783 16k:+0.124 32k:+0.0815 64k:-0.153 128k:+0.334 256k:-1.06 512k:+0.0904 1M:+2.05 512:-0.0374 4k:+0.101 64k:-0.0861 1M:+0.359
add_folio=0.0879367us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.099); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.486us p=0.3086us pl=0.2677us f=0.9123us L=0.1371us b=35417MB/s; R²=0.9984, residuals (us): 512:-0.0498 1k:+0.00839 2k:+0.0584 4k:-0.0346 8k:-0.0783 16k:+0.124 32k:+0.0815 64k:-0.153 128k:+0.334 256k:-1.06 512k:+0.0904 1M:+2.05 512:-0.0374 4k:+0.101 64k:-0.0861 1M:+0.359
mark_dirty=0.0439683us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.486us p=0.3086us pl=0.2677us f=0.9123us L=0.1371us b=35417MB/s; R²=0.9984, residuals (us): 512:-0.0498 1k:+0.00839 2k:+0.0584 4k:-0.0346 8k:-0.0783 16k:+0.124 32k:+0.0815 64k:-0.153 128k:+0.334 256k:-1.06 512k:+0.0904 1M:+2.05 512:-0.0374 4k:+0.101 64k:-0.0861 1M:+0.359
lru_add_large=0.137126us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.5ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.332634us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.5ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.122312us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.099); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.486us p=0.3086us pl=0.2677us f=0.9123us L=0.1371us b=35417MB/s; R²=0.9984, residuals (us): 512:-0.0498 1k:+0.00839 2k:+0.0584 4k:-0.0346 8k:-0.0783 16k:+0.124 32k:+0.0815 64k:-0.153 128k:+0.334 256k:-1.06 512k:+0.0904 1M:+2.05 512:-0.0374 4k:+0.101 64k:-0.0861 1M:+0.359
insert=0.241826us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.099); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.486us p=0.3086us pl=0.2677us f=0.9123us L=0.1371us b=35417MB/s; R²=0.9984, residuals (us): 512:-0.0498 1k:+0.00839 2k:+0.0584 4k:-0.0346 8k:-0.0783 16k:+0.124 32k:+0.0815 64k:-0.153 128k:+0.334 256k:-1.06 512k:+0.0904 1M:+2.05 512:-0.0374 4k:+0.101 64k:-0.0861 1M:+0.359
mark_dirty=0.26381us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.196us per IO, spread 48%: fio's own loop, the same for pwrite and pwritev
psync=0.196us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.196us per IO, spread 48%: fio's own loop, the same for pwrite and pwritev
pvsync=0.196us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.40us (5.28..5.49) against psync 3.48us (3.42..3.54) per IO, libaio - psync within each round 1.95us (1.80..1.98), plus engine.psync 0.196us, split half to submit, half to complete
libaio_submit=1.07456us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.40us (5.28..5.49) against psync 3.48us (3.42..3.54) per IO, libaio - psync within each round 1.95us (1.80..1.98), plus engine.psync 0.196us, split half to submit, half to complete
libaio_complete=1.07456us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.39us per IO (2.96..5.31, median of 3) against the same writes through fio's psync engine in the same rounds, 4.79us (3.69..4.91): -1.53us more per IO (-1.83..1.62, median of the rounds' differences), plus fio's psync loop engine.psync 0.20us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.00us per IO (3.88..4.09, median of 3) against the same writes through fio's psync engine in the same rounds, 3.39us (3.30..3.51): 0.61us more per IO (0.37..0.79, median of the rounds' differences), plus fio's psync loop engine.psync 0.20us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.806352us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 50.8us (49.8..51.8), io_uring qd8 on ext4 56.6us (56.6..58.6) with scramble_buffers=0 and 57.6us (57.6..59.6) with it on; iowq.punt 0.00us
remote_copy_bw=76695844562
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 50.8us (49.8..51.8), io_uring qd8 on ext4 56.6us (56.6..58.6) with scramble_buffers=0 and 57.6us (57.6..59.6) with it on; iowq.punt 0.00us
scrambled_sector=0.000953674us
# iowq.worker_start: the line's value at no bytes queued; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 231us (150..268) with 64 KiB queued (4 KiB writes), 1578us (1377..1891) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 10.8us
worker_start=130.928us
# iowq.start_bw: the line's slope, inverted; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 231us (150..268) with 64 KiB queued (4 KiB writes), 1578us (1377..1891) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 10.8us
start_bw=730211010
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 23.74us per IO (21.94..24.38, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=7.91321us
