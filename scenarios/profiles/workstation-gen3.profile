# A small workstation: 8 cores, 16 GiB RAM, one PCIe Gen3 x4 NVMe SSD of the
# Samsung 970 EVO Plus (1 TB) class, XFS. Hardware facts only; the kernel
# costs stay at the shared defaults (DESIGN §5: no per-scenario fitting).
[profile]
name=workstation-gen3
description=8 cores, 16 GiB RAM, one PCIe Gen3 x4 NVMe SSD (Samsung 970 EVO Plus 1 TB class), XFS

[cpu]
cores=8

[mem]
total=16GiB

[dev]
pcie_gen=3
pcie_lanes=4
# Samsung 970 EVO Plus 1 TB datasheet: 3,300 MB/s sequential write (TurboWrite), 3,500 MB/s read.
write_bw=3300MB/s
read_bw=3500MB/s
