# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 105.92us, qd2 65.52us, qd4 56.21us, qd8 63.08us, qd16 44.55us, qd32 56.49us; overlapped max(t1/qd, t32) rms error 13.0%; batched S + D/qd: S=47.42us D=49.08us, rms error 11.5%: overlapped
# note: write device curve: QD1 t(bs) 44.28us + bs/2710.8MB/s (R²=0.9900); deep queue B=2660.9MB/s, k=0.89 (R²=0.7235); measured at qd32: 2320.3MB/s (1513.0..2342.4 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 40.14us + bs/4710.4MB/s (R²=0.9065); deep queue B=4189.9MB/s, k=0.45 (R²=0.1229); measured at qd32: 2528.4MB/s (2375.9..2659.1 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 16.1 ps a byte (3.2..58.7)
# note: buffered write(): 1.709us per call + 0.2849us per new page (0.2216us copied in a chunk of cpu.copy_stream_bytes or more) + 1.1542us per new folio + 0.0632us per new large folio + 30324MB/s (R²=0.9952, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 1.00 per core (2 jobs at once against one: 0.215 / 0.066 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 18171MB/s, best 19676MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1157 MB/s after the memory phase, 1249 MB/s at the end, +8%
# note: self-check cold memory, 1M psync 512M: measured 553 MB/s (435..557), predicted 569 MB/s, +3.0%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1202 MB/s (1167..1203), predicted 1193 MB/s, -0.7%
# note: self-check in cache, warm memory, 1M psync 32M: measured 10054 MB/s (9193..10884), predicted 11110 MB/s, +10.5%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 8249 MB/s (5966..9082), predicted 9426 MB/s, +14.3%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: WARNING: the repeats spread 38% of their median (5966..9082 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 4971 MB/s (4881..5162), predicted 5886 MB/s, +18.4%  WARNING: past 15%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1025 MB/s (1017..1065), predicted 946 MB/s, -7.7%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 189 MB/s (175..190), predicted 189 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 980 MB/s (966..1025), predicted 872 MB/s, -11.0%
# note: self-check punted copy, 512k io_uring qd8: measured 8659 MB/s (6711..8659), predicted 8155 MB/s, -5.8%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 8522 MB/s (6628..8522), predicted 8033 MB/s, -5.7%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 602 MB/s (522..616), predicted 708 MB/s, +17.6%  WARNING: past 15%
# note: self-check fio direct rewrites, 16k libaio qd32: measured 1010 MB/s (992..1034), predicted 1019 MB/s, +0.9%
# note: self-check fio direct first pass, 16k libaio qd32 256M: measured 811 MB/s (601..1177), predicted 816 MB/s, +0.6%
# note: self-check fio direct first pass, 16k libaio qd32 256M: WARNING: the repeats spread 71% of their median (601..1177 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 32k libaio qd32: measured 2015 MB/s (1984..2383), predicted 1552 MB/s, -23.0%  WARNING: past 15%
# note: self-check fio direct first pass, 32k libaio qd32 256M: measured 1384 MB/s (1349..1500), predicted 1211 MB/s, -12.5%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 2143 MB/s (2038..2231), predicted 1900 MB/s, -11.3%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1413 MB/s (1209..2034), predicted 1367 MB/s, -3.3%
# note: self-check fio direct first pass, 64k libaio qd32 256M: WARNING: the repeats spread 58% of their median (1209..2034 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check fio direct rewrites, 128k libaio qd32: measured 2676 MB/s (2394..2976), predicted 2140 MB/s, -20.0%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 1508 MB/s (1483..1570), predicted 1460 MB/s, -3.2%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1238 MB/s (1158..1252), predicted 1232 MB/s, -0.5%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 1356 MB/s (1285..1359), predicted 1311 MB/s, -3.3%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 1283 MB/s (1264..1317), predicted 1237 MB/s, -3.5%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 1394 MB/s (1017..1406), predicted 1315 MB/s, -5.7%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 01:37 UTC, in /var/tmp/calT10n, 265 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.141..1.303us
syscall=1.20709us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 16.1 ps a byte (3.2..58.7)
copy_unaligned=1.60863e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.0/2.3/3.2us, rewrite 64k 3.6/3.9/5.5us, rewrite 1M 36.1/43.8/78.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_gap=315.479us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.0/2.3/3.2us, rewrite 64k 3.6/3.9/5.5us, rewrite 1M 36.1/43.8/78.3us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.16 over 9 percentiles
interrupt_time=14.1589us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 256k..1M fitted each; this one took the relative residual sum from 0.0332 (none) to 0.0249
copy_stream_bytes=262144
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=256KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.709us p=0.2849us pl=0.2216us f=1.1542us L=0.0632us b=30324MB/s; R²=0.9952, residuals (us): 512:+0.0259 1k:-0.0281 2k:+0.0374 4k:-0.0256 8k:+0.0412 16k:-0.108 32k:+0.289 64k:-0.206 256k:-1.03 512k:-2.16 1M:+9.92 512:-0.0233 4k:+0.0917 64k:-0.261 1M:+1.55
copy_stream_page=0.0632949us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.709us p=0.2849us pl=0.2216us f=1.1542us L=0.0632us b=30324MB/s; R²=0.9952, residuals (us): 512:+0.0259 1k:-0.0281 2k:+0.0374 4k:-0.0256 8k:+0.0412 16k:-0.108 32k:+0.289 64k:-0.206 256k:-1.03 512k:-2.16 1M:+9.92 512:-0.0233 4k:+0.0917 64k:-0.261 1M:+1.55
copy_bw=30323617005
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 20.69us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.54us, halved
wakeup=7.8us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.888336us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4741 MiB/s against one job 2695 MiB/s, per core 0.89 (0.81..0.91), paired within each round, median of 3
smp_efficiency=0.888889

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1731us (min 1705, max 2212us), against 112us per warm write; fitted from the median stall
fault_in_bw=605737947
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1731us, each of two writers at once 1404us (medians of 3 and 2 repeats): together 2.47 times one writer's rate (two at most: 2)
fault_in_parallel=2
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1731us, p90 2143us, mean 1777us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calT10n) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calT10n (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.207us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.709us p=0.2849us pl=0.2216us f=1.1542us L=0.0632us b=30324MB/s; R²=0.9952, residuals (us): 512:+0.0259 1k:-0.0281 2k:+0.0374 4k:-0.0256 8k:+0.0412 16k:-0.108 32k:+0.289 64k:-0.206 256k:-1.03 512k:-2.16 1M:+9.92 512:-0.0233 4k:+0.0917 64k:-0.261 1M:+1.55
write_call=0.451831us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 50.5us against 46.2us, 4.3us more per IO (2.7..7.4, median of 3 rounds); bounded by the 19.9us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor), 1.0us of the host's allocation section (dev.fresh_serial) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=0us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 773 discards, 103ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=133.247us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.75us per IO (129017 IOPS), 8 KiB 6.97us, 128 KiB 56.49us, 128 KiB from huge-page buffers 18.26us, against 1.54us for 4 KiB at B: per command 6.18us, per page segment 1.57us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7177.7MB/s from the huge-page run; the QD1 slope 2710.8MB/s, i.e. 1.51us per page against 2.14us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.75us, 8k 6.97us, 16k 10.95us, 32k 17.46us, 64k 28.46us, 128k 56.49us, 128k huge 18.26us; serial t = c + n s + bytes/bw: c=4.98us s=1.135us bw=10792MB/s, rms error 8.7%; parallel t = max(c + n s, bytes/7178MB/s): c=5.80us s=1.233us, rms error 12.2%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=6.17873us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.75us per IO (129017 IOPS), 8 KiB 6.97us, 128 KiB 56.49us, 128 KiB from huge-page buffers 18.26us, against 1.54us for 4 KiB at B: per command 6.18us, per page segment 1.57us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7177.7MB/s from the huge-page run; the QD1 slope 2710.8MB/s, i.e. 1.51us per page against 2.14us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.75us, 8k 6.97us, 16k 10.95us, 32k 17.46us, 64k 28.46us, 128k 56.49us, 128k huge 18.26us; serial t = c + n s + bytes/bw: c=4.98us s=1.135us bw=10792MB/s, rms error 8.7%; parallel t = max(c + n s, bytes/7178MB/s): c=5.80us s=1.233us, rms error 12.2%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.57218us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 39.9us / 3.91 (exponential service-time tail)
latency_jitter=10.2085us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=44.28us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.89us and the mean jitter 10.21us; R²=0.9900, residuals (us): 4k:-2.21 16k:+0.00116 64k:+5.43 256k:+6.5 1M:-22.1; less dev.kick 8.85us (one per QD1 IO)
write_latency=16.3276us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2660.9MB/s k=0.89 (LM converged), R²=0.7235, residuals (MB/s): qd1:-171 qd2:+159 qd4:+155 qd8:-317 qd16:+421 qd32:-269; QD1 slope 2710.8MB/s, R²=0.9900, residuals (us): 4k:-2.21 16k:+0.00116 64k:+5.43 256k:+6.5 1M:-22.1
write_bw=7177658441
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=40.14us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.89us and the mean jitter 10.21us (both as the writes fitted them); R²=0.9065, residuals (us): 4k:+0.863 16k:+0.268 64k:+5.15 256k:-16.7 1M:+59.4
read_latency=21.0427us
# dev.read_bw: QD1 slope (queue curve unusable); libaio bs=128k bw(qd)=B*qd/(qd+k): B=4189.9MB/s k=0.45 (LM converged), R²=0.1229, residuals (MB/s): qd1:-884 qd2:+162 qd4:+1.11e+03 qd8:+2.33e+03 qd16:-1.18e+03 qd32:-1.6e+03; QD1 slope 4710.4MB/s, R²=0.9065, residuals (us): 4k:+0.863 16k:+0.268 64k:+5.15 256k:-16.7 1M:+59.4
read_bw=4710423898
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 15.51us per IO (14.81..19.98, median of 3) less the modelled 6.65us (syscall, direct IO, command, engine)
kick=8.85494us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.82ms, 4M 2.31ms, 16M 8.16ms, 64M 28.97ms, 256M 106.43ms; t = 396.2us + N / 2340.5MB/s (R²=0.9949); sequential writes from huge pages: 256M at 5814MB/s, 2048M at 5366MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2340511997
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.82ms, 4M 2.31ms, 16M 8.16ms, 64M 28.97ms, 256M 106.43ms; t = 396.2us + N / 2340.5MB/s (R²=0.9949); sequential writes from huge pages: 256M at 5814MB/s, 2048M at 5366MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.19ms, 512 per flush 5.93ms: 10.6us per write, less 1.8us for its bytes at dev.cache_drain_bw
cache_drain_io=8.83738us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4933MB/s, rewritten 5366MB/s: 17.175us more per MiB fresh, against 146.1us per MiB at dev.write_bw
fresh_write_factor=0.894801
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1439MB/s (1327..1452), 2x128M 1469MB/s (1386..1480), 1x512M 1483MB/s (1470..1532), 2x512M 1507MB/s (1472..1523); all bytes over all fsync times 1491MB/s, less the fresh transfer and the commands' serial time (6302MB/s), leaves 1952MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2341MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 546ms into a fresh file, 865ms rewritten
fresh_drain_factor=0.834194
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 20.20us against 16.22, 32k 23.68us against 16.27, 64k 46.39us against 30.59, 128k 86.91us against 48.98; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 3949MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 20.20us against 16.22, 32k 23.68us against 16.27, 64k 46.39us against 30.59, 128k 86.91us against 48.98; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 3949MB/s
fresh_serial_bw=3948807458
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 185.3us, minus the model's data write, log write of 8k and fsync CPU (45.6us)
flush_latency=139.703us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.06us, 4.51us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.456us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.709us p=0.2849us pl=0.2216us f=1.1542us L=0.0632us b=30324MB/s; R²=0.9952, residuals (us): 512:+0.0259 1k:-0.0281 2k:+0.0374 4k:-0.0256 8k:+0.0412 16k:-0.108 32k:+0.289 64k:-0.206 256k:-1.03 512k:-2.16 1M:+9.92 512:-0.0233 4k:+0.0917 64k:-0.261 1M:+1.55
page_init=0.284867us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.391); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.709us p=0.2849us pl=0.2216us f=1.1542us L=0.0632us b=30324MB/s; R²=0.9952, residuals (us): 512:+0.0259 1k:-0.0281 2k:+0.0374 4k:-0.0256 8k:+0.0412 16k:-0.108 32k:+0.289 64k:-0.206 256k:-1.03 512k:-2.16 1M:+9.92 512:-0.0233 4k:+0.0917 64k:-0.261 1M:+1.55
folio_alloc=0.347655us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.391); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.709us p=0.2849us pl=0.2216us f=1.1542us L=0.0632us b=30324MB/s; R²=0.9952, residuals (us): 512:+0.0259 1k:-0.0281 2k:+0.0374 4k:-0.0256 8k:+0.0412 16k:-0.108 32k:+0.289 64k:-0.206 256k:-1.03 512k:-2.16 1M:+9.92 512:-0.0233 4k:+0.0917 64k:-0.261 1M:+1.55
add_folio=0.11125us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.391); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.709us p=0.2849us pl=0.2216us f=1.1542us L=0.0632us b=30324MB/s; R²=0.9952, residuals (us): 512:+0.0259 1k:-0.0281 2k:+0.0374 4k:-0.0256 8k:+0.0412 16k:-0.108 32k:+0.289 64k:-0.206 256k:-1.03 512k:-2.16 1M:+9.92 512:-0.0233 4k:+0.0917 64k:-0.261 1M:+1.55
mark_dirty=0.0556248us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.709us p=0.2849us pl=0.2216us f=1.1542us L=0.0632us b=30324MB/s; R²=0.9952, residuals (us): 512:+0.0259 1k:-0.0281 2k:+0.0374 4k:-0.0256 8k:+0.0412 16k:-0.108 32k:+0.289 64k:-0.206 256k:-1.03 512k:-2.16 1M:+9.92 512:-0.0233 4k:+0.0917 64k:-0.261 1M:+1.55
lru_add_large=0.0631517us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 8.3ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.385145us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 8.3ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.12318us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.391); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.709us p=0.2849us pl=0.2216us f=1.1542us L=0.0632us b=30324MB/s; R²=0.9952, residuals (us): 512:+0.0259 1k:-0.0281 2k:+0.0374 4k:-0.0256 8k:+0.0412 16k:-0.108 32k:+0.289 64k:-0.206 256k:-1.03 512k:-2.16 1M:+9.92 512:-0.0233 4k:+0.0917 64k:-0.261 1M:+1.55
insert=0.305936us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.391); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.709us p=0.2849us pl=0.2216us f=1.1542us L=0.0632us b=30324MB/s; R²=0.9952, residuals (us): 512:+0.0259 1k:-0.0281 2k:+0.0374 4k:-0.0256 8k:+0.0412 16k:-0.108 32k:+0.289 64k:-0.206 256k:-1.03 512k:-2.16 1M:+9.92 512:-0.0233 4k:+0.0917 64k:-0.261 1M:+1.55
mark_dirty=0.333749us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.215us per IO, spread 55%: fio's own loop, the same for pwrite and pwritev
psync=0.215us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.215us per IO, spread 55%: fio's own loop, the same for pwrite and pwritev
pvsync=0.215us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 6.81us (6.65..7.84) against psync 4.94us (4.58..5.19) per IO, libaio - psync within each round 2.08us (1.86..2.66), plus engine.psync 0.215us, split half to submit, half to complete
libaio_submit=1.1451us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 6.81us (6.65..7.84) against psync 4.94us (4.58..5.19) per IO, libaio - psync within each round 2.08us (1.86..2.66), plus engine.psync 0.215us, split half to submit, half to complete
libaio_complete=1.1451us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 4.00us per IO (3.85..4.03, median of 3) against the same writes through fio's psync engine in the same rounds, 3.48us (3.45..3.69): 0.40us more per IO (0.34..0.52, median of the rounds' differences), plus fio's psync loop engine.psync 0.21us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.611729us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.18us per IO (4.00..4.24, median of 3) against the same writes through fio's psync engine in the same rounds, 3.48us (3.23..4.36): 0.76us more per IO (-0.18..0.76, median of the rounds' differences), plus fio's psync loop engine.psync 0.21us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.977939us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 54.7us (53.7..54.7), io_uring qd8 on ext4 60.5us (60.5..78.1) with scramble_buffers=0 and 61.5us (61.5..79.1) with it on; iowq.punt 0.61us
remote_copy_bw=84233675535
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 54.7us (53.7..54.7), io_uring qd8 on ext4 60.5us (60.5..78.1) with scramble_buffers=0 and 61.5us (61.5..79.1) with it on; iowq.punt 0.61us
scrambled_sector=0.000953674us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 21.64us per IO (21.55..23.44, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=4.95911us
