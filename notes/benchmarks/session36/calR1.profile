# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 102.01us, qd2 76.24us, qd4 62.16us, qd8 60.77us, qd16 64.37us, qd32 52.09us; overlapped max(t1/qd, t32) rms error 17.5%; batched S + D/qd: S=54.01us D=46.11us, rms error 6.0%: batched (but the ladder is not served one command at a time)
# note: write device curve: QD1 t(bs) 42.93us + bs/2296.6MB/s (R²=0.9962); deep queue B=2399.1MB/s, k=0.81 (R²=0.8793); measured at qd32: 2516.3MB/s (2110.1..2565.5 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 40.54us + bs/3279.5MB/s (R²=0.9626); deep queue B=3228.7MB/s, k=0.70 (R²=0.8131); measured at qd32: 2879.2MB/s (2877.7..2964.5 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 5.6 ps a byte (0.8..43.6)
# note: buffered write(): 1.672us per call + 0.3072us per new page (0.2222us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.6692us per new folio + 0.0000us per new large folio + 31860MB/s (R²=0.9858, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.91 per core (2 jobs at once against one: 0.108 / 0.059 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: memcpy of 128M buffers: median 16122MB/s, best 16410MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1276 MB/s after the memory phase, 1315 MB/s at the end, +3%
# note: iowq.wakeup not fitted: calibrate runs inside /tmp/wbsim-final, not the wbsim executable that predicts the phases
# note: self-check skipped: calibrate runs inside /tmp/wbsim-final, not the wbsim executable that predicts the phases
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-06 09:58 UTC, in /var/tmp/calR1, 276 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.038..1.057us
syscall=1.04519us
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 5.6 ps a byte (0.8..43.6)
copy_unaligned=5.5894e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.0/2.4/3.1us, rewrite 64k 3.7/4.3/6.4us, rewrite 1M 32.4/36.1/67.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.14 over 9 percentiles
interrupt_gap=177.407us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.0/2.4/3.1us, rewrite 64k 3.7/4.3/6.4us, rewrite 1M 32.4/36.1/67.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.14 over 9 percentiles
interrupt_time=5.02377us
# cpu.copy_stream_bytes: no threshold: none of the candidates 256k..1M had cheaper long pages and cut the relative residual sum (0.0798) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.672us p=0.3072us f=1.6692us L=0.0000us b=31860MB/s; R²=0.9858, residuals (us): 512:-0.149 1k:-0.0497 2k:+0.858 4k:-0.242 8k:-0.0706 16k:-0.249 32k:+0.296 64k:+0.401 256k:-0.814 512k:-0.738 1M:+1.38 512:-0.0938 4k:+0.159 64k:+0.115 1M:-0.66
copy_bw=31859537499
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 19.49us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.28us, halved
wakeup=7.468us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.438972us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 9.4, 50us: 9.5, 100us: 9.6, 150us: 9.6, 200us: 38.6, 300us: 39.5, 500us: 41.2, 1000us: 44.2
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 35.0/34.8/34.7 us)
deep_wakeup=34.771us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 4923 MiB/s against one job 2943 MiB/s, per core 0.84 (0.79..0.91), paired within each round, median of 3
smp_efficiency=0.84466

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1597us (min 1563, max 1642us), against 100us per warm write; fitted from the median stall
fault_in_bw=656620712
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1597us, each of two writers at once 1768us (medians of 3 and 1 repeats): together 1.81 times one writer's rate
fault_in_parallel=1.80655
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1597us, p90 1781us, mean 1655us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calR1) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calR1 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.045us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.672us p=0.3072us f=1.6692us L=0.0000us b=31860MB/s; R²=0.9858, residuals (us): 512:-0.149 1k:-0.0497 2k:+0.858 4k:-0.242 8k:-0.0706 16k:-0.249 32k:+0.296 64k:+0.401 256k:-0.814 512k:-0.738 1M:+1.38 512:-0.0938 4k:+0.159 64k:+0.115 1M:-0.66
write_call=0.576411us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 48.9us against 45.3us, 4.2us more per IO (3.7..5.5, median of 3 rounds); bounded by the 21.5us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 0.9us of the host's allocation section (dev.fresh_serial): 3.20us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_convert=1.74488us
# fs.unwritten_split: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 48.9us against 45.3us, 4.2us more per IO (3.7..5.5, median of 3 rounds); bounded by the 21.5us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and 0.9us of the host's allocation section (dev.fresh_serial): 3.20us left, shared with fs.unwritten_split as perf measured them on kernel 6.18 (ext4_convert_unwritten_extents 4.9us : ext4_iomap_begin 4.1us)
unwritten_split=1.46001us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4861 discards, 254ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=52.2526us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.97us per IO (111439 IOPS), 8 KiB 8.01us, 128 KiB 52.09us, 128 KiB from huge-page buffers 18.03us, against 1.71us for 4 KiB at B: per command 7.58us, per page segment 1.39us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7270.5MB/s from the huge-page run; the QD1 slope 2296.6MB/s, i.e. 1.78us per page against 1.95us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.53us, 8k 6.56us, 16k 7.91us, 32k 14.40us, 64k 26.37us, 128k 50.65us, 128k huge 16.59us; serial t = c + n s + bytes/bw: c=4.41us s=0.928us bw=11654MB/s, rms error 13.1%; parallel t = max(c + n s, bytes/7902MB/s): c=4.99us s=1.099us, rms error 14.5%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=7.58267us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 8.97us per IO (111439 IOPS), 8 KiB 8.01us, 128 KiB 52.09us, 128 KiB from huge-page buffers 18.03us, against 1.71us for 4 KiB at B: per command 7.58us, per page segment 1.39us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 7270.5MB/s from the huge-page run; the QD1 slope 2296.6MB/s, i.e. 1.78us per page against 1.95us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.53us, 8k 6.56us, 16k 7.91us, 32k 14.40us, 64k 26.37us, 128k 50.65us, 128k huge 16.59us; serial t = c + n s + bytes/bw: c=4.41us s=0.928us bw=11654MB/s, rms error 13.1%; parallel t = max(c + n s, bytes/7902MB/s): c=4.99us s=1.099us, rms error 14.5%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.39083us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 43.0us / 3.91 (exponential service-time tail)
latency_jitter=10.9938us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=42.93us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=10.13us and the mean jitter 10.99us; R²=0.9962, residuals (us): 4k:+0.61 16k:-1.8 64k:+3.69 256k:-4.65 1M:+5.1; less dev.kick 10.13us (one per QD1 IO)
write_latency=11.6769us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2399.1MB/s k=0.81 (LM converged), R²=0.8793, residuals (MB/s): qd1:-39.3 qd2:+12.6 qd4:+114 qd8:-21.3 qd16:-247 qd32:+177; QD1 slope 2296.6MB/s, R²=0.9962, residuals (us): 4k:+0.61 16k:-1.8 64k:+3.69 256k:-4.65 1M:+5.1
write_bw=7270492079
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=40.54us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=10.13us and the mean jitter 10.99us (both as the writes fitted them); R²=0.9626, residuals (us): 4k:-0.318 16k:+5.01 64k:-3.33 256k:-12.3 1M:+50.1
read_latency=19.415us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=3228.7MB/s k=0.70 (LM converged), R²=0.8131, residuals (MB/s): qd1:-155 qd2:-23.4 qd4:+212 qd8:+360 qd16:-133 qd32:-281; QD1 slope 3279.5MB/s, R²=0.9626, residuals (us): 4k:-0.318 16k:+5.01 64k:-3.33 256k:-12.3 1M:+50.1
read_bw=3228708563
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 16.30us per IO (15.01..21.93, median of 3) less the modelled 6.17us (syscall, direct IO, command, engine)
kick=10.1348us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.79ms, 4M 2.34ms, 16M 7.77ms, 64M 27.66ms, 256M 106.43ms; t = 378.6us + N / 2390.4MB/s, rms error 5.6%; with the cache writing out in the background above 2.8M while the run goes on (at 5606MB/s): 182.1us + the rest / 1713.2MB/s, rms error 2.3% (seen; dev.cache_background is left unset, see calibrate/CacheFit.cpp); sequential writes from huge pages: 256M at 5606MB/s, 2048M at 6055MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=2390355052
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.79ms, 4M 2.34ms, 16M 7.77ms, 64M 27.66ms, 256M 106.43ms; t = 378.6us + N / 2390.4MB/s, rms error 5.6%; with the cache writing out in the background above 2.8M while the run goes on (at 5606MB/s): 182.1us + the rest / 1713.2MB/s, rms error 2.3% (seen; dev.cache_background is left unset, see calibrate/CacheFit.cpp); sequential writes from huge pages: 256M at 5606MB/s, 2048M at 6055MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 1.12ms, 512 per flush 5.87ms: 10.6us per write, less 1.7us for its bytes at dev.cache_drain_bw
cache_drain_io=8.87388us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 4853MB/s, rewritten 6055MB/s: 42.909us more per MiB fresh, against 144.2us per MiB at dev.write_bw
fresh_write_factor=0.770703
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1518MB/s (1504..1532), 2x128M 1554MB/s (1505..1563), 1x512M 1577MB/s (1575..1586), 2x512M 1621MB/s (1603..1639); all bytes over all fsync times 1593MB/s, less the fresh transfer and the commands' serial time (5507MB/s), leaves 2241MB/s for the drain of fresh blocks, against dev.cache_drain_bw 2390MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 509ms into a fresh file, 773ms rewritten
fresh_drain_factor=0.937556
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 16.72us against 13.23, 32k 20.26us against 15.64, 64k 42.97us against 27.63, 128k 88.38us against 53.52; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 4757MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 16.72us against 13.23, 32k 20.26us against 15.64, 64k 42.97us against 27.63, 128k 88.38us against 53.52; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 0.00us, bw = 4757MB/s
fresh_serial_bw=4756738106
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 197.6us, minus the model's data write, log write of 8k and fsync CPU (36.3us)
flush_latency=161.375us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.18us, 5.09us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.904us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.672us p=0.3072us f=1.6692us L=0.0000us b=31860MB/s; R²=0.9858, residuals (us): 512:-0.149 1k:-0.0497 2k:+0.858 4k:-0.242 8k:-0.0706 16k:-0.249 32k:+0.296 64k:+0.401 256k:-0.814 512k:-0.738 1M:+1.38 512:-0.0938 4k:+0.159 64k:+0.115 1M:-0.66
page_init=0.307247us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.011); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.672us p=0.3072us f=1.6692us L=0.0000us b=31860MB/s; R²=0.9858, residuals (us): 512:-0.149 1k:-0.0497 2k:+0.858 4k:-0.242 8k:-0.0706 16k:-0.249 32k:+0.296 64k:+0.401 256k:-0.814 512k:-0.738 1M:+1.38 512:-0.0938 4k:+0.159 64k:+0.115 1M:-0.66
folio_alloc=0.502764us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.011); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.672us p=0.3072us f=1.6692us L=0.0000us b=31860MB/s; R²=0.9858, residuals (us): 512:-0.149 1k:-0.0497 2k:+0.858 4k:-0.242 8k:-0.0706 16k:-0.249 32k:+0.296 64k:+0.401 256k:-0.814 512k:-0.738 1M:+1.38 512:-0.0938 4k:+0.159 64k:+0.115 1M:-0.66
add_folio=0.160885us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.011); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.672us p=0.3072us f=1.6692us L=0.0000us b=31860MB/s; R²=0.9858, residuals (us): 512:-0.149 1k:-0.0497 2k:+0.858 4k:-0.242 8k:-0.0706 16k:-0.249 32k:+0.296 64k:+0.401 256k:-0.814 512k:-0.738 1M:+1.38 512:-0.0938 4k:+0.159 64k:+0.115 1M:-0.66
mark_dirty=0.0804423us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.672us p=0.3072us f=1.6692us L=0.0000us b=31860MB/s; R²=0.9858, residuals (us): 512:-0.149 1k:-0.0497 2k:+0.858 4k:-0.242 8k:-0.0706 16k:-0.249 32k:+0.296 64k:+0.401 256k:-0.814 512k:-0.738 1M:+1.38 512:-0.0938 4k:+0.159 64k:+0.115 1M:-0.66
lru_add_large=0us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 8.1ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.372134us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 8.1ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.122091us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.011); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.672us p=0.3072us f=1.6692us L=0.0000us b=31860MB/s; R²=0.9858, residuals (us): 512:-0.149 1k:-0.0497 2k:+0.858 4k:-0.242 8k:-0.0706 16k:-0.249 32k:+0.296 64k:+0.401 256k:-0.814 512k:-0.738 1M:+1.38 512:-0.0938 4k:+0.159 64k:+0.115 1M:-0.66
insert=0.442433us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.011); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.672us p=0.3072us f=1.6692us L=0.0000us b=31860MB/s; R²=0.9858, residuals (us): 512:-0.149 1k:-0.0497 2k:+0.858 4k:-0.242 8k:-0.0706 16k:-0.249 32k:+0.296 64k:+0.401 256k:-0.814 512k:-0.738 1M:+1.38 512:-0.0938 4k:+0.159 64k:+0.115 1M:-0.66
mark_dirty=0.482654us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.108us per IO, spread 1%: fio's own loop, the same for pwrite and pwritev
psync=0.1075us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.108us per IO, spread 1%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1075us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.40us (5.25..5.65) against psync 3.54us (3.27..3.85) per IO, libaio - psync within each round 1.86us (1.80..1.98), plus engine.psync 0.108us, split half to submit, half to complete
libaio_submit=0.984536us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.40us (5.25..5.65) against psync 3.54us (3.27..3.85) per IO, libaio - psync within each round 1.86us (1.80..1.98), plus engine.psync 0.108us, split half to submit, half to complete
libaio_complete=0.984536us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.66us per IO (3.45..3.75, median of 3) against the same writes through fio's psync engine in the same rounds, 3.36us (3.17..3.39): 0.31us more per IO (0.27..0.37, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.412676us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.85us per IO (3.78..3.94, median of 3) against the same writes through fio's psync engine in the same rounds, 3.30us (3.30..3.36): 0.55us more per IO (0.49..0.58, median of the rounds' differences), plus fio's psync loop engine.psync 0.11us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.656816us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 55.7us (51.8..56.6), io_uring qd8 on ext4 61.5us (59.6..62.5) with scramble_buffers=0 and 62.5us (60.5..63.5) with it on; iowq.punt 0.41us
remote_copy_bw=117286792908
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 55.7us (51.8..56.6), io_uring qd8 on ext4 61.5us (59.6..62.5) with scramble_buffers=0 and 62.5us (60.5..63.5) with it on; iowq.punt 0.41us
scrambled_sector=0.00190735us
