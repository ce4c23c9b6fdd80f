# ext4 (delayed allocation, generic_perform_write with buffer heads).
# Switches follow `kernel`: large folios for regular files 6.16
# ('ext4: enable large folio for regular file'), copy in folio-sized chunks
# 6.11 (generic_perform_write), no FMODE_BUF_WASYNC (io_uring punts buffered
# writes). Costs are estimates from the code path except write_page (published, below).
[profile]
name=fs-ext4
description=ext4 (delalloc, buffer heads): per-block work stays per 4 KiB inside large folios

[fs]
type=ext4
# ext4_buffered_write_iter: inode_lock, generic_write_checks, file_modified. Estimate: close to XFS.
write_call=1.0us
# ext4_da_write_begin/ext4_da_write_end per folio: folio lock, journal-less delalloc path. Estimate.
write_folio=0.15us
write_iter=0
# Per 4 KiB block: buffer head setup and dirtying, ext4_da_get_block_prep ->
# ext4_da_map_blocks (extent status lookup/insert) and the delalloc reservation
# (percpu counters, quota). Published: set from Zhang Yi's ext4 large folio
# table (v2 cover letter, 2025-05-12, Xeon Gold 6240, in-cache writes): with
# large folios a 1 MiB write still took 256 us (3901 IOPS), of which this
# per-block work is the part the large folio does not remove; 0.55 us per
# block gives 64K 30.3k -> 54.3k and 1M 1987 -> 3908 IOPS against the
# published 33.4k -> 59.1k and 2143 -> 3901 (the estimate 0.25 us gave
# 35.5k -> 73.5k and 2345 -> 5580: a large-folio gain 17-31% too large).
write_page=0.55us
# A first write into a hole (fio fallocate=none) also reserves each new block
# (ext4_insert_delayed_block, ext4_da_reserve_space): measured on this
# project's VM, Linux 6.18, fallocate=none against native paired in 3 rounds
# (notes/benchmarks/session26/pairs.sh, variant fallocate): 0.27 us a block.
hole_block=0.27us
# ext4_sync_file: jbd2 commit of descriptor, metadata and commit blocks. Estimate.
fsync_cpu=15us
log_write=12KiB
