# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 84.13us, qd2 59.51us, qd4 47.80us, qd8 50.62us, qd16 47.81us, qd32 44.42us; overlapped max(t1/qd, t32) rms error 12.2%; batched S + D/qd: S=43.32us D=36.51us, rms error 5.5%: batched (but the ladder is not served one command at a time)
# note: write device curve: QD1 t(bs) 39.00us + bs/2965.7MB/s (R²=0.9693); deep queue B=2980.7MB/s, k=0.77 (R²=0.9182); measured at qd32: 2950.6MB/s (2807.6..2986.6 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 43.39us + bs/4615.9MB/s (R²=0.7508); deep queue B=3570.7MB/s, k=0.91 (R²=0.9021); measured at qd32: 3307.3MB/s (2940.1..3465.6 over 3 rounds; every point the median of its rounds)
# note: cpu.copy_unaligned not fitted (0 kept): 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: -4.0 ps a byte (-8.7..39.4)
# note: buffered write(): 2.295us per call + 0.2779us per new page (0.1929us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.4802us per new folio + 0.4208us per new large folio + 31961MB/s (R²=0.9954, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.69 per core (2 jobs at once against one: 0.197 / 0.142 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 17627MB/s, best 18100MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1357 MB/s after the memory phase, 946 MB/s at the end, -30%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: self-check cold memory, 1M psync 512M: measured 626 MB/s (497..633), predicted 595 MB/s, -5.0%
# note: self-check in cache, warm memory, 4k psync 32M: measured 946 MB/s (921..962), predicted 946 MB/s, -0.1%
# note: self-check in cache, warm memory, 1M psync 32M: measured 10052 MB/s (9797..10485), predicted 9682 MB/s, -3.7%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 10499 MB/s (7108..10675), predicted 9682 MB/s, -7.8%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 34% of their median (7108..10675 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 4067 MB/s (3977..4295), predicted 3680 MB/s, -9.5%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1291 MB/s (722..1384), predicted 816 MB/s, -36.8%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 51% of their median (722..1384 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 164 MB/s (158..172), predicted 164 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 844 MB/s (574..1040), predicted 609 MB/s, -27.9%  WARNING: past 15%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: WARNING: the repeats spread 55% of their median (574..1040 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check punted copy, 512k io_uring qd8: measured 9587 MB/s (9100..9761), predicted 8330 MB/s, -13.1%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 9256 MB/s (8801..9587), predicted 8080 MB/s, -12.7%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 776 MB/s (754..809), predicted 635 MB/s, -18.2%  WARNING: past 15%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1320 MB/s (1203..1342), predicted 1100 MB/s, -16.6%  WARNING: past 15%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 1040 MB/s (613..1193), predicted 867 MB/s, -16.6%  WARNING: past 15%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 56% of their median (613..1193 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1613 MB/s (1423..2282), predicted 1690 MB/s, +4.7%
# note: self-check fio direct rewrites, 32k libaio qd32: WARNING: the repeats spread 53% of their median (1423..2282 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1500 MB/s (1266..1974), predicted 1488 MB/s, -0.8%
# note: self-check fio direct first pass, 32k libaio qd32 256M: WARNING: the repeats spread 47% of their median (1266..1974 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2456 MB/s (1977..3224), predicted 2155 MB/s, -12.3%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 51% of their median (1977..3224 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1710 MB/s (1561..3579), predicted 1844 MB/s, +7.9%
# note: self-check fio direct first pass, 64k libaio qd32 256M: WARNING: the repeats spread 118% of their median (1561..3579 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2454 MB/s (2424..2925), predicted 2499 MB/s, +1.8%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1904 MB/s (1826..2418), predicted 2094 MB/s, +10.0%
# note: self-check fio direct first pass, 128k libaio qd32 256M: WARNING: the repeats spread 31% of their median (1826..2418 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1348 MB/s (1138..1366), predicted 1322 MB/s, -1.9%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1456 MB/s (1368..1516), predicted 1364 MB/s, -6.3%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1390 MB/s (1309..1428), predicted 1328 MB/s, -4.5%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1518 MB/s (1032..1570), predicted 1369 MB/s, -9.8%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 35% of their median (1032..1570 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 19:24 UTC, in /var/tmp/calT7, 277 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.8/3.4/4.6us, rewrite 64k 4.1/4.6/6.5us, rewrite 1M 34.0/37.1/84.5us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.18 over 9 percentiles
interrupt_gap=250.594us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.8/3.4/4.6us, rewrite 64k 4.1/4.6/6.5us, rewrite 1M 34.0/37.1/84.5us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.18 over 9 percentiles
interrupt_time=8.93367us
# cpu.copy_stream_bytes: no threshold: none of the candidates 256k..1M had cheaper long pages and cut the relative residual sum (0.0228) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.295us p=0.2779us f=1.4802us L=0.4208us b=31961MB/s; R²=0.9954, residuals (us): 512:-0.0638 1k:-0.0321 2k:+0.041 4k:-0.00359 8k:-0.154 16k:+0.0188 32k:+0.229 64k:+0.248 256k:-0.124 512k:+1.31 1M:-3.98 512:-0.119 4k:+0.344 64k:-0.163 1M:+0.513
copy_bw=31960970918
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 21.62us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.28us, halved
wakeup=8.5265us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.942134us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 3879 MiB/s against one job 3048 MiB/s, per core 0.64 (0.64..0.65), paired within each round, median of 3
smp_efficiency=0.637037

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1654us (min 1562, max 2041us), against 91us per warm write; fitted from the median stall
fault_in_bw=633859486
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1654us, each of two writers at once 1753us (medians of 3 and 3 repeats): together 1.89 times one writer's rate
fault_in_parallel=1.88782
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1654us, p90 2163us, mean 1575us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calT7) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calT7 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.295us p=0.2779us f=1.4802us L=0.4208us b=31961MB/s; R²=0.9954, residuals (us): 512:-0.0638 1k:-0.0321 2k:+0.041 4k:-0.00359 8k:-0.154 16k:+0.0188 32k:+0.229 64k:+0.248 256k:-0.124 512k:+1.31 1M:-3.98 512:-0.119 4k:+0.344 64k:-0.163 1M:+0.513
write_call=1.94489us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 42.9us against 41.0us, 1.8us more per IO (1.7..15.6, median of 3 rounds); bounded by the 16.0us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor), 2.0us of the host's allocation section (dev.fresh_serial) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=0us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 769 discards, 82ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=106.632us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.26us per IO (121050 IOPS), 8 KiB 7.11us, 128 KiB 44.42us, 128 KiB from huge-page buffers 17.21us, against 1.37us for 4 KiB at B: per command 7.09us, per page segment 1.17us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7616.7MB/s from the huge-page run; the QD1 slope 2965.7MB/s, i.e. 1.38us per page against 1.70us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.12us, 8k 5.97us, 16k 8.20us, 32k 13.64us, 64k 26.05us, 128k 43.28us, 128k huge 16.07us; serial t = c + n s + bytes/bw: c=4.33us s=0.853us bw=12044MB/s, rms error 11.3%; parallel t = max(c + n s, bytes/8157MB/s): c=5.32us s=0.878us, rms error 16.2%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=7.09454us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.26us per IO (121050 IOPS), 8 KiB 7.11us, 128 KiB 44.42us, 128 KiB from huge-page buffers 17.21us, against 1.37us for 4 KiB at B: per command 7.09us, per page segment 1.17us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7616.7MB/s from the huge-page run; the QD1 slope 2965.7MB/s, i.e. 1.38us per page against 1.70us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.12us, 8k 5.97us, 16k 8.20us, 32k 13.64us, 64k 26.05us, 128k 43.28us, 128k huge 16.07us; serial t = c + n s + bytes/bw: c=4.33us s=0.853us bw=12044MB/s, rms error 11.3%; parallel t = max(c + n s, bytes/8157MB/s): c=5.32us s=0.878us, rms error 16.2%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.16649us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 28.9us / 3.91 (exponential service-time tail)
latency_jitter=7.39464us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.00us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.89us and the mean jitter 7.39us; R²=0.9693, residuals (us): 4k:+0.937 16k:+1.33 64k:-1.2 256k:-14.5 1M:+60.4; less dev.kick 8.75us (one per QD1 IO)
write_latency=13.9655us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2980.7MB/s k=0.77 (LM converged), R²=0.9182, residuals (MB/s): qd1:-122 qd2:+53.5 qd4:+245 qd8:-128 qd16:-101 qd32:+40.3; QD1 slope 2965.7MB/s, R²=0.9693, residuals (us): 4k:+0.937 16k:+1.33 64k:-1.2 256k:-14.5 1M:+60.4
write_bw=7616659417
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=43.39us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.89us and the mean jitter 7.39us (both as the writes fitted them); R²=0.7508, residuals (us): 4k:+1.35 16k:+2.33 64k:+5.37 256k:-22.8 1M:+152
read_latency=27.1042us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3570.7MB/s k=0.91 (LM converged), R²=0.9021, residuals (MB/s): qd1:-233 qd2:+128 qd4:+110 qd8:+298 qd16:-171 qd32:-165; QD1 slope 4615.9MB/s, R²=0.7508, residuals (us): 4k:+1.35 16k:+2.33 64k:+5.37 256k:-22.8 1M:+152
read_bw=3570674617
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 14.32us per IO (12.92..15.01, median of 3) less the modelled 5.58us (syscall, direct IO, command, engine)
kick=8.74794us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.72ms, 4M 2.04ms, 16M 6.91ms, 64M 24.34ms, 256M 88.60ms; t = 365.5us + N / 2782.4MB/s (R²=0.9927); sequential writes from huge pages: 256M at 8107MB/s, 2048M at 6482MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1866140632
cache_drain_bw=2782364838
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.72ms, 4M 2.04ms, 16M 6.91ms, 64M 24.34ms, 256M 88.60ms; t = 365.5us + N / 2782.4MB/s (R²=0.9927); sequential writes from huge pages: 256M at 8107MB/s, 2048M at 6482MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1866140632
cache_size=1866140633
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.12ms, 512 per flush 5.80ms: 10.4us per write, less 1.5us for its bytes at dev.cache_drain_bw
cache_drain_io=8.96901us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 6294MB/s, rewritten 6482MB/s: 4.822us more per MiB fresh, against 137.7us per MiB at dev.write_bw
fresh_write_factor=0.966159
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1534MB/s (1294..1557), 2x128M 1564MB/s (1472..1637), 1x512M 1583MB/s (1494..1636), 2x512M 1703MB/s (1652..2160); all bytes over all fsync times 1638MB/s, less the fresh transfer and the commands' serial time (7210MB/s), leaves 2120MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2782MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 442ms into a fresh file, 711ms rewritten
fresh_drain_factor=0.761883
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 15.75us against 12.42, 32k 21.85us against 20.31, 64k 38.33us against 26.68, 128k 68.85us against 53.40; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 1.43us, bw = 7879MB/s
fresh_serial=1.43375us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 15.75us against 12.42, 32k 21.85us against 20.31, 64k 38.33us against 26.68, 128k 68.85us against 53.40; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 1.43us, bw = 7879MB/s
fresh_serial_bw=7878730821
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 189.4us, minus the model's data write, log write of 8k and fsync CPU (39.9us)
flush_latency=149.577us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.89us, 6.05us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.16us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.295us p=0.2779us f=1.4802us L=0.4208us b=31961MB/s; R²=0.9954, residuals (us): 512:-0.0638 1k:-0.0321 2k:+0.041 4k:-0.00359 8k:-0.154 16k:+0.0188 32k:+0.229 64k:+0.248 256k:-0.124 512k:+1.31 1M:-3.98 512:-0.119 4k:+0.344 64k:-0.163 1M:+0.513
page_init=0.277913us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.783); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.295us p=0.2779us f=1.4802us L=0.4208us b=31961MB/s; R²=0.9954, residuals (us): 512:-0.0638 1k:-0.0321 2k:+0.041 4k:-0.00359 8k:-0.154 16k:+0.0188 32k:+0.229 64k:+0.248 256k:-0.124 512k:+1.31 1M:-3.98 512:-0.119 4k:+0.344 64k:-0.163 1M:+0.513
folio_alloc=0.445836us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.783); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.295us p=0.2779us f=1.4802us L=0.4208us b=31961MB/s; R²=0.9954, residuals (us): 512:-0.0638 1k:-0.0321 2k:+0.041 4k:-0.00359 8k:-0.154 16k:+0.0188 32k:+0.229 64k:+0.248 256k:-0.124 512k:+1.31 1M:-3.98 512:-0.119 4k:+0.344 64k:-0.163 1M:+0.513
add_folio=0.142668us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.783); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.295us p=0.2779us f=1.4802us L=0.4208us b=31961MB/s; R²=0.9954, residuals (us): 512:-0.0638 1k:-0.0321 2k:+0.041 4k:-0.00359 8k:-0.154 16k:+0.0188 32k:+0.229 64k:+0.248 256k:-0.124 512k:+1.31 1M:-3.98 512:-0.119 4k:+0.344 64k:-0.163 1M:+0.513
mark_dirty=0.0713338us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.295us p=0.2779us f=1.4802us L=0.4208us b=31961MB/s; R²=0.9954, residuals (us): 512:-0.0638 1k:-0.0321 2k:+0.041 4k:-0.00359 8k:-0.154 16k:+0.0188 32k:+0.229 64k:+0.248 256k:-0.124 512k:+1.31 1M:-3.98 512:-0.119 4k:+0.344 64k:-0.163 1M:+0.513
lru_add_large=0.420756us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 9.9ms for 16384 folios, 1M writes: 2.5ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.455909us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 9.9ms for 16384 folios, 1M writes: 2.5ms for 64 folios; folios from the model's folio policy
invalidate_page=0.148572us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.783); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.295us p=0.2779us f=1.4802us L=0.4208us b=31961MB/s; R²=0.9954, residuals (us): 512:-0.0638 1k:-0.0321 2k:+0.041 4k:-0.00359 8k:-0.154 16k:+0.0188 32k:+0.229 64k:+0.248 256k:-0.124 512k:+1.31 1M:-3.98 512:-0.119 4k:+0.344 64k:-0.163 1M:+0.513
insert=0.392336us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.783); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.295us p=0.2779us f=1.4802us L=0.4208us b=31961MB/s; R²=0.9954, residuals (us): 512:-0.0638 1k:-0.0321 2k:+0.041 4k:-0.00359 8k:-0.154 16k:+0.0188 32k:+0.229 64k:+0.248 256k:-0.124 512k:+1.31 1M:-3.98 512:-0.119 4k:+0.344 64k:-0.163 1M:+0.513
mark_dirty=0.428003us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.197us per IO, spread 90%: fio's own loop, the same for pwrite and pwritev
psync=0.1975us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.197us per IO, spread 90%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1975us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.28us (5.07..5.43) against psync 3.36us (3.30..3.39) per IO, libaio - psync within each round 1.92us (1.68..2.14), plus engine.psync 0.197us, split half to submit, half to complete
libaio_submit=1.06005us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.28us (5.07..5.43) against psync 3.36us (3.30..3.39) per IO, libaio - psync within each round 1.92us (1.68..2.14), plus engine.psync 0.197us, split half to submit, half to complete
libaio_complete=1.06005us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.17us per IO (2.96..5.68, median of 3) against the same writes through fio's psync engine in the same rounds, 3.39us (3.36..3.39): -0.18us more per IO (-0.43..2.29, median of the rounds' differences), plus fio's psync loop engine.psync 0.20us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.0143945us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.85us per IO (3.94..7.14, median of 3) against the same writes through fio's psync engine in the same rounds, 3.33us (3.33..3.45): 1.53us more per IO (0.61..3.69, median of the rounds' differences), plus fio's psync loop engine.psync 0.20us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.72338us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 47.9us (46.9..48.8), io_uring qd8 on ext4 54.7us (53.7..57.6) with scramble_buffers=0 and 56.6us (54.7..59.6) with it on; iowq.punt 0.01us
remote_copy_bw=89698845468
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 47.9us (46.9..48.8), io_uring qd8 on ext4 54.7us (53.7..57.6) with scramble_buffers=0 and 56.6us (54.7..59.6) with it on; iowq.punt 0.01us
scrambled_sector=0.00190735us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 25.02us per IO (23.77..25.85, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=8.28552us
