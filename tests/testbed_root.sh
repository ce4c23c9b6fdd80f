#!/bin/sh
# `wbsim testbed` on the real kernel: one XFS cell and one FUSE cell on a
# small tmpfs, then nothing of the testbed may be left (mounts, loop devices,
# its directory). Needs root, loop devices, mkfs.xfs, fio and /dev/fuse;
# exits 77 (ctest: skipped) with the reason where any is missing.
WBSIM="$1"
skip() { echo "SKIP: $*"; exit 77; }
[ "$(id -u)" -eq 0 ] || skip "needs root (mounts, loop devices)"
command -v fio >/dev/null || skip "fio is not installed (setup.sh)"
command -v mkfs.xfs >/dev/null || skip "mkfs.xfs is not installed (setup.sh: xfsprogs)"
command -v losetup >/dev/null || skip "losetup is not installed"
[ -e /dev/loop-control ] || skip "no loop device support (/dev/loop-control)"
[ -c /dev/fuse ] || skip "no /dev/fuse"
parent=$(mktemp -d /tmp/wbsim-testbed-test.XXXXXX) || exit 1
out=$("$WBSIM" testbed --dir "$parent" --fs xfs,fuse --engine psync --bs 1m --jobs 1 --writes first --fsync off \
      --repeat 1 --size 8m --runtime 1 --image-size 512m 2>&1)
rc=$?
echo "$out"
left=$(grep -c "$parent" /proc/self/mountinfo)
loops=$(grep -l "$parent" /sys/block/loop*/loop/backing_file 2>/dev/null | wc -l)
[ "$left" -eq 0 ] || { echo "FAIL: $left mounts left under $parent"; exit 1; }
[ "$loops" -eq 0 ] || { echo "FAIL: $loops loop devices left over files under $parent"; exit 1; }
rmdir "$parent" || { echo "FAIL: $parent is not empty"; exit 1; }
[ "$rc" -eq 0 ] || { echo "FAIL: wbsim testbed exited $rc"; exit 1; }
# Two cells measured (xfs and fuse, psync 1m) and the clean-up reported.
echo "$out" | grep -q "^xfs/psync/1m/1j/first/nofsync " || { echo "FAIL: no xfs row"; exit 1; }
echo "$out" | grep -q "^fuse/psync/1m/1j/first/nofsync " || { echo "FAIL: no fuse row"; exit 1; }
echo "$out" | grep -q "clean-up done: nothing left" || { echo "FAIL: no clean-up report"; exit 1; }
echo "PASS"
