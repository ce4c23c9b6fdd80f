# Written by `wbsim calibrate`. Only the fitted parameters are set; the
# others keep the built-in defaults.
# note: write device curve: QD1 t(bs) 57.62us + bs/2854.0MB/s (R²=0.9471); deep queue B=2853.3MB/s, k=1.11 (R²=0.9792); measured at qd32: 2782.7MB/s (2470.1..3214.2 over 3 rounds; every point the median of its rounds)
# note: reads not measured: dev.read_latency and dev.read_bw keep their defaults
# note: per new folio measured 0.191us, less than the model's uncontended i_pages holds lock.insert+lock.mark_dirty=0.400us alone: pc.folio_alloc, pc.add_folio, pc.mark_dirty are written as 0 and the hold estimates look too long for this machine
# note: buffered write(): 0.174us per call + 0.3795us per new page + 0.1911us per new folio + 20482MB/s (R²=0.9875, rank 4); held: cpu.syscall, throttle.call, fs.write_folio, lock.insert, lock.mark_dirty
# note: no volatile write cache: O_DIRECT rewrites then fdatasync, flush time by bytes written: 1M 0.04ms, 4M 0.09ms, 16M 0.11ms, 64M 0.11ms, 256M 0.14ms: the flush does not grow with the bytes written, no volatile write cache seen
# note: memcpy of 128M buffers: median 7205MB/s, best 7242MB/s over 4 (cross-check of cpu.copy_bw; not fitted)
# note: self-check cold memory, 1M psync 512M: measured 424 MB/s (419..428), predicted 430 MB/s, +1.3%
# note: self-check in cache, warm memory, 4k psync 32M: measured 4229 MB/s (4228..4333), predicted 2796 MB/s, -33.9%  WARNING: past 15%
# note: self-check in cache, warm memory, 1M psync 32M: measured 7289 MB/s (7084..11920), predicted 6711 MB/s, -7.9%
# note: self-check in cache, warm memory, 1M psync 32M: WARNING: the repeats spread 66% of their median (7084..11920 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
# note: self-check io-wq punt, 4k io_uring qd32 128M: measured 1743 MB/s (1743..1766), predicted 1428 MB/s, -18.1%  WARNING: past 15%
# note: self-check io-wq punt, forced, 4k io_uring qd32 force_async 128M: measured 1699 MB/s (1678..1721), predicted 1398 MB/s, -17.7%  WARNING: past 15%
# note: self-check writeback, 1 job(s) x 128M then fsync: measured 2000 MB/s (1926..2081), predicted 1974 MB/s, -1.3%
# note: self-check writeback, 2 job(s) x 128M then fsync: measured 2390 MB/s (2253..2422), predicted 2314 MB/s, -3.2%
# note: self-check writeback, 1 job(s) x 512M then fsync: measured 2017 MB/s (1533..2022), predicted 1988 MB/s, -1.4%
# note: self-check writeback, 2 job(s) x 512M then fsync: measured 2388 MB/s (1045..2402), predicted 2319 MB/s, -2.9%
# note: self-check writeback, 2 job(s) x 512M then fsync: WARNING: the repeats spread 57% of their median (1045..2402 MB/s), wider than the fit can use; the values fitted from this phase are uncertain (a noisy machine?)
[profile]
name=vm-calibrated
description=wbsim calibrate (quick) on vm, 2026-12-02 11:13 UTC, in /tmp/calU, 103 s

[cpu]
# cpu.cores: measured on vm: online CPUs (sysconf _SC_NPROCESSORS_ONLN)
cores=2
# cpu.interrupt_gap: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.6/0.9us, rewrite 64k 3.4/3.6/4.7us, rewrite 1M 52.5/54.0/111.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.23 over 9 percentiles
interrupt_gap=28.1171us
# cpu.interrupt_time: in-cache psync writes' p50/p90/p99 (rewrite 4k 0.5/0.6/0.9us, rewrite 64k 3.4/3.6/4.7us, rewrite 1M 52.5/54.0/111.1us), medians of 3; closed-form compound Poisson tail, grid fit, RMS log residual 0.23 over 9 percentiles
interrupt_time=0.709627us
# cpu.copy_bw: 1/b: per byte copied; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.174us p=0.3795us f=0.1911us b=20482MB/s; R²=0.9875, residuals (us): 512:+0.0454 1k:+0.0774 2k:+0.0172 4k:-0.126 16k:+0.401 64k:+0.169 256k:-1.63 1M:-5 512:-0.0281 4k:-0.0235 64k:-0.0496 1M:+2.16
copy_bw=20482398522
# cpu.wakeup: eventfd ping-pong of two threads pinned to two CPUs, each asleep in read() between turns: median of 7 rounds of 5000, 62.21us per round trip (two wake-ups) less two non-sleeping write+read pairs of 0.29us, halved
wakeup=30.8145us

