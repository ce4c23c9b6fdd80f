// memcpy bandwidth with N threads, each copying a 64 KiB source into a
// rotating 256 MiB destination (like copy_from_user into new page-cache folios).
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static size_t chunk = 65536, dst_size = 256u << 20;
static int reps = 8;
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
static void* run(void* a){
  (void)a;
  char* src = aligned_alloc(4096, chunk); memset(src, 1, chunk);
  char* dst = aligned_alloc(4096, dst_size); memset(dst, 0, dst_size);
  double t0 = now();
  for (int r = 0; r < reps; ++r)
    for (size_t o = 0; o + chunk <= dst_size; o += chunk) memcpy(dst + o, src, chunk);
  double t = now() - t0;
  double* gbs = malloc(sizeof *gbs); *gbs = reps * (double)dst_size / t / 1e9;
  free(src); free(dst); return gbs;
}
int main(int argc, char** argv){
  int n = argc > 1 ? atoi(argv[1]) : 1; if (argc > 2) chunk = strtoul(argv[2],0,0);
  pthread_t th[64]; for (int i=0;i<n;++i) pthread_create(&th[i],0,run,0);
  double tot=0; for(int i=0;i<n;++i){double* g; pthread_join(th[i],(void**)&g); printf("thread %d %.2f GB/s\n",i,*g); tot+=*g;}
  printf("threads %d chunk %zu total %.2f GB/s\n", n, chunk, tot);
}
