# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 62.48us + bs/2687.7MB/s (R²=0.9635); deep queue B=2308.9MB/s, k=0.64 (R²=0.8496); measured at qd32: 2097.4MB/s (1530.2..2605.5 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: per new folio measured 0.294us, less than the model's uncontended i_pages holds lock.insert+lock.mark_dirty=0.400us alone: pc.folio_alloc, pc.add_folio, pc.mark_dirty are written as 0 and the hold estimates look too long for this machine
# note: buffered write(): 0.163us per call + 0.3598us per new page + 0.2939us per new folio + 20185MB/s (R²=0.9854, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.07ms, 4M 0.08ms, 16M 0.12ms, 64M 0.13ms, 256M 0.14ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 7267MB/s, best 7427MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 415 MB/s (400..424), predicted 424 MB/s, +2.2%
# note: self-check in cache, warm memory, 4k psync 32M: measured 4059 MB/s (3690..4170), predicted 2796 MB/s, -31.1%  WARNING: past 15%
# note: self-check in cache, warm memory, 1M psync 32M: measured 7497 MB/s (7134..11175), predicted 6711 MB/s, -10.5%
# note: self-check in cache, warm memory, 1M psync 32M: WARNING: the repeats spread 54% of their median (7134..11175 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt, 4k io_uring qd8 128M: measured 630 MB/s (534..695), predicted 589 MB/s, -6.6%
# note: self-check io-wq punt, forced, 4k io_uring qd8 force_async 128M: measured 764 MB/s (565..777), predicted 703 MB/s, -8.0%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 1962 MB/s (1897..1972), predicted 1945 MB/s, -0.9%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2297 MB/s (2247..2343), predicted 2275 MB/s, -0.9%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2000 MB/s (722..2034), predicted 786 MB/s, -60.7%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 512M then fsync: WARNING: the repeats spread 66% of their median (722..2034 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2423 MB/s (972..2429), predicted 845 MB/s, -65.1%  WARNING: past 15%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 60% of their median (972..2429 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 09:48 UTC, in /tmp/calO, 94 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.4/0.6/0.8us, rewrite 64k 3.3/3.5/4.6us, rewrite 1M 56.6/59.1/110.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.21 over 9 percentiles
interrupt_gap=28.1171us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.4/0.6/0.8us, rewrite 64k 3.3/3.5/4.6us, rewrite 1M 56.6/59.1/110.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.21 over 9 percentiles
interrupt_time=0.709627us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.163us p=0.3598us f=0.2939us b=20185MB/s; R²=0.9854, residuals (us): 512:+0.0389 1k:+0.0785 2k:+0.0689 4k:-0.16 16k:+0.275 64k:+0.277 256k:-1.28 1M:-4.78 512:-0.0188 4k:-0.042 64k:-0.137 1M:+5.08
copy_bw=20184935366
# cpu.wakeup: eventfd ping-pong of two threads, each asleep in read() between turns: median of 7 rounds of 5000, 1.68us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.29us, halved
wakeup=0.5485us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2326us (min 2287, max 2358us); spread 445..459MB/s
fault_in_bw=450902686

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calO) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calO (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.163us p=0.3598us f=0.2939us b=20185MB/s; R²=0.9854, residuals (us): 512:+0.0389 1k:+0.0785 2k:+0.0689 4k:-0.16 16k:+0.275 64k:+0.277 256k:-1.28 1M:-4.78 512:-0.0188 4k:-0.042 64k:-0.137 1M:+5.08
write_call=0us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 60.7us against 64.0us from the rewrite fit; bounded by the 8.0us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.3us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=0us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 770 discards, 53ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=68.8312us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.52us per IO (132975 IOPS), 8 KiB 8.74us, 128 KiB 62.49us, 128 KiB from huge-page buffers 35.58us, against 1.77us for 4 KiB at B: per command 5.75us, per page segment 1.77us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 1.22us), transfer rate 3683.8MB/s from the huge-page run; the QD1 slope 2687.7MB/s, i.e. 1.52us per page against 2.89us modelled
cmd_service=5.74687us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 7.52us per IO (132975 IOPS), 8 KiB 8.74us, 128 KiB 62.49us, 128 KiB from huge-page buffers 35.58us, against 1.77us for 4 KiB at B: per command 5.75us, per page segment 1.77us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 1.22us), transfer rate 3683.8MB/s from the huge-page run; the QD1 slope 2687.7MB/s, i.e. 1.52us per page against 2.89us modelled
segment_service=1.77331us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 51.7us / 3.91 (exponential service-time tail)
latency_jitter=13.2187us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=62.48us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=7.55us and the mean jitter 13.22us; R²=0.9635, residuals (us): 4k:+1.55 16k:+4.97 64k:-4.79 256k:-16.4 1M:+59.8
write_latency=41.7159us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2308.9MB/s k=0.64 (LM converged), R²=0.8496, residuals (MB/s): qd1:-100 qd2:-19 qd4:+185 qd8:+164 qd16:-76.7 qd32:-166; QD1 slope 2687.7MB/s, R²=0.9635, residuals (us): 4k:+1.55 16k:+4.97 64k:-4.79 256k:-16.4 1M:+59.8
write_bw=3683806018
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 2739MB/s (2655..2751), 2x128M 2791MB/s (2705..2860), 1x512M 2846MB/s (2766..2906), 2x512M 2961MB/s (2854..2970); median 2818MB/s over dev.write_bw 3684MB/s (O_DIRECT rewrites)
fresh_write_factor=0.765023
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 152.6us, minus the model's data write, log write of 8k and fsync CPU (97.4us)
flush_latency=55.167us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (0.90us, 2.10us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.196us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.163us p=0.3598us f=0.2939us b=20185MB/s; R²=0.9854, residuals (us): 512:+0.0389 1k:+0.0785 2k:+0.0689 4k:-0.16 16k:+0.275 64k:+0.277 256k:-1.28 1M:-4.78 512:-0.0188 4k:-0.042 64k:-0.137 1M:+5.08
page_init=0.359755us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.000); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.163us p=0.3598us f=0.2939us b=20185MB/s; R²=0.9854, residuals (us): 512:+0.0389 1k:+0.0785 2k:+0.0689 4k:-0.16 16k:+0.275 64k:+0.277 256k:-1.28 1M:-4.78 512:-0.0188 4k:-0.042 64k:-0.137 1M:+5.08
folio_alloc=0us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.000); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.163us p=0.3598us f=0.2939us b=20185MB/s; R²=0.9854, residuals (us): 512:+0.0389 1k:+0.0785 2k:+0.0689 4k:-0.16 16k:+0.275 64k:+0.277 256k:-1.28 1M:-4.78 512:-0.0188 4k:-0.042 64k:-0.137 1M:+5.08
add_folio=0us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.000); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.163us p=0.3598us f=0.2939us b=20185MB/s; R²=0.9854, residuals (us): 512:+0.0389 1k:+0.0785 2k:+0.0689 4k:-0.16 16k:+0.275 64k:+0.277 256k:-1.28 1M:-4.78 512:-0.0188 4k:-0.042 64k:-0.137 1M:+5.08
mark_dirty=0us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.6ms for 16384 folios, 1M writes: 0.9ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.230063us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.6ms for 16384 folios, 1M writes: 0.9ms for 64 folios; folios from the model's folio policy
invalidate_page=0.0535507us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd8 on ext4 (every write punted, hashed: one worker busy): 6.50us per IO (5.89..7.67, median of 3) less the same psync writes' write() 1.01us
punt=5.491us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd8 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 5.36us per IO (5.27..7.24, median of 3) less the same psync writes' write() 1.01us
unhashed_punt=4.3515us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.125us per IO, spread 1%: fio's own loop, the same for pwrite and pwritev
psync=0.1255us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.125us per IO, spread 1%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1255us
