# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 90.29us, qd2 64.09us, qd4 57.84us, qd8 57.42us, qd16 64.68us, qd32 62.30us; overlapped max(t1/qd, t32) rms error 5.1%; batched S + D/qd: S=56.90us D=25.08us, rms error 8.2%: overlapped
# note: write device curve: QD1 t(bs) 39.57us + bs/2498.2MB/s (R²=0.9875); deep queue B=2258.8MB/s, k=0.38 (R²=0.6474); measured at qd32: 2104.0MB/s (1904.2..2462.9 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 41.43us + bs/2661.8MB/s (R²=0.9747); deep queue B=2505.3MB/s, k=0.38 (R²=0.5776); measured at qd32: 2110.3MB/s (1658.3..2150.2 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 8.1 ps a byte (0.3..52.5)
# note: buffered write(): 2.114us per call + 0.3004us per new page (0.2154us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.8768us per new folio + 0.3242us per new large folio + 29309MB/s (R²=0.9879, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 1.00 per core (2 jobs at once against one: 0.197 / 0.098 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 13024MB/s, best 13168MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1020 MB/s after the memory phase, 1258 MB/s at the end, +23%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: iowq.wakeup not fitted: with it at 0 the model predicts io-wq punt at QD1, 4k io_uring qd1 128M at 225 MB/s, within 27% of the measured 185 MB/s, so this phase does not constrain it; the profile keeps its default
# note: self-check cold memory, 1M psync 512M: measured 463 MB/s (419..557), predicted 453 MB/s, -2.1%
# note: self-check in cache, warm memory, 4k psync 32M: measured 893 MB/s (888..1160), predicted 894 MB/s, +0.1%
# note: self-check in cache, warm memory, 4k psync 32M: WARNING: the repeats spread 30% of their median (888..1160 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 1M psync 32M: measured 9125 MB/s (8511..9430), predicted 8952 MB/s, -1.9%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 8392 MB/s (5919..8714), predicted 8343 MB/s, -0.6%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 33% of their median (5919..8714 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 3977 MB/s (3977..4194), predicted 3881 MB/s, -2.4%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1220 MB/s (1198..1243), predicted 792 MB/s, -35.1%  WARNING: past 15%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 185 MB/s (161..260), predicted 198 MB/s, +7.1%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: WARNING: the repeats spread 54% of their median (161..260 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1177 MB/s (1128..1303), predicted 756 MB/s, -35.8%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8: measured 9100 MB/s (9100..9100), predicted 7307 MB/s, -19.7%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8948 MB/s (8801..8948), predicted 7209 MB/s, -19.4%  WARNING: past 15%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 746 MB/s (746..754), predicted 608 MB/s, -18.4%  WARNING: past 15%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1287 MB/s (1053..1368), predicted 1112 MB/s, -13.6%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 1025 MB/s (874..1082), predicted 958 MB/s, -6.5%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1622 MB/s (1540..1893), predicted 1528 MB/s, -5.8%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1167 MB/s (1065..1172), predicted 1198 MB/s, +2.6%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 1672 MB/s (1563..2402), predicted 1878 MB/s, +12.3%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 50% of their median (1563..2402 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1177 MB/s (1109..1754), predicted 1369 MB/s, +16.3%  WARNING: past 15%
# note: self-check fio direct first pass, 64k libaio qd32 256M: WARNING: the repeats spread 55% of their median (1109..1754 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 128k libaio qd32: measured 1652 MB/s (1626..2366), predicted 2103 MB/s, +27.3%  WARNING: past 15%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 45% of their median (1626..2366 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1309 MB/s (1105..1500), predicted 1473 MB/s, +12.5%
# note: self-check fio direct first pass, 128k libaio qd32 256M: WARNING: the repeats spread 30% of their median (1105..1500 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1240 MB/s (1219..1244), predicted 1245 MB/s, +0.3%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1414 MB/s (1341..1423), predicted 1307 MB/s, -7.6%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1292 MB/s (1289..1297), predicted 1250 MB/s, -3.2%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1446 MB/s (1444..1447), predicted 1311 MB/s, -9.3%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 03:38 UTC, in /var/tmp/calT11, 269 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.046..1.078us
syscall=1.05612us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 8.1 ps a byte (0.3..52.5)
copy_unaligned=8.14834e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.6/3.3/4.6us, rewrite 64k 4.4/5.0/7.4us, rewrite 1M 35.1/37.6/94.7us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.20 over 9 percentiles
interrupt_gap=397.164us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.6/3.3/4.6us, rewrite 64k 4.4/5.0/7.4us, rewrite 1M 35.1/37.6/94.7us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.20 over 9 percentiles
interrupt_time=22.4404us
# cpu.copy_stream_bytes: no threshold: none of the candidates 256k..1M had cheaper long pages and cut the relative residual sum (0.0651) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.114us p=0.3004us f=1.8768us L=0.3242us b=29309MB/s; R²=0.9879, residuals (us): 512:-0.402 1k:+0.0943 2k:+0.171 4k:+0.00349 8k:-0.222 16k:+0.109 32k:+0.292 64k:+0.238 256k:+0.0145 512k:-0.384 1M:-2.22 512:+0.0278 4k:+0.401 64k:+0.212 1M:-1.07
copy_bw=29309180880
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 22.83us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.44us, halved
wakeup=8.9725us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.466544us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 3793 MiB/s against one job 2639 MiB/s, per core 0.72 (0.72..0.72), paired within each round, median of 3
smp_efficiency=0.718519

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2189us (min 1742, max 2321us), against 120us per warm write; fitted from the median stall
fault_in_bw=479064327
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2189us, each of two writers at once 2192us (medians of 3 and 2 repeats): together 2.00 times one writer's rate
fault_in_parallel=1.9972
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2189us, p90 2358us, mean 2139us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calT11) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calT11 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.056us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.114us p=0.3004us f=1.8768us L=0.3242us b=29309MB/s; R²=0.9879, residuals (us): 512:-0.402 1k:+0.0943 2k:+0.171 4k:+0.00349 8k:-0.222 16k:+0.109 32k:+0.292 64k:+0.238 256k:+0.0145 512k:-0.384 1M:-2.22 512:+0.0278 4k:+0.401 64k:+0.212 1M:-1.07
write_call=1.00773us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 45.7us against 41.8us, 3.6us more per IO (2.4..4.0, median of 3 rounds); bounded by the 15.7us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor) and 1.2us of the host's allocation section (dev.fresh_serial): 2.36us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=0us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 45.7us against 41.8us, 3.6us more per IO (2.4..4.0, median of 3 rounds); bounded by the 15.7us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor) and 1.2us of the host's allocation section (dev.fresh_serial): 2.36us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=4us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4103 discards, 308ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=159.645us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.19us per IO (122089 IOPS), 8 KiB 7.16us, 128 KiB 62.30us, 128 KiB from huge-page buffers 17.95us, against 1.81us for 4 KiB at B: per command 6.45us, per page segment 1.75us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7302.5MB/s from the huge-page run; the QD1 slope 2498.2MB/s, i.e. 1.64us per page against 2.31us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 8.19us, 8k 7.16us, 16k 10.16us, 32k 15.92us, 64k 29.36us, 128k 62.30us, 128k huge 17.95us; serial t = c + n s + bytes/bw: c=4.92us s=1.148us bw=11036MB/s, rms error 11.3%; parallel t = max(c + n s, bytes/7303MB/s): c=5.19us s=1.431us, rms error 11.6%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=6.44538us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.19us per IO (122089 IOPS), 8 KiB 7.16us, 128 KiB 62.30us, 128 KiB from huge-page buffers 17.95us, against 1.81us for 4 KiB at B: per command 6.45us, per page segment 1.75us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7302.5MB/s from the huge-page run; the QD1 slope 2498.2MB/s, i.e. 1.64us per page against 2.31us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 8.19us, 8k 7.16us, 16k 10.16us, 32k 15.92us, 64k 29.36us, 128k 62.30us, 128k huge 17.95us; serial t = c + n s + bytes/bw: c=4.92us s=1.148us bw=11036MB/s, rms error 11.3%; parallel t = max(c + n s, bytes/7303MB/s): c=5.19us s=1.431us, rms error 11.6%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.74538us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 27.4us / 3.91 (exponential service-time tail)
latency_jitter=7.002us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.57us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=9.00us and the mean jitter 7.00us; R²=0.9875, residuals (us): 4k:+0.954 16k:+1.21 64k:-2.77 256k:-9.95 1M:+43; less dev.kick 5.68us (one per QD1 IO)
write_latency=17.8921us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2258.8MB/s k=0.38 (LM converged), R²=0.6474, residuals (MB/s): qd1:-182 qd2:+149 qd4:+205 qd8:+127 qd16:-180 qd32:-128; QD1 slope 2498.2MB/s, R²=0.9875, residuals (us): 4k:+0.954 16k:+1.21 64k:-2.77 256k:-9.95 1M:+43
write_bw=7302528900
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=41.43us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=9.00us and the mean jitter 7.00us (both as the writes fitted them); R²=0.9747, residuals (us): 4k:+3.38 16k:-0.552 64k:-3.24 256k:-12 1M:+56.4
read_latency=25.4238us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=2505.3MB/s k=0.38 (LM converged), R²=0.5776, residuals (MB/s): qd1:-182 qd2:+103 qd4:+246 qd8:+149 qd16:+40.6 qd32:-366; QD1 slope 2661.8MB/s, R²=0.9747, residuals (us): 4k:+3.38 16k:-0.552 64k:-3.24 256k:-12 1M:+56.4
read_bw=2505305026
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 12.01us per IO (10.58..18.85, median of 3) less the modelled 6.33us (syscall, direct IO, command, engine)
kick=5.67677us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.88ms, 4M 2.61ms, 16M 7.92ms, 64M 26.08ms, 256M 99.09ms; t = 514.6us + N / 2499.5MB/s (R²=0.9846); sequential writes from huge pages: 256M at 4753MB/s, 2048M at 4617MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2499540042
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.88ms, 4M 2.61ms, 16M 7.92ms, 64M 26.08ms, 256M 99.09ms; t = 514.6us + N / 2499.5MB/s (R²=0.9846); sequential writes from huge pages: 256M at 4753MB/s, 2048M at 4617MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.20ms, 512 per flush 6.00ms: 10.7us per write, less 1.6us for its bytes at dev.cache_drain_bw
cache_drain_io=9.05844us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4560MB/s, rewritten 4617MB/s: 2.814us more per MiB fresh, against 143.6us per MiB at dev.write_bw
fresh_write_factor=0.980776
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1451MB/s (1449..1463), 2x128M 1535MB/s (1447..1563), 1x512M 1526MB/s (1522..1552), 2x512M 1572MB/s (1570..2219); all bytes over all fsync times 1546MB/s, less the fresh transfer and the commands' serial time (7002MB/s), leaves 1984MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2500MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 518ms into a fresh file, 744ms rewritten
fresh_drain_factor=0.793796
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 15.99us against 12.73, 32k 28.08us against 20.20, 64k 55.66us against 39.20, 128k 100.10us against 79.36; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.39us, bw = 5007MB/s
fresh_serial=0.393906us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 15.99us against 12.73, 32k 28.08us against 20.20, 64k 55.66us against 39.20, 128k 100.10us against 79.36; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.39us, bw = 5007MB/s
fresh_serial_bw=5006949966
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 238.6us, minus the model's data write, log write of 8k and fsync CPU (48.5us)
flush_latency=190.058us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (4.08us, 6.62us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.544us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.114us p=0.3004us f=1.8768us L=0.3242us b=29309MB/s; R²=0.9879, residuals (us): 512:-0.402 1k:+0.0943 2k:+0.171 4k:+0.00349 8k:-0.222 16k:+0.109 32k:+0.292 64k:+0.238 256k:+0.0145 512k:-0.384 1M:-2.22 512:+0.0278 4k:+0.401 64k:+0.212 1M:-1.07
page_init=0.300373us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.261); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.114us p=0.3004us f=1.8768us L=0.3242us b=29309MB/s; R²=0.9879, residuals (us): 512:-0.402 1k:+0.0943 2k:+0.171 4k:+0.00349 8k:-0.222 16k:+0.109 32k:+0.292 64k:+0.238 256k:+0.0145 512k:-0.384 1M:-2.22 512:+0.0278 4k:+0.401 64k:+0.212 1M:-1.07
folio_alloc=0.565288us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.261); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.114us p=0.3004us f=1.8768us L=0.3242us b=29309MB/s; R²=0.9879, residuals (us): 512:-0.402 1k:+0.0943 2k:+0.171 4k:+0.00349 8k:-0.222 16k:+0.109 32k:+0.292 64k:+0.238 256k:+0.0145 512k:-0.384 1M:-2.22 512:+0.0278 4k:+0.401 64k:+0.212 1M:-1.07
add_folio=0.180892us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.261); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.114us p=0.3004us f=1.8768us L=0.3242us b=29309MB/s; R²=0.9879, residuals (us): 512:-0.402 1k:+0.0943 2k:+0.171 4k:+0.00349 8k:-0.222 16k:+0.109 32k:+0.292 64k:+0.238 256k:+0.0145 512k:-0.384 1M:-2.22 512:+0.0278 4k:+0.401 64k:+0.212 1M:-1.07
mark_dirty=0.090446us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.114us p=0.3004us f=1.8768us L=0.3242us b=29309MB/s; R²=0.9879, residuals (us): 512:-0.402 1k:+0.0943 2k:+0.171 4k:+0.00349 8k:-0.222 16k:+0.109 32k:+0.292 64k:+0.238 256k:+0.0145 512k:-0.384 1M:-2.22 512:+0.0278 4k:+0.401 64k:+0.212 1M:-1.07
lru_add_large=0.32424us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.4ms for 16384 folios, 1M writes: 2.7ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.532552us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.4ms for 16384 folios, 1M writes: 2.7ms for 64 folios; folios from the model's folio policy
invalidate_page=0.162962us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.261); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.114us p=0.3004us f=1.8768us L=0.3242us b=29309MB/s; R²=0.9879, residuals (us): 512:-0.402 1k:+0.0943 2k:+0.171 4k:+0.00349 8k:-0.222 16k:+0.109 32k:+0.292 64k:+0.238 256k:+0.0145 512k:-0.384 1M:-2.22 512:+0.0278 4k:+0.401 64k:+0.212 1M:-1.07
insert=0.497453us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.261); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.114us p=0.3004us f=1.8768us L=0.3242us b=29309MB/s; R²=0.9879, residuals (us): 512:-0.402 1k:+0.0943 2k:+0.171 4k:+0.00349 8k:-0.222 16k:+0.109 32k:+0.292 64k:+0.238 256k:+0.0145 512k:-0.384 1M:-2.22 512:+0.0278 4k:+0.401 64k:+0.212 1M:-1.07
mark_dirty=0.542676us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.197us per IO, spread 43%: fio's own loop, the same for pwrite and pwritev
psync=0.1975us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.197us per IO, spread 43%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1975us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.49us (5.43..5.49) against psync 3.57us (3.48..3.57) per IO, libaio - psync within each round 1.92us (1.92..1.95), plus engine.psync 0.197us, split half to submit, half to complete
libaio_submit=1.06005us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.49us (5.43..5.49) against psync 3.57us (3.48..3.57) per IO, libaio - psync within each round 1.92us (1.92..1.95), plus engine.psync 0.197us, split half to submit, half to complete
libaio_complete=1.06005us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.36us per IO (3.30..3.42, median of 3) against the same writes through fio's psync engine in the same rounds, 3.60us (3.51..3.81): -0.18us more per IO (-0.52..-0.15, median of the rounds' differences), plus fio's psync loop engine.psync 0.20us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.0143945us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.48us per IO (3.14..3.63, median of 3) against the same writes through fio's psync engine in the same rounds, 3.42us (3.30..3.42): 0.06us more per IO (-0.15..0.21, median of the rounds' differences), plus fio's psync loop engine.psync 0.20us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.258535us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 51.8us (51.8..54.7), io_uring qd8 on ext4 57.6us (57.6..57.6) with scramble_buffers=0 and 58.6us (58.6..59.6) with it on; iowq.punt 0.01us
remote_copy_bw=89698845473
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 51.8us (51.8..54.7), io_uring qd8 on ext4 57.6us (57.6..57.6) with scramble_buffers=0 and 58.6us (58.6..59.6) with it on; iowq.punt 0.01us
scrambled_sector=0.000953674us
