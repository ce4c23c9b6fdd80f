# xfs on the testbed: the write-path costs measured on this kernel. Values not
# here are estimates from fs-xfs.profile (where it exists) or the built-in defaults.
# Fitted by `wbsim testbed --fit --measured testbed-quick-2026-12-01-1558.json` from the testbed run on host vm, Linux 6.18.44-fc-v1045, 2026-12-01 15:58 UTC, fio-3.33, 2 CPUs under shared load, 3 interleaved rounds (median per cell).
# Devices: loop over a tmpfs file (XFS, ext4, btrfs); FUSE: wbsim-fusepass (libfuse3, 4 threads, max_write 1048576, largest request seen 1048576) over a tmpfs directory.
# Weighted NNLS over 40 QD1 single-writer first-write cells, rank 12 of 13; |IOPS error| median 5.6%, max 108.5%.
[profile]
name=testbed-xfs
description=xfs write path fitted on vm, Linux 6.18.44-fc-v1045, 2026-12-01 15:58 UTC

[fs]
# Measured (fit): per write() call, and per 4 KiB block written (includes the
# page allocation and, on this VM, faulting memory back in from the host).
write_call=2.253us
write_page=0.183us
