# The testbed VM as measured by `wbsim testbed`: machine facts, and the engine
# and io-wq costs fitted jointly over all filesystems.
# Fitted by `wbsim testbed --fit --measured tb-quick5.json` from the testbed run on host vm, Linux 6.18.44-fc-v1272, 2026-12-06 03:02 UTC, fio-3.33, 2 CPUs, load average 0.97-1.32, 3 interleaved rounds (median per cell).
# Devices: loop over a tmpfs file (XFS, ext4, btrfs); FUSE: wbsim-fusepass (libfuse3, 4 threads, max_write 1048576, largest request seen 1048576) over a tmpfs directory.
# Weighted NNLS over 40 QD1 single-writer first-write cells, rank 13 of 14; |IOPS error| median 4.2%, max 38.1%.
# Per-cell residuals of the joint fit:
#   xfs/psync/4k/1j/first/nofsync                268590 IOPS measured,    263816 fitted (-1.8%)
#   xfs/psync/1m/1j/first/nofsync                 13474 IOPS measured,     12626 fitted (-6.3%)
#   xfs/pvsync/4k/1j/first/nofsync               263197 IOPS measured,    263816 fitted (+0.2%)
#   xfs/pvsync/1m/1j/first/nofsync                12800 IOPS measured,     12626 fitted (-1.4%)
#   xfs/libaio/4k/1j/first/nofsync               161419 IOPS measured,    166611 fitted (+3.2%)
#   xfs/libaio/1m/1j/first/nofsync                11636 IOPS measured,     12267 fitted (+5.4%)
#   xfs/io_uring/4k/1j/first/nofsync             234896 IOPS measured,    234562 fitted (-0.1%)
#   xfs/io_uring/1m/1j/first/nofsync              12190 IOPS measured,     12535 fitted (+2.8%)
#   xfs/io_uring_punt/4k/1j/first/nofsync         50685 IOPS measured,     50236 fitted (-0.9%)
#   xfs/io_uring_punt/1m/1j/first/nofsync          7314 IOPS measured,      7464 fitted (+2.0%)
#   ext4/psync/4k/1j/first/nofsync               254016 IOPS measured,    251855 fitted (-0.9%)
#   ext4/psync/1m/1j/first/nofsync                 5953 IOPS measured,      6786 fitted (+14.0%)
#   ext4/pvsync/4k/1j/first/nofsync              256000 IOPS measured,    251855 fitted (-1.6%)
#   ext4/pvsync/1m/1j/first/nofsync                6919 IOPS measured,      6786 fitted (-1.9%)
#   ext4/libaio/4k/1j/first/nofsync              162218 IOPS measured,    162159 fitted (-0.0%)
#   ext4/libaio/1m/1j/first/nofsync                6564 IOPS measured,      6681 fitted (+1.8%)
#   ext4/io_uring/4k/1j/first/nofsync             41743 IOPS measured,     49824 fitted (+19.4%)
#   ext4/io_uring/1m/1j/first/nofsync              5333 IOPS measured,      4947 fitted (-7.2%)
#   ext4/io_uring_punt/4k/1j/first/nofsync        50142 IOPS measured,     49824 fitted (-0.6%)
#   ext4/io_uring_punt/1m/1j/first/nofsync         5224 IOPS measured,      4947 fitted (-5.3%)
#   btrfs/psync/4k/1j/first/nofsync              233224 IOPS measured,    239423 fitted (+2.7%)
#   btrfs/psync/1m/1j/first/nofsync                2485 IOPS measured,      2540 fitted (+2.2%)
#   btrfs/pvsync/4k/1j/first/nofsync             240941 IOPS measured,    239423 fitted (-0.6%)
#   btrfs/pvsync/1m/1j/first/nofsync               2667 IOPS measured,      2540 fitted (-4.7%)
#   btrfs/libaio/4k/1j/first/nofsync             164663 IOPS measured,    156538 fitted (-4.9%)
#   btrfs/libaio/1m/1j/first/nofsync               2667 IOPS measured,      2525 fitted (-5.3%)
#   btrfs/io_uring/4k/1j/first/nofsync            40782 IOPS measured,     46950 fitted (+15.1%)
#   btrfs/io_uring/1m/1j/first/nofsync             2065 IOPS measured,      2230 fitted (+8.0%)
#   btrfs/io_uring_punt/4k/1j/first/nofsync       50568 IOPS measured,     49280 fitted (-2.5%)
#   btrfs/io_uring_punt/1m/1j/first/nofsync        2151 IOPS measured,      2230 fitted (+3.7%)
#   fuse/psync/4k/1j/first/nofsync                33522 IOPS measured,     36478 fitted (+8.8%)
#   fuse/psync/1m/1j/first/nofsync                 1286 IOPS measured,      1278 fitted (-0.7%)
#   fuse/pvsync/4k/1j/first/nofsync               31629 IOPS measured,     36478 fitted (+15.3%)
#   fuse/pvsync/1m/1j/first/nofsync                1471 IOPS measured,      1278 fitted (-13.2%)
#   fuse/libaio/4k/1j/first/nofsync               30285 IOPS measured,     33755 fitted (+11.5%)
#   fuse/libaio/1m/1j/first/nofsync                1369 IOPS measured,      1274 fitted (-7.0%)
#   fuse/io_uring/4k/1j/first/nofsync             17862 IOPS measured,     11049 fitted (-38.1%)
#   fuse/io_uring/1m/1j/first/nofsync               945 IOPS measured,      1131 fitted (+19.7%)
#   fuse/io_uring_punt/4k/1j/first/nofsync        21955 IOPS measured,     22981 fitted (+4.7%)
#   fuse/io_uring_punt/1m/1j/first/nofsync          981 IOPS measured,      1200 fitted (+22.3%)
[profile]
name=testbed-vm
description=vm (2 CPUs, Linux 6.18.44-fc-v1272): RAM-backed testbed devices; engine and punt costs measured 2026-12-06 03:02 UTC

