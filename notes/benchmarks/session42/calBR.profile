# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 86.65us, qd2 58.85us, qd4 46.48us, qd8 51.75us, qd16 55.15us, qd32 51.55us; overlapped max(t1/qd, t32) rms error 7.3%; batched S + D/qd: S=47.21us D=30.08us, rms error 10.3%: overlapped
# note: write device curve: QD1 t(bs) 39.49us + bs/2817.7MB/s (R²=0.9946); deep queue B=2692.0MB/s, k=0.53 (R²=0.6719); measured at qd32: 2542.8MB/s (2486.6..2765.2 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 37.77us + bs/3121.2MB/s (R²=0.9767); deep queue B=3507.1MB/s, k=0.79 (R²=0.7726); measured at qd32: 3028.5MB/s (2878.2..3216.2 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 2.1 ps a byte (1.4..38.4)
# note: buffered write(): 2.203us per call + 0.3939us per new page (0.3150us copied in a chunk of cpu.copy_stream_bytes or more) + 1.6685us per new folio + 0.2460us per new large folio + 30401MB/s (R²=0.9981, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 1.00 per core (2 jobs at once against one: 0.205 / 0.102 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: fs.unwritten_convert, fs.unwritten_split not measured: nothing left at QD1 (QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 43.8us against 41.2us, 4.5us more per IO (2.6..7.0, median of 3 rounds); bounded by the 16.1us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and 8.0us of the host's allocation section (dev.fresh_serial)); the profile's values apply
# note: memcpy of 128M buffers: median 15748MB/s, best 16132MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1172 MB/s after the memory phase, 925 MB/s at the end, -21%  WARNING: the machine's own speed moved more than 15% during the calibration, so its phases describe different machines; calibrate again once it is steady (a fresh VM sped up 2x within 15 minutes on 2026-12-02)
# note: iowq.wakeup fitted as 0: even so the model predicts io-wq punt at QD1, 4k io_uring qd1 128M at 211 MB/s against the measured 246 MB/s
# note: self-check cold memory, 1M psync 512M: measured 587 MB/s (571..591), predicted 597 MB/s, +1.8%
# note: self-check in cache, warm memory, 4k psync 32M: measured 900 MB/s (886..911), predicted 900 MB/s, +0.0%
# note: self-check in cache, warm memory, 1M psync 32M: measured 8711 MB/s (8592..8863), predicted 8782 MB/s, +0.8%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 8116 MB/s (5960..8189), predicted 8622 MB/s, +6.2%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 3948 MB/s (3919..4130), predicted 4550 MB/s, +15.3%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 763 MB/s (737..1316), predicted 669 MB/s, -12.3%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 76% of their median (737..1316 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 246 MB/s (200..249), predicted 211 MB/s, -14.4%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1220 MB/s (1167..1231), predicted 810 MB/s, -33.6%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8: measured 8801 MB/s (8801..8948), predicted 7016 MB/s, -20.3%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8948 MB/s (8801..8948), predicted 7016 MB/s, -21.6%  WARNING: past 15%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): measured 263 us (222..902), predicted 236 us, -10.3%
# note: self-check io-wq start, 4k io_uring qd16 (longest clat less median): WARNING: the repeats spread 258% of their median (222..902 us), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq start, 64k io_uring qd16 (longest clat less median): measured 1334 us (1328..2379), predicted 1306 us, -2.1%
# note: self-check io-wq start, 64k io_uring qd16 (longest clat less median): WARNING: the repeats spread 79% of their median (1328..2379 us), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check libaio engine, 4k libaio qd8 128M: measured 767 MB/s (763..771), predicted 610 MB/s, -20.5%  WARNING: past 15%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1308 MB/s (848..1470), predicted 707 MB/s, -46.0%  WARNING: past 15%
# note: self-check fio direct rewrites, 16k libaio qd32: WARNING: the repeats spread 48% of their median (848..1470 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 697 MB/s (446..809), predicted 525 MB/s, -24.8%  WARNING: past 15%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 52% of their median (446..809 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1483 MB/s (1187..2175), predicted 1400 MB/s, -5.6%
# note: self-check fio direct rewrites, 32k libaio qd32: WARNING: the repeats spread 67% of their median (1187..2175 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1451 MB/s (1284..1627), predicted 1108 MB/s, -23.6%  WARNING: past 15%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2427 MB/s (2280..2475), predicted 2355 MB/s, -3.0%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1598 MB/s (1435..1699), predicted 1540 MB/s, -3.6%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2742 MB/s (2585..2997), predicted 2579 MB/s, -6.0%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1525 MB/s (1459..1790), predicted 1752 MB/s, +14.9%
# note: self-check 4k overwrite, fdatasync=1: measured 29 MB/s (29..29), predicted 28 MB/s, -0.4%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 20 MB/s (20..20), predicted 21 MB/s, +5.3%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1199 MB/s (1175..1212), predicted 1168 MB/s, -2.6%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1294 MB/s (1273..1369), predicted 1243 MB/s, -4.0%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1239 MB/s (1228..1282), predicted 1178 MB/s, -4.9%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1287 MB/s (953..1453), predicted 1267 MB/s, -1.5%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 39% of their median (953..1453 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 775 MB/s (773..813), predicted 856 MB/s, +10.4%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1013 MB/s (941..1030), predicted 995 MB/s, -1.8%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-07 05:20 UTC, in /var/tmp/calBR, 297 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.061..1.131us
syscall=1.0913us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 2.1 ps a byte (1.4..38.4)
copy_unaligned=2.11695e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.5/3.0/4.3us, rewrite 64k 4.2/4.6/9.7us, rewrite 1M 35.1/37.1/84.5us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.11 over 9 percentiles
interrupt_gap=223.342us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.5/3.0/4.3us, rewrite 64k 4.2/4.6/9.7us, rewrite 1M 35.1/37.1/84.5us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.11 over 9 percentiles
interrupt_time=11.2468us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 128k..1M fitted each; this one took the relative residual sum from 0.0329 (none) to 0.0116
copy_stream_bytes=524288
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=512KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.203us p=0.3939us pl=0.3150us f=1.6685us L=0.2460us b=30401MB/s; R²=0.9981, residuals (us): 512:-0.147 1k:-0.0262 2k:+0.0783 4k:+0.00141 8k:-0.0888 16k:+0.0932 32k:+0.0685 64k:+0.0482 128k:+0.0759 256k:-0.441 512k:-0.509 1M:+0.98 512:-0.0355 4k:+0.219 64k:-0.0359 1M:+0.00481
copy_stream_page=0.078948us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.203us p=0.3939us pl=0.3150us f=1.6685us L=0.2460us b=30401MB/s; R²=0.9981, residuals (us): 512:-0.147 1k:-0.0262 2k:+0.0783 4k:+0.00141 8k:-0.0888 16k:+0.0932 32k:+0.0685 64k:+0.0482 128k:+0.0759 256k:-0.441 512k:-0.509 1M:+0.98 512:-0.0355 4k:+0.219 64k:-0.0359 1M:+0.00481
copy_bw=30400514318
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 22.83us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.37us, halved
wakeup=9.042us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=1.39512us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 12.0, 50us: 12.1, 100us: 13.1, 150us: 14.8, 200us: 58.6, 300us: 60.9, 500us: 66.5, 1000us: 77.6
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 65.3/66.8/64.7 us)
deep_wakeup=65.6545us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 3765 MiB/s against one job 2151 MiB/s, per core 0.88 (0.85..0.89), paired within each round, median of 3
smp_efficiency=0.875

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1635us (min 1633, max 1698us), against 96us per warm write; fitted from the median stall
fault_in_bw=641403069
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1635us, each of two writers at once 1829us (medians of 3 and 3 repeats): together 1.79 times one writer's rate
fault_in_parallel=1.78729
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1635us, p90 2001us, mean 1685us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBR) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBR (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.091us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.203us p=0.3939us pl=0.3150us f=1.6685us L=0.2460us b=30401MB/s; R²=0.9981, residuals (us): 512:-0.147 1k:-0.0262 2k:+0.0783 4k:+0.00141 8k:-0.0888 16k:+0.0932 32k:+0.0685 64k:+0.0482 128k:+0.0759 256k:-0.441 512k:-0.509 1M:+0.98 512:-0.0355 4k:+0.219 64k:-0.0359 1M:+0.00481
write_call=1.06134us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4623 discards, 446ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=96.4742us
# dev.cmd_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 46.3us and 110.4us a burst, 4.36us more per command (4.21..4.41, median of 3 rounds), less dev.segment_service 1.31us: per command 3.05us; the deep-queue ladder gave 9.59us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 10.90us per IO (91712 IOPS), 8 KiB 9.24us, 128 KiB 51.55us, 128 KiB from huge-page buffers 19.55us, against 1.52us for 4 KiB at B: per command 9.59us, per page segment 1.31us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6703.7MB/s from the huge-page run; the QD1 slope 2817.7MB/s, i.e. 1.45us per page against 1.92us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 10.90us, 8k 9.24us, 16k 9.09us, 32k 16.12us, 64k 26.36us, 128k 51.55us, 128k huge 19.55us; serial t = c + n s + bytes/bw: c=6.74us s=0.817us bw=10923MB/s, rms error 15.2%; parallel t = max(c + n s, bytes/6704MB/s): c=7.35us s=1.032us, rms error 16.0%: not serial
cmd_service=3.04637us
# dev.segment_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 46.3us and 110.4us a burst, 4.36us more per command (4.21..4.41, median of 3 rounds), less dev.segment_service 1.31us: per command 3.05us; the deep-queue ladder gave 9.59us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 10.90us per IO (91712 IOPS), 8 KiB 9.24us, 128 KiB 51.55us, 128 KiB from huge-page buffers 19.55us, against 1.52us for 4 KiB at B: per command 9.59us, per page segment 1.31us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6703.7MB/s from the huge-page run; the QD1 slope 2817.7MB/s, i.e. 1.45us per page against 1.92us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 10.90us, 8k 9.24us, 16k 9.09us, 32k 16.12us, 64k 26.36us, 128k 51.55us, 128k huge 19.55us; serial t = c + n s + bytes/bw: c=6.74us s=0.817us bw=10923MB/s, rms error 15.2%; parallel t = max(c + n s, bytes/6704MB/s): c=7.35us s=1.032us, rms error 16.0%: not serial
segment_service=1.31103us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 36.1us / 3.91 (exponential service-time tail)
latency_jitter=9.22694us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.49us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.64us and the mean jitter 9.23us; R²=0.9946, residuals (us): 4k:+0.235 16k:+1.04 64k:-1.17 256k:-6.86 1M:+22.6; less dev.kick 16.21us (one per QD1 IO)
write_latency=8.41527us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2692.0MB/s k=0.53 (LM converged), R²=0.6719, residuals (MB/s): qd1:-242 qd2:+103 qd4:+445 qd8:+9.25 qd16:-228 qd32:-105; QD1 slope 2817.7MB/s, R²=0.9946, residuals (us): 4k:+0.235 16k:+1.04 64k:-1.17 256k:-6.86 1M:+22.6
write_bw=6703678122
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=37.77us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.64us and the mean jitter 9.23us (both as the writes fitted them); R²=0.9767, residuals (us): 4k:+1.41 16k:+1.18 64k:-2.56 256k:-11.2 1M:+47.5
read_latency=22.9024us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3507.1MB/s k=0.79 (LM converged), R²=0.7726, residuals (MB/s): qd1:-230 qd2:-25.9 qd4:+284 qd8:+469 qd16:-138 qd32:-394; QD1 slope 3121.2MB/s, R²=0.9767, residuals (us): 4k:+1.41 16k:+1.18 64k:-2.56 256k:-11.2 1M:+47.5
read_bw=3507107245
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 22.61us per IO (14.82..24.38, median of 3) less the modelled 6.40us (syscall, direct IO, command, engine)
kick=16.2107us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 136.2us, as the model adds the rest (by simulation); the closed form gave 116.0744us
flush_latency=89.7217us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.86ms, 2M 1.12ms, 4M 2.44ms, 8M 4.62ms, 16M 8.45ms, 32M 16.06ms, 64M 30.28ms, 128M 56.89ms, 256M 105.38ms; with dev.flush_latency as the fixed part; t = 116.1us + N / 2113.1MB/s, rms error 14.0%; with the cache writing out in the background above 11.3M while the run goes on (at 6076MB/s): 116.1us + the rest / 1782.7MB/s, rms error 8.4% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6076MB/s, 2048M at 5808MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1782666927
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.86ms, 2M 1.12ms, 4M 2.44ms, 8M 4.62ms, 16M 8.45ms, 32M 16.06ms, 64M 30.28ms, 128M 56.89ms, 256M 105.38ms; with dev.flush_latency as the fixed part; t = 116.1us + N / 2113.1MB/s, rms error 14.0%; with the cache writing out in the background above 11.3M while the run goes on (at 6076MB/s): 116.1us + the rest / 1782.7MB/s, rms error 8.4% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6076MB/s, 2048M at 5808MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.86ms, 2M 1.12ms, 4M 2.44ms, 8M 4.62ms, 16M 8.45ms, 32M 16.06ms, 64M 30.28ms, 128M 56.89ms, 256M 105.38ms; with dev.flush_latency as the fixed part; t = 116.1us + N / 2113.1MB/s, rms error 14.0%; with the cache writing out in the background above 11.3M while the run goes on (at 6076MB/s): 116.1us + the rest / 1782.7MB/s, rms error 8.4% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 6076MB/s, 2048M at 5808MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=11863283
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.297ms, 64 per flush 0.840ms, 256 per flush 2.441ms; 10.1us per write beyond dev.flush_latency 116.1us, less 2.3us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=7.76776us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 5145MB/s, rewritten 5808MB/s: 23.263us more per MiB fresh, against 156.4us per MiB at dev.write_bw
fresh_write_factor=0.870531
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1382MB/s (1327..1396), 2x128M 1393MB/s (1358..1482), 1x512M 1414MB/s (1410..1475), 2x512M 1467MB/s (1395..1578); all bytes over all fsync times 1436MB/s, less the fresh transfer and the commands' serial time (5769MB/s), leaves 1912MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1783MB/s above dev.cache_background 11863283 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 573ms into a fresh file, 832ms rewritten
fresh_drain_factor=0.809437
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 23.50us against 12.52, 32k 22.58us against 22.09, 64k 41.02us against 27.00, 128k 85.94us against 47.80; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 7.34us, bw = 5868MB/s
fresh_serial=7.33955us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 23.50us against 12.52, 32k 22.58us against 22.09, 64k 41.02us against 27.00, 128k 85.94us against 47.80; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 7.34us, bw = 5868MB/s
fresh_serial_bw=5867789608

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (4.05us, 6.30us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.256us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.203us p=0.3939us pl=0.3150us f=1.6685us L=0.2460us b=30401MB/s; R²=0.9981, residuals (us): 512:-0.147 1k:-0.0262 2k:+0.0783 4k:+0.00141 8k:-0.0888 16k:+0.0932 32k:+0.0685 64k:+0.0482 128k:+0.0759 256k:-0.441 512k:-0.509 1M:+0.98 512:-0.0355 4k:+0.219 64k:-0.0359 1M:+0.00481
page_init=0.39395us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.010); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.203us p=0.3939us pl=0.3150us f=1.6685us L=0.2460us b=30401MB/s; R²=0.9981, residuals (us): 512:-0.147 1k:-0.0262 2k:+0.0783 4k:+0.00141 8k:-0.0888 16k:+0.0932 32k:+0.0685 64k:+0.0482 128k:+0.0759 256k:-0.441 512k:-0.509 1M:+0.98 512:-0.0355 4k:+0.219 64k:-0.0359 1M:+0.00481
folio_alloc=0.502566us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.010); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.203us p=0.3939us pl=0.3150us f=1.6685us L=0.2460us b=30401MB/s; R²=0.9981, residuals (us): 512:-0.147 1k:-0.0262 2k:+0.0783 4k:+0.00141 8k:-0.0888 16k:+0.0932 32k:+0.0685 64k:+0.0482 128k:+0.0759 256k:-0.441 512k:-0.509 1M:+0.98 512:-0.0355 4k:+0.219 64k:-0.0359 1M:+0.00481
add_folio=0.160821us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.010); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.203us p=0.3939us pl=0.3150us f=1.6685us L=0.2460us b=30401MB/s; R²=0.9981, residuals (us): 512:-0.147 1k:-0.0262 2k:+0.0783 4k:+0.00141 8k:-0.0888 16k:+0.0932 32k:+0.0685 64k:+0.0482 128k:+0.0759 256k:-0.441 512k:-0.509 1M:+0.98 512:-0.0355 4k:+0.219 64k:-0.0359 1M:+0.00481
mark_dirty=0.0804106us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.203us p=0.3939us pl=0.3150us f=1.6685us L=0.2460us b=30401MB/s; R²=0.9981, residuals (us): 512:-0.147 1k:-0.0262 2k:+0.0783 4k:+0.00141 8k:-0.0888 16k:+0.0932 32k:+0.0685 64k:+0.0482 128k:+0.0759 256k:-0.441 512k:-0.509 1M:+0.98 512:-0.0355 4k:+0.219 64k:-0.0359 1M:+0.00481
lru_add_large=0.24604us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.3ms for 16384 folios, 1M writes: 2.8ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.521843us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.3ms for 16384 folios, 1M writes: 2.8ms for 64 folios; folios from the model's folio policy
invalidate_page=0.167431us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.010); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.203us p=0.3939us pl=0.3150us f=1.6685us L=0.2460us b=30401MB/s; R²=0.9981, residuals (us): 512:-0.147 1k:-0.0262 2k:+0.0783 4k:+0.00141 8k:-0.0888 16k:+0.0932 32k:+0.0685 64k:+0.0482 128k:+0.0759 256k:-0.441 512k:-0.509 1M:+0.98 512:-0.0355 4k:+0.219 64k:-0.0359 1M:+0.00481
insert=0.442258us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.010); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=2.203us p=0.3939us pl=0.3150us f=1.6685us L=0.2460us b=30401MB/s; R²=0.9981, residuals (us): 512:-0.147 1k:-0.0262 2k:+0.0783 4k:+0.00141 8k:-0.0888 16k:+0.0932 32k:+0.0685 64k:+0.0482 128k:+0.0759 256k:-0.441 512k:-0.509 1M:+0.98 512:-0.0355 4k:+0.219 64k:-0.0359 1M:+0.00481
mark_dirty=0.482463us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.205us per IO, spread 46%: fio's own loop, the same for pwrite and pwritev
psync=0.2045us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.205us per IO, spread 46%: fio's own loop, the same for pwrite and pwritev
pvsync=0.2045us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.34us (5.31..5.37) against psync 3.42us (3.39..3.48) per IO, libaio - psync within each round 1.95us (1.83..1.95), plus engine.psync 0.205us, split half to submit, half to complete
libaio_submit=1.07881us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.34us (5.31..5.37) against psync 3.42us (3.39..3.48) per IO, libaio - psync within each round 1.95us (1.83..1.95), plus engine.psync 0.205us, split half to submit, half to complete
libaio_complete=1.07881us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 5.37us per IO (3.11..5.55, median of 3) against the same writes through fio's psync engine in the same rounds, 4.55us (3.39..5.55): 1.01us more per IO (-2.44..1.98, median of the rounds' differences), plus fio's psync loop engine.psync 0.20us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=1.21158us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.36us per IO (3.33..3.51, median of 3) against the same writes through fio's psync engine in the same rounds, 3.39us (3.36..3.42): -0.06us more per IO (-0.06..0.15, median of the rounds' differences), plus fio's psync loop engine.psync 0.20us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.143465us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 52.7us (51.8..56.6), io_uring qd8 on ext4 59.6us (58.6..59.6) with scramble_buffers=0 and 58.6us (58.6..59.6) with it on; iowq.punt 1.21us
remote_copy_bw=93217404393
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 52.7us (51.8..56.6), io_uring qd8 on ext4 59.6us (58.6..59.6) with scramble_buffers=0 and 58.6us (58.6..59.6) with it on; iowq.punt 1.21us
scrambled_sector=0us
# iowq.worker_start: the line's value at no bytes queued; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 263us (222..902) with 64 KiB queued (4 KiB writes), 1334us (1328..2379) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 11.5us
worker_start=180.478us
# iowq.start_bw: the line's slope, inverted; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 263us (222..902) with 64 KiB queued (4 KiB writes), 1334us (1328..2379) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 11.5us
start_bw=918299860
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 16.66us per IO (16.42..20.45, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed; out of reach, so fitted as 0: even so the model predicts io-wq punt at QD1, 4k io_uring qd1 128M at 211 MB/s against the measured 246 MB/s
wakeup=0us
