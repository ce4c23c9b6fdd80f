# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 37.99us + bs/3503.4MB/s (R²=0.9961); deep queue B=3782.1MB/s, k=1.21 (R²=0.9796); measured at qd32: 3583.1MB/s (3196.9..4432.3 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 45.44us + bs/1816.6MB/s (R²=0.9971); deep queue B=1809.9MB/s, k=0.65 (R²=0.9895); measured at qd32: 1816.7MB/s (1794.1..1845.4 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 37.0 ps a byte (3.5..39.8)
# note: buffered write(): 0.646us per call + 0.2766us per new page (0.2030us copied in a chunk of cpu.copy_stream_bytes or more) + 1.5131us per new folio + 0.3528us per new large folio + 34686MB/s (R²=0.9988, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 1.00 per core (2 jobs at once against one: 0.129 / 0.065 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.04ms, 4M 0.06ms, 16M 0.07ms, 64M 0.08ms, 256M 0.11ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 14908MB/s, best 14987MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1438 MB/s after the memory phase, 1433 MB/s at the end, -0%
# note: self-check cold memory, 1M psync 512M: measured 456 MB/s (448..729), predicted 462 MB/s, +1.2%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 62% of their median (448..729 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 1542 MB/s (1536..1558), predicted 1515 MB/s, -1.8%
# note: self-check in cache, warm memory, 1M psync 32M: measured 12357 MB/s (11388..12696), predicted 12358 MB/s, +0.0%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 7985 MB/s (7930..10246), predicted 8481 MB/s, +6.2%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5773 MB/s (5711..5836), predicted 6141 MB/s, +6.4%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1231 MB/s (1147..1316), predicted 1132 MB/s, -8.1%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 113 MB/s (105..115), predicted 113 MB/s, -0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1198 MB/s (1147..1209), predicted 1123 MB/s, -6.3%
# note: self-check punted copy, 512k io_uring qd8: measured 7064 MB/s (7064..7064), predicted 6587 MB/s, -6.8%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 7064 MB/s (7064..7064), predicted 6587 MB/s, -6.8%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 987 MB/s (987..987), predicted 974 MB/s, -1.3%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1530 MB/s (1424..1654), predicted 1740 MB/s, +13.8%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 874 MB/s (872..877), predicted 885 MB/s, +1.2%
# note: self-check fio direct rewrites, 32k libaio qd32: measured 2308 MB/s (2278..2517), predicted 2525 MB/s, +9.4%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1316 MB/s (1284..1370), predicted 1308 MB/s, -0.6%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 3085 MB/s (2963..3205), predicted 3259 MB/s, +5.7%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1766 MB/s (1743..1778), predicted 1717 MB/s, -2.7%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 3808 MB/s (3465..4532), predicted 3814 MB/s, +0.2%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1988 MB/s (1945..2049), predicted 2037 MB/s, +2.4%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 2451 MB/s (2313..2490), predicted 2511 MB/s, +2.4%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2998 MB/s (2838..3020), predicted 2903 MB/s, -3.2%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2512 MB/s (2303..2614), predicted 2529 MB/s, +0.7%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2079 MB/s (1545..2662), predicted 2918 MB/s, +40.4%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 54% of their median (1545..2662 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 18:41 UTC, in /var/tmp/calT5, 254 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 37.0 ps a byte (3.5..39.8)
copy_unaligned=3.69851e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/1.0/1.4us, rewrite 64k 2.7/2.8/3.5us, rewrite 1M 29.8/31.1/49.9us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_gap=50us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/1.0/1.4us, rewrite 64k 2.7/2.8/3.5us, rewrite 1M 29.8/31.1/49.9us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_time=0.796214us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 256k..1M fitted each; this one took the relative residual sum from 0.0377 (none) to 0.0086
copy_stream_bytes=1048576
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=1024KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.646us p=0.2766us pl=0.2030us f=1.5131us L=0.3528us b=34686MB/s; R²=0.9988, residuals (us): 512:+0.01 1k:+0.0274 2k:+0.0115 4k:-0.048 8k:-0.0944 16k:+0.107 32k:+0.0356 64k:+0.1 256k:+1.21 512k:-2.51 1M:+0.00486 512:-0.0156 4k:-0.00809 64k:+0.0915 1M:-0.638
copy_stream_page=0.0735968us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.646us p=0.2766us pl=0.2030us f=1.5131us L=0.3528us b=34686MB/s; R²=0.9988, residuals (us): 512:+0.01 1k:+0.0274 2k:+0.0115 4k:-0.048 8k:-0.0944 16k:+0.107 32k:+0.0356 64k:+0.1 256k:+1.21 512k:-2.51 1M:+0.00486 512:-0.0156 4k:-0.00809 64k:+0.0915 1M:-0.638
copy_bw=34685756190
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 41.93us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.62us, halved
wakeup=20.345us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=4.46429us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5505 MiB/s against one job 3084 MiB/s, per core 0.89 (0.88..0.89), paired within each round, median of 3
smp_efficiency=0.891304

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683792 kB)
total=25276203008
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2148us (min 2115, max 2149us), against 130us per warm write; fitted from the median stall
fault_in_bw=488200238
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2148us, each of two writers at once 2312us (medians of 3 and 3 repeats): together 1.86 times one writer's rate
fault_in_parallel=1.85825
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2148us, p90 2403us, mean 2167us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calT5) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calT5 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.646us p=0.2766us pl=0.2030us f=1.5131us L=0.3528us b=34686MB/s; R²=0.9988, residuals (us): 512:+0.01 1k:+0.0274 2k:+0.0115 4k:-0.048 8k:-0.0944 16k:+0.107 32k:+0.0356 64k:+0.1 256k:+1.21 512k:-2.51 1M:+0.00486 512:-0.0156 4k:-0.00809 64k:+0.0915 1M:-0.638
write_call=0.296356us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 45.1us against 37.5us, 7.6us more per IO (7.6..8.5, median of 3 rounds); bounded by the 10.4us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.5us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=3.14092us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 733 discards, 54ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=73.6698us
# dev.batch_completion: libaio bs=128k per IO at depth: qd1 79.68us, qd2 57.03us, qd4 43.43us, qd8 38.10us, qd16 38.48us, qd32 36.58us; overlapped max(t1/qd, t32) rms error 14.1%; batched S + D/qd: S=34.24us D=44.19us, rms error 3.2%: batched
batch_completion=1
# dev.cmd_service: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 5.75us, 8k 7.07us, 16k 7.94us, 32k 12.31us, 64k 18.13us, 128k 35.20us, 128k huge 25.27us; serial t = c + n s + bytes/bw: c=4.89us s=0.260us bw=6513MB/s, rms error 4.4%; parallel t = max(c + n s, bytes/5186MB/s): c=6.83us s=0.320us, rms error 20.4%: serial (dev.serial_transfer): the time grows with the bytes below the deep-queue knee (each less D/32 = 1.38us of batched completion, dev.batch_completion)
cmd_service=4.88693us
# dev.segment_service: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 5.75us, 8k 7.07us, 16k 7.94us, 32k 12.31us, 64k 18.13us, 128k 35.20us, 128k huge 25.27us; serial t = c + n s + bytes/bw: c=4.89us s=0.260us bw=6513MB/s, rms error 4.4%; parallel t = max(c + n s, bytes/5186MB/s): c=6.83us s=0.320us, rms error 20.4%: serial (dev.serial_transfer): the time grows with the bytes below the deep-queue knee (each less D/32 = 1.38us of batched completion, dev.batch_completion)
segment_service=0.260311us
# dev.serial_transfer: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 5.75us, 8k 7.07us, 16k 7.94us, 32k 12.31us, 64k 18.13us, 128k 35.20us, 128k huge 25.27us; serial t = c + n s + bytes/bw: c=4.89us s=0.260us bw=6513MB/s, rms error 4.4%; parallel t = max(c + n s, bytes/5186MB/s): c=6.83us s=0.320us, rms error 20.4%: serial (dev.serial_transfer): the time grows with the bytes below the deep-queue knee (each less D/32 = 1.38us of batched completion, dev.batch_completion)
serial_transfer=1
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 17.2us / 3.91 (exponential service-time tail)
latency_jitter=4.38443us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=37.99us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.69us and the mean jitter 4.38us; R²=0.9961, residuals (us): 4k:-1.16 16k:+1.67 64k:+0.805 256k:-4.16 1M:+7.46; less dev.kick 1.11us (one per QD1 IO)
write_latency=25.8079us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=3782.1MB/s k=1.21 (LM converged), R²=0.9796, residuals (MB/s): qd1:-64.4 qd2:-56.2 qd4:+115 qd8:+156 qd16:-109 qd32:-60.9; QD1 slope 3503.4MB/s, R²=0.9961, residuals (us): 4k:-1.16 16k:+1.67 64k:+0.805 256k:-4.16 1M:+7.46
write_bw=6512607474
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=45.44us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.69us and the mean jitter 4.38us (both as the writes fitted them); R²=0.9971, residuals (us): 4k:-1.65 16k:+1.41 64k:+3.37 256k:-4.91 1M:+1.04
read_latency=34.3706us
# dev.read_bw: serial transfer (dev.serial_transfer, from the writes): 128 KiB random reads at qd32 72.15us per IO less dev.cmd_service and 32 x dev.segment_service leaves 58.93us for 128 KiB; libaio bs=128k bw(qd)=B*qd/(qd+k): B=1809.9MB/s k=0.65 (LM converged), R²=0.9895, residuals (MB/s): qd1:+17.6 qd2:+0.368 qd4:-24.8 qd8:-26.6 qd16:-7.12 qd32:+42.7; QD1 slope 1816.6MB/s, R²=0.9971, residuals (us): 4k:-1.65 16k:+1.41 64k:+3.37 256k:-4.91 1M:+1.04
read_bw=2224068068
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 5.91us per IO (5.64..5.93, median of 3) less the modelled 4.81us (syscall, direct IO, command, engine)
kick=1.10693us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 18.74us against 10.71, 32k 24.90us against 14.20, 64k 37.11us against 21.24, 128k 65.92us against 34.42: the first pass runs one section per command, a + bytes/bw by least squares over the points clearly slower than rewriting: a = 11.96us, bw = 2502MB/s
fresh_serial=11.9615us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 18.74us against 10.71, 32k 24.90us against 14.20, 64k 37.11us against 21.24, 128k 65.92us against 34.42: the first pass runs one section per command, a + bytes/bw by least squares over the points clearly slower than rewriting: a = 11.96us, bw = 2502MB/s
fresh_serial_bw=2502009548
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 3566MB/s (3298..3668), 2x128M 3733MB/s (3493..3793), 1x512M 3746MB/s (3289..3946), 2x512M 3774MB/s (3236..3877); all bytes over all fsync times 3747MB/s, less the commands' serial time (4 MiB commands of 1 MiB folios, 1.48us per MiB), leaves 3767MB/s for the fresh transfer, against dev.write_bw 6513MB/s (serial transfer)
fresh_write_factor=0.578341
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 152.6us, minus the model's data write, log write of 8k and fsync CPU (64.3us)
flush_latency=88.3148us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.42us, 5.02us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.608us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.646us p=0.2766us pl=0.2030us f=1.5131us L=0.3528us b=34686MB/s; R²=0.9988, residuals (us): 512:+0.01 1k:+0.0274 2k:+0.0115 4k:-0.048 8k:-0.0944 16k:+0.107 32k:+0.0356 64k:+0.1 256k:+1.21 512k:-2.51 1M:+0.00486 512:-0.0156 4k:-0.00809 64k:+0.0915 1M:-0.638
page_init=0.276558us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.823); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.646us p=0.2766us pl=0.2030us f=1.5131us L=0.3528us b=34686MB/s; R²=0.9988, residuals (us): 512:+0.01 1k:+0.0274 2k:+0.0115 4k:-0.048 8k:-0.0944 16k:+0.107 32k:+0.0356 64k:+0.1 256k:+1.21 512k:-2.51 1M:+0.00486 512:-0.0156 4k:-0.00809 64k:+0.0915 1M:-0.638
folio_alloc=0.455745us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.823); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.646us p=0.2766us pl=0.2030us f=1.5131us L=0.3528us b=34686MB/s; R²=0.9988, residuals (us): 512:+0.01 1k:+0.0274 2k:+0.0115 4k:-0.048 8k:-0.0944 16k:+0.107 32k:+0.0356 64k:+0.1 256k:+1.21 512k:-2.51 1M:+0.00486 512:-0.0156 4k:-0.00809 64k:+0.0915 1M:-0.638
add_folio=0.145839us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.823); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.646us p=0.2766us pl=0.2030us f=1.5131us L=0.3528us b=34686MB/s; R²=0.9988, residuals (us): 512:+0.01 1k:+0.0274 2k:+0.0115 4k:-0.048 8k:-0.0944 16k:+0.107 32k:+0.0356 64k:+0.1 256k:+1.21 512k:-2.51 1M:+0.00486 512:-0.0156 4k:-0.00809 64k:+0.0915 1M:-0.638
mark_dirty=0.0729193us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.646us p=0.2766us pl=0.2030us f=1.5131us L=0.3528us b=34686MB/s; R²=0.9988, residuals (us): 512:+0.01 1k:+0.0274 2k:+0.0115 4k:-0.048 8k:-0.0944 16k:+0.107 32k:+0.0356 64k:+0.1 256k:+1.21 512k:-2.51 1M:+0.00486 512:-0.0156 4k:-0.00809 64k:+0.0915 1M:-0.638
lru_add_large=0.352793us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.0ms for 16384 folios, 1M writes: 1.8ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.501351us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.0ms for 16384 folios, 1M writes: 1.8ms for 64 folios; folios from the model's folio policy
invalidate_page=0.107331us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.823); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.646us p=0.2766us pl=0.2030us f=1.5131us L=0.3528us b=34686MB/s; R²=0.9988, residuals (us): 512:+0.01 1k:+0.0274 2k:+0.0115 4k:-0.048 8k:-0.0944 16k:+0.107 32k:+0.0356 64k:+0.1 256k:+1.21 512k:-2.51 1M:+0.00486 512:-0.0156 4k:-0.00809 64k:+0.0915 1M:-0.638
insert=0.401056us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.823); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.646us p=0.2766us pl=0.2030us f=1.5131us L=0.3528us b=34686MB/s; R²=0.9988, residuals (us): 512:+0.01 1k:+0.0274 2k:+0.0115 4k:-0.048 8k:-0.0944 16k:+0.107 32k:+0.0356 64k:+0.1 256k:+1.21 512k:-2.51 1M:+0.00486 512:-0.0156 4k:-0.00809 64k:+0.0915 1M:-0.638
mark_dirty=0.437516us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.129us per IO, spread 37%: fio's own loop, the same for pwrite and pwritev
psync=0.1295us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.129us per IO, spread 37%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1295us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.15us (4.15..4.15) against psync 2.93us (2.87..2.96) per IO, libaio - psync within each round 1.22us (1.19..1.28), plus engine.psync 0.129us, split half to submit, half to complete
libaio_submit=0.675102us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.15us (4.15..4.15) against psync 2.93us (2.87..2.96) per IO, libaio - psync within each round 1.22us (1.19..1.28), plus engine.psync 0.129us, split half to submit, half to complete
libaio_complete=0.675102us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.33us per IO (3.11..3.57, median of 3) against the same writes through fio's psync engine in the same rounds, 2.90us (2.84..2.93): 0.49us more per IO (0.18..0.67, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.617781us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.42us per IO (3.39..3.57, median of 3) against the same writes through fio's psync engine in the same rounds, 2.90us (2.90..2.99): 0.52us more per IO (0.40..0.67, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.648299us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 67.4us (67.4..68.4), io_uring qd8 on ext4 74.2us (74.2..74.2) with scramble_buffers=0 and 74.2us (74.2..74.2) with it on; iowq.punt 0.62us
remote_copy_bw=84315668305
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 67.4us (67.4..68.4), io_uring qd8 on ext4 74.2us (74.2..74.2) with scramble_buffers=0 and 74.2us (74.2..74.2) with it on; iowq.punt 0.62us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 36.35us per IO (35.64..39.12, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=8.66394us
