#include <stdio.h>
#include <time.h>
int main(){ struct timespec a,b; volatile unsigned long x=1; clock_gettime(CLOCK_MONOTONIC,&a);
 for(unsigned long i=0;i<600000000UL;i++){ x = x*6364136223846793005UL + 1442695040888963407UL; }
 clock_gettime(CLOCK_MONOTONIC,&b); printf("%.3f\n",(b.tv_sec-a.tv_sec)+(b.tv_nsec-a.tv_nsec)/1e9); return 0;}
