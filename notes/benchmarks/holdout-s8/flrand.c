#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>
#include <unistd.h>
/* flrand FILE FILE_MIB BS_KIB N REPS SEQ: O_DIRECT rewrites of N blocks of BS (random distinct blocks, or
   sequential when SEQ=1) of a laid-out file, then fdatasync; prints the flush time per rep.
   Does the volatile cache's drain cost depend on the number of writes, not only on their bytes? */
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
int main(int argc,char**argv){
  size_t fsz=(size_t)atol(argv[2])<<20, bs=(size_t)atol(argv[3])<<10; long n=atol(argv[4]); int reps=atoi(argv[5]), seq=atoi(argv[6]);
  size_t nb=fsz/bs; char*p=aligned_alloc(4096,1<<20); memset(p,7,1<<20);
  int fd=open(argv[1],O_WRONLY|O_CREAT|O_DIRECT,0644);
  for(size_t o=0;o<fsz;o+=1<<20) pwrite(fd,p,1<<20,o); fdatasync(fd); usleep(200000); fdatasync(fd);
  size_t*perm=malloc(nb*sizeof*perm); srand(42);
  for(int r=0;r<reps;r++){
    for(size_t i=0;i<nb;i++) perm[i]=i;
    for(size_t i=nb;i>1;i--){size_t j=rand()%i,t=perm[i-1];perm[i-1]=perm[j];perm[j]=t;}
    double t0=now();
    for(long i=0;i<n;i++){ size_t b=seq?i:perm[i]; if(pwrite(fd,p,bs,b*bs)!=(ssize_t)bs){perror("w");return 1;} }
    double t1=now(); fdatasync(fd); double t2=now();
    printf("%s bs %zuk n %ld: write %.2f ms flush %.3f ms (%.1f us per write)\n",seq?"seq ":"rand",bs>>10,n,(t1-t0)*1e3,(t2-t1)*1e3,(t2-t1)*1e6/n);
    usleep(100000);
  }
  unlink(argv[1]); return 0; }
