# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 94.20us, qd2 65.32us, qd4 55.66us, qd8 57.22us, qd16 61.76us, qd32 58.38us; overlapped max(t1/qd, t32) rms error 5.3%; batched S + D/qd: S=54.15us D=31.52us, rms error 8.0%: overlapped
# note: write device curve: QD1 t(bs) 39.29us + bs/2503.3MB/s (R²=0.9861); deep queue B=2368.5MB/s, k=0.50 (R²=0.7583); measured at qd32: 2245.3MB/s (2115.5..2527.2 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 43.58us + bs/2347.7MB/s (R²=0.9704); deep queue B=2752.4MB/s, k=1.00 (R²=0.6173); measured at qd32: 2046.6MB/s (1992.7..2751.9 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 11.5 ps a byte (2.4..72.3)
# note: buffered write(): 1.734us per call + 0.3589us per new page (0.2351us copied in a chunk of cpu.copy_stream_bytes or more) + 2.6600us per new folio + 0.1048us per new large folio + 31840MB/s (R²=0.9964, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.98 per core (2 jobs at once against one: 0.115 / 0.059 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 15176MB/s, best 15507MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1125 MB/s after the memory phase, 1190 MB/s at the end, +6%
# note: self-check cold memory, 1M psync 512M: measured 564 MB/s (448..619), predicted 576 MB/s, +2.1%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 30% of their median (448..619 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 873 MB/s (864..899), predicted 814 MB/s, -6.8%
# note: self-check in cache, warm memory, 1M psync 32M: measured 10725 MB/s (8447..10886), predicted 10724 MB/s, -0.0%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 9066 MB/s (5833..9376), predicted 9551 MB/s, +5.3%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 39% of their median (5833..9376 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 4837 MB/s (4751..4925), predicted 4241 MB/s, -12.3%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 994 MB/s (767..1091), predicted 685 MB/s, -31.1%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: WARNING: the repeats spread 33% of their median (767..1091 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 154 MB/s (149..158), predicted 154 MB/s, -0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 809 MB/s (584..1040), predicted 707 MB/s, -12.6%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: WARNING: the repeats spread 57% of their median (584..1040 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check punted copy, 512k io_uring qd8: measured 6796 MB/s (6711..6883), predicted 5685 MB/s, -16.3%  WARNING: past 15%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 6468 MB/s (6316..6547), predicted 5399 MB/s, -16.5%  WARNING: past 15%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 714 MB/s (661..722), predicted 566 MB/s, -20.7%  WARNING: past 15%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1055 MB/s (791..1070), predicted 974 MB/s, -7.7%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 780 MB/s (511..847), predicted 939 MB/s, +20.4%  WARNING: past 15%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 43% of their median (511..847 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 1956 MB/s (1359..2079), predicted 1922 MB/s, -1.7%
# note: self-check fio direct rewrites, 32k libaio qd32: WARNING: the repeats spread 37% of their median (1359..2079 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1451 MB/s (1322..1579), predicted 1377 MB/s, -5.1%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2333 MB/s (2302..3202), predicted 2199 MB/s, -5.7%
# note: self-check fio direct rewrites, 64k libaio qd32: WARNING: the repeats spread 39% of their median (2302..3202 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1710 MB/s (1475..1851), predicted 1540 MB/s, -9.9%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2739 MB/s (1744..3204), predicted 2346 MB/s, -14.3%
# note: self-check fio direct rewrites, 128k libaio qd32: WARNING: the repeats spread 53% of their median (1744..3204 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1667 MB/s (1215..1778), predicted 1635 MB/s, -1.9%
# note: self-check fio direct first pass, 128k libaio qd32 256M: WARNING: the repeats spread 34% of their median (1215..1778 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check 4k overwrite, fdatasync=1: measured 28 MB/s (28..28), predicted 28 MB/s, +0.2%
# note: self-check 4k first writes, fsync=1 (inode write each): measured 21 MB/s (21..21), predicted 21 MB/s, +3.1%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1326 MB/s (1302..1329), predicted 1309 MB/s, -1.3%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1458 MB/s (1444..1551), predicted 1391 MB/s, -4.6%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1359 MB/s (945..1422), predicted 1320 MB/s, -2.9%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 35% of their median (945..1422 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1091 MB/s (970..1097), predicted 1242 MB/s, +13.9%
# note: self-check fsync every 2M, 64k psync fsync=32 64M fresh: measured 999 MB/s (995..1010), predicted 924 MB/s, -7.5%
# note: self-check fsync every 2M, 64k psync fsync=32 64M rewritten: measured 1322 MB/s (1308..1323), predicted 994 MB/s, -24.8%  WARNING: past 15%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-07 04:26 UTC, in /var/tmp/calBQ, 291 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.053..1.153us
syscall=1.08655us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 11.5 ps a byte (2.4..72.3)
copy_unaligned=1.14523e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.9/2.1/3.2us, rewrite 64k 3.6/3.8/4.4us, rewrite 1M 34.6/38.7/67.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_gap=353.973us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.9/2.1/3.2us, rewrite 64k 3.6/3.8/4.4us, rewrite 1M 34.6/38.7/67.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_time=11.2468us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 128k..1M fitted each; this one took the relative residual sum from 0.0846 (none) to 0.0239
copy_stream_bytes=1048576
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=1024KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.734us p=0.3589us pl=0.2351us f=2.6600us L=0.1048us b=31840MB/s; R²=0.9964, residuals (us): 512:+0.157 1k:+0.14 2k:+0.224 4k:-0.34 8k:-0.154 16k:+0.121 32k:+0.123 64k:+0.279 128k:-0.126 256k:-0.735 512k:+0.266 1M:-0.0101 512:-0.0794 4k:-0.0407 64k:-0.194 1M:+1.18
copy_stream_page=0.123704us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.734us p=0.3589us pl=0.2351us f=2.6600us L=0.1048us b=31840MB/s; R²=0.9964, residuals (us): 512:+0.157 1k:+0.14 2k:+0.224 4k:-0.34 8k:-0.154 16k:+0.121 32k:+0.123 64k:+0.279 128k:-0.126 256k:-0.735 512k:+0.266 1M:-0.0101 512:-0.0794 4k:-0.0407 64k:-0.194 1M:+1.18
copy_bw=31840152271
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 21.00us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.46us, halved
wakeup=8.036us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.349006us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 10.3, 50us: 10.3, 100us: 10.5, 150us: 10.6, 200us: 41.6, 300us: 42.8, 500us: 45.1, 1000us: 48.0
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 38.3/37.7/36.6 us)
deep_wakeup=37.7565us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4613 MiB/s against one job 2695 MiB/s, per core 0.85 (0.80..0.87), paired within each round, median of 3
smp_efficiency=0.849558

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1712us (min 1550, max 2199us), against 111us per warm write; fitted from the median stall
fault_in_bw=612623392
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1712us, each of two writers at once 2248us (medians of 3 and 3 repeats): together 1.52 times one writer's rate
fault_in_parallel=1.52266
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1712us, p90 1916us, mean 1754us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBQ) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBQ (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.087us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.734us p=0.3589us pl=0.2351us f=2.6600us L=0.1048us b=31840MB/s; R²=0.9964, residuals (us): 512:+0.157 1k:+0.14 2k:+0.224 4k:-0.34 8k:-0.154 16k:+0.121 32k:+0.123 64k:+0.279 128k:-0.126 256k:-0.735 512k:+0.266 1M:-0.0101 512:-0.0794 4k:-0.0407 64k:-0.194 1M:+1.18
write_call=0.597273us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 45.2us against 41.3us, 3.1us more per IO (2.7..5.2, median of 3 rounds); bounded by the 17.0us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor) and 2.0us of the host's allocation section (dev.fresh_serial): 1.10us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=0.596791us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 45.2us against 41.3us, 3.1us more per IO (2.7..5.2, median of 3 rounds); bounded by the 17.0us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor) and 2.0us of the host's allocation section (dev.fresh_serial): 1.10us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=0.499355us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4160 discards, 462ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=111.058us
# dev.cmd_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 50.2us and 131.2us a burst, 5.36us more per command (5.30..5.68, median of 3 rounds), less dev.segment_service 1.63us: per command 3.74us; the deep-queue ladder gave 6.25us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.88us per IO (126884 IOPS), 8 KiB 7.13us, 128 KiB 58.38us, 128 KiB from huge-page buffers 20.80us, against 1.73us for 4 KiB at B: per command 6.25us, per page segment 1.63us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6302.2MB/s from the huge-page run; the QD1 slope 2503.3MB/s, i.e. 1.64us per page against 2.28us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.88us, 8k 7.13us, 16k 9.84us, 32k 13.87us, 64k 32.67us, 128k 58.38us, 128k huge 20.80us; serial t = c + n s + bytes/bw: c=4.80us s=0.986us bw=8729MB/s, rms error 13.3%; parallel t = max(c + n s, bytes/6302MB/s): c=5.55us s=1.212us, rms error 15.2%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=3.73593us
# dev.segment_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 50.2us and 131.2us a burst, 5.36us more per command (5.30..5.68, median of 3 rounds), less dev.segment_service 1.63us: per command 3.74us; the deep-queue ladder gave 6.25us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.88us per IO (126884 IOPS), 8 KiB 7.13us, 128 KiB 58.38us, 128 KiB from huge-page buffers 20.80us, against 1.73us for 4 KiB at B: per command 6.25us, per page segment 1.63us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6302.2MB/s from the huge-page run; the QD1 slope 2503.3MB/s, i.e. 1.64us per page against 2.28us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.88us, 8k 7.13us, 16k 9.84us, 32k 13.87us, 64k 32.67us, 128k 58.38us, 128k huge 20.80us; serial t = c + n s + bytes/bw: c=4.80us s=0.986us bw=8729MB/s, rms error 13.3%; parallel t = max(c + n s, bytes/6302MB/s): c=5.55us s=1.212us, rms error 15.2%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.62888us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 28.4us / 3.91 (exponential service-time tail)
latency_jitter=7.26376us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.29us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.32us and the mean jitter 7.26us; R²=0.9861, residuals (us): 4k:+0.846 16k:+1.19 64k:-2.3 256k:-11.1 1M:+46.4; less dev.kick 9.86us (one per QD1 IO)
write_latency=15.8465us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2368.5MB/s k=0.50 (LM converged), R²=0.7583, residuals (MB/s): qd1:-183 qd2:+116 qd4:+252 qd8:+62.8 qd16:-174 qd32:-86.5; QD1 slope 2503.3MB/s, R²=0.9861, residuals (us): 4k:+0.846 16k:+1.19 64k:-2.3 256k:-11.1 1M:+46.4
write_bw=6302158780
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=43.58us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.32us and the mean jitter 7.26us (both as the writes fitted them); R²=0.9704, residuals (us): 4k:+0.913 16k:+1.95 64k:-2.31 256k:-17.1 1M:+77.6
read_latency=29.989us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=2752.4MB/s k=1.00 (LM converged), R²=0.6173, residuals (MB/s): qd1:-8.11 qd2:-63.7 qd4:-160 qd8:+309 qd16:+535 qd32:-622; QD1 slope 2347.7MB/s, R²=0.9704, residuals (us): 4k:+0.913 16k:+1.95 64k:-2.31 256k:-17.1 1M:+77.6
read_bw=2752395978
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 16.26us per IO (15.91..18.65, median of 3) less the modelled 6.40us (syscall, direct IO, command, engine)
kick=9.86139us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 134.1us, as the model adds the rest (by simulation); the closed form gave 106.5610us
flush_latency=87.2803us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.84ms, 2M 1.12ms, 4M 2.41ms, 8M 4.18ms, 16M 7.63ms, 32M 14.09ms, 64M 25.03ms, 128M 47.45ms, 256M 90.70ms; with dev.flush_latency as the fixed part; t = 106.6us + N / 2402.5MB/s, rms error 18.8%; with the cache writing out in the background above 6.7M while the run goes on (at 5407MB/s): 106.6us + the rest / 1852.9MB/s, rms error 8.3% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5407MB/s, 2048M at 3903MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1715937729
cache_drain_bw=1852939220
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.84ms, 2M 1.12ms, 4M 2.41ms, 8M 4.18ms, 16M 7.63ms, 32M 14.09ms, 64M 25.03ms, 128M 47.45ms, 256M 90.70ms; with dev.flush_latency as the fixed part; t = 106.6us + N / 2402.5MB/s, rms error 18.8%; with the cache writing out in the background above 6.7M while the run goes on (at 5407MB/s): 106.6us + the rest / 1852.9MB/s, rms error 8.3% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5407MB/s, 2048M at 3903MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1715937729
cache_size=1715937730
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.84ms, 2M 1.12ms, 4M 2.41ms, 8M 4.18ms, 16M 7.63ms, 32M 14.09ms, 64M 25.03ms, 128M 47.45ms, 256M 90.70ms; with dev.flush_latency as the fixed part; t = 106.6us + N / 2402.5MB/s, rms error 18.8%; with the cache writing out in the background above 6.7M while the run goes on (at 5407MB/s): 106.6us + the rest / 1852.9MB/s, rms error 8.3% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5407MB/s, 2048M at 3903MB/s: capacity (long/drain - t_long) / (1/drain - 1/front) = 1715937729
cache_background=7053950
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.276ms, 64 per flush 0.741ms, 256 per flush 2.310ms; 9.3us per write beyond dev.flush_latency 106.6us, less 2.2us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=7.11252us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 5021MB/s, rewritten 3903MB/s: -59.860us more per MiB fresh, against 166.4us per MiB at dev.write_bw
fresh_write_factor=1
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1563MB/s (1508..1583), 2x128M 1584MB/s (1578..1693), 1x512M 1624MB/s (1591..1678), 2x512M 1672MB/s (1652..2278); all bytes over all fsync times 1640MB/s, less the fresh transfer and the commands' serial time (6207MB/s), leaves 2228MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1853MB/s above dev.cache_background 7053950 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 446ms into a fresh file, 610ms rewritten
fresh_drain_factor=0.887477
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 21.00us against 15.53, 32k 22.58us against 16.75, 64k 38.33us against 28.10, 128k 78.61us against 47.85; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 1.30us, bw = 5726MB/s
fresh_serial=1.29557us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 21.00us against 15.53, 32k 22.58us against 16.75, 64k 38.33us against 28.10, 128k 78.61us against 47.85; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 1.30us, bw = 5726MB/s
fresh_serial_bw=5726148308

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (4.19us, 6.62us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.432us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.734us p=0.3589us pl=0.2351us f=2.6600us L=0.1048us b=31840MB/s; R²=0.9964, residuals (us): 512:+0.157 1k:+0.14 2k:+0.224 4k:-0.34 8k:-0.154 16k:+0.121 32k:+0.123 64k:+0.279 128k:-0.126 256k:-0.735 512k:+0.266 1M:-0.0101 512:-0.0794 4k:-0.0407 64k:-0.194 1M:+1.18
page_init=0.358854us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x3.205); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.734us p=0.3589us pl=0.2351us f=2.6600us L=0.1048us b=31840MB/s; R²=0.9964, residuals (us): 512:+0.157 1k:+0.14 2k:+0.224 4k:-0.34 8k:-0.154 16k:+0.121 32k:+0.123 64k:+0.279 128k:-0.126 256k:-0.735 512k:+0.266 1M:-0.0101 512:-0.0794 4k:-0.0407 64k:-0.194 1M:+1.18
folio_alloc=0.801195us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x3.205); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.734us p=0.3589us pl=0.2351us f=2.6600us L=0.1048us b=31840MB/s; R²=0.9964, residuals (us): 512:+0.157 1k:+0.14 2k:+0.224 4k:-0.34 8k:-0.154 16k:+0.121 32k:+0.123 64k:+0.279 128k:-0.126 256k:-0.735 512k:+0.266 1M:-0.0101 512:-0.0794 4k:-0.0407 64k:-0.194 1M:+1.18
add_folio=0.256382us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x3.205); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.734us p=0.3589us pl=0.2351us f=2.6600us L=0.1048us b=31840MB/s; R²=0.9964, residuals (us): 512:+0.157 1k:+0.14 2k:+0.224 4k:-0.34 8k:-0.154 16k:+0.121 32k:+0.123 64k:+0.279 128k:-0.126 256k:-0.735 512k:+0.266 1M:-0.0101 512:-0.0794 4k:-0.0407 64k:-0.194 1M:+1.18
mark_dirty=0.128191us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.734us p=0.3589us pl=0.2351us f=2.6600us L=0.1048us b=31840MB/s; R²=0.9964, residuals (us): 512:+0.157 1k:+0.14 2k:+0.224 4k:-0.34 8k:-0.154 16k:+0.121 32k:+0.123 64k:+0.279 128k:-0.126 256k:-0.735 512k:+0.266 1M:-0.0101 512:-0.0794 4k:-0.0407 64k:-0.194 1M:+1.18
lru_add_large=0.104819us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.8ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.346776us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 7.8ms for 16384 folios, 1M writes: 2.1ms for 64 folios; folios from the model's folio policy
invalidate_page=0.129383us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x3.205); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.734us p=0.3589us pl=0.2351us f=2.6600us L=0.1048us b=31840MB/s; R²=0.9964, residuals (us): 512:+0.157 1k:+0.14 2k:+0.224 4k:-0.34 8k:-0.154 16k:+0.121 32k:+0.123 64k:+0.279 128k:-0.126 256k:-0.735 512k:+0.266 1M:-0.0101 512:-0.0794 4k:-0.0407 64k:-0.194 1M:+1.18
insert=0.705051us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x3.205); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.734us p=0.3589us pl=0.2351us f=2.6600us L=0.1048us b=31840MB/s; R²=0.9964, residuals (us): 512:+0.157 1k:+0.14 2k:+0.224 4k:-0.34 8k:-0.154 16k:+0.121 32k:+0.123 64k:+0.279 128k:-0.126 256k:-0.735 512k:+0.266 1M:-0.0101 512:-0.0794 4k:-0.0407 64k:-0.194 1M:+1.18
mark_dirty=0.769147us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.115us per IO, spread 77%: fio's own loop, the same for pwrite and pwritev
psync=0.1155us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.115us per IO, spread 77%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1155us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.74us (5.68..6.20) against psync 3.69us (3.57..5.13) per IO, libaio - psync within each round 2.04us (1.07..2.11), plus engine.psync 0.115us, split half to submit, half to complete
libaio_submit=1.08009us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.74us (5.68..6.20) against psync 3.69us (3.57..5.13) per IO, libaio - psync within each round 2.04us (1.07..2.11), plus engine.psync 0.115us, split half to submit, half to complete
libaio_complete=1.08009us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 4.12us per IO (3.75..5.34, median of 3) against the same writes through fio's psync engine in the same rounds, 3.69us (3.54..5.07): 0.27us more per IO (0.21..0.43, median of the rounds' differences), plus fio's psync loop engine.psync 0.12us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.390158us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 5.07us per IO (3.94..7.02, median of 3) against the same writes through fio's psync engine in the same rounds, 5.13us (4.97..5.49): 0.09us more per IO (-1.19..1.53, median of the rounds' differences), plus fio's psync loop engine.psync 0.12us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.207053us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 66.4us (65.4..70.3), io_uring qd8 on ext4 77.1us (76.2..78.1) with scramble_buffers=0 and 81.1us (80.1..83.0) with it on; iowq.punt 0.39us
remote_copy_bw=46280068152
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 66.4us (65.4..70.3), io_uring qd8 on ext4 77.1us (76.2..78.1) with scramble_buffers=0 and 81.1us (80.1..83.0) with it on; iowq.punt 0.39us
scrambled_sector=0.00476837us
# iowq.worker_start: the line's value at no bytes queued; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 274us (262..328) with 64 KiB queued (4 KiB writes), 1935us (1519..1939) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 10.5us
worker_start=153.16us
# iowq.start_bw: the line's slope, inverted; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 274us (262..328) with 64 KiB queued (4 KiB writes), 1935us (1519..1939) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 10.5us
start_bw=592008749
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 26.67us per IO (25.94..27.47, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=8.45032us
