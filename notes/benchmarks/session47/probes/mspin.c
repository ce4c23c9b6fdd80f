#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <time.h>
int main(int c, char**v){ size_t n = (size_t)atol(v[1])<<10; char*a=malloc(n),*b=malloc(n); memset(a,1,n); memset(b,2,n);
 struct timespec s,e; clock_gettime(CLOCK_MONOTONIC,&s); double t=0; unsigned long it=0;
 do { memcpy(b,a,n); it++; clock_gettime(CLOCK_MONOTONIC,&e); t=(e.tv_sec-s.tv_sec)+(e.tv_nsec-s.tv_nsec)/1e9; } while(t<atof(v[2]));
 printf("%.2f GB/s\n", it*(double)n/t/1e9); return 0;}
