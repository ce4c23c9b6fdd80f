# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 97.01us, qd2 80.35us, qd4 74.09us, qd8 77.17us, qd16 56.51us, qd32 61.62us; overlapped max(t1/qd, t32) rms error 14.8%; batched S + D/qd: S=60.97us D=38.56us, rms error 8.1%: overlapped
# note: write device curve: QD1 t(bs) 43.77us + bs/2140.3MB/s (R²=0.9891); deep queue B=2146.8MB/s, k=0.66 (R²=0.7452); measured at qd32: 2127.1MB/s (1977.8..2424.2 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 39.16us + bs/3000.9MB/s (R²=0.9701); deep queue B=3885.4MB/s, k=1.53 (R²=0.5902); measured at qd32: 4759.7MB/s (2422.7..5069.7 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: 12.7 ps a byte (-11.7..17.6)
# note: buffered write(): 1.569us per call + 0.2639us per new page (0.1789us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.0608us per new folio + 0.2539us per new large folio + 32850MB/s (R²=0.9978, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.98 per core (2 jobs at once against one: 0.112 / 0.058 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: fs.unwritten_convert, fs.unwritten_split not measured: nothing left at QD1 (QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 54.0us against 47.7us, 4.8us more per IO (3.2..6.3, median of 3 rounds); bounded by the 14.9us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and 10.4us of the host's allocation section (dev.fresh_serial)); the profile's values apply
# note: memcpy of 128M buffers: median 14893MB/s, best 15039MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1266 MB/s after the memory phase, 1200 MB/s at the end, -5%
# note: iowq.wakeup not fitted: calibrate runs inside /tmp/wbsim43b, not the wbsim executable that predicts the phases
# note: dev.flush_latency not fitted: calibrate runs inside /tmp/wbsim43b, not the wbsim executable that predicts the phases
# note: self-check skipped: calibrate runs inside /tmp/wbsim43b, not the wbsim executable that predicts the phases
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-07 07:57 UTC, in /var/tmp/calBW, 293 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.009..1.022us
syscall=1.02049us
# cpu.copy_unaligned: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, the median write of each run, median of 9 rounds: 12.7 ps a byte (-11.7..17.6)
copy_unaligned=1.26953e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (first 64k 9.0/10.2/31.9us, first 128k 14.7/16.5/38.1us, rewrite 4k 1.9/2.1/3.1us, rewrite 64k 3.5/3.7/5.3us, rewrite 1M 32.1/35.6/67.1us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 15 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (first 64k 9.0/10.2/31.9us, first 128k 14.7/16.5/38.1us, rewrite 4k 1.9/2.1/3.1us, rewrite 64k 3.5/3.7/5.3us, rewrite 1M 32.1/35.6/67.1us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 15 percentiles
interrupt_time=15.8866us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0135) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.569us p=0.2639us f=1.0608us L=0.2539us b=32850MB/s; R²=0.9978, residuals (us): 512:-0.043 1k:-0.007 2k:+0.0351 4k:-0.0115 8k:-0.133 16k:+0.0513 32k:+0.314 64k:+0.186 128k:-0.0721 256k:-1.48 512k:+0.111 1M:+2.44 512:-0.0528 4k:+0.122 64k:-0.0413 1M:+0.0914
copy_bw=32849794284
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 20.54us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.36us, halved
wakeup=7.907us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.285262us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 9.7, 50us: 9.7, 100us: 9.9, 150us: 10.0, 200us: 39.4, 300us: 39.8, 500us: 41.5, 1000us: 44.4
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 34.0/35.2/34.6 us)
deep_wakeup=34.6705us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4785 MiB/s against one job 2813 MiB/s, per core 0.85 (0.85..0.86), paired within each round, median of 3
smp_efficiency=0.853211

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1626us (min 1585, max 1702us), against 103us per warm write; fitted from the median stall
fault_in_bw=645039370
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1626us, each of two writers at once 1716us (medians of 3 and 3 repeats): together 1.89 times one writer's rate
fault_in_parallel=1.89496
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1626us, p90 1907us, mean 1655us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBW) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBW (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.020us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.569us p=0.2639us f=1.0608us L=0.2539us b=32850MB/s; R²=0.9978, residuals (us): 512:-0.043 1k:-0.007 2k:+0.0351 4k:-0.0115 8k:-0.133 16k:+0.0513 32k:+0.314 64k:+0.186 128k:-0.0721 256k:-1.48 512k:+0.111 1M:+2.44 512:-0.0528 4k:+0.122 64k:-0.0413 1M:+0.0914
write_call=0.498824us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4401 discards, 381ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=86.5712us
# dev.cmd_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 47.1us and 112.8us a burst, 4.39us more per command (4.22..4.49, median of 3 rounds), less dev.segment_service 1.73us: per command 2.66us; the deep-queue ladder gave 6.33us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.06us per IO (124117 IOPS), 8 KiB 6.91us, 128 KiB 61.62us, 128 KiB from huge-page buffers 19.98us, against 1.91us for 4 KiB at B: per command 6.33us, per page segment 1.73us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6558.8MB/s from the huge-page run; the QD1 slope 2140.3MB/s, i.e. 1.91us per page against 2.35us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 8.06us, 8k 6.91us, 16k 11.41us, 32k 19.66us, 64k 32.05us, 128k 61.62us, 128k huge 19.98us; serial t = c + n s + bytes/bw: c=4.72us s=1.287us bw=9380MB/s, rms error 10.5%; parallel t = max(c + n s, bytes/6559MB/s): c=5.78us s=1.343us, rms error 14.9%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=2.66229us
# dev.segment_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 47.1us and 112.8us a burst, 4.39us more per command (4.22..4.49, median of 3 rounds), less dev.segment_service 1.73us: per command 2.66us; the deep-queue ladder gave 6.33us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.06us per IO (124117 IOPS), 8 KiB 6.91us, 128 KiB 61.62us, 128 KiB from huge-page buffers 19.98us, against 1.91us for 4 KiB at B: per command 6.33us, per page segment 1.73us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6558.8MB/s from the huge-page run; the QD1 slope 2140.3MB/s, i.e. 1.91us per page against 2.35us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 8.06us, 8k 6.91us, 16k 11.41us, 32k 19.66us, 64k 32.05us, 128k 61.62us, 128k huge 19.98us; serial t = c + n s + bytes/bw: c=4.72us s=1.287us bw=9380MB/s, rms error 10.5%; parallel t = max(c + n s, bytes/6559MB/s): c=5.78us s=1.343us, rms error 14.9%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.72782us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 37.6us / 3.91 (exponential service-time tail)
latency_jitter=9.61958us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=43.77us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.18us and the mean jitter 9.62us; R²=0.9891, residuals (us): 4k:+1.53 16k:+1.65 64k:-5.53 256k:-5.76 1M:+38.2; less dev.kick 9.27us (one per QD1 IO)
write_latency=19.6916us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2146.8MB/s k=0.66 (LM converged), R²=0.7452, residuals (MB/s): qd1:+61.5 qd2:+20 qd4:-71.8 qd8:-284 qd16:+258 qd32:+24; QD1 slope 2140.3MB/s, R²=0.9891, residuals (us): 4k:+1.53 16k:+1.65 64k:-5.53 256k:-5.76 1M:+38.2
write_bw=6558814350
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.16us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.18us and the mean jitter 9.62us (both as the writes fitted them); R²=0.9701, residuals (us): 4k:+0.866 16k:+1.27 64k:-0.914 256k:-14.4 1M:+58.2
read_latency=24.3563us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3885.4MB/s k=1.53 (LM converged), R²=0.5902, residuals (MB/s): qd1:+137 qd2:+146 qd4:+75.4 qd8:-407 qd16:-935 qd32:+1.05e+03; QD1 slope 3000.9MB/s, R²=0.9701, residuals (us): 4k:+0.866 16k:+1.27 64k:-0.914 256k:-14.4 1M:+58.2
read_bw=3885378980
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 15.54us per IO (13.62..15.99, median of 3) less the modelled 6.27us (syscall, direct IO, command, engine)
kick=9.27142us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 134.1us, minus the data write and fsync CPU (31.3us)
flush_latency=102.807us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.78ms, 2M 0.95ms, 4M 2.11ms, 8M 3.78ms, 16M 7.05ms, 32M 12.78ms, 64M 23.20ms, 128M 44.30ms, 256M 86.51ms; with dev.flush_latency as the fixed part; t = 102.8us + N / 2616.3MB/s, rms error 17.0%; with the cache writing out in the background above 11.3M while the run goes on (at 6122MB/s): 102.8us + the rest / 2112.8MB/s, rms error 9.9% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6122MB/s, 2048M at 5497MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2112832502
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.78ms, 2M 0.95ms, 4M 2.11ms, 8M 3.78ms, 16M 7.05ms, 32M 12.78ms, 64M 23.20ms, 128M 44.30ms, 256M 86.51ms; with dev.flush_latency as the fixed part; t = 102.8us + N / 2616.3MB/s, rms error 17.0%; with the cache writing out in the background above 11.3M while the run goes on (at 6122MB/s): 102.8us + the rest / 2112.8MB/s, rms error 9.9% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6122MB/s, 2048M at 5497MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.78ms, 2M 0.95ms, 4M 2.11ms, 8M 3.78ms, 16M 7.05ms, 32M 12.78ms, 64M 23.20ms, 128M 44.30ms, 256M 86.51ms; with dev.flush_latency as the fixed part; t = 102.8us + N / 2616.3MB/s, rms error 17.0%; with the cache writing out in the background above 11.3M while the run goes on (at 6122MB/s): 102.8us + the rest / 2112.8MB/s, rms error 9.9% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6122MB/s, 2048M at 5497MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=11863283
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.272ms, 64 per flush 0.717ms, 256 per flush 2.114ms; 8.7us per write beyond dev.flush_latency 102.8us, less 1.9us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=6.81001us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 5099MB/s, rewritten 5497MB/s: 14.909us more per MiB fresh, against 159.9us per MiB at dev.write_bw
fresh_write_factor=0.914702
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1497MB/s (750..1500), 2x128M 1575MB/s (1544..1596), 1x512M 1625MB/s (1605..1725), 2x512M 2038MB/s (1906..2091); all bytes over all fsync times 1802MB/s, less the fresh transfer and the commands' serial time (5918MB/s), leaves 2591MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2113MB/s above dev.cache_background 11863283 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 458ms into a fresh file, 691ms rewritten
fresh_drain_factor=0.857976
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 27.53us against 12.40, 32k 20.87us against 19.64, 64k 31.49us against 27.29, 128k 55.18us against 56.56; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 10.40us, bw = none (no per-byte part)
fresh_serial=10.3959us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 27.53us against 12.40, 32k 20.87us against 19.64, 64k 31.49us against 27.29, 128k 55.18us against 56.56; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 10.40us, bw = none (no per-byte part)
fresh_serial_bw=0

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.83us, 4.08us), median of 5; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.248us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.569us p=0.2639us f=1.0608us L=0.2539us b=32850MB/s; R²=0.9978, residuals (us): 512:-0.043 1k:-0.007 2k:+0.0351 4k:-0.0115 8k:-0.133 16k:+0.0513 32k:+0.314 64k:+0.186 128k:-0.0721 256k:-1.48 512k:+0.111 1M:+2.44 512:-0.0528 4k:+0.122 64k:-0.0413 1M:+0.0914
page_init=0.263944us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.278); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.569us p=0.2639us f=1.0608us L=0.2539us b=32850MB/s; R²=0.9978, residuals (us): 512:-0.043 1k:-0.007 2k:+0.0351 4k:-0.0115 8k:-0.133 16k:+0.0513 32k:+0.314 64k:+0.186 128k:-0.0721 256k:-1.48 512k:+0.111 1M:+2.44 512:-0.0528 4k:+0.122 64k:-0.0413 1M:+0.0914
folio_alloc=0.319531us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.278); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.569us p=0.2639us f=1.0608us L=0.2539us b=32850MB/s; R²=0.9978, residuals (us): 512:-0.043 1k:-0.007 2k:+0.0351 4k:-0.0115 8k:-0.133 16k:+0.0513 32k:+0.314 64k:+0.186 128k:-0.0721 256k:-1.48 512k:+0.111 1M:+2.44 512:-0.0528 4k:+0.122 64k:-0.0413 1M:+0.0914
add_folio=0.10225us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.278); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.569us p=0.2639us f=1.0608us L=0.2539us b=32850MB/s; R²=0.9978, residuals (us): 512:-0.043 1k:-0.007 2k:+0.0351 4k:-0.0115 8k:-0.133 16k:+0.0513 32k:+0.314 64k:+0.186 128k:-0.0721 256k:-1.48 512k:+0.111 1M:+2.44 512:-0.0528 4k:+0.122 64k:-0.0413 1M:+0.0914
mark_dirty=0.0511249us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.569us p=0.2639us f=1.0608us L=0.2539us b=32850MB/s; R²=0.9978, residuals (us): 512:-0.043 1k:-0.007 2k:+0.0351 4k:-0.0115 8k:-0.133 16k:+0.0513 32k:+0.314 64k:+0.186 128k:-0.0721 256k:-1.48 512k:+0.111 1M:+2.44 512:-0.0528 4k:+0.122 64k:-0.0413 1M:+0.0914
lru_add_large=0.253873us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.5ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.33191us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.5ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.123375us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.278); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.569us p=0.2639us f=1.0608us L=0.2539us b=32850MB/s; R²=0.9978, residuals (us): 512:-0.043 1k:-0.007 2k:+0.0351 4k:-0.0115 8k:-0.133 16k:+0.0513 32k:+0.314 64k:+0.186 128k:-0.0721 256k:-1.48 512k:+0.111 1M:+2.44 512:-0.0528 4k:+0.122 64k:-0.0413 1M:+0.0914
insert=0.281187us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.278); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=1.569us p=0.2639us f=1.0608us L=0.2539us b=32850MB/s; R²=0.9978, residuals (us): 512:-0.043 1k:-0.007 2k:+0.0351 4k:-0.0115 8k:-0.133 16k:+0.0513 32k:+0.314 64k:+0.186 128k:-0.0721 256k:-1.48 512k:+0.111 1M:+2.44 512:-0.0528 4k:+0.122 64k:-0.0413 1M:+0.0914
mark_dirty=0.30675us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.112us per IO, spread 78%: fio's own loop, the same for pwrite and pwritev
psync=0.1125us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.112us per IO, spread 78%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1125us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.43us (5.34..5.65) against psync 3.51us (3.45..3.54) per IO, libaio - psync within each round 1.98us (1.80..2.14), plus engine.psync 0.112us, split half to submit, half to complete
libaio_submit=1.04807us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.43us (5.34..5.65) against psync 3.51us (3.45..3.54) per IO, libaio - psync within each round 1.98us (1.80..2.14), plus engine.psync 0.112us, split half to submit, half to complete
libaio_complete=1.04807us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.97us per IO (3.81..4.64, median of 3) against the same writes through fio's psync engine in the same rounds, 3.54us (3.48..3.60): 0.49us more per IO (0.27..1.04, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.600781us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.15us per IO (4.09..4.33, median of 3) against the same writes through fio's psync engine in the same rounds, 3.57us (3.45..3.63): 0.70us more per IO (0.46..0.76, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.814404us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 61.5us (61.5..61.5), io_uring qd8 on ext4 66.4us (63.5..68.4) with scramble_buffers=0 and 62.5us (59.6..62.5) with it on; iowq.punt 0.60us
remote_copy_bw=122439087849
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 61.5us (61.5..61.5), io_uring qd8 on ext4 66.4us (63.5..68.4) with scramble_buffers=0 and 62.5us (59.6..62.5) with it on; iowq.punt 0.60us
scrambled_sector=0us
# iowq.worker_start: the line's value at no bytes queued; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 196us (154..272) with 64 KiB queued (4 KiB writes), 1512us (1275..1804) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 10.4us
worker_start=97.7383us
# iowq.start_bw: the line's slope, inverted; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 196us (154..272) with 64 KiB queued (4 KiB writes), 1512us (1275..1804) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 10.4us
start_bw=747055596