[cpu]
# Fact: online CPUs of the testbed host.
cores=2
# Measured: eventfd ping-pong of two sleeping threads before the matrix (WakeupProbe).
wakeup=5.981us
# Measured: fio psync 16 KiB random first writes in cache, 128 MiB per job on its own file, on the testbed's XFS: 2 jobs 5162.22 MB/s against one job 2982.62 MB/s, per CPU 0.87 (0.79..0.98), paired within each of 5 interleaved rounds, median.
smp_efficiency=0.87037
# Measured: fio psync rewrites in cache of a 128 MiB file on the testbed's XFS, 16 loops, medians of 3 interleaved rounds: 1 MiB 66.41 us, 64 KiB 7.23 us per write; 960 KiB over the rounds' median difference.
copy_bw=16612MB/s
# Measured: getppid() in a loop, median of 7 rounds of 200000 calls (SyscallProbe).
syscall=1.024us

[mem]
# Fact: MemTotal of the testbed host.
total=24683748KiB

[params]
# Fact: the testbed's kernel (switches follow it, KernelFeatures).
kernel=6.18
# Fact: the VM reports free pages to the host (page_reporting's reported_kib exists). Each
# cell is predicted from the warm memory machine-state read before it (--set mem.start_warm);
# mem.fault_in_bw stays the measured default (ParamTable.def).
mem.page_reporting=1

[dev]
# The 'device' is a loop device over a tmpfs file: a memory copy, no media.
# Estimates, not fitted (block filesystems' first writes without fsync never reach it; the
# FUSE daemon's writes to its tmpfs backing file do, in the fit's baselines too):
write_bw=4GB/s
read_bw=4GB/s
write_latency=2us
read_latency=2us
flush_latency=5us

[engine]
# Measured: fio's null engine (fio's own loop per IO), for psync; pvsync adds the fitted
# pwritev extra. libaio and io_uring: fitted per-IO cost beyond the write itself, split
# evenly between submit and complete (estimate of the split).
psync=0.109us
pvsync=0.109us
libaio_submit=1.159us
libaio_complete=1.159us
uring_submit=0.290us
uring_complete=0.290us

[iowq]
# Measured (fit): io_uring force_async=1 against inline on the same QD1 cells, beyond two
# cpu.wakeup and iowq.punt (the busy worker's share, not measured here: calibrate measures it).
idle_punt=5.488us
# Measured (fit): the worker's extra pass over a punted write's bytes, per byte; fio's scrambled
# buffers (scramble_buffers=1, the testbed's jobs) are inside it, so scrambled_sector is 0 here.
remote_copy_bw=28343MB/s
scrambled_sector=0
