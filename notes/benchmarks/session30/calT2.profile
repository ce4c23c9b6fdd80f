# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 40.67us + bs/4257.9MB/s (R²=0.9966); deep queue B=4601.8MB/s, k=1.53 (R²=0.9887); measured at qd32: 4363.4MB/s (4071.3..4431.1 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 45.14us + bs/1793.4MB/s (R²=0.9996); deep queue B=1934.9MB/s, k=0.84 (R²=0.9676); measured at qd32: 1913.6MB/s (1869.0..1953.6 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 38.9 ps a byte (7.9..44.8)
# note: buffered write(): 0.630us per call + 0.2572us per new page (0.2019us copied in a chunk of cpu.copy_stream_bytes or more) + 1.5502us per new folio + 0.3539us per new large folio + 34854MB/s (R²=0.9988, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.98 per core (2 jobs at once against one: 0.129 / 0.066 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.04ms, 4M 0.07ms, 16M 0.07ms, 64M 0.10ms, 256M 0.11ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 14556MB/s, best 14599MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1429 MB/s after the memory phase, 1442 MB/s at the end, +1%
# note: self-check cold memory, 1M psync 512M: measured 456 MB/s (455..461), predicted 468 MB/s, +2.6%
# note: self-check in cache, warm memory, 4k psync 32M: measured 1553 MB/s (1535..1557), predicted 1514 MB/s, -2.5%
# note: self-check in cache, warm memory, 1M psync 32M: measured 12416 MB/s (11015..12453), predicted 12417 MB/s, +0.0%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 7992 MB/s (7866..9976), predicted 8376 MB/s, +4.8%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 6101 MB/s (5773..6316), predicted 6479 MB/s, +6.2%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1316 MB/s (1167..1316), predicted 1247 MB/s, -5.2%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 118 MB/s (108..118), predicted 118 MB/s, +0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1177 MB/s (1167..1188), predicted 1132 MB/s, -3.8%
# note: self-check punted copy, 512k io_uring qd8: measured 6711 MB/s (6547..6972), predicted 6641 MB/s, -1.0%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 6628 MB/s (6316..6972), predicted 6641 MB/s, +0.2%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 980 MB/s (973..980), predicted 972 MB/s, -0.8%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 3141 MB/s (2953..3590), predicted 3532 MB/s, +12.4%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1802 MB/s (1637..1839), predicted 1801 MB/s, -0.0%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 3449 MB/s (3348..3649), predicted 4221 MB/s, +22.4%  WARNING: past 15%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 2182 MB/s (2114..2237), predicted 2182 MB/s, -0.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 2503 MB/s (2397..2563), predicted 2590 MB/s, +3.5%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 3104 MB/s (3036..3210), predicted 3050 MB/s, -1.7%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2636 MB/s (2632..2692), predicted 2608 MB/s, -1.1%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2341 MB/s (1481..3039), predicted 3063 MB/s, +30.8%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 67% of their median (1481..3039 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 17:44 UTC, in /var/tmp/calT2, 232 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 38.9 ps a byte (7.9..44.8)
copy_unaligned=3.88564e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/0.9/1.4us, rewrite 64k 2.7/2.8/3.6us, rewrite 1M 29.8/30.8/48.9us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.13 over 9 percentiles
interrupt_gap=44.5625us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/0.9/1.4us, rewrite 64k 2.7/2.8/3.6us, rewrite 1M 29.8/30.8/48.9us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.13 over 9 percentiles
interrupt_time=0.709627us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 256k..1M fitted each; this one took the relative residual sum from 0.0258 (none) to 0.0087
copy_stream_bytes=1048576
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=1024KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.630us p=0.2572us pl=0.2019us f=1.5502us L=0.3539us b=34854MB/s; R²=0.9988, residuals (us): 512:+0.0175 1k:+0.0226 2k:+0.028 4k:-0.0668 8k:-0.084 16k:+0.0584 32k:-0.0229 64k:+0.492 256k:-0.327 512k:-1.08 1M:+0.00424 512:+0.000327 4k:-0.0321 64k:+0.094 1M:-0.561
copy_stream_page=0.0553277us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.630us p=0.2572us pl=0.2019us f=1.5502us L=0.3539us b=34854MB/s; R²=0.9988, residuals (us): 512:+0.0175 1k:+0.0226 2k:+0.028 4k:-0.0668 8k:-0.084 16k:+0.0584 32k:-0.0229 64k:+0.492 256k:-0.327 512k:-1.08 1M:+0.00424 512:+0.000327 4k:-0.0321 64k:+0.094 1M:-0.561
copy_bw=34854049297
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 41.80us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.62us, halved
wakeup=20.28us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=1.72468us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5818 MiB/s against one job 3084 MiB/s, per core 0.94 (0.88..1.00), paired within each round, median of 3
smp_efficiency=0.943182

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683792 kB)
total=25276203008
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2114us (min 2113, max 2115us), against 131us per warm write; fitted from the median stall
fault_in_bw=496003875
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2114us, each of two writers at once 2278us (medians of 3 and 2 repeats): together 1.86 times one writer's rate
fault_in_parallel=1.85615
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2114us, p90 2272us, mean 2152us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calT2) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calT2 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.630us p=0.2572us pl=0.2019us f=1.5502us L=0.3539us b=34854MB/s; R²=0.9988, residuals (us): 512:+0.0175 1k:+0.0226 2k:+0.028 4k:-0.0668 8k:-0.084 16k:+0.0584 32k:-0.0229 64k:+0.492 256k:-0.327 512k:-1.08 1M:+0.00424 512:+0.000327 4k:-0.0321 64k:+0.094 1M:-0.561
write_call=0.27957us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 45.7us against 37.6us, 7.8us more per IO (7.7..10.4, median of 3 rounds); bounded by the 10.5us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.4us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=3.40596us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 734 discards, 55ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=74.9319us
# dev.cmd_service: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 6.83us, 8k 7.69us, 16k 9.02us, 32k 12.18us, 64k 19.74us, 128k 30.04us, 128k huge 27.03us; serial t = c + n s + bytes/bw: c=6.06us s=0.130us bw=6291MB/s, rms error 2.7%; parallel t = max(c + n s, bytes/4850MB/s): c=8.69us s=0.097us, rms error 19.5%: serial (dev.serial_transfer): the time grows with the bytes below the deep-queue knee
cmd_service=6.06227us
# dev.segment_service: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 6.83us, 8k 7.69us, 16k 9.02us, 32k 12.18us, 64k 19.74us, 128k 30.04us, 128k huge 27.03us; serial t = c + n s + bytes/bw: c=6.06us s=0.130us bw=6291MB/s, rms error 2.7%; parallel t = max(c + n s, bytes/4850MB/s): c=8.69us s=0.097us, rms error 19.5%: serial (dev.serial_transfer): the time grows with the bytes below the deep-queue knee
segment_service=0.129776us
# dev.serial_transfer: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 6.83us, 8k 7.69us, 16k 9.02us, 32k 12.18us, 64k 19.74us, 128k 30.04us, 128k huge 27.03us; serial t = c + n s + bytes/bw: c=6.06us s=0.130us bw=6291MB/s, rms error 2.7%; parallel t = max(c + n s, bytes/4850MB/s): c=8.69us s=0.097us, rms error 19.5%: serial (dev.serial_transfer): the time grows with the bytes below the deep-queue knee
serial_transfer=1
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 21.0us / 3.91 (exponential service-time tail)
latency_jitter=5.36602us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=40.67us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=7.86us and the mean jitter 5.37us; R²=0.9966, residuals (us): 4k:+0.0348 16k:+0.429 64k:+0.443 256k:-4.57 1M:+9.45; less dev.kick 0.02us (one per QD1 IO)
write_latency=27.4174us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=4601.8MB/s k=1.53 (LM converged), R²=0.9887, residuals (MB/s): qd1:-73.6 qd2:-30.8 qd4:+68.8 qd8:+171 qd16:-132 qd32:-28.3; QD1 slope 4257.9MB/s, R²=0.9966, residuals (us): 4k:+0.0348 16k:+0.429 64k:+0.443 256k:-4.57 1M:+9.45
write_bw=6291294211
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=45.14us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=7.86us and the mean jitter 5.37us (both as the writes fitted them); R²=0.9996, residuals (us): 4k:-0.587 16k:+0.882 64k:+0.222 256k:-2.38 1M:+4.49
read_latency=31.9105us
# dev.read_bw: serial transfer (dev.serial_transfer, from the writes): 128 KiB random reads at qd32 68.49us per IO less dev.cmd_service and 32 x dev.segment_service leaves 58.28us for 128 KiB; libaio bs=128k bw(qd)=B*qd/(qd+k): B=1934.9MB/s k=0.84 (LM converged), R²=0.9676, residuals (MB/s): qd1:+45.5 qd2:-0.514 qd4:-62.8 qd8:-71.2 qd16:+68 qd32:+28.1; QD1 slope 1793.4MB/s, R²=0.9996, residuals (us): 4k:-0.587 16k:+0.882 64k:+0.222 256k:-2.38 1M:+4.49
read_bw=2249041110
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 4.83us per IO (4.75..5.33, median of 3) less the modelled 4.81us (syscall, direct IO, command, engine)
kick=0.0199598us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 36.38us per IO, 128 KiB 60.06us, against 20.86 and 38.00us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 12.70us, bw = 2767MB/s
fresh_serial=12.6953us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 36.38us per IO, 128 KiB 60.06us, against 20.86 and 38.00us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 12.70us, bw = 2767MB/s
fresh_serial_bw=2767375836
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 3680MB/s (3560..3815), 2x128M 3918MB/s (3805..4079), 1x512M 4027MB/s (3956..4084), 2x512M 4000MB/s (3802..4230); all bytes over all fsync times 3973MB/s, less the commands' serial time (4 MiB commands of 1 MiB folios, 1.65us per MiB), leaves 3998MB/s for the fresh transfer, against dev.write_bw 6291MB/s (serial transfer)
fresh_write_factor=0.635424
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 125.4us, minus the model's data write, log write of 8k and fsync CPU (67.5us)
flush_latency=57.9785us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.45us, 5.09us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.64us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.630us p=0.2572us pl=0.2019us f=1.5502us L=0.3539us b=34854MB/s; R²=0.9988, residuals (us): 512:+0.0175 1k:+0.0226 2k:+0.028 4k:-0.0668 8k:-0.084 16k:+0.0584 32k:-0.0229 64k:+0.492 256k:-0.327 512k:-1.08 1M:+0.00424 512:+0.000327 4k:-0.0321 64k:+0.094 1M:-0.561
page_init=0.257204us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.868); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.630us p=0.2572us pl=0.2019us f=1.5502us L=0.3539us b=34854MB/s; R²=0.9988, residuals (us): 512:+0.0175 1k:+0.0226 2k:+0.028 4k:-0.0668 8k:-0.084 16k:+0.0584 32k:-0.0229 64k:+0.492 256k:-0.327 512k:-1.08 1M:+0.00424 512:+0.000327 4k:-0.0321 64k:+0.094 1M:-0.561
folio_alloc=0.466937us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.868); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.630us p=0.2572us pl=0.2019us f=1.5502us L=0.3539us b=34854MB/s; R²=0.9988, residuals (us): 512:+0.0175 1k:+0.0226 2k:+0.028 4k:-0.0668 8k:-0.084 16k:+0.0584 32k:-0.0229 64k:+0.492 256k:-0.327 512k:-1.08 1M:+0.00424 512:+0.000327 4k:-0.0321 64k:+0.094 1M:-0.561
add_folio=0.14942us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.868); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.630us p=0.2572us pl=0.2019us f=1.5502us L=0.3539us b=34854MB/s; R²=0.9988, residuals (us): 512:+0.0175 1k:+0.0226 2k:+0.028 4k:-0.0668 8k:-0.084 16k:+0.0584 32k:-0.0229 64k:+0.492 256k:-0.327 512k:-1.08 1M:+0.00424 512:+0.000327 4k:-0.0321 64k:+0.094 1M:-0.561
mark_dirty=0.07471us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.630us p=0.2572us pl=0.2019us f=1.5502us L=0.3539us b=34854MB/s; R²=0.9988, residuals (us): 512:+0.0175 1k:+0.0226 2k:+0.028 4k:-0.0668 8k:-0.084 16k:+0.0584 32k:-0.0229 64k:+0.492 256k:-0.327 512k:-1.08 1M:+0.00424 512:+0.000327 4k:-0.0321 64k:+0.094 1M:-0.561
lru_add_large=0.353899us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.0ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.492711us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.0ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_page=0.114892us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.868); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.630us p=0.2572us pl=0.2019us f=1.5502us L=0.3539us b=34854MB/s; R²=0.9988, residuals (us): 512:+0.0175 1k:+0.0226 2k:+0.028 4k:-0.0668 8k:-0.084 16k:+0.0584 32k:-0.0229 64k:+0.492 256k:-0.327 512k:-1.08 1M:+0.00424 512:+0.000327 4k:-0.0321 64k:+0.094 1M:-0.561
insert=0.410905us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.868); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.630us p=0.2572us pl=0.2019us f=1.5502us L=0.3539us b=34854MB/s; R²=0.9988, residuals (us): 512:+0.0175 1k:+0.0226 2k:+0.028 4k:-0.0668 8k:-0.084 16k:+0.0584 32k:-0.0229 64k:+0.492 256k:-0.327 512k:-1.08 1M:+0.00424 512:+0.000327 4k:-0.0321 64k:+0.094 1M:-0.561
mark_dirty=0.44826us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.129us per IO, spread 3%: fio's own loop, the same for pwrite and pwritev
psync=0.1295us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.129us per IO, spread 3%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1295us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.18us (4.18..4.21) against psync 2.99us (2.96..3.02) per IO, libaio - psync within each round 1.22us (1.16..1.22), plus engine.psync 0.129us, split half to submit, half to complete
libaio_submit=0.675102us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.18us (4.18..4.21) against psync 2.99us (2.96..3.02) per IO, libaio - psync within each round 1.22us (1.16..1.22), plus engine.psync 0.129us, split half to submit, half to complete
libaio_complete=0.675102us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.11us per IO (3.11..3.51, median of 3) against the same writes through fio's psync engine in the same rounds, 2.93us (2.90..2.99): 0.18us more per IO (0.12..0.61, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.312605us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.48us per IO (3.45..3.51, median of 3) against the same writes through fio's psync engine in the same rounds, 2.96us (2.90..2.96): 0.52us more per IO (0.49..0.61, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.648299us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 70.3us (70.3..71.3), io_uring qd8 on ext4 78.1us (75.2..80.1) with scramble_buffers=0 and 79.1us (75.2..83.0) with it on; iowq.punt 0.31us
remote_copy_bw=69906049763
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 70.3us (70.3..71.3), io_uring qd8 on ext4 78.1us (75.2..80.1) with scramble_buffers=0 and 79.1us (75.2..83.0) with it on; iowq.punt 0.31us
scrambled_sector=0us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 34.79us per IO (34.73..37.93, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=7.46765us
