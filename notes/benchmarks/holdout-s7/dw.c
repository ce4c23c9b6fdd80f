#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
int main(int argc,char**argv){
  // dw FILE TOTAL_MiB BUF_MiB CHUNK_KiB HUGE(0/1) PASSES
  const char*f=argv[1]; size_t total=(size_t)atol(argv[2])<<20, buf=(size_t)atol(argv[3])<<20, ch=(size_t)atol(argv[4])<<10; int huge=atoi(argv[5]), passes=atoi(argv[6]);
  char*p; if(getenv("SRC")){int sf=open(getenv("SRC"),O_RDWR); p=mmap(0,buf,PROT_READ|PROT_WRITE,MAP_SHARED,sf,0);} else p=mmap(0,buf,PROT_READ|PROT_WRITE,MAP_PRIVATE|MAP_ANONYMOUS,-1,0);
  madvise(p,buf,huge?MADV_HUGEPAGE:MADV_NOHUGEPAGE);
  double t=now(); if(getenv("SRC")){} else if(getenv("RND")){unsigned long x=88172645463325252ul; for(size_t i=0;i<buf/8;i++){x^=x<<13;x^=x>>7;x^=x<<17;((unsigned long*)p)[i]=x;}} else memset(p,0x5a,buf); printf("touch %.0f MB/s\n",buf/1e6/(now()-t));
  int fd=open(f,O_WRONLY|O_CREAT|O_DIRECT,0644); if(fd<0){perror("open");return 1;}
  for(int k=0;k<passes;k++){ t=now(); size_t off=0,bo=0;
    while(off<total){ if(pwrite(fd,p+bo,ch,off)!=(ssize_t)ch){perror("pwrite");return 1;} off+=ch; bo+=ch; if(off%(512ul<<20)==0){double n=now(); printf("  %zu MiB: %.0f MB/s\n",off>>20,(512ul<<20)/1e6/(n-t)); t=n;} if(bo+ch>buf) bo=0; }
    printf("pass %d: %.0f MB/s\n",k,total/1e6/(now()-t)); }
  close(fd); return 0; }
