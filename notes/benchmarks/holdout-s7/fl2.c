#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
int main(int argc,char**argv){ // fl FILE MiB SLEEP_S REPS : O_DIRECT 4 MiB writes (rewrite), sleep, fdatasync; prints write time and flush time
  size_t tot=(size_t)atol(argv[2])<<10, ch=tot<(4u<<20)?tot:(4u<<20); double sl=atof(argv[3]); int reps=atoi(argv[4]);
  char*p=mmap(0,ch,PROT_READ|PROT_WRITE,MAP_PRIVATE|MAP_ANONYMOUS,-1,0); madvise(p,ch,MADV_HUGEPAGE); memset(p,7,ch);
  int fd=open(argv[1],O_WRONLY|O_CREAT|O_DIRECT,0644);
  for(size_t o=0;o<tot;o+=ch) pwrite(fd,p,ch,o); fdatasync(fd); // lay out
  for(int r=0;r<reps;r++){ double t0=now(); for(size_t o=0;o<tot;o+=ch) if(pwrite(fd,p,ch,o)!=(ssize_t)ch){perror("w");return 1;}
    double t1=now(); if(sl>0) usleep((useconds_t)(sl*1e6)); double t2=now(); fdatasync(fd); double t3=now();
    printf("%7zu KiB sleep %.1f: write %.1f ms (%.0f MB/s) flush %.2f ms (%.0f MB/s of written)\n",tot>>10,sl,(t1-t0)*1e3,tot/1e6/(t1-t0),(t3-t2)*1e3,tot/1e6/(t3-t2)); }
  return 0; }
