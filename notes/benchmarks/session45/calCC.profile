# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.max_transfer not written: /sys/class/block/vda/queue/max_sectors_kb 4096 KiB; the model keeps its default (see notes/benchmarks/session44/README.md)
# note: dev.batch_completion not set: per IO at depth: qd1 91.44us, qd2 68.32us, qd4 54.87us, qd8 55.65us, qd16 69.49us, qd32 58.63us; overlapped max(t1/qd, t32) rms error 9.3%; batched S + D/qd: S=55.29us D=29.55us, rms error 10.2%: overlapped
# note: write device curve: QD1 t(bs) 39.32us + bs/2596.5MB/s (R²=0.9976); deep queue B=2301.0MB/s, k=0.45 (R²=0.5732); measured at qd32: 2235.6MB/s (1930.6..2477.0 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 32.65us + bs/3040.4MB/s (R²=0.9672); deep queue B=3107.3MB/s, k=0.63 (R²=0.7886); measured at qd32: 2862.1MB/s (1849.4..2989.0 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: 1.0 ps a byte (-23.4..25.4)
# note: buffered write(): 2.174us per call + 0.3365us per new page (0.2515us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.6085us per new folio + 0.0991us per new large folio + 30625MB/s (R²=0.9983, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.52 per core (2 jobs at once against one: 0.107 / 0.102 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: iowq.punt measured as 0: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.27us per IO (3.05..5.71, median of 3) against the same writes through fio's psync engine in the same rounds, 4.79us (4.58..4.82): -1.56us more per IO (-1.74..1.13, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
# note: memcpy of 128M buffers: median 15192MB/s, best 15371MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1109 MB/s after the memory phase, 1288 MB/s at the end, +16%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: self-check cold memory, 1M psync 512M: measured 455 MB/s (455..505), predicted 468 MB/s, +2.7%
# note: self-check in cache, warm memory, 4k psync 128M: measured 940 MB/s (915..973), predicted 930 MB/s, -1.0%
# note: self-check in cache, warm memory, 1M psync 128M: measured 8014 MB/s (6707..8128), predicted 8428 MB/s, +5.2%
# note: self-check in cache, warm memory, 1M psync 128M from fio's malloc'd buffer: measured 8483 MB/s (7539..10793), predicted 8359 MB/s, -1.5%
# note: self-check in cache, warm memory, 1M psync 128M from fio's malloc'd buffer: WARNING: the repeats spread 38% of their median (7539..10793 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 3977 MB/s (3977..4006), predicted 4961 MB/s, +24.7%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1254 MB/s (718..1342), predicted 864 MB/s, -31.1%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 50% of their median (718..1342 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 157 MB/s (156..163), predicted 157 MB/s, -0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1025 MB/s (729..1220), predicted 776 MB/s, -24.2%  WARNING: past 15%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: WARNING: the repeats spread 48% of their median (729..1220 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check punted copy, 512k io_uring qd8: measured 8801 MB/s (8522..8801), predicted 6822 MB/s, -22.5%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8801 MB/s (8801..8801), predicted 6822 MB/s, -22.5%  WARNING: past 15%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): measured 210 us (174..253), predicted 192 us, -8.3%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): WARNING: the repeats spread 38% of their median (174..253 us), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq start, 64k io_uring qd16 (longest clat less median): measured 1380 us (1373..1478), predicted 1360 us, -1.4%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 729 MB/s (718..746), predicted 610 MB/s, -16.3%  WARNING: past 15%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1080 MB/s (1062..1229), predicted 1142 MB/s, +5.7%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 852 MB/s (844..898), predicted 1066 MB/s, +25.1%  WARNING: past 15%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1943 MB/s (1781..2273), predicted 2031 MB/s, +4.5%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1617 MB/s (1598..1667), predicted 1552 MB/s, -4.0%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 3146 MB/s (2345..3148), predicted 2297 MB/s, -27.0%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1617 MB/s (1534..2182), predicted 1674 MB/s, +3.5%
# note: self-check fio direct first pass, 64k libaio qd32 256M: WARNING: the repeats spread 40% of their median (1534..2182 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2248 MB/s (2229..3579), predicted 2385 MB/s, +6.1%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 60% of their median (2229..3579 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1851 MB/s (1826..2147), predicted 1740 MB/s, -6.0%
# note: self-check 4k overwrite, fdatasync=1: measured 24 MB/s (24..24), predicted 24 MB/s, +0.3%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 17 MB/s (17..17), predicted 19 MB/s, +9.3%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1330 MB/s (1289..1351), predicted 1271 MB/s, -4.4%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1413 MB/s (1071..1472), predicted 1364 MB/s, -3.4%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1410 MB/s (877..1443), predicted 1282 MB/s, -9.1%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 40% of their median (877..1443 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1097 MB/s (915..1128), predicted 1168 MB/s, +6.4%
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 838 MB/s (824..845), predicted 893 MB/s, +6.6%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1074 MB/s (475..1077), predicted 1001 MB/s, -6.8%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: WARNING: the repeats spread 56% of their median (475..1077 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-07 14:33 UTC, in /var/tmp/calCC, 289 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.003..1.064us
syscall=1.03586us
# cpu.copy_unaligned: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: 1.0 ps a byte (-23.4..25.4)
copy_unaligned=9.76563e-07us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (first 64k 10.8/12.5/39.2us, first 128k 18.0/20.1/49.9us, rewrite 4k 2.4/2.8/4.2us, rewrite 64k 4.2/4.5/6.6us, rewrite 1M 35.1/38.7/75.3us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 15 percentiles
interrupt_gap=353.973us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (first 64k 10.8/12.5/39.2us, first 128k 18.0/20.1/49.9us, rewrite 4k 2.4/2.8/4.2us, rewrite 64k 4.2/4.5/6.6us, rewrite 1M 35.1/38.7/75.3us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 15 percentiles
interrupt_time=20us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0100) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.174us p=0.3365us f=1.6085us L=0.0991us b=30625MB/s; R²=0.9983, residuals (us): 512:-0.0333 1k:+0.00805 2k:+0.0616 4k:-0.0441 8k:-0.00961 16k:+0.0248 32k:+0.173 64k:-0.114 128k:-0.331 256k:-2.07 512k:+1.8 1M:+6.43 512:-0.043 4k:+0.0731 64k:-0.0404 1M:+0.12
copy_bw=30625023350
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 24.79us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.46us, halved
wakeup=9.9285us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.633814us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 12.2, 50us: 12.4, 100us: 13.1, 150us: 15.7, 200us: 61.0, 300us: 63.8, 500us: 69.3, 1000us: 67.9
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 54.0/55.7/63.8 us)
deep_wakeup=55.7305us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 3793 MiB/s against one job 2151 MiB/s, per core 0.88 (0.84..0.92), paired within each round, median of 3
smp_efficiency=0.881481

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2116us (min 2031, max 2206us), against 115us per warm write; fitted from the median stall
fault_in_bw=495523833
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2116us, each of two writers at once 2293us (medians of 3 and 3 repeats): together 1.85 times one writer's rate
fault_in_parallel=1.8455
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2116us, p90 2297us, mean 2156us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calCC) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calCC (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.036us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.174us p=0.3365us f=1.6085us L=0.0991us b=30625MB/s; R²=0.9983, residuals (us): 512:-0.0333 1k:+0.00805 2k:+0.0616 4k:-0.0441 8k:-0.00961 16k:+0.0248 32k:+0.173 64k:-0.114 128k:-0.331 256k:-2.07 512k:+1.8 1M:+6.43 512:-0.043 4k:+0.0731 64k:-0.0404 1M:+0.12
write_call=1.08789us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 44.5us against 41.3us, 3.6us more per IO (3.1..3.7, median of 3 rounds); bounded by the 16.6us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 1.6us of the host's allocation section (dev.fresh_serial): 1.84us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=1.00003us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 44.5us against 41.3us, 3.6us more per IO (3.1..3.7, median of 3 rounds); bounded by the 16.6us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 1.6us of the host's allocation section (dev.fresh_serial): 1.84us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=0.836759us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4809 discards, 438ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=91.0792us
# dev.cmd_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 41.3us and 95.9us a burst, 3.76us more per command (3.64..4.48, median of 3 rounds), less dev.segment_service 1.65us: per command 2.11us; the deep-queue ladder gave 5.78us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.43us per IO (134602 IOPS), 8 KiB 6.82us, 128 KiB 58.63us, 128 KiB from huge-page buffers 17.54us, against 1.78us for 4 KiB at B: per command 5.78us, per page segment 1.65us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7474.1MB/s from the huge-page run; the QD1 slope 2596.5MB/s, i.e. 1.58us per page against 2.20us at depth: a lone command's segment takes 0.623 of the queue's (dev.segment_alone); the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.43us, 8k 6.82us, 16k 9.78us, 32k 15.22us, 64k 27.75us, 128k 58.63us, 128k huge 17.54us; serial t = c + n s + bytes/bw: c=4.63us s=1.081us bw=11081MB/s, rms error 10.0%; parallel t = max(c + n s, bytes/7474MB/s): c=5.00us s=1.326us, rms error 10.7%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=2.10593us
# dev.segment_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 41.3us and 95.9us a burst, 3.76us more per command (3.64..4.48, median of 3 rounds), less dev.segment_service 1.65us: per command 2.11us; the deep-queue ladder gave 5.78us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.43us per IO (134602 IOPS), 8 KiB 6.82us, 128 KiB 58.63us, 128 KiB from huge-page buffers 17.54us, against 1.78us for 4 KiB at B: per command 5.78us, per page segment 1.65us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7474.1MB/s from the huge-page run; the QD1 slope 2596.5MB/s, i.e. 1.58us per page against 2.20us at depth: a lone command's segment takes 0.623 of the queue's (dev.segment_alone); the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.43us, 8k 6.82us, 16k 9.78us, 32k 15.22us, 64k 27.75us, 128k 58.63us, 128k huge 17.54us; serial t = c + n s + bytes/bw: c=4.63us s=1.081us bw=11081MB/s, rms error 10.0%; parallel t = max(c + n s, bytes/7474MB/s): c=5.00us s=1.326us, rms error 10.7%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.65165us
# dev.segment_alone: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 41.3us and 95.9us a burst, 3.76us more per command (3.64..4.48, median of 3 rounds), less dev.segment_service 1.65us: per command 2.11us; the deep-queue ladder gave 5.78us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.43us per IO (134602 IOPS), 8 KiB 6.82us, 128 KiB 58.63us, 128 KiB from huge-page buffers 17.54us, against 1.78us for 4 KiB at B: per command 5.78us, per page segment 1.65us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7474.1MB/s from the huge-page run; the QD1 slope 2596.5MB/s, i.e. 1.58us per page against 2.20us at depth: a lone command's segment takes 0.623 of the queue's (dev.segment_alone); the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.43us, 8k 6.82us, 16k 9.78us, 32k 15.22us, 64k 27.75us, 128k 58.63us, 128k huge 17.54us; serial t = c + n s + bytes/bw: c=4.63us s=1.081us bw=11081MB/s, rms error 10.0%; parallel t = max(c + n s, bytes/7474MB/s): c=5.00us s=1.326us, rms error 10.7%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_alone=0.623321
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 32.0us / 3.91 (exponential service-time tail)
latency_jitter=8.17991us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.32us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=4.64us and the mean jitter 8.18us; R²=0.9976, residuals (us): 4k:+0.362 16k:-0.214 64k:+0.588 256k:-5.78 1M:+15.1; less dev.kick 7.29us (one per QD1 IO)
write_latency=19.2093us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2301.0MB/s k=0.45 (LM converged), R²=0.5732, residuals (MB/s): qd1:-157 qd2:+37.6 qd4:+319 qd8:+176 qd16:-352 qd32:-33.7; QD1 slope 2596.5MB/s, R²=0.9976, residuals (us): 4k:+0.362 16k:-0.214 64k:+0.588 256k:-5.78 1M:+15.1
write_bw=7474061588
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=32.65us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=4.64us and the mean jitter 8.18us (both as the writes fitted them); R²=0.9672, residuals (us): 4k:+0.193 16k:+3.79 64k:-4.33 256k:-10.4 1M:+55.4
read_latency=19.8305us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3107.3MB/s k=0.63 (LM converged), R²=0.7886, residuals (MB/s): qd1:-188 qd2:-7.03 qd4:+459 qd8:-31.2 qd16:-67.8 qd32:-185; QD1 slope 3040.4MB/s, R²=0.9672, residuals (us): 4k:+0.193 16k:+3.79 64k:-4.33 256k:-10.4 1M:+55.4
read_bw=3107276209
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 13.79us per IO (13.46..14.28, median of 3) less the modelled 6.49us (syscall, direct IO, command, engine)
kick=7.29305us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 150.5us, as the model adds the rest (by simulation); the closed form gave 119.7348us
flush_latency=109.253us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.89ms, 2M 1.20ms, 4M 2.44ms, 8M 4.55ms, 16M 8.03ms, 32M 14.75ms, 64M 30.02ms, 128M 51.12ms, 256M 99.09ms; with dev.flush_latency as the fixed part; t = 119.7us + N / 2211.2MB/s, rms error 17.1%; with the cache writing out in the background above 6.7M while the run goes on (at 5666MB/s): 119.7us + the rest / 1760.9MB/s, rms error 8.4% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5666MB/s, 2048M at 5241MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1760862438
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.89ms, 2M 1.20ms, 4M 2.44ms, 8M 4.55ms, 16M 8.03ms, 32M 14.75ms, 64M 30.02ms, 128M 51.12ms, 256M 99.09ms; with dev.flush_latency as the fixed part; t = 119.7us + N / 2211.2MB/s, rms error 17.1%; with the cache writing out in the background above 6.7M while the run goes on (at 5666MB/s): 119.7us + the rest / 1760.9MB/s, rms error 8.4% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5666MB/s, 2048M at 5241MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.89ms, 2M 1.20ms, 4M 2.44ms, 8M 4.55ms, 16M 8.03ms, 32M 14.75ms, 64M 30.02ms, 128M 51.12ms, 256M 99.09ms; with dev.flush_latency as the fixed part; t = 119.7us + N / 2211.2MB/s, rms error 17.1%; with the cache writing out in the background above 6.7M while the run goes on (at 5666MB/s): 119.7us + the rest / 1760.9MB/s, rms error 8.4% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5666MB/s, 2048M at 5241MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=7053950
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.276ms, 64 per flush 0.782ms, 256 per flush 2.474ms; 9.7us per write beyond dev.flush_latency 119.7us, less 2.3us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=7.34018us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4054MB/s, rewritten 5241MB/s: 58.595us more per MiB fresh, against 140.3us per MiB at dev.write_bw
fresh_write_factor=0.70539
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1547MB/s (1477..1565), 2x128M 1519MB/s (1132..1592), 1x512M 1626MB/s (1617..1664), 2x512M 1613MB/s (1609..1708); all bytes over all fsync times 1598MB/s, less the fresh transfer and the commands' serial time (5215MB/s), leaves 2305MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1761MB/s above dev.cache_background 7053950 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 300ms into a fresh file, 822ms rewritten
fresh_drain_factor=0.910963
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 19.23us against 15.17, 32k 20.26us against 16.87, 64k 40.53us against 20.83, 128k 70.80us against 58.30; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.98us, bw = 6809MB/s
fresh_serial=0.975934us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 19.23us against 15.17, 32k 20.26us against 16.87, 64k 40.53us against 20.83, 128k 70.80us against 58.30; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.98us, bw = 6809MB/s
fresh_serial_bw=6809316739

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.92us, 5.98us), median of 5; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.064us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.174us p=0.3365us f=1.6085us L=0.0991us b=30625MB/s; R²=0.9983, residuals (us): 512:-0.0333 1k:+0.00805 2k:+0.0616 4k:-0.0441 8k:-0.00961 16k:+0.0248 32k:+0.173 64k:-0.114 128k:-0.331 256k:-2.07 512k:+1.8 1M:+6.43 512:-0.043 4k:+0.0731 64k:-0.0404 1M:+0.12
page_init=0.336518us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.938); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.174us p=0.3365us f=1.6085us L=0.0991us b=30625MB/s; R²=0.9983, residuals (us): 512:-0.0333 1k:+0.00805 2k:+0.0616 4k:-0.0441 8k:-0.00961 16k:+0.0248 32k:+0.173 64k:-0.114 128k:-0.331 256k:-2.07 512k:+1.8 1M:+6.43 512:-0.043 4k:+0.0731 64k:-0.0404 1M:+0.12
folio_alloc=0.48449us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.938); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.174us p=0.3365us f=1.6085us L=0.0991us b=30625MB/s; R²=0.9983, residuals (us): 512:-0.0333 1k:+0.00805 2k:+0.0616 4k:-0.0441 8k:-0.00961 16k:+0.0248 32k:+0.173 64k:-0.114 128k:-0.331 256k:-2.07 512k:+1.8 1M:+6.43 512:-0.043 4k:+0.0731 64k:-0.0404 1M:+0.12
add_folio=0.155037us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.938); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.174us p=0.3365us f=1.6085us L=0.0991us b=30625MB/s; R²=0.9983, residuals (us): 512:-0.0333 1k:+0.00805 2k:+0.0616 4k:-0.0441 8k:-0.00961 16k:+0.0248 32k:+0.173 64k:-0.114 128k:-0.331 256k:-2.07 512k:+1.8 1M:+6.43 512:-0.043 4k:+0.0731 64k:-0.0404 1M:+0.12
mark_dirty=0.0775185us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.174us p=0.3365us f=1.6085us L=0.0991us b=30625MB/s; R²=0.9983, residuals (us): 512:-0.0333 1k:+0.00805 2k:+0.0616 4k:-0.0441 8k:-0.00961 16k:+0.0248 32k:+0.173 64k:-0.114 128k:-0.331 256k:-2.07 512k:+1.8 1M:+6.43 512:-0.043 4k:+0.0731 64k:-0.0404 1M:+0.12
lru_add_large=0.0991011us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.1ms for 16384 folios, 1M writes: 3.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.436699us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.1ms for 16384 folios, 1M writes: 3.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.180432us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.938); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.174us p=0.3365us f=1.6085us L=0.0991us b=30625MB/s; R²=0.9983, residuals (us): 512:-0.0333 1k:+0.00805 2k:+0.0616 4k:-0.0441 8k:-0.00961 16k:+0.0248 32k:+0.173 64k:-0.114 128k:-0.331 256k:-2.07 512k:+1.8 1M:+6.43 512:-0.043 4k:+0.0731 64k:-0.0404 1M:+0.12
insert=0.426352us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.938); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.174us p=0.3365us f=1.6085us L=0.0991us b=30625MB/s; R²=0.9983, residuals (us): 512:-0.0333 1k:+0.00805 2k:+0.0616 4k:-0.0441 8k:-0.00961 16k:+0.0248 32k:+0.173 64k:-0.114 128k:-0.331 256k:-2.07 512k:+1.8 1M:+6.43 512:-0.043 4k:+0.0731 64k:-0.0404 1M:+0.12
mark_dirty=0.465111us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.107us per IO, spread 0%: fio's own loop, the same for pwrite and pwritev
psync=0.1065us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.107us per IO, spread 0%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1065us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.62us (5.49..5.71) against psync 3.45us (3.42..3.48) per IO, libaio - psync within each round 2.20us (2.04..2.23), plus engine.psync 0.107us, split half to submit, half to complete
libaio_submit=1.15188us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.62us (5.49..5.71) against psync 3.45us (3.42..3.48) per IO, libaio - psync within each round 2.20us (2.04..2.23), plus engine.psync 0.107us, split half to submit, half to complete
libaio_complete=1.15188us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.27us per IO (3.05..5.71, median of 3) against the same writes through fio's psync engine in the same rounds, 4.79us (4.58..4.82): -1.56us more per IO (-1.74..1.13, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.00us per IO (3.36..5.62, median of 3) against the same writes through fio's psync engine in the same rounds, 4.27us (3.57..4.85): 0.43us more per IO (-1.50..1.34, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.533746us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 52.7us (51.8..56.6), io_uring qd8 on ext4 59.6us (59.6..61.5) with scramble_buffers=0 and 59.6us (59.6..59.6) with it on; iowq.punt 0.00us
remote_copy_bw=76695844566
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 52.7us (51.8..56.6), io_uring qd8 on ext4 59.6us (59.6..61.5) with scramble_buffers=0 and 59.6us (59.6..59.6) with it on; iowq.punt 0.00us
scrambled_sector=0us
# iowq.worker_start: the line's value at no bytes queued; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 210us (174..253) with 64 KiB queued (4 KiB writes), 1380us (1373..1478) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 12.4us
worker_start=119.252us
# iowq.start_bw: the line's slope, inverted; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 210us (174..253) with 64 KiB queued (4 KiB writes), 1380us (1373..1478) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 12.4us
start_bw=840144810
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 26.06us per IO (25.12..26.28, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=7.13196us
