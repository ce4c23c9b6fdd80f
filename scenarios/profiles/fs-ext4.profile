# ext4 (delayed allocation, generic_perform_write with buffer heads).
# Switches follow `kernel`: large folios for regular files 6.16
# ('ext4: enable large folio for regular file'), copy in folio-sized chunks
# 6.11 (generic_perform_write), no FMODE_BUF_WASYNC (io_uring punts buffered
# writes). Costs are estimates from the code path, not fitted to any result.
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
# (percpu counters, quota). Estimate: a few hundred instructions with cache misses.
write_page=0.25us
# ext4_sync_file: jbd2 commit of descriptor, metadata and commit blocks. Estimate.
fsync_cpu=15us
log_write=12KiB
