# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: dev.batch_completion not set: per IO at depth: qd1 96.31us, qd2 63.61us, qd4 51.35us, qd8 53.72us, qd16 54.41us, qd32 59.69us; overlapped max(t1/qd, t32) rms error 9.3%; batched S + D/qd: S=50.14us D=35.37us, rms error 10.1%: overlapped
# note: write device curve: QD1 t(bs) 42.31us + bs/2838.0MB/s (R²=0.9964); deep queue B=2526.4MB/s, k=0.58 (R²=0.7070); measured at qd32: 2195.7MB/s (2009.9..2231.6 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 42.01us + bs/3019.1MB/s (R²=0.9887); deep queue B=2713.9MB/s, k=0.51 (R²=0.5791); measured at qd32: 2572.3MB/s (1971.8..2765.5 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 5: 9.3 ps a byte (-3.2..17.7)
# note: buffered write(): 2.258us per call + 0.3336us per new page (0.2486us copied in a chunk of cpu.copy_stream_bytes or more, held) + 1.5880us per new folio + 0.2467us per new large folio + 27447MB/s (R²=0.9950, rank 5); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.63 per core (2 jobs at once against one: 0.132 / 0.105 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: fs.unwritten_convert, fs.unwritten_split not measured: nothing left at QD1 (QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 47.4us against 42.8us, 2.8us more per IO (1.5..7.8, median of 3 rounds); bounded by the 16.3us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.0us of slower fresh-block transfer (dev.fresh_write_factor) and 10.0us of the host's allocation section (dev.fresh_serial)); the profile's values apply
# note: memcpy of 128M buffers: median 15089MB/s, best 15267MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1197 MB/s after the memory phase, 1187 MB/s at the end, -1%
# note: iowq.wakeup not fitted: calibrate runs inside /tmp/wbsim43, not the wbsim executable that predicts the phases
# note: dev.flush_latency not fitted: calibrate runs inside /tmp/wbsim43, not the wbsim executable that predicts the phases
# note: self-check skipped: calibrate runs inside /tmp/wbsim43, not the wbsim executable that predicts the phases
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-07 07:08 UTC, in /var/tmp/calBU, 304 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.syscall: getppid() in a loop (a syscall that does nothing else): median of 7 rounds of 200000 calls, 1.010..1.029us
syscall=1.01228us
# cpu.copy_unaligned: 1 MiB first writes of 128M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 5: 9.3 ps a byte (-3.2..17.7)
copy_unaligned=9.29474e-06us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (first 64k 11.3/13.0/42.8us, first 128k 18.6/21.6/53.5us, rewrite 4k 2.6/3.3/4.4us, rewrite 64k 4.8/5.7/11.7us, rewrite 1M 36.6/40.7/100.9us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.14 over 15 percentiles
interrupt_gap=250.594us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (first 64k 11.3/13.0/42.8us, first 128k 18.6/21.6/53.5us, rewrite 4k 2.6/3.3/4.4us, rewrite 64k 4.8/5.7/11.7us, rewrite 1M 36.6/40.7/100.9us), medians of 5; closed-form compound Poisson tail, grid fit, RMS log residual 0.14 over 15 percentiles
interrupt_time=15.8866us
# cpu.copy_stream_bytes: no threshold: none of the candidates 128k..1M had cheaper long pages and cut the relative residual sum (0.0299) by a quarter
copy_stream_bytes=0
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.258us p=0.3336us f=1.5880us L=0.2467us b=27447MB/s; R²=0.9950, residuals (us): 512:-0.123 1k:-0.0601 2k:+0.0665 4k:+0.0246 8k:-0.159 16k:+0.166 32k:+0.122 64k:+0.0708 128k:+0.184 256k:-0.786 512k:-0.0703 1M:+0.205 512:-0.162 4k:+0.306 64k:+0.421 1M:-1.65
copy_bw=27446823231
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 24.79us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.95us, halved
wakeup=9.4475us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.783452us
# cpu.idle_poll: the sleep at which the wake-up steps up, halfway between the last short and the first long one of the ladder: one-way eventfd wake-ups of a thread pinned to another CPU after sleeping a set time, 150 per sleep, median of 3 rounds (slept: median wake-up, us) 20us: 12.8, 50us: 12.9, 100us: 13.1, 150us: 13.7, 200us: 53.6, 300us: 54.4, 500us: 48.5, 1000us: 57.4
idle_poll=175us
# cpu.deep_wakeup: the wake-up after 1 ms of sleep less after 20 us (rounds: 49.7/46.9/38.4 us)
deep_wakeup=44.6245us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 3657 MiB/s against one job 2169 MiB/s, per core 0.86 (0.78..0.88), paired within each round, median of 3
smp_efficiency=0.855072

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683748 kB)
total=25276157952
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1725us (min 1674, max 1735us), against 104us per warm write; fitted from the median stall
fault_in_bw=607895518
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1725us, each of two writers at once 1813us (medians of 3 and 3 repeats): together 1.90 times one writer's rate
fault_in_parallel=1.90285
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1725us, p90 2039us, mean 1767us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1272
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calBU) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calBU (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=1.012us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.258us p=0.3336us f=1.5880us L=0.2467us b=27447MB/s; R²=0.9950, residuals (us): 512:-0.123 1k:-0.0601 2k:+0.0665 4k:+0.0246 8k:-0.159 16k:+0.166 32k:+0.122 64k:+0.0708 128k:+0.184 256k:-0.786 512k:-0.0703 1M:+0.205 512:-0.162 4k:+0.306 64k:+0.421 1M:-1.65
write_call=1.1957us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 64M of 4 KiB O_DIRECT writes at qd4 filled a fresh preallocated file: 4071 discards, 382ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=93.8344us
# dev.cmd_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 46.7us and 102.7us a burst, 4.21us more per command (3.66..4.64, median of 3 rounds), less dev.segment_service 1.67us: per command 2.53us; the deep-queue ladder gave 6.15us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.82us per IO (127835 IOPS), 8 KiB 6.97us, 128 KiB 59.69us, 128 KiB from huge-page buffers 18.84us, against 1.62us for 4 KiB at B: per command 6.15us, per page segment 1.67us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6958.2MB/s from the huge-page run; the QD1 slope 2838.0MB/s, i.e. 1.44us per page against 2.26us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.82us, 8k 6.97us, 16k 10.35us, 32k 16.89us, 64k 20.29us, 128k 59.69us, 128k huge 18.84us; serial t = c + n s + bytes/bw: c=5.48us s=0.812us bw=10449MB/s, rms error 15.4%; parallel t = max(c + n s, bytes/6958MB/s): c=5.11us s=1.318us, rms error 15.9%: not serial (4 KiB with 32 IOs per call, faster than one per call)
cmd_service=2.53333us
# dev.segment_service: bursts of 4 KiB random O_DIRECT rewrites through fio, 1 and 16 per submission, each reaped whole: 46.7us and 102.7us a burst, 4.21us more per command (3.66..4.64, median of 3 rounds), less dev.segment_service 1.67us: per command 2.53us; the deep-queue ladder gave 6.15us, an upper bound: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.82us per IO (127835 IOPS), 8 KiB 6.97us, 128 KiB 59.69us, 128 KiB from huge-page buffers 18.84us, against 1.62us for 4 KiB at B: per command 6.15us, per page segment 1.67us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: not measured), transfer rate 6958.2MB/s from the huge-page run; the QD1 slope 2838.0MB/s, i.e. 1.44us per page against 2.26us modelled; the size ladder: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 7.82us, 8k 6.97us, 16k 10.35us, 32k 16.89us, 64k 20.29us, 128k 59.69us, 128k huge 18.84us; serial t = c + n s + bytes/bw: c=5.48us s=0.812us bw=10449MB/s, rms error 15.4%; parallel t = max(c + n s, bytes/6958MB/s): c=5.11us s=1.318us, rms error 15.9%: not serial (4 KiB with 32 IOs per call, faster than one per call)
segment_service=1.67329us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 38.1us / 3.91 (exponential service-time tail)
latency_jitter=9.75045us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=42.31us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.05us and the mean jitter 9.75us; R²=0.9964, residuals (us): 4k:+0.768 16k:-0.227 64k:-0.0298 256k:-6.2 1M:+17.4; less dev.kick 9.08us (one per QD1 IO)
write_latency=18.4416us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2526.4MB/s k=0.58 (LM converged), R²=0.7070, residuals (MB/s): qd1:-238 qd2:+102 qd4:+346 qd8:+84.2 qd16:-29.2 qd32:-286; QD1 slope 2838.0MB/s, R²=0.9964, residuals (us): 4k:+0.768 16k:-0.227 64k:-0.0298 256k:-6.2 1M:+17.4
write_bw=6958200194
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=42.01us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=5.05us and the mean jitter 9.75us (both as the writes fitted them); R²=0.9887, residuals (us): 4k:+0.0659 16k:-0.123 64k:+2.71 256k:-10.4 1M:+25.5
read_latency=27.2103us
# dev.read_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=2713.9MB/s k=0.51 (LM converged), R²=0.5791, residuals (MB/s): qd1:-265 qd2:+100 qd4:+465 qd8:+165 qd16:-387 qd32:-98.7; QD1 slope 3019.1MB/s, R²=0.9887, residuals (us): 4k:+0.0659 16k:-0.123 64k:+2.71 256k:-10.4 1M:+25.5
read_bw=2713861861
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 15.45us per IO (12.54..20.34, median of 3) less the modelled 6.37us (syscall, direct IO, command, engine)
kick=9.07519us
# dev.flush_latency: median fdatasync after a 4 KiB overwrite (256 of them, fdatasync=1; no inode write): 142.3us, minus the data write and fsync CPU (30.0us)
flush_latency=112.293us
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.89ms, 2M 1.09ms, 4M 2.54ms, 8M 5.93ms, 16M 8.72ms, 32M 16.32ms, 64M 30.28ms, 128M 58.46ms, 256M 113.77ms; with dev.flush_latency as the fixed part; t = 112.3us + N / 2028.1MB/s, rms error 16.5%; with the cache writing out in the background above 9.5M while the run goes on (at 5312MB/s): 112.3us + the rest / 1664.8MB/s, rms error 11.3% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5312MB/s, 2048M at 4844MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=1664818597
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.89ms, 2M 1.09ms, 4M 2.54ms, 8M 5.93ms, 16M 8.72ms, 32M 16.32ms, 64M 30.28ms, 128M 58.46ms, 256M 113.77ms; with dev.flush_latency as the fixed part; t = 112.3us + N / 2028.1MB/s, rms error 16.5%; with the cache writing out in the background above 9.5M while the run goes on (at 5312MB/s): 112.3us + the rest / 1664.8MB/s, rms error 11.3% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5312MB/s, 2048M at 4844MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_background: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.89ms, 2M 1.09ms, 4M 2.54ms, 8M 5.93ms, 16M 8.72ms, 32M 16.32ms, 64M 30.28ms, 128M 58.46ms, 256M 113.77ms; with dev.flush_latency as the fixed part; t = 112.3us + N / 2028.1MB/s, rms error 16.5%; with the cache writing out in the background above 9.5M while the run goes on (at 5312MB/s): 112.3us + the rest / 1664.8MB/s, rms error 11.3% (taken: dev.cache_background and its rate); sequential writes from huge pages: 256M at 5312MB/s, 2048M at 4844MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_background=9975792
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync, median flush: 16 per flush 0.358ms, 64 per flush 1.012ms, 256 per flush 3.293ms; 13.5us per write beyond dev.flush_latency 112.3us, less 2.5us for its bytes at dev.cache_drain_bw (fio, /usr/bin/fio)
cache_drain_io=10.9957us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 5628MB/s, rewritten 4844MB/s: -30.161us more per MiB fresh, against 150.7us per MiB at dev.write_bw
fresh_write_factor=1
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 1176MB/s (1125..1259), 2x128M 1233MB/s (1225..1275), 1x512M 1279MB/s (1260..1294), 2x512M 1293MB/s (1289..1363); all bytes over all fsync times 1272MB/s, less the fresh transfer and the commands' serial time (6853MB/s), leaves 1562MB/s for the drain of fresh blocks, against dev.cache_drain_bw 1665MB/s above dev.cache_background 9975792 (the factor whose drains take that time); not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 649ms into a fresh file, 951ms rewritten
fresh_drain_factor=0.766302
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 15.69us against 14.31, 32k 26.73us against 15.37, 64k 53.71us against 27.96, 128k 68.85us against 50.99; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 9.56us, bw = 9731MB/s
fresh_serial=9.56188us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout) against rewriting, per IO (medians of 3): 16k 15.69us against 14.31, 32k 26.73us against 15.37, 64k 53.71us against 27.96, 128k 68.85us against 50.99; less the slower fresh transfer (0.000us per KiB, dev.fresh_write_factor): each fresh command adds a + bytes/bw to the device's serial pass, by least squares over the points clearly slower than rewriting: a = 9.56us, bw = 9731MB/s
fresh_serial_bw=9730712299

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (4.02us, 6.24us), median of 5; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.224us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.258us p=0.3336us f=1.5880us L=0.2467us b=27447MB/s; R²=0.9950, residuals (us): 512:-0.123 1k:-0.0601 2k:+0.0665 4k:+0.0246 8k:-0.159 16k:+0.166 32k:+0.122 64k:+0.0708 128k:+0.184 256k:-0.786 512k:-0.0703 1M:+0.205 512:-0.162 4k:+0.306 64k:+0.421 1M:-1.65
page_init=0.333558us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.913); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.258us p=0.3336us f=1.5880us L=0.2467us b=27447MB/s; R²=0.9950, residuals (us): 512:-0.123 1k:-0.0601 2k:+0.0665 4k:+0.0246 8k:-0.159 16k:+0.166 32k:+0.122 64k:+0.0708 128k:+0.184 256k:-0.786 512k:-0.0703 1M:+0.205 512:-0.162 4k:+0.306 64k:+0.421 1M:-1.65
folio_alloc=0.47831us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.913); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.258us p=0.3336us f=1.5880us L=0.2467us b=27447MB/s; R²=0.9950, residuals (us): 512:-0.123 1k:-0.0601 2k:+0.0665 4k:+0.0246 8k:-0.159 16k:+0.166 32k:+0.122 64k:+0.0708 128k:+0.184 256k:-0.786 512k:-0.0703 1M:+0.205 512:-0.162 4k:+0.306 64k:+0.421 1M:-1.65
add_folio=0.153059us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.913); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.258us p=0.3336us f=1.5880us L=0.2467us b=27447MB/s; R²=0.9950, residuals (us): 512:-0.123 1k:-0.0601 2k:+0.0665 4k:+0.0246 8k:-0.159 16k:+0.166 32k:+0.122 64k:+0.0708 128k:+0.184 256k:-0.786 512k:-0.0703 1M:+0.205 512:-0.162 4k:+0.306 64k:+0.421 1M:-1.65
mark_dirty=0.0765296us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.258us p=0.3336us f=1.5880us L=0.2467us b=27447MB/s; R²=0.9950, residuals (us): 512:-0.123 1k:-0.0601 2k:+0.0665 4k:+0.0246 8k:-0.159 16k:+0.166 32k:+0.122 64k:+0.0708 128k:+0.184 256k:-0.786 512k:-0.0703 1M:+0.205 512:-0.162 4k:+0.306 64k:+0.421 1M:-1.65
lru_add_large=0.246685us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.7ms for 16384 folios, 1M writes: 2.7ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.554188us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 11.7ms for 16384 folios, 1M writes: 2.7ms for 64 folios; folios from the model's folio policy
invalidate_page=0.160026us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.913); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.258us p=0.3336us f=1.5880us L=0.2467us b=27447MB/s; R²=0.9950, residuals (us): 512:-0.123 1k:-0.0601 2k:+0.0665 4k:+0.0246 8k:-0.159 16k:+0.166 32k:+0.122 64k:+0.0708 128k:+0.184 256k:-0.786 512k:-0.0703 1M:+0.205 512:-0.162 4k:+0.306 64k:+0.421 1M:-1.65
insert=0.420913us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.913); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 5; first writes bs=512..1M (128M each) and rewrites bs=512..1M (8M looped), in cache, median of 5; residuals: first writes, then rewrites: c=2.258us p=0.3336us f=1.5880us L=0.2467us b=27447MB/s; R²=0.9950, residuals (us): 512:-0.123 1k:-0.0601 2k:+0.0665 4k:+0.0246 8k:-0.159 16k:+0.166 32k:+0.122 64k:+0.0708 128k:+0.184 256k:-0.786 512k:-0.0703 1M:+0.205 512:-0.162 4k:+0.306 64k:+0.421 1M:-1.65
mark_dirty=0.459178us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.132us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
psync=0.1325us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.132us per IO, spread 2%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1325us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.65us (5.62..5.77) against psync 3.66us (3.57..3.69) per IO, libaio - psync within each round 2.08us (1.92..2.11), plus engine.psync 0.132us, split half to submit, half to complete
libaio_submit=1.10385us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.65us (5.62..5.77) against psync 3.66us (3.57..3.69) per IO, libaio - psync within each round 2.08us (1.92..2.11), plus engine.psync 0.132us, split half to submit, half to complete
libaio_complete=1.10385us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 4.85us per IO (3.97..5.83, median of 3) against the same writes through fio's psync engine in the same rounds, 4.91us (4.85..5.07): 0.00us more per IO (-0.95..0.76, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.1325us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 5.74us per IO (4.18..5.80, median of 3) against the same writes through fio's psync engine in the same rounds, 4.82us (4.82..5.07): 0.73us more per IO (-0.64..0.92, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.864922us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 55.7us (53.7..55.7), io_uring qd8 on ext4 62.5us (61.5..66.4) with scramble_buffers=0 and 61.5us (60.5..63.5) with it on; iowq.punt 0.13us
remote_copy_bw=78211813026
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 55.7us (53.7..55.7), io_uring qd8 on ext4 62.5us (61.5..66.4) with scramble_buffers=0 and 61.5us (60.5..63.5) with it on; iowq.punt 0.13us
scrambled_sector=0us
# iowq.worker_start: the line's value at no bytes queued; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 434us (422..434) with 64 KiB queued (4 KiB writes), 1532us (1475..1951) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 11.9us
worker_start=349.095us
# iowq.start_bw: the line's slope, inverted; fio's (/usr/bin/fio) longest clat less its median, random first writes through io_uring at qd16 on ext4, medians of 3: 434us (422..434) with 64 KiB queued (4 KiB writes), 1532us (1475..1951) with 1 MiB (64 KiB); less iowq.wakeup and cpu.wakeup 11.9us
start_bw=895838213
