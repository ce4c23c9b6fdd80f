// rep movsb (the kernel's copy_user on FSRM/ERMS CPUs) of CHUNK bytes from a
// source at OFFSET within a page into a rotating 256 MiB page-aligned destination.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
static void movsb(void* d, const void* s, size_t n){ __asm__ volatile("rep movsb" : "+D"(d), "+S"(s), "+c"(n) : : "memory"); }
int main(int argc, char** argv){
  size_t chunk = strtoul(argv[1],0,0), off = strtoul(argv[2],0,0), dsz = 256u<<20;
  char* src = aligned_alloc(4096, chunk + 8192); memset(src, 7, chunk + 8192);
  char* dst = aligned_alloc(4096, dsz); memset(dst, 0, dsz);
  double best = 1e9;
  for (int r = 0; r < 5; ++r) {
    double t0 = now();
    for (size_t o = 0; o + chunk <= dsz; o += chunk) movsb(dst + o, src + off, chunk);
    double t = (now() - t0) / (dsz / chunk); if (t < best) best = t;
  }
  printf("chunk %zu src offset %4zu: %.2f us per copy, %.1f GB/s\n", chunk, off, best*1e6, chunk/best/1e9);
}
