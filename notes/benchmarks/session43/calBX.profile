# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: mem.fault_block not measured: cold minus warm per 1M write, medians of 3 repeats: p50 1709us, p90 1848us, mean 1201us: the stall lands on some writes only (p90 above 1.5 means, or p50 under half of it): blocks larger than the write; the default's 2 MiB host pages are kept
# note: dev.batch_completion not set: per IO at depth: qd1 68.83us, qd2 42.60us, qd4 30.45us, qd8 53.29us, qd16 53.58us, qd32 58.32us; overlapped max(t1/qd, t32) rms error 40.6%; batched S + D/qd: S=41.37us D=9.76us, rms error 26.9%: overlapped
# note: write device curve: QD1 t(bs) 40.79us + bs/5425.8MB/s (R²=0.9940); deep queue B=2869.0MB/s, k=0.15 (R²=0.0351); measured at qd32: 2247.4MB/s (1478.6..2508.2 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 40.89us + bs/8850.4MB/s (R²=0.9988); deep queue B=3490.1MB/s, k=0.14 (R²=0.0265); measured at qd32: 2225.6MB/s (2102.6..2792.8 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: 8.8 ps a byte (-14.6..14.6)
# note: buffered write(): 1.566us per call + 0.2813us per new page (0.1963us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.0843us per new folio + 0.1207us per new large folio + 31717MB/s (R²=0.9959, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.98 per core (2 jobs at once against one: 0.113 / 0.058 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 17870MB/s, best 18903MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1212 MB/s after the memory phase, 1272 MB/s at the end, +5%
# note: iowq.wakeup not fitted: calibrate runs inside /tmp/wbsim43b, not the wbsim executable that predicts the phases
# note: dev.flush_latency not fitted: calibrate runs inside /tmp/wbsim43b, not the wbsim executable that predicts the phases
# note: self-check skipped: calibrate runs inside /tmp/wbsim43b, not the wbsim executable that predicts the phases
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-07 08:02 UTC, in /var/tmp/calBX, 283 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.044..1.070us
syscall=1.05895us
# cpu.copy_unaligned: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: 8.8 ps a byte (-14.6..14.6)
copy_unaligned=8.78906e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (first 64k 8.8/9.9/30.8us, first 128k 14.8/16.8/38.7us, rewrite 4k 1.7/1.9/3.0us, rewrite 64k 3.6/3.8/4.8us, rewrite 1M 33.5/36.6/62.7us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 15 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (first 64k 8.8/9.9/30.8us, first 128k 14.8/16.8/38.7us, rewrite 4k 1.7/1.9/3.0us, rewrite 64k 3.6/3.8/4.8us, rewrite 1M 33.5/36.6/62.7us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 15 percentiles
interrupt_time=15.8866us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0251) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.566us p=0.2813us f=1.0843us L=0.1207us b=31717MB/s; R²=0.9959, residuals (us): 512:-0.00439 1k:+0.0444 2k:+0.0903 4k:-0.0884 8k:-0.00849 16k:+0.112 32k:+0.151 64k:-0.306 128k:-0.79 256k:-2.22 512k:+4.26 1M:+8.47 512:-0.0128 4k:-0.0155 64k:-0.0682 1M:+0.405
copy_bw=31717035271
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 21.13us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.49us, halved
wakeup=8.0715us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.254073us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 10.0, 50us: 10.0, 100us: 10.1, 150us: 10.2, 200us: 40.3, 300us: 41.1, 500us: 43.4, 1000us: 45.7
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 35.7/35.7/35.2 us)
deep_wakeup=35.668us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4876 MiB/s against one job 2813 MiB/s, per core 0.88 (0.82..0.89), paired within each round, median of 3
smp_efficiency=0.883495

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1709us (min 1632, max 1742us), against 101us per warm write; fitted from the median stall
fault_in_bw=613724903
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1709us, each of two writers at once 1742us (medians of 3 and 3 repeats): together 1.96 times one writer's rate
fault_in_parallel=1.96121

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBX) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBX (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.059us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.566us p=0.2813us f=1.0843us L=0.1207us b=31717MB/s; R²=0.9959, residuals (us): 512:-0.00439 1k:+0.0444 2k:+0.0903 4k:-0.0884 8k:-0.00849 16k:+0.112 32k:+0.151 64k:-0.306 128k:-0.79 256k:-2.22 512k:+4.26 1M:+8.47 512:-0.0128 4k:-0.0155 64k:-0.0682 1M:+0.405
write_call=0.457449us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 52.2us against 42.5us, 4.6us more per IO (4.5..10.1, median of 3 rounds); bounded by the 17.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 1.3us of the host's allocation section (dev.fresh_serial): 3.07us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=1.674us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 52.2us against 42.5us, 4.6us more per IO (4.5..10.1, median of 3 rounds); bounded by the 17.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 1.3us of the host's allocation section (dev.fresh_serial): 3.07us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=1.4007us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4822 discards, 483ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=100.166us
# dev.cmd_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 52.1us and 136.1us a burst, 5.60us more per command (5.43..5.80, median of 3 rounds), less dev.segment_service 1.54us: per command 4.06us; the deep-queue ladder gave 8.91us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 10.46us per IO (95635 IOPS), 8 KiB 7.85us, 128 KiB 58.32us, 128 KiB from huge-page buffers 17.87us, against 1.43us for 4 KiB at B: per command 8.91us, per page segment 1.54us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7334.3MB/s from the huge-page run; the QD1 slope 5425.8MB/s, i.e. 0.75us per page against 2.10us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 10.46us, 8k 7.85us, 16k 10.59us, 32k 11.59us, 64k 26.53us, 128k 58.32us, 128k huge 17.87us; serial t = c + n s + bytes/bw: c=6.19us s=0.782us bw=12023MB/s, rms error 19.9%; parallel t = max(c + n s, bytes/7334MB/s): c=5.48us s=1.305us, rms error 20.7%: not serial
cmd_service=4.05523us
# dev.segment_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 52.1us and 136.1us a burst, 5.60us more per command (5.43..5.80, median of 3 rounds), less dev.segment_service 1.54us: per command 4.06us; the deep-queue ladder gave 8.91us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 10.46us per IO (95635 IOPS), 8 KiB 7.85us, 128 KiB 58.32us, 128 KiB from huge-page buffers 17.87us, against 1.43us for 4 KiB at B: per command 8.91us, per page segment 1.54us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7334.3MB/s from the huge-page run; the QD1 slope 5425.8MB/s, i.e. 0.75us per page against 2.10us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 10.46us, 8k 7.85us, 16k 10.59us, 32k 11.59us, 64k 26.53us, 128k 58.32us, 128k huge 17.87us; serial t = c + n s + bytes/bw: c=6.19us s=0.782us bw=12023MB/s, rms error 19.9%; parallel t = max(c + n s, bytes/7334MB/s): c=5.48us s=1.305us, rms error 20.7%: not serial
segment_service=1.54407us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 32.5us / 3.91 (exponential service-time tail)
latency_jitter=8.31079us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=40.79us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.61us and the mean jitter 8.31us; R²=0.9940, residuals (us): 4k:+0.0062 16k:+0.861 64k:-2.27 256k:+4.71 1M:-4.5; less dev.kick 9.61us (one per QD1 IO)
write_latency=16.261us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2869.0MB/s k=0.15 (LM converged), R²=0.0351, residuals (MB/s): qd1:-592 qd2:+408 qd4:+1.54e+03 qd8:-357 qd16:-396 qd32:-608; QD1 slope 5425.8MB/s, R²=0.9940, residuals (us): 4k:+0.0062 16k:+0.861 64k:-2.27 256k:+4.71 1M:-4.5
write_bw=7334336496
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=40.89us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.61us and the mean jitter 8.31us (both as the writes fitted them); R²=0.9988, residuals (us): 4k:+0.419 16k:+0.0918 64k:-1.02 256k:+0.945 1M:-0.492
read_latency=25.97us
# dev.read_bw: QD1 slope (queue curve unusable); libaio bs=128k bw(qd)=B*qd/(qd+k): B=3490.1MB/s k=0.14 (LM converged), R²=0.0265, residuals (MB/s): qd1:-756 qd2:+480 qd4:+1.96e+03 qd8:-309 qd16:-129 qd32:-1.25e+03; QD1 slope 8850.4MB/s, R²=0.9988, residuals (us): 4k:+0.419 16k:+0.0918 64k:-1.02 256k:+0.945 1M:-0.492
read_bw=8850418029
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 15.98us per IO (12.93..18.07, median of 3) less the modelled 6.37us (syscall, direct IO, command, engine)
kick=9.60563us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 140.3us, minus the data write and fsync CPU (27.9us)
flush_latency=112.41us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.95ms, 2M 1.29ms, 4M 2.64ms, 8M 4.29ms, 16M 8.03ms, 32M 14.22ms, 64M 25.30ms, 128M 46.92ms, 256M 92.80ms; with dev.flush_latency as the fixed part; t = 112.4us + N / 2343.0MB/s, rms error 22.2%; with the cache writing out in the background above 6.7M while the run goes on (at 4762MB/s): 112.4us + the rest / 1748.0MB/s, rms error 9.5% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 4762MB/s, 2048M at 4632MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1747991810
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.95ms, 2M 1.29ms, 4M 2.64ms, 8M 4.29ms, 16M 8.03ms, 32M 14.22ms, 64M 25.30ms, 128M 46.92ms, 256M 92.80ms; with dev.flush_latency as the fixed part; t = 112.4us + N / 2343.0MB/s, rms error 22.2%; with the cache writing out in the background above 6.7M while the run goes on (at 4762MB/s): 112.4us + the rest / 1748.0MB/s, rms error 9.5% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 4762MB/s, 2048M at 4632MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.95ms, 2M 1.29ms, 4M 2.64ms, 8M 4.29ms, 16M 8.03ms, 32M 14.22ms, 64M 25.30ms, 128M 46.92ms, 256M 92.80ms; with dev.flush_latency as the fixed part; t = 112.4us + N / 2343.0MB/s, rms error 22.2%; with the cache writing out in the background above 6.7M while the run goes on (at 4762MB/s): 112.4us + the rest / 1748.0MB/s, rms error 9.5% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 4762MB/s, 2048M at 4632MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=7053950
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.272ms, 64 per flush 0.717ms, 256 per flush 2.441ms; 9.4us per write beyond dev.flush_latency 112.4us, less 2.3us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=7.01567us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 3729MB/s, rewritten 4632MB/s: 54.772us more per MiB fresh, against 143.0us per MiB at dev.write_bw
fresh_write_factor=0.723009
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1544MB/s (1540..1579), 2x128M 1555MB/s (1025..1628), 1x512M 1574MB/s (1568..1630), 2x512M 1643MB/s (1605..1910); all bytes over all fsync times 1605MB/s, less the fresh transfer and the commands' serial time (5235MB/s), leaves 2315MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1748MB/s above dev.cache_background 7053950 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 476ms into a fresh file, 661ms rewritten
fresh_drain_factor=0.921587
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 16.91us against 14.63, 32k 20.87us against 16.28, 64k 36.62us against 26.88, 128k 52.25us against 39.37; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.91us, bw = 9475MB/s
fresh_serial=0.910423us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 16.91us against 14.63, 32k 20.87us against 16.28, 64k 36.62us against 26.88, 128k 52.25us against 39.37; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.91us, bw = 9475MB/s
fresh_serial_bw=9474532525

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.86us, 4.08us), median of 5; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.216us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.566us p=0.2813us f=1.0843us L=0.1207us b=31717MB/s; R²=0.9959, residuals (us): 512:-0.00439 1k:+0.0444 2k:+0.0903 4k:-0.0884 8k:-0.00849 16k:+0.112 32k:+0.151 64k:-0.306 128k:-0.79 256k:-2.22 512k:+4.26 1M:+8.47 512:-0.0128 4k:-0.0155 64k:-0.0682 1M:+0.405
page_init=0.28132us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.306); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.566us p=0.2813us f=1.0843us L=0.1207us b=31717MB/s; R²=0.9959, residuals (us): 512:-0.00439 1k:+0.0444 2k:+0.0903 4k:-0.0884 8k:-0.00849 16k:+0.112 32k:+0.151 64k:-0.306 128k:-0.79 256k:-2.22 512k:+4.26 1M:+8.47 512:-0.0128 4k:-0.0155 64k:-0.0682 1M:+0.405
folio_alloc=0.32659us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.306); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.566us p=0.2813us f=1.0843us L=0.1207us b=31717MB/s; R²=0.9959, residuals (us): 512:-0.00439 1k:+0.0444 2k:+0.0903 4k:-0.0884 8k:-0.00849 16k:+0.112 32k:+0.151 64k:-0.306 128k:-0.79 256k:-2.22 512k:+4.26 1M:+8.47 512:-0.0128 4k:-0.0155 64k:-0.0682 1M:+0.405
add_folio=0.104509us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.306); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.566us p=0.2813us f=1.0843us L=0.1207us b=31717MB/s; R²=0.9959, residuals (us): 512:-0.00439 1k:+0.0444 2k:+0.0903 4k:-0.0884 8k:-0.00849 16k:+0.112 32k:+0.151 64k:-0.306 128k:-0.79 256k:-2.22 512k:+4.26 1M:+8.47 512:-0.0128 4k:-0.0155 64k:-0.0682 1M:+0.405
mark_dirty=0.0522544us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.566us p=0.2813us f=1.0843us L=0.1207us b=31717MB/s; R²=0.9959, residuals (us): 512:-0.00439 1k:+0.0444 2k:+0.0903 4k:-0.0884 8k:-0.00849 16k:+0.112 32k:+0.151 64k:-0.306 128k:-0.79 256k:-2.22 512k:+4.26 1M:+8.47 512:-0.0128 4k:-0.0155 64k:-0.0682 1M:+0.405
lru_add_large=0.120727us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 6.4ms for 16384 folios, 1M writes: 1.4ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.30905us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 6.4ms for 16384 folios, 1M writes: 1.4ms for 64 folios; folios from the model's folio policy
invalidate_page=0.0844707us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.306); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.566us p=0.2813us f=1.0843us L=0.1207us b=31717MB/s; R²=0.9959, residuals (us): 512:-0.00439 1k:+0.0444 2k:+0.0903 4k:-0.0884 8k:-0.00849 16k:+0.112 32k:+0.151 64k:-0.306 128k:-0.79 256k:-2.22 512k:+4.26 1M:+8.47 512:-0.0128 4k:-0.0155 64k:-0.0682 1M:+0.405
insert=0.287399us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.306); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.566us p=0.2813us f=1.0843us L=0.1207us b=31717MB/s; R²=0.9959, residuals (us): 512:-0.00439 1k:+0.0444 2k:+0.0903 4k:-0.0884 8k:-0.00849 16k:+0.112 32k:+0.151 64k:-0.306 128k:-0.79 256k:-2.22 512k:+4.26 1M:+8.47 512:-0.0128 4k:-0.0155 64k:-0.0682 1M:+0.405
mark_dirty=0.313526us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.113us per IO, spread 3%: fio's own loop, the same for pwrite and pwritev
psync=0.1135us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.113us per IO, spread 3%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1135us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.49us (5.46..5.62) against psync 3.51us (3.45..3.54) per IO, libaio - psync within each round 2.04us (1.92..2.11), plus engine.psync 0.113us, split half to submit, half to complete
libaio_submit=1.07909us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.49us (5.46..5.62) against psync 3.51us (3.45..3.54) per IO, libaio - psync within each round 2.04us (1.92..2.11), plus engine.psync 0.113us, split half to submit, half to complete
libaio_complete=1.07909us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.97us per IO (3.88..4.03, median of 3) against the same writes through fio's psync engine in the same rounds, 3.60us (3.57..3.66): 0.37us more per IO (0.31..0.37, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.479711us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.09us per IO (3.97..4.61, median of 3) against the same writes through fio's psync engine in the same rounds, 3.51us (3.48..3.57): 0.58us more per IO (0.49..1.04, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.693334us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 56.6us (54.7..58.6), io_uring qd8 on ext4 62.5us (61.5..71.3) with scramble_buffers=0 and 61.5us (60.5..64.5) with it on; iowq.punt 0.48us
remote_copy_bw=71499124774
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 56.6us (54.7..58.6), io_uring qd8 on ext4 62.5us (61.5..71.3) with scramble_buffers=0 and 61.5us (60.5..64.5) with it on; iowq.punt 0.48us
scrambled_sector=0us
# iowq.worker_start: the line's value at no bytes queued; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 209us (147..214) with 64 KiB queued (4 KiB writes), 1363us (1268..1521) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 10.6us
worker_start=121.9us
# iowq.start_bw: the line's slope, inverted; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 209us (147..214) with 64 KiB queued (4 KiB writes), 1363us (1268..1521) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 10.6us
start_bw=852163089
