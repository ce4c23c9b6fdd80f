# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: mem.fault_block not measured: cold minus warm per 1M write, medians of 3 repeats: p50 2125us, p90 2399us, mean 1573us: the stall lands on some writes only (p90 above 1.5 means, or p50 under half of it): blocks larger than the write; the default's 2 MiB host pages are kept
# note: write device curve: QD1 t(bs) 42.12us + bs/3817.8MB/s (R²=0.9931); deep queue B=4111.4MB/s, k=1.56 (R²=0.9763); measured at qd32: 4117.6MB/s (3469.0..5187.6 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: unaligned copy: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 36.0 ps a byte (31.1..41.6)
# note: buffered write(): 0.691us per call + 0.3269us per new page (0.2735us copied in a chunk of cpu.copy_stream_bytes or more) + 1.5323us per new folio + 0.3965us per new large folio + 34683MB/s (R²=0.9987, rank 6); held: cpu.syscall, throttle.call, fs.write_folio
# note: fio's null engine scaled 0.94 per core (2 jobs at once against one: 0.128 / 0.068 us per IO): fio's loop without the kernel; cpu.smp_efficiency comes from the write path
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.07ms, 4M 0.06ms, 16M 0.08ms, 64M 0.12ms, 256M 0.13ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 12585MB/s, best 12772MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 1388 MB/s after the memory phase, 1451 MB/s at the end, +4%
# note: iowq.wakeup not fitted: calibrate runs inside /work/notes/s27/bin/wbsim.new, not the wbsim executable that predicts the phases
# note: self-check skipped: calibrate runs inside /work/notes/s27/bin/wbsim.new, not the wbsim executable that predicts the phases
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-05 10:04 UTC, in /var/tmp/calL, 186 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.copy_unaligned: 1 MiB first writes of 32M in cache from a buffer 16 bytes past a page (fio's mem=malloc) against mem=mmap, paired in each round, median of 3: 36.0 ps a byte (31.1..41.6)
copy_unaligned=3.60084e-05us
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.0/1.1/2.1us, rewrite 64k 2.7/2.9/3.9us, rewrite 1M 29.6/30.8/59.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.19 over 9 percentiles
interrupt_gap=39.7164us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 1.0/1.1/2.1us, rewrite 64k 2.7/2.9/3.9us, rewrite 1M 29.6/30.8/59.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.19 over 9 percentiles
interrupt_time=1.12468us
# cpu.copy_stream_bytes: the first-write size from which new pages cost less (streaming stores): the candidate thresholds 256k..1M fitted each; this one took the relative residual sum from 0.0208 (none) to 0.0091
copy_stream_bytes=524288
# cpu.copy_stream_page: p - pl: what a new page copied in a chunk of cpu.copy_stream_bytes=512KiB or more costs less (0 when pl >= p); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.691us p=0.3269us pl=0.2735us f=1.5323us L=0.3965us b=34683MB/s; R²=0.9987, residuals (us): 512:-0.014 1k:-0.00449 2k:+0.0325 4k:-0.0203 8k:-0.111 16k:+0.0817 32k:+0.0859 64k:+0.428 256k:-1.12 512k:+0.568 1M:-1.03 512:-0.0278 4k:+0.0397 64k:+0.0732 1M:-0.658
copy_stream_page=0.0534274us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.691us p=0.3269us pl=0.2735us f=1.5323us L=0.3965us b=34683MB/s; R²=0.9987, residuals (us): 512:-0.014 1k:-0.00449 2k:+0.0325 4k:-0.0203 8k:-0.111 16k:+0.0817 32k:+0.0859 64k:+0.428 256k:-1.12 512k:+0.568 1M:-1.03 512:-0.0278 4k:+0.0397 64k:+0.0732 1M:-0.658
copy_bw=34683011611
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 42.17us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.66us, halved
wakeup=20.4255us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=3.36437us
# cpu.smp_efficiency: 16 KiB random first writes in cache through fio (/usr/bin/fio), 256M per job on its own file: 2 jobs 5565 MiB/s against one job 2876 MiB/s, per core 0.96 (0.95..0.98), paired within each round, median of 3
smp_efficiency=0.955556

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683792 kB)
total=25276203008
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2125us (min 25, max 2242us), against 134us per warm write; fitted from the median stall
fault_in_bw=493493976
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 2125us, each of two writers at once 1107us (medians of 3 and 1 repeats): together 3.84 times one writer's rate (two at most: 2)
fault_in_parallel=2

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/var/tmp/calL) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /var/tmp/calL (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.691us p=0.3269us pl=0.2735us f=1.5323us L=0.3965us b=34683MB/s; R²=0.9987, residuals (us): 512:-0.014 1k:-0.00449 2k:+0.0325 4k:-0.0203 8k:-0.111 16k:+0.0817 32k:+0.0859 64k:+0.428 256k:-1.12 512k:+0.568 1M:-1.03 512:-0.0278 4k:+0.0397 64k:+0.0732 1M:-0.658
write_call=0.341228us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 16M file (fio's layout), then over it again in the same round: 58.5us against 49.7us, 11.4us more per IO (4.3..12.7, median of 3 rounds); bounded by the 13.0us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.1us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=7.32243us

[dev]
# dev.flush_serial: measured on vm: /sys/class/block/vda/mq: 1 hardware queue, so its cache flushes run one at a time
flush_serial=1
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 741 discards, 56ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=75.5735us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 18.28us per IO (54709 IOPS), 8 KiB 12.44us, 128 KiB 31.83us, 128 KiB from huge-page buffers 30.27us, against 1.00us for 4 KiB at B: per-command bound, no per-segment time seen (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=18.2786us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 47.6us / 3.91 (exponential service-time tail)
latency_jitter=12.1717us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=42.12us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=20.08us and the mean jitter 12.17us; R²=0.9931, residuals (us): 4k:-2.14 16k:+0.928 64k:+4.04 256k:-1.37 1M:-3.52; less dev.kick 0.57us (one per QD1 IO)
write_latency=9.30043us
# dev.write_bw: deep-queue asymptote B of libaio bs=128k bw(qd)=B*qd/(qd+k): B=4111.4MB/s k=1.56 (LM converged), R²=0.9763, residuals (MB/s): qd1:-36.7 qd2:+99 qd4:+43.1 qd8:-159 qd16:-140 qd32:+198; QD1 slope 3817.8MB/s, R²=0.9931, residuals (us): 4k:-2.14 16k:+0.928 64k:+4.04 256k:-1.37 1M:-3.52
write_bw=4111416193
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 5.34us per IO (5.33..6.18, median of 3) less the modelled 4.77us (syscall, direct IO, command, engine)
kick=0.571427us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 44.19us per IO, 128 KiB 80.08us, against 22.90 and 33.04us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 8.30us, bw = 1826MB/s
fresh_serial=8.30078us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 44.19us per IO, 128 KiB 80.08us, against 22.90 and 33.04us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 8.30us, bw = 1826MB/s
fresh_serial_bw=1826091536
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 3655MB/s (3636..3741), 2x128M 3753MB/s (3723..3926), 1x512M 3604MB/s (3524..3811), 2x512M 4028MB/s (3809..4105); median 3704MB/s over dev.write_bw 4111MB/s (O_DIRECT rewrites)
fresh_write_factor=0.900855
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 119.3us, minus the model's data write, log write of 8k and fsync CPU (32.0us)
flush_latency=87.2968us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (2.54us, 5.22us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.672us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.691us p=0.3269us pl=0.2735us f=1.5323us L=0.3965us b=34683MB/s; R²=0.9987, residuals (us): 512:-0.014 1k:-0.00449 2k:+0.0325 4k:-0.0203 8k:-0.111 16k:+0.0817 32k:+0.0859 64k:+0.428 256k:-1.12 512k:+0.568 1M:-1.03 512:-0.0278 4k:+0.0397 64k:+0.0732 1M:-0.658
page_init=0.32688us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.846); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.691us p=0.3269us pl=0.2735us f=1.5323us L=0.3965us b=34683MB/s; R²=0.9987, residuals (us): 512:-0.014 1k:-0.00449 2k:+0.0325 4k:-0.0203 8k:-0.111 16k:+0.0817 32k:+0.0859 64k:+0.428 256k:-1.12 512k:+0.568 1M:-1.03 512:-0.0278 4k:+0.0397 64k:+0.0732 1M:-0.658
folio_alloc=0.461544us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.846); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.691us p=0.3269us pl=0.2735us f=1.5323us L=0.3965us b=34683MB/s; R²=0.9987, residuals (us): 512:-0.014 1k:-0.00449 2k:+0.0325 4k:-0.0203 8k:-0.111 16k:+0.0817 32k:+0.0859 64k:+0.428 256k:-1.12 512k:+0.568 1M:-1.03 512:-0.0278 4k:+0.0397 64k:+0.0732 1M:-0.658
add_folio=0.147694us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.846); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.691us p=0.3269us pl=0.2735us f=1.5323us L=0.3965us b=34683MB/s; R²=0.9987, residuals (us): 512:-0.014 1k:-0.00449 2k:+0.0325 4k:-0.0203 8k:-0.111 16k:+0.0817 32k:+0.0859 64k:+0.428 256k:-1.12 512k:+0.568 1M:-1.03 512:-0.0278 4k:+0.0397 64k:+0.0732 1M:-0.658
mark_dirty=0.073847us
# pc.lru_add_large: L: per new folio of order > 0 beyond f (its LRU move, not batched); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.691us p=0.3269us pl=0.2735us f=1.5323us L=0.3965us b=34683MB/s; R²=0.9987, residuals (us): 512:-0.014 1k:-0.00449 2k:+0.0325 4k:-0.0203 8k:-0.111 16k:+0.0817 32k:+0.0859 64k:+0.428 256k:-1.12 512k:+0.568 1M:-1.03 512:-0.0278 4k:+0.0397 64k:+0.0732 1M:-0.658
lru_add_large=0.396549us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.6ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.524195us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 10.6ms for 16384 folios, 1M writes: 2.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.12088us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.846); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.691us p=0.3269us pl=0.2735us f=1.5323us L=0.3965us b=34683MB/s; R²=0.9987, residuals (us): 512:-0.014 1k:-0.00449 2k:+0.0325 4k:-0.0203 8k:-0.111 16k:+0.0817 32k:+0.0859 64k:+0.428 256k:-1.12 512k:+0.568 1M:-1.03 512:-0.0278 4k:+0.0397 64k:+0.0732 1M:-0.658
insert=0.406158us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x1.846); NNLS (relative weights) of buffered write() time t = c + p*pages_short + pl*pages_long + f*folios_new + L*large_folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 6; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.691us p=0.3269us pl=0.2735us f=1.5323us L=0.3965us b=34683MB/s; R²=0.9987, residuals (us): 512:-0.014 1k:-0.00449 2k:+0.0325 4k:-0.0203 8k:-0.111 16k:+0.0817 32k:+0.0859 64k:+0.428 256k:-1.12 512k:+0.568 1M:-1.03 512:-0.0278 4k:+0.0397 64k:+0.0732 1M:-0.658
mark_dirty=0.443082us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.128us per IO, spread 4%: fio's own loop, the same for pwrite and pwritev
psync=0.128us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.128us per IO, spread 4%: fio's own loop, the same for pwrite and pwritev
pvsync=0.128us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.18us (4.15..4.24) against psync 2.99us (2.96..3.33) per IO, libaio - psync within each round 1.19us (0.82..1.28), plus engine.psync 0.128us, split half to submit, half to complete
libaio_submit=0.659093us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 4.18us (4.15..4.24) against psync 2.99us (2.96..3.33) per IO, libaio - psync within each round 1.19us (0.82..1.28), plus engine.psync 0.128us, split half to submit, half to complete
libaio_complete=0.659093us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 3.54us per IO (3.14..3.97, median of 3) against the same writes through fio's psync engine in the same rounds, 2.99us (2.99..3.66): 0.15us more per IO (-0.12..0.98, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
punt=0.280588us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 3.48us per IO (3.42..3.72, median of 3) against the same writes through fio's psync engine in the same rounds, 2.96us (2.90..2.96): 0.58us more per IO (0.46..0.76, median of the rounds' differences), plus fio's psync loop engine.psync 0.13us that the punted chain does not hold; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0.707834us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 70.3us (70.3..71.3), io_uring qd8 on ext4 79.1us (78.1..92.8) with scramble_buffers=0 and 85.9us (80.1..90.8) with it on; iowq.punt 0.28us
remote_copy_bw=61619505727
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, differences taken within each round, medians of 3: psync 70.3us (70.3..71.3), io_uring qd8 on ext4 79.1us (78.1..92.8) with scramble_buffers=0 and 85.9us (80.1..90.8) with it on; iowq.punt 0.28us
scrambled_sector=0.00190735us
