# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 92.10us, qd2 66.78us, qd4 56.53us, qd8 55.73us, qd16 66.81us, qd32 53.73us; overlapped max(t1/qd, t32) rms error 11.6%; batched S + D/qd: S=53.50us D=32.81us, rms error 8.6%: overlapped
# note: write device curve: QD1 t(bs) 40.67us + bs/2439.8MB/s (R²=0.9859); deep queue B=2392.4MB/s, k=0.53 (R²=0.7058); measured at qd32: 2439.6MB/s (2385.7..3808.7 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 45.66us + bs/3390.1MB/s (R²=0.9899); deep queue B=2962.5MB/s, k=0.55 (R²=0.4273); measured at qd32: 2239.9MB/s (1698.1..2451.6 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 1.7 ps a byte (-4.7..35.5)
# note: buffered write(): 2.329us per call + 0.2656us per new page (0.1806us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.3456us per new folio + 0.2271us per new large folio + 28047MB/s (R²=0.9947, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.56 per core (2 jobs at once against one: 0.125 / 0.111 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 14337MB/s, best 14445MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1325 MB/s after the memory phase, 1333 MB/s at the end, +1%
# note: self-check cold memory, 1M psync 512M: measured 574 MB/s (571..605), predicted 588 MB/s, +2.3%
# note: self-check in cache, warm memory, 4k psync 32M: measured 972 MB/s (943..978), predicted 967 MB/s, -0.6%
# note: self-check in cache, warm memory, 1M psync 32M: measured 10094 MB/s (9415..10633), predicted 9583 MB/s, -5.1%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 9645 MB/s (6632..9800), predicted 9425 MB/s, -2.3%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 33% of their median (6632..9800 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 4067 MB/s (2811..4401), predicted 4029 MB/s, -1.0%
# note: self-check write path on 2 CPUs, 16k randwrite x2: WARNING: the repeats spread 39% of their median (2811..4401 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1137 MB/s (692..1220), predicted 802 MB/s, -29.5%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 46% of their median (692..1220 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 152 MB/s (149..158), predicted 152 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 776 MB/s (692..994), predicted 593 MB/s, -23.6%  WARNING: past 15%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: WARNING: the repeats spread 39% of their median (692..994 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check punted copy, 512k io_uring qd8: measured 7781 MB/s (7457..9761), predicted 7000 MB/s, -10.0%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 7895 MB/s (7255..9761), predicted 7000 MB/s, -11.3%
# note: self-check punted copy, 512k io_uring qd8 scrambled: WARNING: the repeats spread 32% of their median (7255..9761 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check libaio engine, 4k libaio qd8 128M: measured 564 MB/s (531..699), predicted 645 MB/s, +14.3%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1134 MB/s (860..1141), predicted 1104 MB/s, -2.6%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 969 MB/s (816..1260), predicted 817 MB/s, -15.6%  WARNING: past 15%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 46% of their median (816..1260 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1937 MB/s (1929..1947), predicted 1685 MB/s, -13.0%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1398 MB/s (1316..1517), predicted 1276 MB/s, -8.7%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2284 MB/s (2133..3194), predicted 2120 MB/s, -7.1%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 46% of their median (2133..3194 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1500 MB/s (1451..1851), predicted 1441 MB/s, -3.9%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2229 MB/s (2146..2558), predicted 2433 MB/s, +9.2%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1398 MB/s (1384..1398), predicted 1540 MB/s, +10.1%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1219 MB/s (1142..1263), predicted 1277 MB/s, +4.7%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1413 MB/s (1402..1422), predicted 1327 MB/s, -6.1%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1339 MB/s (1315..1445), predicted 1283 MB/s, -4.1%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1487 MB/s (1093..1492), predicted 1332 MB/s, -10.5%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 19:08 UTC, in /var/tmp/calT6, 263 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 1.7 ps a byte (-4.7..35.5)
copy_unaligned=1.74996e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.6/3.3/4.3us, rewrite 64k 4.4/5.2/19.3us, rewrite 1M 36.1/39.7/90.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.09 over 9 percentiles
interrupt_gap=250.594us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.6/3.3/4.3us, rewrite 64k 4.4/5.2/19.3us, rewrite 1M 36.1/39.7/90.6us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.09 over 9 percentiles
interrupt_time=20us
# cpu.copy_stream_bytes: no threshold: none of the candidates 256k..1M had cheaper long pages and cut the relative residual sum (0.0262) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.329us p=0.2656us f=1.3456us L=0.2271us b=28047MB/s; R²=0.9947, residuals (us): 512:-0.0962 1k:-0.0511 2k:+0.11 4k:-0.0234 8k:+0.0255 16k:-0.105 32k:-0.0202 64k:+0.169 256k:+1.5 512k:+0.72 1M:-5.54 512:-0.156 4k:+0.223 64k:+0.401 1M:-1.49
copy_bw=28047384556
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 22.34us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.54us, halved
wakeup=8.6265us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.942134us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 3879 MiB/s against one job 2813 MiB/s, per core 0.67 (0.50..0.91), paired within each round, median of 3
smp_efficiency=0.674242

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1673us (min 1628, max 1709us), against 86us per warm write; fitted from the median stall
fault_in_bw=626874809
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1673us, each of two writers at once 2372us (medians of 3 and 3 repeats): together 1.41 times one writer's rate
fault_in_parallel=1.41032
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1673us, p90 1879us, mean 1728us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calT6) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calT6 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.329us p=0.2656us f=1.3456us L=0.2271us b=28047MB/s; R²=0.9947, residuals (us): 512:-0.0962 1k:-0.0511 2k:+0.11 4k:-0.0234 8k:+0.0255 16k:-0.105 32k:-0.0202 64k:+0.169 256k:+1.5 512k:+0.72 1M:-5.54 512:-0.156 4k:+0.223 64k:+0.401 1M:-1.49
write_call=1.97939us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 48.2us against 41.5us, 6.5us more per IO (3.9..6.7, median of 3 rounds); bounded by the 16.2us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=2.41604us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 628 discards, 111ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=176.752us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.88us per IO (126900 IOPS), 8 KiB 7.46us, 128 KiB 53.73us, 128 KiB from huge-page buffers 17.56us, against 1.71us for 4 KiB at B: per command 6.40us, per page segment 1.48us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7462.6MB/s from the huge-page run; the QD1 slope 2439.8MB/s, i.e. 1.68us per page against 2.03us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.88us, 8k 7.46us, 16k 10.65us, 32k 12.17us, 64k 25.17us, 128k 53.73us, 128k huge 17.56us; serial t = c + n s + bytes/bw: c=5.54us s=0.830us bw=11711MB/s, rms error 13.0%; parallel t = max(c + n s, bytes/7463MB/s): c=5.59us s=1.167us, rms error 13.0%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=6.40131us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.88us per IO (126900 IOPS), 8 KiB 7.46us, 128 KiB 53.73us, 128 KiB from huge-page buffers 17.56us, against 1.71us for 4 KiB at B: per command 6.40us, per page segment 1.48us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7462.6MB/s from the huge-page run; the QD1 slope 2439.8MB/s, i.e. 1.68us per page against 2.03us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.88us, 8k 7.46us, 16k 10.65us, 32k 12.17us, 64k 25.17us, 128k 53.73us, 128k huge 17.56us; serial t = c + n s + bytes/bw: c=5.54us s=0.830us bw=11711MB/s, rms error 13.0%; parallel t = max(c + n s, bytes/7463MB/s): c=5.59us s=1.167us, rms error 13.0%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.4789us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 40.4us / 3.91 (exponential service-time tail)
latency_jitter=10.3394us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=40.67us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.20us and the mean jitter 10.34us; R²=0.9859, residuals (us): 4k:+0.684 16k:+1.53 64k:-2.45 256k:-11.4 1M:+47.3; less dev.kick 8.71us (one per QD1 IO)
write_latency=13.4217us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2392.4MB/s k=0.53 (LM converged), R²=0.7058, residuals (MB/s): qd1:-136 qd2:+74.7 qd4:+208 qd8:+109 qd16:-353 qd32:+86.6; QD1 slope 2439.8MB/s, R²=0.9859, residuals (us): 4k:+0.684 16k:+1.53 64k:-2.45 256k:-11.4 1M:+47.3
write_bw=7462613428
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=45.66us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.20us and the mean jitter 10.34us (both as the writes fitted them); R²=0.9899, residuals (us): 4k:-2.97 16k:+4.38 64k:+0.634 256k:-0.625 1M:-1.93
read_latency=27.1175us
# dev.read_bw: QD1 slope (queue curve unusable); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2962.5MB/s k=0.55 (LM converged), R²=0.4273, residuals (MB/s): qd1:-380 qd2:+69.4 qd4:+537 qd8:+568 qd16:-157 qd32:-672; QD1 slope 3390.1MB/s, R²=0.9899, residuals (us): 4k:-2.97 16k:+4.38 64k:+0.634 256k:-0.625 1M:-1.93
read_bw=3390138321
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 14.27us per IO (13.53..23.32, median of 3) less the modelled 5.56us (syscall, direct IO, command, engine)
kick=8.7063us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 16.91us against 14.45, 32k 23.44us against 16.92, 64k 43.70us against 28.70, 128k 93.75us against 58.81: the first pass runs one section per command, a + bytes/bw by least squares over the points clearly slower than rewriting: a = 5.85us, bw = 1653MB/s
fresh_serial=5.84919us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 16.91us against 14.45, 32k 23.44us against 16.92, 64k 43.70us against 28.70, 128k 93.75us against 58.81: the first pass runs one section per command, a + bytes/bw by least squares over the points clearly slower than rewriting: a = 5.85us, bw = 1653MB/s
fresh_serial_bw=1653334435
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.68ms, 4M 2.02ms, 16M 6.91ms, 64M 23.20ms, 256M 82.31ms; t = 356.3us + N / 2909.6MB/s (R²=0.9858); sequential writes from huge pages: 256M at 5949MB/s, 2048M at 6120MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2909562199
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.68ms, 4M 2.02ms, 16M 6.91ms, 64M 23.20ms, 256M 82.31ms; t = 356.3us + N / 2909.6MB/s (R²=0.9858); sequential writes from huge pages: 256M at 5949MB/s, 2048M at 6120MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.07ms, 512 per flush 5.67ms: 10.3us per write, less 1.4us for its bytes at dev.cache_drain_bw
cache_drain_io=8.85051us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 5131MB/s, rewritten 6120MB/s: 33.018us more per MiB fresh, against 140.5us per MiB at dev.write_bw
fresh_write_factor=0.809724
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1441MB/s (1300..1479), 2x128M 1529MB/s (1513..1540), 1x512M 1549MB/s (1524..1698), 2x512M 1612MB/s (1607..2286); all bytes over all fsync times 1571MB/s, less the fresh transfer and the commands' serial time (5937MB/s), leaves 2136MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2910MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 432ms into a fresh file, 631ms rewritten
fresh_drain_factor=0.734284
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 248.8us, minus the model's data write, log write of 8k and fsync CPU (38.9us)
flush_latency=209.913us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.82us, 5.79us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.968us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.329us p=0.2656us f=1.3456us L=0.2271us b=28047MB/s; R²=0.9947, residuals (us): 512:-0.0962 1k:-0.0511 2k:+0.11 4k:-0.0234 8k:+0.0255 16k:-0.105 32k:-0.0202 64k:+0.169 256k:+1.5 512k:+0.72 1M:-5.54 512:-0.156 4k:+0.223 64k:+0.401 1M:-1.49
page_init=0.265558us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.621); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.329us p=0.2656us f=1.3456us L=0.2271us b=28047MB/s; R²=0.9947, residuals (us): 512:-0.0962 1k:-0.0511 2k:+0.11 4k:-0.0234 8k:+0.0255 16k:-0.105 32k:-0.0202 64k:+0.169 256k:+1.5 512k:+0.72 1M:-5.54 512:-0.156 4k:+0.223 64k:+0.401 1M:-1.49
folio_alloc=0.405306us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.621); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.329us p=0.2656us f=1.3456us L=0.2271us b=28047MB/s; R²=0.9947, residuals (us): 512:-0.0962 1k:-0.0511 2k:+0.11 4k:-0.0234 8k:+0.0255 16k:-0.105 32k:-0.0202 64k:+0.169 256k:+1.5 512k:+0.72 1M:-5.54 512:-0.156 4k:+0.223 64k:+0.401 1M:-1.49
add_folio=0.129698us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.621); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.329us p=0.2656us f=1.3456us L=0.2271us b=28047MB/s; R²=0.9947, residuals (us): 512:-0.0962 1k:-0.0511 2k:+0.11 4k:-0.0234 8k:+0.0255 16k:-0.105 32k:-0.0202 64k:+0.169 256k:+1.5 512k:+0.72 1M:-5.54 512:-0.156 4k:+0.223 64k:+0.401 1M:-1.49
mark_dirty=0.064849us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.329us p=0.2656us f=1.3456us L=0.2271us b=28047MB/s; R²=0.9947, residuals (us): 512:-0.0962 1k:-0.0511 2k:+0.11 4k:-0.0234 8k:+0.0255 16k:-0.105 32k:-0.0202 64k:+0.169 256k:+1.5 512k:+0.72 1M:-5.54 512:-0.156 4k:+0.223 64k:+0.401 1M:-1.49
lru_add_large=0.22712us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.4ms for 16384 folios, 1M writes: 2.6ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.297853us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.4ms for 16384 folios, 1M writes: 2.6ms for 64 folios; folios from the model's folio policy
invalidate_page=0.155253us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.621); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.329us p=0.2656us f=1.3456us L=0.2271us b=28047MB/s; R²=0.9947, residuals (us): 512:-0.0962 1k:-0.0511 2k:+0.11 4k:-0.0234 8k:+0.0255 16k:-0.105 32k:-0.0202 64k:+0.169 256k:+1.5 512k:+0.72 1M:-5.54 512:-0.156 4k:+0.223 64k:+0.401 1M:-1.49
insert=0.356669us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.621); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.329us p=0.2656us f=1.3456us L=0.2271us b=28047MB/s; R²=0.9947, residuals (us): 512:-0.0962 1k:-0.0511 2k:+0.11 4k:-0.0234 8k:+0.0255 16k:-0.105 32k:-0.0202 64k:+0.169 256k:+1.5 512k:+0.72 1M:-5.54 512:-0.156 4k:+0.223 64k:+0.401 1M:-1.49
mark_dirty=0.389094us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.125us per IO, spread 83%: fio's own loop, the same for pwrite and pwritev
psync=0.1245us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.125us per IO, spread 83%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1245us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 7.26us (5.86..7.72) against psync 5.07us (4.64..5.28) per IO, libaio - psync within each round 1.98us (1.22..2.66), plus engine.psync 0.125us, split half to submit, half to complete
libaio_submit=1.05407us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 7.26us (5.86..7.72) against psync 5.07us (4.64..5.28) per IO, libaio - psync within each round 1.98us (1.22..2.66), plus engine.psync 0.125us, split half to submit, half to complete
libaio_complete=1.05407us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.60us per IO (3.36..5.92, median of 3) against the same writes through fio's psync engine in the same rounds, 3.51us (3.48..4.70): 0.09us more per IO (-1.34..2.44, median of the rounds' differences), plus fio's psync loop engine.psync 0.12us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.216053us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 5.28us per IO (4.12..5.92, median of 3) against the same writes through fio's psync engine in the same rounds, 3.42us (3.39..3.42): 1.89us more per IO (0.70..2.50, median of the rounds' differences), plus fio's psync loop engine.psync 0.12us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=2.01659us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 48.8us (47.9..53.7), io_uring qd8 on ext4 67.4us (53.7..70.3) with scramble_buffers=0 and 66.4us (53.7..72.3) with it on; iowq.punt 0.22us
remote_copy_bw=31997051507
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 48.8us (47.9..53.7), io_uring qd8 on ext4 67.4us (53.7..70.3) with scramble_buffers=0 and 66.4us (53.7..72.3) with it on; iowq.punt 0.22us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 26.89us per IO (25.94..27.40, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=9.86633us
