# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 87.10us, qd2 64.53us, qd4 48.88us, qd8 49.72us, qd16 55.26us, qd32 51.70us; overlapped max(t1/qd, t32) rms error 9.0%; batched S + D/qd: S=47.38us D=34.44us, rms error 8.3%: overlapped
# note: write device curve: QD1 t(bs) 37.83us + bs/2651.2MB/s (R²=0.9874); deep queue B=2695.1MB/s, k=0.63 (R²=0.7787); measured at qd32: 2535.2MB/s (1696.8..2595.5 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 39.52us + bs/3309.6MB/s (R²=0.9766); deep queue B=3432.0MB/s, k=0.59 (R²=0.2785); measured at qd32: 2280.4MB/s (2087.4..2585.6 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 0.4 ps a byte (-3.1..39.0)
# note: buffered write(): 1.656us per call + 0.2655us per new page (0.2106us copied in a chunk of cpu.copy_stream_bytes or more) + 1.2717us per new folio + 0.4771us per new large folio + 31500MB/s (R²=0.9945, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.95 per core (2 jobs at once against one: 0.114 / 0.060 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 15648MB/s, best 15856MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1165 MB/s after the memory phase, 1239 MB/s at the end, +6%
# note: self-check cold memory, 1M psync 512M: measured 625 MB/s (441..658), predicted 634 MB/s, +1.5%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 35% of their median (441..658 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 1169 MB/s (1128..1173), predicted 1179 MB/s, +0.9%
# note: self-check in cache, warm memory, 1M psync 32M: measured 10564 MB/s (10316..10624), predicted 11555 MB/s, +9.4%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 9896 MB/s (7302..10514), predicted 11498 MB/s, +16.2%  WARNING: past 15%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 32% of their median (7302..10514 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5316 MB/s (5065..5478), predicted 5744 MB/s, +8.1%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1177 MB/s (722..1243), predicted 1082 MB/s, -8.1%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 44% of their median (722..1243 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 151 MB/s (150..154), predicted 151 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 818 MB/s (718..1100), predicted 767 MB/s, -6.3%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: WARNING: the repeats spread 47% of their median (718..1100 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check punted copy, 512k io_uring qd8: measured 8389 MB/s (6711..8522), predicted 9288 MB/s, +10.7%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8389 MB/s (8389..8522), predicted 9288 MB/s, +10.7%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 722 MB/s (710..729), predicted 712 MB/s, -1.4%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 840 MB/s (758..854), predicted 791 MB/s, -5.8%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 632 MB/s (489..726), predicted 763 MB/s, +20.7%  WARNING: past 15%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 37% of their median (489..726 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1462 MB/s (1396..1719), predicted 1458 MB/s, -0.3%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1049 MB/s (1032..1057), predicted 1166 MB/s, +11.2%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 1562 MB/s (1516..1568), predicted 1888 MB/s, +20.9%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1040 MB/s (991..1142), predicted 1323 MB/s, +27.2%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 1524 MB/s (1478..2014), predicted 2114 MB/s, +38.7%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 35% of their median (1478..2014 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1009 MB/s (962..1167), predicted 1417 MB/s, +40.4%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1077 MB/s (1064..1152), predicted 1137 MB/s, +5.6%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1224 MB/s (1082..1299), predicted 1191 MB/s, -2.7%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1220 MB/s (1066..1308), predicted 1142 MB/s, -6.5%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1203 MB/s (825..1456), predicted 1195 MB/s, -0.7%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 52% of their median (825..1456 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 696 MB/s (690..721), predicted 938 MB/s, +34.8%  WARNING: past 15%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 903 MB/s (893..908), predicted 1082 MB/s, +19.8%  WARNING: past 15%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 12:10 UTC, in /var/tmp/calBC, 281 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.071..1.119us
syscall=1.08344us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 0.4 ps a byte (-3.1..39.0)
copy_unaligned=4.26352e-07us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.1/2.3/3.3us, rewrite 64k 3.5/3.8/5.0us, rewrite 1M 35.1/37.6/70.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=177.407us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.1/2.3/3.3us, rewrite 64k 3.5/3.8/5.0us, rewrite 1M 35.1/37.6/70.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=4.47744us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 128k..1M fitted each; this one took the relative residual sum from 0.0460 (none) to 0.0332
copy_stream_bytes=262144
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=256KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.656us p=0.2655us pl=0.2106us f=1.2717us L=0.4771us b=31500MB/s; R²=0.9945, residuals (us): 512:-0.0587 1k:-0.0769 2k:+0.0396 4k:+0.0304 8k:-0.00627 16k:-0.0239 32k:+0.0901 64k:+0.307 128k:-0.449 256k:-1.1 512k:-1.64 1M:+8.51 512:-0.0175 4k:+0.233 64k:-0.264 1M:+1.43
copy_stream_page=0.0548797us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.656us p=0.2655us pl=0.2106us f=1.2717us L=0.4771us b=31500MB/s; R²=0.9945, residuals (us): 512:-0.0587 1k:-0.0769 2k:+0.0396 4k:+0.0304 8k:-0.00627 16k:-0.0239 32k:+0.0901 64k:+0.307 128k:-0.449 256k:-1.1 512k:-1.64 1M:+8.51 512:-0.0175 4k:+0.233 64k:-0.264 1M:+1.43
copy_bw=31499533136
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 17.32us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.66us, halved
wakeup=5.996us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=1.49503us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 7.7, 50us: 7.7, 100us: 7.7, 150us: 7.8, 200us: 36.7, 300us: 35.9, 500us: 37.8, 1000us: 39.8
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 32.0/32.2/32.1 us)
deep_wakeup=32.141us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5069 MiB/s against one job 2723 MiB/s, per core 0.89 (0.89..0.98), paired within each round, median of 3
smp_efficiency=0.887755

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1562us (min 1542, max 2253us), against 105us per warm write; fitted from the median stall
fault_in_bw=671255326
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1562us, each of two writers at once 1968us (medians of 3 and 3 repeats): together 1.59 times one writer's rate
fault_in_parallel=1.58782
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1562us, p90 1638us, mean 1576us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBC) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBC (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.083us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.656us p=0.2655us pl=0.2106us f=1.2717us L=0.4771us b=31500MB/s; R²=0.9945, residuals (us): 512:-0.0587 1k:-0.0769 2k:+0.0396 4k:+0.0304 8k:-0.00627 16k:-0.0239 32k:+0.0901 64k:+0.307 128k:-0.449 256k:-1.1 512k:-1.64 1M:+8.51 512:-0.0175 4k:+0.233 64k:-0.264 1M:+1.43
write_call=0.522314us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 43.9us against 40.4us, 3.5us more per IO (2.6..5.3, median of 3 rounds); bounded by the 16.1us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.4us of slower fresh-block transfer (dev.fresh_write_factor) and 1.7us of the host's allocation section (dev.fresh_serial): 1.40us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=0.760211us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 43.9us against 40.4us, 3.5us more per IO (2.6..5.3, median of 3 rounds); bounded by the 16.1us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.4us of slower fresh-block transfer (dev.fresh_write_factor) and 1.7us of the host's allocation section (dev.fresh_serial): 1.40us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=0.636095us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4562 discards, 418ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=91.6265us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.63us per IO (131068 IOPS), 8 KiB 6.81us, 128 KiB 51.70us, 128 KiB from huge-page buffers 17.54us, against 1.52us for 4 KiB at B: per command 6.21us, per page segment 1.42us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7472.8MB/s from the huge-page run; the QD1 slope 2651.2MB/s, i.e. 1.54us per page against 1.97us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.63us, 8k 6.81us, 16k 10.01us, 32k 15.63us, 64k 27.62us, 128k 51.70us, 128k huge 17.54us; serial t = c + n s + bytes/bw: c=4.92us s=1.019us bw=11297MB/s, rms error 8.6%; parallel t = max(c + n s, bytes/7473MB/s): c=5.77us s=1.102us, rms error 12.5%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=6.20798us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.63us per IO (131068 IOPS), 8 KiB 6.81us, 128 KiB 51.70us, 128 KiB from huge-page buffers 17.54us, against 1.52us for 4 KiB at B: per command 6.21us, per page segment 1.42us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7472.8MB/s from the huge-page run; the QD1 slope 2651.2MB/s, i.e. 1.54us per page against 1.97us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.63us, 8k 6.81us, 16k 10.01us, 32k 15.63us, 64k 27.62us, 128k 51.70us, 128k huge 17.54us; serial t = c + n s + bytes/bw: c=4.92us s=1.019us bw=11297MB/s, rms error 8.6%; parallel t = max(c + n s, bytes/7473MB/s): c=5.77us s=1.102us, rms error 12.5%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.42164us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 34.0us / 3.91 (exponential service-time tail)
latency_jitter=8.70343us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=37.83us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.79us and the mean jitter 8.70us; R²=0.9874, residuals (us): 4k:+1.61 16k:+0.912 64k:-3.96 256k:-7.16 1M:+37.1; less dev.kick 13.64us (one per QD1 IO)
write_latency=6.69573us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2695.1MB/s k=0.63 (LM converged), R²=0.7787, residuals (MB/s): qd1:-153 qd2:-21.6 qd4:+351 qd8:+137 qd16:-222 qd32:-108; QD1 slope 2651.2MB/s, R²=0.9874, residuals (us): 4k:+1.61 16k:+0.912 64k:-3.96 256k:-7.16 1M:+37.1
write_bw=7472758643
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.52us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.79us and the mean jitter 8.70us (both as the writes fitted them); R²=0.9766, residuals (us): 4k:+1.89 16k:+0.948 64k:-2.77 256k:-10.6 1M:+42.8
read_latency=22.0273us
# dev.read_bw: QD1 slope (queue curve unusable); libaio bs=128k bw(qd)=B*qd/(qd+k): B=3432.0MB/s k=0.59 (LM converged), R²=0.2785, residuals (MB/s): qd1:-464 qd2:-283 qd4:+1.45e+03 qd8:+120 qd16:+213 qd32:-1.09e+03; QD1 slope 3309.6MB/s, R²=0.9766, residuals (us): 4k:+1.89 16k:+0.948 64k:-2.77 256k:-10.6 1M:+42.8
read_bw=3309619147
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 20.16us per IO (13.03..21.09, median of 3) less the modelled 6.52us (syscall, direct IO, command, engine)
kick=13.637us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.95ms, 2M 1.37ms, 4M 2.70ms, 8M 4.88ms, 16M 9.50ms, 32M 16.71ms, 64M 31.59ms, 128M 60.56ms, 256M 113.77ms; t = 472.2us + N / 2118.3MB/s, rms error 7.7%; with the cache writing out in the background above 181.0M while the run goes on (at 4422MB/s): 442.5us + the rest / 2051.6MB/s, rms error 6.3% (not taken: under a 30% cut); sequential writes from huge pages: 256M at 4422MB/s, 2048M at 4650MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2118291099
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.95ms, 2M 1.37ms, 4M 2.70ms, 8M 4.88ms, 16M 9.50ms, 32M 16.71ms, 64M 31.59ms, 128M 60.56ms, 256M 113.77ms; t = 472.2us + N / 2118.3MB/s, rms error 7.7%; with the cache writing out in the background above 181.0M while the run goes on (at 4422MB/s): 442.5us + the rest / 2051.6MB/s, rms error 6.3% (not taken: under a 30% cut); sequential writes from huge pages: 256M at 4422MB/s, 2048M at 4650MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.24ms, 512 per flush 5.87ms: 10.3us per write, less 1.9us for its bytes at dev.cache_drain_bw
cache_drain_io=8.39779us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 3325MB/s, rewritten 4650MB/s: 89.864us more per MiB fresh, against 140.3us per MiB at dev.write_bw
fresh_write_factor=0.6096
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1218MB/s (1200..1316), 2x128M 1313MB/s (1154..1395), 1x512M 1402MB/s (1204..1515), 2x512M 1316MB/s (1287..1580); all bytes over all fsync times 1330MB/s, less the fresh transfer and the commands' serial time (4497MB/s), leaves 1889MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2118MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 500ms into a fresh file, 999ms rewritten
fresh_drain_factor=0.89192
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 25.94us against 19.51, 32k 31.25us against 22.41, 64k 62.99us against 41.96, 128k 129.88us against 86.00; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.47us, bw = 3263MB/s
fresh_serial=0.467635us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 25.94us against 19.51, 32k 31.25us against 22.41, 64k 62.99us against 41.96, 128k 129.88us against 86.00; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.47us, bw = 3263MB/s
fresh_serial_bw=3263192656
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 214.0us, minus the model's data write, log write of 8k and fsync CPU (26.5us)
flush_latency=187.546us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.12us, 4.70us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.584us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.656us p=0.2655us pl=0.2106us f=1.2717us L=0.4771us b=31500MB/s; R²=0.9945, residuals (us): 512:-0.0587 1k:-0.0769 2k:+0.0396 4k:+0.0304 8k:-0.00627 16k:-0.0239 32k:+0.0901 64k:+0.307 128k:-0.449 256k:-1.1 512k:-1.64 1M:+8.51 512:-0.0175 4k:+0.233 64k:-0.264 1M:+1.43
page_init=0.265451us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.532); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.656us p=0.2655us pl=0.2106us f=1.2717us L=0.4771us b=31500MB/s; R²=0.9945, residuals (us): 512:-0.0587 1k:-0.0769 2k:+0.0396 4k:+0.0304 8k:-0.00627 16k:-0.0239 32k:+0.0901 64k:+0.307 128k:-0.449 256k:-1.1 512k:-1.64 1M:+8.51 512:-0.0175 4k:+0.233 64k:-0.264 1M:+1.43
folio_alloc=0.383027us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.532); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.656us p=0.2655us pl=0.2106us f=1.2717us L=0.4771us b=31500MB/s; R²=0.9945, residuals (us): 512:-0.0587 1k:-0.0769 2k:+0.0396 4k:+0.0304 8k:-0.00627 16k:-0.0239 32k:+0.0901 64k:+0.307 128k:-0.449 256k:-1.1 512k:-1.64 1M:+8.51 512:-0.0175 4k:+0.233 64k:-0.264 1M:+1.43
add_folio=0.122569us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.532); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.656us p=0.2655us pl=0.2106us f=1.2717us L=0.4771us b=31500MB/s; R²=0.9945, residuals (us): 512:-0.0587 1k:-0.0769 2k:+0.0396 4k:+0.0304 8k:-0.00627 16k:-0.0239 32k:+0.0901 64k:+0.307 128k:-0.449 256k:-1.1 512k:-1.64 1M:+8.51 512:-0.0175 4k:+0.233 64k:-0.264 1M:+1.43
mark_dirty=0.0612844us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.656us p=0.2655us pl=0.2106us f=1.2717us L=0.4771us b=31500MB/s; R²=0.9945, residuals (us): 512:-0.0587 1k:-0.0769 2k:+0.0396 4k:+0.0304 8k:-0.00627 16k:-0.0239 32k:+0.0901 64k:+0.307 128k:-0.449 256k:-1.1 512k:-1.64 1M:+8.51 512:-0.0175 4k:+0.233 64k:-0.264 1M:+1.43
lru_add_large=0.477102us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 8.1ms for 16384 folios, 1M writes: 2.2ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.360871us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 8.1ms for 16384 folios, 1M writes: 2.2ms for 64 folios; folios from the model's folio policy
invalidate_page=0.13062us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.532); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.656us p=0.2655us pl=0.2106us f=1.2717us L=0.4771us b=31500MB/s; R²=0.9945, residuals (us): 512:-0.0587 1k:-0.0769 2k:+0.0396 4k:+0.0304 8k:-0.00627 16k:-0.0239 32k:+0.0901 64k:+0.307 128k:-0.449 256k:-1.1 512k:-1.64 1M:+8.51 512:-0.0175 4k:+0.233 64k:-0.264 1M:+1.43
insert=0.337064us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.532); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.656us p=0.2655us pl=0.2106us f=1.2717us L=0.4771us b=31500MB/s; R²=0.9945, residuals (us): 512:-0.0587 1k:-0.0769 2k:+0.0396 4k:+0.0304 8k:-0.00627 16k:-0.0239 32k:+0.0901 64k:+0.307 128k:-0.449 256k:-1.1 512k:-1.64 1M:+8.51 512:-0.0175 4k:+0.233 64k:-0.264 1M:+1.43
mark_dirty=0.367706us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.114us per IO, spread 1%: fio's own loop, the same for pwrite and pwritev
psync=0.114us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.114us per IO, spread 1%: fio's own loop, the same for pwrite and pwritev
pvsync=0.114us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.68us (5.62..5.77) against psync 3.57us (3.51..3.63) per IO, libaio - psync within each round 2.17us (1.98..2.20), plus engine.psync 0.114us, split half to submit, half to complete
libaio_submit=1.14037us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.68us (5.62..5.77) against psync 3.57us (3.51..3.63) per IO, libaio - psync within each round 2.17us (1.98..2.20), plus engine.psync 0.114us, split half to submit, half to complete
libaio_complete=1.14037us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.48us per IO (3.30..5.68, median of 3) against the same writes through fio's psync engine in the same rounds, 3.51us (3.48..3.57): -0.03us more per IO (-0.18..2.11, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.0834824us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 5.00us per IO (3.72..5.71, median of 3) against the same writes through fio's psync engine in the same rounds, 3.57us (3.48..3.97): 1.53us more per IO (-0.24..2.14, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.63988us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 54.7us (52.7..55.7), io_uring qd8 on ext4 62.5us (61.5..78.1) with scramble_buffers=0 and 62.5us (61.5..62.5) with it on; iowq.punt 0.08us
remote_copy_bw=60224361292
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 54.7us (52.7..55.7), io_uring qd8 on ext4 62.5us (61.5..78.1) with scramble_buffers=0 and 62.5us (61.5..62.5) with it on; iowq.punt 0.08us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 27.13us per IO (26.52..27.28, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=12.9181us
