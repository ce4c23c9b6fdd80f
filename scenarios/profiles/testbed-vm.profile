# The testbed VM as measured by `wbsim testbed`: machine facts, and the engine
# and io-wq costs fitted jointly over all filesystems.
# Fitted by `wbsim testbed --fit --measured tb-quick2.json` from the testbed run on host vm, Linux 6.18.44-fc-v1045, 2026-12-01 15:58 UTC, fio-3.33, 2 CPUs under shared load, 3 interleaved rounds (median per cell).
# Devices: loop over a tmpfs file (XFS, ext4, btrfs); FUSE: wbsim-fusepass (libfuse3, 4 threads, max_write 1048576, largest request seen 1048576) over a tmpfs directory.
# Weighted NNLS over 40 QD1 single-writer first-write cells, rank 12 of 13; |IOPS error| median 5.7%, max 108.5%.
# Per-cell residuals of the joint fit:
#   xfs/psync/4k/1j/first/nofsync                218453 IOPS measured,    225585 fitted (+3.3%)
#   xfs/psync/1m/1j/first/nofsync                  7111 IOPS measured,      6162 fitted (-13.3%)
#   xfs/pvsync/4k/1j/first/nofsync               201031 IOPS measured,    225471 fitted (+12.2%)
#   xfs/pvsync/1m/1j/first/nofsync                 6400 IOPS measured,      6150 fitted (-3.9%)
#   xfs/libaio/4k/1j/first/nofsync               165914 IOPS measured,    163681 fitted (-1.3%)
#   xfs/libaio/1m/1j/first/nofsync                 5565 IOPS measured,      6088 fitted (+9.4%)
#   xfs/io_uring/4k/1j/first/nofsync             154566 IOPS measured,    134819 fitted (-12.8%)
#   xfs/io_uring/1m/1j/first/nofsync               4741 IOPS measured,      6040 fitted (+27.4%)
#   xfs/io_uring_punt/4k/1j/first/nofsync         54252 IOPS measured,     50705 fitted (-6.5%)
#   xfs/io_uring_punt/1m/1j/first/nofsync          5689 IOPS measured,      5550 fitted (-2.4%)
#   ext4/psync/4k/1j/first/nofsync               175700 IOPS measured,    168533 fitted (-4.1%)
#   ext4/psync/1m/1j/first/nofsync                 2116 IOPS measured,      2570 fitted (+21.5%)
#   ext4/pvsync/4k/1j/first/nofsync              172010 IOPS measured,    168469 fitted (-2.1%)
#   ext4/pvsync/1m/1j/first/nofsync                3122 IOPS measured,      2568 fitted (-17.8%)
#   ext4/libaio/4k/1j/first/nofsync              119156 IOPS measured,    131405 fitted (+10.3%)
#   ext4/libaio/1m/1j/first/nofsync                2393 IOPS measured,      2557 fitted (+6.9%)
#   ext4/io_uring/4k/1j/first/nofsync             45416 IOPS measured,     47120 fitted (+3.8%)
#   ext4/io_uring/1m/1j/first/nofsync              2560 IOPS measured,      2457 fitted (-4.0%)
#   ext4/io_uring_punt/4k/1j/first/nofsync        48726 IOPS measured,     47120 fitted (-3.3%)
#   ext4/io_uring_punt/1m/1j/first/nofsync         2169 IOPS measured,      2457 fitted (+13.2%)
#   btrfs/psync/4k/1j/first/nofsync              126517 IOPS measured,    116660 fitted (-7.8%)
#   btrfs/psync/1m/1j/first/nofsync                 731 IOPS measured,       684 fitted (-6.4%)
#   btrfs/pvsync/4k/1j/first/nofsync             122497 IOPS measured,    116630 fitted (-4.8%)
#   btrfs/pvsync/1m/1j/first/nofsync                643 IOPS measured,       684 fitted (+6.4%)
#   btrfs/libaio/4k/1j/first/nofsync             101292 IOPS measured,     97576 fitted (-3.7%)
#   btrfs/libaio/1m/1j/first/nofsync                707 IOPS measured,       683 fitted (-3.4%)
#   btrfs/io_uring/4k/1j/first/nofsync            41505 IOPS measured,     86533 fitted (+108.5%)
#   btrfs/io_uring/1m/1j/first/nofsync              660 IOPS measured,       683 fitted (+3.5%)
#   btrfs/io_uring_punt/4k/1j/first/nofsync       42806 IOPS measured,     41937 fitted (-2.0%)
#   btrfs/io_uring_punt/1m/1j/first/nofsync         661 IOPS measured,       676 fitted (+2.2%)
#   fuse/psync/4k/1j/first/nofsync                30811 IOPS measured,     28057 fitted (-8.9%)
#   fuse/psync/1m/1j/first/nofsync                  578 IOPS measured,       587 fitted (+1.7%)
#   fuse/pvsync/4k/1j/first/nofsync               36592 IOPS measured,     28055 fitted (-23.3%)
#   fuse/pvsync/1m/1j/first/nofsync                 570 IOPS measured,       587 fitted (+3.0%)
#   fuse/libaio/4k/1j/first/nofsync               31523 IOPS measured,     26797 fitted (-15.0%)
#   fuse/libaio/1m/1j/first/nofsync                 618 IOPS measured,       587 fitted (-5.1%)
#   fuse/io_uring/4k/1j/first/nofsync             11084 IOPS measured,     19641 fitted (+77.2%)
#   fuse/io_uring/1m/1j/first/nofsync               531 IOPS measured,       581 fitted (+9.5%)
#   fuse/io_uring_punt/4k/1j/first/nofsync        19851 IOPS measured,     19641 fitted (-1.1%)
#   fuse/io_uring_punt/1m/1j/first/nofsync          560 IOPS measured,       581 fitted (+3.8%)
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
pvsync=0.307us
libaio_submit=0.991us
libaio_complete=0.991us
uring_submit=1.645us
uring_complete=1.645us

[iowq]
# Measured (fit): io_uring force_async=1 against inline on the same cells.
punt=6.781us
