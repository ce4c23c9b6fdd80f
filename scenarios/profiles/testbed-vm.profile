# The testbed VM as measured by `wbsim testbed`: machine facts, and the engine
# and io-wq costs fitted jointly over all filesystems.
# Fitted by `wbsim testbed --fit --measured testbed-quick-2026-12-01-1558.json` from the testbed run on host vm, Linux 6.18.44-fc-v1045, 2026-12-01 15:58 UTC, fio-3.33, 2 CPUs under shared load, 3 interleaved rounds (median per cell).
# Devices: loop over a tmpfs file (XFS, ext4, btrfs); FUSE: wbsim-fusepass (libfuse3, 4 threads, max_write 1048576, largest request seen 1048576) over a tmpfs directory.
# Weighted NNLS over 40 QD1 single-writer first-write cells, rank 12 of 13; |IOPS error| median 5.6%, max 108.5%.
# Per-cell residuals of the joint fit:
#   xfs/psync/4k/1j/first/nofsync                218453 IOPS measured,    224720 fitted (+2.9%)
#   xfs/psync/1m/1j/first/nofsync                  7111 IOPS measured,      6158 fitted (-13.4%)
#   xfs/pvsync/4k/1j/first/nofsync               201031 IOPS measured,    225964 fitted (+12.4%)
#   xfs/pvsync/1m/1j/first/nofsync                 6400 IOPS measured,      6147 fitted (-4.0%)
#   xfs/libaio/4k/1j/first/nofsync               165914 IOPS measured,    163992 fitted (-1.2%)
#   xfs/libaio/1m/1j/first/nofsync                 5565 IOPS measured,      6085 fitted (+9.3%)
#   xfs/io_uring/4k/1j/first/nofsync             154566 IOPS measured,    134822 fitted (-12.8%)
#   xfs/io_uring/1m/1j/first/nofsync               4741 IOPS measured,      6036 fitted (+27.3%)
#   xfs/io_uring_punt/4k/1j/first/nofsync         54252 IOPS measured,     50793 fitted (-6.4%)
#   xfs/io_uring_punt/1m/1j/first/nofsync          5689 IOPS measured,      5564 fitted (-2.2%)
#   ext4/psync/4k/1j/first/nofsync               175700 IOPS measured,    168022 fitted (-4.4%)
#   ext4/psync/1m/1j/first/nofsync                 2116 IOPS measured,      2568 fitted (+21.4%)
#   ext4/pvsync/4k/1j/first/nofsync              172010 IOPS measured,    168717 fitted (-1.9%)
#   ext4/pvsync/1m/1j/first/nofsync                3122 IOPS measured,      2567 fitted (-17.8%)
#   ext4/libaio/4k/1j/first/nofsync              119156 IOPS measured,    131588 fitted (+10.4%)
#   ext4/libaio/1m/1j/first/nofsync                2393 IOPS measured,      2556 fitted (+6.8%)
#   ext4/io_uring/4k/1j/first/nofsync             45416 IOPS measured,     47194 fitted (+3.9%)
#   ext4/io_uring/1m/1j/first/nofsync              2560 IOPS measured,      2459 fitted (-4.0%)
#   ext4/io_uring_punt/4k/1j/first/nofsync        48726 IOPS measured,     47194 fitted (-3.1%)
#   ext4/io_uring_punt/1m/1j/first/nofsync         2169 IOPS measured,      2459 fitted (+13.3%)
#   btrfs/psync/4k/1j/first/nofsync              126517 IOPS measured,    116421 fitted (-8.0%)
#   btrfs/psync/1m/1j/first/nofsync                 731 IOPS measured,       684 fitted (-6.4%)
#   btrfs/pvsync/4k/1j/first/nofsync             122497 IOPS measured,    116754 fitted (-4.7%)
#   btrfs/pvsync/1m/1j/first/nofsync                643 IOPS measured,       684 fitted (+6.4%)
#   btrfs/libaio/4k/1j/first/nofsync             101292 IOPS measured,     97681 fitted (-3.6%)
#   btrfs/libaio/1m/1j/first/nofsync                707 IOPS measured,       683 fitted (-3.4%)
#   btrfs/io_uring/4k/1j/first/nofsync            41505 IOPS measured,     86529 fitted (+108.5%)
#   btrfs/io_uring/1m/1j/first/nofsync              660 IOPS measured,       683 fitted (+3.5%)
#   btrfs/io_uring_punt/4k/1j/first/nofsync       42806 IOPS measured,     41969 fitted (-2.0%)
#   btrfs/io_uring_punt/1m/1j/first/nofsync         661 IOPS measured,       676 fitted (+2.2%)
#   fuse/psync/4k/1j/first/nofsync                30811 IOPS measured,     27584 fitted (-10.5%)
#   fuse/psync/1m/1j/first/nofsync                  578 IOPS measured,       589 fitted (+1.9%)
#   fuse/pvsync/4k/1j/first/nofsync               36592 IOPS measured,     27603 fitted (-24.6%)
#   fuse/pvsync/1m/1j/first/nofsync                 570 IOPS measured,       589 fitted (+3.2%)
#   fuse/libaio/4k/1j/first/nofsync               31523 IOPS measured,     26385 fitted (-16.3%)
#   fuse/libaio/1m/1j/first/nofsync                 618 IOPS measured,       588 fitted (-4.9%)
#   fuse/io_uring/4k/1j/first/nofsync             11084 IOPS measured,     19415 fitted (+75.2%)
#   fuse/io_uring/1m/1j/first/nofsync               531 IOPS measured,       584 fitted (+10.0%)
#   fuse/io_uring_punt/4k/1j/first/nofsync        19851 IOPS measured,     19415 fitted (-2.2%)
#   fuse/io_uring_punt/1m/1j/first/nofsync          560 IOPS measured,       584 fitted (+4.3%)
[profile]
name=testbed-vm
description=vm (2 CPUs, Linux 6.18.44-fc-v1045): RAM-backed testbed devices; engine and punt costs measured 2026-12-01 15:58 UTC

[cpu]
# Fact: online CPUs of the testbed host.
cores=2
# Measured: eventfd ping-pong of two sleeping threads before the matrix (WakeupProbe).
wakeup=2.608us

[mem]
# Fact: MemTotal of the testbed host.
total=24683584KiB

[params]
# Fact: the testbed's kernel (switches follow it, KernelFeatures).
kernel=6.18
# Fact: the VM reports free pages to the host (page_reporting's reported_kib exists). Each
# cell is predicted from the warm memory machine-state read before it (--set mem.start_warm);
# mem.fault_in_bw stays the measured default (ParamTable.def).
mem.page_reporting=1

[dev]
# The 'device' is a loop device over a tmpfs file: a memory copy, no media.
# Estimates (not fitted: first-write cells without fsync never reach it):
write_bw=4GB/s
read_bw=4GB/s
write_latency=2us
read_latency=2us
flush_latency=5us

[engine]
# Measured (fit): per-IO engine cost beyond the write itself; psync is an estimate
# (collinear with fs.write_call); submit/complete split evenly (estimate of the split).
psync=0.3us
pvsync=0.281us
libaio_submit=0.977us
libaio_complete=0.977us
uring_submit=1.636us
uring_complete=1.636us

[iowq]
# Measured (fit): io_uring force_async=1 against inline on the same QD1 cells, beyond two
# cpu.wakeup and iowq.punt (the busy worker's share, not measured here: calibrate measures it).
idle_punt=6.258us
