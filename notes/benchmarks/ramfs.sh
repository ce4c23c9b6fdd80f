# Sourced by the notes' kernel probes (session25/lockholds.sh, session26/pairs.sh):
# a filesystem on a loop device over a file on a tmpfs, so that the kernel's
# write path runs without a device, and the dirty sysctls put back on exit.
#   ramfs_init NAME   a scratch directory $t (/tmp/NAME.XXXX); saves the sysctls
#   trap ramfs_cleanup EXIT INT TERM   (or a cleanup of the caller's that calls it)
#   ramfs_mount FS    mounts FS (xfs, ext4 or btrfs) at $t/mnt
#   ramfs_cleanup     puts the sysctls back, unmounts, detaches, removes $t
ramfs_init() {
  t=$(mktemp -d "/tmp/$1.XXXX")
  loopdev=""
  old_bg=$(cat /proc/sys/vm/dirty_background_bytes); old_bgr=$(cat /proc/sys/vm/dirty_background_ratio)
  old_db=$(cat /proc/sys/vm/dirty_bytes); old_dr=$(cat /proc/sys/vm/dirty_ratio)
  old_exp=$(cat /proc/sys/vm/dirty_expire_centisecs)
}

ramfs_cleanup() {
  set +e
  # put the thresholds back as they were (a ratio when the bytes were 0)
  if [ "$old_db" != 0 ]; then echo "$old_db" > /proc/sys/vm/dirty_bytes; else echo "$old_dr" > /proc/sys/vm/dirty_ratio; fi
  if [ "$old_bg" != 0 ]; then echo "$old_bg" > /proc/sys/vm/dirty_background_bytes; else echo "$old_bgr" > /proc/sys/vm/dirty_background_ratio; fi
  echo "$old_exp" > /proc/sys/vm/dirty_expire_centisecs
  mountpoint -q "$t/mnt" && umount "$t/mnt"
  [ -n "$loopdev" ] && losetup -d "$loopdev"
  mountpoint -q "$t/ram" && umount "$t/ram"
  rm -rf "$t"
}

ramfs_mount() {
  mkdir -p "$t/ram" "$t/mnt"
  mount -t tmpfs -o size=3g tmpfs "$t/ram"
  truncate -s 2500m "$t/ram/img"
  loopdev=$(losetup --show -f "$t/ram/img")
  case $1 in
    xfs) mkfs.xfs -q -f "$loopdev" ;;
    ext4) mkfs.ext4 -q -F "$loopdev" ;;
    btrfs) mkfs.btrfs -q -f "$loopdev" ;;
    *) echo "$(basename "$0"): FS must be xfs, ext4 or btrfs, not $1" >&2; exit 2 ;;
  esac
  mount "$loopdev" "$t/mnt"
}
