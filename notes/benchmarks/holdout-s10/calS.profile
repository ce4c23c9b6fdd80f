# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 64.71us + bs/3368.2MB/s (R²=0.9827); deep queue B=3121.2MB/s, k=1.41 (R²=0.9393); measured at qd32: 2796.7MB/s (2711.5..3430.3 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: per new folio measured 0.197us, less than the model's uncontended i_pages holds lock.insert+lock.mark_dirty=0.400us alone: pc.folio_alloc, pc.add_folio, pc.mark_dirty are written as 0 and the hold estimates look too long for this machine
# note: buffered write(): 0.176us per call + 0.3757us per new page + 0.1966us per new folio + 20315MB/s (R²=0.9873, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.06ms, 4M 0.11ms, 16M 0.12ms, 64M 0.12ms, 256M 0.12ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 7099MB/s, best 7180MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 423 MB/s (422..431), predicted 424 MB/s, +0.3%
# note: self-check in cache, warm memory, 4k psync 32M: measured 4277 MB/s (4154..4314), predicted 2796 MB/s, -34.6%  WARNING: past 15%
# note: self-check in cache, warm memory, 1M psync 32M: measured 7502 MB/s (7173..9923), predicted 6711 MB/s, -10.5%
# note: self-check in cache, warm memory, 1M psync 32M: WARNING: the repeats spread 37% of their median (7173..9923 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1766 MB/s (1743..1890), predicted 1443 MB/s, -18.3%  WARNING: past 15%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1657 MB/s (1617..1699), predicted 1370 MB/s, -17.3%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 2082 MB/s (1944..2100), predicted 2003 MB/s, -3.8%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2418 MB/s (2398..2420), predicted 2355 MB/s, -2.6%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2035 MB/s (2030..2042), predicted 2011 MB/s, -1.2%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2387 MB/s (1709..2396), predicted 2355 MB/s, -1.4%
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 10:46 UTC, in /tmp/calS, 108 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.6/0.9us, rewrite 64k 3.4/3.6/4.3us, rewrite 1M 53.0/54.0/109.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.22 over 9 percentiles
interrupt_gap=1990.54us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.6/0.9us, rewrite 64k 3.4/3.6/4.3us, rewrite 1M 53.0/54.0/109.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.22 over 9 percentiles
interrupt_time=50.2377us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.176us p=0.3757us f=0.1966us b=20315MB/s; R²=0.9873, residuals (us): 512:+0.0418 1k:+0.0472 2k:+0.0705 4k:-0.142 16k:+0.359 64k:+0.403 256k:-1.11 1M:-8.54 512:-0.0299 4k:-0.0122 64k:-0.0923 1M:+2.35
copy_bw=20314742945
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 63.30us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.29us, halved
wakeup=31.3613us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2323us (min 2291, max 2323us); spread 451..458MB/s
fault_in_bw=451300132

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calS) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calS (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.176us p=0.3757us f=0.1966us b=20315MB/s; R²=0.9873, residuals (us): 512:+0.0418 1k:+0.0472 2k:+0.0705 4k:-0.142 16k:+0.359 64k:+0.403 256k:-1.11 1M:-8.54 512:-0.0299 4k:-0.0122 64k:-0.0923 1M:+2.35
write_call=0us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 50.3us against 65.9us from the rewrite fit; bounded by the 7.0us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.3us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=0us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 775 discards, 72ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=92.9032us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 5.99us per IO (166869 IOPS), 8 KiB 7.10us, 128 KiB 46.87us, 128 KiB from huge-page buffers 34.22us, against 1.31us for 4 KiB at B: per command 4.67us, per page segment 1.32us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 1.11us), transfer rate 3830.0MB/s from the huge-page run; the QD1 slope 3368.2MB/s, i.e. 1.22us per page against 2.39us modelled
cmd_service=4.67425us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 5.99us per IO (166869 IOPS), 8 KiB 7.10us, 128 KiB 46.87us, 128 KiB from huge-page buffers 34.22us, against 1.31us for 4 KiB at B: per command 4.67us, per page segment 1.32us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 1.11us), transfer rate 3830.0MB/s from the huge-page run; the QD1 slope 3368.2MB/s, i.e. 1.22us per page against 2.39us modelled
segment_service=1.31849us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 116.2us / 3.91 (exponential service-time tail)
latency_jitter=29.7094us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=64.71us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=6.47us and the mean jitter 29.71us; R²=0.9827, residuals (us): 4k:+1.73 16k:-0.287 64k:+1.82 256k:-12.4 1M:+27.1
write_latency=28.529us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=3121.2MB/s k=1.41 (LM converged), R²=0.9393, residuals (MB/s): qd1:-41.6 qd2:-23.7 qd4:-89.7 qd8:+310 qd16:+20.9 qd32:-193; QD1 slope 3368.2MB/s, R²=0.9827, residuals (us): 4k:+1.73 16k:-0.287 64k:+1.82 256k:-12.4 1M:+27.1
write_bw=3829972152
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 2937MB/s (2746..2962), 2x128M 2955MB/s (2924..2957), 1x512M 2909MB/s (2901..2942), 2x512M 2926MB/s (2907..2937); median 2931MB/s over dev.write_bw 3830MB/s (O_DIRECT rewrites)
fresh_write_factor=0.765359
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 181.2us, minus the model's data write, log write of 8k and fsync CPU (70.9us)
flush_latency=110.354us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (0.86us, 2.06us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.204us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.176us p=0.3757us f=0.1966us b=20315MB/s; R²=0.9873, residuals (us): 512:+0.0418 1k:+0.0472 2k:+0.0705 4k:-0.142 16k:+0.359 64k:+0.403 256k:-1.11 1M:-8.54 512:-0.0299 4k:-0.0122 64k:-0.0923 1M:+2.35
page_init=0.375706us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.000); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.176us p=0.3757us f=0.1966us b=20315MB/s; R²=0.9873, residuals (us): 512:+0.0418 1k:+0.0472 2k:+0.0705 4k:-0.142 16k:+0.359 64k:+0.403 256k:-1.11 1M:-8.54 512:-0.0299 4k:-0.0122 64k:-0.0923 1M:+2.35
folio_alloc=0us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.000); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.176us p=0.3757us f=0.1966us b=20315MB/s; R²=0.9873, residuals (us): 512:+0.0418 1k:+0.0472 2k:+0.0705 4k:-0.142 16k:+0.359 64k:+0.403 256k:-1.11 1M:-8.54 512:-0.0299 4k:-0.0122 64k:-0.0923 1M:+2.35
add_folio=0us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.000); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.176us p=0.3757us f=0.1966us b=20315MB/s; R²=0.9873, residuals (us): 512:+0.0418 1k:+0.0472 2k:+0.0705 4k:-0.142 16k:+0.359 64k:+0.403 256k:-1.11 1M:-8.54 512:-0.0299 4k:-0.0122 64k:-0.0923 1M:+2.35
mark_dirty=0us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.3ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.203438us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.3ms for 16384 folios, 1M writes: 1.0ms for 64 folios; folios from the model's folio policy
invalidate_page=0.0590889us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.32us per IO (2.17..2.35, median of 3) less the same psync writes' write() 0.96us; timed by fio's io_uring engine (/usr/bin/fio)
punt=1.36168us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 2.47us per IO (2.41..2.53, median of 3) less the same psync writes' write() 0.96us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.51427us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.125us per IO, spread 0%: fio's own loop, the same for pwrite and pwritev
psync=0.1245us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.125us per IO, spread 0%: fio's own loop, the same for pwrite and pwritev
pvsync=0.1245us
