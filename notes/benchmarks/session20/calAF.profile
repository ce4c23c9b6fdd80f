# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 41.73us + bs/2654.1MB/s (R²=0.9813); deep queue B=2913.0MB/s, k=0.77 (R²=0.9101); measured at qd32: 2753.4MB/s (2253.0..2805.2 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: buffered write(): 1.990us per call + 0.2365us per new page + 1.7594us per new folio + 32562MB/s (R²=0.9964, rank 4); held: cpu.syscall, throttle.call, fs.write_folio
# note: iowq.unhashed_punt measured as 0: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.12us per IO (3.72..6.41, median of 3) less the same psync writes' write() 4.25us; timed by fio's io_uring engine (/usr/bin/fio)
# note: cpu.smp_efficiency measured 0.60 (fio's null engine, 2 jobs at once against one: 0.125 / 0.104 us per IO), not applied: it moves with the host's load; --set it where it is known
# note: memcpy of 128M buffers: median 15997MB/s, best 16381MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: drift probe, 4 KiB psync writes in cache (median of 3): 999 MB/s after the memory phase, 959 MB/s at the end, -4%
# note: iowq.wakeup not fitted: calibrate runs inside /work/notes/s20/bin/wbsim-cv, not the wbsim executable that predicts the phases
# note: self-check skipped: calibrate runs inside /work/notes/s20/bin/wbsim-cv, not the wbsim executable that predicts the phases
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-04 12:35 UTC, in /tmp/calAF, 187 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.3/2.6/4.0us, rewrite 64k 3.7/4.1/5.3us, rewrite 1M 33.5/37.6/70.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_gap=177.407us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 2.3/2.6/4.0us, rewrite 64k 3.7/4.1/5.3us, rewrite 1M 33.5/37.6/70.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.17 over 9 percentiles
interrupt_time=3.99052us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.990us p=0.2365us f=1.7594us b=32562MB/s; R²=0.9964, residuals (us): 512:-0.0424 1k:-0.0274 2k:+0.0829 4k:-0.0129 16k:+0.0138 64k:-0.0487 256k:-1.38 1M:+5.67 512:-0.00855 4k:+0.122 64k:-0.211 1M:+0.954
copy_bw=32562282460
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 21.34us per round trip (two wake-ups) less two non-sleeping write+read pairs of 2.34us, halved
wakeup=8.326us
# cpu.wakeup_jitter: the same ping-pong's 35000 round trips: (p90 - p50) / 2.212, a wake-up taken as a fixed time plus an exponential (a trip of two: a gamma of shape 2); at most cpu.wakeup
wakeup_jitter=0.806964us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683756 kB)
total=25276166144
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 1499us (min 1495, max 1521us), against 99us per warm write; fitted from the median stall
fault_in_bw=699692518
# mem.fault_in_parallel: cold stall per 1 MiB write, one writer 1499us, each of two writers at once 2127us (medians of 3 and 2 repeats): together 1.41 times one writer's rate
fault_in_parallel=1.4089
# mem.fault_block: cold minus warm per 1M write, medians of 3 repeats: p50 1499us, p90 1587us, mean 1517us: every write stalls by its own bytes, so the host faults the memory in page by page (no huge pages behind the guest now), and each write pays its share
fault_block=4096

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1252
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calAF) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calAF (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.990us p=0.2365us f=1.7594us b=32562MB/s; R²=0.9964, residuals (us): 512:-0.0424 1k:-0.0274 2k:+0.0829 4k:-0.0129 16k:+0.0138 64k:-0.0487 256k:-1.38 1M:+5.67 512:-0.00855 4k:+0.122 64k:-0.211 1M:+0.954
write_call=1.64009us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 42.0us against 43.3us from the rewrite fit; bounded by the 14.9us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.2us of slower fresh-block transfer (dev.fresh_write_factor) and the 4.0us of fs.unwritten_split taken at submission
unwritten_convert=0us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 935 discards, 80ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=85.5615us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 6.55us per IO (152586 IOPS), 8 KiB 6.70us, 128 KiB 47.60us, 128 KiB from huge-page buffers 16.74us, against 1.41us for 4 KiB at B: per command 5.23us, per page segment 1.32us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 0.14us), transfer rate 7829.5MB/s from the huge-page run; the QD1 slope 2654.1MB/s, i.e. 1.54us per page against 1.85us modelled (4 KiB and 8 KiB with 32 IOs per call)
cmd_service=5.22948us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 6.55us per IO (152586 IOPS), 8 KiB 6.70us, 128 KiB 47.60us, 128 KiB from huge-page buffers 16.74us, against 1.41us for 4 KiB at B: per command 5.23us, per page segment 1.32us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 0.14us), transfer rate 7829.5MB/s from the huge-page run; the QD1 slope 2654.1MB/s, i.e. 1.54us per page against 1.85us modelled (4 KiB and 8 KiB with 32 IOs per call)
segment_service=1.3242us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 30.0us / 3.91 (exponential service-time tail)
latency_jitter=7.6564us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=41.73us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=7.03us and the mean jitter 7.66us; R²=0.9813, residuals (us): 4k:+1.02 16k:+1.04 64k:-1.56 256k:-12.9 1M:+50.6; less dev.kick 16.89us (one per QD1 IO)
write_latency=10.1537us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2913.0MB/s k=0.77 (LM converged), R²=0.9101, residuals (MB/s): qd1:-175 qd2:+68.4 qd4:+246 qd8:+33.8 qd16:-103 qd32:-91; QD1 slope 2654.1MB/s, R²=0.9813, residuals (us): 4k:+1.02 16k:+1.04 64k:-1.56 256k:-12.9 1M:+50.6
write_bw=7829533138
# dev.kick: fio (/usr/bin/fio) 4 KiB random O_DIRECT writes at qd32 (libaio, one IO per call): its thread's usr+sys CPU 22.39us per IO (20.14..23.26, median of 3) less the modelled 5.50us (syscall, direct IO, command, engine)
kick=16.8863us
# dev.fresh_serial: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 41.02us per IO, 128 KiB 87.40us, against 32.09 and 63.99us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 1413MB/s
fresh_serial=0us
# dev.fresh_serial_bw: fio (/usr/bin/fio) random O_DIRECT writes at qd32, one IO per call, as a first pass over a fresh preallocated 256M file (fio's layout): 64 KiB 41.02us per IO, 128 KiB 87.40us, against 32.09 and 63.99us rewriting (medians of 3): the first pass runs one section per command, a + bytes/bw through both points: a = 0.00us, bw = 1413MB/s
fresh_serial_bw=1412818188
# dev.fresh_serial_cv: fio's clat p99/p50 over the same first passes 1.90 (median of both sizes and every repeat; 1.88 rewriting): the CV whose sum of 32 gamma draws has that ratio
fresh_serial_cv=1.72632
# dev.cache_drain_bw: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.56ms, 4M 1.65ms, 16M 5.87ms, 64M 20.58ms, 256M 72.88ms; t = 264.3us + N / 3323.3MB/s (R²=0.9909); sequential writes from huge pages: 256M at 5943MB/s, 2048M at 6530MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_drain_bw=3323252326
# dev.cache_size: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.56ms, 4M 1.65ms, 16M 5.87ms, 64M 20.58ms, 256M 72.88ms; t = 264.3us + N / 3323.3MB/s (R²=0.9909); sequential writes from huge pages: 256M at 5943MB/s, 2048M at 6530MB/s: the long run kept the short run's rate, capacity at least the long run (a lower bound)
cache_size=2147483648
# dev.cache_drain_io: random O_DIRECT 4k rewrites then fdatasync: 64 per flush 0.67ms, 512 per flush 3.69ms: 6.7us per write, less 1.2us for its bytes at dev.cache_drain_bw
cache_drain_io=5.50576us
# dev.fresh_write_factor: O_DIRECT 1 MiB writes from huge pages, QD1: 2048M into a fresh file 5101MB/s, rewritten 6530MB/s: 44.993us more per MiB fresh, against 133.9us per MiB at dev.write_bw
fresh_write_factor=0.748529
# dev.fresh_drain_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 1896MB/s (1807..1911), 2x128M 1957MB/s (1891..1969), 1x512M 1998MB/s (1970..2014), 2x512M 2105MB/s (2021..2139); median 1977MB/s, less the fresh transfer and the commands' serial time (5776MB/s), leaves 3006MB/s for the drain of fresh blocks, against dev.cache_drain_bw 3323MB/s; not seen with O_DIRECT: the fdatasync after 1024M of O_DIRECT 1 MiB writes from huge pages took 505ms into a fresh file, 503ms rewritten
fresh_drain_factor=0.904619
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 158.7us, minus the model's data write, log write of 8k and fsync CPU (32.4us)
flush_latency=126.367us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (3.79us, 6.05us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=2.256us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.990us p=0.2365us f=1.7594us b=32562MB/s; R²=0.9964, residuals (us): 512:-0.0424 1k:-0.0274 2k:+0.0829 4k:-0.0129 16k:+0.0138 64k:-0.0487 256k:-1.38 1M:+5.67 512:-0.00855 4k:+0.122 64k:-0.211 1M:+0.954
page_init=0.236452us
# pc.folio_alloc: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.285); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.990us p=0.2365us f=1.7594us b=32562MB/s; R²=0.9964, residuals (us): 512:-0.0424 1k:-0.0274 2k:+0.0829 4k:-0.0129 16k:+0.0138 64k:-0.0487 256k:-1.38 1M:+5.67 512:-0.00855 4k:+0.122 64k:-0.211 1M:+0.954
folio_alloc=0.571245us
# pc.add_folio: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.285); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.990us p=0.2365us f=1.7594us b=32562MB/s; R²=0.9964, residuals (us): 512:-0.0424 1k:-0.0274 2k:+0.0829 4k:-0.0129 16k:+0.0138 64k:-0.0487 256k:-1.38 1M:+5.67 512:-0.00855 4k:+0.122 64k:-0.211 1M:+0.954
add_folio=0.182798us
# pc.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.285); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.990us p=0.2365us f=1.7594us b=32562MB/s; R²=0.9964, residuals (us): 512:-0.0424 1k:-0.0274 2k:+0.0829 4k:-0.0129 16k:+0.0138 64k:-0.0487 256k:-1.38 1M:+5.67 512:-0.00855 4k:+0.122 64k:-0.211 1M:+0.954
mark_dirty=0.0913992us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 9.9ms for 16384 folios, 1M writes: 2.2ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.471877us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 9.9ms for 16384 folios, 1M writes: 2.2ms for 64 folios; folios from the model's folio policy
invalidate_page=0.129752us

[lock]
# lock.insert: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.285); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.990us p=0.2365us f=1.7594us b=32562MB/s; R²=0.9964, residuals (us): 512:-0.0424 1k:-0.0274 2k:+0.0829 4k:-0.0129 16k:+0.0138 64k:-0.0487 256k:-1.38 1M:+5.67 512:-0.00855 4k:+0.122 64k:-0.211 1M:+0.954
insert=0.456996us
# lock.mark_dirty: f split over pc.folio_alloc, pc.add_folio, pc.mark_dirty and the i_pages holds lock.insert, lock.mark_dirty in the ratio of their defaults (x2.285); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=1.990us p=0.2365us f=1.7594us b=32562MB/s; R²=0.9964, residuals (us): 512:-0.0424 1k:-0.0274 2k:+0.0829 4k:-0.0129 16k:+0.0138 64k:-0.0487 256k:-1.38 1M:+5.67 512:-0.00855 4k:+0.122 64k:-0.211 1M:+0.954
mark_dirty=0.456996us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 5.28us per IO (2.90..5.34, median of 3) less the same psync writes' write() 4.25us; timed by fio's io_uring engine (/usr/bin/fio)
punt=1.03065us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 4.12us per IO (3.72..6.41, median of 3) less the same psync writes' write() 4.25us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=0us
# iowq.remote_copy_bw: (io_uring - psync - iowq.punt) per byte, inverted; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 45.9us (44.9..45.9), io_uring qd8 on ext4 51.8us (50.8..53.7) with scramble_buffers=0 and 52.7us (52.7..53.7) with it on; iowq.punt 1.03us
remote_copy_bw=108576902192
# iowq.scrambled_sector: (scrambled - not) per 512-byte block; 512 KiB first writes of 512M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: psync 45.9us (44.9..45.9), io_uring qd8 on ext4 51.8us (50.8..53.7) with scramble_buffers=0 and 52.7us (52.7..53.7) with it on; iowq.punt 1.03us
scrambled_sector=0.000953674us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.125us per IO, spread 61%: fio's own loop, the same for pwrite and pwritev
psync=0.1255us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.125us per IO, spread 61%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1255us
# engine.libaio_submit: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.19us (4.91..5.25) against psync 3.27us (3.23..3.36) per IO, plus engine.psync 0.125us, split half to submit, half to complete
libaio_submit=1.02405us
# engine.libaio_complete: 4 KiB first writes of 128M in cache through fio (/usr/bin/fio), rounds interleaved, medians of 3: libaio qd8 5.19us (4.91..5.25) against psync 3.27us (3.23..3.36) per IO, plus engine.psync 0.125us, split half to submit, half to complete
libaio_complete=1.02405us
