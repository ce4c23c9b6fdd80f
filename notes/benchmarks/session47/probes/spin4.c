#include <stdio.h>
#include <time.h>
int main(){ struct timespec a,b; unsigned long x0=1,x1=2,x2=3,x3=4,x4=5,x5=6; clock_gettime(CLOCK_MONOTONIC,&a);
 for(unsigned long i=0;i<300000000UL;i++){ x0+=x1^i; x1+=x2^x0; x2+=x3^x1; x3+=x4^x2; x4+=x5^x3; x5+=x0^x4;
   __asm__ volatile("" : "+r"(x0),"+r"(x1),"+r"(x2),"+r"(x3),"+r"(x4),"+r"(x5)); }
 clock_gettime(CLOCK_MONOTONIC,&b); printf("%.3f %lu\n",(b.tv_sec-a.tv_sec)+(b.tv_nsec-a.tv_nsec)/1e9, x0+x1+x2+x3+x4+x5); return 0;}
