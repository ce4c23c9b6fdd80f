# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 39.35us + bs/4214.6MB/s (R²=0.9946); deep queue B=4637.0MB/s, k=1.54 (R²=0.9871); measured at qd32: 4315.5MB/s (4059.2..4457.6 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 44.20us + bs/1780.3MB/s (R²=1.0000); deep queue B=1932.4MB/s, k=0.80 (R²=0.8841); measured at qd32: 2074.1MB/s (2047.9..2122.7 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 43.1 ps a byte (7.6..45.1)
# note: buffered write(): 0.647us per call + 0.2973us per new page (0.2157us copied in a chunk of cpu.copy_stream_bytes or more) + 1.4784us per new folio + 0.3001us per new large folio + 34157MB/s (R²=0.9988, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.97 per core (2 jobs at once against one: 0.130 / 0.067 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.04ms, 4M 0.05ms, 16M 0.07ms, 64M 0.08ms, 256M 0.10ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 13853MB/s, best 14857MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1464 MB/s after the memory phase, 1451 MB/s at the end, -1%
# note: self-check cold memory, 1M psync 512M: measured 471 MB/s (455..712), predicted 474 MB/s, +0.5%
# note: self-check cold memory, 1M psync 512M: WARNING: the repeats spread 54% of their median (455..712 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check in cache, warm memory, 4k psync 32M: measured 1571 MB/s (1565..1580), predicted 1521 MB/s, -3.2%
# note: self-check in cache, warm memory, 1M psync 32M: measured 12263 MB/s (10971..12347), predicted 11850 MB/s, -3.4%
# note: self-check in cache, warm memory, 1M psync 32M from fio's malloc'd buffer: measured 7752 MB/s (7695..10016), predicted 7841 MB/s, +1.1%
# note: self-check write path on 2 CPUs, 16k randwrite x2: measured 5965 MB/s (5773..6101), predicted 6245 MB/s, +4.7%
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1091 MB/s (1082..1243), predicted 1037 MB/s, -5.0%
# note: self-check io-wq punt at QD1, 4k io_uring qd1 128M: measured 111 MB/s (99..113), predicted 111 MB/s, -0.0%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1157 MB/s (1128..1167), predicted 1091 MB/s, -5.7%
# note: self-check punted copy, 512k io_uring qd8: measured 6883 MB/s (6711..6972), predicted 6980 MB/s, +1.4%
# note: self-check punted copy, 512k io_uring qd8 scrambled: measured 6883 MB/s (6796..6883), predicted 6890 MB/s, +0.1%
# note: self-check libaio engine, 4k libaio qd8 128M: measured 987 MB/s (980..994), predicted 971 MB/s, -1.7%
# note: self-check fio direct rewrites, 64k libaio qd32: measured 3314 MB/s (3275..3356), predicted 3601 MB/s, +8.7%
# note: self-check fio direct first pass, 64k libaio qd32 256M: measured 1802 MB/s (1627..1814), predicted 1801 MB/s, -0.0%
# note: self-check fio direct rewrites, 128k libaio qd32: measured 3925 MB/s (3629..4182), predicted 4293 MB/s, +9.4%
# note: self-check fio direct first pass, 128k libaio qd32 256M: measured 2081 MB/s (1688..2200), predicted 2081 MB/s, -0.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 2505 MB/s (2504..2516), predicted 2381 MB/s, -4.9%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2819 MB/s (2435..3140), predicted 2788 MB/s, -1.1%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2676 MB/s (2646..2678), predicted 2396 MB/s, -10.5%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2762 MB/s (1381..3239), predicted 2799 MB/s, +1.4%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 67% of their median (1381..3239 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 18:19 UTC, in /var/tmp/calT3, 237 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 43.1 ps a byte (7.6..45.1)
copy_unaligned=4.31498e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/1.0/1.6us, rewrite 64k 2.8/2.9/4.1us, rewrite 1M 30.1/31.6/49.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.13 over 9 percentiles
interrupt_gap=50us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/1.0/1.6us, rewrite 64k 2.8/2.9/4.1us, rewrite 1M 30.1/31.6/49.4us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.13 over 9 percentiles
interrupt_time=1.12468us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 256k..1M fitted each; this one took the relative residual sum from 0.0405 (none) to 0.0083
copy_stream_bytes=524288
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=512KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.647us p=0.2973us pl=0.2157us f=1.4784us L=0.3001us b=34157MB/s; R²=0.9988, residuals (us): 512:+0.011 1k:+0.0325 2k:+0.0447 4k:-0.0863 8k:+0.013 16k:+0.0367 32k:-0.148 64k:+0.0609 256k:+0.189 512k:+1.83 1M:-2.98 512:-0.0179 4k:-0.0123 64k:+0.0976 1M:-0.664
copy_stream_page=0.0816772us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.647us p=0.2973us pl=0.2157us f=1.4784us L=0.3001us b=34157MB/s; R²=0.9988, residuals (us): 512:+0.011 1k:+0.0325 2k:+0.0447 4k:-0.0863 8k:+0.013 16k:+0.0367 32k:-0.148 64k:+0.0609 256k:+0.189 512k:+1.83 1M:-2.98 512:-0.0179 4k:-0.0123 64k:+0.0976 1M:-0.664
copy_bw=34156793106
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 41.66us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.62us, halved
wakeup=20.2072us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=1.78391us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5689 MiB/s against one job 3084 MiB/s, per core 0.93 (0.89..0.94), paired within each round, median of 3
smp_efficiency=0.933333

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683792 kB)
total=25276203008
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2080us (min 2049, max 2147us), against 131us per warm write; fitted from the median stall
fault_in_bw=504185130
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2080us, each of two writers at once 2081us (medians of 3 and 3 repeats): together 2.00 times one writer's rate
fault_in_parallel=1.99852
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2080us, p90 2196us, mean 2084us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calT3) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calT3 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.647us p=0.2973us pl=0.2157us f=1.4784us L=0.3001us b=34157MB/s; R²=0.9988, residuals (us): 512:+0.011 1k:+0.0325 2k:+0.0447 4k:-0.0863 8k:+0.013 16k:+0.0367 32k:-0.148 64k:+0.0609 256k:+0.189 512k:+1.83 1M:-2.98 512:-0.0179 4k:-0.0123 64k:+0.0976 1M:-0.664
write_call=0.297257us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 45.7us against 37.7us, 8.0us more per IO (8.0..8.3, median of 3 rounds); bounded by the 10.7us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.5us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=3.51764us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 732 discards, 54ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=73.7705us
# dev.batch_completion: libaio bs=128k per IO at depth: qd1 75.44us, qd2 50.63us, qd4 38.54us, qd8 32.02us, qd16 31.42us, qd32 30.37us; overlapped max(t1/qd, t32) rms error 13.8%; batched S + D/qd: S=27.86us D=45.96us, rms error 2.9%: batched
batch_completion=1
# dev.cmd_service: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 5.93us, 8k 6.21us, 16k 7.83us, 32k 10.88us, 64k 18.19us, 128k 28.94us, 128k huge 24.68us; serial t = c + n s + bytes/bw: c=4.90us s=0.156us bw=6677MB/s, rms error 3.2%; parallel t = max(c + n s, bytes/5310MB/s): c=7.17us s=0.137us, rms error 19.9%: serial (dev.serial_transfer): the time grows with the bytes below the deep-queue knee (each less D/32 = 1.44us of batched completion, dev.batch_completion)
cmd_service=4.89799us
# dev.segment_service: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 5.93us, 8k 6.21us, 16k 7.83us, 32k 10.88us, 64k 18.19us, 128k 28.94us, 128k huge 24.68us; serial t = c + n s + bytes/bw: c=4.90us s=0.156us bw=6677MB/s, rms error 3.2%; parallel t = max(c + n s, bytes/5310MB/s): c=7.17us s=0.137us, rms error 19.9%: serial (dev.serial_transfer): the time grows with the bytes below the deep-queue knee (each less D/32 = 1.44us of batched completion, dev.batch_completion)
segment_service=0.155625us
# dev.serial_transfer: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 5.93us, 8k 6.21us, 16k 7.83us, 32k 10.88us, 64k 18.19us, 128k 28.94us, 128k huge 24.68us; serial t = c + n s + bytes/bw: c=4.90us s=0.156us bw=6677MB/s, rms error 3.2%; parallel t = max(c + n s, bytes/5310MB/s): c=7.17us s=0.137us, rms error 19.9%: serial (dev.serial_transfer): the time grows with the bytes below the deep-queue knee (each less D/32 = 1.44us of batched completion, dev.batch_completion)
serial_transfer=1
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 22.3us / 3.91 (exponential service-time tail)
latency_jitter=5.69322us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.35us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.70us and the mean jitter 5.69us; R²=0.9946, residuals (us): 4k:-1.82 16k:+1.98 64k:+1.57 256k:-2.5 1M:+1.9; less dev.kick 0.54us (one per QD1 IO)
write_latency=26.4214us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=4637.0MB/s k=1.54 (LM converged), R²=0.9871, residuals (MB/s): qd1:-88.5 qd2:-31.3 qd4:+52.9 qd8:+204 qd16:-58.5 qd32:-109; QD1 slope 4214.6MB/s, R²=0.9946, residuals (us): 4k:-1.82 16k:+1.98 64k:+1.57 256k:-2.5 1M:+1.9
write_bw=6676658134
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=44.20us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.70us and the mean jitter 5.69us (both as the writes fitted them); R²=1.0000, residuals (us): 4k:-0.194 16k:+0.158 64k:+0.227 256k:+0.178 1M:-1.55
read_latency=31.8072us
# dev.read_bw: serial transfer (dev.serial_transfer, from the writes): 128 KiB random reads at qd32 63.19us per IO less dev.cmd_service and 32 x dev.segment_service leaves 53.32us for 128 KiB; libaio bs=128k bw(qd)=B*qd/(qd+k): B=1932.4MB/s k=0.80 (LM converged), R²=0.8841, residuals (MB/s): qd1:+41 qd2:+29.9 qd4:-56.5 qd8:-108 qd16:-87.1 qd32:+189; QD1 slope 1780.3MB/s, R²=1.0000, residuals (us): 4k:-0.194 16k:+0.158 64k:+0.227 256k:+0.178 1M:-1.55
read_bw=2458356950
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 5.34us per IO (5.09..5.94, median of 3) less the modelled 4.81us (syscall, direct IO, command, engine)
kick=0.536162us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 36.38us per IO, 128 KiB 62.99us, against 19.77 and 33.39us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 9.77us, bw = 2463MB/s
fresh_serial=9.76563us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 36.38us per IO, 128 KiB 62.99us, against 19.77 and 33.39us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 9.77us, bw = 2463MB/s
fresh_serial_bw=2462710605
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 3712MB/s (3672..3716), 2x128M 3471MB/s (2909..3968), 1x512M 4069MB/s (4037..4099), 2x512M 3386MB/s (2955..4129); all bytes over all fsync times 3579MB/s, less the commands' serial time (4 MiB commands of 1 MiB folios, 1.38us per MiB), leaves 3596MB/s for the fresh transfer, against dev.write_bw 6677MB/s (serial transfer)
fresh_write_factor=0.538531
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 115.2us, minus the model's data write, log write of 8k and fsync CPU (65.5us)
flush_latency=49.6911us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.42us, 5.02us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.608us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.647us p=0.2973us pl=0.2157us f=1.4784us L=0.3001us b=34157MB/s; R²=0.9988, residuals (us): 512:+0.011 1k:+0.0325 2k:+0.0447 4k:-0.0863 8k:+0.013 16k:+0.0367 32k:-0.148 64k:+0.0609 256k:+0.189 512k:+1.83 1M:-2.98 512:-0.0179 4k:-0.0123 64k:+0.0976 1M:-0.664
page_init=0.297346us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.781); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.647us p=0.2973us pl=0.2157us f=1.4784us L=0.3001us b=34157MB/s; R²=0.9988, residuals (us): 512:+0.011 1k:+0.0325 2k:+0.0447 4k:-0.0863 8k:+0.013 16k:+0.0367 32k:-0.148 64k:+0.0609 256k:+0.189 512k:+1.83 1M:-2.98 512:-0.0179 4k:-0.0123 64k:+0.0976 1M:-0.664
folio_alloc=0.445305us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.781); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.647us p=0.2973us pl=0.2157us f=1.4784us L=0.3001us b=34157MB/s; R²=0.9988, residuals (us): 512:+0.011 1k:+0.0325 2k:+0.0447 4k:-0.0863 8k:+0.013 16k:+0.0367 32k:-0.148 64k:+0.0609 256k:+0.189 512k:+1.83 1M:-2.98 512:-0.0179 4k:-0.0123 64k:+0.0976 1M:-0.664
add_folio=0.142498us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.781); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.647us p=0.2973us pl=0.2157us f=1.4784us L=0.3001us b=34157MB/s; R²=0.9988, residuals (us): 512:+0.011 1k:+0.0325 2k:+0.0447 4k:-0.0863 8k:+0.013 16k:+0.0367 32k:-0.148 64k:+0.0609 256k:+0.189 512k:+1.83 1M:-2.98 512:-0.0179 4k:-0.0123 64k:+0.0976 1M:-0.664
mark_dirty=0.0712488us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.647us p=0.2973us pl=0.2157us f=1.4784us L=0.3001us b=34157MB/s; R²=0.9988, residuals (us): 512:+0.011 1k:+0.0325 2k:+0.0447 4k:-0.0863 8k:+0.013 16k:+0.0367 32k:-0.148 64k:+0.0609 256k:+0.189 512k:+1.83 1M:-2.98 512:-0.0179 4k:-0.0123 64k:+0.0976 1M:-0.664
lru_add_large=0.300139us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.0ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.49561us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.0ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_page=0.113433us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.781); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.647us p=0.2973us pl=0.2157us f=1.4784us L=0.3001us b=34157MB/s; R²=0.9988, residuals (us): 512:+0.011 1k:+0.0325 2k:+0.0447 4k:-0.0863 8k:+0.013 16k:+0.0367 32k:-0.148 64k:+0.0609 256k:+0.189 512k:+1.83 1M:-2.98 512:-0.0179 4k:-0.0123 64k:+0.0976 1M:-0.664
insert=0.391868us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.781); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.647us p=0.2973us pl=0.2157us f=1.4784us L=0.3001us b=34157MB/s; R²=0.9988, residuals (us): 512:+0.011 1k:+0.0325 2k:+0.0447 4k:-0.0863 8k:+0.013 16k:+0.0367 32k:-0.148 64k:+0.0609 256k:+0.189 512k:+1.83 1M:-2.98 512:-0.0179 4k:-0.0123 64k:+0.0976 1M:-0.664
mark_dirty=0.427493us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.130us per IO, spread 41%: fio's own loop, the same for pwrite and pwritev
psync=0.13us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.130us per IO, spread 41%: fio's own loop, the same for pwrite and pwritev
pvsync=0.13us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.15us (4.12..4.18) against psync 2.93us (2.90..2.99) per IO, libaio - psync within each round 1.22us (1.13..1.28), plus engine.psync 0.130us, split half to submit, half to complete
libaio_submit=0.675352us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.15us (4.12..4.18) against psync 2.93us (2.90..2.99) per IO, libaio - psync within each round 1.22us (1.13..1.28), plus engine.psync 0.130us, split half to submit, half to complete
libaio_complete=0.675352us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.75us per IO (3.30..3.78, median of 3) against the same writes through fio's psync engine in the same rounds, 2.93us (2.93..2.96): 0.82us more per IO (0.37..0.82, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.953975us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.54us per IO (3.51..3.63, median of 3) against the same writes through fio's psync engine in the same rounds, 2.93us (2.90..2.96): 0.64us more per IO (0.55..0.70, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.770869us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 69.3us (68.4..70.3), io_uring qd8 on ext4 76.2us (75.2..78.1) with scramble_buffers=0 and 76.2us (76.2..77.1) with it on; iowq.punt 0.95us
remote_copy_bw=89134870343
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 69.3us (68.4..70.3), io_uring qd8 on ext4 76.2us (75.2..78.1) with scramble_buffers=0 and 76.2us (76.2..77.1) with it on; iowq.punt 0.95us
scrambled_sector=0.000953674us
# iowq.wakeup: 4 KiB first writes of 128M through io_uring at QD1 on ext4: 37.02us per IO (36.41..41.44, median of 3), timed by fio's io_uring engine (/usr/bin/fio); the value whose simulation of the same job gives that time, the rest of this profile fixed
wakeup=9.12781us
