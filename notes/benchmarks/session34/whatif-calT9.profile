# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 90.11us, qd2 67.48us, qd4 54.62us, qd8 59.26us, qd16 73.20us, qd32 63.56us; overlapped max(t1/qd, t32) rms error 9.4%; batched S + D/qd: S=58.59us D=23.28us, rms error 11.6%: overlapped
# note: write device curve: QD1 t(bs) 41.15us + bs/2351.3MB/s (R²=0.9820); deep queue B=2169.4MB/s, k=0.32 (R²=0.4000); measured at qd32: 2062.2MB/s (1770.8..2424.4 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 43.25us + bs/1945.6MB/s (R²=0.9864); deep queue B=1934.3MB/s, k=0.55 (R²=0.9070); measured at qd32: 1913.7MB/s (1798.8..2045.2 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 6.4 ps a byte (1.5..50.6)
# note: buffered write(): 1.839us per call + 0.2501us per new page (0.1651us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.2003us per new folio + 0.2549us per new large folio + 32234MB/s (R²=0.9816, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 1.00 per core (2 jobs at once against one: 0.217 / 0.106 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 17897MB/s, best 21579MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1115 MB/s after the memory phase, 1241 MB/s at the end, +11%
# note: self-check cold memory, 1M psync 512M: measured 459 MB/s (446..985), predicted 464 MB/s, +1.3%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 117% of their median (446..985 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 1214 MB/s (1156..1237), predicted 1149 MB/s, -5.4%
# note: self-check in cache, warm memory, 1M psync 32M: measured 10238 MB/s (10086..10361), predicted 10485 MB/s, +2.4%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 9575 MB/s (6683..9715), predicted 9824 MB/s, +2.6%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 32% of their median (6683..9715 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 3628 MB/s (3464..3703), predicted 5688 MB/s, +56.8%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 685 MB/s (678..1329), predicted 866 MB/s, +26.5%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 95% of their median (678..1329 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 161 MB/s (158..163), predicted 161 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 584 MB/s (569..790), predicted 699 MB/s, +19.8%  WARNING: past 15%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: WARNING: the repeats spread 38% of their median (569..790 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check punted copy, 512k io_uring qd8: measured 7064 MB/s (6628..8801), predicted 8419 MB/s, +19.2%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8: WARNING: the repeats spread 31% of their median (6628..8801 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8801 MB/s (8659..8801), predicted 8419 MB/s, -4.3%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 512 MB/s (493..526), predicted 597 MB/s, +16.5%  WARNING: past 15%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1148 MB/s (801..1337), predicted 843 MB/s, -26.6%  WARNING: past 15%
# note: self-check fio direct rewrites, 16k libaio qd32: WARNING: the repeats spread 47% of their median (801..1337 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 932 MB/s (748..1172), predicted 693 MB/s, -25.7%  WARNING: past 15%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 46% of their median (748..1172 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1688 MB/s (1507..1709), predicted 1273 MB/s, -24.6%  WARNING: past 15%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1078 MB/s (973..1303), predicted 959 MB/s, -11.0%
# note: self-check fio direct first pass, 32k libaio qd32 256M: WARNING: the repeats spread 31% of their median (973..1303 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 64k libaio qd32: measured 1790 MB/s (1452..2188), predicted 1709 MB/s, -4.6%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 41% of their median (1452..2188 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1316 MB/s (1049..1329), predicted 1187 MB/s, -9.8%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 1794 MB/s (1457..2060), predicted 2061 MB/s, +14.9%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 34% of their median (1457..2060 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1172 MB/s (1128..1204), predicted 1345 MB/s, +14.8%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1218 MB/s (1126..1230), predicted 1213 MB/s, -0.5%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1420 MB/s (1254..1428), predicted 1282 MB/s, -9.7%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1285 MB/s (1170..1286), predicted 1217 MB/s, -5.2%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1343 MB/s (1108..1367), predicted 1286 MB/s, -4.2%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 00:16 UTC, in /var/tmp/calT9, 274 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.030..1.096us
syscall=1.07752us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 6.4 ps a byte (1.5..50.6)
copy_unaligned=6.41388e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.0/2.2/3.3us, rewrite 64k 3.6/3.9/7.7us, rewrite 1M 34.0/38.7/71.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.10 over 9 percentiles
interrupt_gap=177.407us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.0/2.2/3.3us, rewrite 64k 3.6/3.9/7.7us, rewrite 1M 34.0/38.7/71.2us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.10 over 9 percentiles
interrupt_time=7.96214us
# cpu.copy_stream_bytes: no threshold: none of the candidates 256k..1M had cheaper long pages and cut the relative residual sum (0.0952) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.839us p=0.2501us f=1.2003us L=0.2549us b=32234MB/s; R²=0.9816, residuals (us): 512:+0.513 1k:+0.452 2k:-0.0657 4k:-0.193 8k:-0.171 16k:+0.164 32k:+0.202 64k:+0.0972 256k:-0.891 512k:-0.73 1M:+2.41 512:-0.247 4k:-0.0397 64k:-0.215 1M:+1.27
copy_bw=32234328275
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 23.13us per round trip (two wake-ups) less two non-sleeping write+read pairs of 3.19us, halved
wakeup=8.38125us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.457504us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 3459 MiB/s against one job 2048 MiB/s, per core 0.86 (0.60..0.91), paired within each round, median of 3
smp_efficiency=0.862069

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2151us (min 1528, max 2213us), against 126us per warm write; fitted from the median stall
fault_in_bw=487502975
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2151us, each of two writers at once 1827us (medians of 3 and 2 repeats): together 2.35 times one writer's rate (two at most: 2)
fault_in_parallel=2
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2151us, p90 2252us, mean 2148us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calT9) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calT9 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.078us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.839us p=0.2501us f=1.2003us L=0.2549us b=32234MB/s; R²=0.9816, residuals (us): 512:+0.513 1k:+0.452 2k:-0.0657 4k:-0.193 8k:-0.171 16k:+0.164 32k:+0.202 64k:+0.0972 256k:-0.891 512k:-0.73 1M:+2.41 512:-0.247 4k:-0.0397 64k:-0.215 1M:+1.27
write_call=0.711296us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 55.0us against 50.1us, 2.0us more per IO (1.8..5.6, median of 3 rounds); bounded by the 21.9us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.3us of slower fresh-block transfer (dev.fresh_write_factor), 1.1us of the host's allocation section (dev.fresh_serial) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=4.9us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 902 discards, 144ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=55us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 14.70us per IO (68026 IOPS), 8 KiB 9.76us, 128 KiB 63.56us, 128 KiB from huge-page buffers 24.56us, against 1.89us for 4 KiB at B: per command 13.12us, per page segment 1.58us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 5336.4MB/s from the huge-page run; the QD1 slope 2351.3MB/s, i.e. 1.74us per page against 2.34us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 14.70us, 8k 9.76us, 16k 11.00us, 32k 17.70us, 64k 32.03us, 128k 63.56us, 128k huge 24.56us; serial t = c + n s + bytes/bw: c=7.52us s=0.943us bw=8142MB/s, rms error 18.2%; parallel t = max(c + n s, bytes/5336MB/s): c=8.25us s=1.258us, rms error 18.8%: not serial
cmd_service=13.1242us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 14.70us per IO (68026 IOPS), 8 KiB 9.76us, 128 KiB 63.56us, 128 KiB from huge-page buffers 24.56us, against 1.89us for 4 KiB at B: per command 13.12us, per page segment 1.58us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 5336.4MB/s from the huge-page run; the QD1 slope 2351.3MB/s, i.e. 1.74us per page against 2.34us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 14.70us, 8k 9.76us, 16k 11.00us, 32k 17.70us, 64k 32.03us, 128k 63.56us, 128k huge 24.56us; serial t = c + n s + bytes/bw: c=7.52us s=0.943us bw=8142MB/s, rms error 18.2%; parallel t = max(c + n s, bytes/5336MB/s): c=8.25us s=1.258us, rms error 18.8%: not serial
segment_service=1.57608us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 35.6us / 3.91 (exponential service-time tail)
latency_jitter=9.09606us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=41.15us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=15.70us and the mean jitter 9.10us; R²=0.9820, residuals (us): 4k:+1.61 16k:-0.563 64k:+0.0229 256k:-14.5 1M:+56.4; less dev.kick 6.63us (one per QD1 IO)
write_latency=9.72967us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2169.4MB/s k=0.32 (LM converged), R²=0.4000, residuals (MB/s): qd1:-183 qd2:+76.2 qd4:+393 qd8:+127 qd16:-335 qd32:-85.3; QD1 slope 2351.3MB/s, R²=0.9820, residuals (us): 4k:+1.61 16k:-0.563 64k:+0.0229 256k:-14.5 1M:+56.4
write_bw=5336414036
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=43.25us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=15.70us and the mean jitter 9.10us (both as the writes fitted them); R²=0.9864, residuals (us): 4k:+1.79 16k:-1.39 64k:+1.09 256k:-15.2 1M:+56.1
read_latency=18.4482us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=1934.3MB/s k=0.55 (LM converged), R²=0.9070, residuals (MB/s): qd1:-27.8 qd2:+68.5 qd4:-93.1 qd8:+114 qd16:-75.8 qd32:+12.4; QD1 slope 1945.6MB/s, R²=0.9864, residuals (us): 4k:+1.79 16k:-1.39 64k:+1.09 256k:-15.2 1M:+56.1
read_bw=1934258065
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 14.13us per IO (11.54..24.17, median of 3) less the modelled 7.50us (syscall, direct IO, command, engine)
kick=6.62504us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.73ms, 4M 2.15ms, 16M 7.83ms, 64M 27.39ms, 256M 102.56ms; t = 320.7us + N / 2440.0MB/s (R²=0.9949); sequential writes from huge pages: 256M at 5533MB/s, 2048M at 5464MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2440006388
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.73ms, 4M 2.15ms, 16M 7.83ms, 64M 27.39ms, 256M 102.56ms; t = 320.7us + N / 2440.0MB/s (R²=0.9949); sequential writes from huge pages: 256M at 5533MB/s, 2048M at 5464MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.29ms, 512 per flush 6.19ms: 11.0us per write, less 1.7us for its bytes at dev.cache_drain_bw
cache_drain_io=9.27446us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 3888MB/s, rewritten 5464MB/s: 77.793us more per MiB fresh, against 196.5us per MiB at dev.write_bw
fresh_write_factor=0.716382
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1431MB/s (1327..1453), 2x128M 1539MB/s (1487..1550), 1x512M 1507MB/s (1415..1558), 2x512M 1490MB/s (1458..1523); all bytes over all fsync times 1497MB/s, less the fresh transfer and the commands' serial time (3756MB/s), leaves 2488MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2440MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 694ms into a fresh file, 770ms rewritten
fresh_drain_factor=1
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 17.58us against 14.27, 32k 30.40us against 19.41, 64k 49.80us against 36.60, 128k 111.82us against 73.06; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 3890MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 17.58us against 14.27, 32k 30.40us against 19.41, 64k 49.80us against 36.60, 128k 111.82us against 73.06; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 3890MB/s
fresh_serial_bw=3890405525
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 185.3us, minus the model's data write, log write of 8k and fsync CPU (33.1us)
flush_latency=152.201us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.99us, 4.58us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.584us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.839us p=0.2501us f=1.2003us L=0.2549us b=32234MB/s; R²=0.9816, residuals (us): 512:+0.513 1k:+0.452 2k:-0.0657 4k:-0.193 8k:-0.171 16k:+0.164 32k:+0.202 64k:+0.0972 256k:-0.891 512k:-0.73 1M:+2.41 512:-0.247 4k:-0.0397 64k:-0.215 1M:+1.27
page_init=0.250143us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.446); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.839us p=0.2501us f=1.2003us L=0.2549us b=32234MB/s; R²=0.9816, residuals (us): 512:+0.513 1k:+0.452 2k:-0.0657 4k:-0.193 8k:-0.171 16k:+0.164 32k:+0.202 64k:+0.0972 256k:-0.891 512k:-0.73 1M:+2.41 512:-0.247 4k:-0.0397 64k:-0.215 1M:+1.27
folio_alloc=0.361539us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.446); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.839us p=0.2501us f=1.2003us L=0.2549us b=32234MB/s; R²=0.9816, residuals (us): 512:+0.513 1k:+0.452 2k:-0.0657 4k:-0.193 8k:-0.171 16k:+0.164 32k:+0.202 64k:+0.0972 256k:-0.891 512k:-0.73 1M:+2.41 512:-0.247 4k:-0.0397 64k:-0.215 1M:+1.27
add_folio=0.115693us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.446); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.839us p=0.2501us f=1.2003us L=0.2549us b=32234MB/s; R²=0.9816, residuals (us): 512:+0.513 1k:+0.452 2k:-0.0657 4k:-0.193 8k:-0.171 16k:+0.164 32k:+0.202 64k:+0.0972 256k:-0.891 512k:-0.73 1M:+2.41 512:-0.247 4k:-0.0397 64k:-0.215 1M:+1.27
mark_dirty=0.0578463us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.839us p=0.2501us f=1.2003us L=0.2549us b=32234MB/s; R²=0.9816, residuals (us): 512:+0.513 1k:+0.452 2k:-0.0657 4k:-0.193 8k:-0.171 16k:+0.164 32k:+0.202 64k:+0.0972 256k:-0.891 512k:-0.73 1M:+2.41 512:-0.247 4k:-0.0397 64k:-0.215 1M:+1.27
lru_add_large=0.254904us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.7ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.348054us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.7ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.122045us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.446); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.839us p=0.2501us f=1.2003us L=0.2549us b=32234MB/s; R²=0.9816, residuals (us): 512:+0.513 1k:+0.452 2k:-0.0657 4k:-0.193 8k:-0.171 16k:+0.164 32k:+0.202 64k:+0.0972 256k:-0.891 512k:-0.73 1M:+2.41 512:-0.247 4k:-0.0397 64k:-0.215 1M:+1.27
insert=0.318155us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.446); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.839us p=0.2501us f=1.2003us L=0.2549us b=32234MB/s; R²=0.9816, residuals (us): 512:+0.513 1k:+0.452 2k:-0.0657 4k:-0.193 8k:-0.171 16k:+0.164 32k:+0.202 64k:+0.0972 256k:-0.891 512k:-0.73 1M:+2.41 512:-0.247 4k:-0.0397 64k:-0.215 1M:+1.27
mark_dirty=0.347078us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.217us per IO, spread 12%: fio's own loop, the same for pwrite and pwritev
psync=0.217us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.217us per IO, spread 12%: fio's own loop, the same for pwrite and pwritev
pvsync=0.217us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 8.00us (7.78..8.30) against psync 5.25us (4.03..5.28) per IO, libaio - psync within each round 3.05us (2.72..3.75), plus engine.psync 0.217us, split half to submit, half to complete
libaio_submit=1.63438us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 8.00us (7.78..8.30) against psync 5.25us (4.03..5.28) per IO, libaio - psync within each round 3.05us (2.72..3.75), plus engine.psync 0.217us, split half to submit, half to complete
libaio_complete=1.63438us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 5.98us per IO (3.08..6.04, median of 3) against the same writes through fio's psync engine in the same rounds, 3.45us (3.39..5.31): 0.67us more per IO (-0.37..2.66, median of the rounds' differences), plus fio's psync loop engine.psync 0.22us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.888387us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 7.02us per IO (5.19..7.20, median of 3) against the same writes through fio's psync engine in the same rounds, 5.19us (5.13..5.22): 1.80us more per IO (0.06..2.01, median of the rounds' differences), plus fio's psync loop engine.psync 0.22us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=2.01754us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 68.4us (52.7..76.2), io_uring qd8 on ext4 74.2us (59.6..79.1) with scramble_buffers=0 and 59.6us (59.6..60.5) with it on; iowq.punt 0.89us
remote_copy_bw=88151916497
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 68.4us (52.7..76.2), io_uring qd8 on ext4 74.2us (59.6..79.1) with scramble_buffers=0 and 59.6us (59.6..60.5) with it on; iowq.punt 0.89us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 25.39us per IO (25.05..25.94, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=7.901us