[mem]
# mem.total: measured on vm: MemTotal in /proc/meminfo (24683584 kB)
total=25275990016
# mem.page_reporting: measured on this host: the virtio balloon reports free pages (features bit 5); mem.start_warm is a run's state, not the machine's: 0 predicts the cold machine after drop_caches, replay and validate record it per run
page_reporting=1
# mem.fault_in_bw: 1 MiB buffered writes, 512M into cold memory (the warm pool machine-state reports held by anonymous ballast), then 512M into the warm memory the first freed, 3 repeats after drop_caches: stall per MiB median 2291us (min 2258, max 2323us); spread 451..464MB/s
fault_in_bw=457755923

[kernel]
# kernel: measured on vm: uname -r 6.18.44-fc-v1045
kernel=6.18

[fs]
# fs.type: measured on vm: statfs(/tmp/calU) f_type 0xEF53 (ext4)
type=ext4
# fs.discard: measured on vm: /proc/self/mountinfo: the mount holding /tmp/calU (/) has the discard option (rw,relatime,rw,discard,resv_strict,resuid=65534,resgid=65534)
discard=1
# fs.write_call: c minus cpu.syscall=0.300us and throttle.call=0.050us (held); fs.write_folio held at 0.150us per folio touched; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.174us p=0.3795us f=0.1911us b=20482MB/s; R²=0.9875, residuals (us): 512:+0.0454 1k:+0.0774 2k:+0.0172 4k:-0.126 16k:+0.401 64k:+0.169 256k:-1.63 1M:-5 512:-0.0281 4k:-0.0235 64k:-0.0496 1M:+2.16
write_call=0us
# fs.unwritten_convert: QD1 O_DIRECT bs=4k into a fresh preallocated 2M file (fio's layout): 53.0us against 59.1us from the rewrite fit; bounded by the 6.9us per IO of 4 KiB random writes at qd32 into a fresh 16M file, less 0.4us of slower fresh-block transfer (dev.fresh_write_factor)
unwritten_convert=0us

[dev]
# dev.discard_latency: /sys/block/vda/stat while 96M of 16 KiB O_DIRECT writes at qd8 filled a fresh preallocated file: 772 discards, 59ms of device time (ext4 freeing its extent leaf on a -o discard mount)
discard_latency=76.4249us
# dev.cmd_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 6.58us per IO (152025 IOPS), 8 KiB 7.43us, 128 KiB 47.10us, 128 KiB from huge-page buffers 31.92us, against 1.44us for 4 KiB at B: per command 5.27us, per page segment 1.31us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 0.85us), transfer rate 4106.5MB/s from the huge-page run; the QD1 slope 2854.0MB/s, i.e. 1.44us per page against 2.30us modelled
cmd_service=5.27063us
# dev.segment_service: random O_DIRECT writes at qd32 over the written file: 4 KiB 6.58us per IO (152025 IOPS), 8 KiB 7.43us, 128 KiB 47.10us, 128 KiB from huge-page buffers 31.92us, against 1.44us for 4 KiB at B: per command 5.27us, per page segment 1.31us ((128 KiB - 4 KiB) / 31; 8 KiB - 4 KiB: 0.85us), transfer rate 4106.5MB/s from the huge-page run; the QD1 slope 2854.0MB/s, i.e. 1.44us per page against 2.30us modelled
segment_service=1.30722us
# dev.latency_jitter: QD1 O_DIRECT psync writes, median over bs of (p99 - p50) / ln 50 = 60.9us / 3.91 (exponential service-time tail)
latency_jitter=15.5746us
# dev.write_latency: fit (relative weights) of QD1 psync service time t(bs) = a + bs/bw over bs=4k..1M: a=57.62us minus cpu.syscall+dev.cmd_cpu+dev.cmd_service=7.07us and the mean jitter 15.57us; R²=0.9471, residuals (us): 4k:+1.08 16k:+3.34 64k:-0.714 256k:-20.6 1M:+76.5
write_latency=34.975us
# dev.write_bw: transfer rate with the per-segment time taken out (see dev.segment_service); libaio bs=128k bw(qd)=B*qd/(qd+k): B=2853.3MB/s k=1.11 (LM converged), R²=0.9792, residuals (MB/s): qd1:-4.92 qd2:+98.2 qd4:-141 qd8:+3.24 qd16:+24.2 qd32:+24.8; QD1 slope 2854.0MB/s, R²=0.9471, residuals (us): 4k:+1.08 16k:+3.34 64k:-0.714 256k:-20.6 1M:+76.5
write_bw=4106493216
# dev.fresh_write_factor: buffered 1M writes then fsync into fresh files, median of 3 (min..max): 1x128M 2858MB/s (2702..2964), 2x128M 2923MB/s (2720..2932), 1x512M 2855MB/s (2819..2881), 2x512M 2909MB/s (2808..2931); median 2884MB/s over dev.write_bw 4106MB/s (O_DIRECT rewrites)
fresh_write_factor=0.702251
# dev.flush_latency: median fsync after a 4 KiB write (256 of them, fsync=1): 160.8us, minus the model's data write, log write of 8k and fsync CPU (83.7us)
flush_latency=77.1028us

