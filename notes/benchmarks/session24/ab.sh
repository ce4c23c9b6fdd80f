#!/bin/bash
# A/B of wbsim's replay engine against fio on the same in-cache job, interleaved.
# usage: ab.sh BS SIZE ROUNDS [fio extra]
bs=$1; size=$2; rounds=$3; shift 3
printf "[s]\nrw=write\nbs=$bs\nsize=$size\nioengine=psync\n" > /tmp/ab.fio
for r in $(seq $rounds); do
  d=$(mktemp -d /tmp/ab.XXXX)
  /work/main/build/wbsim replay /tmp/ab.fio --directory $d 2>/dev/null | grep -E "^\s+(bw|clat mean) " | awk '{printf "replay %s %s  ", $1$2, $2=="mean"?$3:$2}'; echo
  rm -rf $d
  echo -n "fio    "; /work/notes/s24/scale.sh $bs 1 --size=$size --ioengine=psync "$@"
done
