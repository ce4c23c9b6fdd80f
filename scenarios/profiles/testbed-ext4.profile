# ext4 on the testbed: the write-path costs measured on this kernel. Values not
# here are estimates from fs-ext4.profile (where it exists) or the built-in defaults.
# Fitted by `wbsim testbed --fit --measured tb-quick-final.json` from the testbed run on host vm, Linux 6.18.44-fc-v1045, 2026-12-02 16:54 UTC, fio-3.33, 2 CPUs, load average 1.06-2.42, 3 interleaved rounds (median per cell).
# Devices: loop over a tmpfs file (XFS, ext4, btrfs); FUSE: wbsim-fusepass (libfuse3, 4 threads, max_write 1048576, largest request seen 1048576) over a tmpfs directory.
# Weighted NNLS over 40 QD1 single-writer first-write cells, rank 13 of 14; |IOPS error| median 2.5%, max 15.6%.
[profile]
name=testbed-ext4
description=ext4 write path fitted on vm, Linux 6.18.44-fc-v1045, 2026-12-02 16:54 UTC

[fs]
# Measured (fit): per write() call, and per 4 KiB block written (includes the
# page allocation and, on this VM, faulting memory back in from the host).
write_call=3.425us
write_page=0.744us