[pc]
# pc.lru_batch_move: p98 - p50 of first writes bs=4KiB in cache (0.86us, 2.06us), median of 3; one folio_batch_move_lru per 31 new folios
lru_batch_move=1.204us
# pc.page_init: p: per new 4 KiB page; NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.174us p=0.3795us f=0.1911us b=20482MB/s; R²=0.9875, residuals (us): 512:+0.0454 1k:+0.0774 2k:+0.0172 4k:-0.126 16k:+0.401 64k:+0.169 256k:-1.63 1M:-5 512:-0.0281 4k:-0.0235 64k:-0.0496 1M:+2.16
page_init=0.379489us
# pc.folio_alloc: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.000); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.174us p=0.3795us f=0.1911us b=20482MB/s; R²=0.9875, residuals (us): 512:+0.0454 1k:+0.0774 2k:+0.0172 4k:-0.126 16k:+0.401 64k:+0.169 256k:-1.63 1M:-5 512:-0.0281 4k:-0.0235 64k:-0.0496 1M:+2.16
folio_alloc=0us
# pc.add_folio: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.000); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.174us p=0.3795us f=0.1911us b=20482MB/s; R²=0.9875, residuals (us): 512:+0.0454 1k:+0.0774 2k:+0.0172 4k:-0.126 16k:+0.401 64k:+0.169 256k:-1.63 1M:-5 512:-0.0281 4k:-0.0235 64k:-0.0496 1M:+2.16
add_folio=0us
# pc.mark_dirty: f minus the i_pages holds lock.insert+lock.mark_dirty=0.400us (held), split over pc.folio_alloc, pc.add_folio, pc.mark_dirty in the ratio of their defaults (x0.000); NNLS (relative weights) of buffered write() time t = c + p*pages_new + f*folios_new + b*bytes, counts from the model's folio policy (large folios, kernel 6.18 ext4), rank 4; first writes bs=512..1M (32M each) and rewrites bs=512..1M (8M looped), in cache, median of 3; residuals: first writes, then rewrites: c=0.174us p=0.3795us f=0.1911us b=20482MB/s; R²=0.9875, residuals (us): 512:+0.0454 1k:+0.0774 2k:+0.0172 4k:-0.126 16k:+0.401 64k:+0.169 256k:-1.63 1M:-5 512:-0.0281 4k:-0.0235 64k:-0.0496 1M:+2.16
mark_dirty=0us
# pc.invalidate_folio: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.1ms for 16384 folios, 1M writes: 0.9ms for 64 folios; folios from the model's folio policy
invalidate_folio=0.194285us
# pc.invalidate_page: posix_fadvise(DONTNEED) over a synced 64M file (fio's invalidate=1 at open), median of 3: 4k writes: 4.1ms for 16384 folios, 1M writes: 0.9ms for 64 folios; folios from the model's folio policy
invalidate_page=0.0539737us

[iowq]
# iowq.punt: 4 KiB first writes of 128M through io_uring at qd32 on ext4 (every write punted, hashed: one worker busy): 2.35us per IO (2.32..2.35, median of 3) less the same psync writes' write() 0.97us; timed by fio's io_uring engine (/usr/bin/fio)
punt=1.38141us
# iowq.unhashed_punt: 4 KiB first writes of 128M through io_uring at qd32 with IOSQE_ASYNC (every write punted unhashed; workers take turns on i_rwsem): 2.41us per IO (2.38..2.44, median of 3) less the same psync writes' write() 0.97us; timed by fio's io_uring engine (/usr/bin/fio)
unhashed_punt=1.44244us

[engine]
# engine.psync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.124us per IO, spread 1%: fio's own loop, the same for pwrite and pwritev
psync=0.124us
# engine.pvsync: fio's null engine (/usr/bin/fio --ioengine=null, 2000000 IOs of 4 KiB): median of 3 runs 0.124us per IO, spread 1%: fio's own loop, the same for pwrite and pwritev
pvsync=0.124us
