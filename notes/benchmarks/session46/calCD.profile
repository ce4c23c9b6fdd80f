# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.max_transfer not written: /sys/class/block/vda/queue/max_sectors_kb 4096 KiB; the model keeps its default (see notes/benchmarks/session44/README.md)
# note: dev.batch_completion not set: per IO at depth: qd1 81.17us, qd2 62.47us, qd4 51.83us, qd8 55.30us, qd16 61.86us, qd32 60.57us; overlapped max(t1/qd, t32) rms error 8.0%; batched S + D/qd: S=54.45us D=20.56us, rms error 9.0%: overlapped
# note: write device curve: QD1 t(bs) 39.92us + bs/3259.6MB/s (R²=0.9756); deep queue B=2357.1MB/s, k=0.32 (R²=0.5232); measured at qd32: 2164.1MB/s (1876.9..2417.9 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 39.97us + bs/4021.0MB/s (R²=0.8804); deep queue B=2842.1MB/s, k=0.55 (R²=0.7271); measured at qd32: 2516.5MB/s (2472.3..2674.1 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: 2.9 ps a byte (-25.4..25.4)
# note: buffered write(): 2.212us per call + 0.3180us per new page (0.2330us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.5360us per new folio + 0.2593us per new large folio + 28880MB/s (R²=0.9968, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.96 per core (2 jobs at once against one: 0.200 / 0.104 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: iowq.punt measured as 0: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.57us per IO (3.36..5.89, median of 3) against the same writes through fio's psync engine in the same rounds, 5.00us (4.88..5.04): -1.46us more per IO (-1.65..1.01, median of the rounds' differences), plus fio's psync loop engine.psync 0.20us and the syscall's entry and exit cpu.syscall 1.10us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
# note: memcpy of 128M buffers: median 18701MB/s, best 20605MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1262 MB/s after the memory phase, 1276 MB/s at the end, +1%
# note: self-check cold memory, 1M psync 512M: measured 600 MB/s (472..608), predicted 597 MB/s, -0.5%
# note: self-check in cache, warm memory, 4k psync 128M: measured 942 MB/s (897..950), predicted 940 MB/s, -0.2%
# note: self-check in cache, warm memory, 1M psync 128M: measured 8386 MB/s (7739..8629), predicted 8604 MB/s, +2.6%
# note: self-check in cache, warm memory, 1M psync 128M from fio's malloc'd buffer: measured 8689 MB/s (7643..10581), predicted 8393 MB/s, -3.4%
# note: self-check in cache, warm memory, 1M psync 128M from fio's malloc'd buffer: WARNING: the repeats spread 34% of their median (7643..10581 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 4837 MB/s (3948..5017), predicted 4604 MB/s, -4.8%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1147 MB/s (695..1220), predicted 1110 MB/s, -3.3%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 46% of their median (695..1220 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 155 MB/s (149..158), predicted 155 MB/s, -0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 907 MB/s (703..1074), predicted 812 MB/s, -10.5%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: WARNING: the repeats spread 41% of their median (703..1074 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check punted copy, 512k io_uring qd8: measured 8013 MB/s (7895..8134), predicted 6414 MB/s, -20.0%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8260 MB/s (6972..8389), predicted 6414 MB/s, -22.3%  WARNING: past 15%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): measured 379 us (364..395), predicted 362 us, -4.6%
# note: self-check io-wq start, 64k io_uring qd16 (longest clat less median): measured 1944 us (1894..1979), predicted 1918 us, -1.4%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 543 MB/s (514..729), predicted 565 MB/s, +3.9%
# note: self-check libaio engine, 4k libaio qd8 128M: WARNING: the repeats spread 40% of their median (514..729 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1054 MB/s (951..1491), predicted 1186 MB/s, +12.6%
# note: self-check fio direct rewrites, 16k libaio qd32: WARNING: the repeats spread 51% of their median (951..1491 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 790 MB/s (748..929), predicted 1080 MB/s, +36.7%  WARNING: past 15%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1624 MB/s (1596..2313), predicted 1975 MB/s, +21.6%  WARNING: past 15%
# note: self-check fio direct rewrites, 32k libaio qd32: WARNING: the repeats spread 44% of their median (1596..2313 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1459 MB/s (1133..1561), predicted 1323 MB/s, -9.3%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2335 MB/s (1645..3008), predicted 2242 MB/s, -4.0%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 58% of their median (1645..3008 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1284 MB/s (1152..1579), predicted 1438 MB/s, +12.0%
# note: self-check fio direct first pass, 64k libaio qd32 256M: WARNING: the repeats spread 33% of their median (1152..1579 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 128k libaio qd32: measured 1980 MB/s (1691..2318), predicted 2405 MB/s, +21.4%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 32% of their median (1691..2318 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1123 MB/s (1105..1391), predicted 1502 MB/s, +33.8%  WARNING: past 15%
# note: self-check 4k overwrite, fdatasync=1: measured 29 MB/s (29..29), predicted 29 MB/s, -0.2%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 21 MB/s (21..21), predicted 22 MB/s, +3.3%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1250 MB/s (1233..1260), predicted 1204 MB/s, -3.7%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1361 MB/s (1139..1420), predicted 1280 MB/s, -5.9%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1227 MB/s (826..1276), predicted 1214 MB/s, -1.1%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 37% of their median (826..1276 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 877 MB/s (876..894), predicted 1141 MB/s, +30.1%  WARNING: past 15%
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 761 MB/s (750..765), predicted 899 MB/s, +18.1%  WARNING: past 15%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 970 MB/s (947..995), predicted 1052 MB/s, +8.4%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-07 17:11 UTC, in /var/tmp/calCD, 287 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.055..1.108us
syscall=1.09629us
# cpu.copy_unaligned: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: 2.9 ps a byte (-25.4..25.4)
copy_unaligned=2.92969e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (first 64k 10.8/12.5/36.6us, first 128k 17.5/19.8/44.8us, rewrite 4k 2.6/3.1/4.7us, rewrite 64k 4.3/4.8/8.0us, rewrite 1M 36.6/41.2/81.4us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.14 over 15 percentiles
interrupt_gap=223.342us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (first 64k 10.8/12.5/36.6us, first 128k 17.5/19.8/44.8us, rewrite 4k 2.6/3.1/4.7us, rewrite 64k 4.3/4.8/8.0us, rewrite 1M 36.6/41.2/81.4us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.14 over 15 percentiles
interrupt_time=11.2468us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0185) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.212us p=0.3180us f=1.5360us L=0.2593us b=28880MB/s; R²=0.9968, residuals (us): 512:-0.159 1k:-0.0215 2k:+0.0926 4k:-0.0106 8k:-0.103 16k:+0.0945 32k:+0.205 64k:+0.0632 128k:-0.425 256k:-1.3 512k:+1.06 1M:+3.16 512:-0.049 4k:+0.26 64k:-0.0504 1M:+0.0405
copy_bw=28880475622
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 23.26us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.42us, halved
wakeup=9.2035us
# cpu.wake_send: the same ping-pong: the median write() that wakes the partner asleep on the other CPU, 6.41us, less the same write() with no one asleep, 1.20us (medians of 7 rounds)
wake_send=5.211us
# cpu.wakeup_tail_share: the same ping-pong's round trips more than 5us past their round's median (a trip holds two wake-ups): median over 7 rounds of 5000 of their share, halved
wakeup_tail_share=0.0214
# cpu.wakeup_tail: the same ping-pong's round trips more than 5us past their round's median (a trip holds two wake-ups): median over 7 rounds of 5000 of their mean excess over the median
wakeup_tail=24.2031us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=1.06872us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 11.7, 50us: 11.7, 100us: 12.0, 150us: 12.6, 200us: 51.7, 300us: 53.6, 500us: 54.6, 1000us: 61.5
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 51.4/48.6/49.9 us)
deep_wakeup=49.8295us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4613 MiB/s against one job 2783 MiB/s, per core 0.83 (0.82..0.88), paired within each round, median of 3
smp_efficiency=0.828829

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1632us (min 1590, max 2147us), against 98us per warm write; fitted from the median stall
fault_in_bw=642610606
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1632us, each of two writers at once 1827us (medians of 3 and 3 repeats): together 1.79 times one writer's rate
fault_in_parallel=1.78593
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1632us, p90 1946us, mean 1636us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calCD) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calCD (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.096us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.212us p=0.3180us f=1.5360us L=0.2593us b=28880MB/s; R²=0.9968, residuals (us): 512:-0.159 1k:-0.0215 2k:+0.0926 4k:-0.0106 8k:-0.103 16k:+0.0945 32k:+0.205 64k:+0.0632 128k:-0.425 256k:-1.3 512k:+1.06 1M:+3.16 512:-0.049 4k:+0.26 64k:-0.0504 1M:+0.0405
write_call=1.0657us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 45.8us against 40.4us, 3.4us more per IO (3.1..6.5, median of 3 rounds); bounded by the 14.7us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and 1.0us of the host's allocation section (dev.fresh_serial): 2.30us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=1.24964us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 45.8us against 40.4us, 3.4us more per IO (3.1..6.5, median of 3 rounds); bounded by the 14.7us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and 1.0us of the host's allocation section (dev.fresh_serial): 2.30us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=1.04562us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4280 discards, 421ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=98.3645us
# dev.cmd_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 48.1us and 133.4us a burst, 5.54us more per command (4.96..5.83, median of 3 rounds), less dev.segment_service 1.58us: per command 3.96us; the deep-queue ladder gave 10.03us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 11.61us per IO (86158 IOPS), 8 KiB 8.13us, 128 KiB 60.57us, 128 KiB from huge-page buffers 17.47us, against 1.74us for 4 KiB at B: per command 10.03us, per page segment 1.58us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7503.2MB/s from the huge-page run; the QD1 slope 3259.6MB/s, i.e. 1.26us per page against 2.13us at depth: a lone command's segment takes 0.450 of the queue's (dev.segment_alone); the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 11.61us, 8k 8.13us, 16k 9.94us, 32k 16.73us, 64k 29.32us, 128k 60.57us, 128k huge 17.47us; serial t = c + n s + bytes/bw: c=6.11us s=1.097us bw=12769MB/s, rms error 16.6%; parallel t = max(c + n s, bytes/7503MB/s): c=6.21us s=1.390us, rms error 16.6%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=3.95792us
# dev.segment_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 48.1us and 133.4us a burst, 5.54us more per command (4.96..5.83, median of 3 rounds), less dev.segment_service 1.58us: per command 3.96us; the deep-queue ladder gave 10.03us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 11.61us per IO (86158 IOPS), 8 KiB 8.13us, 128 KiB 60.57us, 128 KiB from huge-page buffers 17.47us, against 1.74us for 4 KiB at B: per command 10.03us, per page segment 1.58us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7503.2MB/s from the huge-page run; the QD1 slope 3259.6MB/s, i.e. 1.26us per page against 2.13us at depth: a lone command's segment takes 0.450 of the queue's (dev.segment_alone); the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 11.61us, 8k 8.13us, 16k 9.94us, 32k 16.73us, 64k 29.32us, 128k 60.57us, 128k huge 17.47us; serial t = c + n s + bytes/bw: c=6.11us s=1.097us bw=12769MB/s, rms error 16.6%; parallel t = max(c + n s, bytes/7503MB/s): c=6.21us s=1.390us, rms error 16.6%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.57932us
# dev.segment_alone: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 48.1us and 133.4us a burst, 5.54us more per command (4.96..5.83, median of 3 rounds), less dev.segment_service 1.58us: per command 3.96us; the deep-queue ladder gave 10.03us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 11.61us per IO (86158 IOPS), 8 KiB 8.13us, 128 KiB 60.57us, 128 KiB from huge-page buffers 17.47us, against 1.74us for 4 KiB at B: per command 10.03us, per page segment 1.58us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7503.2MB/s from the huge-page run; the QD1 slope 3259.6MB/s, i.e. 1.26us per page against 2.13us at depth: a lone command's segment takes 0.450 of the queue's (dev.segment_alone); the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 11.61us, 8k 8.13us, 16k 9.94us, 32k 16.73us, 64k 29.32us, 128k 60.57us, 128k huge 17.47us; serial t = c + n s + bytes/bw: c=6.11us s=1.097us bw=12769MB/s, rms error 16.6%; parallel t = max(c + n s, bytes/7503MB/s): c=6.21us s=1.390us, rms error 16.6%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_alone=0.44999
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 44.3us / 3.91 (exponential service-time tail)
latency_jitter=11.321us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.92us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.55us and the mean jitter 11.32us; R²=0.9756, residuals (us): 4k:-0.668 16k:+0.811 64k:+3.92 256k:-13.4 1M:+35.9; less dev.kick 6.11us (one per QD1 IO)
write_latency=15.936us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2357.1MB/s k=0.32 (LM converged), R²=0.5232, residuals (MB/s): qd1:-167 qd2:+68.7 qd4:+348 qd8:+104 qd16:-192 qd32:-169; QD1 slope 3259.6MB/s, R²=0.9756, residuals (us): 4k:-0.668 16k:+0.811 64k:+3.92 256k:-13.4 1M:+35.9
write_bw=7503208409
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.97us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.55us and the mean jitter 11.32us (both as the writes fitted them); R²=0.8804, residuals (us): 4k:-0.289 16k:+2.44 64k:+4.56 256k:-20.2 1M:+94.2
read_latency=22.0961us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=2842.1MB/s k=0.55 (LM converged), R²=0.7271, residuals (MB/s): qd1:-283 qd2:+233 qd4:+200 qd8:+190 qd16:-83.4 qd32:-278; QD1 slope 4021.0MB/s, R²=0.8804, residuals (us): 4k:-0.289 16k:+2.44 64k:+4.56 256k:-20.2 1M:+94.2
read_bw=2842103581
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 13.25us per IO (12.93..14.68, median of 3) less the modelled 7.14us (syscall, direct IO, command, engine)
kick=6.11197us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 129.5us, as the model adds the rest (by simulation); the closed form gave 101.9578us
flush_latency=75.0732us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.88ms, 2M 1.14ms, 4M 2.28ms, 8M 4.18ms, 16M 7.70ms, 32M 13.83ms, 64M 26.08ms, 128M 49.02ms, 256M 99.09ms; with dev.flush_latency as the fixed part; t = 102.0us + N / 2331.8MB/s, rms error 17.3%; with the cache writing out in the background above 6.7M while the run goes on (at 6416MB/s): 102.0us + the rest / 1884.1MB/s, rms error 9.1% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6416MB/s, 2048M at 5742MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1884057261
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.88ms, 2M 1.14ms, 4M 2.28ms, 8M 4.18ms, 16M 7.70ms, 32M 13.83ms, 64M 26.08ms, 128M 49.02ms, 256M 99.09ms; with dev.flush_latency as the fixed part; t = 102.0us + N / 2331.8MB/s, rms error 17.3%; with the cache writing out in the background above 6.7M while the run goes on (at 6416MB/s): 102.0us + the rest / 1884.1MB/s, rms error 9.1% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6416MB/s, 2048M at 5742MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.88ms, 2M 1.14ms, 4M 2.28ms, 8M 4.18ms, 16M 7.70ms, 32M 13.83ms, 64M 26.08ms, 128M 49.02ms, 256M 99.09ms; with dev.flush_latency as the fixed part; t = 102.0us + N / 2331.8MB/s, rms error 17.3%; with the cache writing out in the background above 6.7M while the run goes on (at 6416MB/s): 102.0us + the rest / 1884.1MB/s, rms error 9.1% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6416MB/s, 2048M at 5742MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=7053950
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.276ms, 64 per flush 0.791ms, 256 per flush 2.376ms; 9.8us per write beyond dev.flush_latency 102.0us, less 2.2us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=7.5949us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 5125MB/s, rewritten 5742MB/s: 21.992us more per MiB fresh, against 139.8us per MiB at dev.write_bw
fresh_write_factor=0.864031
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1430MB/s (1420..1451), 2x128M 1459MB/s (1211..1526), 1x512M 1525MB/s (1473..1537), 2x512M 1513MB/s (1478..1623); all bytes over all fsync times 1503MB/s, less the fresh transfer and the commands' serial time (6382MB/s), leaves 1966MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1884MB/s above dev.cache_background 7053950 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 495ms into a fresh file, 730ms rewritten
fresh_drain_factor=0.79956
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 20.75us against 15.55, 32k 22.46us against 20.17, 64k 51.03us against 28.07, 128k 116.70us against 66.19; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 4014MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 20.75us against 15.55, 32k 22.46us against 20.17, 64k 51.03us against 28.07, 128k 116.70us against 66.19; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 4014MB/s
fresh_serial_bw=4014392502

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.95us, 5.98us), median of 5; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.032us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.212us p=0.3180us f=1.5360us L=0.2593us b=28880MB/s; R²=0.9968, residuals (us): 512:-0.159 1k:-0.0215 2k:+0.0926 4k:-0.0106 8k:-0.103 16k:+0.0945 32k:+0.205 64k:+0.0632 128k:-0.425 256k:-1.3 512k:+1.06 1M:+3.16 512:-0.049 4k:+0.26 64k:-0.0504 1M:+0.0405
page_init=0.317988us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.851); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.212us p=0.3180us f=1.5360us L=0.2593us b=28880MB/s; R²=0.9968, residuals (us): 512:-0.159 1k:-0.0215 2k:+0.0926 4k:-0.0106 8k:-0.103 16k:+0.0945 32k:+0.205 64k:+0.0632 128k:-0.425 256k:-1.3 512k:+1.06 1M:+3.16 512:-0.049 4k:+0.26 64k:-0.0504 1M:+0.0405
folio_alloc=0.462665us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.851); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.212us p=0.3180us f=1.5360us L=0.2593us b=28880MB/s; R²=0.9968, residuals (us): 512:-0.159 1k:-0.0215 2k:+0.0926 4k:-0.0106 8k:-0.103 16k:+0.0945 32k:+0.205 64k:+0.0632 128k:-0.425 256k:-1.3 512k:+1.06 1M:+3.16 512:-0.049 4k:+0.26 64k:-0.0504 1M:+0.0405
add_folio=0.148053us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.851); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.212us p=0.3180us f=1.5360us L=0.2593us b=28880MB/s; R²=0.9968, residuals (us): 512:-0.159 1k:-0.0215 2k:+0.0926 4k:-0.0106 8k:-0.103 16k:+0.0945 32k:+0.205 64k:+0.0632 128k:-0.425 256k:-1.3 512k:+1.06 1M:+3.16 512:-0.049 4k:+0.26 64k:-0.0504 1M:+0.0405
mark_dirty=0.0740264us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.212us p=0.3180us f=1.5360us L=0.2593us b=28880MB/s; R²=0.9968, residuals (us): 512:-0.159 1k:-0.0215 2k:+0.0926 4k:-0.0106 8k:-0.103 16k:+0.0945 32k:+0.205 64k:+0.0632 128k:-0.425 256k:-1.3 512k:+1.06 1M:+3.16 512:-0.049 4k:+0.26 64k:-0.0504 1M:+0.0405
lru_add_large=0.259271us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.6ms for 16384 folios, 1M writes: 2.5ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.493972us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.6ms for 16384 folios, 1M writes: 2.5ms for 64 folios; folios from the model's folio policy
invalidate_page=0.15106us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.851); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.212us p=0.3180us f=1.5360us L=0.2593us b=28880MB/s; R²=0.9968, residuals (us): 512:-0.159 1k:-0.0215 2k:+0.0926 4k:-0.0106 8k:-0.103 16k:+0.0945 32k:+0.205 64k:+0.0632 128k:-0.425 256k:-1.3 512k:+1.06 1M:+3.16 512:-0.049 4k:+0.26 64k:-0.0504 1M:+0.0405
insert=0.407145us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.851); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.212us p=0.3180us f=1.5360us L=0.2593us b=28880MB/s; R²=0.9968, residuals (us): 512:-0.159 1k:-0.0215 2k:+0.0926 4k:-0.0106 8k:-0.103 16k:+0.0945 32k:+0.205 64k:+0.0632 128k:-0.425 256k:-1.3 512k:+1.06 1M:+3.16 512:-0.049 4k:+0.26 64k:-0.0504 1M:+0.0405
mark_dirty=0.444158us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.200us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
psync=0.2us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.200us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
pvsync=0.2us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 7.54us (5.62..7.97) against psync 4.85us (3.91..5.10) per IO, libaio - psync within each round 2.69us (1.71..2.87), plus engine.psync 0.200us, split half to submit, half to complete
libaio_submit=1.44277us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 7.54us (5.62..7.97) against psync 4.85us (3.91..5.10) per IO, libaio - psync within each round 2.69us (1.71..2.87), plus engine.psync 0.200us, split half to submit, half to complete
libaio_complete=1.44277us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.57us per IO (3.36..5.89, median of 3) against the same writes through fio's psync engine in the same rounds, 5.00us (4.88..5.04): -1.46us more per IO (-1.65..1.01, median of the rounds' differences), plus fio's psync loop engine.psync 0.20us and the syscall's entry and exit cpu.syscall 1.10us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.52us per IO (3.81..5.83, median of 3) against the same writes through fio's psync engine in the same rounds, 4.12us (3.57..4.58): -0.06us more per IO (-0.31..2.26, median of the rounds' differences), plus fio's psync loop engine.psync 0.20us and the syscall's entry and exit cpu.syscall 1.10us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.23526us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt + cpu.syscall 1.10us + engine.psync 0.20us) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 55.7us (53.7..65.4), io_uring qd8 on ext4 65.4us (64.5..66.4) with scramble_buffers=0 and 63.5us (62.5..75.2) with it on; iowq.punt 0.00us
remote_copy_bw=47395768977
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 55.7us (53.7..65.4), io_uring qd8 on ext4 65.4us (64.5..66.4) with scramble_buffers=0 and 63.5us (62.5..75.2) with it on; iowq.punt 0.00us
scrambled_sector=0us
# iowq.worker_start: the line's value at no bytes queued; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 379us (364..395) with 64 KiB queued (4 KiB writes), 1944us (1894..1979) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 11.7us
worker_start=263.232us
# iowq.start_bw: the line's slope, inverted; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 379us (364..395) with 64 KiB queued (4 KiB writes), 1944us (1894..1979) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 11.7us
start_bw=628079172
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 26.37us per IO (25.85..27.50, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=8.13904us
