# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 39.16us + bs/4407.1MB/s (R²=0.9986); deep queue B=4847.0MB/s, k=1.72 (R²=0.9825); measured at qd32: 4792.7MB/s (4481.9..4977.8 over 3 rounds; every point the median of its rounds)
# note: read device curve: QD1 t(bs) 44.98us + bs/1789.6MB/s (R²=0.9996); deep queue B=1972.7MB/s, k=0.92 (R²=0.8188); measured at qd32: 2178.0MB/s (2159.3..2220.0 over 3 rounds; every point the median of its rounds)
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 16.2 ps a byte (-37.6..40.3)
# note: buffered write(): 0.647us per call + 0.2702us per new page (0.2179us copied in a chunk of cpu.copy_stream_bytes or more) + 1.5255us per new folio + 0.3381us per new large folio + 35143MB/s (R²=0.9986, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.98 per core (2 jobs at once against one: 0.129 / 0.066 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.04ms, 4M 0.05ms, 16M 0.07ms, 64M 0.09ms, 256M 0.10ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 14009MB/s, best 14207MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1446 MB/s after the memory phase, 1454 MB/s at the end, +1%
# note: iowq.wakeup not fitted: calibrate runs inside /work/notes/s30/wbsim-ladder, not the wbsim executable that predicts the phases
# note: self-check skipped: calibrate runs inside /work/notes/s30/wbsim-ladder, not the wbsim executable that predicts the phases
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 17:38 UTC, in /var/tmp/calT1, 241 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 16.2 ps a byte (-37.6..40.3)
copy_unaligned=1.61964e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/1.0/1.4us, rewrite 64k 2.7/2.8/3.4us, rewrite 1M 29.6/30.6/49.9us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_gap=44.5625us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.9/1.0/1.4us, rewrite 64k 2.7/2.8/3.4us, rewrite 1M 29.6/30.6/49.9us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.15 over 9 percentiles
interrupt_time=0.709627us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 256k..1M fitted each; this one took the relative residual sum from 0.0243 (none) to 0.0102
copy_stream_bytes=1048576
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=1024KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.647us p=0.2702us pl=0.2179us f=1.5255us L=0.3381us b=35143MB/s; R²=0.9986, residuals (us): 512:+0.0232 1k:+0.0228 2k:+0.0272 4k:-0.069 8k:-0.0194 16k:+0.0349 32k:-0.172 64k:+0.431 256k:+0.838 512k:-2.11 1M:+0.00526 512:-0.0109 4k:-0.0236 64k:+0.1 1M:-0.629
copy_stream_page=0.0523203us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.647us p=0.2702us pl=0.2179us f=1.5255us L=0.3381us b=35143MB/s; R²=0.9986, residuals (us): 512:+0.0232 1k:+0.0228 2k:+0.0272 4k:-0.069 8k:-0.0194 16k:+0.0349 32k:-0.172 64k:+0.431 256k:+0.838 512k:-2.11 1M:+0.00526 512:-0.0109 4k:-0.0236 64k:+0.1 1M:-0.629
copy_bw=35142629831
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 51.85us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.63us, halved
wakeup=25.2925us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=1.79294us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5953 MiB/s against one job 3084 MiB/s, per core 0.97 (0.95..0.98), paired within each round, median of 3
smp_efficiency=0.965116

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683792 kB)
total=25276203008
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2082us (min 2078, max 2108us), against 134us per warm write; fitted from the median stall
fault_in_bw=503565282
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2082us, each of two writers at once 1689us (medians of 3 and 2 repeats): together 2.47 times one writer's rate (two at most: 2)
fault_in_parallel=2
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 2082us, p90 2266us, mean 1840us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calT1) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calT1 (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.647us p=0.2702us pl=0.2179us f=1.5255us L=0.3381us b=35143MB/s; R²=0.9986, residuals (us): 512:+0.0232 1k:+0.0228 2k:+0.0272 4k:-0.069 8k:-0.0194 16k:+0.0349 32k:-0.172 64k:+0.431 256k:+0.838 512k:-2.11 1M:+0.00526 512:-0.0109 4k:-0.0236 64k:+0.1 1M:-0.629
write_call=0.297092us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 45.4us against 36.9us, 7.6us more per IO (5.9..8.9, median of 3 rounds); bounded by the 11.2us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.5us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=3.07074us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 733 discards, 52ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=70.9413us
# dev.cmd_service: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 6.85us, 8k 8.15us, 16k 9.41us, 32k 13.14us, 64k 16.52us, 128k 27.35us, 128k huge 26.87us; serial t = c + n s + bytes/bw: c=6.61us s=0.031us bw=6478MB/s, rms error 4.7%; parallel t = max(c + n s, bytes/4878MB/s): c=8.90us s=0.015us, rms error 18.3%: serial (dev.serial_transfer): the time grows with the bytes below the deep-queue knee
cmd_service=6.60633us
# dev.segment_service: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 6.85us, 8k 8.15us, 16k 9.41us, 32k 13.14us, 64k 16.52us, 128k 27.35us, 128k huge 26.87us; serial t = c + n s + bytes/bw: c=6.61us s=0.031us bw=6478MB/s, rms error 4.7%; parallel t = max(c + n s, bytes/4878MB/s): c=8.90us s=0.015us, rms error 18.3%: serial (dev.serial_transfer): the time grows with the bytes below the deep-queue knee
segment_service=0.0308466us
# dev.serial_transfer: random O_DIRECT writes at qd32, 4 KiB and 8 KiB from the faster of one and 32 IOs per call: 4k 6.85us, 8k 8.15us, 16k 9.41us, 32k 13.14us, 64k 16.52us, 128k 27.35us, 128k huge 26.87us; serial t = c + n s + bytes/bw: c=6.61us s=0.031us bw=6478MB/s, rms error 4.7%; parallel t = max(c + n s, bytes/4878MB/s): c=8.90us s=0.015us, rms error 18.3%: serial (dev.serial_transfer): the time grows with the bytes below the deep-queue knee
serial_transfer=1
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 24.1us / 3.91 (exponential service-time tail)
latency_jitter=6.15129us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=39.16us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.41us and the mean jitter 6.15us; R²=0.9986, residuals (us): 4k:-1.05 16k:+1.04 64k:+0.518 256k:-0.0931 1M:-1.08; less dev.kick 0.69us (one per QD1 IO)
write_latency=23.9135us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=4847.0MB/s k=1.72 (LM converged), R²=0.9825, residuals (MB/s): qd1:-12.2 qd2:+21.5 qd4:+37.2 qd8:+20.2 qd16:-258 qd32:+193; QD1 slope 4407.1MB/s, R²=0.9986, residuals (us): 4k:-1.05 16k:+1.04 64k:+0.518 256k:-0.0931 1M:-1.08
write_bw=6477896966
# dev.read_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=44.98us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=8.41us and the mean jitter 6.15us (both as the writes fitted them); R²=0.9996, residuals (us): 4k:-0.604 16k:+0.797 64k:+0.444 256k:-2.17 1M:+3.22
read_latency=30.4207us
# dev.read_bw: serial transfer (dev.serial_transfer, from the writes): 128 KiB random reads at qd32 60.18us per IO less dev.cmd_service and 32 x dev.segment_service leaves 52.59us for 128 KiB; libaio bs=128k bw(qd)=B*qd/(qd+k): B=1972.7MB/s k=0.92 (LM converged), R²=0.8188, residuals (MB/s): qd1:+93.8 qd2:+2.15 qd4:-70.6 qd8:-155 qd16:-114 qd32:+261; QD1 slope 1789.6MB/s, R²=0.9996, residuals (us): 4k:-0.604 16k:+0.797 64k:+0.444 256k:-2.17 1M:+3.22
read_bw=2492455699
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 5.50us per IO (5.21..5.98, median of 3) less the modelled 4.80us (syscall, direct IO, command, engine)
kick=0.693613us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 37.60us per IO, 128 KiB 66.41us, against 19.96 and 34.17us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 8.79us, bw = 2275MB/s
fresh_serial=8.78906us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 37.60us per IO, 128 KiB 66.41us, against 19.96 and 34.17us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 8.79us, bw = 2275MB/s
fresh_serial_bw=2274876745
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, rounds interleaved, median of 3 (min..max): 1x128M 3197MB/s (3132..3507), 2x128M 3287MB/s (3279..3467), 1x512M 3525MB/s (3132..3823), 2x512M 3539MB/s (3105..3552); all bytes over all fsync times 3475MB/s, less the commands' serial time (4 MiB commands of 1 MiB folios, 1.68us per MiB), leaves 3494MB/s for the fresh transfer, against dev.write_bw 6478MB/s (serial transfer)
fresh_write_factor=0.539437
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 125.4us, minus the model's data write, log write of 8k and fsync CPU (60.6us)
flush_latency=64.8762us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.38us, 5.02us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.64us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.647us p=0.2702us pl=0.2179us f=1.5255us L=0.3381us b=35143MB/s; R²=0.9986, residuals (us): 512:+0.0232 1k:+0.0228 2k:+0.0272 4k:-0.069 8k:-0.0194 16k:+0.0349 32k:-0.172 64k:+0.431 256k:+0.838 512k:-2.11 1M:+0.00526 512:-0.0109 4k:-0.0236 64k:+0.1 1M:-0.629
page_init=0.270213us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.838); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.647us p=0.2702us pl=0.2179us f=1.5255us L=0.3381us b=35143MB/s; R²=0.9986, residuals (us): 512:+0.0232 1k:+0.0228 2k:+0.0272 4k:-0.069 8k:-0.0194 16k:+0.0349 32k:-0.172 64k:+0.431 256k:+0.838 512k:-2.11 1M:+0.00526 512:-0.0109 4k:-0.0236 64k:+0.1 1M:-0.629
folio_alloc=0.459494us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.838); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.647us p=0.2702us pl=0.2179us f=1.5255us L=0.3381us b=35143MB/s; R²=0.9986, residuals (us): 512:+0.0232 1k:+0.0228 2k:+0.0272 4k:-0.069 8k:-0.0194 16k:+0.0349 32k:-0.172 64k:+0.431 256k:+0.838 512k:-2.11 1M:+0.00526 512:-0.0109 4k:-0.0236 64k:+0.1 1M:-0.629
add_folio=0.147038us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.838); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.647us p=0.2702us pl=0.2179us f=1.5255us L=0.3381us b=35143MB/s; R²=0.9986, residuals (us): 512:+0.0232 1k:+0.0228 2k:+0.0272 4k:-0.069 8k:-0.0194 16k:+0.0349 32k:-0.172 64k:+0.431 256k:+0.838 512k:-2.11 1M:+0.00526 512:-0.0109 4k:-0.0236 64k:+0.1 1M:-0.629
mark_dirty=0.073519us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.647us p=0.2702us pl=0.2179us f=1.5255us L=0.3381us b=35143MB/s; R²=0.9986, residuals (us): 512:+0.0232 1k:+0.0228 2k:+0.0272 4k:-0.069 8k:-0.0194 16k:+0.0349 32k:-0.172 64k:+0.431 256k:+0.838 512k:-2.11 1M:+0.00526 512:-0.0109 4k:-0.0236 64k:+0.1 1M:-0.629
lru_add_large=0.338073us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.1ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.50142us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.1ms for 16384 folios, 1M writes: 1.9ms for 64 folios; folios from the model's folio policy
invalidate_page=0.115706us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.838); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.647us p=0.2702us pl=0.2179us f=1.5255us L=0.3381us b=35143MB/s; R²=0.9986, residuals (us): 512:+0.0232 1k:+0.0228 2k:+0.0272 4k:-0.069 8k:-0.0194 16k:+0.0349 32k:-0.172 64k:+0.431 256k:+0.838 512k:-2.11 1M:+0.00526 512:-0.0109 4k:-0.0236 64k:+0.1 1M:-0.629
insert=0.404355us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.838); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.647us p=0.2702us pl=0.2179us f=1.5255us L=0.3381us b=35143MB/s; R²=0.9986, residuals (us): 512:+0.0232 1k:+0.0228 2k:+0.0272 4k:-0.069 8k:-0.0194 16k:+0.0349 32k:-0.172 64k:+0.431 256k:+0.838 512k:-2.11 1M:+0.00526 512:-0.0109 4k:-0.0236 64k:+0.1 1M:-0.629
mark_dirty=0.441114us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.129us per IO, spread 38%: fio's own loop, the same for pwrite and pwritev
psync=0.1285us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.129us per IO, spread 38%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1285us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.15us (4.15..4.18) against psync 2.96us (2.90..2.96) per IO, libaio - psync within each round 1.22us (1.19..1.25), plus engine.psync 0.129us, split half to submit, half to complete
libaio_submit=0.674602us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.15us (4.15..4.18) against psync 2.96us (2.90..2.96) per IO, libaio - psync within each round 1.22us (1.19..1.25), plus engine.psync 0.129us, split half to submit, half to complete
libaio_complete=0.674602us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.54us per IO (3.45..3.66, median of 3) against the same writes through fio's psync engine in the same rounds, 2.90us (2.87..2.96): 0.67us more per IO (0.55..0.70, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.799887us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.57us per IO (3.45..3.60, median of 3) against the same writes through fio's psync engine in the same rounds, 2.93us (2.93..2.99): 0.64us more per IO (0.46..0.67, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.769369us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 68.4us (68.4..69.3), io_uring qd8 on ext4 77.1us (76.2..78.1) with scramble_buffers=0 and 77.1us (76.2..77.1) with it on; iowq.punt 0.80us
remote_copy_bw=65624792206
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 68.4us (68.4..69.3), io_uring qd8 on ext4 77.1us (76.2..78.1) with scramble_buffers=0 and 77.1us (76.2..77.1) with it on; iowq.punt 0.80us
scrambled_sector=0us
