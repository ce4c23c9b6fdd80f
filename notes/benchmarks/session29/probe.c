// Machine speed probe: memcpy bandwidth (64 MiB, warm buffers) and a
// dependent integer loop, each the median of 5 short tries.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static double now(){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
static int cmp(const void*a,const void*b){double x=*(double*)a,y=*(double*)b;return x<y?-1:x>y;}
int main(){
  size_t n=64<<20; char*s=malloc(n),*d=malloc(n); memset(s,1,n); memset(d,2,n);
  double m[5],c[5];
  for(int i=0;i<5;i++){double t=now(); memcpy(d,s,n); m[i]=n/(now()-t)/1e6;}
  volatile unsigned long x=1;
  for(int i=0;i<5;i++){double t=now(); unsigned long y=x; for(long k=0;k<20000000;k++) y=y*6364136223846793005UL+1442695040888963407UL; x=y; c[i]=20000000/(now()-t)/1e6;}
  qsort(m,5,sizeof(double),cmp); qsort(c,5,sizeof(double),cmp);
  printf("%.0f %.1f\n",m[2],c[2]);
  return 0;
}
